// Server-written HTML and links in a real browser: a site message carrying script markup is shown sanitised and
// nothing of it runs (issue 6 "safe by construction", MSG-07); the old hash links the server writes into messages
// and mails (`/ui/#/tickets/tickets/{id}`) open the history path, from another page (a new page load) and from
// `/ui/` itself (only the hash changes); an unlicensed server gives the community console (LIC-08).
// The unread list and the public settings are answered by the test (page.route) so that the content is exactly
// the one under test; everything else comes from the mock backend.
import { expect, test, type Page } from '@playwright/test'
import { api, menuOf, resetMock, signIn, t } from './helpers'

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
})

interface Message {
  id: string
  subject: string
  message: string
}

/** The unread site messages the console is given (the GET of the list; marking read still reaches the mock). */
async function serveUnread(page: Page, messages: Message[]): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/v1/notifications/site-message/',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue()
      const results = messages.map((m) => ({
        ...m,
        has_read: false,
        read_at: null,
        date_created: '2026/11/20 10:00:00 +0800',
        date_updated: '2026/11/20 10:00:00 +0800',
        sender: '',
      }))
      return route.fulfill({ json: { count: results.length, next: null, previous: null, results } })
    },
  )
}

interface Violation {
  directive: string
  source: string
}

/**
 * Content-Security-Policy violations of the page. Chromium reports the inline handlers of markup parsed by
 * DOMParser, which DOMPurify parses with, although that document is inert and nothing in it can run: such a report
 * comes from the sanitiser's code. A handler that reached the live page would be reported from elsewhere.
 */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; source: string }[] = []
    ;(window as { __violations?: typeof seen }).__violations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.violatedDirective, source: e.sourceFile }))
  })
  return () => page.evaluate(() => (window as { __violations?: Violation[] }).__violations ?? [])
}

async function openMessages(page: Page) {
  await page.getByTestId('site-messages').click()
  const panel = page.getByTestId('site-messages-panel')
  await expect(panel.getByTestId('site-message').first()).toBeVisible({ timeout: 30_000 })
  return panel
}

test('MSG-07: a site message carrying script markup is shown sanitised and nothing of it runs', async ({ page }) => {
  const violations = await watchViolations(page)
  await serveUnread(page, [
    {
      id: '6f1c0e52-0000-4000-8000-000000000001',
      subject: 'Alert <img src=x onerror="window.__xss = 1">',
      message:
        '<p>Your <b>ticket</b> <a href="/ui/#/tickets/tickets/1">was approved</a></p>' +
        '<img src="/ui/none.png" onerror="window.__xss = 2"><script>window.__xss = 3</script>' +
        '<iframe src="/ui/"></iframe><a href="javascript:window.__xss = 4">bad link</a>',
    },
  ])
  await signIn(page, 'admin')
  const panel = await openMessages(page)
  const item = panel.getByTestId('site-message')
  // the subject is text: its markup shows as written
  await expect(item).toContainText('Alert <img src=x onerror="window.__xss = 1">')
  // the message keeps its harmless markup …
  await expect(item.locator('b')).toHaveText('ticket')
  await expect(item.getByRole('link', { name: 'was approved' })).toHaveAttribute('href', '/ui/#/tickets/tickets/1')
  // … and loses handlers, scripts, frames and script URLs
  await expect(item.locator('img')).toHaveCount(1)
  expect(await item.locator('img').getAttribute('onerror')).toBeNull()
  await expect(item.locator('script, iframe')).toHaveCount(0)
  expect(await item.getByText('bad link').getAttribute('href')).toBeNull()
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  for (const v of await violations()) {
    expect(v.directive).toBe('script-src-attr')
    expect(v.source).toMatch(/\/ui\/assets\/SafeHtml-[\w-]+\.js$/)
  }
})

test('a hash link in a site message opens the ticket at its history path', async ({ page }) => {
  await signIn(page, 'admin', '/ui/dashboard')
  const tickets = await (await api(page, 'GET', '/api/v1/tickets/tickets/?offset=0&limit=1')).json()
  const id = tickets.results[0].id as string
  await serveUnread(page, [
    { id: '6f1c0e52-0000-4000-8000-000000000002', subject: 'Ticket', message: `<a href="/ui/#/tickets/tickets/${id}">Open the ticket</a>` },
  ])
  const panel = await openMessages(page)
  await panel.getByRole('link', { name: 'Open the ticket' }).click()
  await expect(page).toHaveURL(new RegExp(`/ui/tickets/tickets/${id}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tickets.results[0].title as string, { timeout: 30_000 })
})

test('a hash link followed while the console is at /ui/ opens the ticket at its history path', async ({ page }) => {
  await signIn(page, 'user', '/ui/')
  await expect(page).toHaveURL(/\/ui\/$/)
  const tickets = await (await api(page, 'GET', '/api/v1/tickets/tickets/?offset=0&limit=1')).json()
  const id = tickets.results[0].id as string
  await serveUnread(page, [
    {
      id: '6f1c0e52-0000-4000-8000-000000000003',
      subject: 'Ticket',
      message: `<a href="/ui/#/tickets/tickets/${id}?type=apply_asset">Open the ticket</a>`,
    },
  ])
  const panel = await openMessages(page)
  await panel.getByRole('link', { name: 'Open the ticket' }).click()
  await expect(page).toHaveURL(new RegExp(`/ui/tickets/tickets/${id}\\?type=apply_asset$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tickets.results[0].title as string, { timeout: 30_000 })
})

test('an emailed hash link opened in a fresh tab lands on the history path', async ({ page }) => {
  await signIn(page, 'admin')
  const tickets = await (await api(page, 'GET', '/api/v1/tickets/tickets/?offset=0&limit=1')).json()
  const id = tickets.results[0].id as string
  await page.goto(`/ui/#/tickets/tickets/${id}`)
  await expect(page).toHaveURL(new RegExp(`/ui/tickets/tickets/${id}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tickets.results[0].title as string, { timeout: 30_000 })
})

test('LIC-08: an unlicensed server gives no licensed screens, no root org, no org switcher and the GPL notice', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/v1/settings/public/',
    async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data = { ...body.data, XPACK_ENABLED: false, XPACK_LICENSE_IS_VALID: false }
      return route.fulfill({ response, json: body })
    },
  )
  await signIn(page, 'admin')
  await expect(page.getByTestId('footer-gpl')).toHaveText(t('shell.GplNotice'))
  await expect(page.getByTestId('org-switcher')).toHaveCount(0)
  const menu = await menuOf(page)
  for (const key of ['route.Applications', 'route.Accounts', 'route.Acl', 'route.Tickets', 'route.Xpack'])
    expect(menu).not.toContain(t(key))
  expect(menu).toContain(t('route.UserList'))
  await page.goto('/ui/xpack/orgs')
  await expect(page).toHaveURL(/\/ui\/404$/)
})
