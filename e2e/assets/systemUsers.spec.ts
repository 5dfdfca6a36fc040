// System users and admin users (ROUTE-ASSETS-04/05, G-01): a system user is created (priority out of range
// refused under its field, VAL-11), opened (push/test tasks with their log) and deleted; an admin user is
// created from the admin-user tab (?type=admin) and listed there; a system user's assets are added and removed
// on its Assets tab (issue 8). An auditor does not get the routes.
import { test } from '@playwright/test'
import { api, resetMock } from '../spine/helpers'
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

test('ROUTE-ASSETS-04 / VAL-11 / FORM-15: create with a bad priority, fix, open, test, delete', async ({ page }) => {
  const name = `e2e-su-${stamp()}`
  await signIn(page, 'admin', '/ui/assets/system-users')
  await page.getByRole('button', { name: t('common.Create') }).click()
  await field(page, 'name').fill(name)
  await field(page, 'username').fill('deploy')
  await field(page, 'priority').fill('200')
  await submit(page)
  await expectFieldError(page, 'priority', new RegExp(`${t('form.maxValue', { max: 100 })}|${t('assets.between', { min: 1, max: 100 })}`))
  await expect(field(page, 'username')).toHaveValue('deploy')
  await field(page, 'priority').fill('20')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/system-users\/?(\?.*)?$/)
  await openDetail(page, name)
  await page.getByRole('button', { name: t('assets.testSystemUser') }).click()
  await expect(page.getByRole('log', { name: t('detail.taskLog') })).toContainText(/received/)
  await page.getByRole('button', { name: t('common.Close') }).click()
  await page.getByRole('tab', { name: t('assets.nodes') }).click()
  await expect(page).toHaveURL(/tab=nodes/)
  await deleteFromDetail(page, /\/ui\/assets\/system-users\/?$/)
})

test('G-01 / ROUTE-ASSETS-05 / DOM-05: admin users are a tab of the system-user list and are created with ?type=admin', async ({
  page,
}) => {
  const name = `e2e-admin-${stamp()}`
  await signIn(page, 'admin', '/ui/assets/system-users')
  await page.getByRole('tab', { name: t('route.AdminUserList') }).click()
  await expect(page).toHaveURL(/tab=admin/)
  // the admin-user list replaces the system-user list: its Create button is the one to press
  await expect(page.getByRole('grid', { name: t('route.AdminUserList') })).toBeVisible()
  await page.getByRole('button', { name: t('common.Create') }).click()
  await expect(page).toHaveURL(/\/ui\/assets\/system-users\/create\?type=admin/)
  // an admin user has no login mode or push options
  await expect(field(page, 'login_mode')).toHaveCount(0)
  await expect(field(page, 'auto_push')).toHaveCount(0)
  await field(page, 'name').fill(name)
  await field(page, 'username').fill('root')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/system-users\?tab=admin/)
  await searchFor(page, name)
  await expect(rowOf(page, name)).toBeVisible()
})

test('issue 8 / ROUTE-ASSETS-04: assets are added to a system user from its Assets tab and removed from a row', async ({ page }) => {
  await signIn(page, 'admin', '/ui/assets/system-users')
  const su = (await (await api(page, 'GET', '/api/v1/assets/system-users/?type=common&limit=1&offset=0')).json()) as {
    results: Array<{ id: string; name: string }>
  }
  const { id, name } = su.results[0]
  const related = (await (await api(page, 'GET', `/api/v1/assets/system-users-assets-relations/?systemuser=${id}`)).json()) as Array<{
    asset: string
  }>
  const taken = new Set(related.map((r) => r.asset))
  const all = (await (await api(page, 'GET', '/api/v1/assets/assets/?limit=50&offset=0')).json()) as {
    results: Array<{ id: string; hostname: string; ip: string }>
  }
  const asset = all.results.find((a) => !taken.has(a.id))!
  const label = `${asset.hostname}(${asset.ip})`
  await page.goto(`/ui/assets/system-users/${id}?tab=assets`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  const grid = page.getByRole('grid', { name: t('assets.assets') })
  await expect(grid.getByRole('row').filter({ hasText: label })).toHaveCount(0)
  const select = page.getByRole('combobox', { name: t('assets.addAssets') })
  await select.fill(asset.hostname)
  await page.getByRole('option', { name: label, exact: true }).click()
  await page.getByRole('button', { name: t('common.Add'), exact: true }).click()
  const row = grid.getByRole('row').filter({ hasText: label })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: t('assets.removeRelation'), exact: true }).click()
  await expect(page.getByRole('dialog')).toContainText(t('assets.removeRelationConfirm'))
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.Confirm') })
    .click()
  await expect(row).toHaveCount(0)
})

test('ROUTE-GEN-04: an auditor does not get the system-user routes', async ({ page }) => {
  await signIn(page, 'auditor', '/ui/')
  await expectNoRoute(page, '/ui/assets/system-users')
})
