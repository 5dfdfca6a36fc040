// Issue 23 (walk): relation pickers reach every option. At 1440×900 the groups picker showed the first 10 of 48
// groups and could not scroll to more (the list did not overflow, so no scroll could ask for the next page); the
// server-side search (`?search=`, the parameter v2.14.2's list views read) must find `普通用户(user)` by `user`.
import { test, type Locator, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn } from '../spine/helpers'
import { expect, SCREEN_LOAD } from '../terminal/helpers'

test.use({ viewport: { width: 1440, height: 900 } })
resetMockBeforeAll()

const GROUPS = '/api/v1/users/groups/'

/** Scrolls the open listbox to its end until `done` holds or nothing new appears; the options it showed. */
async function scrollThrough(listbox: Locator, done: () => Promise<boolean> = async () => false): Promise<number> {
  let shown = -1
  for (let round = 0; round < 30; round += 1) {
    const count = await listbox.getByRole('option').count()
    if ((await done()) || count === shown) return count
    shown = count
    await listbox.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    // the next page, if there is one, arrives as more options: wait for them (or for the end of the list)
    await expect
      .poll(async () => listbox.getByRole('option').count(), { timeout: 5_000 })
      .toBeGreaterThan(count)
      .catch(() => undefined)
  }
  return listbox.getByRole('option').count()
}

async function openPicker(page: Page, label: string): Promise<Locator> {
  const box = page.getByRole('combobox', { name: label })
  await expect(box).toBeVisible(SCREEN_LOAD)
  await box.click()
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option').first()).toBeVisible()
  return listbox
}

test.describe('relation pickers (FORM-16 / FORM-18, issue 23)', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    // the small seed has a handful of groups: 40 more make the 48-odd of the walk
    for (let i = 1; i <= 40; i += 1) {
      const r = await api(page, 'POST', GROUPS, { name: `walk-a-${String(i).padStart(2, '0')}`, comment: '' })
      expect(r.status()).toBe(201)
    }
    // and users whose names sort before 普通用户 (ordinary users: `user` finds them too, by their role), so that it
    // is not on the first page of the search, as on the walk's full data (22nd of 53)
    for (let i = 1; i <= 15; i += 1) {
      const n = String(i).padStart(2, '0')
      const r = await api(page, 'POST', '/api/v1/users/users/', {
        name: `walk-a-user-${n}`,
        username: `walkauser${n}`,
        email: `walkauser${n}@example.com`,
      })
      expect(r.status()).toBe(201)
    }
    await page.close()
  })

  test('every user group can be reached from the user form at 1440×900', async ({ page }) => {
    await signIn(page, 'admin', '/ui/users/users/create')
    const total = ((await (await api(page, 'GET', `${GROUPS}?limit=1`)).json()) as { count: number }).count
    expect(total).toBeGreaterThan(40)
    const listbox = await openPicker(page, 'User group')
    // the first pages fill the list without a scroll; scrolling brings the rest
    await expect.poll(async () => listbox.getByRole('option').count()).toBeGreaterThan(10)
    expect(await scrollThrough(listbox)).toBe(total)
    test.info().annotations.push({ type: 'figure', description: `groups reachable: ${total} of ${total}` })
  })

  test('typing `user` in the users picker finds 普通用户(user)', async ({ page }) => {
    await signIn(page, 'admin', '/ui/perms/asset-permissions/create')
    const box = page.getByRole('combobox', { name: 'User', exact: true })
    await expect(box).toBeVisible(SCREEN_LOAD)
    // the first page of the server's search (`?search=user`, offset 0)
    const searched = page.waitForResponse((r) => {
      const q = new URL(r.url()).searchParams
      return r.url().includes('/api/v1/users/users/') && q.get('search') === 'user' && q.get('offset') === '0'
    })
    await box.click()
    await box.pressSequentially('user')
    const found = ((await (await searched).json()) as { count: number }).count
    // more matches than one page: 普通用户 is not on the first
    expect(found).toBeGreaterThan(10)
    const listbox = page.getByRole('listbox')
    const wanted = listbox.getByRole('option', { name: '普通用户(user)' })
    await expect(listbox.getByRole('option').first()).toBeVisible()
    await scrollThrough(listbox, () => wanted.isVisible())
    await expect(wanted).toBeVisible()
    await wanted.click()
    await expect(page.locator('.MuiChip-label', { hasText: '普通用户(user)' })).toBeVisible()
  })
})
