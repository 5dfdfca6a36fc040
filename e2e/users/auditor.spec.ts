// ROLE-12 / ROUTE-GEN-04: the users area is refused to an auditor — its screens are not registered and the
// server refuses its changes.
import { expect, test } from '@playwright/test'
import { api, resetMock, signIn } from '../spine/helpers'

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

for (const path of ['/ui/users/users', '/ui/users/users/create', '/ui/users/groups', '/ui/users/user-acl']) {
  test(`the auditor cannot open ${path}`, async ({ page }) => {
    await signIn(page, 'auditor')
    await page.goto(path)
    await expect(page).toHaveURL(/\/ui\/404/)
  })
}

test('the auditor cannot create, bulk-update or delete users through the API', async ({ page }) => {
  await signIn(page, 'auditor')
  const create = await api(page, 'POST', '/api/v1/users/users/', { name: 'x', username: 'x-e2e', email: 'x@e2e.io' })
  expect(create.status()).toBe(403)
  const patch = await api(page, 'PATCH', '/api/v1/users/users/', [{ id: '00000000-0000-0000-0000-000000000000', comment: 'x' }])
  expect([403, 400]).toContain(patch.status())
  const del = await api(page, 'DELETE', '/api/v1/users/users/?spm=none')
  expect(del.status()).toBe(403)
})
