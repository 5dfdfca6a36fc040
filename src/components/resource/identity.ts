// A resource's identity: its route name stem, base path and screens (and, for a list requested while the console
// starts, its list operation: `earlyList`). It is declared once (src/resources/identities.ts); the route table's
// line and the resource's lazily loaded config both take it from there, so neither can restate it. This module
// sits in the first page: it imports types only.
import type { Operation } from '../../http/operation'

export type ScreenKind = 'list' | 'create' | 'update' | 'detail'

export interface ResourceIdentity<N extends string = string> {
  /** Route name stem: `User` → UserList, UserCreate, UserUpdate, UserDetail (DTABLE-01). */
  readonly name: N
  /** Route base path under /ui/, e.g. `/users/users`. */
  readonly path: string
  /** Which screens exist (default: all four). */
  readonly screens?: readonly ScreenKind[]
  /**
   * The list operation, named here when the list's first request leaves while the console starts (issue 9). The
   * config's operations take their list from here then.
   */
  readonly earlyList?: Operation
}

/** What the table says of one resource: its base path, or the path with its screens and early list. */
export type IdentitySpec = string | { readonly path: string; readonly screens?: readonly ScreenKind[]; readonly earlyList?: Operation }

/** The identity of the resource named `N` from its spec. */
export type IdentityOf<N extends string, S> = S extends string ? { readonly name: N; readonly path: S } : { readonly name: N } & S

/**
 * The identities of a table of resources keyed by route name stem: `{ User: '/users/users' }` gives
 * `{ User: { name: 'User', path: '/users/users' } }`.
 */
export function identities<const T extends Record<string, IdentitySpec>>(
  specs: T,
): { readonly [N in keyof T & string]: IdentityOf<N, T[N]> } {
  const out: Record<string, ResourceIdentity> = {}
  for (const [name, spec] of Object.entries(specs)) out[name] = typeof spec === 'string' ? { name, path: spec } : { name, ...spec }
  return out as { readonly [N in keyof T & string]: IdentityOf<N, T[N]> }
}
