// URLs of the console: deep links after a fresh load, legacy hash links from mails, unknown paths, the
// irregular aliases, the highlighted menu entry and the remembered sidebar (ROUTE-GEN-01/02, GUARD-13,
// SHELL-03, SHELL-21, C-23).
import { expect, test } from '@playwright/test'
import { sidebar, signIn, t } from './helpers'

test('GUARD-13 / ROUTE-GEN-01: a deep link survives signing in and a fresh load', async ({ page }) => {
  await signIn(page, 'admin', '/ui/assets/assets')
  await expect(page).toHaveURL(/\/ui\/assets\/assets$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.AssetList'))
  await page.goto('/ui/users/groups/create')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.UserGroupCreate'))
})

test('SHELL-21: a detail page highlights its list in the menu', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/ui/assets/domains/00000000-0000-4000-8000-0000000000aa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.DomainDetail'))
  await expect(sidebar(page).getByRole('link', { name: t('route.DomainList') })).toHaveAttribute('aria-current', 'page')
})

test('a legacy hash link /ui/#/users/users opens /ui/users/users', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/ui/#/users/users?search=adm')
  await expect(page).toHaveURL(/\/ui\/users\/users\?search=adm$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.UserList'))
})

test('ROUTE-GEN-02: an unknown path lands on /404', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/ui/this/does/not/exist')
  await expect(page).toHaveURL(/\/ui\/404$/)
  await expect(page.getByTestId('not-found')).toBeVisible()
})

test('C-23: the regular spelling of an irregular path redirects to it', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/ui/perms/asset-permissions/11111111-2222-4333-8444-555555555555/update')
  await expect(page).toHaveURL(/\/ui\/perms\/asset-permission\/11111111-2222-4333-8444-555555555555\/update$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.AssetPermissionUpdate'))
})

test('SHELL-03: the closed sidebar stays closed after a reload', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', 'true')
  await page.getByTestId('hamburger').click()
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false')
  await page.reload()
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false')
})

test('SHELL-20: the favicon comes from the public settings', async ({ page }) => {
  await signIn(page, 'admin')
  const settings = await (await page.request.get('/api/v1/settings/public/')).json()
  const favicon = settings?.data?.LOGO_URLS?.favicon
  test.skip(!favicon, 'the backend sends no favicon')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', favicon)
})
