// Labels (ROUTE-ASSETS-09): list, create (a missing value refused under its field, the name kept), update from
// the list, delete; no detail route. An auditor does not get the routes.
import { test } from '@playwright/test'
import { resetMock } from '../spine/helpers'
import {
  expect,
  expectFieldError,
  rowAction,
  expectNoRoute,
  field,
  rowOf,
  searchFor,
  signIn,
  SLOW_TEST_MS,
  stamp,
  submit,
  t,
} from './helpers'

test.describe.configure({ timeout: SLOW_TEST_MS })

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('ROUTE-ASSETS-09 / FORM-12 / FORM-15: create with a missing value, fix, update, delete', async ({ page }) => {
  const name = `e2e-label-${stamp()}`
  await signIn(page, 'admin', '/ui/assets/labels')
  await page.getByRole('button', { name: t('common.Create') }).click()
  await field(page, 'name').fill(name)
  await submit(page)
  await expectFieldError(page, 'value', t('form.required'))
  await expect(field(page, 'name')).toHaveValue(name)
  await field(page, 'value').fill('blue')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/labels\/?(\?.*)?$/)
  await searchFor(page, name)
  await expect(rowOf(page, name)).toContainText('blue')
  await rowAction(page, name, t('common.Update'))
  await expect(field(page, 'value')).toHaveValue('blue')
  await field(page, 'value').fill('green')
  await submit(page)
  await searchFor(page, name)
  await expect(rowOf(page, name)).toContainText('green')
  await rowAction(page, name, t('common.Delete'))
  await page.getByRole('button', { name: t('common.Confirm') }).click()
  await expect(rowOf(page, name)).toHaveCount(0)
})

test('ROUTE-GEN-04: an auditor does not get the label routes', async ({ page }) => {
  await signIn(page, 'auditor', '/ui/')
  await expectNoRoute(page, '/ui/assets/labels')
})
