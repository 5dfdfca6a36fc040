// Steps of the users-area end-to-end tests. Texts come from locales/en.json; field inputs are found by their
// name, which does not depend on the language.
import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'

type Tree = { [key: string]: string | Tree }
const read = (path: string): Tree => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Tree
const sources = [read('../../locales/en.json')]
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree)

/** The English text of a locale key. */
export function tx(key: string, vars: Record<string, string | number> = {}): string {
  const value = sources.map((tree) => lookup(tree, key)).find((v) => typeof v === 'string')
  if (typeof value !== 'string') throw new Error(`missing text ${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}

export const field = (page: Page, name: string): Locator => page.locator(`[name="${name}"]`).first()

/** The grid row with a cell showing exactly this text (a username is unique; `x` must not also match `x-copy`). */
export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) })

export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: tx('list.search') })
  const chip = page.getByText(`${tx('list.keyword')}: ${text}`)
  // Typed while the list was still settling (back from a form), the text can be lost: type it again then.
  await expect(async () => {
    if (await chip.isVisible()) return
    await box.fill(text)
    await box.press('Enter')
    await expect(chip).toBeVisible({ timeout: 5_000 })
  }).toPass()
}

export async function selectRow(page: Page, text: string): Promise<void> {
  await rowOf(page, text).getByRole('checkbox').check()
}

export async function moreAction(page: Page, key: string): Promise<void> {
  await page.getByRole('button', { name: tx('list.moreActions') }).click()
  await page.getByRole('menuitem', { name: tx(key) }).click()
}

/** A row action, inline or in the row's More menu. */
export async function rowAction(page: Page, text: string, label: string): Promise<void> {
  const row = rowOf(page, text)
  const inline = row.getByRole('button', { name: label, exact: true })
  if (await inline.count()) {
    await inline.click()
    return
  }
  await row.getByRole('button', { name: tx('table.more') }).click()
  await page.getByRole('menuitem', { name: label, exact: true }).click()
}

/** Fills the user form's account fields. */
export async function fillUser(page: Page, values: { name?: string; username?: string; email?: string }): Promise<void> {
  if (values.name !== undefined) await field(page, 'name').fill(values.name)
  if (values.username !== undefined) await field(page, 'username').fill(values.username)
  if (values.email !== undefined) await field(page, 'email').fill(values.email)
}
