// What the route table becomes for one role: the registered routes (GUARD-16), the menu (SHELL-08), the menu
// entry a page highlights (SHELL-21), breadcrumbs and path builders. Pure.
import { matchRoutes } from 'react-router'
import { PERM_ADMIN } from '../config/constants'
import { buildPath } from '../config/paths'
import { hasPerm } from '../session/permissions'
import type { FlatRoute, MenuEntry, RouteFilterContext, RouteNode, RoutePerm } from './types'

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

/**
 * GUARD-16: permission first, then the setting-dependent hidden flags, then the licence requirement; a parent's
 * children are filtered the same way, and a removed parent takes its children with it.
 */
export function filterRoutes(nodes: readonly RouteNode[], ctx: RouteFilterContext): RouteNode[] {
  const byPerm = prune(nodes, (n) => permAllows(n.perm, ctx.role))
  const bySetting = prune(byPerm, (n) => !n.setting || !!ctx.settings[n.setting])
  return prune(bySetting, (n) => !n.licence || ctx.licenceValid)
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

/** The registered route that a pathname opens (the best-ranked match), if any. */
export function matchFlatRoute(flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const matches = matchRoutes(
    flat.map((r) => ({ path: r.path, id: r.name })),
    pathname,
  )
  const last = matches?.[matches.length - 1]
  return last ? flat.find((r) => r.name === last.route.id) : undefined
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
