// Option labels and the small builders the assets-area configs share (one place, no copies). Every call names its
// contract operation (ADR 0010): the tabs and actions built here are typed by the rows and bodies of theirs.
import { createElement } from 'react'
import { canAdmin, canAdminInOrg, isRootOrg } from '../../components/env/access'
import type { ConsoleEnv } from '../../components/env/ConsoleEnv'
import type { FieldContext } from '../../components/data/fieldTyping'
import { listOf, tableTab } from '../../components/resource/define'
import type { DetailTab, InfoItem, Key, QuickActionSpec, Row, RowActionSpec } from '../../components/resource/types'
import {
  assetsAssetsList,
  assetsSystemUsersAssetsRelationsDestroy,
  assetsSystemUsersAssetsRelationsList,
  assetsSystemUsersList,
} from '../../generated/operations/assets'
import { permsAssetPermissionsList } from '../../generated/operations/perms'
import { request, type QueryValues, type requestOf, type RowOf } from '../../http/operation'
import { assetLabel, idOf, nameAndUsername } from '../shared'
import { Connectivity } from './Connectivity'

export const labelLabel = (r: Row) => `${String(r.name ?? '')}:${String(r.value ?? '')}`

/** Values taken from the page's query (`?domain=…` when opened from a domain). */
export const fromQuery = (ctx: FieldContext, ...keys: string[]) =>
  Object.fromEntries(keys.filter((k) => ctx.query?.[k]).map((k) => [k, ctx.query?.[k]]))

/** An integer in [min, max] (VAL-09, VAL-11); blank is left to the required rule. */
export const between = (min: number, max: number) => (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? undefined : { key: 'assets.between', values: { min, max } }
}

/** The first tab of a detail page (its items typed by the page's object `D`). */
export function infoTab<D>(
  items: Array<Key<NoInfer<D>> | InfoItem<NoInfer<D>>>,
  extra: { quickActions?: Array<QuickActionSpec<NoInfer<D>>> } = {},
): DetailTab<D> {
  return { name: 'info', titleKey: 'detail.basicInfo', kind: 'info', items, ...extra }
}

const admins = ({ env }: { env: ConsoleEnv }) => canAdmin(env)

/** A call handed to a generic page (a quick action's request): see `requestOf`. */
type Call = ReturnType<typeof requestOf>

/** DOM / issue 8: a quick action that starts a task (`POST …/tasks/ {action}`, the `call`) and shows its log. */
export function taskAction<D>(
  name: string,
  titleKey: string,
  call: (o: NoInfer<D>) => Call,
  has?: (o: NoInfer<D>) => boolean,
): QuickActionSpec<D> {
  return {
    name,
    kind: 'button',
    titleKey,
    labelKey: 'assets.run',
    taskLog: true,
    successKey: 'assets.taskStarted',
    has: (c) => admins(c) && (has ? has(c.object) : true),
    disabled: (_, env) => isRootOrg(env),
    request: call,
  }
}

/** The switch that turns an object on or off (`call` sends the new `is_active`). */
export function activeSwitch<D extends { is_active?: boolean | null }>(call: (o: NoInfer<D>, active: boolean) => Call): QuickActionSpec<D> {
  return {
    name: 'active',
    kind: 'switch',
    titleKey: 'assets.active',
    value: (o) => Boolean(o.is_active),
    has: admins,
    request: (o, v) => call(o, Boolean(v)),
  }
}

/** The asset permission rules that name an object (`?asset_id=`, `?system_user_id=` …). */
export function permissionsTab<D extends { id: string }>(query: (o: D) => QueryValues<typeof permsAssetPermissionsList>): DetailTab<D> {
  return tableTab(permsAssetPermissionsList, {
    name: 'permissions',
    titleKey: 'assets.permissions',
    query,
    columns: [
      { field: 'name', link: { route: 'AssetPermissionDetail' } },
      'users_amount',
      'user_groups_amount',
      'assets_amount',
      'nodes_amount',
      'is_valid',
    ],
    searchable: true,
  })
}

/** DOM-01: the connectivity column, as a reachable / unreachable / unknown chip (any row with `connectivity`). */
export const connectivityColumn = {
  field: 'connectivity',
  render: (r: { connectivity?: unknown }) => createElement(Connectivity, { value: r.connectivity }),
} as const

/** The select above an asset's system users offers the common ones. */
const SU_COMMON = { type: 'common' } satisfies QueryValues<typeof assetsSystemUsersList>

type SuAssetRow = RowOf<typeof assetsSystemUsersAssetsRelationsList>

const removeSuAsset: RowActionSpec<SuAssetRow> = {
  name: 'removeRelation',
  labelKey: 'assets.removeRelation',
  type: 'danger',
  has: ({ env }) => canAdminInOrg(env),
  confirmKey: 'assets.removeRelationConfirm',
  run: async ({ row, reload, notify }) => {
    await request(assetsSystemUsersAssetsRelationsDestroy, { path: { id: idOf(row) } })
    notify('detail.relationRemoved')
    reload()
  },
}

/**
 * The system-user ↔ asset relation rows seen from one side (a system user's assets, an asset's system users):
 * more are added from a select above the table (`POST [{systemuser, asset}]`), a row is removed with
 * `DELETE …/system-users-assets-relations/{id}/`.
 */
export function suAssetsTab<D extends { id: string }>(side: 'systemuser' | 'asset', has?: (o: D) => boolean): DetailTab<D> {
  const ofSu = side === 'systemuser'
  const relations = listOf(assetsSystemUsersAssetsRelationsList)
  return tableTab(assetsSystemUsersAssetsRelationsList, {
    name: ofSu ? 'assets' : 'systemUsers',
    titleKey: ofSu ? 'assets.assets' : 'assets.systemUsers',
    has: has && (({ object }) => has(object)),
    query: (o: D) => (ofSu ? { systemuser: idOf(o) } : { asset: idOf(o) }),
    columns: [
      ofSu ? { field: 'asset_display', labelKey: 'assets.asset' } : { field: 'systemuser_display', labelKey: 'assets.systemUser' },
      connectivityColumn,
      'date_verified',
    ],
    searchable: true,
    add: ofSu
      ? {
          optionsUrl: listOf(assetsAssetsList),
          optionLabel: assetLabel,
          relationUrl: relations,
          from: 'systemuser',
          to: 'asset',
          labelKey: 'assets.addAssets',
        }
      : {
          optionsUrl: listOf(assetsSystemUsersList),
          optionsQuery: SU_COMMON,
          optionLabel: nameAndUsername,
          relationUrl: relations,
          from: 'asset',
          to: 'systemuser',
          labelKey: 'assets.addSystemUsers',
        },
    rowActions: [removeSuAsset],
  })
}
