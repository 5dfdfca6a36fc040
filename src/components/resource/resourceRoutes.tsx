// One call gives a resource's list, create, update and detail routes (practice 2): adding a resource is a config
// file, its identity (src/resources/identities.ts) and one line in the route table. Pages are lazy chunks; the
// config may be lazy too, so only its identity sits in the first script: `resourceRoutes(RESOURCES.User,
// () => import('./users'))`, the config built with `defineResource(RESOURCES.User, …)`.
import type { ComponentType } from 'react'
import { routeNamesOf } from '../data/routeNames'
import type { EarlyList } from '../list/prefetch'
import type { ResourceIdentity, ScreenKind } from './identity'
import { registerRoute } from './registry'
import type { ResourceConfig } from './types'

export type { ScreenKind } from './identity'
export type PageModule = { default: ComponentType }
export type PageLoader = () => Promise<PageModule>
/**
 * The first requests of a page opened from the address bar (issues 9, 22), as the route table holds them: `prepare`
 * loads what sending them needs (called with the page's own preload), `send` sends them for the page's query string
 * in an organisation.
 */
export interface PagePrefetch {
  prepare(): void
  /**
   * Settles when the page's first answer is here (or will not come): the console draws the page with it. `sent` is
   * called once the requests have left, or once it is known they will not: the console loads its shell (and the
   * framework) only then, so that evaluating them does not hold the requests back (issue 22).
   */
  send(search: string, orgId: string | undefined, sent?: () => void): Promise<unknown>
  /** The list operation whose contract fields the page draws with, when known before its config loads. */
  listOperation?: string
}

export interface ResourceRouteDescriptor {
  /** Absolute path pattern under /ui/ (`:id` marks the object). */
  path: string
  name: string
  /** Locale key of the title. */
  titleKey: string
  /** Sub-pages (create, update, detail) are not listed in the menu. */
  hidden: boolean
  page: PageLoader
  /** The generic list's first requests, sent while the console starts (prefetchList). */
  prefetch?: PagePrefetch
  /** The menu entry highlighted on sub-pages: the list route name (DETAIL-09). */
  activeMenu?: string
  kind: ScreenKind
}

/** A lazily loaded config of the resource named `N` (its module's default export, or another one mapped to it). */
export type LazyConfig<N extends string = string> = () => Promise<{ default: ResourceConfig & { readonly name: N } }>
type ConfigSource = ResourceConfig | LazyConfig

export interface ResourceRouteOptions {
  /** Path overrides (absolute), e.g. `{ update: '/perms/asset-permission/:id/update' }` (C-23). */
  paths?: Partial<Record<ScreenKind, string>>
  titleKeys?: Partial<Record<ScreenKind, string>>
  /** Replacement pages (a feature's own screen that still uses the generic pieces). */
  pages?: Partial<Record<ScreenKind, () => Promise<{ default: ComponentType<{ config: ResourceConfig }> }>>>
}

const GENERIC: Record<ScreenKind, () => Promise<{ default: ComponentType<{ config: ResourceConfig }> }>> = {
  list: () => import('./ResourceListPage'),
  create: () => import('./ResourceFormPage'),
  update: () => import('./ResourceFormPage'),
  detail: () => import('./ResourceDetailPage'),
}

/** A list operation's contract fields (issue 22), from a chunk of their own (listFieldModules.ts). */
const loadListFields = (operationId: string) => import('../data/listFieldModules').then((m) => m.loadListFields(operationId))

function loadConfig(source: ConfigSource): Promise<ResourceConfig> {
  return typeof source === 'function' ? source().then((m) => m.default) : Promise.resolve(source)
}

const described: Array<{ stem: string; load: () => Promise<ResourceConfig>; early: EarlyList }> = []

/** The lazy configs whose early list request is described in the route table, with that description (tests). */
export function describedEarlyLists(): ReadonlyArray<{ stem: string; load: () => Promise<ResourceConfig>; early: EarlyList }> {
  return described
}

// The early-request code is a chunk of its own (not in the first script); a page that has early requests loads
// it with its own preload, so it is there when the organisation is known.
let prefetchModule: Promise<typeof import('../list/prefetch')> | undefined
const loadPrefetch = () => (prefetchModule ??= import('../list/prefetch'))

/**
 * The generic list's early requests: from the config when it is at hand, or from the identity's `earlyList`
 * (what the first request of a lazy config's list depends on, checked against the config by routes.test.ts), else
 * once the config loads.
 */
function listPrefetch(source: ConfigSource, identity: ResourceIdentity): PagePrefetch {
  const stem = identity.name
  const early = typeof source === 'function' && identity.earlyList ? { tableKey: stem, url: identity.earlyList.path } : undefined
  if (early && typeof source === 'function') described.push({ stem, load: () => loadConfig(source), early })
  return {
    listOperation: identity.earlyList?.id,
    prepare: () => void loadPrefetch().catch(() => undefined),
    send: (search, orgId, sent) =>
      Promise.all([loadPrefetch(), early ? null : loadConfig(source)]).then(
        ([m, config]) => {
          const list = early ?? (config ? m.earlyListOf(config) : null)
          const answer = list ? m.prefetchList(list, search, orgId) : undefined
          sent?.()
          return answer
        },
        () => void sent?.(),
      ),
  }
}

/** The routes of a config at hand (its identity is its own). */
export function resourceRoutes(config: ResourceConfig, options?: ResourceRouteOptions): ResourceRouteDescriptor[]
/** The routes of a lazily loaded config: its identity, and the loader of the config built with that identity. */
export function resourceRoutes<N extends string>(
  identity: ResourceIdentity<N>,
  load: LazyConfig<NoInfer<N>>,
  options?: ResourceRouteOptions,
): ResourceRouteDescriptor[]
export function resourceRoutes(
  identity: ResourceIdentity | ResourceConfig,
  load?: LazyConfig | ResourceRouteOptions,
  more?: ResourceRouteOptions,
): ResourceRouteDescriptor[] {
  const source: ConfigSource = typeof load === 'function' ? load : (identity as ResourceConfig)
  const options = (typeof load === 'function' ? more : load) ?? {}
  const eager = typeof source === 'function' ? undefined : source
  const base = identity.path
  const names = routeNamesOf(identity.name)
  const screens = identity.screens ?? ['list', 'create', 'update', 'detail']
  const defaults: Record<ScreenKind, string> = {
    list: base,
    create: `${base}/create`,
    update: `${base}/:id/update`,
    detail: `${base}/:id`,
  }
  const out: ResourceRouteDescriptor[] = []
  // Static segments first so `create` is never read as an `:id`.
  for (const kind of ['list', 'create', 'update', 'detail'] as const) {
    if (!screens.includes(kind)) continue
    const path = options.paths?.[kind] ?? defaults[kind]
    const name = names[kind]
    registerRoute(name, path)
    const pageLoader = options.pages?.[kind] ?? GENERIC[kind]
    out.push({
      path,
      name,
      kind,
      titleKey: options.titleKeys?.[kind] ?? eager?.titleKeys?.[kind] ?? `route.${name}`,
      hidden: kind !== 'list',
      activeMenu: kind === 'list' ? undefined : names.list,
      prefetch: kind === 'list' && !options.pages?.list ? listPrefetch(source, identity) : undefined,
      page: async () => {
        // a list draws from its operation's contract fields (issue 22): asked for beside the config when the
        // identity names the list operation, else once the config says which it is
        const generic = kind === 'list'
        const earlyOp = 'earlyList' in identity ? identity.earlyList : undefined
        const early = generic && earlyOp ? loadListFields(earlyOp.id) : undefined
        // React by a dynamic import: the route table is in the first script, which runs before React has loaded
        const [mod, loaded, { createElement }] = await Promise.all([pageLoader(), loadConfig(source), import('react')])
        const listOp = loaded.ops?.list.id
        const contractFields = generic ? await (early ?? (listOp ? loadListFields(listOp) : undefined)) : undefined
        const config = contractFields ? { ...loaded, contractFields } : loaded
        const Page = mod.default
        const Bound = () => createElement(Page, { config })
        Bound.displayName = `${name}Page`
        return { default: Bound }
      },
    })
  }
  return out
}
