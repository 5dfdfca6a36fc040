// The session: organisation switch (ORG-04, ROLE-16), admin/user page switch (SHELL-12/13), language (I18N-03),
// logout (SHELL-14), expired session (HTTP-10/11, GUARD-05), first-login redirect (GUARD-15).
import { expect, test } from '@playwright/test'
import { api, cn, menuOf, preferEnglish, resetMock, sidebar, signIn, t } from './helpers'

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('ORG-04 / ROLE-16: switching organisation restarts the console in it and remembers it', async ({ page }) => {
  await signIn(page, 'admin', '/ui/dashboard')
  const switcher = page.getByTestId('org-switcher')
  const before = (await switcher.textContent())?.trim()
  await switcher.click()
  const choices = page.getByRole('menuitem')
  // the menu's items are read once it has drawn them
  await expect(choices.first()).toBeVisible()
  const names = (await choices.allTextContents()).map((s) => s.trim())
  const target = names.find((n) => n !== before && n !== 'GLOBAL') as string
  expect(target).toBeTruthy()
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: target, exact: true }).click()])
  await expect(page.getByTestId('org-switcher')).toHaveText(target)
  const stored = await page.evaluate(() => window.localStorage.getItem('jms_current_org_admin'))
  expect(JSON.parse(stored ?? '{}').name).toBe(target)
  const orgCookie = (await page.context().cookies()).find((c) => c.name === 'X-JMS-ORG')
  expect(orgCookie?.value).toBe(JSON.parse(stored ?? '{}').id)
  await page.reload()
  await expect(page.getByTestId('org-switcher')).toHaveText(target)
})

test('SHELL-12/13 / ROLE-16: the admin switches to the user page, which survives a reload, and back', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByTestId('account-menu').click()
  await page.getByTestId('view-switch').click()
  await expect(sidebar(page).getByRole('link', { name: t('route.MyAssets') })).toBeVisible()
  await expect(page.getByTestId('org-switcher')).toHaveCount(0)
  await page.reload()
  await expect(sidebar(page).getByRole('link', { name: t('route.MyAssets') })).toBeVisible()
  await page.getByTestId('account-menu').click()
  await expect(page.getByTestId('view-switch')).toHaveText(t('shell.AdminPage'))
  await page.getByTestId('view-switch').click()
  expect(await menuOf(page)).toContain(t('route.UserList'))
})

test('I18N-03: choosing a language re-renders the console in it and keeps it', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(sidebar(page).getByText(t('route.Dashboard'))).toBeVisible()
  await page.getByTestId('language-menu').click()
  await page.getByRole('menuitem', { name: '中文(简体)' }).click()
  await expect(sidebar(page).getByText(cn.route.Dashboard)).toBeVisible()
  await page.reload()
  await expect(sidebar(page).getByText(cn.route.Dashboard)).toBeVisible()
  expect((await page.context().cookies()).find((c) => c.name === 'django_language')?.value).toBe('zh-hans')
})

test('SHELL-14: logout leaves through the platform sign-out page and ends the session', async ({ page }) => {
  await signIn(page, 'user')
  await page.getByTestId('account-menu').click()
  await page.getByTestId('logout').click()
  await page.waitForURL(/\/core\/auth\/login\//)
  const profile = await page.request.get('/api/v1/users/profile/')
  expect(profile.status()).toBe(401)
})

test('GUARD-05 / HTTP-11: an expired session sends a fresh load to the sign-in page', async ({ page }) => {
  await signIn(page, 'admin')
  await page.context().clearCookies({ name: 'sessionid' })
  await page.goto('/ui/users/users')
  await page.waitForURL(/\/core\/auth\/login\//)
})

test('HTTP-10: a request failing with 401 opens one "login required" dialog that leads to sign-in', async ({ page }) => {
  await signIn(page, 'admin')
  // the page's own later requests (header counts, licence) must not be the ones that meet the ended session
  await page.waitForLoadState('networkidle')
  await page.context().clearCookies({ name: 'sessionid' })
  const dialog = page.getByRole('dialog')
  // a request of the page's own (an idle-time count, the session check) may meet the ended session first: then its
  // dialog already covers the bell, and the click is not needed
  if (!(await dialog.isVisible()))
    await page
      .getByTestId('site-messages')
      .click({ timeout: 5_000 })
      .catch(() => undefined)
  await expect(dialog).toContainText(t('http.LoginRequiredMsg'))
  await expect(dialog).toHaveCount(1)
  await dialog.getByRole('button', { name: t('http.ReLogin') }).click()
  await page.waitForURL(/\/core\/auth\/login\//)
})

test('GUARD-04: without the CSRF cookie the console goes to the sign-in page', async ({ page }) => {
  await preferEnglish(page)
  await page.context().clearCookies()
  await page.goto('/ui/dashboard')
  await page.waitForURL(/\/core\/auth\/login\//)
})

test('GUARD-15: a first-login user is sent to the personal-information page', async ({ page, browser }) => {
  await signIn(page, 'admin')
  const username = `firstlogin${Date.now() % 100000}`
  const password = 'Fl-Passw0rd!2024'
  const created = await api(page, 'POST', '/api/v1/users/users/', {
    name: 'First Login',
    username,
    email: `${username}@example.com`,
    password_strategy: 'custom',
    password,
    role: 'User',
  })
  expect(created.status(), await created.text()).toBe(201)
  const other = await browser.newPage()
  await signIn(other, username, '/ui/', password)
  await expect(other).toHaveURL(/\/ui\/users\/first-login\/personal-information-improvement\/$/)
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(t('route.PersonalInformationImprovement'))
  await other.close()
})
