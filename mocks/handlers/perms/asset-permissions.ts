// Asset permissions: the list with its user, group, asset, node and system user filters, its relation rows, and
// the assets and users a permission reaches (through nodes and groups too).
import type { Row } from '../../db/store'
import { json, notFound } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { groupsOf } from '../users/membership'
import {
  ASSET_LINKS,
  assetLabel,
  nameOf,
  nodeLabel,
  PERM_ASSETS,
  PERM_GROUPS,
  PERM_NODES,
  PERM_SYSUSERS,
  PERM_USERS,
  permResource,
  relationResource,
  rowsAnswer,
  suLabel,
  userLabel,
  usersOfPermission,
  validity,
} from './relations'

export function registerAssetPermissions(): void {
  permResource('/api/v1/perms/asset-permissions/', 'asset-permissions', 'AssetPermission', ASSET_LINKS, {
    filters: {
      user_id: (row, v, ctx) =>
        PERM_USERS.targets(ctx.state, row.id).includes(v) ||
        (ctx.query.get('all') !== '0' && PERM_GROUPS.targets(ctx.state, row.id).some((g) => groupsOf(ctx.state, v).includes(g))),
      username: (row, v, ctx) => {
        const u = ctx.state.users().find((x) => x.username === v)
        return !!u && PERM_USERS.targets(ctx.state, row.id).includes(u.id)
      },
      user_group_id: (row, v, ctx) => PERM_GROUPS.targets(ctx.state, row.id).includes(v),
      user_group: (row, v, ctx) =>
        PERM_GROUPS.targets(ctx.state, row.id).some((g) => ctx.state.db.collection('user-groups').get(g)?.name === v),
      asset_id: (row, v, ctx) => PERM_ASSETS.targets(ctx.state, row.id).includes(v),
      hostname: (row, v, ctx) =>
        PERM_ASSETS.targets(ctx.state, row.id).some((a) => ctx.state.db.collection('assets').get(a)?.hostname === v),
      ip: (row, v, ctx) => PERM_ASSETS.targets(ctx.state, row.id).some((a) => ctx.state.db.collection('assets').get(a)?.ip === v),
      node_id: (row, v, ctx) => PERM_NODES.targets(ctx.state, row.id).includes(v),
      node: (row, v, ctx) => PERM_NODES.targets(ctx.state, row.id).some((n) => ctx.state.db.collection('nodes').get(n)?.value === v),
      system_user_id: (row, v, ctx) => PERM_SYSUSERS.targets(ctx.state, row.id).includes(v),
      system_user: (row, v, ctx) =>
        PERM_SYSUSERS.targets(ctx.state, row.id).some((s) => ctx.state.db.collection('system-users').get(s)?.name === v),
      is_valid: (row, v, ctx) => validity(row, ctx.state).is_valid === ['1', 'true', 'True'].includes(v),
      is_effective: (row, v, ctx) => validity(row, ctx.state).is_valid === ['1', 'true', 'True'].includes(v),
      all: () => true,
    },
  })
  relationResource(
    '/api/v1/perms/asset-permissions-users-relations/',
    PERM_USERS,
    { user: userLabel, assetpermission: nameOf('asset-permissions') },
    'asset-permissions',
  )
  relationResource(
    '/api/v1/perms/asset-permissions-user-groups-relations/',
    PERM_GROUPS,
    { usergroup: nameOf('user-groups'), assetpermission: nameOf('asset-permissions') },
    'asset-permissions',
  )
  relationResource(
    '/api/v1/perms/asset-permissions-assets-relations/',
    PERM_ASSETS,
    { asset: assetLabel, assetpermission: nameOf('asset-permissions') },
    'asset-permissions',
  )
  relationResource(
    '/api/v1/perms/asset-permissions-nodes-relations/',
    PERM_NODES,
    { node: nodeLabel, assetpermission: nameOf('asset-permissions') },
    'asset-permissions',
  )
  relationResource(
    '/api/v1/perms/asset-permissions-system-users-relations/',
    PERM_SYSUSERS,
    { systemuser: suLabel, assetpermission: nameOf('asset-permissions') },
    'asset-permissions',
  )

  on(
    'GET',
    '/api/v1/perms/asset-permissions/{id}/assets/all/',
    (ctx) => {
      const p = ctx.state.db.collection('asset-permissions').get(ctx.params[0])
      if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('AssetPermission')
      const direct = new Set(PERM_ASSETS.targets(ctx.state, p.id))
      const nodes = ctx.state.db.collection('nodes')
      const keys = PERM_NODES.targets(ctx.state, p.id)
        .map((n) => String(nodes.get(n)?.key ?? ''))
        .filter(Boolean)
      const rows: Row[] = []
      for (const a of ctx.state.db.collection('assets').all()) {
        const inNode =
          keys.length &&
          ((a.nodes as string[]) ?? []).some((n) => {
            const k = String(nodes.get(n)?.key ?? '')
            return keys.some((key) => k === key || k.startsWith(`${key}:`))
          })
        if (direct.has(a.id) || inNode)
          rows.push({ id: a.id, asset: a.id, asset_display: `${a.hostname}(${a.ip})`, hostname: a.hostname, ip: a.ip })
      }
      return rowsAnswer(ctx, rows)
    },
    { permission: ['IsOrgAdmin'] },
  )
  on(
    'GET',
    '/api/v1/perms/asset-permissions/{id}/users/all/',
    (ctx) => {
      const p = ctx.state.db.collection('asset-permissions').get(ctx.params[0])
      if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('AssetPermission')
      return rowsAnswer(ctx, usersOfPermission(ctx, p.id, PERM_USERS, PERM_GROUPS))
    },
    { permission: ['IsOrgAdmin'] },
  )
  on('GET', '/api/v1/perms/asset-permissions/cache/refresh/', (ctx) => json(ctx, { msg: true }), { permission: ['IsOrgAdmin'] })
}
