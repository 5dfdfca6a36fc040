// The site-message list page (ROUTE-UA-06, G-13; MSG-05, MSG-07) in a real browser against the mock backend: the
// header's panel leads to it, it filters unread messages, opening one reads it, and marking all read empties the
// header's count — which the server does not push again until a new message arrives.
import { expect, test, type Page } from '@playwright/test'
import { resetMockBeforeAll, signIn, t } from './helpers'

resetMockBeforeAll()

// the count on the bell (no element when there is none)
const badge = (page: Page) => page.getByTestId('site-messages-badge').locator('.count-badge')

test('ROUTE-UA-06 / MSG-05 / MSG-07: the user reads a message on the list page and marks the rest read; the header count follows', async ({
  page,
}) => {
  await signIn(page, 'user')
  await expect(badge(page)).toHaveText(/^\d+$/, { timeout: 30_000 })
  const unread = Number(await badge(page).textContent())
  expect(unread).toBeGreaterThanOrEqual(3)

  await page.getByTestId('site-messages').click()
  await page.getByRole('link', { name: t('shell.AllMessages') }).click()
  await expect(page).toHaveURL(/\/ui\/notifications\/site-messages\/$/)
  const grid = page.getByRole('grid', { name: t('route.SiteMessageList') })
  await expect(grid.getByRole('columnheader', { name: t('siteMessages.sender') })).toBeVisible()

  await page.getByRole('button', { name: t('siteMessages.shown_unread'), exact: true }).click()
  await expect(page).toHaveURL(/shown=unread/)
  const rows = grid.locator('[role="row"][data-id]')
  await expect(rows).toHaveCount(unread)

  const first = rows.first().getByRole('button').first()
  const subject = (await first.textContent()) ?? ''
  await first.click()
  const dialog = page.getByRole('dialog', { name: subject })
  await expect(dialog).toBeVisible()
  await expect(badge(page)).toHaveText(String(unread - 1))
  await dialog.getByRole('button', { name: t('common.Close') }).click()
  await expect(rows).toHaveCount(unread - 1)

  await page.getByRole('button', { name: t('siteMessages.markAll') }).click()
  await expect(page.getByText(t('siteMessages.markedRead', { count: unread - 1 }))).toBeVisible()
  await expect(rows).toHaveCount(0)
  await expect(badge(page)).toBeHidden()

  // the server agrees: after a reload nothing is unread
  await page.reload()
  await expect(page.getByRole('grid', { name: t('route.SiteMessageList') })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(t('table.noData')).first()).toBeVisible()
})
