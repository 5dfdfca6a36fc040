// The whole loop of an asset request across three roles (TICKET-02/03/05/07, G-06, G-20): `user` asks for an asset
// they cannot reach yet, with a system user, for a week; the admin approves level 1 (the ticket still waits), the
// organisation's admin approves level 2, and `user` then finds the asset in "my assets" and the ticket approved with
// both steps in its process map. Applicant and approver talk in the ticket's comments. A rejected request grants
// nothing. The seed's asset-request flow in Default is two levels: super admins, then org admins.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'

resetMockBeforeAll()
test.setTimeout(240_000)

const SCREEN_LOAD = { timeout: 45_000 }
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

interface Named {
  id: string
  hostname?: string
}

async function listOf<T>(page: Page, url: string): Promise<T[]> {
  const res = await api(page, 'GET', url)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as T[] | { results: T[] }
  return Array.isArray(body) ? body : body.results
}

/** Two assets `user` may ask for and is not granted yet (the suggestions are what the request form offers). */
async function ungranted(page: Page): Promise<Named[]> {
  const granted = new Set((await listOf<Named>(page, '/api/v1/perms/users/assets/?limit=1000')).map((a) => a.id))
  const offered = await listOf<Named>(page, '/api/v1/assets/assets/suggestions/?limit=50')
  const free = offered.filter((a) => !granted.has(a.id) && a.hostname)
  expect(free.length).toBeGreaterThan(1)
  return free.slice(0, 2)
}

/** Fills the asset request form for one asset (found by typing its name) and the first system user offered. */
async function requestAsset(page: Page, title: string, hostname: string): Promise<string> {
  await page.goto('/ui/tickets/request-asset-perm/create')
  await expect(page.getByRole('form', { name: t('route.RequestAssetPermTicketCreate') })).toBeVisible(SCREEN_LOAD)
  await page.getByRole('textbox', { name: t('tickets.requestTitle') }).fill(title)
  const assets = page.getByRole('combobox', { name: t('tickets.meta.apply_assets') })
  await assets.click()
  await assets.fill(hostname)
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${hostname}`) })
    .click()
  await page.keyboard.press('Escape')
  await page.getByRole('combobox', { name: t('tickets.meta.apply_system_users') }).click()
  await page.getByRole('listbox').getByRole('option').first().click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: t('form.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`/ui/tickets/request-asset-perm/${UUID}$`), SCREEN_LOAD)
  return new URL(page.url()).pathname.split('/').pop()!
}

/** Opens the ticket as `who`, takes the action (approve / reject) and confirms it. */
async function decide(browser: Browser, who: string, id: string, action: 'approve' | 'reject'): Promise<Page> {
  const page = await browser.newPage()
  await signIn(page, who, `/ui/tickets/request-asset-perm/${id}`)
  await page.getByTestId(`ticket-${action}`).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(action === 'approve' ? 'tickets.detailApprove' : 'tickets.detailReject') })
    .click()
  return page
}

const step = (page: Page, level: number) => page.locator(`[data-testid="ticket-step"][data-level="${level}"]`)

test('TICKET-03 / TICKET-07 request → level 1 approves → level 2 approves → the asset is in my assets', async ({ browser }) => {
  const user = await browser.newPage()
  await signIn(user, 'user', '/ui/tickets')
  const [wanted] = await ungranted(user)
  const id = await requestAsset(user, `Need ${wanted.hostname} for the release`, wanted.hostname!)
  await expect(user.getByTestId('ticket-state')).toHaveText(t('tickets.state.pending'), SCREEN_LOAD)
  // the applicant explains; the approvers read it
  await user.getByTestId('ticket-comment-input').fill('For the database migration on Friday')
  await user.getByTestId('ticket-comment-send').click()
  await expect(user.getByTestId('ticket-comment').filter({ hasText: 'database migration' })).toHaveCount(1)

  // level 1: the admin approves and answers; the ticket still waits for level 2
  const admin = await decide(browser, 'admin', id, 'approve')
  await expect(step(admin, 1)).toHaveAttribute('data-state', 'approved', SCREEN_LOAD)
  await expect(admin.getByTestId('ticket-state')).toHaveText(t('tickets.state.pending'))
  await expect(admin.getByTestId('ticket-approve')).toHaveCount(0)
  await expect(admin.getByTestId('ticket-comment').filter({ hasText: 'database migration' })).toHaveCount(1)
  await admin.getByTestId('ticket-comment-input').fill('Approved on my side, for one week')
  await admin.getByTestId('ticket-comment-send').click()
  await expect(admin.getByTestId('ticket-comment').filter({ hasText: 'for one week' })).toHaveCount(1)
  await admin.close()

  // nothing is granted before the last level
  expect((await listOf<Named>(user, '/api/v1/perms/users/assets/?limit=1000')).some((a) => a.id === wanted.id)).toBe(false)

  // level 2: the organisation's admin approves; the ticket is approved
  const orgadmin = await decide(browser, 'orgadmin', id, 'approve')
  await expect(orgadmin.getByTestId('ticket-state')).toHaveText(t('tickets.state.approved'), SCREEN_LOAD)
  await orgadmin.close()

  // the applicant: the asset is theirs now, the ticket approved at both levels, the conversation kept
  await user.goto(`/ui/tickets/request-asset-perm/${id}`)
  await expect(user.getByTestId('ticket-state')).toHaveText(t('tickets.state.approved'), SCREEN_LOAD)
  await expect(step(user, 1)).toHaveAttribute('data-state', 'approved')
  await expect(step(user, 2)).toHaveAttribute('data-state', 'approved')
  await expect(step(user, 1)).toContainText('(admin)')
  await expect(step(user, 2)).toContainText('(orgadmin)')
  await expect(user.getByTestId('ticket-comment').filter({ hasText: 'for one week' })).toHaveCount(1)
  await expect(user.getByTestId('ticket-close')).toHaveCount(0)

  await user.goto('/ui/')
  const box = user.getByRole('combobox', { name: t('list.search') })
  await box.fill(wanted.hostname!)
  await box.press('Enter')
  await expect(user.getByRole('grid').getByText(wanted.hostname!, { exact: true })).toBeVisible(SCREEN_LOAD)
  await user.close()
})

test('TICKET-02 / G-20 a rejected request ends rejected and grants nothing', async ({ browser }) => {
  const user = await browser.newPage()
  await signIn(user, 'user', '/ui/tickets')
  const [, wanted] = await ungranted(user)
  const id = await requestAsset(user, `Need ${wanted.hostname} too`, wanted.hostname!)
  const admin = await decide(browser, 'admin', id, 'reject')
  await expect(admin.getByTestId('ticket-state')).toHaveText(t('tickets.state.rejected'), SCREEN_LOAD)
  await admin.close()

  await user.goto('/ui/tickets')
  const row = user
    .getByRole('grid', { name: t('route.TicketList') })
    .getByRole('row')
    .filter({ hasText: `Need ${wanted.hostname} too` })
  await expect(row.getByTestId('ticket-state')).toHaveText(t('tickets.state.rejected'), SCREEN_LOAD)
  expect((await listOf<Named>(user, '/api/v1/perms/users/assets/?limit=1000')).some((a) => a.id === wanted.id)).toBe(false)
  await user.close()
})
