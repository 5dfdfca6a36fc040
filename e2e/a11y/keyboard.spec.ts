// Keyboard alone (issue 23, accessibility): every control of a list (search, sort, column width, paging, a row
// action), a form (fields, submit, the refusal under the first wrong field) and a dialog (open, Escape, focus
// back, confirm) is reached with Tab and used with the keys a keyboard user has. Nothing here clicks.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { resetMockBeforeAll, signIn } from '../spine/helpers'
import { rowOf, tx } from '../users/helpers'
import { SCREEN_LOAD } from '../terminal/helpers'

resetMockBeforeAll()

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement)

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails when the keyboard cannot get there. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await expect(target).toBeVisible(SCREEN_LOAD)
  // the whole page is fewer stops than this (the users list with its pager is about a hundred)
  for (let i = 0; i < 250; i += 1) {
    if (await focused(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`the keyboard does not reach ${target.toString()}`)
}

const grid = (page: Page) => page.getByRole('grid').first()
/** The users list's first column (its header text is the server's field label). */
const NAME = 'Name'

test('a list by keyboard alone: search, sort, column width, paging and a row action', async ({ page }) => {
  await signIn(page, 'admin', '/ui/users/users')
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible(SCREEN_LOAD)

  // sort: a sortable header takes the focus and Enter cycles its order
  const nameHeader = grid(page).getByRole('columnheader', { name: NAME, exact: true })
  await tabTo(page, nameHeader)
  await page.keyboard.press('Enter')
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  await page.keyboard.press('Enter')
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')

  // column width: the handle next to it says its width and the arrow keys change it
  const handle = grid(page).getByRole('separator', { name: tx('table.resizeColumn', { name: NAME }) })
  await page.keyboard.press('Tab')
  await expect(handle).toBeFocused()
  const before = Number(await handle.getAttribute('aria-valuenow'))
  await page.keyboard.press('ArrowRight')
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 16))

  // paging: the next-page button, then page 2 is the current one
  await tabTo(page, page.getByRole('button', { name: tx('table.nextPage') }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: tx('table.goToPage', { page: 2 }) })).toHaveAttribute('aria-current', 'page')

  // search: back up to the search box, type, Enter; the list shows the match only
  await tabTo(page, page.getByRole('combobox', { name: tx('list.search') }), true)
  await page.keyboard.type('auditor')
  await page.keyboard.press('Enter')
  await expect(page.getByText(`${tx('list.keyword')}: auditor`)).toBeVisible()
  await expect(rowOf(page, 'auditor')).toBeVisible()

  // a row action: its Update button opens the user's form
  await tabTo(page, rowOf(page, 'auditor').getByRole('button', { name: tx('common.Update'), exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ui\/users\/users\/[\w-]+\/update/)
  await expect(page.locator('input[name="username"]')).toHaveValue('auditor', SCREEN_LOAD)
})

test('a form by keyboard alone: the refusal takes the focus to the first wrong field; filled in, it saves', async ({ page }) => {
  const username = `kbd-${Date.now().toString(36)}`
  await signIn(page, 'admin', '/ui/users/users/create')
  const name = page.locator('input[name="name"]')
  const submit = page.getByRole('button', { name: tx('form.submit') })

  // submitted empty: the first required field takes the focus and says what is wrong
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/.+/)

  // typed field after field with Tab; a wrong email is refused under it, with the focus there
  await page.keyboard.type('Keyboard User')
  await page.keyboard.press('Tab')
  await expect(page.locator('input[name="username"]')).toBeFocused()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  const email = page.locator('input[name="email"]')
  await expect(email).toBeFocused()
  await page.keyboard.type('not-an-email')
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(tx('form.invalidEmail'))

  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(`${username}@example.com`)
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ui\/users\/users\/?(\?.*)?$/)
})

test('a dialog by keyboard alone: a row delete opens its confirmation, Escape closes it and gives the focus back; Enter confirms', async ({
  page,
}) => {
  const username = `kbd-del-${Date.now().toString(36)}`
  await signIn(page, 'admin', '/ui/users/users/create')
  await page.locator('input[name="name"]').fill('Keyboard Delete')
  await page.locator('input[name="username"]').fill(username)
  await page.locator('input[name="email"]').fill(`${username}@example.com`)
  await page.getByRole('button', { name: tx('form.submit') }).press('Enter')
  await expect(page).toHaveURL(/\/ui\/users\/users\/?(\?.*)?$/)

  await tabTo(page, page.getByRole('combobox', { name: tx('list.search') }))
  await page.keyboard.type(username)
  await page.keyboard.press('Enter')
  const row = rowOf(page, username)
  await expect(row).toBeVisible()

  // the row's More menu: Enter opens it, the arrow keys reach Delete, Enter opens the confirmation
  const more = row.getByRole('button', { name: tx('table.more') })
  const openConfirmation = async () => {
    await tabTo(page, more)
    await page.keyboard.press('Enter')
    const item = page.getByRole('menuitem', { name: tx('common.Delete'), exact: true })
    await expect(page.getByRole('menu')).toBeVisible()
    for (let i = 0; i < 10 && !(await focused(item)); i += 1) await page.keyboard.press('ArrowDown')
    await expect(item).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // the focus is inside the dialog
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    return dialog
  }

  const dialog = await openConfirmation()
  // the open dialog passes axe as the pages do (the sweep sees pages in their first state only)
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(row).toBeVisible()
  await expect(more).toBeFocused()

  const again = await openConfirmation()
  await tabTo(page, again.getByRole('button', { name: tx('common.Confirm') }))
  await page.keyboard.press('Enter')
  await expect(again).toBeHidden()
  await expect(row).toHaveCount(0)
})
