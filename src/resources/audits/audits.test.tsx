// Component tests of the audit logs (ROUTE-AUDITS-01): read-only lists that start on the last 7 days (LIST-06),
// filter with the server's fields and export for auditors.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ListPage } from '../../components/list/ListPage'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { contractFallback, contractRow } from '../../test/contract'
import { auditsLoginLogsList, auditsOperateLogsList } from '../../generated/operations/audits'
import { urlOf } from '../../http/operation'
import loginLogs from './loginLogs'
import operateLogs from './operateLogs'

const URL = urlOf(auditsLoginLogsList)
// The OPTIONS metadata (filter fields, labels, choices) and every call a test does not answer itself come from the
// contract-driven mock; the rows the tests assert on are theirs, completed into whole answers of the contract
const fallback = contractFallback()
const ROWS = [
  contractRow(auditsLoginLogsList, {
    id: '0a1d0000-2c4d-4e8a-9f10-0a1b2c3d7a01',
    username: 'alice',
    type: 'W',
    type_display: 'Web',
    ip: '10.0.0.1',
    city: 'LAN',
    user_agent: 'Mozilla/5.0',
    mfa: 0,
    mfa_display: 'Disabled',
    reason: '',
    backend: 'Password',
    status: true,
    status_display: 'Success',
    datetime: '2026/11/20 10:00:00 +0800',
  }),
]
const ORG = '00000000-0000-0000-0000-000000000002'
const AUDITOR = { isSuperAdmin: false, perms: 0b11 }
const mock = setupMockServer(...fallback.handlers)

function serve() {
  mock.server.use(http.get(URL, () => HttpResponse.json({ count: ROWS.length, next: null, previous: null, results: ROWS })))
}

describe('audit logs', () => {
  it('LIST-06 / ROUTE-AUDITS-01 a login log starts on the last 7 days and sends the range as ISO dates', async () => {
    serve()
    const before = Date.now()
    renderScreen(<ListPage config={loginLogs} />, { route: '/audits/login-log', path: '/audits/login-log', env: AUDITOR })
    // the first screen of the file also loads the list's lazy pieces
    expect(await screen.findByText('alice', undefined, { timeout: 20000 })).toBeInTheDocument()
    const sent = mock.requests('GET', URL).at(-1)!.search
    const from = Date.parse(sent.get('date_from')!)
    const to = Date.parse(sent.get('date_to')!)
    expect(sent.get('date_from')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(to).toBeGreaterThanOrEqual(before - 1000)
    expect((to - from) / 86400000).toBeCloseTo(7, 3)
  })

  it('ROUTE-AUDITS-01 logs are read-only: no create, import, bulk or row delete; auditors may export', async () => {
    serve()
    renderScreen(<ListPage config={loginLogs} />, { route: '/audits/login-log', path: '/audits/login-log', env: AUDITOR })
    await screen.findByText('alice')
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it("LIST-03 the server's filter fields are offered, and a chosen status is sent by value", async () => {
    serve()
    const r = renderScreen(<ListPage config={loginLogs} />, { route: '/audits/login-log', path: '/audits/login-log', env: AUDITOR })
    await screen.findByText('alice')
    await r.user.click(screen.getByRole('combobox', { name: 'Search' }))
    await r.user.click(await screen.findByRole('option', { name: 'Status' }))
    await r.user.click(await screen.findByRole('option', { name: 'Failed' }))
    await waitFor(() => expect(mock.requests('GET', URL).at(-1)?.search.get('status')).toBe('false'))
    // the date range stays on the request with the filter
    expect(mock.requests('GET', URL).at(-1)?.search.get('date_from')).toBeTruthy()
  })

  it('a chosen range in the address bar wins over the default', async () => {
    const url = urlOf(auditsOperateLogsList)
    mock.server.use(http.get(url, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })))
    renderScreen(<ListPage config={operateLogs} />, {
      route: '/audits/operate-log?date_from=2026-01-01T00:00:01.000Z&date_to=2026-01-31T23:59:59.000Z',
      path: '/audits/operate-log',
      env: AUDITOR,
    })
    await waitFor(() => expect(mock.requests('GET', url).length).toBeGreaterThan(0))
    expect(mock.requests('GET', url).at(-1)?.search.get('date_from')).toBe('2026-01-01T00:00:01.000Z')
  })

  it('issue 17 A3: a relation change (add / remove, values the choices lack) reads as a translated action', async () => {
    const url = urlOf(auditsOperateLogsList)
    const rows = [
      contractRow(auditsOperateLogsList, {
        id: '0a1e0000-2c4d-4e8a-9f10-0a1b2c3d7b01',
        user: 'Administrator(admin)',
        action: 'add',
        resource_type: 'User and Group',
        resource: 'Alice(alice) JOINED ops',
        remote_addr: '10.0.0.1',
        datetime: '2026/11/20 10:00:00 +0800',
        org_id: ORG,
      }),
      contractRow(auditsOperateLogsList, {
        id: '0a1e0000-2c4d-4e8a-9f10-0a1b2c3d7b02',
        user: 'Administrator(admin)',
        action: 'remove',
        resource_type: 'User and Group',
        resource: 'Bob(bob) LEFT ops',
        remote_addr: '10.0.0.1',
        datetime: '2026/11/20 10:01:00 +0800',
        org_id: ORG,
      }),
      contractRow(auditsOperateLogsList, {
        id: '0a1e0000-2c4d-4e8a-9f10-0a1b2c3d7b03',
        user: 'Administrator(admin)',
        action: 'create',
        resource_type: 'User',
        resource: 'carol',
        remote_addr: '10.0.0.1',
        datetime: '2026/11/20 10:02:00 +0800',
        org_id: ORG,
      }),
    ]
    mock.server.use(http.get(url, () => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })))
    renderScreen(<ListPage config={operateLogs} />, { route: '/audits/operate-log', path: '/audits/operate-log', env: AUDITOR })
    const added = (await screen.findByText('Alice(alice) JOINED ops')).closest('tr')!
    expect(added).toHaveTextContent('Add')
    expect(added).not.toHaveTextContent(/\badd\b/)
    expect(screen.getByText('Bob(bob) LEFT ops').closest('tr')!).toHaveTextContent('Remove')
    expect(screen.getByText('carol').closest('tr')!).toHaveTextContent('Create')
  })
})
