// ROLE-12 / ROUTE-GEN-04: the applications, accounts, permissions and ACL screens are admin screens — an auditor
// does not get their routes (each address leads to the not-found page).
import { test } from '@playwright/test'
import { expect, signIn } from './helpers'

const PATHS = [
  '/ui/applications/remote-apps',
  '/ui/applications/databases/create',
  '/ui/applications/kubernetes',
  '/ui/accounts/asset-accounts',
  '/ui/accounts/application-accounts',
  '/ui/perms/asset-permissions',
  '/ui/perms/asset-permission/00000000-0000-0000-0000-000000000001/update',
  '/ui/perms/app-permissions',
  '/ui/acl/asset-acl',
]

test('ROLE-12 / ROUTE-APPS-01..03 / ROUTE-ACCOUNTS-01..02 / ROUTE-PERMS-01..02 / ROUTE-ACL-01 the auditor gets none of these routes', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await signIn(page, 'auditor')
  for (const path of PATHS) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/ui\/404/)
  }
})
