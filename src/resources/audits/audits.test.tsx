// Component tests of the audit logs (ROUTE-AUDITS-01): read-only lists that start on the last 7 days (LIST-06),
// filter with the server's fields and export for auditors.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ListPage } from '../../components/list/ListPage'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import loginLogs from './loginLogs'
import operateLogs from './operateLogs'

const URL = '/api/v1/audits/login-logs/'
const META = {
  actions: {
    GET: {
      username: { type: 'string', label: 'Username', filter: true },
      type: { type: 'choice', label: 'Login type', filter: true, choices: [{ value: 'W', display_name: 'Web' }, { value: 'T', display_name: 'Terminal' }] },
      ip: { type: 'string', label: 'Login IP', filter: true },
      status: { type: 'choice', label: 'Status', filter: true, choices: [{ value: true, display_name: 'Success' }, { value: false, display_name: 'Failed' }] },
      datetime: { type: 'datetime', label: 'Date login' },
    },
  },
}
const ROWS = [{ id: 'l1', username: 'alice', type: 'W', type_display: 'Web', ip: '10.0.0.1', status: true, status_display: 'Success', datetime: '2026/11/20 10:00:00 +0800' }]
const AUDITOR = { isSuperAdmin: false, perms: 0b11 }
const mock = setupMockServer()

function serve() {
  mock.server.use(
    http.options(URL, () => HttpResponse.json(META)),
    http.get(URL, () => HttpResponse.json({ count: ROWS.length, next: null, previous: null, results: ROWS })),
  )
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

  it('LIST-03 the server\'s filter fields are offered, and a chosen status is sent by value', async () => {
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
    const url = operateLogs.url
    mock.server.use(http.options(url, () => HttpResponse.json({ actions: { GET: { user: { type: 'string', label: 'User' } } } })), http.get(url, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })))
    renderScreen(<ListPage config={operateLogs} />, { route: '/audits/operate-log?date_from=2026-01-01T00:00:01.000Z&date_to=2026-01-31T23:59:59.000Z', path: '/audits/operate-log', env: AUDITOR })
    await waitFor(() => expect(mock.requests('GET', url).length).toBeGreaterThan(0))
    expect(mock.requests('GET', url).at(-1)?.search.get('date_from')).toBe('2026-01-01T00:00:01.000Z')
  })

  it('issue 17 A3: a relation change (add / remove, values the choices lack) reads as a translated action', async () => {
    const url = operateLogs.url
    const choices = [{ value: 'create', display_name: 'Create' }, { value: 'update', display_name: 'Update' }, { value: 'delete', display_name: 'Delete' }]
    const rows = [
      { id: 'o1', user: 'Administrator(admin)', action: 'add', resource_type: 'User and Group', resource: 'Alice(alice) JOINED ops', remote_addr: '10.0.0.1', datetime: '2026/11/20 10:00:00 +0800' },
      { id: 'o2', user: 'Administrator(admin)', action: 'remove', resource_type: 'User and Group', resource: 'Bob(bob) LEFT ops', remote_addr: '10.0.0.1', datetime: '2026/11/20 10:01:00 +0800' },
      { id: 'o3', user: 'Administrator(admin)', action: 'create', resource_type: 'User', resource: 'carol', remote_addr: '10.0.0.1', datetime: '2026/11/20 10:02:00 +0800' },
    ]
    mock.server.use(
      http.options(url, () => HttpResponse.json({ actions: { GET: { user: { type: 'string', label: 'User' }, action: { type: 'choice', label: 'Action', choices }, resource: { type: 'string', label: 'Resource' } } } })),
      http.get(url, () => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })),
    )
    renderScreen(<ListPage config={operateLogs} />, { route: '/audits/operate-log', path: '/audits/operate-log', env: AUDITOR })
    const added = (await screen.findByText('Alice(alice) JOINED ops')).closest('tr')!
    expect(added).toHaveTextContent('Add')
    expect(added).not.toHaveTextContent(/\badd\b/)
    expect(screen.getByText('Bob(bob) LEFT ops').closest('tr')!).toHaveTextContent('Remove')
    expect(screen.getByText('carol').closest('tr')!).toHaveTextContent('Create')
  })
})
