// Component tests of the sessions page: the online and history views kept in the address (SESS-01 /
// ROUTE-TERM-01), the columns (SESS-02), and the actions each row's flags allow (SESS-03), terminate (SESS-04 /
// ERR-38) and the refused monitor of an RDP client session (SESS-05 / ERR-31).
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { contractFallback, contractRow } from '../../test/contract'
import { terminalSessionsList, terminalTasksKillSession } from '../../generated/operations/terminal'
import { urlOf } from '../../http/operation'
import sessions, { sessionDuration } from './sessions'
import SessionsPage from './SessionsPage'

const SESSIONS_URL = urlOf(terminalSessionsList)
const KILL_URL = urlOf(terminalTasksKillSession)
const ORG = '00000000-0000-0000-0000-000000000002'
const LIVE = '7e5a0000-2c4d-4e8a-9f10-0a1b2c3d0001'
const RDP_CLIENT = '7e5a0000-2c4d-4e8a-9f10-0a1b2c3d0002'
const DONE = '7e5a0000-2c4d-4e8a-9f10-0a1b2c3d0003'
const DONE_NO_REPLAY = '7e5a0000-2c4d-4e8a-9f10-0a1b2c3d0004'

const session = (id: string, over: Record<string, unknown>) =>
  contractRow(terminalSessionsList, {
    id,
    user: 'Alice(alice)',
    asset: 'web-01(192.0.2.10)',
    system_user: 'deploy(deploy)',
    user_id: '7e5b0000-2c4d-4e8a-9f10-0a1b2c3d0001',
    asset_id: '7e5b0000-2c4d-4e8a-9f10-0a1b2c3d0002',
    system_user_id: '7e5b0000-2c4d-4e8a-9f10-0a1b2c3d0003',
    login_from: 'WT',
    login_from_display: 'Web Terminal',
    remote_addr: '10.0.7.21',
    protocol: 'ssh',
    is_success: true,
    is_finished: false,
    has_replay: false,
    date_start: '2026/11/26 10:00:00 +0800',
    date_end: null,
    terminal: null,
    can_replay: false,
    can_join: true,
    can_terminate: true,
    command_amount: 3,
    org_id: ORG,
    org_name: 'Default',
    ...over,
  })

const ROWS = [
  session(LIVE, {}),
  session(RDP_CLIENT, {
    asset: 'win-01(192.0.2.20)',
    login_from: 'RT',
    login_from_display: 'RDP Terminal',
    protocol: 'rdp',
    can_join: false,
    command_amount: 0,
  }),
  session(DONE, {
    asset: 'db-01(192.0.2.30)',
    is_finished: true,
    has_replay: true,
    can_replay: true,
    can_join: false,
    can_terminate: false,
    date_end: '2026/11/26 11:02:03 +0800',
  }),
  session(DONE_NO_REPLAY, {
    asset: 'db-02(192.0.2.31)',
    is_finished: true,
    can_join: false,
    can_terminate: false,
    date_end: '2026/11/26 10:00:42 +0800',
  }),
]

const mock = setupMockServer(...contractFallback().handlers)
const killed: unknown[] = []

/** The platform's sessions list: `is_finished=0|1` picks the view; kill-session answers the ids it will end. */
function serve() {
  killed.length = 0
  mock.server.use(
    http.get(SESSIONS_URL, ({ request }) => {
      const finished = new URL(request.url).searchParams.get('is_finished')
      const rows = ROWS.filter((r) => finished === null || r.is_finished === (finished === '1'))
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })
    }),
    http.post(KILL_URL, async ({ request }) => {
      const body = (await request.json()) as string[]
      killed.push(body)
      return HttpResponse.json({ ok: body })
    }),
  )
}

const AUDITOR = { isSuperAdmin: false, perms: 0b11 }
const page = (route = '/terminal/sessions', env = {}) =>
  renderScreen(<SessionsPage config={sessions} />, {
    route,
    path: '/terminal/sessions',
    env,
    routes: [{ path: '/terminal/sessions/:id', element: <div>detail page</div> }],
  })
const rowOf = (asset: string) => screen.getByText(asset).closest('[role="row"]') as HTMLElement
const lastQuery = () => mock.requests('GET', SESSIONS_URL).at(-1)!.search

afterEach(() => vi.restoreAllMocks())

describe('sessions page views (SESS-01, ROUTE-TERM-01)', () => {
  it('SESS-01 starts on the online sessions, then shows the finished ones of the last 7 days; the view is in the address', async () => {
    serve()
    const r = page()
    expect(await screen.findByText('win-01(192.0.2.20)')).toBeInTheDocument()
    expect(lastQuery().get('is_finished')).toBe('0')
    expect(lastQuery().get('date_from')).toBeNull()
    expect(screen.queryByText('db-01(192.0.2.30)')).not.toBeInTheDocument()

    await r.user.click(screen.getByRole('tab', { name: 'Finished sessions' }))
    expect(await screen.findByText('db-01(192.0.2.30)')).toBeInTheDocument()
    expect(r.router.state.location.search).toContain('tab=history')
    const sent = lastQuery()
    expect(sent.get('is_finished')).toBe('1')
    const days = (Date.parse(sent.get('date_to')!) - Date.parse(sent.get('date_from')!)) / 86400000
    expect(days).toBeCloseTo(7, 3)
    expect(screen.queryByText('win-01(192.0.2.20)')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()
  })

  it('SESS-02 the history shows who, where, from where, how many commands, when and for how long', async () => {
    serve()
    page('/terminal/sessions?tab=history')
    const row = await waitFor(() => rowOf('db-01(192.0.2.30)'))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Duration')
    for (const field of ['user', 'asset', 'system_user', 'remote_addr', 'protocol', 'login_from', 'command_amount', 'date_start'])
      expect(document.querySelector(`[role="columnheader"][data-field="${field}"]`)).not.toBeNull()
    expect(within(row).getByText('1h 02m 03s')).toBeInTheDocument()
    expect(within(row).getByText('10.0.7.21')).toBeInTheDocument()
  })

  it('SESS-02 a duration is counted from the start to the end, or to now while the session goes on', () => {
    expect(sessionDuration({ date_start: '2026/11/26 10:00:00 +0800', date_end: '2026/11/26 10:00:42 +0800' })).toBe('42s')
    const start = '2026/11/26 10:00:00 +0800'
    expect(sessionDuration({ date_start: start, date_end: null }, Date.parse('2026-11-26T02:05:09Z'))).toBe('5m 09s')
  })
})

describe('session actions (SESS-03..05)', () => {
  it('SESS-03 a finished session offers replay only when it has a recording; an online one monitor and terminate', async () => {
    serve()
    const r = page('/terminal/sessions?tab=history')
    const done = await waitFor(() => rowOf('db-01(192.0.2.30)'))
    expect(within(done).getByRole('button', { name: 'Replay' })).toBeEnabled()
    expect(within(done).queryByRole('button', { name: 'Monitor' })).not.toBeInTheDocument()
    expect(within(done).queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument()
    expect(within(rowOf('db-02(192.0.2.31)')).getByRole('button', { name: 'Replay' })).toBeDisabled()
    await r.user.click(screen.getByRole('tab', { name: 'Online sessions' }))
    const live = await waitFor(() => rowOf('web-01(192.0.2.10)'))
    expect(within(live).getByRole('button', { name: 'Monitor' })).toBeEnabled()
    expect(within(live).getByRole('button', { name: 'Terminate' })).toBeEnabled()
    expect(within(live).queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument()
  })

  it('SESS-03 replay opens the replay tab of the session in the console', async () => {
    serve()
    const r = page('/terminal/sessions?tab=history')
    await r.user.click(within(await waitFor(() => rowOf('db-01(192.0.2.30)'))).getByRole('button', { name: 'Replay' }))
    expect(r.router.state.location.pathname).toBe(`/terminal/sessions/${DONE}`)
    expect(r.router.state.location.search).toBe('?tab=replay')
  })

  it('SESS-03 monitor opens the platform monitor page of the session in a new window', async () => {
    serve()
    const r = page()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await r.user.click(within(await waitFor(() => rowOf('web-01(192.0.2.10)'))).getByRole('button', { name: 'Monitor' }))
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0][0]).toBe(`/luna/monitor/${LIVE}`)
    expect(open.mock.calls[0][1]).toBe('_blank')
  })

  it('SESS-05 / ERR-31 monitoring a session opened from an RDP client is refused with a message; nothing opens', async () => {
    serve()
    const r = page()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await r.user.click(within(await waitFor(() => rowOf('win-01(192.0.2.20)'))).getByRole('button', { name: 'Monitor' }))
    expect(await screen.findByText('RDP client session not supported for monitoring')).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })

  it('SESS-04 / ERR-38 terminate sends the kill task for the row, says it was sent, and leaves the row', async () => {
    serve()
    const r = page()
    const live = await waitFor(() => rowOf('web-01(192.0.2.10)'))
    await r.user.click(within(live).getByRole('button', { name: 'Terminate' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(await screen.findByText('The terminate task has been sent, please refresh later')).toBeInTheDocument()
    expect(killed).toEqual([[LIVE]])
    expect(screen.getByText('web-01(192.0.2.10)')).toBeInTheDocument()
  })

  it('SESS-04 / ERR-38 bulk terminate sends one task for the selected online sessions', async () => {
    serve()
    const r = page()
    await screen.findByText('web-01(192.0.2.10)')
    for (const asset of ['web-01(192.0.2.10)', 'win-01(192.0.2.20)'])
      await r.user.click(within(rowOf(asset)).getByRole('checkbox', { name: /select row/i }))
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(await screen.findByRole('menuitem', { name: 'Terminate selected' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(await screen.findByText('The terminate task has been sent, please refresh later')).toBeInTheDocument()
    expect(killed).toHaveLength(1)
    expect([...(killed[0] as string[])].sort()).toEqual([LIVE, RDP_CLIENT].sort())
  })

  it('SESS-03 an auditor may monitor but not terminate', async () => {
    serve()
    page('/terminal/sessions', AUDITOR)
    const live = await waitFor(() => rowOf('web-01(192.0.2.10)'))
    expect(within(live).getByRole('button', { name: 'Monitor' })).toBeEnabled()
    expect(within(live).queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument()
  })
})
