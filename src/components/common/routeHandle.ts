// What every registered route tells the screens about itself (set by the app's router from the route table).
import { createContext, useContext } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router'

export interface RouteHandle {
  /** Route name from the route table. */
  name: string
  /** Locale key of the title. */
  title?: string
  /** Menu path this route highlights (SHELL-21). */
  activeMenu?: string
  /** Title keys from the area down to this route. */
  trail: string[]
  noCache: boolean
  affix: boolean
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteHandle).name === 'string' &&
    Array.isArray((value as RouteHandle).trail)
  )
}

/** The handle of the deepest route in a list of matches that carries one. */
export function deepestHandle(matches: readonly { route: { handle?: unknown } }[] | null | undefined): RouteHandle | undefined {
  if (!matches) return undefined
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].route.handle
    if (isRouteHandle(handle)) return handle
  }
  return undefined
}

/**
 * The console's router (declarative, so that the first page stays small) matches the location itself and
 * provides the current route's handle here; `undefined` when no route matched. Absent (null), the handle is read
 * from a data router's state (createMemoryRouter in tests).
 */
export const RouteHandleContext = createContext<{ handle: RouteHandle | undefined } | null>(null)

/** The handle of the deepest matched route, if it carries one. */
export function useRouteHandle(): RouteHandle | undefined {
  const provided = useContext(RouteHandleContext)
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext)
  if (provided) return provided.handle
  return deepestHandle(dataRouterState?.matches)
}
