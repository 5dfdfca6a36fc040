// ROUTE-XPACK-08 / SESS-08: the super admin's system monitor shows every component type of the seed as a card, and
// every state the platform computes (normal, high, critical, offline), each count checked against the metrics the
// API answers with the same session; the load table of each component; the org admin does not get the route.
import { expect, test, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'

resetMockBeforeAll()

const STATES = ['normal', 'high', 'critical', 'offline'] as const
const STATE_KEYS = {
  normal: 'systemMonitor.state.normal',
  high: 'systemMonitor.state.high',
  critical: 'systemMonitor.state.critical',
  offline: 'systemMonitor.state.offline',
}

interface Metrics {
  type: string
  total: number
  normal: number
  high: number
  critical: number
  offline: number
  session_active: number
}

async function metricsOf(page: Page): Promise<Metrics[]> {
  const res = await api(page, 'GET', '/api/v1/terminal/components/metrics/')
  expect(res.status()).toBe(200)
  return (await res.json()) as Metrics[]
}

test('SESS-08 the admin sees every component type and every state of the seed', async ({ page }) => {
  await signIn(page, 'admin', '/ui/xpack/system-monitor')
  await expect(page.getByTestId('system-monitor')).toBeVisible()
  const metrics = await metricsOf(page)
  expect(metrics.map((m) => m.type)).toEqual(['celery', 'core', 'guacamole', 'koko', 'lion', 'omnidb', 'xrdp'])
  // the seed holds a component in each state
  for (const state of STATES)
    expect(
      metrics.some((m) => m[state] > 0),
      state,
    ).toBe(true)

  for (const m of metrics) {
    const card = page.getByTestId(`monitor-${m.type}`)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(t(`systemMonitor.type.${m.type}`))
    for (const state of STATES)
      await expect(card.getByTestId(`monitor-${m.type}-${state}`)).toHaveText(`${t(STATE_KEYS[state])}: ${m[state]}`)
    await expect(card.getByTestId(`monitor-${m.type}-sessions`)).toHaveText(`${t('systemMonitor.OnlineSessions')}${m.session_active}`)
  }

  // each state shows on a component's row: a live one with its figures, the offline one without
  await expect(page.getByTestId('monitor-component-koko-01').getByRole('cell').nth(1)).toHaveText(t('systemMonitor.state.normal'))
  await expect(page.getByTestId('monitor-component-koko-02').getByRole('cell').nth(1)).toHaveText(t('systemMonitor.state.high'))
  await expect(page.getByTestId('monitor-component-koko-02').getByRole('cell').nth(2)).toHaveText('6.4')
  await expect(page.getByTestId('monitor-component-omnidb-01').getByRole('cell').nth(1)).toHaveText(t('systemMonitor.state.critical'))
  await expect(page.getByTestId('monitor-component-lion-01').getByRole('cell')).toHaveText([
    'lion-01',
    t('systemMonitor.state.offline'),
    '–',
    '–',
    '–',
    '0',
  ])
})

test('ROUTE-XPACK-08 the org admin does not get the system monitor', async ({ page }) => {
  await signIn(page, 'orgadmin', '/ui/xpack/system-monitor')
  await expect(page).toHaveURL(/\/ui\/404$/)
  await expect(page.getByTestId('system-monitor')).toHaveCount(0)
})

test('SESS-08 the online sessions of the last 24 hours, as this browser read them, are drawn per component type', async ({ page }) => {
  await signIn(page, 'admin', '/ui/xpack/system-monitor')
  const history = page.getByTestId('monitor-history')
  await expect(history).toContainText(t('systemMonitor.HistoryNote_one', { count: 1 }))
  // an earlier visit's reading, two minutes ago: with this one they make a line
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('bastion.systemMonitor.samples') ?? '[]') as Array<{ at: number }>
    localStorage.setItem('bastion.systemMonitor.samples', JSON.stringify([{ at: Date.now() - 120_000, sessions: { koko: 1 } }, ...kept]))
  })
  await page.reload()
  // the reading of the reload, seconds after the first one, takes its place: two points
  await expect(history).toContainText(t('systemMonitor.HistoryNote_other', { count: 2 }))
  await expect(history.getByTestId('trend-chart').locator('svg').first()).toBeVisible()
})
