// Domains and gateways (ROUTE-ASSETS-02/03): a domain is created (a taken name refused under its field, values
// kept), its detail lists gateways; a gateway is created from there (a missing IP refused under its field),
// its connection tested, and the domain deleted. An auditor does not get the routes.
import { test } from '@playwright/test'
import {
  createRefusingTakenName,
  deleteFromDetail,
  expect,
  expectFieldError,
  expectNoRoute,
  field,
  openDetail,
  rowAction,
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

test('ROUTE-ASSETS-02 / ROUTE-ASSETS-03 / FORM-15: domain and gateway create, test connection, delete', async ({ page }) => {
  const name = `e2e-domain-${stamp()}`
  await createRefusingTakenName(page, '/assets/domains', '/api/v1/assets/domains/', name)
  await openDetail(page, name)
  await page.getByRole('tab', { name: t('assets.gateways') }).click()
  await page.getByRole('button', { name: t('assets.gatewayCreate') }).click()
  await expect(page).toHaveURL(/\/ui\/assets\/gateways\/create\?domain=/)
  await field(page, 'name').fill(`${name}-gw`)
  await submit(page)
  await expectFieldError(page, 'ip', t('form.required'))
  await expect(field(page, 'name')).toHaveValue(`${name}-gw`)
  await field(page, 'ip').fill('172.16.9.9')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/domains\/[^/]+\?tab=gateways/)
  await expect(rowOf(page, `${name}-gw`)).toBeVisible()
  await rowAction(page, `${name}-gw`, t('assets.testConnection'))
  // the toast of the test (the one of the creation may still be on screen)
  await expect(page.getByText(t('assets.testConnectionOk', { msg: '' }).trim())).toBeVisible()
  await deleteFromDetail(page, /\/ui\/assets\/domains\/?$/)
})

test('ROUTE-GEN-04: an auditor does not get the domain and gateway routes', async ({ page }) => {
  await signIn(page, 'auditor', '/ui/')
  await expectNoRoute(page, '/ui/assets/domains')
  await expectNoRoute(page, '/ui/assets/gateways/create')
})
