// Issue 23 (walk, second half), in the built console against the mock backend: an account secret asked for by an
// admin without MFA says what to do and lets go; dates read alike everywhere; a detail page is named after its
// object; a new organisation is in the header switcher at once; the links to the platform's other components say
// what they need when nothing serves them.
import { test, type Page } from '@playwright/test'
import { resetMockBeforeAll, sidebar, signIn, t } from '../spine/helpers'
import { expect, SCREEN_LOAD } from '../terminal/helpers'

resetMockBeforeAll()

// the seeded ordinary user of the mock (mocks/seed/ids.ts)
const USER_ID = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e04'
const SERVER_DATE = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}|[+-]\d{4}\b|\d{1,2}\/\d{1,2}\/\d{4}/
const CONSOLE_DATE = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/

async function openMenuItem(page: Page, group: string, item: string) {
  const nav = sidebar(page)
  const entry = nav.getByRole('link', { name: item })
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: group }).click()
  return entry
}

test.describe('walk defects, second half (issue 23)', () => {
  test('MFA-02 an admin without MFA is told to enable it, with a link, and the dialog lets go', async ({ page }) => {
    await signIn(page, 'admin', '/ui/accounts/asset-accounts')
    const view = page.getByRole('button', { name: t('perms.accounts.view') }).first()
    await expect(view).toBeVisible(SCREEN_LOAD)
    await view.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(t('mfa.notEnabled'))
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(view).toBeFocused()
    await view.click()
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('mfa.enableLink') })
      .click()
    await expect(page).toHaveURL(/\/ui\/users\/profile\?tab=settings$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('ERR-34 site messages and the task lists write dates in the console format', async ({ page }) => {
    await signIn(page, 'admin', '/ui/notifications/site-messages/')
    const messages = page.getByRole('grid').first()
    await expect(messages.getByRole('row').nth(1)).toBeVisible(SCREEN_LOAD)
    await expect(messages).toContainText(CONSOLE_DATE)
    await expect(messages).not.toContainText(SERVER_DATE)
    for (const path of ['/ui/ops/tasks', '/ui/accounts/gathered-user/tasks', '/ui/accounts/change-auth-plan/plan']) {
      await page.goto(path)
      const grid = page.getByRole('grid').first()
      await expect(grid.getByRole('row').nth(1)).toBeVisible(SCREEN_LOAD)
      await expect(grid).not.toContainText(SERVER_DATE)
      await expect(grid.getByRole('columnheader', { name: 'periodic_display' })).toHaveCount(0)
    }
  })

  test('DETAIL-02 a detail page names its tab and the window after the object', async ({ page }) => {
    await signIn(page, 'admin', `/ui/users/users/${USER_ID}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).not.toHaveText(t('route.UserDetail'), SCREEN_LOAD)
    const name = (await heading.textContent())?.trim() ?? ''
    expect(name).not.toBe('')
    await expect(page.getByTestId('page-tabs').getByRole('tab', { selected: true })).toHaveText(name)
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `))
  })

  test('ORG-01 a new organisation is in the header switcher without a reload', async ({ page }) => {
    await signIn(page, 'admin', '/ui/xpack/orgs/create')
    const name = `Walk B ${Date.now()}`
    await page.getByRole('textbox', { name: /^Name/ }).fill(name)
    await page.getByRole('button', { name: t('form.submit') }).click()
    await expect(page.getByText(t('form.createSuccess'))).toBeVisible()
    await page.getByTestId('org-switcher').click()
    await expect(page.getByRole('menuitem', { name })).toBeVisible()
  })

  test('ROUTE-GEN-07 the web terminal, file manager and task monitor say what they need where nothing serves them', async ({ page }) => {
    await signIn(page, 'admin', '/ui/dashboard')
    let popups = 0
    page.on('popup', () => (popups += 1))
    const links: Array<[string, string, string, string]> = [
      ['route.Terminal', 'route.WebTerminal', 'Luna', '/luna/'],
      ['route.Terminal', 'route.FileManager', 'KoKo', '/koko/elfinder/sftp/'],
      ['route.JobCenter', 'route.TaskMonitor', 'Flower', '/core/flower/'],
    ]
    const advice = (item: string, component: string, path: string) =>
      page.getByText(t('shell.PlatformPageMissing', { page: t(item), component, path })).first()
    for (const [group, item, component, path] of links) {
      await (await openMenuItem(page, t(group), t(item))).click()
      await expect(advice(item, component, path)).toBeVisible()
    }
    await page.getByTestId('web-terminal-link').click()
    await expect(advice('route.WebTerminal', 'Luna', '/luna/')).toBeVisible()
    expect(popups).toBe(0)
    await expect(page).toHaveURL(/\/ui\/dashboard/)
  })
})
