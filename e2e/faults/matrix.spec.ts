// Issue 23, faults × flows: four flows of the user-groups screens — save a form, import a file, delete a row, load
// the list — each meets six faults injected in the browser (page.route) on the one request the flow makes: a 500
// whose body is an HTML page, a request that never answers (the console gives up at its own 60 s timeout; the page
// clock is moved on instead of waiting), a slow answer (8 s, then the real one), a 401, a 403 with the platform's
// English text, and no network. In every cell nothing the user typed or chose is lost (the form keeps its values,
// the import keeps its rows, the row is not deleted, the search stays) and the user reads a translated message (a
// slow answer ends as the flow's success). Figure for the reliability report: "faults × flows, edits lost = 0" over the
// 24 cells below.
//
// Also here: signing in again from the session-ended dialog comes back to the form with its values (issue 23).
import { expect, test, type Page, type Request } from '@playwright/test'
import { api, resetMockBeforeAll, signIn } from '../spine/helpers'
import { field, rowAction, rowOf, searchFor, tx } from '../users/helpers'

resetMockBeforeAll()

const GROUPS = '/api/v1/users/groups/'
const FAULTS = ['500', 'timeout', 'slow', '401', '403', 'offline'] as const
type Fault = (typeof FAULTS)[number]
/** A slow answer: past the list's "slow" notice (4 s), well inside the 60 s timeout. */
const SLOW_MS = 8_000
const PATIENCE = { timeout: 45_000 }

/** What the user reads for each fault (English console). */
const SAID: Record<Exclude<Fault, 'slow'>, string> = {
  '500': tx('http.ServerError', { status: 500 }),
  timeout: tx('http.Timeout'),
  '401': tx('http.LoginRequiredMsg'),
  '403': tx('common.BadRoleErrorMsg'),
  offline: tx('http.NetworkError'),
}

/** Injects the fault on the requests `hit` picks; returns the way to stop injecting. */
async function inject(page: Page, fault: Fault, hit: (request: Request, path: string) => boolean): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname.startsWith(GROUPS)
  await page.route(matcher, async (route) => {
    const request = route.request()
    if (!hit(request, new URL(request.url()).pathname)) return route.fallback()
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error (500)</h1>' })
      case '401':
        return route.fulfill({ status: 401, json: { detail: 'Authentication credentials were not provided.' } })
      case '403':
        return route.fulfill({ status: 403, json: { detail: 'You do not have permission to perform this action.' } })
      case 'offline':
        return route.abort('internetdisconnected')
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
        return route.fallback()
      case 'timeout':
        // never answered: the console's own timeout ends it (the page clock is moved past it)
        return
    }
  })
  return () => page.unroute(matcher)
}

/** Before the page loads: a timeout fault needs the page clock, to move it past the console's 60 s. */
async function prepare(page: Page, fault: Fault): Promise<void> {
  if (fault === 'timeout') await page.clock.install()
}

/** After the request left: lets the console's timeout fire (timeout fault only). */
async function waitOut(page: Page, fault: Fault): Promise<void> {
  if (fault === 'timeout') await page.clock.fastForward('01:05')
}

async function said(page: Page, fault: Exclude<Fault, 'slow'>): Promise<void> {
  if (fault === '401') {
    await expect(page.getByRole('dialog').getByText(SAID['401'])).toBeVisible(PATIENCE)
    return
  }
  // case-sensitive: the server's own "Server Error (500)" is only in the (closed) details
  await expect(page.getByText(new RegExp(SAID[fault].replace(/[()]/g, '\\$&'))).first()).toBeVisible(PATIENCE)
}

async function groupsNamed(page: Page, name: string): Promise<Array<{ name: string; comment: string }>> {
  const answer = await api(page, 'GET', `${GROUPS}?search=${encodeURIComponent(name)}`)
  return ((await answer.json()) as Array<{ name: string; comment: string }>).filter((g) => g.name === name)
}

const stamp = Date.now().toString(36)

for (const fault of FAULTS) {
  test.describe(`fault ${fault}`, () => {
    test(`issue 23 / ERR-24: save a form — ${fault}: the values stay, a translated message`, async ({ page }) => {
      await prepare(page, fault)
      const name = `fault-form-${fault}-${stamp}`
      await signIn(page, 'admin', '/ui/users/groups/create')
      await field(page, 'name').fill(name)
      await field(page, 'comment').fill('typed before the fault')
      await inject(page, fault, (r, path) => r.method() === 'POST' && path === GROUPS)
      await page.getByRole('button', { name: tx('form.submit') }).click()
      await waitOut(page, fault)
      if (fault === 'slow') {
        await expect(page.getByText(tx('form.createSuccess'))).toBeVisible(PATIENCE)
        expect(await groupsNamed(page, name)).toEqual([expect.objectContaining({ name, comment: 'typed before the fault' })])
        return
      }
      await said(page, fault)
      await expect(page.getByText('<h1>')).toHaveCount(0)
      await expect(field(page, 'name')).toHaveValue(name)
      await expect(field(page, 'comment')).toHaveValue('typed before the fault')
      expect(await groupsNamed(page, name)).toEqual([])
    })

    test(`issue 23 / IMPORT-*: import — ${fault}: the rows stay in the preview, a translated message`, async ({ page }) => {
      await prepare(page, fault)
      const name = `fault-import-${fault}-${stamp}`
      await signIn(page, 'admin', '/ui/users/groups')
      await page.getByRole('button', { name: tx('list.import') }).click()
      const importer = page.getByRole('dialog')
      await importer
        .locator('input[type=file]')
        .setInputFiles({ name: 'groups.csv', mimeType: 'text/csv', buffer: Buffer.from(`name,comment\n${name},imported\n`) })
      // by CSS, not by role: behind the session-ended dialog (401) the import dialog is hidden from the accessibility tree
      const preview = page.locator(`[role="table"][aria-label="${tx('import.preview')}"]`)
      await expect(preview.getByText(name)).toBeVisible(PATIENCE)
      await inject(page, fault, (r, path) => r.method() === 'POST' && path === GROUPS)
      await importer.getByRole('button', { name: tx('import.button_import') }).click()
      await waitOut(page, fault)
      if (fault === 'slow') {
        await expect(importer.getByRole('button', { name: tx('import.button_finished') })).toBeVisible(PATIENCE)
        expect(await groupsNamed(page, name)).toHaveLength(1)
        return
      }
      if (fault === '401') await said(page, fault)
      else await expect(preview.locator('[data-status="error"] svg title')).toContainText(SAID[fault], PATIENCE)
      await expect(preview.getByText(name)).toBeVisible()
      expect(await groupsNamed(page, name)).toEqual([])
    })

    test(`issue 23 / DTABLE-12: delete — ${fault}: the row is kept, a translated message`, async ({ page }) => {
      await prepare(page, fault)
      const name = `fault-delete-${fault}-${stamp}`
      await signIn(page, 'admin', '/ui/users/groups')
      expect((await api(page, 'POST', GROUPS, { name })).ok()).toBe(true)
      await searchFor(page, name)
      await expect(rowOf(page, name)).toBeVisible(PATIENCE)
      await inject(page, fault, (r) => r.method() === 'DELETE')
      await rowAction(page, name, tx('common.Delete'))
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tx('common.Confirm') })
        .click()
      await waitOut(page, fault)
      if (fault === 'slow') {
        await expect(page.getByText(tx('common.deleteSuccessMsg'))).toBeVisible(PATIENCE)
        expect(await groupsNamed(page, name)).toEqual([])
        return
      }
      await said(page, fault)
      await expect(page.getByText('<h1>')).toHaveCount(0)
      expect(await groupsNamed(page, name)).toHaveLength(1)
      await expect(page.getByText(`${tx('list.keyword')}: ${name}`)).toBeVisible()
    })

    test(`issue 23 / LIST-38: list — ${fault}: the error in place with a retry, the search kept`, async ({ page }) => {
      await prepare(page, fault)
      await signIn(page, 'admin', '/ui/users/groups')
      // by CSS, not by role: behind the session-ended dialog (401) the page is hidden from the accessibility tree
      const grid = page.locator('[role="grid"]').first()
      await expect(grid.getByRole('row').nth(1)).toBeVisible(PATIENCE)
      const stop = await inject(page, fault, (r, path) => r.method() === 'GET' && path === GROUPS)
      await searchFor(page, 'group')
      await waitOut(page, fault)
      if (fault === 'slow') {
        await expect(page.getByRole('status').filter({ hasText: tx('http.ListSlow') })).toBeVisible(PATIENCE)
        await expect(grid.getByRole('row').nth(1)).toBeVisible(PATIENCE)
        return
      }
      if (fault === '401') await said(page, fault)
      const inPlace = grid.locator('[role="alert"]')
      await expect(inPlace).toContainText(tx('http.ListFailed', { reason: SAID[fault] }), PATIENCE)
      await expect(grid.getByText(tx('table.noData'))).toHaveCount(0)
      await expect(page.getByText(`${tx('list.keyword')}: group`)).toBeVisible()
      if (fault === '401') return
      await stop()
      await inPlace.getByRole('button', { name: tx('guard.Retry') }).click()
      await expect(grid.getByRole('row').nth(1)).toBeVisible(PATIENCE)
    })
  })
}

test('issue 23 / HTTP-10: the session ends during an edit: signing in again comes back to the form with its values', async ({ page }) => {
  const name = `fault-draft-${stamp}`
  // the shell's own requests (the ticket badge's count, the licence) leave once the page has its data: the session
  // ends after them, so that the save is the first request to meet it
  const shellAsked = Promise.all(
    ['/api/v1/tickets/tickets/', '/api/v1/xpack/license/detail'].map((path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path),
    ),
  )
  await signIn(page, 'admin', '/ui/users/groups/create')
  await field(page, 'name').fill(name)
  await field(page, 'comment').fill('typed before the session ended')
  await shellAsked
  // the session ends: the platform forgets it and answers 401
  await inject(page, '401', (r, path) => r.method() === 'POST' && path === GROUPS)
  await page.context().clearCookies()
  await page.getByRole('button', { name: tx('form.submit') }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(tx('http.LoginRequiredMsg'))).toBeVisible(PATIENCE)
  await dialog.getByRole('button', { name: tx('http.ReLogin') }).click()
  await page.waitForURL((url) => url.pathname === '/core/auth/login/')
  await page.unrouteAll()
  await page.locator('input[name=username]').fill('admin')
  await page.locator('input[name=password]').fill('admin')
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit())
  await page.waitForURL((url) => url.pathname === '/ui/users/groups/create', PATIENCE)
  await expect(page.getByRole('status').filter({ hasText: tx('http.DraftRestored') })).toBeVisible(PATIENCE)
  await expect(field(page, 'name')).toHaveValue(name)
  await expect(field(page, 'comment')).toHaveValue('typed before the session ended')
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(page.getByText(tx('form.createSuccess'))).toBeVisible(PATIENCE)
  expect(await groupsNamed(page, name)).toHaveLength(1)
})

test('issue 23: a save answered 200 with a body that is not the saved object is not reported as saved', async ({ page }) => {
  const name = `fault-answer-${stamp}`
  await signIn(page, 'admin', '/ui/users/groups/create')
  await field(page, 'name').fill(name)
  await field(page, 'comment').fill('typed before the odd answer')
  // e.g. a proxy's page in place of the API's answer: nothing reached the platform
  await page.route(
    (url) => url.pathname === GROUPS,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Welcome</body></html>' })
        : route.fallback(),
  )
  await page.getByRole('button', { name: tx('form.submit') }).click()
  await expect(page.getByText(tx('http.UnexpectedAnswer'))).toBeVisible(PATIENCE)
  await expect(page.getByText(tx('form.createSuccess'))).toHaveCount(0)
  await expect(page).toHaveURL(/\/ui\/users\/groups\/create/)
  await expect(field(page, 'name')).toHaveValue(name)
  await expect(field(page, 'comment')).toHaveValue('typed before the odd answer')
})
