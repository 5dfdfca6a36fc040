// CSRF and hostile names through the console's own writes (issue 23). A user group named with an XSS payload is
// created through the form, renamed, exported with the selection (a cache POST, a CSV download), bulk-updated and
// deleted; every unsafe request the console sends in the flow (POST, PUT, PATCH, DELETE under /api/) must carry
// the `X-CSRFToken` header equal to the `csrftoken` cookie. The saved CSV holds the payload name neutralised (a
// leading `'`) and no cell a spreadsheet would run. The figures are printed for the reliability figures of issue 23.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import Papa from 'papaparse'
import { resetMock, signIn } from '../spine/helpers'
import { field, moreAction, rowAction, rowOf, searchFor, selectRow, tx } from '../users/helpers'

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('SEC: every unsafe request carries the CSRF header; an exported CSV neutralises a formula name', async ({ page }, testInfo) => {
  test.slow()
  const unsafe: Array<{ method: string; url: string; header: string | undefined }> = []
  let executed = 0
  await page.exposeBinding('__xss', () => void (executed += 1))
  page.on('dialog', (d) => {
    executed += 1
    void d.dismiss()
  })
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method()) || !url.pathname.startsWith('/api/')) return
    unsafe.push({ method: req.method(), url: url.pathname, header: req.headers()['x-csrftoken'] })
  })

  const stamp = Date.now().toString(36)
  const name = `=HYPERLINK("x")<img src=x onerror=__xss(1)>${stamp}`
  await signIn(page, 'admin', '/ui/users/groups')
  // create, through the form
  await page.getByRole('button', { name: tx('common.Create') }).click()
  await field(page, 'name').fill(name)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await searchFor(page, stamp)
  await expect(rowOf(page, name)).toBeVisible()
  // update, through the form
  await rowAction(page, name, tx('common.Update'))
  // the create page stays mounted in its own tab: the form on screen is the update form
  await page.locator('[name="comment"]:visible').fill(`<svg onload=__xss(2)> ${stamp}`)
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await searchFor(page, stamp)
  await expect(rowOf(page, name)).toContainText('<svg onload=__xss(2)>')
  // export the selection as CSV (the selection is cached on the server first)
  await selectRow(page, name)
  await page.getByRole('button', { name: tx('list.export') }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('radio', { name: tx('export.range_selected', { count: 1 }) })).toBeChecked()
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: tx('export.export') }).click()])
  const file = testInfo.outputPath('groups.csv')
  await download.saveAs(file)
  const cells = Papa.parse<string[]>(
    readFileSync(file, 'utf8')
      .replace(/^\ufeff/, '')
      .trim(),
  ).data.flat()
  expect(cells).toContain(`'${name}`)
  for (const cell of cells) expect(cell).not.toMatch(/^ *[=+@\t\r]|^ *-(?!\d+(\.\d+)?$)/)
  // bulk update of the selection, then delete
  await selectRow(page, name)
  await moreAction(page, 'list.bulkUpdate')
  const bulk = page.getByRole('dialog')
  await bulk.locator('input[data-tick="comment"]').check()
  await bulk.locator('[name="comment"]').fill(`bulk ${stamp}`)
  await bulk.getByRole('button', { name: tx('common.Confirm') }).click()
  await expect(page.getByText(tx('list.bulkUpdateSuccess', { count: 1 }))).toBeVisible()
  await rowAction(page, name, tx('common.Delete'))
  await page.getByRole('button', { name: tx('common.Confirm') }).click()
  await expect(rowOf(page, name)).toHaveCount(0)

  const cookies = await page.context().cookies()
  const cookie = cookies.find((c) => c.name === 'csrftoken')?.value
  // the session cookie is out of the page's reach, and neither cookie is copied into the page's storage
  const session = cookies.find((c) => c.name === 'sessionid')
  expect(session?.httpOnly).toBe(true)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain(session?.value)
  expect(stored).not.toContain(cookie)
  const carried = unsafe.filter((r) => r.header && r.header === cookie)
  const text = `CSRF: ${carried.length} of ${unsafe.length} unsafe requests carried the header (${unsafe
    .map((r) => `${r.method} ${r.url}`)
    .join(', ')}); payloads executed ${executed}`
  console.log(text)
  expect(unsafe.length, text).toBeGreaterThanOrEqual(5)
  expect(carried.length, text).toBe(unsafe.length)
  expect(executed, text).toBe(0)
})
