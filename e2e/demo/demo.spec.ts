// The in-browser demo (playwright.demo.config.ts: the static demo build, no backend): the mock runs in the page
// behind msw's service worker. An administrator signs in on the demo's sign-in page, browses users, creates a
// user group that is still there after a reload, and the sign-in page's reset button brings the seed back.
// Every page load starts the mock in the page, so the steps move inside the console (menu clicks) where they can.
import { expect, test, type Page } from '@playwright/test'
import { preferEnglish, sidebar, t } from '../spine/helpers'
import { field, rowOf, searchFor, tx } from '../users/helpers'

/** Every backend path the page asked for; each must have been answered by the service worker. */
function watchBackendCalls(page: Page): string[] {
  const escaped: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (/^\/(api|core|ws|__mock__)\//.test(pathname) && !response.fromServiceWorker()) escaped.push(`${response.status()} ${pathname}`)
  })
  return escaped
}

async function signInOnDemoPage(page: Page, username: string, password = username): Promise<void> {
  await expect(page).toHaveURL(/\/ui\/core\/auth\/login\//)
  await page.locator('input[name=username]').fill(username)
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Opens a page of the Users menu group without reloading. */
async function openUsersMenu(page: Page, item: string): Promise<void> {
  const group = sidebar(page)
    .locator('[data-menu-group]')
    .filter({ hasText: t('route.Users') })
    .first()
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  await sidebar(page).getByRole('link', { name: item, exact: true }).click()
}

test('DEMO-01: sign in without a server, data survives a reload, the sign-in page resets it', async ({ page }) => {
  const escaped = watchBackendCalls(page)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await preferEnglish(page)

  // no session: the console leaves for the platform's sign-in page, which the demo shows under /ui/
  await page.goto('/ui/')
  await expect(page.getByTestId('demo-notice')).toContainText(t('demo.Notice'))
  await signInOnDemoPage(page, 'admin', 'wrong')
  await expect(page.getByRole('alert')).toContainText('Wrong username or password')
  await signInOnDemoPage(page, 'admin')
  await expect(sidebar(page)).toBeVisible()

  // a new user group is kept across a reload
  const name = `demo-group-${Date.now().toString(36)}`
  await openUsersMenu(page, t('route.UserGroupList'))
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await field(page, 'name').fill(name)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(page).not.toHaveURL(/\/create/)
  await openUsersMenu(page, t('route.UserGroupList'))
  await searchFor(page, name)
  await expect(rowOf(page, name)).toBeVisible()
  await page.reload()
  await expect(sidebar(page)).toBeVisible()
  await expect(rowOf(page, name)).toBeVisible()

  // the seeded users are listed
  await openUsersMenu(page, t('route.UserList'))
  await expect(rowOf(page, 'auditor').first()).toBeVisible()
  await expect(rowOf(page, 'mfauser').first()).toBeVisible()

  // sign out (the platform's sign-out page, served by the demo too), then reset on the sign-in page
  await page.getByTestId('account-menu').click()
  await page.getByTestId('logout').click()
  await expect(page).toHaveURL(/\/ui\/core\/auth\/login\//)
  await page.getByRole('button', { name: t('demo.Reset') }).click()
  await expect(page.getByRole('status')).toHaveText(t('demo.ResetDone'))
  await signInOnDemoPage(page, 'admin')
  await expect(sidebar(page)).toBeVisible()
  await openUsersMenu(page, t('route.UserGroupList'))
  await searchFor(page, name)
  await expect(page.getByText(tx('table.noData'))).toBeVisible()
  const left = await page.evaluate(async (search) => {
    const res = await fetch(`/api/v1/users/groups/?search=${encodeURIComponent(search)}`)
    return (await res.json()) as unknown[]
  }, name)
  expect(left).toEqual([])

  expect(escaped, 'backend calls that did not go through the service worker').toEqual([])
  expect(pageErrors).toEqual([])
})

test('DEMO-02: the MFA account signs in with the documented code', async ({ page }) => {
  await preferEnglish(page)
  await page.goto('/ui/')
  await signInOnDemoPage(page, 'mfauser')
  await expect(page).toHaveURL(/\/ui\/core\/auth\/login\/otp\//)
  await page.locator('input[name=code]').fill('123456')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(sidebar(page)).toBeVisible()
})
