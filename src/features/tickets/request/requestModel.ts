// What the two request forms (TICKET-07) know without drawing anything: the organisations a request may be opened
// in, the actions and their grouping, the application categories and types, the system-user protocols that fit,
// the starting values, and the body of `POST tickets/open/?type=…` as the contract types it.
//
// Facts of v2.14.2 this follows: `org_id` is required; the meta dates must be written as `Date.toISOString()` writes
// them (the server parses exactly that form); the server names the permission itself on open (a permission name sent
// by the applicant is replaced), so the forms do not ask for one; there is no node field in the request meta.
import type { ticketsTicketsOpen } from '../../../generated/operations/tickets'
import type { BodyOf } from '../../../http/operation'

export type OpenBody = BodyOf<typeof ticketsTicketsOpen>
export type RequestType = 'apply_asset' | 'apply_application'
/** The meta of each request, as the contract types the body of `tickets/open/`. */
type AssetMeta = Extract<OpenBody['meta'], { apply_assets: unknown }>
type ApplicationMeta = Extract<OpenBody['meta'], { apply_applications: unknown }>

/** The actions a request may ask for (the contract's choices); the platform groups them: all → connect, up/download, clipboard. */
export type Action = NonNullable<AssetMeta['apply_actions']>[number]

export interface ActionNode {
  value: Action
  children?: ActionNode[]
}

export const ACTION_TREE: ActionNode = {
  value: 'all',
  children: [
    { value: 'connect' },
    { value: 'updownload', children: [{ value: 'upload_file' }, { value: 'download_file' }] },
    { value: 'clipboard_copy_paste', children: [{ value: 'clipboard_copy' }, { value: 'clipboard_paste' }] },
  ],
}

const leavesOf = (node: ActionNode): Action[] => (node.children ? node.children.flatMap(leavesOf) : [node.value])

function find(node: ActionNode, value: Action): ActionNode | undefined {
  if (node.value === value) return node
  for (const child of node.children ?? []) {
    const hit = find(child, value)
    if (hit) return hit
  }
  return undefined
}

/** The actions held, with a group held exactly when all of its leaves are (the order of the tree). */
function normalise(leaves: ReadonlySet<Action>): Action[] {
  const out: Action[] = []
  const walk = (node: ActionNode) => {
    if (leavesOf(node).every((l) => leaves.has(l))) out.push(node.value)
    node.children?.forEach(walk)
  }
  walk(ACTION_TREE)
  return out
}

/** Ticking or unticking one box: a group ticks or unticks its members, and a group follows its members. */
export function toggleAction(current: readonly Action[], value: Action, checked: boolean): Action[] {
  const held = new Set(current.flatMap((a) => leavesOf(find(ACTION_TREE, a) ?? { value: a })))
  for (const leaf of leavesOf(find(ACTION_TREE, value) ?? { value })) {
    if (checked) held.add(leaf)
    else held.delete(leaf)
  }
  return normalise(held)
}

/** A group with some but not all of its members ticked. */
export function isPartial(current: readonly Action[], value: Action): boolean {
  const node = find(ACTION_TREE, value)
  if (!node?.children) return false
  const leaves = leavesOf(node)
  const held = leaves.filter((l) => current.includes(l)).length
  return held > 0 && held < leaves.length
}

export const DEFAULT_ACTIONS: Action[] = toggleAction(['connect'], 'updownload', true)

export type AppCategory = NonNullable<ApplicationMeta['apply_category']>
export type AppType = NonNullable<ApplicationMeta['apply_type']>

/** The application types of each category (the platform's choices). */
export const APP_TYPES: Record<AppCategory, AppType[]> = {
  db: ['mysql', 'oracle', 'postgresql', 'mariadb'],
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  cloud: ['k8s'],
}
export const APP_CATEGORIES = Object.keys(APP_TYPES) as AppCategory[]

/** Protocols of the system users an asset request may name (the platform offers these for assets). */
export const ASSET_PROTOCOLS = 'ssh,rdp,telnet,vnc'

/** The protocol of the system users of an application type: RDP for remote apps, the type itself otherwise. */
export function appProtocolOf(category: AppCategory, type: AppType): 'rdp' | 'mysql' | 'oracle' | 'postgresql' | 'mariadb' | 'k8s' {
  if (category === 'remote_app') return 'rdp'
  return type as 'mysql' | 'oracle' | 'postgresql' | 'mariadb' | 'k8s'
}

export interface OrgChoice {
  id: string
  name: string
  is_default?: boolean
  is_root?: boolean
}

/**
 * The organisations a request may be opened in (the user's organisations but the root, which holds no assets) and
 * the one chosen first: the current organisation unless it is the root, else the user's default, else the first.
 */
export function requestOrgs(all: readonly OrgChoice[], current: OrgChoice | null): { orgs: OrgChoice[]; initial: string } {
  const orgs = all.filter((o) => !o.is_root)
  const here = current && !current.is_root ? orgs.find((o) => o.id === current.id) : undefined
  const initial = here ?? orgs.find((o) => o.is_default) ?? orgs[0]
  return { orgs, initial: initial?.id ?? '' }
}

export const DAY_MS = 86_400_000
export const DEFAULT_DAYS = 7

/** Now → a week from now, in the form the server parses. */
export function defaultDates(now: Date): { start: string; expired: string } {
  return { start: now.toISOString(), expired: new Date(now.getTime() + DEFAULT_DAYS * DAY_MS).toISOString() }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A title the user may keep: the kind of request and the day it starts, e.g. "Asset access 2026-11-26". */
export function defaultTitle(kindLabel: string, now: Date): string {
  return `${kindLabel} ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** True when both dates are set and the end is not after the start (the server refuses it too). */
export function endsTooEarly(start: string | null, expired: string | null): boolean {
  if (!start || !expired) return false
  const a = Date.parse(start)
  const b = Date.parse(expired)
  return Number.isFinite(a) && Number.isFinite(b) && b <= a
}

/** A date in the exact form the server parses (`toISOString`), or the text as it is when it is not a date. */
export function wireDate(value: string | null): string | null {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : value
}

export interface Common {
  title: string
  org_id: string
  comment: string
}

export interface AssetRequestValues extends Common {
  meta: {
    apply_assets: string[]
    apply_system_users: string[]
    apply_actions: Action[]
    apply_date_start: string | null
    apply_date_expired: string | null
  }
}

export interface ApplicationRequestValues extends Common {
  meta: {
    apply_category: AppCategory | ''
    apply_type: AppType | ''
    apply_applications: string[]
    apply_system_users: string[]
    apply_date_start: string | null
    apply_date_expired: string | null
  }
}

const common = (v: Common) => ({ title: v.title.trim(), org_id: v.org_id, ...(v.comment.trim() ? { comment: v.comment } : {}) })

export function assetRequestBody(v: AssetRequestValues): OpenBody {
  return {
    ...common(v),
    type: 'apply_asset',
    meta: {
      apply_assets: v.meta.apply_assets,
      apply_system_users: v.meta.apply_system_users,
      apply_actions: v.meta.apply_actions,
      apply_date_start: wireDate(v.meta.apply_date_start),
      apply_date_expired: wireDate(v.meta.apply_date_expired),
    },
  }
}

export function applicationRequestBody(v: ApplicationRequestValues): OpenBody {
  return {
    ...common(v),
    type: 'apply_application',
    meta: {
      apply_category: v.meta.apply_category || null,
      apply_type: v.meta.apply_type || null,
      apply_applications: v.meta.apply_applications,
      apply_system_users: v.meta.apply_system_users,
      apply_date_start: wireDate(v.meta.apply_date_start),
      apply_date_expired: wireDate(v.meta.apply_date_expired),
    },
  }
}

/**
 * The detail page of an opened request. The admin page (routes RequestAssetPermTicketDetail /
 * RequestApplicationPermTicketDetail) and the user area (the `My…` routes) mount it at the same path.
 */
export function detailPathOf(type: RequestType, id: string): string {
  const base = type === 'apply_asset' ? 'request-asset-perm' : 'request-application-perm'
  return `/tickets/${base}/${encodeURIComponent(id)}`
}

/** The request forms, by path (routes RequestAssetPermTicketCreate / RequestApplicationPermTicketCreate and `My…`). */
export const REQUEST_CREATE_PATHS: Record<RequestType, string> = {
  apply_asset: '/tickets/request-asset-perm/create',
  apply_application: '/tickets/request-application-perm/create',
}
