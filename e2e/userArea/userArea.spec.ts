// The user area (ROUTE-UA-01..05): what an ordinary user lands on and uses — my assets (the granted tree beside the
// table, favourites, system users, connect), my applications by type, my command executions with their output, the
// web terminal and file manager in the menu. Expected figures are read from the mock's API in the same test.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { api, preferEnglish, resetMockBeforeAll, sidebar, signIn, t } from '../spine/helpers'

resetMockBeforeAll()

const tree = (page: Page) => page.getByRole('tree', { name: t('userArea.assetTree') })
const assetsGrid = (page: Page) => page.getByRole('grid', { name: t('route.MyAssets') })
/** A tree node by the start of its name (the name ends with its asset count). */
const treeNode = (page: Page, name: string) =>
  tree(page)
    .getByRole('treeitem')
    .filter({ has: page.getByText(new RegExp(`^${name} \\(\\d+\\)$`)) })
    .first()
const nodeName = (page: Page, name: string) => tree(page).getByText(new RegExp(`^${name} \\((\\d+)\\)$`))
const countOf = async (label: Locator) => Number(/\((\d+)\)$/.exec((await label.textContent()) ?? '')?.[1])
const rowWith = (grid: Locator, text: string) => grid.getByRole('row').filter({ has: grid.page().getByText(text, { exact: true }) })
/** The table's total once it has answered. */
async function totalOf(page: Page): Promise<number> {
  await expect(assetsGrid(page)).not.toHaveAttribute('aria-busy', 'true')
  const text = await page.getByText(/^Total \d+$/).textContent()
  return Number(/\d+/.exec(text ?? '')?.[0])
}
/** The text of the first cell of each row (the hostname), header left out. */
const firstCells = (grid: Locator) =>
  grid.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('[role="gridcell"]')?.textContent?.trim() ?? ''))

interface Row {
  id: string
  hostname?: string
  name?: string
}
async function apiRows(page: Page, url: string): Promise<Row[]> {
  const res = await api(page, 'GET', url)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as Row[] | { results: Row[] }
  return Array.isArray(body) ? body : body.results
}

test('ROUTE-UA-01: user lands on my assets — the favourites node first, then the granted root open with its nodes', async ({ page }) => {
  await signIn(page, 'user')
  await expect(page).toHaveURL(/\/ui\/$/)
  await expect(page.getByRole('heading', { level: 1, name: t('route.MyAssets') })).toBeVisible()
  const items = tree(page).getByRole('treeitem')
  await expect(items.first()).toHaveText(/^Favorite \(\d+\)/)
  await expect(items.nth(1)).toContainText(/^Default \(\d+\)/)
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true')
  // every granted asset: as many as the root's count
  const granted = await countOf(nodeName(page, 'Default'))
  expect(await totalOf(page)).toBe(granted)
})

test('ROUTE-UA-01: mfauser signs in with the MFA code and lands on my assets', async ({ page }) => {
  await preferEnglish(page)
  await page.goto('/core/auth/login/?next=%2Fui%2F')
  await page.locator('input[name=username]').fill('mfauser')
  await page.locator('input[name=password]').fill('mfauser')
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit())
  await expect(page).toHaveURL(/\/core\/auth\/login\/otp\//)
  await page.locator('input[name=code]').fill('123456')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(sidebar(page)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: t('route.MyAssets') })).toBeVisible()
  await expect(tree(page).getByRole('treeitem').first()).toHaveText(/^Favorite \(\d+\)/)
  await expect(assetsGrid(page).getByRole('row').nth(1)).toBeVisible()
})

test("ROUTE-UA-01: the favourites node and a granted node filter the table; 'Show all' lists every asset again", async ({ page }) => {
  await signIn(page, 'user')
  const all = await totalOf(page)
  const favorites = await apiRows(page, '/api/v1/perms/users/nodes/favorite/assets/')
  await nodeName(page, 'Favorite').click()
  await expect(page.getByTestId('my-assets-scope')).toHaveText(`${t('userArea.currentNode', { name: 'Favorite' })}`)
  await expect.poll(async () => (await firstCells(assetsGrid(page))).sort()).toEqual(favorites.map((f) => f.hostname).sort())
  expect(await countOf(nodeName(page, 'Favorite'))).toBe(favorites.length)

  // a node below the root: the table holds as many assets as its name counts
  const child = treeNode(page, 'Default').getByRole('treeitem').first()
  const label = child.getByText(/\(\d+\)$/).first()
  const count = await countOf(label)
  await label.click()
  await expect(page.getByTestId('my-assets-scope')).toContainText(t('userArea.currentNode', { name: '' }).trim())
  await expect.poll(() => totalOf(page)).toBe(count)

  await page.getByRole('button', { name: t('userArea.showAll') }).click()
  await expect(page.getByTestId('my-assets-scope')).toHaveText(t('userArea.allAssets'))
  await expect.poll(() => totalOf(page)).toBe(all)
})

test("ROUTE-UA-01: a search narrows the table; a row's system users come when asked for", async ({ page }) => {
  await signIn(page, 'user')
  await totalOf(page)
  const [first] = await firstCells(assetsGrid(page))
  const box = page.getByRole('combobox', { name: t('list.search') })
  await box.fill(first)
  await box.press('Enter')
  await expect.poll(() => totalOf(page)).toBe(1)
  await expect(rowWith(assetsGrid(page), first)).toBeVisible()
  const asked = page.waitForRequest((r) => /\/api\/v1\/perms\/users\/assets\/[^/]+\/system-users\//.test(r.url()))
  await rowWith(assetsGrid(page), first)
    .getByRole('button', { name: t('userArea.systemUsersOf', { name: first }) })
    .click()
  await asked
  const popover = page.getByRole('dialog', { name: t('userArea.systemUsersOf', { name: first }) })
  await expect(popover.getByRole('listitem').first()).toBeVisible()
})

test('ROUTE-UA-01: connect opens the web terminal with the asset in a new tab', async ({ page }) => {
  await signIn(page, 'user')
  await totalOf(page)
  const [asset] = await apiRows(page, '/api/v1/perms/users/assets/?limit=1&offset=0')
  const link = rowWith(assetsGrid(page), asset.hostname!).getByRole('link', { name: t('userArea.connectTo', { name: asset.hostname! }) })
  await expect(link).toHaveAttribute('href', `/luna/?login_to=${asset.id}`)
  await expect(link).toHaveAttribute('target', '_blank')
  const popup = page.waitForEvent('popup')
  await link.click()
  const tab = await popup
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(`/luna/?login_to=${asset.id}`)
  await tab.close()
})

test('ROUTE-UA-01: a favourite added shows under the favourites node, and is taken away again', async ({ page }) => {
  await signIn(page, 'user')
  await totalOf(page)
  const favorites = new Set((await apiRows(page, '/api/v1/perms/users/nodes/favorite/assets/')).map((r) => r.hostname))
  const target = (await firstCells(assetsGrid(page))).find((h) => !favorites.has(h))!
  const before = await countOf(nodeName(page, 'Favorite'))
  try {
    await rowWith(assetsGrid(page), target)
      .getByRole('button', { name: t('userArea.addFavorite', { name: target }) })
      .click()
    await expect(
      rowWith(assetsGrid(page), target).getByRole('button', { name: t('userArea.removeFavorite', { name: target }) }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(nodeName(page, 'Favorite')).toHaveText(`Favorite (${before + 1})`)
    await nodeName(page, 'Favorite').click()
    await expect(rowWith(assetsGrid(page), target)).toBeVisible()
    // unstarred while the favourites are shown: it leaves the table and the count
    await rowWith(assetsGrid(page), target)
      .getByRole('button', { name: t('userArea.removeFavorite', { name: target }) })
      .click()
    await expect(rowWith(assetsGrid(page), target)).toHaveCount(0)
    await expect(nodeName(page, 'Favorite')).toHaveText(`Favorite (${before})`)
  } finally {
    // the shared mock keeps its favourites as seeded, whatever happened above
    const asset = (await apiRows(page, `/api/v1/perms/users/assets/?hostname=${encodeURIComponent(target)}`))[0]
    await api(page, 'DELETE', `/api/v1/assets/favorite-assets/?asset=${asset.id}`)
  }
})

test('ROUTE-UA-02: my applications by type, each connecting as the platform does', async ({ page }) => {
  await signIn(page, 'user')
  const views: Array<[path: string, title: string, category: string, type: string]> = [
    ['/ui/apps/remoteapp', 'route.MyRemoteApps', 'remote_app', 'remote_app'],
    ['/ui/apps/database', 'route.MyDatabases', 'db', 'database_app'],
    ['/ui/apps/kubernetes', 'route.MyKubernetes', 'cloud', 'k8s_app'],
  ]
  for (const [path, title, category, type] of views) {
    const expected = await apiRows(page, `/api/v1/perms/users/applications/?category=${category}`)
    expect(expected.length, category).toBeGreaterThan(0)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: t(title) })).toBeVisible()
    const grid = page.getByRole('grid', { name: t(title) })
    await expect(grid.getByRole('row')).toHaveCount(expected.length + 1)
    for (const app of expected) {
      const link = rowWith(grid, app.name!).getByRole('link', { name: t('userArea.connectTo', { name: app.name! }) })
      await expect(link).toHaveAttribute('href', `/luna/?type=${type}&login_to=${app.id}`)
      await expect(link).toHaveAttribute('target', '_blank')
    }
  }
})

test('ROUTE-UA-03: my command executions, newest first, and one with the output of each host and its log', async ({ page }) => {
  await signIn(page, 'user')
  const mine = await apiRows(page, '/api/v1/ops/command-executions/?order=-date_created&limit=15&offset=0')
  await sidebar(page)
    .getByRole('link', { name: t('route.MyCommandExecutions') })
    .click()
  const grid = page.getByRole('grid', { name: t('route.MyCommandExecutions') })
  await expect(grid.getByRole('row')).toHaveCount(mine.length + 1)
  const uptime = grid.getByRole('row').filter({ has: page.getByRole('link', { name: 'uptime', exact: true }) })
  await expect(uptime.getByText(t('userArea.stateSucceeded'))).toBeVisible()
  await uptime.getByRole('link', { name: 'uptime', exact: true }).click()
  await expect(page).toHaveURL(/\/ui\/command-executions\/[0-9a-f-]{36}$/)
  // issue 23: the page is named after the execution's command
  await expect(page.getByRole('heading', { level: 1, name: 'uptime' })).toBeVisible()
  await expect(page.getByTestId('execution-command')).toHaveText('uptime')
  const panels = page.getByTestId('host-output')
  await expect(panels).toHaveCount(2)
  for (const panel of await panels.all()) {
    await expect(panel).toContainText(t('userArea.exitCode', { rc: 0 }))
    await expect(panel).toContainText(' up ')
  }
  // the task's whole log, streamed by the platform's task-log socket
  await expect(page.getByRole('log', { name: t('detail.taskLog') })).toContainText('$ uptime')
  await page.getByRole('button', { name: t('common.Back') }).click()
  await expect(page).toHaveURL(/\/ui\/command-executions$/)
})

test('ROUTE-UA-05: the user menu opens the web terminal and the file manager outside the console', async ({ page }) => {
  await signIn(page, 'user')
  const terminal = sidebar(page).getByRole('link', { name: t('route.MyWebTerminal') })
  await expect(terminal).toHaveAttribute('href', '/luna/')
  await expect(terminal).toHaveAttribute('target', '_blank')
  const files = sidebar(page).getByRole('link', { name: t('route.MyFileManager') })
  await expect(files).toHaveAttribute('href', '/koko/elfinder/sftp/')
  await expect(files).toHaveAttribute('target', '_blank')
})
