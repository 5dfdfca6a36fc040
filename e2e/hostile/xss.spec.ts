// The hostile-data campaign as a test (issue 23). The mock's `/__mock__/taint` appends the XSS payloads of
// payloads.ts, in turn, to every free-text string of its data (names, comments, messages, ticket titles and bodies,
// command inputs and outputs, login cities and user agents …); then every page route of the route table is
// opened as the admin and as the ordinary user (the routes come from the table itself, so a new route is covered
// without touching this file). Counted over every page: payloads that ran (the exposed `__xss`, a dialog), elements
// built from server text (the payloads' `xss` attribute), Content-Security-Policy violations, uncaught page errors.
// All must be 0; the figures are printed for the reliability figures of issue 23.
import { expect, test, type Page } from '@playwright/test'
import { loadRouteTable, openInConsole } from '../a11y/routeTable'
import type { FlatRoute, generateRoutes as GenerateRoutes } from '../../src/routes'
import type { ROLES as Roles } from '../../src/session/permissions'
import { USER_ID } from '../../mocks/seed/ids'
import { api, signIn, t } from '../spine/helpers'
import { PAYLOADS } from './payloads'

const MOCK = process.env.MOCK_URL ?? `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 18080}`

/** Routes not opened: the sign-in address leaves the console for the platform's page. */
const NOT_OPENED = new Set(['Login'])

/** Where a route with an `:id` finds an object: the route's path up to `/:id` → the API list to take the first row of. */
const ID_LISTS: Record<string, string> = {
  '/users/users': '/api/v1/users/users/',
  '/users/groups': '/api/v1/users/groups/',
  '/users/user-acl': '/api/v1/acls/login-acls/',
  '/assets/assets': '/api/v1/assets/assets/',
  '/assets/assets/detail': '/api/v1/assets/assets/',
  '/assets/domains': '/api/v1/assets/domains/',
  '/assets/gateways': '/api/v1/assets/gateways/',
  '/assets/system-users': '/api/v1/assets/system-users/',
  '/assets/cmd-filters': '/api/v1/assets/cmd-filters/',
  '/assets/platforms': '/api/v1/assets/platforms/',
  '/assets/labels': '/api/v1/assets/labels/',
  '/applications/remote-apps': '/api/v1/applications/applications/?category=remote_app',
  '/applications/databases': '/api/v1/applications/applications/?category=db',
  '/applications/kubernetes': '/api/v1/applications/applications/?category=cloud',
  '/accounts/gathered-user/tasks': '/api/v1/xpack/gathered-user/tasks/',
  '/accounts/change-auth-plan/plan': '/api/v1/xpack/change-auth-plan/plan/',
  '/accounts/change-auth-plan/plan-execution': '/api/v1/xpack/change-auth-plan/plan-execution/',
  '/accounts/change-auth-plan/app-plan': '/api/v1/xpack/change-auth-plan/app-plan/',
  '/accounts/change-auth-plan/app-plan-execution': '/api/v1/xpack/change-auth-plan/app-plan-execution/',
  '/perms/asset-permission': '/api/v1/perms/asset-permissions/',
  '/perms/asset-permissions': '/api/v1/perms/asset-permissions/',
  '/perms/app-permissions': '/api/v1/perms/application-permissions/',
  '/acl/asset-acl': '/api/v1/acls/login-asset-acls/',
  '/terminal/sessions': '/api/v1/terminal/sessions/',
  '/terminal/terminal': '/api/v1/terminal/terminals/',
  '/terminal/storages/replay-storage': '/api/v1/terminal/replay-storages/',
  '/terminal/storages/command-storage': '/api/v1/terminal/command-storages/',
  '/ops/tasks': '/api/v1/ops/tasks/',
  '/ops/adhoc': '/api/v1/ops/adhoc/',
  '/ops/executions': '/api/v1/ops/adhoc-executions/',
  '/ops/celery/task': '/api/v1/ops/command-executions/',
  '/ops/task/task': '/api/v1/ops/command-executions/',
  '/tickets/tickets': '/api/v1/tickets/tickets/',
  '/tickets/request-asset-perm': '/api/v1/tickets/tickets/?type=apply_asset',
  '/tickets/login-asset-confirm': '/api/v1/tickets/tickets/?type=login_asset_confirm',
  '/tickets/request-application-perm': '/api/v1/tickets/tickets/?type=apply_application',
  '/tickets/command-confirm': '/api/v1/tickets/tickets/?type=command_confirm',
  '/tickets/flows': '/api/v1/tickets/flows/',
  '/tickets/flow': '/api/v1/tickets/flows/',
  '/xpack/cloud/account': '/api/v1/xpack/cloud/accounts/',
  '/xpack/cloud/accounts': '/api/v1/xpack/cloud/accounts/',
  '/xpack/cloud/sync-instance-tasks': '/api/v1/xpack/cloud/sync-instance-tasks/',
  '/xpack/orgs': '/api/v1/orgs/orgs/',
  '/command-executions': '/api/v1/ops/command-executions/',
}

type Row = Record<string, unknown>

async function firstRow(page: Page, url: string): Promise<Row | undefined> {
  const res = await api(page, 'GET', `${url}${url.includes('?') ? '&' : '?'}limit=1&offset=0`)
  if (res.status() !== 200) return undefined
  const body = (await res.json()) as { results?: Row[] } | Row[]
  return Array.isArray(body) ? body[0] : body.results?.[0]
}

/** Objects found another way: a query the page needs, a parent object, a ticket of another type. */
const SPECIAL: Record<string, (page: Page) => Promise<{ row?: Row; query?: string }>> = {
  '/users/user-acl': async (page) => {
    const row = await firstRow(page, `/api/v1/acls/login-acls/?user=${USER_ID}`)
    return { row, query: row ? `user=${String(row.user)}` : undefined }
  },
  '/assets/command-filter-rules': async (page) => {
    const filter = await firstRow(page, '/api/v1/assets/cmd-filters/')
    const row = filter ? await firstRow(page, `/api/v1/assets/cmd-filters/${String(filter.id)}/rules/`) : undefined
    return { row, query: filter ? `filter=${String(filter.id)}` : undefined }
  },
}

async function addressOf(page: Page, route: FlatRoute): Promise<string | undefined> {
  const at = route.path.indexOf('/:id')
  if (at < 0) return route.path
  const stem = route.path.slice(0, at)
  if (SPECIAL[stem]) {
    const { row, query } = await SPECIAL[stem](page)
    return row ? `${route.path.replace(':id', String(row.id))}${query ? `?${query}` : ''}` : undefined
  }
  const list = ID_LISTS[stem]
  // a ticket page of a type the role has none of opens a ticket of another type
  const row = list
    ? ((await firstRow(page, list)) ?? (list.includes('?type=') ? await firstRow(page, '/api/v1/tickets/tickets/') : undefined))
    : undefined
  return row ? route.path.replace(':id', String(row.id)) : undefined
}

/** The route table's functions the campaign needs (e2e/a11y/routeTable.ts loads the table). */
async function loadTable(): Promise<{ generateRoutes: typeof GenerateRoutes; ROLES: typeof Roles }> {
  const { routes, permissions } = await loadRouteTable()
  return { generateRoutes: routes.generateRoutes, ROLES: permissions.ROLES }
}

let table: Awaited<ReturnType<typeof loadTable>>

async function routesOf(page: Page, role: number): Promise<FlatRoute[]> {
  const { generateRoutes } = table
  const body = (await (await api(page, 'GET', '/api/v1/settings/public/')).json()) as { data?: Record<string, unknown> }
  const settings = body.data ?? (body as Record<string, unknown>)
  const { flat } = generateRoutes({ role, licenceValid: !!settings.XPACK_LICENSE_IS_VALID, settings })
  return flat.filter((r) => r.page && !r.alias && !NOT_OPENED.has(r.name))
}

interface Watch {
  executed: string[]
  cspViolations: string[]
  pageErrors: string[]
}

/** Listens for every sign of a payload running, before the first page loads. */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { executed: [], cspViolations: [], pageErrors: [] }
  await page.exposeBinding('__xss', (_source, n: unknown) => void w.executed.push(`__xss(${String(n)}) on ${page.url()}`))
  page.on('dialog', (d) => {
    w.executed.push(`${d.type()} "${d.message()}" on ${page.url()}`)
    void d.dismiss()
  })
  page.on('pageerror', (e) => w.pageErrors.push(`${e.message} on ${page.url()}`))
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate|frame)/i.test(msg.text())) w.cspViolations.push(msg.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to execute: Content Security Policy violation of ${e.violatedDirective} by ${e.blockedURI}`)
    })
  })
  return w
}

const open = (page: Page, href: string) => openInConsole(page, href)

interface Campaign extends Watch {
  pages: number
  skipped: string[]
  unopened: string[]
  injected: string[]
  shown: number
}

async function campaign(page: Page, w: Watch, role: number): Promise<Campaign> {
  const routes = await routesOf(page, role)
  const result: Campaign = { ...w, pages: 0, skipped: [], unopened: [], injected: [], shown: 0 }
  for (const [i, route] of routes.entries()) {
    const href = await addressOf(page, route)
    if (!href) {
      result.skipped.push(route.name)
      continue
    }
    await test.step(`${route.name} ${href}`, async () => {
      try {
        await open(page, href)
      } catch {
        result.unopened.push(`${route.name} ${href}`)
        return
      }
      // an element made from server text, and how many payload texts the page shows as text (they must be visible)
      const seen = await page.evaluate(() => ({
        injected: [...document.querySelectorAll('[xss]')].map((e) => e.outerHTML.slice(0, 120)),
        shown: (document.body.innerText.match(/__xss\(|onerror=|<svg|<img|<script/g) ?? []).length,
      }))
      result.injected.push(...seen.injected.map((h) => `${href}: ${h}`))
      result.shown += seen.shown
      result.pages += 1
    })
    // the pages of open tabs stay mounted: close them now and then so the page under test stays small
    if (i % 4 === 3) await page.getByRole('button', { name: t('shell.CloseAllTabs') }).click()
  }
  return result
}

function summary(role: string, r: Campaign): string {
  return [
    `${role}: ${PAYLOADS.length} payloads, ${r.pages} pages opened (${r.skipped.length} routes without an object: ${r.skipped.join(', ') || 'none'}),`,
    `  did not settle: ${r.unopened.join(', ') || 'none'}`,
    `  payload texts shown as text ${r.shown}; executed ${r.executed.length}; elements injected ${r.injected.length};`,
    `  CSP violations ${r.cspViolations.length}; page errors ${r.pageErrors.length}`,
    ...r.executed.map((x) => `  executed: ${x}`),
    ...r.injected.slice(0, 10).map((x) => `  injected: ${x}`),
    ...r.cspViolations.slice(0, 10).map((x) => `  CSP: ${x}`),
    ...r.pageErrors.slice(0, 10).map((x) => `  error: ${x}`),
  ].join('\n')
}

test.describe.configure({ mode: 'serial' })

let planted = 0

test.beforeAll(async ({ request }) => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(40)
  table = await loadTable()
  const reset = await request.post(`${MOCK}/__mock__/reset`)
  expect(reset.ok()).toBe(true)
  const taint = await request.post(`${MOCK}/__mock__/taint`, { data: { payloads: PAYLOADS } })
  expect(taint.ok()).toBe(true)
  planted = ((await taint.json()) as { strings: number }).strings
  expect(planted).toBeGreaterThan(1000)
})

test.afterAll(async ({ request }) => {
  await request.post(`${MOCK}/__mock__/reset`)
})

for (const [role, account, minPages] of [
  ['admin', 'admin', 100],
  ['user', 'user', 10],
] as const) {
  test(`SEC: no payload of ${PAYLOADS.length} planted in every server string runs on any page (${role})`, async ({ page }) => {
    test.setTimeout(600_000)
    const w = await watch(page)
    await signIn(page, account)
    const r = await campaign(page, w, role === 'admin' ? table.ROLES.SuperAdmin : table.ROLES.User)
    const text = summary(role, r)
    console.log(`XSS campaign: ${planted} server strings planted\n${text}`)
    expect(r.pages, text).toBeGreaterThanOrEqual(minPages)
    // the payloads reached the pages (shown as text), so the zeros below mean something
    expect(r.shown, text).toBeGreaterThan(100)
    expect(r.executed, text).toEqual([])
    expect(r.injected, text).toEqual([])
    expect(r.cspViolations, text).toEqual([])
    expect(r.pageErrors, text).toEqual([])
  })
}
