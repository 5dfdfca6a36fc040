// Command filters and their rules (ROUTE-ASSETS-06/07): a filter is created (a taken name refused under its
// field), its detail lists rules; a rule is created from there (priority out of range refused, VAL-09) and
// shown, then the filter is deleted. An auditor does not get the routes.
import { test } from '@playwright/test'
import {
  createRefusingTakenName,
  deleteFromDetail,
  expect,
  expectFieldError,
  expectNoRoute,
  field,
  openDetail,
  rowOf,
  signIn,
  SLOW_TEST_MS,
  stamp,
  submit,
  t,
  resetMockBeforeAll,
} from './helpers'

test.describe.configure({ timeout: SLOW_TEST_MS })

resetMockBeforeAll()

test('ROUTE-ASSETS-06 / ROUTE-ASSETS-07 / VAL-09 / VAL-10: filter and rule create, delete', async ({ page }) => {
  const name = `e2e-cf-${stamp()}`
  await createRefusingTakenName(page, '/assets/cmd-filters', '/api/v1/assets/cmd-filters/', name)
  await openDetail(page, name)
  await page.getByRole('tab', { name: t('assets.rules') }).click()
  await page.getByRole('button', { name: t('assets.ruleCreate') }).click()
  await expect(page).toHaveURL(/\/ui\/assets\/command-filter-rules\/create\?filter=/)
  await field(page, 'content').fill('rm -rf /\nshutdown')
  await field(page, 'priority').fill('0')
  await submit(page)
  // the server's own minimum speaks first; the 1–100 rule covers what the metadata does not say
  await expectFieldError(page, 'priority', new RegExp(`${t('form.minValue', { min: 1 })}|${t('assets.between', { min: 1, max: 100 })}`))
  await expect(field(page, 'content')).toHaveValue('rm -rf /\nshutdown')
  await field(page, 'priority').fill('90')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/cmd-filters\/[^/]+\?tab=rules/)
  await expect(rowOf(page, 'shutdown')).toBeVisible()
  await deleteFromDetail(page, /\/ui\/assets\/cmd-filters\/?$/)
})

test('ROUTE-GEN-04: an auditor does not get the command filter routes', async ({ page }) => {
  await signIn(page, 'auditor', '/ui/')
  await expectNoRoute(page, '/ui/assets/cmd-filters')
  await expectNoRoute(page, '/ui/assets/command-filter-rules/create')
})
