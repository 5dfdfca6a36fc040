// ROUTE-DASH-01: the dashboard asks for each group of figures on its own and shows each in its own card, with its own
// loading and error state; counts and days in the console's language; links only where the role may follow them.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT, PERM_SUPER, PERM_USE } from '../../config/constants'
import { index } from '../../generated/operations/index'
import { configureHttp } from '../../http/client'
import { urlOf } from '../../http/operation'
import { clearEarly } from '../../components/api/early'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import DashboardPage from './DashboardPage'
import { prefetchDashboard, type IndexAnswer } from './groups'

const INDEX_URL = urlOf(index)
const mock = setupMockServer()

const SUPER_ADMIN = PERM_SUPER | PERM_ADMIN | PERM_AUDIT
const ORG_ADMIN = PERM_ADMIN | PERM_AUDIT
const AUDITOR = PERM_AUDIT

const DAY = 86400000
/** The `MM-DD` of the UTC date `back` days before now, as the server writes the per-day labels. */
const label = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(5, 10)

/** What the server answers per flag: the figures of 7 days, and other ones with monthly=1. */
function figures(monthly: boolean): Record<string, IndexAnswer> {
  const n = monthly ? 30 : 7
  const series = (f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i))
  return {
    total_count: { total_count_users: 12345, total_count_assets: 678, total_count_online_users: 3, total_count_online_sessions: 4 },
    dates_metrics: {
      dates_metrics_date: series((i) => i).map((i) => label(n - 1 - i)),
      dates_metrics_total_count_login: series((i) => (monthly ? 100 + i : 1000 + i)),
      dates_metrics_total_count_active_users: series((i) => i % 3),
      dates_metrics_total_count_active_assets: series((i) => i % 2),
    },
    dates_total_count: { dates_total_count_login_users: monthly ? 30 : 7, dates_total_count_login_times: monthly ? 4321 : 1234 },
    dates_total_count_users: {
      dates_total_count_active_users: 5,
      dates_total_count_inactive_users: 7,
      dates_total_count_disabled_users: 1,
    },
    dates_total_count_assets: {
      dates_total_count_active_assets: 2,
      dates_total_count_inactive_assets: 9,
      dates_total_count_disabled_assets: 0,
    },
    dates_login_times_top10_users: {
      dates_login_times_top10_users: [
        { user_id: '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e04', user: '张伟(user)', total: 1500, last: '2026-11-23 01:52:10.318204+00:00' },
        { user_id: '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e01', user: 'Administrator(admin)', total: 8, last: '2026-11-22 10:05:44+00:00' },
      ],
    },
    dates_login_times_top10_assets: {
      dates_login_times_top10_assets: [
        { asset: 'web-01(172.16.10.11)', total: 11, last: '2026-11-23 01:52:10.318204+00:00' },
        { asset: 'db-01(172.16.20.5)', total: 1, last: '2026-11-20 08:00:00+00:00' },
      ],
    },
    dates_login_record_top10_sessions: {
      dates_login_record_top10_sessions: [
        {
          user: '张伟(user)',
          asset: 'web-01(172.16.10.11)',
          is_finished: false,
          date_start: '2026-11-23 01:52:10.318204+00:00',
          timesince: '1\u00a0hour, 17\u00a0minutes',
        },
      ],
    },
  }
}

/**
 * Answers `index` as the server does: only the groups asked for. `fail` names flags whose request fails (500) until
 * `heal` is called; `hold` names flags whose answer waits until `release` is called.
 */
function serve(opts: { fail?: string[]; hold?: string[] } = {}) {
  const failing = new Set(opts.fail ?? [])
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  mock.server.use(
    http.get(INDEX_URL, async ({ request }) => {
      const q = new URL(request.url).searchParams
      const all = figures(q.get('monthly') === '1')
      const flags = [...q.keys()].filter((k) => k in all)
      if (flags.some((f) => failing.has(f))) return HttpResponse.text('<h1>Server Error</h1>', { status: 500 })
      if (flags.some((f) => opts.hold?.includes(f))) await held
      return HttpResponse.json(Object.assign({}, ...flags.map((f) => all[f])))
    }),
  )
  return { heal: () => failing.clear(), release: () => release() }
}

const indexRequests = () => mock.requests('GET', INDEX_URL).map((r) => r.search)
const flagsOf = (search: URLSearchParams) => [...search.keys()].filter((k) => k !== 'monthly').join('&')

function open(perms = SUPER_ADMIN, language: 'en' | 'cn' = 'en', route = '/dashboard') {
  return renderScreen(<DashboardPage />, { route, path: '/dashboard', env: { perms }, language })
}

const card = (id: string) => screen.getByTestId(id)

describe('DashboardPage (ROUTE-DASH-01)', () => {
  it('ROUTE-DASH-01 asks for each group in a request of its own, all at once, and shows every card', async () => {
    const held = serve({ hold: ['total_count'] })
    open()
    // every request is out before any answer came back (the totals are held)
    await waitFor(() => expect(indexRequests()).toHaveLength(8))
    expect(indexRequests().map(flagsOf).sort()).toEqual(
      [
        'dates_login_record_top10_sessions',
        'dates_login_times_top10_assets',
        'dates_login_times_top10_users',
        'dates_metrics',
        'dates_total_count',
        'dates_total_count_assets',
        'dates_total_count_users',
        'total_count',
      ].sort(),
    )
    expect(indexRequests().every((s) => !s.has('monthly'))).toBe(true)
    // the held group shows its skeleton while the others have drawn
    expect(await within(card('dash-top-users')).findByText('张伟(user)')).toBeInTheDocument()
    expect(within(card('dash-totals')).getAllByTestId('dash-totals-loading')).toHaveLength(4)
    expect(within(card('dash-period')).getByTestId('dash-period-sessions')).toHaveTextContent('1,234')
    held.release()
    await waitFor(() => expect(within(card('dash-total_count_users')).getByTestId('dash-value')).toHaveTextContent('12,345'))
    expect(within(card('dash-total_count_assets')).getByTestId('dash-value')).toHaveTextContent('678')
    expect(within(card('dash-total_count_online_users')).getByTestId('dash-value')).toHaveTextContent('3')
    expect(within(card('dash-total_count_online_sessions')).getByTestId('dash-value')).toHaveTextContent('4')
    expect(within(card('dash-user-activity')).getByTestId('dash-user-activity-inactive')).toHaveTextContent('Not used: 7')
    expect(within(card('dash-asset-activity')).getByTestId('dash-asset-activity-active')).toHaveTextContent('Active: 2')
    expect(
      within(card('dash-top-users'))
        .getAllByTestId('dash-top-users-total')
        .map((e) => e.textContent),
    ).toEqual(['1,500 sessions', '8 sessions'])
    expect(
      within(card('dash-top-assets'))
        .getAllByTestId('dash-top-assets-total')
        .map((e) => e.textContent),
    ).toEqual(['11 sessions', '1 session'])
    const latest = within(card('dash-latest')).getByTestId('dash-latest-row')
    expect(latest).toHaveTextContent('张伟(user)')
    expect(latest).toHaveTextContent('Online')
    // the server's English "timesince" is not shown; the console writes its own time
    expect(latest).not.toHaveTextContent('1 hour, 17 minutes')
    expect(within(latest).getByRole('time')).toHaveAttribute('dateTime', '2026-11-23T01:52:10.318Z')
  })

  it('ROUTE-DASH-01 a failing group shows its own error and retry; the other cards render; retry asks again', async () => {
    const server = serve({ fail: ['dates_login_times_top10_users'] })
    const r = open()
    const error = await screen.findByTestId('dash-top-users-error')
    expect(error).toHaveTextContent(/This part could not be loaded/)
    expect(screen.queryByTestId('dash-top-assets-error')).not.toBeInTheDocument()
    expect(within(card('dash-top-assets')).getByText('web-01(172.16.10.11)')).toBeInTheDocument()
    await waitFor(() => expect(within(card('dash-total_count_users')).getByTestId('dash-value')).toHaveTextContent('12,345'))
    expect(screen.getByTestId('dash-trend-table')).toBeInTheDocument()
    // no toast besides: the card says it (the only alert on the screen is the card's)
    expect(screen.getAllByRole('alert')).toEqual([error])
    const asked = indexRequests().filter((s) => s.has('dates_login_times_top10_users')).length
    server.heal()
    await r.user.click(within(error).getByRole('button', { name: 'Retry' }))
    expect(await within(card('dash-top-users')).findByText('张伟(user)')).toBeInTheDocument()
    expect(indexRequests().filter((s) => s.has('dates_login_times_top10_users')).length).toBe(asked + 1)
  })

  it('ROUTE-DASH-01 the totals failing show one error for their row, with a retry', async () => {
    serve({ fail: ['total_count'] })
    open()
    expect(await screen.findByTestId('dash-totals-error')).toHaveTextContent(/This part could not be loaded/)
    expect(await within(card('dash-latest')).findByTestId('dash-latest-row')).toBeInTheDocument()
  })

  it('ROUTE-DASH-01 counts and days are written in the language: English', async () => {
    serve()
    open(SUPER_ADMIN, 'en')
    await waitFor(() => expect(within(card('dash-total_count_users')).getByTestId('dash-value')).toHaveTextContent('12,345'))
    const table = await screen.findByTestId('dash-trend-table')
    const today = new Date()
    const english = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(today)
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(8)
    expect(within(rows[7]).getByRole('rowheader')).toHaveTextContent(english)
    expect(within(rows[7]).getAllByRole('cell')[0]).toHaveTextContent('1,006')
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Sessions', 'Active users', 'Assets used'])
  })

  it('ROUTE-DASH-01 counts and days are written in the language: Chinese', async () => {
    serve()
    open(SUPER_ADMIN, 'cn')
    await waitFor(() => expect(within(card('dash-total_count_users')).getByTestId('dash-value')).toHaveTextContent('12,345'))
    expect(within(card('dash-total_count_users')).getByText('用户总数')).toBeInTheDocument()
    const table = await screen.findByTestId('dash-trend-table')
    const chinese = new Intl.DateTimeFormat('zh-CN', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date())
    expect(chinese).toMatch(/月.*日/)
    const rows = within(table).getAllByRole('row')
    expect(within(rows[7]).getByRole('rowheader')).toHaveTextContent(chinese)
    expect(within(card('dash-top-users')).getAllByTestId('dash-top-users-total')[0]).toHaveTextContent('1,500 次')
    expect(within(card('dash-latest')).getByTestId('dash-latest-row')).toHaveTextContent('在线')
  })

  it('ROUTE-DASH-01 admins follow every figure to its filtered list', async () => {
    serve()
    open(ORG_ADMIN)
    const users = await within(card('dash-total_count_users')).findByRole('link', { name: 'Users' })
    expect(users).toHaveAttribute('href', '/users/users')
    expect(within(card('dash-total_count_assets')).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/assets/assets')
    expect(within(card('dash-total_count_online_sessions')).getByRole('link', { name: 'Online sessions' })).toHaveAttribute(
      'href',
      '/terminal/sessions?tab=online',
    )
    const top = await within(card('dash-top-users')).findByRole('link', { name: '张伟(user)' })
    const href = new URL(top.getAttribute('href') ?? '', 'http://console')
    expect(href.pathname).toBe('/terminal/sessions')
    expect(href.searchParams.get('tab')).toBe('history')
    expect(href.searchParams.get('user')).toBe('张伟(user)')
    const from = Date.parse(href.searchParams.get('date_from') ?? '')
    const to = Date.parse(href.searchParams.get('date_to') ?? '')
    expect(to - from).toBe(7 * DAY)
    const asset = within(card('dash-top-assets')).getByRole('link', { name: 'web-01(172.16.10.11)' })
    expect(new URL(asset.getAttribute('href') ?? '', 'http://console').searchParams.get('asset')).toBe('web-01(172.16.10.11)')
    // a session still open leads to the online view, with its user or asset
    const latestUser = within(card('dash-latest')).getByRole('link', { name: '张伟(user)' })
    const live = new URL(latestUser.getAttribute('href') ?? '', 'http://console')
    expect([live.pathname, Object.fromEntries(live.searchParams)]).toEqual(['/terminal/sessions', { tab: 'online', user: '张伟(user)' }])
    expect(within(card('dash-trend')).getByRole('link', { name: 'View the sessions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/terminal\/sessions\?tab=history&date_from=/),
    )
  })

  it('ROUTE-DASH-01 an auditor sees every card, but the users and assets totals are plain text (no list for them)', async () => {
    serve()
    open(AUDITOR)
    await waitFor(() => expect(within(card('dash-total_count_users')).getByTestId('dash-value')).toHaveTextContent('12,345'))
    expect(indexRequests()).toHaveLength(8)
    expect(within(card('dash-total_count_users')).queryByRole('link')).not.toBeInTheDocument()
    expect(within(card('dash-total_count_assets')).queryByRole('link')).not.toBeInTheDocument()
    expect(within(card('dash-total_count_online_users')).getByRole('link', { name: 'Online users' })).toBeInTheDocument()
    expect(await within(card('dash-top-users')).findByRole('link', { name: '张伟(user)' })).toBeInTheDocument()
    expect(within(card('dash-latest')).getByRole('link', { name: 'web-01(172.16.10.11)' })).toBeInTheDocument()
  })

  it('ROUTE-DASH-01 a role without the audit bit asks for nothing (the cards it may not see are not asked for)', async () => {
    serve()
    const r = open(PERM_USE)
    expect(await screen.findAllByTestId('dash-totals-loading')).toHaveLength(4)
    // every group's query exists and stays idle: disabled, never sent
    const queries = r.queryClient.getQueryCache().findAll({ queryKey: ['dashboard'] })
    expect(queries).toHaveLength(8)
    expect(queries.every((q) => q.state.fetchStatus === 'idle' && q.state.dataUpdatedAt === 0)).toBe(true)
    expect(indexRequests()).toHaveLength(0)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('ROUTE-DASH-01 the 30-day choice asks the windowed groups again with monthly=1, keeps the totals, and stays in the address', async () => {
    serve()
    const r = open()
    await waitFor(() => expect(within(screen.getByTestId('dash-trend-table')).getAllByRole('row')).toHaveLength(8))
    expect(within(card('dash-period')).getByTestId('dash-period-sessions')).toHaveTextContent('1,234')
    const before = indexRequests().length
    await r.user.click(screen.getByRole('button', { name: 'Last 30 days' }))
    await waitFor(() => expect(within(screen.getByTestId('dash-trend-table')).getAllByRole('row')).toHaveLength(31))
    const after = indexRequests().slice(before)
    expect(after.map(flagsOf).sort()).toEqual(
      [
        'dates_login_record_top10_sessions',
        'dates_login_times_top10_assets',
        'dates_login_times_top10_users',
        'dates_metrics',
        'dates_total_count',
        'dates_total_count_assets',
        'dates_total_count_users',
      ].sort(),
    )
    expect(after.every((s) => s.get('monthly') === '1')).toBe(true)
    expect(r.router.state.location.search).toBe('?days=30')
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(within(card('dash-period')).getByTestId('dash-period-sessions')).toHaveTextContent('4,321'))
    const top = within(card('dash-top-users')).getByRole('link', { name: '张伟(user)' })
    const href = new URL(top.getAttribute('href') ?? '', 'http://console')
    expect(Date.parse(href.searchParams.get('date_to')!) - Date.parse(href.searchParams.get('date_from')!)).toBe(30 * DAY)
    // back to 7 days: the address loses the choice, the 7-day figures are at hand again
    await r.user.click(screen.getByRole('button', { name: 'Last 7 days' }))
    expect(r.router.state.location.search).toBe('')
    await waitFor(() => expect(within(card('dash-period')).getByTestId('dash-period-sessions')).toHaveTextContent('1,234'))
  })

  it('ROUTE-DASH-01 opened with ?days=30 (a reload, a link) asks for 30 days at once', async () => {
    serve()
    open(SUPER_ADMIN, 'en', '/dashboard?days=30')
    await waitFor(() => expect(within(screen.getByTestId('dash-trend-table')).getAllByRole('row')).toHaveLength(31))
    expect(
      indexRequests()
        .filter((s) => !s.has('total_count'))
        .every((s) => s.get('monthly') === '1'),
    ).toBe(true)
    expect(
      indexRequests()
        .find((s) => s.has('total_count'))
        ?.has('monthly'),
    ).toBe(false)
  })
})

describe('the dashboard opened from the address bar (issue 22)', () => {
  it('takes the groups asked for while the console started: no group is asked twice', async () => {
    serve()
    clearEarly()
    configureHttp({ currentOrgId: () => 'org-1' })
    try {
      prefetchDashboard('?days=30', 'org-1')
      await waitFor(() => expect(indexRequests()).toHaveLength(8))
      expect(indexRequests().filter((q) => q.get('monthly') === '1')).toHaveLength(7)
      open(SUPER_ADMIN, 'en', '/dashboard?days=30')
      expect(await within(card('dash-period')).findByText('4,321')).toBeInTheDocument()
      expect(indexRequests()).toHaveLength(8)
    } finally {
      configureHttp({ currentOrgId: () => undefined })
    }
  })

  it('the totals that arrived before the page is drawn are in its first render; the other cards follow, asked once', async () => {
    serve()
    clearEarly()
    configureHttp({ currentOrgId: () => 'org-1' })
    try {
      // the start-up may wait for the totals (the first figure) before it draws the page
      const totals = prefetchDashboard('', 'org-1')
      expect(await totals).toEqual(figures(false).total_count)
      expect(flagsOf(indexRequests()[0])).toBe('total_count')
      await waitFor(() => expect(indexRequests()).toHaveLength(8))
      // the other answers are read before the page is drawn
      await new Promise((done) => setTimeout(done, 20))
      open(SUPER_ADMIN, 'en')
      expect(screen.getAllByTestId('dash-value').map((v) => v.textContent)).toEqual(['12,345', '678', '3', '4'])
      expect(screen.queryByTestId('dash-totals-loading')).toBeNull()
      expect(await within(card('dash-period')).findByText('1,234')).toBeInTheDocument()
      expect(await within(card('dash-top-users')).findAllByTestId('dash-top-users-row')).toHaveLength(2)
      expect(await within(card('dash-trend')).findByTestId('dash-trend-table')).toHaveAttribute('data-days', '7')
      expect(indexRequests()).toHaveLength(8)
    } finally {
      configureHttp({ currentOrgId: () => undefined })
    }
  })
})
