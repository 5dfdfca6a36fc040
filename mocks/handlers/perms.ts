// Asset and application permissions, their relation endpoints, and the "granted to a user / user group" views
// (assets, nodes and zTree trees, system users per asset, applications).
import type { Row } from '../db/store'
import { successSchema } from '../engine/crud'
import { type Ctx, json, notFound } from '../engine/http'
import { listResponse, queryRows } from '../engine/list'
import { m2m, nextRelationPk, type M2M } from '../engine/m2m'
import { on } from '../engine/pipeline'
import { defineResource, type Resource } from '../engine/resource'
import type { MockState } from '../engine/state'
import { assetTreeItem, fullValue, keyCompare, nodeIndex, nodeTreeItem, parentKey } from './assets'
import { groupsOf } from './users'

export const PERM_USERS = m2m('perm-users', 'assetpermission', 'user')
export const PERM_GROUPS = m2m('perm-user-groups', 'assetpermission', 'usergroup')
export const PERM_ASSETS = m2m('perm-assets', 'assetpermission', 'asset')
export const PERM_NODES = m2m('perm-nodes', 'assetpermission', 'node')
export const PERM_SYSUSERS = m2m('perm-system-users', 'assetpermission', 'systemuser')
export const APP_PERM_USERS = m2m('app-perm-users', 'applicationpermission', 'user')
export const APP_PERM_GROUPS = m2m('app-perm-user-groups', 'applicationpermission', 'usergroup')
export const APP_PERM_APPS = m2m('app-perm-applications', 'applicationpermission', 'application')
export const APP_PERM_SYSUSERS = m2m('app-perm-system-users', 'applicationpermission', 'systemuser')

const ASSET_LINKS: Array<[string, M2M]> = [
  ['users', PERM_USERS],
  ['user_groups', PERM_GROUPS],
  ['assets', PERM_ASSETS],
  ['nodes', PERM_NODES],
  ['system_users', PERM_SYSUSERS],
]
const APP_LINKS: Array<[string, M2M]> = [
  ['users', APP_PERM_USERS],
  ['user_groups', APP_PERM_GROUPS],
  ['applications', APP_PERM_APPS],
  ['system_users', APP_PERM_SYSUSERS],
]

function validity(row: Row, state: MockState) {
  const now = state.now()
  const expired = typeof row.date_expired === 'number' && (row.date_expired as number) < now
  const started = typeof row.date_start !== 'number' || (row.date_start as number) <= now
  return { is_expired: expired, is_valid: !!row.is_active && !expired && started }
}

function permResource(path: string, collection: string, model: string, links: Array<[string, M2M]>, extra: Partial<Parameters<typeof defineResource>[0]> = {}): Resource {
  return defineResource({
    path,
    collection,
    model,
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const out: Record<string, unknown> = { ...validity(row, ctx.state) }
      for (const [field, rel] of links) {
        const ids = rel.targets(ctx.state, row.id)
        out[field] = ids
        out[`${field}_amount`] = ids.length
      }
      return out
    },
    defaults: (ctx) => ({ is_active: true, date_start: ctx.state.now(), date_expired: ctx.state.now() + 70 * 365.25 * 86400000, comment: '', from_ticket: false, actions: ['all'] }),
    beforeSave: (data) => {
      for (const [field] of links) {
        ;(data as Record<string, unknown>)[`_${field}`] = data[field]
        delete data[field]
      }
    },
    afterSave: (row, ctx) => {
      for (const [field, rel] of links) {
        const ids = row[`_${field}`] as string[] | undefined
        delete row[`_${field}`]
        if (ids) rel.set(ctx.state, row.id, ids, { org_id: row.org_id })
      }
    },
    afterDelete: (rows, ctx) => {
      for (const [, rel] of links) rel.removeFrom(ctx.state, rows.map((r) => r.id))
    },
    ...extra,
  })
}

function relationResource(path: string, rel: M2M, displays: Record<string, (id: string, state: MockState) => string>, targetOrgCollection: string): void {
  const model = `${rel.from.charAt(0).toUpperCase()}${rel.from.slice(1)}_${rel.to}s`
  defineResource({
    path,
    collection: rel.collection,
    model,
    orgScoped: false,
    unique: [[rel.from, rel.to]],
    compute: (row, ctx) => {
      const out: Record<string, unknown> = { id: Number(row.id) }
      for (const [f, fn] of Object.entries(displays)) out[`${f}_display`] = fn(String(row[f]), ctx.state)
      return out
    },
    visible: (ctx) => {
      if (ctx.org.is_root) return null
      const perms = ctx.state.db.collection(targetOrgCollection)
      return (row) => perms.get(String(row[rel.from]))?.org_id === ctx.org.id
    },
    defaults: () => ({ id: nextRelationPk() }),
    searchText: Object.fromEntries(
      Object.entries(displays).flatMap(([f, fn]) => [
        [`${f}__name`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__username`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__hostname`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__ip`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
        [`${f}__value`, (row: Row, ctx: Ctx) => fn(String(row[f]), ctx.state)],
      ]),
    ),
  })
}

const userLabel = (id: string, s: MockState) => {
  const u = s.users().get(id)
  return u ? `${u.name}(${u.username})` : ''
}
const nameOf = (coll: string) => (id: string, s: MockState) => String(s.db.collection(coll).get(id)?.name ?? '')
const assetLabel = (id: string, s: MockState) => {
  const a = s.db.collection('assets').get(id)
  return a ? `${a.hostname}(${a.ip})` : ''
}
const suLabel = (id: string, s: MockState) => {
  const x = s.db.collection('system-users').get(id)
  return x ? `${x.name}(${x.username})` : ''
}
const nodeLabel = (id: string, s: MockState) => {
  const n = s.db.collection('nodes').get(id)
  return n ? fullValue(s, String(n.key)) : ''
}

// ---- what a user (or group) is granted ------------------------------------------------------------------------

interface Grant {
  assets: Map<string, Set<string>>
  /** Node keys granted as a whole. */
  nodeKeys: Set<string>
  actions: Map<string, Set<string>>
}

/** Permissions (valid, current org) that apply to a user directly or through its groups. */
function permsFor(ctx: Ctx, userId: string | null, groupId: string | null): Row[] {
  const state = ctx.state
  const groups = new Set(groupId ? [groupId] : userId ? groupsOf(state, userId) : [])
  return state.db
    .collection('asset-permissions')
    .all()
    .filter((p) => {
      if (!ctx.org.is_root && p.org_id !== ctx.org.id) return false
      if (!validity(p, state).is_valid) return false
      if (userId && PERM_USERS.targets(state, p.id).includes(userId)) return true
      return PERM_GROUPS.targets(state, p.id).some((g) => groups.has(g))
    })
}

function granted(ctx: Ctx, userId: string | null, groupId: string | null): Grant {
  const state = ctx.state
  const nodes = state.db.collection('nodes')
  const assetsColl = state.db.collection('assets')
  const g: Grant = { assets: new Map(), nodeKeys: new Set(), actions: new Map() }
  for (const p of permsFor(ctx, userId, groupId)) {
    const sus = PERM_SYSUSERS.targets(state, p.id)
    const grant = (assetId: string) => {
      let s = g.assets.get(assetId)
      if (!s) g.assets.set(assetId, (s = new Set()))
      for (const x of sus) s.add(x)
    }
    for (const a of PERM_ASSETS.targets(state, p.id)) grant(a)
    for (const n of PERM_NODES.targets(state, p.id)) {
      const node = nodes.get(n)
      if (!node) continue
      const key = String(node.key)
      g.nodeKeys.add(key)
      for (const a of assetsColl.all()) {
        if (((a.nodes as string[]) ?? []).some((id) => {
          const k = String(nodes.get(id)?.key ?? '')
          return k === key || k.startsWith(`${key}:`)
        })) grant(a.id)
      }
    }
    for (const su of sus) {
      const acts = g.actions.get(su) ?? new Set<string>()
      for (const act of (p.actions as string[]) ?? ['all']) acts.add(act)
      g.actions.set(su, acts)
    }
  }
  return g
}

/** Node keys shown in a user's tree: granted nodes, nodes of granted assets, and their ancestors. */
const underKey = (k: string, key: string) => k === key || k.startsWith(`${key}:`)

/** Granted assets under a node key (descendants included): a granted node's amount. */
function grantedAmount(state: MockState, g: Grant, key: string): number {
  const nodes = state.db.collection('nodes')
  const assetsColl = state.db.collection('assets')
  let n = 0
  for (const id of g.assets.keys()) if (((assetsColl.get(id)?.nodes as string[]) ?? []).some((nid) => underKey(String(nodes.get(nid)?.key ?? ''), key))) n++
  return n
}

function grantedTreeKeys(state: MockState, g: Grant): Set<string> {
  const nodes = state.db.collection('nodes')
  const assetsColl = state.db.collection('assets')
  const keys = new Set<string>()
  const addWithAncestors = (k: string) => {
    let cur = k
    while (cur && !keys.has(cur)) {
      keys.add(cur)
      cur = parentKey(cur)
    }
  }
  for (const k of g.nodeKeys) addWithAncestors(k)
  for (const id of g.assets.keys()) {
    const a = assetsColl.get(id)
    for (const n of (a?.nodes as string[]) ?? []) {
      const node = nodes.get(n)
      if (node) addWithAncestors(String(node.key))
    }
  }
  return keys
}

/** The favourites pseudo-node (A7): `favorite` is its id and key; it holds the granted assets the user marked. */
const FAVORITE = 'favorite'
const favoriteValue = (ctx: Ctx) => (ctx.lang === 'zh' ? '收藏夹' : 'Favorite')

function favoriteAssets(ctx: Ctx, g: Grant, userId: string): Row[] {
  const assetsColl = ctx.state.db.collection('assets')
  return ctx.state.db
    .collection('favorite-assets')
    .filter((f) => f.user === userId && g.assets.has(String(f.asset)))
    .map((f) => assetsColl.get(String(f.asset)))
    .filter((a): a is Row => !!a)
}

function favoriteTreeItem(ctx: Ctx, amount: number): Record<string, unknown> {
  const value = favoriteValue(ctx)
  const name = `${value} (${amount})`
  return { id: FAVORITE, name, title: name, pId: '', isParent: true, open: false, meta: { data: { id: FAVORITE, key: FAVORITE, value }, type: 'node' } }
}

/** A user's granted tree (`favoritesOf`: the user whose favourites pseudo-node comes first; none for a group). */
function userTree(ctx: Ctx, g: Grant, withAssets: boolean, favoritesOf: string | null): Response {
  const state = ctx.state
  const idx = nodeIndex(state)
  const keys = grantedTreeKeys(state, g)
  const assetsColl = state.db.collection('assets')
  const amount = (key: string) => {
    let n = 0
    for (const id of g.assets.keys()) {
      const a = assetsColl.get(id)
      if (((a?.nodes as string[]) ?? []).some((nid) => {
        const k = String(state.db.collection('nodes').get(nid)?.key ?? '')
        return k === key || k.startsWith(`${key}:`)
      })) n++
    }
    return n
  }
  const key = ctx.query.get('key') ?? (ctx.query.get('id') ? String(state.db.collection('nodes').get(ctx.query.get('id')!)?.key ?? '') : '')
  const out: Array<Record<string, unknown>> = []
  const children = (k: string) => (idx.children.get(k) ?? []).filter((n) => keys.has(String(n.key)))
  const favorites = favoritesOf ? favoriteAssets(ctx, g, favoritesOf) : []
  if (favoritesOf && key === FAVORITE) {
    // the pseudo-node has no child nodes; its assets only where the tree carries assets
    if (withAssets || ctx.query.get('assets') === '1') for (const a of favorites) out.push(assetTreeItem(state, a, FAVORITE))
  } else if (!key) {
    if (favoritesOf) out.push(favoriteTreeItem(ctx, favorites.length))
    const roots = [...keys].filter((k) => !k.includes(':')).sort(keyCompare)
    for (const r of roots) {
      out.push(nodeTreeItem(state, idx.byKey.get(r)!, true, amount(r)))
      for (const c of children(r)) out.push(nodeTreeItem(state, c, false, amount(String(c.key))))
      if (withAssets) for (const a of idx.direct.get(r) ?? []) if (g.assets.has(a.id)) out.push(assetTreeItem(state, a, r))
    }
  } else {
    for (const c of children(key)) out.push(nodeTreeItem(state, c, false, amount(String(c.key))))
    if (withAssets || ctx.query.get('assets') === '1') for (const a of idx.direct.get(key) ?? []) if (g.assets.has(a.id)) out.push(assetTreeItem(state, a, key))
  }
  if (ctx.route?.path.includes('nodes-with-assets')) {
    // the full tree in one go: the favourites and their assets first
    out.length = 0
    if (favoritesOf) {
      out.push(favoriteTreeItem(ctx, favorites.length))
      for (const a of favorites) out.push(assetTreeItem(state, a, FAVORITE))
    }
    for (const k of [...keys].sort(keyCompare)) out.push(nodeTreeItem(state, idx.byKey.get(k)!, !k.includes(':'), amount(k)))
    for (const id of g.assets.keys()) {
      const a = assetsColl.get(id)
      const n = a && state.db.collection('nodes').get(((a.nodes as string[]) ?? [])[0])
      if (a && n) out.push(assetTreeItem(state, a, String(n.key)))
    }
  }
  return json(ctx, out)
}

/** Granted assets of a user or group (under `onlyNode`, or among the favourites of `favoritesOf`). */
function grantedAssetsList(ctx: Ctx, g: Grant, onlyNode?: Row, favoritesOf?: string): Response {
  const assetsColl = ctx.state.db.collection('assets')
  let rows = favoritesOf ? favoriteAssets(ctx, g, favoritesOf) : ([...g.assets.keys()].map((id) => assetsColl.get(id)).filter(Boolean) as Row[])
  if (onlyNode) {
    const key = String(onlyNode.key)
    const nodes = ctx.state.db.collection('nodes')
    // the granted assets anywhere under the node (get_node_all_assets), as the node's amount counts them
    rows = rows.filter((a) => ((a.nodes as string[]) ?? []).some((n) => underKey(String(nodes.get(n)?.key ?? ''), key)))
  }
  const schema = successSchema(ctx.op) ?? 'AssetGranted'
  const list = ctx.op?.list ?? { search: ['hostname', 'ip', 'comment'], order: null, filter: ['hostname', 'ip', 'id', 'comment'], dateRange: [], bulkDestroy: null }
  const res = { path: '', shape: '', collection: 'assets', model: 'Asset', orgScoped: false } as Resource
  return listResponse(ctx, queryRows(ctx, { rows }, { resource: res, schemaName: schema, list, defaultOrder: ['hostname'] }), schema, res)
}

function grantedSystemUsers(ctx: Ctx, g: Grant, assetId: string): Response {
  const sus = g.assets.get(assetId) ?? new Set<string>()
  const coll = ctx.state.db.collection('system-users')
  const rows = [...sus]
    .map((id) => coll.get(id))
    .filter(Boolean)
    .map((su): Row => ({ ...(su as Row), actions: [...(g.actions.get(su!.id) ?? new Set(['all']))] }))
    .sort((a, b) => Number(a.priority) - Number(b.priority))
  const schema = successSchema(ctx.op) ?? 'AssetSystemUser'
  return listResponse(ctx, rows, schema, null)
}

// ---- application grants ---------------------------------------------------------------------------------------

function grantedApps(ctx: Ctx, userId: string): Row[] {
  const state = ctx.state
  const groups = new Set(groupsOf(state, userId))
  const apps = state.db.collection('applications')
  const out = new Map<string, Row>()
  for (const p of state.db.collection('application-permissions').all()) {
    if (!ctx.org.is_root && p.org_id !== ctx.org.id) continue
    if (!validity(p, state).is_valid) continue
    const hit = APP_PERM_USERS.targets(state, p.id).includes(userId) || APP_PERM_GROUPS.targets(state, p.id).some((g) => groups.has(g))
    if (!hit) continue
    for (const id of APP_PERM_APPS.targets(state, p.id)) {
      const a = apps.get(id)
      if (a) out.set(a.id, a)
    }
  }
  return [...out.values()]
}

export function registerPerms(): void {
  permResource('/api/v1/perms/asset-permissions/', 'asset-permissions', 'AssetPermission', ASSET_LINKS, {
    filters: {
      user_id: (row, v, ctx) => PERM_USERS.targets(ctx.state, row.id).includes(v) || (ctx.query.get('all') !== '0' && PERM_GROUPS.targets(ctx.state, row.id).some((g) => groupsOf(ctx.state, v).includes(g))),
      username: (row, v, ctx) => {
        const u = ctx.state.users().find((x) => x.username === v)
        return !!u && PERM_USERS.targets(ctx.state, row.id).includes(u.id)
      },
      user_group_id: (row, v, ctx) => PERM_GROUPS.targets(ctx.state, row.id).includes(v),
      user_group: (row, v, ctx) => PERM_GROUPS.targets(ctx.state, row.id).some((g) => ctx.state.db.collection('user-groups').get(g)?.name === v),
      asset_id: (row, v, ctx) => PERM_ASSETS.targets(ctx.state, row.id).includes(v),
      hostname: (row, v, ctx) => PERM_ASSETS.targets(ctx.state, row.id).some((a) => ctx.state.db.collection('assets').get(a)?.hostname === v),
      ip: (row, v, ctx) => PERM_ASSETS.targets(ctx.state, row.id).some((a) => ctx.state.db.collection('assets').get(a)?.ip === v),
      node_id: (row, v, ctx) => PERM_NODES.targets(ctx.state, row.id).includes(v),
      node: (row, v, ctx) => PERM_NODES.targets(ctx.state, row.id).some((n) => ctx.state.db.collection('nodes').get(n)?.value === v),
      system_user_id: (row, v, ctx) => PERM_SYSUSERS.targets(ctx.state, row.id).includes(v),
      system_user: (row, v, ctx) => PERM_SYSUSERS.targets(ctx.state, row.id).some((s) => ctx.state.db.collection('system-users').get(s)?.name === v),
      is_valid: (row, v, ctx) => validity(row, ctx.state).is_valid === ['1', 'true', 'True'].includes(v),
      is_effective: (row, v, ctx) => validity(row, ctx.state).is_valid === ['1', 'true', 'True'].includes(v),
      all: () => true,
    },
  })
  relationResource('/api/v1/perms/asset-permissions-users-relations/', PERM_USERS, { user: userLabel, assetpermission: nameOf('asset-permissions') }, 'asset-permissions')
  relationResource('/api/v1/perms/asset-permissions-user-groups-relations/', PERM_GROUPS, { usergroup: nameOf('user-groups'), assetpermission: nameOf('asset-permissions') }, 'asset-permissions')
  relationResource('/api/v1/perms/asset-permissions-assets-relations/', PERM_ASSETS, { asset: assetLabel, assetpermission: nameOf('asset-permissions') }, 'asset-permissions')
  relationResource('/api/v1/perms/asset-permissions-nodes-relations/', PERM_NODES, { node: nodeLabel, assetpermission: nameOf('asset-permissions') }, 'asset-permissions')
  relationResource('/api/v1/perms/asset-permissions-system-users-relations/', PERM_SYSUSERS, { systemuser: suLabel, assetpermission: nameOf('asset-permissions') }, 'asset-permissions')

  on('GET', '/api/v1/perms/asset-permissions/{id}/assets/all/', (ctx) => {
    const p = ctx.state.db.collection('asset-permissions').get(ctx.params[0])
    if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('AssetPermission')
    const direct = new Set(PERM_ASSETS.targets(ctx.state, p.id))
    const nodes = ctx.state.db.collection('nodes')
    const keys = PERM_NODES.targets(ctx.state, p.id).map((n) => String(nodes.get(n)?.key ?? '')).filter(Boolean)
    const rows: Row[] = []
    for (const a of ctx.state.db.collection('assets').all()) {
      const inNode = keys.length && ((a.nodes as string[]) ?? []).some((n) => {
        const k = String(nodes.get(n)?.key ?? '')
        return keys.some((key) => k === key || k.startsWith(`${key}:`))
      })
      if (direct.has(a.id) || inNode) rows.push({ id: a.id, asset: a.id, asset_display: `${a.hostname}(${a.ip})`, hostname: a.hostname, ip: a.ip })
    }
    return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: successSchema(ctx.op), list: ctx.op?.list }), successSchema(ctx.op), null)
  }, { permission: ['IsOrgAdmin'] })
  on('GET', '/api/v1/perms/asset-permissions/{id}/users/all/', (ctx) => {
    const p = ctx.state.db.collection('asset-permissions').get(ctx.params[0])
    if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('AssetPermission')
    const ids = new Set(PERM_USERS.targets(ctx.state, p.id))
    for (const g of PERM_GROUPS.targets(ctx.state, p.id)) for (const r of ctx.state.db.collection('user-group-relations').all()) if (r.usergroup === g) ids.add(String(r.user))
    const rows = [...ids].map((id) => ctx.state.users().get(id)).filter(Boolean).map((u) => ({ id: u!.id, user: u!.id, user_display: `${u!.name}(${u!.username})`, username: u!.username, name: u!.name }))
    return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: successSchema(ctx.op), list: ctx.op?.list }), successSchema(ctx.op), null)
  }, { permission: ['IsOrgAdmin'] })
  on('GET', '/api/v1/perms/asset-permissions/cache/refresh/', (ctx) => json(ctx, { msg: true }), { permission: ['IsOrgAdmin'] })

  // granted to me / to a user / to a group
  const me = (ctx: Ctx) => granted(ctx, ctx.user!.id, null)
  const forUser = (ctx: Ctx) => {
    const u = ctx.state.users().get(ctx.params[0])
    if (!u) throw notFound('User')
    return granted(ctx, u.id, null)
  }
  const forGroup = (ctx: Ctx) => {
    const g = ctx.state.db.collection('user-groups').get(ctx.params[0])
    if (!g) throw notFound('UserGroup')
    return granted(ctx, null, g.id)
  }
  const IS_USER = { permission: ['IsValidUser'] }
  const IS_ADMIN = { permission: ['IsOrgAdminOrAppUser'] }
  on('GET', '/api/v1/perms/users/assets/', (ctx) => grantedAssetsList(ctx, me(ctx)), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/assets/', (ctx) => grantedAssetsList(ctx, forUser(ctx)), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/assets/', (ctx) => grantedAssetsList(ctx, forGroup(ctx)), IS_ADMIN)
  on('GET', '/api/v1/perms/users/nodes/{id}/assets/', (ctx) => {
    const n = ctx.state.db.collection('nodes').get(ctx.params[0])
    if (!n) throw notFound('Node')
    return grantedAssetsList(ctx, me(ctx), n)
  }, IS_USER)
  const nodeOf = (ctx: Ctx, i: number) => {
    const n = ctx.state.db.collection('nodes').get(ctx.params[i])
    if (!n) throw notFound('Node')
    return n
  }
  on('GET', '/api/v1/perms/users/{id}/nodes/{id2}/assets/', (ctx) => grantedAssetsList(ctx, forUser(ctx), nodeOf(ctx, 1)), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/nodes/{id2}/assets/', (ctx) => grantedAssetsList(ctx, forGroup(ctx), nodeOf(ctx, 1)), { permission: ['IsOrgAdmin'] })
  // the favourites pseudo-node's assets (A7)
  on('GET', '/api/v1/perms/users/nodes/favorite/assets/', (ctx) => grantedAssetsList(ctx, me(ctx), undefined, ctx.user!.id), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/nodes/favorite/assets/', (ctx) => grantedAssetsList(ctx, forUser(ctx), undefined, ctx.params[0]), IS_ADMIN)
  on('GET', '/api/v1/perms/users/assets/{id}/system-users/', (ctx) => grantedSystemUsers(ctx, me(ctx), ctx.params[0]), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/assets/{id2}/system-users/', (ctx) => grantedSystemUsers(ctx, forUser(ctx), ctx.params[1]), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/assets/{id2}/system-users/', (ctx) => grantedSystemUsers(ctx, forGroup(ctx), ctx.params[1]), IS_ADMIN)
  on('GET', '/api/v1/perms/users/nodes/children/tree/', (ctx) => userTree(ctx, me(ctx), false, ctx.user!.id), IS_USER)
  on('GET', '/api/v1/perms/users/nodes-with-assets/tree/', (ctx) => userTree(ctx, me(ctx), true, ctx.user!.id), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/nodes/children/tree/', (ctx) => userTree(ctx, forUser(ctx), false, ctx.params[0]), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/nodes/children/tree/', (ctx) => userTree(ctx, forGroup(ctx), false, null), IS_ADMIN)
  on('GET', '/api/v1/perms/users/nodes/', (ctx) => {
    const g = me(ctx)
    const idx = nodeIndex(ctx.state)
    const rows = [...grantedTreeKeys(ctx.state, g)].sort(keyCompare).map((k) => idx.byKey.get(k)!).map((n) => ({ ...n, name: n.value, assets_amount: grantedAmount(ctx.state, g, String(n.key)) }))
    const value = favoriteValue(ctx)
    const favorite: Row = { id: FAVORITE, key: FAVORITE, value, name: value, org_id: '', assets_amount: favoriteAssets(ctx, g, ctx.user!.id).length }
    return listResponse(ctx, [favorite, ...rows], successSchema(ctx.op) ?? 'NodeGranted', null)
  }, IS_USER)
  on('GET', '/api/v1/perms/system-users-permission/', (ctx) => {
    const g = me(ctx)
    const ids = new Set<string>()
    for (const s of g.assets.values()) for (const x of s) ids.add(x)
    const coll = ctx.state.db.collection('system-users')
    const rows = [...ids].map((id) => coll.get(id)).filter(Boolean) as Row[]
    return listResponse(ctx, rows, successSchema(ctx.op), null)
  }, IS_USER)

  // application permissions
  permResource('/api/v1/perms/application-permissions/', 'application-permissions', 'ApplicationPermission', APP_LINKS, {
    filters: {
      user_id: (row, v, ctx) => APP_PERM_USERS.targets(ctx.state, row.id).includes(v) || APP_PERM_GROUPS.targets(ctx.state, row.id).some((g) => groupsOf(ctx.state, v).includes(g)),
      user_group_id: (row, v, ctx) => APP_PERM_GROUPS.targets(ctx.state, row.id).includes(v),
      application_id: (row, v, ctx) => APP_PERM_APPS.targets(ctx.state, row.id).includes(v),
      system_user_id: (row, v, ctx) => APP_PERM_SYSUSERS.targets(ctx.state, row.id).includes(v),
      app_name: (row, v, ctx) => APP_PERM_APPS.targets(ctx.state, row.id).some((a) => ctx.state.db.collection('applications').get(a)?.name === v),
      // the view's own filter: these values mean "not valid", any other "valid"
      is_valid: (row, v, ctx) => validity(row, ctx.state).is_valid === !['0', 'N', 'false', 'False'].includes(v),
    },
  })
  relationResource('/api/v1/perms/application-permissions-users-relations/', APP_PERM_USERS, { user: userLabel, applicationpermission: nameOf('application-permissions') }, 'application-permissions')
  relationResource('/api/v1/perms/application-permissions-applications-relations/', APP_PERM_APPS, { application: nameOf('applications'), applicationpermission: nameOf('application-permissions') }, 'application-permissions')
  on('GET', '/api/v1/perms/application-permissions/{id}/applications/all/', (ctx) => {
    const p = ctx.state.db.collection('application-permissions').get(ctx.params[0])
    if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('ApplicationPermission')
    const apps = ctx.state.db.collection('applications')
    const rows = APP_PERM_APPS.targets(ctx.state, p.id).map((id) => apps.get(id)).filter(Boolean).map((a) => ({ id: a!.id, application: a!.id, application_display: a!.name, name: a!.name }))
    return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: successSchema(ctx.op), list: ctx.op?.list }), successSchema(ctx.op), null)
  }, { permission: ['IsOrgAdmin'] })
  on('GET', '/api/v1/perms/application-permissions/{id}/users/all/', (ctx) => {
    const p = ctx.state.db.collection('application-permissions').get(ctx.params[0])
    if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('ApplicationPermission')
    const ids = new Set(APP_PERM_USERS.targets(ctx.state, p.id))
    for (const g of APP_PERM_GROUPS.targets(ctx.state, p.id)) for (const r of ctx.state.db.collection('user-group-relations').all()) if (r.usergroup === g) ids.add(String(r.user))
    const rows = [...ids].map((id) => ctx.state.users().get(id)).filter(Boolean).map((u) => ({ id: u!.id, user: u!.id, user_display: `${u!.name}(${u!.username})`, username: u!.username, name: u!.name }))
    return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: successSchema(ctx.op), list: ctx.op?.list }), successSchema(ctx.op), null)
  }, { permission: ['IsOrgAdmin'] })
  const appsList = (ctx: Ctx, userId: string) => {
    const rows = grantedApps(ctx, userId)
    const schema = successSchema(ctx.op) ?? 'AppGranted'
    const res = { path: '', shape: '', collection: 'applications', model: 'Application', orgScoped: false } as Resource
    return listResponse(ctx, queryRows(ctx, { rows }, { resource: res, schemaName: schema, list: ctx.op?.list, defaultOrder: ['name'] }), schema, res)
  }
  on('GET', '/api/v1/perms/users/applications/', (ctx) => appsList(ctx, ctx.user!.id), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/applications/', (ctx) => {
    const u = ctx.state.users().get(ctx.params[0])
    if (!u) throw notFound('User')
    return appsList(ctx, u.id)
  }, IS_ADMIN)
}
