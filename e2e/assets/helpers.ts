// Steps of the assets-area end-to-end tests. Texts come from locales/en.json (through the spine's `t`); inputs
// are found by their name.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'

export { resetMockBeforeAll }

export { signIn, t }

// The shared machine runs several builds and browsers at once: a cold console can take half a minute to show.
export const expect = baseExpect.configure({ timeout: 30_000 })
export const SLOW_TEST_MS = 240_000

// visible only: pages left open in other tabs of the shell stay in the document, hidden
export const field = (page: Page, name: string): Locator => page.locator(`[name="${name}"]:visible`).first()

/** The form control around a field: its label, input and the error or help text under it. */
export const controlOf = (page: Page, name: string): Locator =>
  field(page, name).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " MuiFormControl-root ")][1]')

export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text })

export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('form.submit') }).click()
}

/** A form error is shown under its field, and what was typed stays. */
export async function expectFieldError(page: Page, name: string, text: string | RegExp): Promise<void> {
  await expect(controlOf(page, name)).toContainText(text)
}

export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: t('list.search') }).first()
  await box.fill(text)
  await box.press('Enter')
  await expect(page.getByText(`${t('list.keyword')}: ${text}`)).toBeVisible()
}

/** Opens the detail of a list row through its name link. */
export async function openDetail(page: Page, name: string): Promise<void> {
  await searchFor(page, name)
  await rowOf(page, name).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

/** Deletes the object of an open detail page and waits for its list. */
export async function deleteFromDetail(page: Page, listPath: RegExp): Promise<void> {
  // the page's own button comes before any row's Delete of a tab table
  await page
    .getByRole('button', { name: t('common.Delete'), exact: true })
    .first()
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.Confirm') })
    .click()
  await expect(page).toHaveURL(listPath)
}

/** The first object of a list, read with the signed-in session. */
export async function firstOf(page: Page, url: string): Promise<Record<string, unknown>> {
  const res = await api(page, 'GET', `${url}?limit=1&offset=0`)
  const body = (await res.json()) as { results: Array<Record<string, unknown>> }
  return body.results[0]
}

/** A route the role may not open is not registered: its URL lands on /404 (ROUTE-GEN-04). */
export async function expectNoRoute(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(/\/ui\/404$/)
}

export const stamp = () => Date.now().toString(36)

/** A row action, inline or in the row's More menu. */
export async function rowAction(page: Page, text: string, label: string): Promise<void> {
  const row = rowOf(page, text)
  const inline = row.getByRole('button', { name: label, exact: true })
  if (await inline.count()) return inline.click()
  await row.getByRole('button', { name: t('table.more') }).click()
  await page.getByRole('menuitem', { name: label, exact: true }).click()
}

/** Resets the mock once before a file's tests (they create objects with unique names, but start from the seed). */
/**
 * FORM-14/15 on a list whose objects have a unique name and a comment: Create with the name of an existing object
 * is refused under the name field and keeps the comment typed; with `name` it saves and returns to the list.
 */
export async function createRefusingTakenName(page: Page, listPath: string, apiUrl: string, name: string): Promise<void> {
  await signIn(page, 'admin', `/ui${listPath}`)
  const taken = String((await firstOf(page, apiUrl)).name)
  await page.getByRole('button', { name: t('common.Create') }).click()
  await field(page, 'name').fill(taken)
  await field(page, 'comment').fill('made by e2e')
  await submit(page)
  await expectFieldError(page, 'name', /unique|exist/i)
  await expect(field(page, 'comment')).toHaveValue('made by e2e')
  await field(page, 'name').fill(name)
  await submit(page)
  await expect(page).toHaveURL(new RegExp(`/ui${listPath}/?(\\?.*)?$`))
}
