// Applications, accounts, permissions and login-asset ACLs as the system administrator: each resource's list
// opens; a create with a name that already exists shows the server's error under the name with the other typed
// values kept (FORM-13..15), the fixed form saves, the detail opens and the object is deleted from it.
import { test } from '@playwright/test'
import { api } from '../spine/helpers'
import { field, rowOf, tx } from '../users/helpers'
import { duplicateThenSave, existingName, expect, openDetailAndDelete, pickFirst, asAdminOnFreshData } from './helpers'

const stamp = Date.now().toString(36)
asAdminOnFreshData()

/** Opens the create page of an application type through the list's type chooser (DOM-06). */
async function createOfType(page: import('@playwright/test').Page, listPath: string, typeLabel?: string) {
  await page.goto(listPath)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  const dialog = page.getByRole('dialog')
  if (typeLabel) await dialog.getByRole('radio', { name: typeLabel }).check()
  await dialog.getByRole('button', { name: tx('perms.apps.next') }).click()
  await expect(page).toHaveURL(/\/create\?type=/)
}

test('ROUTE-APPS-02 / DOM-06 databases: MySQL form, duplicate name refused under its field, saved, detail, deleted', async ({ page }) => {
  const taken = await existingName(page, '/api/v1/applications/applications/?category=db')
  await createOfType(page, '/ui/applications/databases', tx('perms.apps.types.mysql'))
  await field(page, 'attrs__host').fill('10.9.9.9')
  await field(page, 'attrs__database').fill('e2e')
  await duplicateThenSave(page, taken, `e2e-db-${stamp}`, { attrs__host: '10.9.9.9', attrs__database: 'e2e' })
  await openDetailAndDelete(page, '/ui/applications/databases', `e2e-db-${stamp}`, [tx('perms.apps.accounts')])
})

test('ROUTE-APPS-01 / DOM-06 remote apps: Chrome form on an asset, duplicate name refused, saved, detail, deleted', async ({ page }) => {
  const taken = await existingName(page, '/api/v1/applications/applications/?category=remote_app')
  await createOfType(page, '/ui/applications/remote-apps', tx('perms.apps.types.chrome'))
  await pickFirst(page, 'attrs__asset')
  await field(page, 'attrs__chrome_target').fill('https://e2e.example.com')
  await duplicateThenSave(page, taken, `e2e-chrome-${stamp}`, { attrs__chrome_target: 'https://e2e.example.com' })
  await openDetailAndDelete(page, '/ui/applications/remote-apps', `e2e-chrome-${stamp}`)
})

test('ROUTE-APPS-03 / DOM-06 Kubernetes: cluster form, duplicate name refused, saved, detail, deleted', async ({ page }) => {
  const taken = await existingName(page, '/api/v1/applications/applications/?category=cloud')
  await page.goto('/ui/applications/kubernetes')
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await field(page, 'attrs__cluster').fill('https://k8s.e2e:6443')
  await duplicateThenSave(page, taken, `e2e-k8s-${stamp}`, { attrs__cluster: 'https://k8s.e2e:6443' })
  await openDetailAndDelete(page, '/ui/applications/kubernetes', `e2e-k8s-${stamp}`)
})

test('ROUTE-PERMS-01 / DOM-07 / C-23 asset permissions: duplicate name refused, saved with a user, singular update path, deleted', async ({
  page,
}) => {
  const taken = await existingName(page, '/api/v1/perms/asset-permissions/')
  const name = `e2e-perm-${stamp}`
  await page.goto('/ui/perms/asset-permissions')
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await pickFirst(page, 'users')
  await field(page, 'comment').fill('by e2e')
  await duplicateThenSave(page, taken, name, { comment: 'by e2e' })
  await page.goto('/ui/perms/asset-permissions')
  await page.getByRole('combobox', { name: tx('list.search') }).fill(name)
  await page.getByRole('combobox', { name: tx('list.search') }).press('Enter')
  await rowOf(page, name).getByRole('link', { name }).click()
  await page.getByRole('tab', { name: tx('perms.usersTab') }).click()
  await expect(page.getByRole('region', { name: tx('perms.users') }).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: tx('common.Update') }).click()
  await expect(page).toHaveURL(/\/ui\/perms\/asset-permission\/[^/]+\/update/)
  await expect(field(page, 'name')).toHaveValue(name)
  await openDetailAndDelete(page, '/ui/perms/asset-permissions', name, [tx('perms.assetsTab')])
})

test('ROUTE-PERMS-02 application permissions: type chosen first, duplicate name refused, saved, detail, deleted', async ({ page }) => {
  const taken = await existingName(page, '/api/v1/perms/application-permissions/')
  await createOfType(page, '/ui/perms/app-permissions')
  await field(page, 'comment').fill('by e2e')
  await duplicateThenSave(page, taken, `e2e-app-perm-${stamp}`, { comment: 'by e2e' })
  await openDetailAndDelete(page, '/ui/perms/app-permissions', `e2e-app-perm-${stamp}`, [tx('perms.usersAndApps')])
})

test('ROUTE-ACL-01 login-asset ACLs: duplicate name refused, saved with a reviewer, detail, deleted', async ({ page }) => {
  const taken = await existingName(page, '/api/v1/acls/login-asset-acls/')
  await page.goto('/ui/acl/asset-acl')
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await pickFirst(page, 'reviewers')
  await field(page, 'comment').fill('by e2e')
  await duplicateThenSave(page, taken, `e2e-acl-${stamp}`, { comment: 'by e2e' })
  await openDetailAndDelete(page, '/ui/acl/asset-acl', `e2e-acl-${stamp}`)
})

const SECURITY = '/api/v1/settings/setting/?category=security'

for (const [path, route] of [
  ['/ui/accounts/asset-accounts', 'ROUTE-ACCOUNTS-01'],
  ['/ui/accounts/application-accounts', 'ROUTE-ACCOUNTS-02'],
] as const) {
  test(`${route} / MFA-02 / MFA-04 / C-24 ${path}: the secret is shown after the MFA code, an account is deleted`, async ({ page }) => {
    // Administrators get an MFA device for this test (the default admin has none); set back afterwards.
    expect((await api(page, 'PATCH', SECURITY, { SECURITY_MFA_AUTH: 1 })).status()).toBe(200)
    try {
      await page.goto(path)
      const rows = page.getByRole('row')
      await expect(rows.nth(1)).toBeVisible()
      // count once the list has answered (a loading grid is busy)
      await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
      const before = await rows.count()
      await rows
        .nth(1)
        .getByRole('button', { name: tx('perms.accounts.view') })
        .click()
      await page.getByRole('textbox', { name: tx('mfa.code') }).fill('123456')
      await page.getByRole('button', { name: tx('common.Confirm') }).click()
      const secret = page.getByRole('dialog', { name: tx('perms.accounts.secretTitle') })
      await expect(secret.getByLabel(tx('perms.accounts.username'))).not.toHaveValue('')
      await secret.getByRole('button', { name: tx('perms.accounts.close') }).click()
      const row = rows.nth(1)
      const more = row.getByRole('button', { name: tx('table.more') })
      if (await more.count()) await more.click()
      await page
        .getByRole('menuitem', { name: tx('common.Delete'), exact: true })
        .or(row.getByRole('button', { name: tx('common.Delete'), exact: true }))
        .first()
        .click()
      await page.getByRole('button', { name: tx('common.Confirm') }).click()
      await expect(rows).toHaveCount(before - 1)
    } finally {
      await api(page, 'PATCH', SECURITY, { SECURITY_MFA_AUTH: 0 })
    }
  })
}
