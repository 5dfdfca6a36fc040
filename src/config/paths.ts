// Path builders shared by every layer: the console's URLs under /ui/, the platform's sign-in and sign-out
// pages, and the compatibility layer for the old hash links (`/ui/#/tickets/tickets/{id}`) that the real
// server writes into mails and site messages.
import { BASE_PATH, LOGIN_PATH, LOGOUT_PATH, ROUTER_BASENAME } from './constants'

/** Fills `:name` segments of a route pattern; unknown parameters are left out of the path. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, key: string) =>
    key in params ? encodeURIComponent(String(params[key])) : whole,
  )
}

/** `/users/users` → `/ui/users/users` (a full browser path of a console route). */
export function uiUrl(routePath: string): string {
  const clean = routePath.startsWith('/') ? routePath : `/${routePath}`
  return `${ROUTER_BASENAME}${clean}`
}

/** `/ui/users/users` → `/users/users`: a browser path as the route table speaks it. */
export function consolePathOf(pathname: string): string {
  if (pathname === ROUTER_BASENAME || pathname === `${ROUTER_BASENAME}/`) return '/'
  return pathname.startsWith(`${ROUTER_BASENAME}/`) ? pathname.slice(ROUTER_BASENAME.length) : pathname
}

/** The platform's sign-in page (SHELL-01, CONST-01). */
export function loginUrl(): string {
  return LOGIN_PATH
}

/** CONST-01 / SHELL-14: `/core/auth/logout/?next={path}`. */
export function logoutUrl(nextPath: string): string {
  return `${LOGOUT_PATH}?next=${encodeURIComponent(nextPath)}`
}

/**
 * A legacy hash link of the console, `/ui/#/path?query`, becomes the history-mode path `/ui/path?query`.
 * Returns undefined when the URL is not such a link.
 */
export function legacyHashTarget(pathname: string, hash: string): string | undefined {
  if (!hash.startsWith('#/')) return undefined
  const base = BASE_PATH.replace(/\/$/, '')
  const path = pathname.replace(/\/+$/, '')
  if (path !== base && path !== '') return undefined
  const rest = hash.slice(1)
  return `${base}${rest}`
}

/** True when a URL path contains an object id (a UUID), which cannot survive an org change. */
export function pathHasUuid(path: string): boolean {
  return /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/.test(path)
}
