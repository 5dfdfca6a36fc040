// What is granted to the signed-in user, to a user or to a user group: assets (all, under a node, the favourites),
// the system users of a granted asset, the granted tree and nodes.
import type { Row } from '../../db/store'
import { successSchema } from '../../engine/crud'
import { type Ctx, notFound } from '../../engine/http'
import { listResponse } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { keyCompare, nodeIndex } from '../assets/node-tree'
import {
  FAVORITE,
  favoriteAssets,
  favoriteValue,
  granted,
  grantedAmount,
  grantedAssetsList,
  grantedSystemUsers,
  grantedTreeKeys,
  userTree,
} from './grants'

// the signed-in user's own grants, and an administrator's view of anyone's
export const IS_USER = { permission: ['IsValidUser'] }
export const IS_ADMIN = { permission: ['IsOrgAdminOrAppUser'] }

export function registerUserGrants(): void {
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
  on('GET', '/api/v1/perms/users/assets/', (ctx) => grantedAssetsList(ctx, me(ctx)), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/assets/', (ctx) => grantedAssetsList(ctx, forUser(ctx)), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/assets/', (ctx) => grantedAssetsList(ctx, forGroup(ctx)), IS_ADMIN)
  on(
    'GET',
    '/api/v1/perms/users/nodes/{id}/assets/',
    (ctx) => {
      const n = ctx.state.db.collection('nodes').get(ctx.params[0])
      if (!n) throw notFound('Node')
      return grantedAssetsList(ctx, me(ctx), n)
    },
    IS_USER,
  )
  const nodeOf = (ctx: Ctx, i: number) => {
    const n = ctx.state.db.collection('nodes').get(ctx.params[i])
    if (!n) throw notFound('Node')
    return n
  }
  on('GET', '/api/v1/perms/users/{id}/nodes/{id2}/assets/', (ctx) => grantedAssetsList(ctx, forUser(ctx), nodeOf(ctx, 1)), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/nodes/{id2}/assets/', (ctx) => grantedAssetsList(ctx, forGroup(ctx), nodeOf(ctx, 1)), {
    permission: ['IsOrgAdmin'],
  })
  // the favourites pseudo-node's assets (A7)
  on('GET', '/api/v1/perms/users/nodes/favorite/assets/', (ctx) => grantedAssetsList(ctx, me(ctx), undefined, ctx.user!.id), IS_USER)
  on(
    'GET',
    '/api/v1/perms/users/{id}/nodes/favorite/assets/',
    (ctx) => grantedAssetsList(ctx, forUser(ctx), undefined, ctx.params[0]),
    IS_ADMIN,
  )
  on('GET', '/api/v1/perms/users/assets/{id}/system-users/', (ctx) => grantedSystemUsers(ctx, me(ctx), ctx.params[0]), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/assets/{id2}/system-users/', (ctx) => grantedSystemUsers(ctx, forUser(ctx), ctx.params[1]), IS_ADMIN)
  on(
    'GET',
    '/api/v1/perms/user-groups/{id}/assets/{id2}/system-users/',
    (ctx) => grantedSystemUsers(ctx, forGroup(ctx), ctx.params[1]),
    IS_ADMIN,
  )
  on('GET', '/api/v1/perms/users/nodes/children/tree/', (ctx) => userTree(ctx, me(ctx), false, ctx.user!.id), IS_USER)
  on('GET', '/api/v1/perms/users/nodes-with-assets/tree/', (ctx) => userTree(ctx, me(ctx), true, ctx.user!.id), IS_USER)
  on('GET', '/api/v1/perms/users/{id}/nodes/children/tree/', (ctx) => userTree(ctx, forUser(ctx), false, ctx.params[0]), IS_ADMIN)
  on('GET', '/api/v1/perms/user-groups/{id}/nodes/children/tree/', (ctx) => userTree(ctx, forGroup(ctx), false, null), IS_ADMIN)
  on(
    'GET',
    '/api/v1/perms/users/nodes/',
    (ctx) => {
      const g = me(ctx)
      const idx = nodeIndex(ctx.state)
      const rows = [...grantedTreeKeys(ctx.state, g)]
        .sort(keyCompare)
        .map((k) => idx.byKey.get(k)!)
        .map((n) => ({ ...n, name: n.value, assets_amount: grantedAmount(ctx.state, g, String(n.key)) }))
      const value = favoriteValue(ctx)
      const favorite: Row = {
        id: FAVORITE,
        key: FAVORITE,
        value,
        name: value,
        org_id: '',
        assets_amount: favoriteAssets(ctx, g, ctx.user!.id).length,
      }
      return listResponse(ctx, [favorite, ...rows], successSchema(ctx.op) ?? 'NodeGranted', null)
    },
    IS_USER,
  )
  on(
    'GET',
    '/api/v1/perms/system-users-permission/',
    (ctx) => {
      const g = me(ctx)
      const ids = new Set<string>()
      for (const s of g.assets.values()) for (const x of s) ids.add(x)
      const coll = ctx.state.db.collection('system-users')
      const rows = [...ids].map((id) => coll.get(id)).filter(Boolean) as Row[]
      return listResponse(ctx, rows, successSchema(ctx.op), null)
    },
    IS_USER,
  )
}
