// Platforms (ROUTE-ASSETS-08, super only): built-in platforms are read-only; a platform is created (a taken
// name refused under its field), a Windows one carries its RDP options, opened and deleted. An org admin and a
// user do not get the routes.
import { test } from '@playwright/test'
import { resetMock } from '../spine/helpers'
import {
  deleteFromDetail,
  expect,
  expectFieldError,
  expectNoRoute,
  field,
  openDetail,
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

test('ROUTE-ASSETS-08 / FORM-14 / FORM-15: built-ins are read-only; create (taken name refused), open, delete', async ({ page }) => {
  const name = `e2e-pf-${stamp()}`
  await signIn(page, 'admin', '/ui/assets/platforms')
  await searchFor(page, 'Linux')
  await expect(
    rowOf(page, 'Linux')
      .first()
      .getByRole('button', { name: t('common.Update'), exact: true }),
  ).toBeDisabled()
  await page.getByRole('button', { name: t('common.Create') }).click()
  await field(page, 'name').fill('Linux')
  await field(page, 'base').click()
  await page.getByRole('option', { name: 'Windows', exact: true }).click()
  await expect(field(page, 'console')).toBeAttached()
  await submit(page)
  await expectFieldError(page, 'name', /unique|exist/i)
  await expect(field(page, 'base')).toHaveValue('Windows')
  await field(page, 'name').fill(name)
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/platforms\/?(\?.*)?$/)
  await openDetail(page, name)
  await expect(page.locator('[data-field="meta"]')).toContainText('security')
  await deleteFromDetail(page, /\/ui\/assets\/platforms\/?$/)
})

test('ROUTE-GEN-04: an organisation administrator does not get the platform routes', async ({ page }) => {
  await signIn(page, 'orgadmin', '/ui/')
  await expectNoRoute(page, '/ui/assets/platforms')
  await expectNoRoute(page, '/ui/assets/platforms/create')
})
