// Steps of the terminal-area, audit, extension and job-centre end-to-end tests (on top of the users-area steps).
import { expect as baseExpect, type Page } from '@playwright/test'
import { field, rowAction as usersRowAction, rowOf, searchFor, tx } from '../users/helpers'

export { field, rowOf, searchFor, tx }

/** A row action once the row is on screen (inline, or in the row's More menu). */
export async function rowAction(page: Page, text: string, label: string): Promise<void> {
  await expect(rowOf(page, text)).toBeVisible()
  await usersRowAction(page, text, label)
}

/** Screens load their chunk and metadata on first use; on a loaded machine that takes longer than the default. */
export const expect = baseExpect.configure({ timeout: 30_000 })

/** Picks a choice of a filterable select (or a related object) by its shown text. */
export async function choose(page: Page, name: string, option: string | RegExp): Promise<void> {
  await expect(field(page, name)).toBeVisible(SCREEN_LOAD)
  await field(page, name).click()
  await page.getByRole('option', { name: option }).first().click()
}

/** The generic list's grid (it is labelled by the list's title). */
export const grid = (page: Page) => page.getByRole('grid').first()

/** The first load of a screen fetches its chunk and metadata; on a loaded machine that takes a while. */
export const SCREEN_LOAD = { timeout: 45_000 }

/** Waits until the grid shows at least one row of data. */
export async function hasRows(page: Page): Promise<void> {
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible(SCREEN_LOAD)
}

export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: tx('form.submit') }).click()
}

/** Deletes the object shown on a detail page and waits for its list. */
export async function deleteFromDetail(page: Page, listUrl: RegExp): Promise<void> {
  // the page's own Delete comes before any Delete of its tabs' tables
  await page
    .getByRole('button', { name: tx('common.Delete') })
    .first()
    .click()
  await page.getByRole('button', { name: tx('common.Confirm') }).click()
  await expect(page).toHaveURL(listUrl)
}

/** A route the role may not have lands on the 404 page (ROUTE-GEN-04). */
export async function refused(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(/\/ui\/404/, SCREEN_LOAD)
}
