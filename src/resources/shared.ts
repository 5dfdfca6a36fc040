// Small helpers every resource area shares, declared here once: an object's id, how users, assets and nodes are
// named in selects, and the query of a list read as options.
import type { Row } from '../components/resource/types'
import type { assetsAssetsList, assetsNodesList } from '../generated/operations/assets'
import type { RowOf } from '../http/operation'

/**
 * The query of a list read as options: its rows' mini fields, in the list's own order (assets have no name, nodes
 * keep the tree's order).
 */
export const MINI = { fields_size: 'mini' } as const
/** The query of a list read as options: its rows' mini fields, by name (users, groups, system users, domains …). */
export const MINI_BY_NAME = { fields_size: 'mini', order: 'name' } as const

/** An object's id as a string (path parameters, relation ids). */
export const idOf = (o: { id?: unknown }): string => String(o.id)
/** `hostname(ip)`, as assets are shown in selects and relation cards. */
export const assetLabel = (a: Partial<Pick<RowOf<typeof assetsAssetsList>, 'hostname' | 'ip'>>): string =>
  `${a.hostname ?? ''}(${a.ip ?? ''})`
/** A node by its full path (`/Default/web`), else its own name. */
export const nodeLabel = (n: Partial<Pick<RowOf<typeof assetsNodesList>, 'full_value' | 'value' | 'name'>>): string =>
  String(n.full_value ?? n.value ?? n.name ?? '')
/** `Name(username)`: how a user, a system user or an account is shown in selects and cells. */
export const nameAndUsername = (u: Row): string => `${String(u.name ?? '')}(${String(u.username ?? '')})`
