// Pickers and errors that follow an application's type, as the system administrator: an application permission of
// type MySQL offers only MySQL applications and system users of the mysql protocol (ENT-18), and a database
// application refused by the server for a child of its `attrs` shows that error under the child's own input with
// everything typed kept (FORM-13..15).
import { test, type Page } from '@playwright/test'
import { api } from '../spine/helpers'
import { field, tx } from '../users/helpers'
import { existingName, expect, fieldError, openDetailAndDelete, asAdminOnFreshData } from './helpers'

const stamp = Date.now().toString(36)
asAdminOnFreshData()

async function createOfType(page: Page, listPath: string, typeLabel: string) {
  await page.goto(listPath)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: tx('perms.apps.next') })).toBeVisible()
  // a few types are radios, many a select
  if (await dialog.getByRole('radio').count()) await dialog.getByRole('radio', { name: typeLabel }).check()
  else {
    await dialog.getByRole('combobox').click()
    await page.getByRole('option', { name: typeLabel, exact: true }).click()
  }
  await dialog.getByRole('button', { name: tx('perms.apps.next') }).click()
  await expect(page).toHaveURL(/\/create\?type=/)
}

/** The form control around a field (its chips, helper text). */
const control = (page: Page, name: string) => page.locator('.MuiFormControl-root', { has: field(page, name) })

/** What the server lists for a query, as the picker labels it. */
async function listed(page: Page, url: string, label: (r: Record<string, string>) => string): Promise<string[]> {
  const body = (await (await api(page, 'GET', `${url}&limit=100`)).json()) as { results: Array<Record<string, string>> }
  return body.results.map(label).sort()
}

/** The options a relation select offers (all of them fit in its first page here). */
async function offered(page: Page, name: string): Promise<string[]> {
  await field(page, name).click()
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.first()).toBeVisible()
  const texts = (await options.allTextContents()).map((t) => t.trim()).sort()
  await page.keyboard.press('Escape')
  return texts
}

test('ROUTE-PERMS-02 / ENT-18 a MySQL application permission offers only MySQL applications and mysql system users; a taken name is refused with the picks kept', async ({
  page,
}) => {
  const apps = await listed(page, '/api/v1/applications/applications/?category=db&type=mysql', (r) => r.name)
  const systemUsers = await listed(page, '/api/v1/assets/system-users/?protocol=mysql', (r) => `${r.name}(${r.username})`)
  const taken = await existingName(page, '/api/v1/perms/application-permissions/')
  expect(apps.length).toBeGreaterThan(0)
  expect(systemUsers.length).toBeGreaterThan(0)
  await createOfType(page, '/ui/perms/app-permissions', tx('perms.apps.types.mysql'))
  expect(await offered(page, 'applications')).toEqual(apps)
  expect(await offered(page, 'system_users')).toEqual(systemUsers)
  await field(page, 'applications').click()
  await page.getByRole('option', { name: apps[0], exact: true }).click()
  await page.keyboard.press('Escape')
  await field(page, 'system_users').click()
  await page.getByRole('option', { name: systemUsers[0], exact: true }).click()
  await page.keyboard.press('Escape')
  await field(page, 'name').fill(taken)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(fieldError(page, 'name')).toBeVisible()
  await expect(control(page, 'applications').getByText(apps[0], { exact: true })).toBeVisible()
  await expect(control(page, 'system_users').getByText(systemUsers[0], { exact: true })).toBeVisible()
  const name = `e2e-mysql-perm-${stamp}`
  await field(page, 'name').fill(name)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(page).not.toHaveURL(/\/create/)
  const saved = (await (await api(page, 'GET', `/api/v1/perms/application-permissions/?name=${name}`)).json()) as Array<
    Record<string, unknown>
  >
  expect(saved[0]).toMatchObject({ category: 'db', type: 'mysql', applications_amount: 1, system_users_amount: 1 })
  await openDetailAndDelete(page, '/ui/perms/app-permissions', name, [tx('perms.usersAndApps')])
})

test('FORM-13 / FORM-14 / FORM-15 a database refused by the server for attrs.host shows the error under Host, values kept', async ({
  page,
}) => {
  const name = `e2e-nested-${stamp}`
  await createOfType(page, '/ui/applications/databases', tx('perms.apps.types.mysql'))
  await field(page, 'name').fill(name)
  await field(page, 'attrs__host').fill('10.9.9.8')
  await field(page, 'attrs__database').fill('nested')
  // The browser's own check wants a host; drop it from this one request so that the server's nested error
  // (`{"attrs": {"host": [...]}}`) is what the form has to place.
  // (the create names its type in the query, issue 17 A1)
  await page.route(
    /\/api\/v1\/applications\/applications\/(\?.*)?$/,
    async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      const body = request.postDataJSON() as { attrs: Record<string, unknown> }
      delete body.attrs.host
      await route.continue({ postData: JSON.stringify(body) })
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(fieldError(page, 'attrs__host')).toHaveText('This field is required.')
  await expect(page.getByRole('alert').filter({ hasText: 'attrs' })).toHaveCount(0)
  await expect(field(page, 'name')).toHaveValue(name)
  await expect(field(page, 'attrs__host')).toHaveValue('10.9.9.8')
  await expect(field(page, 'attrs__database')).toHaveValue('nested')
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(page).not.toHaveURL(/\/create/)
  await openDetailAndDelete(page, '/ui/applications/databases', name)
})
