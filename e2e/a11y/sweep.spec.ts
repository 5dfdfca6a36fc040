// The accessibility sweep (issue 23, A11Y): axe with its default rules on every page route of the route table, as
// the admin (the admin page and the pages of every signed-in role) and as the ordinary user (the user page). The
// routes come from the table itself (generateRoutes with the role, licence and settings the mock gives), so a new
// route is swept without touching this file; a new route with an `:id` needs an entry in ID_SOURCES, and the sweep
// says so. Fails on any serious or critical violation, naming the rule, the route and the first elements.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { FlatRoute } from '../../src/routes'
import { USER_ID } from '../../mocks/seed/ids'
import { api, resetMockBeforeAll, signIn, t } from '../spine/helpers'
import { loadRouteTable, openInConsole, type RouteTableModules } from './routeTable'

resetMockBeforeAll()

let table: RouteTableModules
test.beforeAll(async () => {
  table = await loadRouteTable()
})

/** Routes not swept: the sign-in address leaves the console for the platform's page. */
const NOT_SWEPT = new Set(['Login'])

/**
 * Where a route with an `:id` finds a real object: keyed by the route's path up to `/:id`, the API list to take
 * the first row of (and a query string the page needs).
 */
const ID_SOURCES: Record<string, IdSource> = {
  '/users/users': { list: '/api/v1/users/users/' },
  '/users/groups': { list: '/api/v1/users/groups/' },
  // a user's login rules are read with `?user=` of that user
  '/users/user-acl': { list: `/api/v1/acls/login-acls/?user=${USER_ID}`, query: (row) => `user=${String(row.user)}` },
  '/assets/assets': { list: '/api/v1/assets/assets/' },
  '/assets/assets/detail': { list: '/api/v1/assets/assets/' },
  '/assets/domains': { list: '/api/v1/assets/domains/' },
  '/assets/gateways': { list: '/api/v1/assets/gateways/' },
  '/assets/system-users': { list: '/api/v1/assets/system-users/' },
  '/assets/cmd-filters': { list: '/api/v1/assets/cmd-filters/' },
  // a rule lives under its filter (`?filter=`)
  '/assets/command-filter-rules': {
    list: async (page) => `/api/v1/assets/cmd-filters/${String((await firstRow(page, '/api/v1/assets/cmd-filters/'))?.id)}/rules/`,
    query: (row) => `filter=${String(row.filter)}`,
  },
  '/assets/platforms': { list: '/api/v1/assets/platforms/' },
  '/assets/labels': { list: '/api/v1/assets/labels/' },
  '/applications/remote-apps': { list: '/api/v1/applications/applications/?category=remote_app' },
  '/applications/databases': { list: '/api/v1/applications/applications/?category=db' },
  '/applications/kubernetes': { list: '/api/v1/applications/applications/?category=cloud' },
  '/accounts/gathered-user/tasks': { list: '/api/v1/xpack/gathered-user/tasks/' },
  '/accounts/change-auth-plan/plan': { list: '/api/v1/xpack/change-auth-plan/plan/' },
  '/accounts/change-auth-plan/plan-execution': { list: '/api/v1/xpack/change-auth-plan/plan-execution/' },
  '/accounts/change-auth-plan/app-plan': { list: '/api/v1/xpack/change-auth-plan/app-plan/' },
  '/accounts/change-auth-plan/app-plan-execution': { list: '/api/v1/xpack/change-auth-plan/app-plan-execution/' },
  '/perms/asset-permission': { list: '/api/v1/perms/asset-permissions/' },
  '/perms/asset-permissions': { list: '/api/v1/perms/asset-permissions/' },
  '/perms/app-permissions': { list: '/api/v1/perms/application-permissions/' },
  '/acl/asset-acl': { list: '/api/v1/acls/login-asset-acls/' },
  '/terminal/sessions': { list: '/api/v1/terminal/sessions/' },
  '/terminal/terminal': { list: '/api/v1/terminal/terminals/' },
  '/terminal/storages/replay-storage': { list: '/api/v1/terminal/replay-storages/' },
  '/terminal/storages/command-storage': { list: '/api/v1/terminal/command-storages/' },
  '/ops/tasks': { list: '/api/v1/ops/tasks/' },
  '/ops/adhoc': { list: '/api/v1/ops/adhoc/' },
  '/ops/executions': { list: '/api/v1/ops/adhoc-executions/' },
  // a task log: an execution's task (the user may list only their own batch commands)
  '/ops/celery/task': { list: '/api/v1/ops/command-executions/' },
  '/ops/task/task': { list: '/api/v1/ops/command-executions/' },
  // a ticket of the page's type, or any ticket the role sees (the user has none of some types)
  '/tickets/tickets': { list: '/api/v1/tickets/tickets/' },
  '/tickets/request-asset-perm': { list: '/api/v1/tickets/tickets/?type=apply_asset', else: '/api/v1/tickets/tickets/' },
  '/tickets/login-asset-confirm': { list: '/api/v1/tickets/tickets/?type=login_asset_confirm', else: '/api/v1/tickets/tickets/' },
  '/tickets/request-application-perm': { list: '/api/v1/tickets/tickets/?type=apply_application', else: '/api/v1/tickets/tickets/' },
  '/tickets/command-confirm': { list: '/api/v1/tickets/tickets/?type=command_confirm', else: '/api/v1/tickets/tickets/' },
  '/tickets/flows': { list: '/api/v1/tickets/flows/' },
  '/tickets/flow': { list: '/api/v1/tickets/flows/' },
  '/xpack/cloud/account': { list: '/api/v1/xpack/cloud/accounts/' },
  '/xpack/cloud/accounts': { list: '/api/v1/xpack/cloud/accounts/' },
  '/xpack/cloud/sync-instance-tasks': { list: '/api/v1/xpack/cloud/sync-instance-tasks/' },
  '/xpack/orgs': { list: '/api/v1/orgs/orgs/' },
  '/command-executions': { list: '/api/v1/ops/command-executions/' },
}

/** Pages that need a query string to show their form (the parent object they belong to). */
const PARENT_QUERY: Record<string, { list: string; param: string }> = {
  '/assets/command-filter-rules': { list: '/api/v1/assets/cmd-filters/', param: 'filter' },
  '/assets/gateways': { list: '/api/v1/assets/domains/', param: 'domain' },
}

type Row = Record<string, unknown>
interface IdSource {
  list: string | ((page: Page) => Promise<string>)
  /** The list to take a row of when `list` has none. */
  else?: string
  /** The query string the page reads the object with. */
  query?: (row: Row) => string
}

async function firstRow(page: Page, url: string): Promise<Row | undefined> {
  const res = await api(page, 'GET', `${url}${url.includes('?') ? '&' : '?'}limit=1&offset=0`)
  expect(res.status(), `GET ${url}`).toBe(200)
  const body = (await res.json()) as { results?: Row[] } | Row[]
  return Array.isArray(body) ? body[0] : body.results?.[0]
}

/** The address to open for a route: its pattern with a real id, or undefined (with the reason) when none is known. */
async function addressOf(page: Page, route: FlatRoute): Promise<{ href?: string; missing?: string }> {
  let href = route.path
  const at = route.path.indexOf('/:id')
  if (at >= 0) {
    const stem = route.path.slice(0, at)
    const source = ID_SOURCES[stem]
    if (!source) return { missing: `no ID_SOURCES entry for ${stem} (route ${route.name})` }
    const list = typeof source.list === 'string' ? source.list : await source.list(page)
    const row = (await firstRow(page, list)) ?? (source.else ? await firstRow(page, source.else) : undefined)
    if (!row) return { missing: `${list} has no rows (route ${route.name})` }
    href = route.path.replace(':id', String(row.id)) + (source.query ? `?${source.query(row)}` : '')
  } else {
    const parent = Object.entries(PARENT_QUERY).find(([stem]) => route.path.startsWith(`${stem}/`))?.[1]
    if (parent) {
      const row = await firstRow(page, parent.list)
      if (row) href += `?${parent.param}=${String(row.id)}`
    }
  }
  return { href }
}

/** The page routes one role opens, read from the route table with the mock's licence and settings. */
async function routesOf(page: Page, role: keyof RouteTableModules['permissions']['ROLES']): Promise<FlatRoute[]> {
  const body = (await (await api(page, 'GET', '/api/v1/settings/public/')).json()) as { data?: Record<string, unknown> }
  const settings = body.data ?? (body as Record<string, unknown>)
  const ctx = { role: table.permissions.ROLES[role], licenceValid: !!settings.XPACK_LICENSE_IS_VALID, settings }
  const { flat } = table.routes.generateRoutes(ctx)
  return flat.filter((r) => r.page && !r.alias && !NOT_SWEPT.has(r.name))
}

const open = (page: Page, href: string) => openInConsole(page, href, { heading: true, settle: 15_000 })

/**
 * axe on the page (no frames of another origin, so the one-page run): the console never reloads during a sweep,
 * so axe's source is injected by the first run and reused by the next ones.
 */
async function axe(page: Page): Promise<AxeBuilder> {
  const loaded = await page.evaluate(() => 'axe' in window)
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) }).setLegacyMode(true).options({ resultTypes: ['violations'] })
}

interface Finding {
  route: string
  rule: string
  impact: string
  nodes: number
  targets: string[]
}

async function sweep(page: Page, routes: FlatRoute[]): Promise<{ swept: number; findings: Finding[]; missing: string[] }> {
  const findings: Finding[] = []
  const missing: string[] = []
  let swept = 0
  for (const [i, route] of routes.entries()) {
    const { href, missing: why } = await addressOf(page, route)
    if (!href) {
      missing.push(why as string)
      continue
    }
    await test.step(`${route.name} ${href}`, async () => {
      await open(page, href)
      const result = await (await axe(page)).analyze()
      for (const v of result.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue
        findings.push({
          route: `${route.name} ${href}`,
          rule: v.id,
          impact: v.impact,
          nodes: v.nodes.length,
          // the first few elements: where they are, how they start, and what axe says of them
          targets: v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
        })
      }
    })
    swept += 1
    // the pages of open tabs stay mounted: close them now and then so the page under test stays small
    if (i % 3 === 2) await page.getByRole('button', { name: t('shell.CloseAllTabs') }).click()
  }
  return { swept, findings, missing }
}

function report(role: string, total: number, result: Awaited<ReturnType<typeof sweep>>): string {
  const lines = result.findings.map((f) => `  [${f.impact}] ${f.rule} on ${f.route} (${f.nodes} elements: ${f.targets.join(' | ')})`)
  const count = result.findings.reduce((n, f) => n + f.nodes, 0)
  const summary = `${role}: ${result.swept} of ${total} routes swept; ${result.findings.length} serious/critical violations (${count} elements)`
  // the figures of every run (routes swept, violations), the details in the failure
  console.log(summary)
  return [summary, ...lines, ...result.missing.map((m) => `  not swept: ${m}`)].join('\n')
}

test.describe('accessibility (issue 23): axe finds no serious or critical violation on any route', () => {
  test('as the admin: every route of the admin page and of every signed-in role', async ({ page }) => {
    // about two minutes on two idle cores: patience for a loaded machine, not a timing assertion
    test.setTimeout(480_000)
    await signIn(page, 'admin')
    const routes = await routesOf(page, 'SuperAdmin')
    expect(routes.length).toBeGreaterThan(100)
    const result = await sweep(page, routes)
    const text = report('admin', routes.length, result)
    expect(result.missing, text).toEqual([])
    expect(result.findings, text).toEqual([])
  })

  test('as the ordinary user: every route of the user page', async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, 'user')
    const routes = await routesOf(page, 'User')
    expect(routes.length).toBeGreaterThan(10)
    const result = await sweep(page, routes)
    const text = report('user', routes.length, result)
    expect(result.missing, text).toEqual([])
    expect(result.findings, text).toEqual([])
  })
})
