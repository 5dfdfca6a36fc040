// Request forms and approval flows (TICKET-07, TICKET-04): `user` asks for an asset with a system user for one week and
// lands on the ticket's page; the admin sets the asset requests' flow to two levels (super admins, then org admins)
// and reads it back on the flow's page. What was saved is read through the mock's API in the same test.
import { expect, test, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'

resetMockBeforeAll()

const SCREEN_LOAD = { timeout: 45_000 }
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await api(page, 'GET', url)
  expect(res.status()).toBe(200)
  return (await res.json()) as T
}

/** Opens a picker and takes its first suggestion; returns the suggestion's text. */
async function pickFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click()
  const option = page.getByRole('listbox').getByRole('option').first()
  await expect(option).toBeVisible(SCREEN_LOAD)
  const text = (await option.textContent()) ?? ''
  await option.click()
  await page.keyboard.press('Escape')
  return text
}

test('user requests an asset with a system user for one week and lands on the ticket', async ({ page }) => {
  await signIn(page, 'user')
  await page.goto('/ui/tickets/request-asset-perm/create')
  await expect(page.getByRole('form', { name: t('route.RequestAssetPermTicketCreate') })).toBeVisible(SCREEN_LOAD)
  const title = `e2e asset request ${Date.now()}`
  await page.getByRole('textbox', { name: t('tickets.requestTitle') }).fill(title)
  const asset = await pickFirst(page, t('tickets.meta.apply_assets'))
  const systemUser = await pickFirst(page, t('tickets.meta.apply_system_users'))
  await page.getByRole('textbox', { name: t('tickets.requestComment') }).fill('to read the logs')
  await page.getByRole('button', { name: t('form.submit') }).click()

  await expect(page).toHaveURL(new RegExp(`/ui/tickets/request-asset-perm/${UUID}$`), SCREEN_LOAD)
  await expect(page.getByText(t('tickets.requestOpened'))).toBeVisible()
  const id = new URL(page.url()).pathname.split('/').pop()
  const ticket = await getJson<{ title: string; state: string; applicant_display: string; meta: Record<string, unknown> }>(
    page,
    `/api/v1/tickets/tickets/${id}/`,
  )
  expect(ticket.title).toBe(title)
  expect(ticket.state).toBe('open')
  expect(ticket.applicant_display).toContain('(user)')
  expect(ticket.meta.apply_assets_display).toEqual([asset])
  expect(String((ticket.meta.apply_system_users_display as string[])[0])).toContain(systemUser.split('(')[0])
  const days = (Date.parse(String(ticket.meta.apply_date_expired)) - Date.parse(String(ticket.meta.apply_date_start))) / 86_400_000
  expect(days).toBe(7)
})

test('the admin makes the asset requests’ flow two levels and sees it on its page', async ({ page }) => {
  await signIn(page, 'admin')
  // a second flow of a type in the organisation is refused under the type
  await page.goto('/ui/tickets/flows/create?type=apply_asset')
  await expect(page.getByRole('form', { name: t('route.TicketFlowCreate') })).toBeVisible(SCREEN_LOAD)
  await page.getByRole('button', { name: t('form.submit') }).click()
  await expect(page.getByText('The current organization type already exists')).toBeVisible()

  const [flow] = await getJson<Array<{ id: string }>>(page, '/api/v1/tickets/flows/?type=apply_asset')
  await page.goto(`/ui/tickets/flows/${flow.id}/update`)
  const form = page.getByRole('form', { name: t('route.TicketFlowUpdate') })
  await expect(form).toBeVisible(SCREEN_LOAD)
  // back to one level, then a second one added: level 1 super admins, level 2 org admins
  const level = (n: number) => form.getByRole('group', { name: t('tickets.flowLevel', { level: n }) })
  if (await level(2).isVisible())
    await level(2)
      .getByRole('button', { name: t('tickets.flowRemoveLevel') })
      .click()
  await level(1)
    .getByRole('combobox', { name: t('tickets.flowStrategy') })
    .click()
  await page.getByRole('option', { name: t('tickets.flowStrategies.super_admin'), exact: true }).click()
  await form.getByRole('button', { name: t('tickets.flowAddLevel') }).click()
  await level(2)
    .getByRole('combobox', { name: t('tickets.flowStrategy') })
    .click()
  await page.getByRole('option', { name: t('tickets.flowStrategies.org_admin'), exact: true }).click()
  await page.getByRole('button', { name: t('form.submit') }).click()

  await expect(page).toHaveURL(new RegExp(`/ui/tickets/flow/${flow.id}$`), SCREEN_LOAD)
  const shown = (n: number) => page.getByRole('region', { name: t('tickets.flowLevel', { level: n }) })
  await expect(shown(1).locator('[data-field="strategy"]')).toHaveText(t('tickets.flowStrategies.super_admin'))
  await expect(shown(1).locator('[data-field="assignees"]')).toContainText('(admin)')
  await expect(shown(2).locator('[data-field="strategy"]')).toHaveText(t('tickets.flowStrategies.org_admin'))
  await expect(shown(2).locator('[data-field="assignees"]')).toContainText('(orgadmin)')
  const saved = await getJson<{ approval_level: number; rules: Array<{ level: number; strategy: string }> }>(
    page,
    `/api/v1/tickets/flows/${flow.id}/`,
  )
  expect(saved.approval_level).toBe(2)
  expect([...saved.rules].sort((a, b) => a.level - b.level).map((r) => r.strategy)).toEqual(['super_admin', 'org_admin'])
})
