// The page of the address, started by the first script (issue 22). Its chunks and the code of its first requests are
// asked for at once, beside the startup guard's calls; the requests (a list's first page, the dashboard's groups)
// leave as soon as the guard knows the role and the organisation, and only when the role may open the page: a
// refused address shows its not-found page without having asked the server anything. The shell's chunk comes after
// them (bootstrap.ts).
import {
  flattenRoutes,
  generateRoutes,
  matchFlatRoute,
  routeTable,
  type FlatRoute,
  type RouteFilterContext,
  type RouteNode,
} from '../routes'
import { loadListFields } from '../components/data/listFieldModules'
import { loadPage } from './pageLoads'

// the address's route in the whole table, looked up once as the console starts: the flattened table is not kept (the
// role's own routes are, see generateRoutes)
function routeOf(pathname: string, table: readonly RouteNode[]): FlatRoute | undefined {
  return matchFlatRoute(flattenRoutes(table), pathname)
}

/**
 * Starts fetching the page a path opens, and the code of its first requests (and the list's contract fields), before
 * the role is known. The match ignores permissions: a page the role may not open is only fetched, never drawn, and
 * sends nothing. An address that only redirects (the home page, whose target depends on the role) waits for the
 * role. (The page's chunk imports the framework, which is evaluated once it has arrived: the first requests of a
 * list leave with the guard's answers, which are there first; a heavy page such as the dashboard needs its chunks
 * early more than it needs the framework late.)
 */
export function preloadPage(pathname: string, table: readonly RouteNode[] = routeTable): void {
  const route = routeOf(pathname, table)
  if (route && !route.redirect) load(route)
}

function load(route: FlatRoute): void {
  // the early-request code first: its chunk then is not queued behind the page's
  route.prefetch?.prepare()
  // and the list's contract fields, which its page waits for (their chunk is known from the operation alone)
  const listOperation = route.prefetch?.listOperation
  if (listOperation) void loadListFields(listOperation).catch(() => undefined)
  if (route.page) void loadPage(route.page).catch(() => undefined)
}

/**
 * Once the role and the organisation are known: the page the role opens at this address (after a redirect of its
 * routes, as the home page's) is fetched if it is not yet, and its first requests (`prefetch`) are sent in this
 * organisation; `sent` is called once they have left (at once when the page has none), and not at all when the role
 * may not open any page here, which sends nothing. The answers are used only if the page is drawn and asks the same
 * in the same scope. Returns what settles when the page's first answer is here (none: nothing to wait for).
 */
export function startPage(
  pathname: string,
  search: string,
  orgId: string | undefined,
  role: RouteFilterContext,
  table: readonly RouteNode[] = routeTable,
  sent?: () => void,
): Promise<unknown> | undefined {
  const allowed = generateRoutes(role, table).flat
  let route = matchFlatRoute(allowed, pathname)
  if (route?.redirect) route = matchFlatRoute(allowed, route.redirect)
  if (!route || route.redirect) return undefined
  load(route)
  const answer = route.prefetch?.send(search, orgId, sent)
  if (!answer) sent?.()
  return answer
}
