// Tickets (TICKET-02/05/06, G-06, G-20): the admin follows the header's link to what waits for him, comments on a
// ticket of `user` and rejects it; `user` finds it rejected in the user page's list. An applicant closes a ticket
// of their own. The tickets are read from (or opened through) the mock's API in the same test.
import { expect, test, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'

resetMockBeforeAll()

interface TicketRow {
  id: string
  title: string
  type: string
  applicant: string
}

const SCREEN_LOAD = { timeout: 45_000 }

async function idOf(page: Page, url: string): Promise<string> {
  const res = await api(page, 'GET', url)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { id: string }).id
}

async function rows(page: Page, url: string): Promise<TicketRow[]> {
  const res = await api(page, 'GET', url)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as TicketRow[] | { results: TicketRow[] }
  return Array.isArray(body) ? body : body.results
}

/** The detail page of a ticket, as the lists link it. */
const detailPath = (ticket: TicketRow) =>
  `/ui/tickets/${{ apply_asset: 'request-asset-perm', apply_application: 'request-application-perm', login_asset_confirm: 'login-asset-confirm', command_confirm: 'command-confirm' }[ticket.type] ?? 'tickets'}/${ticket.id}`

/** Confirms the action asked for in the dialog (its button says the action again). */
async function confirm(page: Page, label: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: label }).click()
}

test('the admin comments on a ticket waiting for him and rejects it; the applicant sees it rejected', async ({ browser }) => {
  const adminPage = await browser.newPage()
  await signIn(adminPage, 'admin')
  const adminId = await idOf(adminPage, '/api/v1/users/profile/')
  const userId = (await rows(adminPage, '/api/v1/users/users/?username=user'))[0].id
  const waiting = await rows(adminPage, `/api/v1/tickets/tickets/?assignees__id=${adminId}&status=open&applicant=${userId}`)
  expect(waiting.length).toBeGreaterThan(0)
  const ticket = waiting[0]

  // the header's link opens the tickets assigned to him that are still open
  await adminPage.getByTestId('tickets-link').click()
  await expect(adminPage).toHaveURL(/\/ui\/tickets\/tickets\?tab=assigned&status=open$/)
  await expect(adminPage.getByRole('tab', { name: t('tickets.listAssigned') })).toHaveAttribute('aria-selected', 'true')
  const grid = adminPage.getByRole('grid', { name: t('route.TicketList') })
  await expect(grid.getByTestId('ticket-state').first()).toHaveText(t('tickets.state.pending'), SCREEN_LOAD)

  await adminPage.goto(detailPath(ticket))
  await expect(adminPage.getByTestId('ticket-state')).toHaveText(t('tickets.state.pending'), SCREEN_LOAD)
  await expect(adminPage.getByTestId('ticket-approve')).toBeVisible()
  await expect(adminPage.getByTestId('ticket-close')).toHaveCount(0)

  await adminPage.getByTestId('ticket-comment-input').fill('Which release needs this?')
  await adminPage.getByTestId('ticket-comment-send').click()
  await expect(adminPage.getByTestId('ticket-comment').filter({ hasText: 'Which release needs this?' })).toHaveCount(1)

  await adminPage.getByTestId('ticket-reject').click()
  await confirm(adminPage, t('tickets.detailReject'))
  await expect(adminPage.getByTestId('ticket-state')).toHaveText(t('tickets.state.rejected'))
  await expect(adminPage.getByTestId('ticket-approve')).toHaveCount(0)
  await expect(adminPage.getByTestId('ticket-reject')).toHaveCount(0)
  await expect(adminPage.getByTestId('ticket-step').first()).toContainText(t('tickets.state.rejected'))
  await adminPage.close()

  const userPage = await browser.newPage()
  await signIn(userPage, 'user', '/ui/tickets')
  const mine = userPage.getByRole('grid', { name: t('route.TicketList') })
  const link = mine.locator(`a[href$="/${ticket.id}"]`)
  await expect(link).toBeVisible(SCREEN_LOAD)
  const row = mine.getByRole('row').filter({ has: userPage.locator(`a[href$="/${ticket.id}"]`) })
  await expect(row.getByTestId('ticket-state')).toHaveText(t('tickets.state.rejected'))
  await link.click()
  await expect(userPage.getByTestId('ticket-comment').filter({ hasText: 'Which release needs this?' })).toHaveCount(1, SCREEN_LOAD)
  await expect(userPage.getByTestId('ticket-close')).toHaveCount(0)
  await userPage.close()
})

test('the applicant closes an open ticket of their own', async ({ page }) => {
  await signIn(page, 'user', '/ui/tickets')
  const title = `Close me ${Date.now()}`
  const opened = await api(page, 'POST', '/api/v1/tickets/tickets/open/?type=general', {
    title,
    type: 'general',
    meta: {},
    org_id: '00000000-0000-0000-0000-000000000002',
  })
  expect(opened.status()).toBe(201)
  const ticket = (await opened.json()) as TicketRow
  await page.goto(detailPath(ticket))
  await expect(page.getByTestId('ticket-state')).toHaveText(t('tickets.state.pending'), SCREEN_LOAD)
  await expect(page.getByTestId('ticket-approve')).toHaveCount(0)
  await page.getByTestId('ticket-close').click()
  await confirm(page, t('tickets.detailClose'))
  await expect(page.getByTestId('ticket-state')).toHaveText(t('tickets.state.closed'))
  await expect(page.getByTestId('ticket-close')).toHaveCount(0)
  // a closed ticket takes no more action: the server says so
  const again = await api(page, 'PUT', `/api/v1/tickets/tickets/${ticket.id}/close/`, {})
  expect(again.status()).toBe(400)

  await page.goto('/ui/tickets')
  const row = page
    .getByRole('grid', { name: t('route.TicketList') })
    .getByRole('row')
    .filter({ hasText: title })
  await expect(row.getByTestId('ticket-state')).toHaveText(t('tickets.state.closed'), SCREEN_LOAD)
})
