// Issue 22: the page preloads the startup guard's three calls (index.html) with the session cookies only, so they
// leave while the browser still reads the page. The guard takes those answers where they are what it asks, and asks
// the server itself otherwise: an address naming an organisation (`?oid=`), a browser in another language.
import { expect, test, type Page, type Request } from '@playwright/test'
import { RND_ORG_ID } from '../../mocks/seed/ids'
import { signIn } from '../spine/helpers'
import { hasRows } from '../terminal/helpers'

const STARTUP = ['/api/v1/settings/public/', '/api/v1/users/profile/', '/api/v1/orgs/orgs/current/']

/** The start-up calls a navigation sends (preloads and requests), in order. */
function record(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (r) => {
    if (STARTUP.includes(new URL(r.url()).pathname)) sent.push(r)
  })
  return sent
}
const count = (sent: Request[], path: string) => sent.filter((r) => new URL(r.url()).pathname === path).length

test('issue 22: a cold list asks for the settings, the profile and the organisation once each: the guard takes the preloads', async ({
  page,
}) => {
  await signIn(page, 'admin')
  const sent = record(page)
  await page.goto('/ui/users/users')
  await hasRows(page)
  for (const path of STARTUP) expect(count(sent, path), path).toBe(1)
  // the users list asked for nothing twice either: the preloaded answers were current
  await expect(page.getByTestId('sidebar')).toBeVisible()
})

test('GUARD-09 / issue 22: an address naming an organisation asks for the profile and the organisation in that one', async ({ page }) => {
  await signIn(page, 'admin')
  const sent = record(page)
  await page.goto(`/ui/users/users?oid=${RND_ORG_ID}`)
  await hasRows(page)
  const profiles = sent.filter((r) => new URL(r.url()).pathname === STARTUP[1])
  // the page's preload (cookie organisation) went unused; the guard asked with the address's organisation
  expect(profiles).toHaveLength(2)
  expect(await profiles[1].headerValue('x-jms-org')).toBe(RND_ORG_ID)
})

test('issue 22: a browser in another language than the console has the preloaded answers asked for again in the console’s', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' })
  const page = await context.newPage()
  await signIn(page, 'admin')
  // the console speaks English (signIn's preference) and, from its first page on, keeps the server's language cookie
  // so: clear that cookie to see a first visit
  await context.clearCookies({ name: 'django_language' })
  const sent = record(page)
  await page.goto('/ui/users/users')
  await hasRows(page)
  const profiles = sent.filter((r) => new URL(r.url()).pathname === STARTUP[1])
  expect(profiles).toHaveLength(2)
  expect(await profiles[1].headerValue('accept-language')).toBe('en')
  // the next visit's preloads carry the console's language cookie: asked once
  const again = record(page)
  await page.reload()
  await hasRows(page)
  expect(count(again, STARTUP[1])).toBe(1)
  await context.close()
})
