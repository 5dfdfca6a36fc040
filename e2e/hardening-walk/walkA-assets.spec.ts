// Issue 23 (walk): an org admin creating an asset in the Chinese console. The platforms request answered 403 in
// the mock (v2.14.2 reads platforms with IsOrgAdmin), the required Platform stayed empty and the asset was saved as
// Linux; the error toast was English. Also: Create with a node chosen in the tree fills that node in (the platform's
// console passes it as `?node=`), and an IP of 999.1.1.1 is refused.
import { test, type Page } from '@playwright/test'
import { cn, resetMockBeforeAll, signIn } from '../spine/helpers'
import { expect, field, SCREEN_LOAD } from '../terminal/helpers'

resetMockBeforeAll()

/** The Chinese text of a locale key. */
function cx(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cn)
  if (typeof value !== 'string') throw new Error(`missing locale key ${key}`)
  return value
}

async function inChinese(page: Page, as: string, next: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'cn'))
  await signIn(page, as, next)
}

test('an org admin creates an asset from a chosen node: node filled in, Linux shown, 999.1.1.1 refused', async ({ page }) => {
  await inChinese(page, 'orgadmin', '/ui/assets/assets')
  const tree = page.getByRole('tree', { name: cx('assets.nodeTree') })
  const root = tree.getByRole('treeitem').first()
  await expect(root).toBeVisible(SCREEN_LOAD)
  const listed = page.waitForRequest((r) => r.url().includes('/api/v1/assets/assets/') && new URL(r.url()).searchParams.has('node_id'))
  await root.getByText(/^Default/).click()
  const nodeId = new URL((await listed).url()).searchParams.get('node_id')
  expect(nodeId).toBeTruthy()

  const platforms = page.waitForResponse((r) => r.url().includes('/api/v1/assets/platforms/') && r.request().method() === 'GET')
  await page.getByRole('button', { name: cx('common.Create'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/ui/assets/assets/create\\?node=${nodeId}$`))
  expect((await platforms).status()).toBe(200)
  // the chosen node is in the form, named as the nodes list names it
  const nodes = field(page, 'nodes').locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]')
  await expect(nodes.locator('.MuiChip-label')).toHaveText(['/Default'], SCREEN_LOAD)
  // the platform starts on Linux, shown as chosen
  await expect(page.getByRole('combobox', { name: /平台|Platform/ })).toHaveText('Linux')

  const hostname = `walk-a-${Date.now()}`
  await field(page, 'hostname').fill(hostname)
  await field(page, 'ip').fill('999.1.1.1')
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/assets/assets/')) posts.push(r.url())
  })
  await page.getByRole('button', { name: cx('form.submit') }).click()
  await expect(page.getByText(cx('assets.invalidAddress'))).toBeVisible()
  expect(posts).toEqual([])

  await field(page, 'ip').fill('10.9.9.9')
  const created = page.waitForResponse((r) => r.url().includes('/api/v1/assets/assets/') && r.request().method() === 'POST')
  await page.getByRole('button', { name: cx('form.submit') }).click()
  const answer = await created
  expect(answer.status()).toBe(201)
  expect(await answer.json()).toMatchObject({ hostname, ip: '10.9.9.9', platform: 'Linux', nodes: [nodeId] })
})

test('platforms that cannot be read: the field says so, nothing is saved, the toast is Chinese', async ({ page }) => {
  // as the walk met it: the platforms list refused with the platform's English text
  await page.route('**/api/v1/assets/platforms/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }),
    }),
  )
  await inChinese(page, 'orgadmin', '/ui/assets/assets/create')
  await expect(page.getByText(cx('assets.platformsUnavailable'))).toBeVisible(SCREEN_LOAD)
  await expect(page.getByText(cx('common.BadRoleErrorMsg')).first()).toBeVisible()
  await expect(page.getByText('You do not have permission to perform this action.')).toHaveCount(0)

  await field(page, 'hostname').fill(`walk-a-np-${Date.now()}`)
  await field(page, 'ip').fill('10.9.9.10')
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/assets/assets/')) posts.push(r.url())
  })
  await page.getByRole('button', { name: cx('form.submit') }).click()
  await expect(page.getByText(cx('form.required'))).toBeVisible()
  expect(posts).toEqual([])
})
