// The users area as the system administrator and as an organisation administrator: create (a bad email is
// refused under its field and nothing typed is lost), find, edit, clone, bulk-update, export the selection as
// xlsx and import it back in update mode, then delete (system admin) or remove from the organisation (org admin).
import { expect, test } from '@playwright/test'
import { api, resetMock, signIn } from '../spine/helpers'
import { field, fillUser, moreAction, rowAction, rowOf, searchFor, selectRow, tx } from './helpers'

for (const account of ['admin', 'orgadmin'] as const) {
  test.describe(`users area as ${account}`, () => {
    test.describe.configure({ mode: 'serial' })
    const stamp = `${account}${Date.now().toString(36)}`
    const first = `e2e-${stamp}`
    const copy = `e2e-${stamp}-copy`

    test.beforeAll(async ({ browser }) => {
      const page = await browser.newPage()
      await resetMock(page)
      await page.close()
    })

    test.beforeEach(async ({ page }) => {
      await signIn(page, account, '/ui/users/users')
    })

    test('FORM-12 / FORM-15 / FORM-06 a bad email is refused under its field, values kept; fixed, the user is created', async ({
      page,
    }) => {
      await page.goto('/ui/users/users/create')
      await fillUser(page, { name: 'E2E First', username: first, email: 'not-an-email' })
      await field(page, 'comment').fill('made by e2e')
      await page.getByRole('button', { name: tx('form.submit') }).click()
      await expect(page.getByText(tx('form.invalidEmail'))).toBeVisible()
      await expect(page).toHaveURL(/\/ui\/users\/users\/create/)
      await expect(field(page, 'username')).toHaveValue(first)
      await expect(field(page, 'comment')).toHaveValue('made by e2e')
      await field(page, 'email').fill(`${first}@example.com`)
      await page.getByRole('button', { name: tx('form.submit') }).click()
      await expect(page).toHaveURL(/\/ui\/users\/users\/?(\?.*)?$/)
    })

    test('LIST-04 / LIST-18 the new user is found by search, and the search survives a reload', async ({ page }) => {
      await searchFor(page, first)
      await expect(rowOf(page, first)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`search=${first}`))
      await page.reload()
      await expect(rowOf(page, first)).toBeVisible()
    })

    test('LIST-26 / FORM-06 edit changes the name', async ({ page }) => {
      await searchFor(page, first)
      await rowAction(page, first, tx('common.Update'))
      await expect(field(page, 'username')).toHaveValue(first)
      await field(page, 'name').fill('E2E Renamed')
      await page.getByRole('button', { name: tx('form.submit') }).click()
      await expect(page).toHaveURL(/\/ui\/users\/users\/?(\?.*)?$/)
      await searchFor(page, first)
      await expect(rowOf(page, first)).toContainText('E2E Renamed')
    })

    test('FORM-07 clone creates a second user from the first', async ({ page }) => {
      await searchFor(page, first)
      await rowAction(page, first, tx('common.Clone'))
      await expect(page).toHaveURL(/clone_from=/)
      await expect(field(page, 'name')).toHaveValue('E2E Renamed')
      await fillUser(page, { username: copy, email: `${copy}@example.com` })
      await page.getByRole('button', { name: tx('form.submit') }).click()
      await expect(page).toHaveURL(/\/ui\/users\/users\/?(\?.*)?$/)
      await searchFor(page, stamp)
      await expect(rowOf(page, copy)).toBeVisible()
    })

    test('LIST-34 bulk update changes the ticked field of both users', async ({ page }) => {
      await searchFor(page, stamp)
      await selectRow(page, first)
      await selectRow(page, copy)
      await moreAction(page, 'list.bulkUpdate')
      const dialog = page.getByRole('dialog')
      await dialog.locator('input[data-tick="comment"]').check()
      await dialog.locator('[name="comment"]').fill('bulk updated')
      await dialog.getByRole('button', { name: tx('common.Confirm') }).click()
      await expect(page.getByText(tx('list.bulkUpdateSuccess', { count: 2 }))).toBeVisible()
      const stored = await api(page, 'GET', `/api/v1/users/users/?search=${stamp}`)
      const rows = (await stored.json()) as Array<{ username: string; comment: string }>
      expect(rows.map((r) => [r.username, r.comment]).sort()).toEqual([
        [first, 'bulk updated'],
        [copy, 'bulk updated'],
      ])
    })

    test('EXPORT-08 / EXPORT-09 / IMPORT-17 the selection exported as xlsx comes back in update mode', async ({ page }, testInfo) => {
      await searchFor(page, stamp)
      await selectRow(page, first)
      await selectRow(page, copy)
      await page.getByRole('button', { name: tx('list.export') }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('radio', { name: 'XLSX' }).check()
      await expect(dialog.getByRole('radio', { name: tx('export.range_selected', { count: 2 }) })).toBeChecked()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: tx('export.export') }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
      const file = testInfo.outputPath('users.xlsx')
      await download.saveAs(file)

      await page.getByRole('button', { name: tx('list.import') }).click()
      const importer = page.getByRole('dialog')
      await importer.getByRole('radio', { name: tx('import.modeUpdate') }).check()
      await importer.locator('input[type=file]').setInputFiles(file)
      await expect(importer.getByRole('table', { name: tx('import.preview') })).toBeVisible()
      await importer.getByRole('button', { name: tx('import.button_import') }).click()
      await expect(importer.getByRole('button', { name: tx('import.button_finished') })).toBeVisible({ timeout: 20_000 })
      await importer.getByRole('button', { name: tx('import.button_finished') }).click()
      await expect(importer).toBeHidden()
    })

    test('LIST-22 hidden columns stay hidden after a reload, for this table only', async ({ page }) => {
      await page.getByRole('button', { name: tx('list.columnSettings') }).click()
      const chooser = page.getByRole('dialog')
      const source = chooser.getByRole('checkbox').nth(7)
      const label = (await chooser.getByRole('listitem').nth(7).innerText()).trim()
      await source.click()
      await chooser.getByRole('button', { name: tx('common.Close') }).click()
      const header = page.getByRole('columnheader', { name: label })
      const shownBefore = await header.count()
      await page.reload()
      await expect(page.getByRole('columnheader', { name: label })).toHaveCount(shownBefore)
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('jms_table_config_')))).toContain(
        'jms_table_config_User',
      )
    })

    if (account === 'admin') {
      test('LIST-30..33 bulk delete removes both users', async ({ page }) => {
        await searchFor(page, stamp)
        await selectRow(page, first)
        await selectRow(page, copy)
        await moreAction(page, 'list.bulkDelete')
        await expect(page.getByText(`${tx('common.deleteWarningMsg')} 2 ${tx('list.rowsQuestion')}`)).toBeVisible()
        await page.getByRole('button', { name: tx('common.Confirm') }).click()
        await expect(page.getByText(tx('common.bulkDeleteSuccessMsg'))).toBeVisible()
        await expect(rowOf(page, first)).toHaveCount(0)
        await expect(rowOf(page, copy)).toHaveCount(0)
      })
    } else {
      test('bulk delete is for system administrators; an org admin removes both users from the organisation', async ({ page }) => {
        await searchFor(page, stamp)
        await selectRow(page, first)
        await selectRow(page, copy)
        await page.getByRole('button', { name: tx('list.moreActions') }).click()
        await expect(page.getByRole('menuitem', { name: tx('list.bulkDelete') })).toHaveCount(0)
        await page.getByRole('menuitem', { name: tx('users.removeSelected') }).click()
        await page.getByRole('button', { name: tx('common.Confirm') }).click()
        await expect(page.getByText(tx('users.removeSuccess'))).toBeVisible()
        await expect(rowOf(page, first)).toHaveCount(0)
      })
    }
  })
}
