// What the route table becomes for one role: the registered routes (GUARD-16), the menu (SHELL-08), the menu
// entry a page highlights (SHELL-21), breadcrumbs and path builders. Pure.
import { PERM_ADMIN } from '../config/constants'
import { buildPath } from '../config/paths'
import { routeNamesOf, type RouteKind } from '../components/data/routeNames'
import { hasPerm } from '../session/permissions'
import type { FlatRoute, MenuEntry, RouteFilterContext, RouteNode, RoutePerm, SettingFlag } from './types'

/** A route without an explicit permission requires admin (GUARD-16, ROLE-12). */
export function permAllows(perm: RoutePerm | undefined, role: number): boolean {
  if (perm === 'public') return true
  if (perm === 'signed-in') return role !== 0
  return hasPerm(role, perm ?? PERM_ADMIN)
}

function prune(nodes: readonly RouteNode[], keep: (node: RouteNode) => boolean): RouteNode[] {
  const out: RouteNode[] = []
  for (const node of nodes) {
    if (!keep(node)) continue
    out.push(node.children ? { ...node, children: prune(node.children, keep) } : { ...node })
  }
  return out
}

/** GUARD-16: what one node asks for itself — its permission, the public setting it needs, a valid licence. */
export function nodeAllows(node: RouteNode, ctx: RouteFilterContext): boolean {
  return permAllows(node.perm, ctx.role) && (!node.setting || !!ctx.settings[node.setting]) && (!node.licence || ctx.licenceValid)
}

/**
 * GUARD-16: permission, then the setting-dependent hidden flags, then the licence requirement; a parent's children
 * are filtered the same way, and a removed parent takes its children with it. (Checking the three in one pass keeps
 * exactly the routes three passes in that order keep.) This is the only check of who may open a screen: a route
 * the role may not open is not registered, and its address lands on the not-found page (ROUTE-GEN-04).
 */
export function filterRoutes(nodes: readonly RouteNode[], ctx: RouteFilterContext): RouteNode[] {
  return prune(nodes, (n) => nodeAllows(n, ctx))
}

/** The screens a resource config gives (resourceRoutes): list, create, update, detail. */
export type ScreenAction = RouteKind

/** Who may open one screen: the rules of its route and of every group above it, as `filterRoutes` reads them. */
export interface ScreenAccess {
  /** The route's name, e.g. `UserCreate`. */
  route: string
  /** The permission of each level from the area down to the screen; a level without one requires admin. */
  perms: RoutePerm[]
  /** Some level needs a valid licence (ROLE-13). */
  licence: boolean
  /** Public settings some level needs switched on. */
  settings: SettingFlag[]
}

function pathToNode(nodes: readonly RouteNode[], name: string): RouteNode[] | undefined {
  for (const node of nodes) {
    if (node.name === name) return [node]
    const inner = node.children && pathToNode(node.children, name)
    if (inner) return [node, ...inner]
  }
  return undefined
}

/**
 * Who may open a resource's screen, looked up by the resource's route stem and the action (`'User', 'create'` →
 * the route `UserCreate`): undefined when the table has no such screen. The rules themselves are written in the
 * route table (src/routes/table.ts).
 */
export function screenAccess(nodes: readonly RouteNode[], resource: string, action: ScreenAction): ScreenAccess | undefined {
  const route = routeNamesOf(resource)[action]
  const chain = pathToNode(nodes, route)
  if (!chain) return undefined
  return {
    route,
    perms: chain.map((n) => n.perm ?? PERM_ADMIN),
    licence: chain.some((n) => n.licence),
    settings: chain.flatMap((n) => (n.setting ? [n.setting] : [])),
  }
}

/** Whether a role opens a resource's screen: the same answer as "`filterRoutes` keeps its route". */
export function mayOpenScreen(nodes: readonly RouteNode[], resource: string, action: ScreenAction, ctx: RouteFilterContext): boolean {
  const chain = pathToNode(nodes, routeNamesOf(resource)[action])
  return !!chain && chain.every((n) => nodeAllows(n, ctx))
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent
  return `${base}/${path}`
}

function isMenuItem(node: RouteNode): boolean {
  return !!node.title && !node.hidden && (!!node.page || !!node.external)
}

function firstPage(nodes: readonly RouteNode[] | undefined, parentPath: string): string | undefined {
  for (const node of nodes ?? []) {
    if (node.external) continue
    const path = join(parentPath, node.path)
    if (node.page && !path.includes(':')) return path
    const inner = firstPage(node.children, path)
    if (inner) return inner
  }
  return undefined
}

/** The registered routes (pages, redirects, aliases), with absolute paths, highlight and breadcrumb trail. */
export function flattenRoutes(nodes: readonly RouteNode[]): FlatRoute[] {
  const out: FlatRoute[] = []
  const walk = (list: readonly RouteNode[], parentPath: string, inherited: string | undefined, trail: string[]) => {
    for (const node of list) {
      if (node.external) continue
      const path = join(parentPath, node.path)
      const activeMenu = node.activeMenu ?? inherited ?? (isMenuItem(node) ? path : undefined)
      const ownTrail = node.title && trail[trail.length - 1] !== node.title ? [...trail, node.title] : trail
      const base = {
        name: node.name ?? path,
        path,
        title: node.title,
        activeMenu,
        trail: ownTrail,
        affix: !!node.affix,
        noCache: !!node.noCache,
        alias: false,
      }
      if (node.page) out.push({ ...base, page: node.page, ...(node.prefetch ? { prefetch: node.prefetch } : {}) })
      else {
        const redirect = node.redirect ?? firstPage(node.children, path)
        if (redirect && redirect !== path) out.push({ ...base, redirect })
      }
      for (const alias of node.aliases ?? []) {
        out.push({ ...base, name: `${base.name}@${alias}`, path: alias, page: undefined, redirect: path, alias: true })
      }
      // sub-pages of a menu item highlight that item
      const childInherited = node.activeMenu ?? inherited ?? (isMenuItem(node) ? path : undefined)
      if (node.children) walk(node.children, path, childInherited, ownTrail)
    }
  }
  walk(nodes, '/', undefined, [])
  return out
}

/** SHELL-08: the menu of the filtered tree; never a hidden route, never an empty group. */
export function buildMenu(nodes: readonly RouteNode[], parentPath = '/'): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const node of nodes) {
    if (node.hidden || !node.title) continue
    const key = node.name ?? join(parentPath, node.path)
    if (node.external) {
      entries.push({ key, title: node.title, icon: node.icon, href: node.external })
      continue
    }
    const path = join(parentPath, node.path)
    if (node.page) {
      entries.push({ key, title: node.title, icon: node.icon, path })
      continue
    }
    const children = buildMenu(node.children ?? [], path)
    if (children.length) entries.push({ key, title: node.title, icon: node.icon, children })
  }
  return entries
}

/**
 * react-router's rank of a route path: more segments, and static ones above `:params`, win; a splat loses (its
 * `computeScore`, which the library does not export). Equal scores keep the table's order.
 */
// the page start ranks the whole table and then the role's: a path is scored once
const scores = new Map<string, number>()

export function routeScore(path: string): number {
  let score = scores.get(path)
  if (score === undefined) {
    const segments = path.split('/')
    const splat = segments.includes('*')
    score = segments
      .filter((s) => s !== '*')
      .reduce((sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), segments.length + (splat ? -2 : 0))
    scores.set(path, score)
  }
  return score
}

/** A route path as react-router matches it (`end`, any case, trailing slashes ignored, `:name` one segment, `*` the rest). */
function compileRoutePath(path: string): RegExp {
  const splat = path.endsWith('*')
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)')
  return new RegExp(`^${source}${splat ? (source === '/' ? '(.*)$' : '(?:\\/(.+)|\\/*)$') : '\\/*$'}`, 'i')
}

type FlatMatcher = (pathname: string) => FlatRoute | undefined
// a table is matched on every navigation (the router, the menu, the page start): ranked once; a route's pattern is
// compiled the first time a pathname could match it, so the page start does not compile the whole table (issue 22)
const matchers = new WeakMap<readonly FlatRoute[], FlatMatcher>()

/** The first segment of a path, lower-cased, when it is a literal (a pathname's, or a route's: not `:name` nor `*`). */
function firstLiteral(path: string): string | null {
  const head = path.replace(/^\/*/, '').split('/')[0]
  return head === '' || head.startsWith(':') || head === '*' ? null : head.toLowerCase()
}

function matcherOf(flat: readonly FlatRoute[]): FlatMatcher {
  let matcher = matchers.get(flat)
  if (!matcher) {
    const ranked: Array<{ route: FlatRoute; index: number; score: number; head: string | null; re?: RegExp }> = flat
      .map((route, index) => ({ route, index, score: routeScore(route.path), head: firstLiteral(route.path) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
    matcher = (pathname) => {
      const target = pathname || '/'
      const head = firstLiteral(target)
      // a route whose first segment is a literal matches only pathnames that start with it (in any case)
      return ranked.find((r) => (r.head === null || r.head === head) && (r.re ??= compileRoutePath(r.route.path)).test(target))?.route
    }
    matchers.set(flat, matcher)
  }
  return matcher
}

/** The registered route that a pathname opens (the best-ranked match, as react-router ranks them), if any. */
export function matchFlatRoute(flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  return matcherOf(flat)(pathname)
}

/** SHELL-21: the menu path a pathname highlights. */
export function activeMenuFor(flat: readonly FlatRoute[], pathname: string): string | undefined {
  return matchFlatRoute(flat, pathname)?.activeMenu
}

/** A console path of a named route, or undefined when that route is not registered for this role. */
export function pathTo(flat: readonly FlatRoute[], name: string, params: Record<string, string | number> = {}): string | undefined {
  const route = flat.find((r) => r.name === name && !r.alias)
  return route ? buildPath(route.path, params) : undefined
}

/** All route names of the table (tests check they are unique). */
export function allNames(nodes: readonly RouteNode[]): string[] {
  const names: string[] = []
  const walk = (list: readonly RouteNode[]) => {
    for (const n of list) {
      if (n.name) names.push(n.name)
      if (n.children) walk(n.children)
    }
  }
  walk(nodes)
  return names
}

/** Every title key of the table (tests check both locales have them). */
export function allTitleKeys(nodes: readonly RouteNode[]): string[] {
  const keys = new Set<string>()
  const walk = (list: readonly RouteNode[]) => {
    for (const n of list) {
      if (n.title) keys.add(n.title)
      if (n.children) walk(n.children)
    }
  }
  walk(nodes)
  return [...keys]
}
