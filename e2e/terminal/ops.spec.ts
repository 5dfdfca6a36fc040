// The job centre's tasks (ROUTE-OPS-01): the list, a task's detail with its versions and runs, a version's and a
// run's detail; auditors do not get them.
import { test } from '@playwright/test'
import { resetMock, signIn } from '../spine/helpers'
import { expect, hasRows, refused, tx } from './helpers'

test.setTimeout(180_000)

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

test('ROUTE-OPS-01 tasks: list, detail, a version and a run', async ({ page }) => {
  await signIn(page, 'admin', '/ui/ops/tasks')
  await hasRows(page)
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/ui\/ops\/tasks\/[0-9a-f-]{36}/)
  await page.getByRole('tab', { name: tx('ops.versions') }).click()
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/ui\/ops\/adhoc\/[0-9a-f-]{36}/)
  // a fresh load, so that the task page kept open in its tab does not offer a second "Run history"
  await page.reload()
  await page.getByRole('tab', { name: tx('ops.history') }).click()
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/ui\/ops\/executions\/[0-9a-f-]{36}/)
  // the run's own summary (the run-history grid of the version page, kept open in its tab, has the same header)
  await expect(page.getByRole('term').filter({ hasText: tx('ops.stat') })).toBeVisible()
})

test('ROLE-12 an auditor gets no task screens', async ({ page }) => {
  await signIn(page, 'auditor')
  for (const path of ['/ui/ops/tasks', '/ui/ops/adhoc/00000000-0000-0000-0000-000000000001']) await refused(page, path)
})
