// Where the in-browser demo shows the platform's own pages: a service worker cannot answer navigations, so
// `/core/…` (sign-in, MFA step, sign-out) moves under the console's base, `/ui/core/…`, and the demo entry draws
// the mock's answer for it there (src/demo/index.ts).
import { ROUTER_BASENAME } from '../config/constants'

const PAGE_PREFIX = `${ROUTER_BASENAME}/core/`

/** A URL the console would leave for, as the demo serves it (`/core/…` pages move under the console's base). */
export function demoHref(href: string, origin: string): string {
  const url = new URL(href, origin)
  if (url.origin !== origin || !url.pathname.startsWith('/core/')) return href
  return `${ROUTER_BASENAME}${url.pathname}${url.search}${url.hash}`
}

/** The platform page a demo URL stands for (`/ui/core/auth/login/?next=…` → `/core/auth/login/?next=…`). */
export function platformPathOf(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  if (!location.pathname.startsWith(PAGE_PREFIX)) return undefined
  return `${location.pathname.slice(ROUTER_BASENAME.length)}${location.search}`
}
