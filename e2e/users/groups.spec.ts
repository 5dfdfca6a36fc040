// User groups and user login ACLs: each screen opens for the administrator, and a group is created with a
// member, found, opened and deleted.
import { expect, test } from '@playwright/test'
import { resetMock, sidebar, signIn } from '../spine/helpers'
import { field, rowAction, rowOf, searchFor, tx } from './helpers'

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('DETAIL-03 / DETAIL-06 / DETAIL-09 user groups: create with a member, open its detail (its list lit in the menu), delete', async ({
  page,
}) => {
  test.slow() // seven page loads in one flow
  const name = `e2e-group-${Date.now().toString(36)}`
  await signIn(page, 'admin', '/ui/users/groups')
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await field(page, 'name').fill(name)
  const available = page.getByRole('listbox', { name: tx('form.available') })
  await available.getByRole('option').first().click()
  await page.getByRole('button', { name: tx('form.moveRight') }).click()
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: tx('route.UserGroupList') })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('region', { name: tx('groups.members') }).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('tab', { name: tx('users.grantedAssets') }).click()
  await expect(page).toHaveURL(/tab=grantedAssets/)
  // reloaded, and reopened without the parameter (the cookie), the page comes back on that tab
  const grantedTab = page.getByRole('tab', { name: tx('users.grantedAssets') })
  await page.reload()
  await expect(grantedTab).toHaveAttribute('aria-selected', 'true')
  await page.goto(page.url().split('?')[0])
  await expect(grantedTab).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: tx('common.Delete') }).click()
  await page.getByRole('button', { name: tx('common.Confirm') }).click()
  await expect(page).toHaveURL(/\/ui\/users\/groups\/?$/)
})

test('user login ACLs: the list of a chosen user opens and a rule is created for a user', async ({ page }) => {
  const name = `e2e-acl-${Date.now().toString(36)}`
  await signIn(page, 'admin', '/ui/users/user-acl')
  // the rules are read per user (the platform answers 403 without ?user=): the page asks for the user first
  await expect(page.getByText(tx('acl.chooseUser'))).toBeVisible()
  await page.locator('[name="user"]').click()
  await page.getByRole('option').first().click()
  await expect(page).toHaveURL(/[?&]user=/)
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await field(page, 'name').fill(name)
  await page.locator('[name="user"]').click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await searchFor(page, name)
  await expect(rowOf(page, name)).toBeVisible()
  await rowAction(page, name, tx('common.Update'))
  await expect(field(page, 'name')).toHaveValue(name)
})
