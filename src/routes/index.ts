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
  const tree = filterRoutes(table, ctx)
  return { tree, flat: flattenRoutes(tree), menu: buildMenu(tree) }
}

export * from './filter'
export * from './types'
export { routeTable, extraTitleKeys } from './table'
