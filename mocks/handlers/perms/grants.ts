// What a user (or user group) is granted by the asset permissions in force: assets with their system users and
// actions, whole nodes, and the answers built from that (the granted tree with its favourites pseudo-node, granted
// asset lists, the system users of a granted asset).
import type { Row } from '../../db/store'
import { successSchema } from '../../engine/crud'
import { type Ctx, json } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import type { Resource } from '../../engine/resource'
import type { MockState } from '../../engine/state'
import { assetTreeItem, keyCompare, nodeIndex, nodeTreeItem, parentKey } from '../assets/node-tree'
import { groupsOf } from '../users/membership'
import { PERM_ASSETS, PERM_GROUPS, PERM_NODES, PERM_SYSUSERS, PERM_USERS, validity } from './relations'

export interface Grant {
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

export function granted(ctx: Ctx, userId: string | null, groupId: string | null): Grant {
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
        if (
          ((a.nodes as string[]) ?? []).some((id) => {
            const k = String(nodes.get(id)?.key ?? '')
            return k === key || k.startsWith(`${key}:`)
          })
        )
          grant(a.id)
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
export function grantedAmount(state: MockState, g: Grant, key: string): number {
  const nodes = state.db.collection('nodes')
  const assetsColl = state.db.collection('assets')
  let n = 0
  for (const id of g.assets.keys())
    if (((assetsColl.get(id)?.nodes as string[]) ?? []).some((nid) => underKey(String(nodes.get(nid)?.key ?? ''), key))) n++
  return n
}

export function grantedTreeKeys(state: MockState, g: Grant): Set<string> {
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
export const FAVORITE = 'favorite'
export const favoriteValue = (ctx: Ctx) => (ctx.lang === 'zh' ? '收藏夹' : 'Favorite')

export function favoriteAssets(ctx: Ctx, g: Grant, userId: string): Row[] {
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
  return {
    id: FAVORITE,
    name,
    title: name,
    pId: '',
    isParent: true,
    open: false,
    meta: { data: { id: FAVORITE, key: FAVORITE, value }, type: 'node' },
  }
}

/** A user's granted tree (`favoritesOf`: the user whose favourites pseudo-node comes first; none for a group). */
export function userTree(ctx: Ctx, g: Grant, withAssets: boolean, favoritesOf: string | null): Response {
  const state = ctx.state
  const idx = nodeIndex(state)
  const keys = grantedTreeKeys(state, g)
  const assetsColl = state.db.collection('assets')
  const amount = (key: string) => {
    let n = 0
    for (const id of g.assets.keys()) {
      const a = assetsColl.get(id)
      if (
        ((a?.nodes as string[]) ?? []).some((nid) => {
          const k = String(state.db.collection('nodes').get(nid)?.key ?? '')
          return k === key || k.startsWith(`${key}:`)
        })
      )
        n++
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
    // the top level only (the pseudo-nodes, then the granted roots, open): a root's children come with `key`
    if (favoritesOf) out.push(favoriteTreeItem(ctx, favorites.length))
    const roots = [...keys].filter((k) => !k.includes(':')).sort(keyCompare)
    for (const r of roots) {
      out.push(nodeTreeItem(state, idx.byKey.get(r)!, true, amount(r)))
      if (withAssets) for (const a of idx.direct.get(r) ?? []) if (g.assets.has(a.id)) out.push(assetTreeItem(state, a, r))
    }
  } else {
    for (const c of children(key)) out.push(nodeTreeItem(state, c, false, amount(String(c.key))))
    if (withAssets || ctx.query.get('assets') === '1')
      for (const a of idx.direct.get(key) ?? []) if (g.assets.has(a.id)) out.push(assetTreeItem(state, a, key))
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
export function grantedAssetsList(ctx: Ctx, g: Grant, onlyNode?: Row, favoritesOf?: string): Response {
  const assetsColl = ctx.state.db.collection('assets')
  let rows = favoritesOf
    ? favoriteAssets(ctx, g, favoritesOf)
    : ([...g.assets.keys()].map((id) => assetsColl.get(id)).filter(Boolean) as Row[])
  if (onlyNode) {
    const key = String(onlyNode.key)
    const nodes = ctx.state.db.collection('nodes')
    // the granted assets anywhere under the node (get_node_all_assets), as the node's amount counts them
    rows = rows.filter((a) => ((a.nodes as string[]) ?? []).some((n) => underKey(String(nodes.get(n)?.key ?? ''), key)))
  }
  const schema = successSchema(ctx.op) ?? 'AssetGranted'
  const list = ctx.op?.list ?? {
    search: ['hostname', 'ip', 'comment'],
    order: null,
    filter: ['hostname', 'ip', 'id', 'comment'],
    dateRange: [],
    bulkDestroy: null,
  }
  const res = { path: '', shape: '', collection: 'assets', model: 'Asset', orgScoped: false } as Resource
  return listResponse(ctx, queryRows(ctx, { rows }, { resource: res, schemaName: schema, list, defaultOrder: ['hostname'] }), schema, res)
}

export function grantedSystemUsers(ctx: Ctx, g: Grant, assetId: string): Response {
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
