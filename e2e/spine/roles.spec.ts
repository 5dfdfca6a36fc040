// Signing in as each seeded account, the menu it sees, and what it may not open (SHELL-01, SHELL-08, ROLE-12,
// ROLE-17, ROUTE-GEN-04, GUARD-13).
import { expect, test } from '@playwright/test'
import { menuOf, resetMock, sidebar, signIn, t } from './helpers'

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('SHELL-01 / ROLE-12: the auditor sees only dashboard, sessions, commands and audits', async ({ page }) => {
  await signIn(page, 'auditor')
  expect(await menuOf(page)).toEqual([
    t('route.Dashboard'),
    t('route.Terminal'),
    t('route.SessionList'),
    t('route.CommandList'),
    t('route.Audits'),
    t('route.LoginLogList'),
    t('route.FtpLogList'),
    t('route.OperateLogList'),
    t('route.PasswordChangeLogList'),
    t('route.CommandExecutionLogList'),
  ])
  await expect(page.getByTestId('tickets-link')).toHaveCount(0)
})

test('ROLE-17: the ordinary user sees the user page', async ({ page }) => {
  await signIn(page, 'user')
  expect(await menuOf(page)).toEqual([
    t('route.MyAssets'),
    t('route.MyApps'),
    t('route.MyRemoteApps'),
    t('route.MyDatabases'),
    t('route.MyKubernetes'),
    t('route.MyCommandExecutions'),
    t('route.MyTicketList'),
    t('route.MyWebTerminal'),
    t('route.MyFileManager'),
  ])
  await expect(page.getByTestId('org-switcher')).toHaveCount(0)
})

test('the org admin sees the admin page without the super-admin entries', async ({ page }) => {
  await signIn(page, 'orgadmin')
  const menu = await menuOf(page)
  expect(menu).toContain(t('route.UserList'))
  expect(menu).toContain(t('route.AssetList'))
  expect(menu).not.toContain(t('route.PlatformList'))
  expect(menu).not.toContain(t('route.TerminalList'))
  expect(menu).not.toContain(t('route.Settings'))
  expect(menu).not.toContain(t('route.OrganizationList'))
})

test('SHELL-08 / ROUTE-GEN-05: the admin sees every group, and every menu entry opens', async ({ page }) => {
  // about sixty screens in one test: three times the usual patience
  test.slow()
  await signIn(page, 'admin')
  const menu = await menuOf(page)
  for (const key of [
    'route.Dashboard',
    'route.Users',
    'route.Assets',
    'route.Perms',
    'route.Terminal',
    'route.Audits',
    'route.Settings',
    'route.PlatformList',
    'route.OrganizationList',
  ]) {
    expect(menu).toContain(t(key))
  }
  const links = sidebar(page).locator('a[data-menu-item]:not([target])')
  const count = await links.count()
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i)
    const name = (await link.textContent())?.trim() ?? ''
    await link.click()
    await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible()
    await expect(page.getByTestId('route-error')).toHaveCount(0)
    await expect(page.getByTestId('page-error')).toHaveCount(0)
  }
})

test('SHELL-07: the web terminal and file manager leave the console', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(page.getByTestId('web-terminal-link')).toHaveAttribute('href', '/luna/')
  await expect(page.getByTestId('web-terminal-link')).toHaveAttribute('target', '_blank')
  await sidebar(page)
    .getByRole('button', { name: t('route.Terminal') })
    .click()
  await expect(sidebar(page).getByRole('link', { name: t('route.FileManager') })).toHaveAttribute('href', '/koko/elfinder/sftp/')
})

test('ROUTE-GEN-04: a screen the role may not open lands on /404', async ({ page }) => {
  await signIn(page, 'auditor')
  await page.goto('/ui/users/users')
  await expect(page).toHaveURL(/\/ui\/404$/)
  await expect(page.getByTestId('not-found')).toBeVisible()
})
