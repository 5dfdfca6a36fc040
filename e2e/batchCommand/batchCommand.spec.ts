// Batch command (ROUTE-OPS-02, DOM-04): an ordinary user opens it from my command executions, ticks two SSH assets in
// the tree of my assets, chooses a system user, runs a command, and sees both hosts' output stream into the terminal
// and each host's result; the run is then in my command executions. An admin opens the same page in the admin area,
// where a run with nothing chosen is refused before anything is sent.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'

const expect = baseExpect.configure({ timeout: 30_000 })
const SCREEN_LOAD = { timeout: 45_000 }

resetMockBeforeAll()

interface Asset {
  id: string
  hostname: string
  protocols: string[]
  is_active: boolean
}

/** Two of the user's favourite assets that can run a command (active, with SSH). */
async function twoSshFavorites(page: Page): Promise<string[]> {
  const res = await api(page, 'GET', '/api/v1/perms/users/nodes/favorite/assets/')
  expect(res.status()).toBe(200)
  const body = (await res.json()) as Asset[] | { results: Asset[] }
  const rows = Array.isArray(body) ? body : body.results
  const names = rows.filter((a) => a.is_active && a.protocols.some((p) => p.startsWith('ssh/'))).map((a) => a.hostname)
  expect(names.length).toBeGreaterThanOrEqual(2)
  return names.slice(0, 2)
}

test('ROUTE-OPS-02 / ROUTE-UA-03: user runs a command on two assets, both outputs stream and each host has its result', async ({
  page,
}) => {
  await signIn(page, 'user')
  const hosts = await twoSshFavorites(page)
  await page.goto('/ui/command-executions')
  await page.getByRole('link', { name: t('batch.runCommand') }).click()
  await expect(page).toHaveURL(/\/ui\/command-executions\/create$/)
  await expect(page.getByRole('heading', { level: 1, name: t('route.BatchCommand') })).toBeVisible(SCREEN_LOAD)

  const tree = page.getByRole('tree', { name: t('batch.assetTree') })
  const favorite = tree
    .getByRole('treeitem')
    .filter({ hasText: /^Favorite/ })
    .first()
  await favorite.locator('.MuiTreeItem-iconContainer').first().click()
  for (const h of hosts) await tree.getByRole('checkbox', { name: h, exact: true }).first().check()
  await expect(page.getByTestId('batch-chosen')).toContainText(t('batch.chosen', { count: 2 }))

  await page.getByRole('combobox', { name: t('batch.systemUser') }).click()
  await page.getByRole('option', { disabled: false }).first().click()
  await page.getByRole('textbox', { name: t('batch.command') }).fill('hostname')
  await page.getByRole('button', { name: t('batch.run'), exact: true }).click()

  const terminal = page.getByTestId('batch-terminal')
  for (const h of hosts) await expect(terminal).toContainText(new RegExp(`${h}\\s*\\|\\s*CHANGED`))
  await expect(terminal).toContainText('Task end')

  const results = page.getByRole('table', { name: t('batch.results') })
  await expect(results).toBeVisible()
  for (const h of hosts) {
    const row = results.locator(`tr[data-host="${h}"]`)
    await expect(row).toContainText(t('batch.ok'))
    // `hostname` prints the host's name
    await expect(row.locator('pre').first()).toHaveText(h)
  }

  await page.getByRole('link', { name: t('batch.openRun') }).click()
  await expect(page).toHaveURL(/\/ui\/command-executions\/[0-9a-f-]{36}$/)
  await page.goto('/ui/command-executions')
  const grid = page.getByRole('grid', { name: t('route.MyCommandExecutions') })
  await expect(grid.getByRole('link', { name: 'hostname', exact: true }).first()).toBeVisible(SCREEN_LOAD)
})

test('ROUTE-OPS-02 / DOM-04: admin opens the batch command page; a run with nothing chosen is refused with its message', async ({
  page,
}) => {
  await signIn(page, 'admin', '/ui/ops/command-executions/create')
  await expect(page.getByRole('heading', { level: 1, name: t('route.BatchCommand') })).toBeVisible(SCREEN_LOAD)
  await expect(page.getByRole('tree', { name: t('batch.assetTree') })).toBeVisible()
  await page.getByRole('button', { name: t('batch.run'), exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: t('batch.needAssetsAndSystemUser') })).toBeVisible()
})
