// API list URLs, option labels and the small builders the assets-area configs share (one place, no copies).
import { createElement } from 'react'
import { canAdmin, type ConsoleEnv } from '../../components/env/ConsoleEnv'
import type { FieldContext, FieldOverride } from '../../components/data/fieldTyping'
import type { ColumnSpec, DetailTab, InfoItem, QuickActionSpec, Row, RowActionSpec } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { Connectivity } from './Connectivity'

export const ASSETS_URL = '/api/v1/assets/assets/'
export const NODES_URL = '/api/v1/assets/nodes/'
export const NODE_TREE_URL = '/api/v1/assets/nodes/children/tree/'
export const PLATFORMS_URL = '/api/v1/assets/platforms/'
export const SYSTEM_USERS_URL = '/api/v1/assets/system-users/'
export const ADMIN_USERS_URL = '/api/v1/assets/admin-users/'
export const DOMAINS_URL = '/api/v1/assets/domains/'
export const GATEWAYS_URL = '/api/v1/assets/gateways/'
export const LABELS_URL = '/api/v1/assets/labels/'
export const CMD_FILTERS_URL = '/api/v1/assets/cmd-filters/'
export const ACCOUNTS_URL = '/api/v1/assets/accounts/'
export const SU_ASSET_RELATIONS_URL = '/api/v1/assets/system-users-assets-relations/'
export const SU_NODE_RELATIONS_URL = '/api/v1/assets/system-users-nodes-relations/'
export const ASSET_PERMISSIONS_URL = '/api/v1/perms/asset-permissions/'
export const USERS_URL = '/api/v1/users/users/'

/** The rules of one command filter live under it. */
export const ruleUrl = (filter: string) => `${CMD_FILTERS_URL}${filter}/rules/`

export const idOf = (o: Row) => String(o.id)
/** `name(username)`, as system and admin users are shown. */
export const accountLabel = (r: Row) => `${String(r.name ?? '')}(${String(r.username ?? '')})`
export const assetLabel = (r: Row) => `${String(r.hostname ?? '')}(${String(r.ip ?? '')})`
export const labelLabel = (r: Row) => `${String(r.name ?? '')}:${String(r.value ?? '')}`
export const nodeLabel = (r: Row) => String(r.full_value ?? r.value ?? r.name ?? '')

/** A select over a related list (names searched on the server, FORM-16). */
export function pick(url: string, multiple: boolean, extra: FieldOverride = {}): FieldOverride {
  return { widget: 'relation', multiple, url, query: { fields_size: 'mini' }, ...extra }
}

/** Values taken from the page's query (`?domain=…` when opened from a domain). */
export const fromQuery = (ctx: FieldContext, ...keys: string[]) =>
  Object.fromEntries(keys.filter((k) => ctx.query?.[k]).map((k) => [k, ctx.query?.[k]]))

/** An integer in [min, max] (VAL-09, VAL-11); blank is left to the required rule. */
export const between = (min: number, max: number) => (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? undefined : { key: 'assets.between', values: { min, max } }
}

/** The first tab of a detail page. */
export function infoTab(items: Array<string | InfoItem>, extra: { quickActions?: QuickActionSpec[] } = {}): DetailTab {
  return { name: 'info', titleKey: 'detail.basicInfo', kind: 'info', items, ...extra }
}

const admins = ({ env }: { env: ConsoleEnv }) => canAdmin(env)

/** DOM / issue 8: a quick action that starts a task (`POST …/tasks/ {action}`) and shows its log. */
export function taskAction(name: string, titleKey: string, url: (o: Row) => string, action: string, has?: (o: Row) => boolean): QuickActionSpec {
  return {
    name,
    kind: 'button',
    titleKey,
    labelKey: 'assets.run',
    taskLog: true,
    successKey: 'assets.taskStarted',
    has: (c) => admins(c) && (has ? has(c.object) : true),
    disabled: (_, env) => env.orgIsRoot,
    request: (o) => ({ url: url(o), method: 'POST', data: { action } }),
  }
}

/** The switch that turns an object on or off. */
export function activeSwitch(url: string): QuickActionSpec {
  return { name: 'active', kind: 'switch', titleKey: 'assets.active', value: (o) => Boolean(o.is_active), has: admins, request: (o, v) => ({ url: `${url}${idOf(o)}/`, method: 'PATCH', data: { is_active: v } }) }
}

/** The asset permission rules that name an object (`?asset_id=`, `?system_user_id=` …). */
export function permissionsTab(param: string): DetailTab {
  const columns: Array<string | ColumnSpec> = [{ field: 'name', link: { route: 'AssetPermissionDetail' } }, 'users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount', 'is_valid']
  return { name: 'permissions', titleKey: 'assets.permissions', kind: 'table', url: (o) => `${ASSET_PERMISSIONS_URL}?${param}=${idOf(o)}`, columns, searchable: true }
}

/** DOM-01: the connectivity column, as a reachable / unreachable / unknown chip. */
export const connectivityColumn: ColumnSpec = { field: 'connectivity', render: (r: Row) => createElement(Connectivity, { value: r.connectivity }) }

const removeSuAsset: RowActionSpec = {
  name: 'removeRelation',
  labelKey: 'assets.removeRelation',
  type: 'danger',
  has: ({ env }) => canAdmin(env) && !env.orgIsRoot,
  confirmKey: 'assets.removeRelationConfirm',
  run: async ({ row, reload, notify }) => {
    await httpRequest({ url: `${SU_ASSET_RELATIONS_URL}${String(row.id)}/`, method: 'DELETE' })
    notify('detail.relationRemoved')
    reload()
  },
}

/**
 * The system-user ↔ asset relation rows seen from one side (a system user's assets, an asset's system users):
 * more are added from a select above the table (`POST [{systemuser, asset}]`), a row is removed with
 * `DELETE …/system-users-assets-relations/{id}/`.
 */
export function suAssetsTab(side: 'systemuser' | 'asset', has?: (o: Row) => boolean): DetailTab {
  const ofSu = side === 'systemuser'
  const other = ofSu ? 'asset' : 'systemuser'
  return {
    name: ofSu ? 'assets' : 'systemUsers',
    titleKey: ofSu ? 'assets.assets' : 'assets.systemUsers',
    kind: 'table',
    has: has && (({ object }) => has(object)),
    url: (o) => `${SU_ASSET_RELATIONS_URL}?${side}=${idOf(o)}`,
    columns: [{ field: `${other}_display`, labelKey: ofSu ? 'assets.asset' : 'assets.systemUser' }, connectivityColumn, 'date_verified'],
    searchable: true,
    add: ofSu
      ? { optionsUrl: ASSETS_URL, optionLabel: assetLabel, relationUrl: SU_ASSET_RELATIONS_URL, from: side, to: other, labelKey: 'assets.addAssets' }
      : { optionsUrl: SYSTEM_USERS_URL, optionsQuery: { type: 'common' }, optionLabel: accountLabel, relationUrl: SU_ASSET_RELATIONS_URL, from: side, to: other, labelKey: 'assets.addSystemUsers' },
    rowActions: [removeSuAsset],
  }
}
