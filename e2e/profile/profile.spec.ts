// The signed-in user's own screens: the profile (ROUTE-PUB-02) with its settings, login password (VAL-07) and API
// keys (AKEY-01..05), and the first-login pages (ROUTE-PUB-03/04, GUARD-15, VAL-17 / ERR-34). The password of
// the seeded `user` changes here, so the mock goes back to its seed after this file.
import { expect, test, type Page } from '@playwright/test'
import { api, resetMock, resetMockBeforeAll, sidebar, signIn, t } from '../spine/helpers'

resetMockBeforeAll()

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function openFromAccountMenu(page: Page, testId: string) {
  await page.getByTestId('account-menu').click()
  await page.getByTestId(testId).click()
  await expect(heading(page)).toHaveText(t('route.UserProfile'))
}

test('ROUTE-PUB-02: the profile opens from the account menu; a changed setting is kept after a reload', async ({ page }) => {
  await signIn(page, 'user')
  await openFromAccountMenu(page, 'account-profile')
  await expect(page).toHaveURL(/\/ui\/users\/profile$/)
  await expect(page.getByRole('tab', { name: t('profile.tabInfo') })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('[data-field="username"]')).toHaveText('user')

  await page.getByRole('tab', { name: t('profile.tabSettings') }).click()
  await expect(page).toHaveURL(/\?tab=settings$/)
  const wechat = page.getByRole('textbox', { name: t('profile.wechat') })
  const value = `wx-${Date.now() % 100000}`
  await wechat.fill(value)
  await page.getByRole('button', { name: t('form.submit') }).click()
  await expect(page.getByText(t('form.updateSuccess'))).toBeVisible()

  await page.reload()
  await expect(page.getByRole('tab', { name: t('profile.tabSettings') })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: t('profile.wechat') })).toHaveValue(value)
  await page.getByRole('tab', { name: t('profile.tabInfo') }).click()
  await expect(page.locator('[data-field="wechat"]')).toHaveText(value)
})

test('ROUTE-PUB-02: every role may open the profile; without a session it leads to sign-in', async ({ page, browser }) => {
  await signIn(page, 'auditor', '/ui/users/profile')
  await expect(heading(page)).toHaveText(t('route.UserProfile'))
  await expect(page.locator('[data-field="username"]')).toHaveText('auditor')

  const anonymous = await browser.newPage()
  await anonymous.goto('/ui/users/profile')
  await anonymous.waitForURL(/\/core\/auth\/login\//)
  await anonymous.close()
})

test('AKEY-01..05: the account menu opens the API keys; a key is created and disabled', async ({ page }) => {
  await signIn(page, 'user')
  await openFromAccountMenu(page, 'account-access-keys')
  await expect(page).toHaveURL(/\?tab=access-keys$/)
  await expect(page.getByRole('tab', { name: t('profile.tabAccessKeys') })).toHaveAttribute('aria-selected', 'true')

  const ids = async () =>
    (await (await api(page, 'GET', '/api/v1/authentication/access-keys/')).json()) as Array<{ id: string; is_active: boolean }>
  const before = (await ids()).map((k) => k.id)
  await page.getByRole('button', { name: t('akey.create') }).click()
  await expect(page.getByText(t('akey.created'))).toBeVisible()
  const created = (await ids()).find((k) => !before.includes(k.id))
  expect(created).toBeTruthy()
  const id = (created as { id: string }).id
  await expect(page.getByText(id)).toBeVisible()

  const toggle = page.getByRole('switch', { name: t('akey.toggle', { id }) })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect.poll(async () => (await ids()).find((k) => k.id === id)?.is_active).toBe(false)
  await page.reload()
  await expect(page.getByRole('switch', { name: t('akey.toggle', { id }) })).not.toBeChecked()
})

test('VAL-07: a mismatched confirmation is refused and keeps the values; a correct change leads to sign in with the new password', async ({
  page,
}) => {
  await signIn(page, 'user', '/ui/users/profile?tab=password')
  await expect(page.getByRole('tab', { name: t('profile.tabPassword') })).toHaveAttribute('aria-selected', 'true')
  const oldField = page.locator('input[name=old_password]')
  const newField = page.locator('input[name=new_password]')
  const againField = page.locator('input[name=new_password_again]')
  await oldField.fill('user')
  await newField.fill('User-pw2026!')
  await againField.fill('User-pw2026?')
  await page.getByRole('button', { name: t('profile.changePassword') }).click()
  await expect(page.getByText(t('profile.passwordMismatch'))).toBeVisible()
  await expect(oldField).toHaveValue('user')
  await expect(newField).toHaveValue('User-pw2026!')
  await expect(page).toHaveURL(/\/ui\/users\/profile\?tab=password$/)

  await againField.fill('User-pw2026!')
  await page.getByRole('button', { name: t('profile.changePassword') }).click()
  // the platform ends the account's sessions: the console leaves through sign-out to the sign-in page
  await page.waitForURL(/\/core\/auth\/login\//)
  await signIn(page, 'user', '/ui/users/profile', 'User-pw2026!')
  await expect(heading(page)).toHaveText(t('route.UserProfile'))
})

test('GUARD-15 / VAL-17 / ERR-34 / ROUTE-PUB-03/04: a first-login user accepts the terms, reads the guide and reaches the console for good', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin')
  const username = `newcomer${Date.now() % 100000}`
  const password = 'Nc-Passw0rd!2026'
  const created = await api(page, 'POST', '/api/v1/users/users/', {
    name: 'New Comer',
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
  await expect(heading(other)).toHaveText(t('route.PersonalInformationImprovement'))
  await expect(other.getByRole('textbox', { name: t('profile.username') })).toHaveValue(username)

  await other.getByRole('textbox', { name: t('profile.phone') }).fill('13700000001')
  await other.getByRole('button', { name: t('profile.firstLoginSubmit') }).click()
  await expect(other.getByText(t('profile.agreeTerms'))).toBeVisible()
  await expect(other).toHaveURL(/personal-information-improvement\/$/)
  await expect(other.getByRole('textbox', { name: t('profile.phone') })).toHaveValue('13700000001')

  await other.getByRole('checkbox', { name: t('profile.termsAgree') }).check()
  await other.getByRole('button', { name: t('profile.firstLoginSubmit') }).click()
  await expect(other).toHaveURL(/\/ui\/users\/first-login\/guide\/$/)
  await expect(heading(other)).toHaveText(t('route.UserGuide'))
  const profile = (await (await api(other, 'GET', '/api/v1/users/profile/')).json()) as { is_first_login: boolean; phone: string }
  expect(profile).toMatchObject({ is_first_login: false, phone: '13700000001' })

  await other.getByRole('button', { name: t('profile.guideContinue') }).click()
  await expect(sidebar(other).getByRole('link', { name: t('route.MyAssets') })).toBeVisible()
  await expect(other).not.toHaveURL(/first-login/)
  await other.reload()
  await expect(sidebar(other).getByRole('link', { name: t('route.MyAssets') })).toBeVisible()
  await expect(other).not.toHaveURL(/first-login/)
  await other.close()
})
