// One call gives a resource's list, create, update and detail routes (practice 2): adding a resource is a config
// file plus one line in the route table. Pages are lazy chunks; the config may be lazy too, so only its route
// names and paths sit in the first script.
import type { ComponentType } from 'react'
import { routeNamesOf } from '../data/routeNames'
import type { EarlyList } from '../list/prefetch'
import { registerRoute } from './registry'
import type { ResourceConfig } from './types'

export type ScreenKind = 'list' | 'create' | 'update' | 'detail'
export type PageModule = { default: ComponentType }
export type PageLoader = () => Promise<PageModule>
/** A page's early requests (the route table's PagePrefetch): `prepare` loads their code, `send` sends them. */
export interface PagePrefetch {
  prepare(): void
  send(search: string, orgId: string | undefined): void
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

export type ConfigSource = ResourceConfig | (() => Promise<{ default: ResourceConfig }>)

export interface ResourceRouteOptions {
  /** Required with a lazy config: the route name stem (`User`). */
  name?: string
  /** Required with a lazy config: the base path (`/users/users`). */
  path?: string
  /** Screens to register (default: the config's, else all four). */
  screens?: ScreenKind[]
  /** Path overrides relative to the base, e.g. `{ update: '/perms/asset-permission/:id/update' }` (C-23). */
  paths?: Partial<Record<ScreenKind, string>>
  titleKeys?: Partial<Record<ScreenKind, string>>
  /**
   * With a lazy config: what its generic list's first request depends on (`url`, and `extraParams` / `defaultSort`
   * when the list has them), so that the request leaves while the console starts, before the config has loaded.
   * Checked against the config by routes.test.ts.
   */
  early?: Omit<EarlyList, 'tableKey'> & { tableKey?: string }
  /** Replacement pages (a feature's own screen that still uses the generic pieces). */
  pages?: Partial<Record<ScreenKind, () => Promise<{ default: ComponentType<{ config: ResourceConfig }> }>>>
}

const GENERIC: Record<ScreenKind, () => Promise<{ default: ComponentType<{ config: ResourceConfig }> }>> = {
  list: () => import('./ResourceListPage'),
  create: () => import('./ResourceFormPage'),
  update: () => import('./ResourceFormPage'),
  detail: () => import('./ResourceDetailPage'),
}

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

/** The generic list's early requests: from the config when it is at hand or described, else once it loads. */
function listPrefetch(source: ConfigSource, options: ResourceRouteOptions, stem: string): PagePrefetch {
  const early = typeof source === 'function' && options.early ? { tableKey: stem, ...options.early } : undefined
  if (early && typeof source === 'function') described.push({ stem, load: () => loadConfig(source), early })
  return {
    prepare: () => void loadPrefetch().catch(() => undefined),
    send: (search, orgId) => void Promise.all([loadPrefetch(), early ? null : loadConfig(source)]).then(([m, config]) => {
      const list = early ?? (config ? m.earlyListOf(config) : null)
      if (list) m.prefetchList(list, search, orgId)
    }, () => undefined),
  }
}

export function resourceRoutes(source: ConfigSource, options: ResourceRouteOptions = {}): ResourceRouteDescriptor[] {
  const eager = typeof source === 'function' ? undefined : source
  const stem = options.name ?? eager?.name
  const base = options.path ?? eager?.path
  if (!stem || !base) throw new Error('resourceRoutes needs the route name and base path of a lazy config')
  const names = routeNamesOf(stem)
  const screens = options.screens ?? eager?.screens ?? ['list', 'create', 'update', 'detail']
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
      prefetch: kind === 'list' && !options.pages?.list ? listPrefetch(source, options, stem) : undefined,
      page: async () => {
        const [mod, config] = await Promise.all([pageLoader(), loadConfig(source)])
        const Page = mod.default
        const Bound = () => <Page config={config} />
        Bound.displayName = `${name}Page`
        return { default: Bound }
      },
    })
  }
  return out
}
