// The routes for one role: filtered tree, flat registered routes and menu, computed together once.
import { filterRoutes, flattenRoutes, buildMenu } from './filter'
import { routeTable } from './table'
import type { FlatRoute, MenuEntry, RouteFilterContext, RouteNode } from './types'

export interface AllowedRoutes {
  tree: RouteNode[]
  flat: FlatRoute[]
  menu: MenuEntry[]
}

/** GUARD-16 step 6: the allowed routes of the route table for a role, licence and settings. */
export function generateRoutes(ctx: RouteFilterContext, table: readonly RouteNode[] = routeTable): AllowedRoutes {
  const same =
    last && last.table === table && last.role === ctx.role && last.licenceValid === ctx.licenceValid && last.settings === ctx.settings
  if (same) return last!.routes
  const tree = filterRoutes(table, ctx)
  const routes = { tree, flat: flattenRoutes(tree), menu: buildMenu(tree) }
  last = { table, ...ctx, routes }
  return routes
}

// The page start, the guard and the app ask for the same role's routes while the console starts: computed once
// (the settings are the session's one object until the server's change)
let last: (RouteFilterContext & { table: readonly RouteNode[]; routes: AllowedRoutes }) | undefined

export * from './filter'
export * from './types'
export { routeTable, extraTitleKeys } from './table'
