// The route map as typed data (docs/requirements.md §5). One tree: menu, guard filtering, breadcrumbs, page
// titles and the highlighted menu item of detail pages are all derived from it.
// A lazily loaded screen (every route is its own chunk) and a page's first requests (issues 9, 22) are declared with
// the resource routes, which build most of them.
import type { PageLoader, PagePrefetch } from '../components/resource/resourceRoutes'

export type { PageLoader, PageModule, PagePrefetch } from '../components/resource/resourceRoutes'

/** `public`: registered for everybody; `signed-in`: any non-zero role (C-19); a number: required bits. */
export type RoutePerm = number | 'public' | 'signed-in'

/** Public settings that switch a route on (ROUTE-OPS-02, ROUTE-UA-04). */
export type SettingFlag = 'SECURITY_COMMAND_EXECUTION' | 'TICKETS_ENABLED'

/** Icon names the shell knows how to draw (src/app/icons.tsx). */
export type IconName =
  | 'dashboard'
  | 'users'
  | 'assets'
  | 'applications'
  | 'accounts'
  | 'perms'
  | 'acl'
  | 'terminal'
  | 'ops'
  | 'tickets'
  | 'audits'
  | 'xpack'
  | 'settings'
  | 'myAssets'
  | 'myApps'
  | 'commandExecution'
  | 'webTerminal'
  | 'fileManager'

export interface RouteNode {
  /** Relative to the parent (or absolute when it starts with `/`). `:id` marks a parameter. */
  path: string
  /** Unique route name (pages, redirects and external links). */
  name?: string
  /** Locale key of the title (menu, tab, breadcrumb, page frame). */
  title?: string
  icon?: IconName
  /** Required permission; a node without one requires admin (GUARD-16, ROLE-12). */
  perm?: RoutePerm
  /** Registered only with a valid licence (ROLE-13). */
  licence?: boolean
  /** Registered only when this public setting is true. */
  setting?: SettingFlag
  /** Never listed in the menu, still reachable by URL (ROUTE-GEN-03). */
  hidden?: boolean
  page?: PageLoader
  prefetch?: PagePrefetch
  /** Absolute path this node redirects to (`:param`s are carried over). */
  redirect?: string
  /** A page of the platform outside the SPA (SHELL-07). */
  external?: string
  /** Menu entry highlighted while this route (and its sub-pages) is open (SHELL-21). */
  activeMenu?: string
  /** Other spellings that redirect here (C-23), absolute, with the same parameters. */
  aliases?: string[]
  /** A pinned tab: survives "close all" (SHELL-18). */
  affix?: boolean
  /** Not kept alive when its tab is left (SHELL-17). */
  noCache?: boolean
  children?: RouteNode[]
}

export interface RouteFilterContext {
  /** The current role (GUARD-12). */
  role: number
  licenceValid: boolean
  settings: Partial<Record<SettingFlag, unknown>>
}

/** One registered route after filtering and flattening. */
export interface FlatRoute {
  name: string
  /** Absolute path pattern, e.g. `/users/users/:id`. */
  path: string
  title?: string
  page?: PageLoader
  prefetch?: PagePrefetch
  redirect?: string
  external?: string
  activeMenu?: string
  /** Titles from the area down to this route (breadcrumbs). */
  trail: string[]
  affix: boolean
  noCache: boolean
  /** True for the alias redirects of C-23. */
  alias: boolean
}

export interface MenuEntry {
  key: string
  title: string
  icon?: IconName
  /** Console path of an item (absent for a group). */
  path?: string
  /** External href of a link item. */
  href?: string
  children?: MenuEntry[]
}
