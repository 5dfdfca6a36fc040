// Steps of the applications / accounts / permissions / ACL end-to-end tests.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { api, resetMock, resetMockBeforeAll, signIn } from '../spine/helpers'

export { resetMock, signIn }
import { field, rowOf, tx } from '../users/helpers'

/** A file of tests as the system administrator on the seeded data, each test with a long patience limit. */
export function asAdminOnFreshData(): void {
  test.describe.configure({ timeout: 300_000 })
  resetMockBeforeAll()
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin')
  })
}

/** The machine running these tests is shared by many: every wait is long, none is a timing assertion. */
export const expect = baseExpect.configure({ timeout: 45_000 })

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: tx('list.search') })
  await box.fill(text)
  await box.press('Enter')
  await expect(page.getByText(`${tx('list.keyword')}: ${text}`)).toBeVisible()
}

/** The name of an object that already exists in a list (a duplicate name is refused by the server). */
export async function existingName(page: Page, url: string): Promise<string> {
  const res = await api(page, 'GET', `${url}${url.includes('?') ? '&' : '?'}limit=1`)
  const body = (await res.json()) as { results: Array<{ name: string }> }
  return body.results[0].name
}

/** The error text shown under a form field. */
export const fieldError = (page: Page, name: string) =>
  page.locator('.MuiFormControl-root', { has: field(page, name) }).locator('.MuiFormHelperText-root.Mui-error')

/** Picks the first option of a relation select. */
export async function pickFirst(page: Page, name: string): Promise<void> {
  await field(page, name).click()
  await page.getByRole('option').first().click()
  await page.keyboard.press('Escape')
}

/** Submits with a name that exists: the server's error is under the name and the other values stay; then saves. */
export async function duplicateThenSave(page: Page, taken: string, fresh: string, kept: Record<string, string>): Promise<void> {
  await field(page, 'name').fill(taken)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(fieldError(page, 'name')).toBeVisible()
  await expect(field(page, 'name')).toHaveValue(taken)
  for (const [name, value] of Object.entries(kept)) await expect(field(page, name)).toHaveValue(value)
  await field(page, 'name').fill(fresh)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(page).not.toHaveURL(/\/create/)
}

/** Finds the object in its list, opens its detail page and deletes it from there. */
export async function openDetailAndDelete(page: Page, listPath: string, name: string, tabs: string[] = []): Promise<void> {
  await page.goto(listPath)
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  }
  await page.getByRole('button', { name: tx('common.Delete') }).click()
  await page.getByRole('button', { name: tx('common.Confirm') }).click()
  await expect(page).toHaveURL(new RegExp(`/ui${listPath.replace('/ui', '')}/?(\\?.*)?$`))
}
