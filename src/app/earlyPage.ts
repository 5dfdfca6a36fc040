// The page of the address, started by the first script (issue 22). Its chunks are asked for at once, beside the
// startup guard's calls, so they do not wait for the shell's chunk to arrive and run. Its first requests (a list's
// first page) leave as soon as the guard knows the role and the organisation, and only when the role may open
// the page: a refused address shows its not-found page without having asked the server anything.
import { filterRoutes, flattenRoutes, matchFlatRoute, routeTable, type FlatRoute, type RouteFilterContext, type RouteNode } from '../routes'
import { loadPage } from './pageLoads'

// the page start looks up one address in the static table more than once: flatten it once
const flatTables = new WeakMap<readonly RouteNode[], FlatRoute[]>()
function routeOf(pathname: string, table: readonly RouteNode[]): FlatRoute | undefined {
  let flat = flatTables.get(table)
  if (!flat) {
    flat = flattenRoutes(table)
    flatTables.set(table, flat)
  }
  return matchFlatRoute(flat, pathname)
}

/**
 * Starts fetching the page a path opens. The match ignores permissions: a page the role may not open is only
 * fetched, never drawn, and sends nothing.
 */
export function preloadPage(pathname: string, table: readonly RouteNode[] = routeTable): void {
  const route = routeOf(pathname, table)
  // the early-request code first: its chunk then is not queued behind the page's
  route?.prefetch?.prepare()
  if (route?.page) void loadPage(route.page).catch(() => undefined)
}

/**
 * Sends the first requests of the page a path opens, when it has some (`prefetch`) and the role may open it, in
 * this organisation. Their answers are used only if the page is drawn and asks the same in the same scope.
 */
export function prefetchPage(
  pathname: string,
  search: string,
  orgId: string | undefined,
  role: RouteFilterContext,
  table: readonly RouteNode[] = routeTable,
): void {
  const route = routeOf(pathname, table)
  if (!route?.prefetch) return
  const allowed = matchFlatRoute(flattenRoutes(filterRoutes(table, role)), pathname)
  if (allowed?.name === route.name) route.prefetch.send(search, orgId)
}
