// The licensed extension's screens as the system administrator: organisations (ROUTE-XPACK-07, DOM-08), cloud
// accounts and sync tasks (ROUTE-XPACK-02..04, C-23), password change plans (ROUTE-ACCOUNTS-04, DOM-10,
// VAL-15) and gathering tasks (ROUTE-ACCOUNTS-03). Each creatable one: a bad input is refused under its field
// with the values kept, then saved, opened and deleted. Roles without the right do not get the routes.
import { test } from '@playwright/test'
import { api, resetMock, signIn } from '../spine/helpers'
import { expect, choose, deleteFromDetail, field, hasRows, refused, rowOf, searchFor, submit, tx } from './helpers'

const stamp = () => Date.now().toString(36)

test.setTimeout(180_000)

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('ROUTE-XPACK-07 / DOM-08 an organisation: a taken name is refused, then created with an admin, opened, deleted', async ({ page }) => {
  const name = `e2e-org-${stamp()}`
  await signIn(page, 'admin', '/ui/xpack/orgs')
  await hasRows(page)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await field(page, 'name').fill('Default')
  await field(page, 'comment').fill('made by e2e')
  await choose(page, 'admins', /admin/)
  await submit(page)
  await expect(page.getByText('Organization with this Name already exists.')).toBeVisible()
  await expect(field(page, 'comment')).toHaveValue('made by e2e')
  await field(page, 'name').fill(name)
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/xpack\/orgs\/?$/)
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByText(tx('xpack.org.asset_perms'))).toBeVisible()
  await page.getByRole('tab', { name: tx('xpack.org.members') }).click()
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible()
  await deleteFromDetail(page, /\/ui\/xpack\/orgs\/?$/)
})

test('ROUTE-XPACK-03 / ENT-25 a cloud account: missing credentials refused, created, opened at the plural detail, deleted', async ({
  page,
}) => {
  const name = `e2e-cloud-${stamp()}`
  await signIn(page, 'admin', '/ui/xpack/cloud')
  await hasRows(page)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/account\/create/)
  await field(page, 'name').fill(name)
  await field(page, 'attrs__access_key_id').fill('AKIAE2E')
  await submit(page)
  await expect(page.getByText(tx('form.required')).first()).toBeVisible()
  await expect(field(page, 'attrs__access_key_id')).toHaveValue('AKIAE2E')
  await field(page, 'attrs__access_key_secret').fill('secret-e2e')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/account\/?$/)
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/accounts\/[0-9a-f-]{36}/)
  // The list's rows carry a button of the same name, and the list stays drawn until the detail's code has loaded:
  // a click at once resolved to a row's button, which then went hidden with its page tab (a 3-minute hang).
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page
    .getByRole('button', { name: tx('terminal.testConnection') })
    .filter({ visible: true })
    .click()
  await expect(page.getByText(tx('terminal.testSucceeded'))).toBeVisible()
  await deleteFromDetail(page, /\/ui\/xpack\/cloud\/account\/?$/)
})

test('ROUTE-XPACK-03 / ENT-25 a VMware cloud account: host and port asked, a missing password refused with values kept, created, deleted', async ({
  page,
}) => {
  const name = `e2e-vmware-${stamp()}`
  await signIn(page, 'admin', '/ui/xpack/cloud')
  await hasRows(page)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/account\/create/)
  await field(page, 'name').fill(name)
  await choose(page, 'provider', 'VMware')
  await expect(field(page, 'attrs__access_key_id')).toHaveCount(0)
  await expect(field(page, 'attrs__port')).toHaveValue('443')
  await field(page, 'attrs__host').fill('vcenter.e2e.example.com')
  await field(page, 'attrs__username').fill('svc-e2e')
  await submit(page)
  const password = page.locator('.MuiFormControl-root', { has: field(page, 'attrs__password') })
  await expect(password.locator('.MuiFormHelperText-root.Mui-error')).toHaveText(tx('form.required'))
  await expect(field(page, 'name')).toHaveValue(name)
  await expect(field(page, 'attrs__host')).toHaveValue('vcenter.e2e.example.com')
  await expect(field(page, 'attrs__username')).toHaveValue('svc-e2e')
  await field(page, 'attrs__password').fill('Pa55-e2e')
  await submit(page)
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/account\/?$/)
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/accounts\/[0-9a-f-]{36}/)
  const id = /accounts\/([0-9a-f-]{36})/.exec(page.url())![1]
  const saved = (await (await api(page, 'GET', `/api/v1/xpack/cloud/accounts/${id}/`)).json()) as Record<string, unknown>
  expect(saved).toMatchObject({ provider: 'vmware', attrs: { host: 'vcenter.e2e.example.com', port: 443, username: 'svc-e2e' } })
  // the detail drawn, not the list still shown with its rows' own Delete buttons
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await deleteFromDetail(page, /\/ui\/xpack\/cloud\/account\/?$/)
})

test('ROUTE-XPACK-04 / DOM-09 sync tasks: the tab lists them and a task opens its history', async ({ page }) => {
  await signIn(page, 'admin', '/ui/xpack/cloud?tab=syncTasks')
  await hasRows(page)
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/ui\/xpack\/cloud\/sync-instance-tasks\/[0-9a-f-]{36}/)
  await page.getByRole('tab', { name: tx('route.CloudSyncHistory') }).click()
  await expect(page.getByRole('columnheader', { name: tx('xpack.cloud.released') })).toBeVisible()
})

test('ROUTE-ACCOUNTS-04 / VAL-15 an asset password change plan: a bad crontab is refused, then created, opened, deleted', async ({
  page,
}) => {
  const name = `e2e-plan-${stamp()}`
  await signIn(page, 'admin', '/ui/accounts/change-auth-plan')
  await hasRows(page)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await expect(page).toHaveURL(/\/change-auth-plan\/plan\/create/)
  await field(page, 'name').fill(name)
  await field(page, 'username').fill('root')
  await field(page, 'is_periodic').check()
  await field(page, 'crontab').fill('0 2 * *')
  await submit(page)
  await expect(page.getByText(tx('xpack.crontabFiveFields'))).toBeVisible()
  await expect(field(page, 'name')).toHaveValue(name)
  await field(page, 'crontab').fill('0 2 * * *')
  await submit(page)
  await expect(page).toHaveURL(/\/change-auth-plan\/plan\/?$/)
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await page.getByRole('tab', { name: tx('xpack.plan.executions') }).click()
  await deleteFromDetail(page, /\/change-auth-plan\/plan\/?$/)
})

test('ROUTE-ACCOUNTS-03 gathered users and a gathering task: refused without a name, created, opened, deleted', async ({ page }) => {
  const name = `e2e-gather-${stamp()}`
  await signIn(page, 'admin', '/ui/accounts/gathered-user')
  await hasRows(page)
  await page.getByRole('tab', { name: tx('route.GatherUserTaskList') }).click()
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await expect(page).toHaveURL(/\/gathered-user\/tasks\/create/)
  await field(page, 'comment').fill('e2e gathering')
  await submit(page)
  await expect(page.getByText(tx('form.required')).first()).toBeVisible()
  await expect(field(page, 'comment')).toHaveValue('e2e gathering')
  await field(page, 'name').fill(name)
  await submit(page)
  await expect(page).toHaveURL(/\/gathered-user\/tasks\/?$/)
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await deleteFromDetail(page, /\/gathered-user\/tasks\/?$/)
})

test('ROLE-11 an organisation administrator gets no organisations', async ({ page }) => {
  await signIn(page, 'orgadmin')
  await refused(page, '/ui/xpack/orgs')
})

test('ROLE-12 an auditor gets no extension lists', async ({ page }) => {
  await signIn(page, 'auditor')
  for (const path of ['/ui/xpack/cloud', '/ui/accounts/change-auth-plan', '/ui/accounts/gathered-user']) await refused(page, path)
})
