// Issue 23 (walk): the users export names `Role` and `Organization role name` twice; importing that file flooded
// the browser console with duplicate-key errors. Export → import (update) must be clean and lossless: every user
// exported as CSV and as XLSX comes back with no row failing, no console error, and no user changed.
import { test, type Page } from '@playwright/test'
import { api, resetMockBeforeAll, signIn } from '../spine/helpers'
import { expect, hasRows, SCREEN_LOAD, tx } from '../terminal/helpers'

resetMockBeforeAll()

type User = Record<string, unknown> & { id: string }
const USERS = '/api/v1/users/users/'

/** Every user as the API answers it, lists compared as sets (the order of a many-to-many field carries nothing). */
async function snapshot(page: Page): Promise<Map<string, User>> {
  const rows = (await (await api(page, 'GET', USERS)).json()) as User[]
  const norm = (v: unknown) => (Array.isArray(v) ? [...v].map(String).sort() : v)
  // `groups_display` is the names of `groups` in the same (unordered) order
  const normRow = (u: User) => {
    const out = Object.fromEntries(Object.entries(u).map(([k, v]) => [k, norm(v)]))
    if (typeof out.groups_display === 'string') out.groups_display = out.groups_display.split(' ').sort().join(' ')
    return out as User
  }
  return new Map(rows.map((u) => [u.id, normRow(u)]))
}

for (const format of ['csv', 'xlsx'] as const) {
  test(`users exported as ${format.toUpperCase()} come back unchanged through an update import (IMPORT-08 / EXPORT-08)`, async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin', '/ui/users/users')
    await hasRows(page)
    // the console's errors from here on (the sign-in page's missing favicon is not the console's)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`)
    })
    const before = await snapshot(page)

    await page.getByRole('button', { name: tx('list.export') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: format.toUpperCase() }).check()
    await dialog.getByRole('radio', { name: tx('export.range_all') }).check()
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: tx('export.export') }).click()])
    const file = testInfo.outputPath(`users.${format}`)
    await download.saveAs(file)

    await page.getByRole('button', { name: tx('list.import') }).click()
    const importer = page.getByRole('dialog')
    await importer.getByRole('radio', { name: tx('import.modeUpdate') }).check()
    await importer.locator('input[type=file]').setInputFiles(file)
    const preview = importer.getByRole('table', { name: tx('import.preview') })
    await expect(preview).toBeVisible(SCREEN_LOAD)
    // each field once: the repeated titles of the file are one column each
    const headers = (await preview.getByRole('columnheader').allTextContents()).map((h) => h.trim())
    expect(headers.filter((h) => h === 'Role')).toHaveLength(1)
    expect(headers.filter((h) => h === 'Organization role name')).toHaveLength(1)
    await importer.getByRole('button', { name: tx('import.button_import') }).click()
    await expect(importer.getByRole('button', { name: tx('import.button_finished') })).toBeVisible({ timeout: 60_000 })
    await expect(importer.getByText(tx('import.counts', { total: before.size, ok: before.size, error: 0, pending: 0 }))).toBeVisible()
    await importer.getByRole('button', { name: tx('import.button_finished') }).click()
    await expect(importer).toBeHidden()

    const after = await snapshot(page)
    expect(after.size).toBe(before.size)
    let cells = 0
    const changed: string[] = []
    for (const [id, u] of before) {
      for (const [k, v] of Object.entries(u)) {
        cells += 1
        if (JSON.stringify(after.get(id)?.[k]) !== JSON.stringify(v)) changed.push(`${String(u.username)}.${k}`)
      }
    }
    expect(changed).toEqual([])
    expect(errors).toEqual([])
    testInfo.annotations.push({ type: 'figure', description: `${format}: ${before.size} users, ${cells} cells compared, 0 changed` })
  })
}
