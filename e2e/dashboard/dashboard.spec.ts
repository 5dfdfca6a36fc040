// ROUTE-DASH-01: admins, org admins and auditors land on the dashboard, whose figures are the seed's: each one checked
// in the same test against the list it summarises (the sessions list through the dashboard's own links, the users
// and assets lists through the API with the same session and organisation). The 30-day choice redraws the chart and
// survives a reload; a group that fails shows its own error while the other cards draw.
import { expect, test, type Page } from '@playwright/test'
import { resetMockBeforeAll, signIn, t } from '../spine/helpers'

resetMockBeforeAll()

const dashboard = (page: Page) => page.getByTestId('dashboard')
const tile = (page: Page, key: string) => page.getByTestId(`dash-${key}`)

/** A count as the page writes it (`1,234`). */
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

async function totalOf(page: Page, key: string): Promise<number> {
  const value = tile(page, key).getByTestId('dash-value')
  await expect(value).toBeVisible()
  return count(await value.textContent())
}

/** The `count` of a list through the API, with the page's session and organisation (the console's cookies). */
async function apiCount(page: Page, path: string, query: Record<string, string> = {}): Promise<number> {
  const url = `${path}?${new URLSearchParams({ ...query, limit: '1' })}`
  const reply = await page.request.get(url)
  expect(reply.status(), url).toBe(200)
  return ((await reply.json()) as { count: number }).count
}

/** Follows a link of the dashboard to the sessions page, whose list must show `expected` sessions, and comes back. */
async function expectSessionsList(page: Page, link: ReturnType<Page['getByRole']>, expected: number): Promise<URL> {
  await link.click()
  await expect(page).toHaveURL(/\/ui\/terminal\/sessions\?/)
  await expect(page.getByTestId('pager-total')).toHaveText(t('table.total', { count: expected }))
  const url = new URL(page.url())
  await page.goBack()
  await expect(dashboard(page)).toBeVisible()
  return url
}

const SESSIONS = '/api/v1/terminal/sessions/'

for (const who of ['admin', 'orgadmin', 'auditor'] as const) {
  test(`ROUTE-DASH-01: ${who} lands on the dashboard, and its figures are those of the lists`, async ({ page }) => {
    await signIn(page, who)
    await expect(page).toHaveURL(/\/ui\/dashboard$/)
    await expect(dashboard(page)).toBeVisible()
    const admin = who !== 'auditor'

    // totals of now: users and assets as their lists count them; the online sessions as the sessions page lists them
    const users = await totalOf(page, 'total_count_users')
    const assets = await totalOf(page, 'total_count_assets')
    const onlineSessions = await totalOf(page, 'total_count_online_sessions')
    expect(onlineSessions).toBeGreaterThan(0)
    if (admin) {
      expect(users).toBe(await apiCount(page, '/api/v1/users/users/'))
      expect(assets).toBe(await apiCount(page, '/api/v1/assets/assets/'))
      await expect(tile(page, 'total_count_users').getByRole('link', { name: t('dashboard.UsersTotal') })).toHaveAttribute(
        'href',
        '/ui/users/users',
      )
    } else {
      // the auditor opens neither list: the totals are plain text
      await expect(tile(page, 'total_count_users').getByRole('link')).toHaveCount(0)
      await expect(tile(page, 'total_count_assets').getByRole('link')).toHaveCount(0)
    }
    expect(onlineSessions).toBe(await apiCount(page, SESSIONS, { is_finished: '0' }))
    const onlineLink = tile(page, 'total_count_online_sessions').getByRole('link', { name: t('dashboard.OnlineSessions') })
    expect((await expectSessionsList(page, onlineLink, onlineSessions)).searchParams.get('tab')).toBe('online')

    // the last 7 days: every session started in them (finished ones on the history view the link opens, plus the
    // online ones), and the most active user's
    const periodSessions = count(await page.getByTestId('dash-period-sessions').textContent())
    expect(periodSessions).toBeGreaterThan(0)
    const periodLink = page.getByTestId('dash-period-sessions').getByRole('link')
    const window = new URL((await periodLink.getAttribute('href')) ?? '', 'http://console').searchParams
    const range = { date_from: window.get('date_from') ?? '', date_to: window.get('date_to') ?? '' }
    expect(periodSessions).toBe(await apiCount(page, SESSIONS, range))
    const finished = await apiCount(page, SESSIONS, { ...range, is_finished: '1' })
    expect(finished + (await apiCount(page, SESSIONS, { ...range, is_finished: '0' }))).toBe(periodSessions)
    expect((await expectSessionsList(page, periodLink, finished)).searchParams.get('tab')).toBe('history')

    const topUser = page.getByTestId('dash-top-users-row').first()
    const topTotal = count(await topUser.getByTestId('dash-top-users-total').textContent())
    const topName = (await topUser.getByTestId('dash-top-users-name').textContent()) ?? ''
    expect(topTotal).toBeGreaterThan(0)
    const ownOnline = await apiCount(page, SESSIONS, { ...range, user: topName, is_finished: '0' })
    const opened = await expectSessionsList(page, topUser.getByRole('link'), topTotal - ownOnline)
    expect(opened.searchParams.get('user')).toBe(topName)
    await expect(page.getByTestId('dash-latest-row')).toHaveCount(10)
  })
}

test('ROUTE-DASH-01: the 30-day choice redraws the chart with 30 days, and a reload keeps it', async ({ page }) => {
  await signIn(page, 'admin')
  const table = page.getByTestId('dash-trend-table')
  await expect(table.locator('tbody tr')).toHaveCount(7)
  const line = page.getByTestId('trend-chart').locator('path.MuiLineChart-line, .MuiLineChart-line').first()
  await expect(line).toBeAttached()
  const weekPath = await line.getAttribute('d')
  const weekSessions = count(await page.getByTestId('dash-period-sessions').textContent())

  await page.getByRole('button', { name: t('dashboard.LastDays', { n: 30 }) }).click()
  await expect(page).toHaveURL(/\/ui\/dashboard\?days=30$/)
  await expect(table.locator('tbody tr')).toHaveCount(30)
  await expect.poll(async () => line.getAttribute('d')).not.toBe(weekPath)
  const monthSessions = count(await page.getByTestId('dash-period-sessions').textContent())
  expect(monthSessions).toBeGreaterThanOrEqual(weekSessions)
  // the last 7 days of the month's series are the week's
  const lastWeek = await table.locator('tbody tr').evaluateAll((rows) => rows.slice(-7).map((r) => r.textContent))

  await page.reload()
  await expect(page.getByRole('button', { name: t('dashboard.LastDays', { n: 30 }) })).toHaveAttribute('aria-pressed', 'true')
  await expect(table.locator('tbody tr')).toHaveCount(30)
  await page.getByRole('button', { name: t('dashboard.LastDays', { n: 7 }) }).click()
  await expect(page).toHaveURL(/\/ui\/dashboard$/)
  await expect(table.locator('tbody tr')).toHaveCount(7)
  expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent))).toEqual(lastWeek)
})

test('ROUTE-DASH-01: a group whose request fails shows its own error while the other cards draw; retry brings it', async ({ page }) => {
  // the mock's fault header on the top-assets request only
  await page.route(
    (url) => url.pathname === '/api/v1/index/' && url.searchParams.has('dates_login_times_top10_assets'),
    (route) => route.continue({ headers: { ...route.request().headers(), 'X-Mock-Fault': '500' } }),
  )
  await signIn(page, 'admin')
  const error = page.getByTestId('dash-top-assets-error')
  await expect(error).toBeVisible()
  await expect(error).toContainText(t('dashboard.LoadFailed', { reason: '' }).replace(/[:：]\s*$/, ''))
  await expect(page.getByTestId('dash-top-assets-row')).toHaveCount(0)
  // the others drew
  expect(await totalOf(page, 'total_count_users')).toBeGreaterThan(0)
  await expect(page.getByTestId('dash-top-users-row').first()).toBeVisible()
  await expect(page.getByTestId('dash-latest-row').first()).toBeVisible()
  await expect(page.getByTestId('dash-trend-table').locator('tbody tr')).toHaveCount(7)
  await expect(page.getByTestId('dash-top-users-error')).toHaveCount(0)

  await page.unrouteAll()
  await error.getByRole('button', { name: t('dashboard.Retry') }).click()
  await expect(page.getByTestId('dash-top-assets-row').first()).toBeVisible()
  await expect(error).toHaveCount(0)
})
