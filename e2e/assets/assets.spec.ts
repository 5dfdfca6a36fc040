// Assets (ROUTE-ASSETS-01, issue 8): the list beside the node tree, create with a refused hostname (the error
// under the field, the other values kept), the detail with its hardware, tabs and the connectivity task log,
// delete; an auditor does not get the route.
import { test } from '@playwright/test'
import { resetMock } from '../spine/helpers'
import { deleteFromDetail, expect, expectFieldError, expectNoRoute, field, firstOf, openDetail, rowOf, searchFor, signIn, SLOW_TEST_MS, stamp, submit, t } from './helpers'

test.describe.configure({ timeout: SLOW_TEST_MS })

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('ROUTE-ASSETS-01 / FORM-14 / FORM-15 / DOM-11: create (duplicate hostname refused under its field), open, test connectivity, delete', async ({ page }) => {
  const host = `e2e-host-${stamp()}`
  await signIn(page, 'admin', '/ui/assets/assets')
  const taken = String((await firstOf(page, '/api/v1/assets/assets/')).hostname)
  // the node tree sits beside the list, with asset counts in the node names
  const tree = page.getByRole('tree', { name: t('assets.nodeTree') })
  await expect(tree.getByRole('treeitem').first()).toContainText(/\(\d+\)/)
  await page.getByRole('button', { name: t('common.Create') }).click()
  await field(page, 'hostname').fill(taken)
  await field(page, 'ip').fill('10.9.9.9')
  await page.getByRole('button', { name: t('assets.addProtocol') }).click()
  await submit(page)
  await expectFieldError(page, 'hostname', /unique|exist/i)
  await expect(field(page, 'ip')).toHaveValue('10.9.9.9')
  await expect(field(page, 'protocols.1.port')).toHaveValue('3389')
  await field(page, 'hostname').fill(host)
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/assets\/assets\/?(\?.*)?$/)
  await openDetail(page, host)
  await expect(page.getByRole('tab', { name: t('assets.accounts') })).toBeVisible()
  await page.getByRole('button', { name: t('assets.testConnectivity') }).click()
  await expect(page.getByRole('log', { name: t('detail.taskLog') })).toContainText(host)
  await page.getByRole('button', { name: t('common.Close') }).click()
  await deleteFromDetail(page, /\/ui\/assets\/assets\/?$/)
  await searchFor(page, host)
  await expect(rowOf(page, host)).toHaveCount(0)
})

test('issue 8: choosing a node lists its assets; a child node is created, renamed and deleted', async ({ page }) => {
  const name = `e2e-node-${stamp()}`
  await signIn(page, 'admin', '/ui/assets/assets')
  const tree = page.getByRole('tree', { name: t('assets.nodeTree') })
  const root = tree.getByRole('treeitem').first()
  await root.click()
  await expect(page.getByText(t('assets.currentNode', { name: '' }).trim(), { exact: false })).toBeVisible()
  await page.getByRole('button', { name: t('assets.nodeCreate') }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: t('assets.nodeName') }).fill(name)
  await page.getByRole('dialog').getByRole('button', { name: t('common.Confirm') }).click()
  const made = tree.getByRole('treeitem').filter({ hasText: name })
  await expect(made).toBeVisible()
  await made.click()
  await page.getByRole('button', { name: t('assets.nodeRename') }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: t('assets.nodeName') }).fill(`${name}-x`)
  await page.getByRole('dialog').getByRole('button', { name: t('common.Confirm') }).click()
  const renamed = tree.getByRole('treeitem').filter({ hasText: `${name}-x` })
  await expect(renamed).toBeVisible()
  await renamed.click()
  await page.getByRole('button', { name: t('assets.nodeDelete') }).click()
  await page.getByRole('button', { name: t('common.Confirm') }).click()
  await expect(renamed).toHaveCount(0)
})

test('ROUTE-GEN-04: an auditor does not get the asset routes', async ({ page }) => {
  await signIn(page, 'auditor', '/ui/')
  await expectNoRoute(page, '/ui/assets/assets')
  await expectNoRoute(page, '/ui/assets/system-users/create')
})
