// System users and admin users (one collection, told apart by `type`), their suggestions and tasks, and their
// relations to assets and nodes.
import type { Row } from '../../db/store'
import { contract } from '../../engine/contract'
import { getObject, successSchema } from '../../engine/crud'
import { type Ctx, json } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import { m2m } from '../../engine/m2m'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { relationFields } from '../../engine/relation-fields'
import { collectionOf, defineResource } from '../../engine/resource'
import type { MockState } from '../../engine/state'
import { recordTask } from '../tasks'
import { fullValue } from './node-tree'

/** The assets a system user is linked to directly. */
export function systemUserAssets(state: MockState, suId: string): Set<string> {
  const out = new Set<string>()
  for (const r of state.db.collection('system-user-asset-relations').all()) if (r.systemuser === suId) out.add(String(r.asset))
  return out
}

// primary keys of new system user–node relation rows
let relSeq = 100000
const nextId = () => String(++relSeq)

/** The nodes of a system user. */
export const SU_NODES = m2m('system-user-node-relations', 'systemuser', 'node', { nextId })

export function registerSystemUsers(): void {
  const suComputed = (row: Row, ctx: Ctx) => ({
    assets_amount: systemUserAssets(ctx.state, row.id).size,
    nodes: SU_NODES.targets(ctx.state, row.id),
    is_asset_protocol: ['ssh', 'rdp', 'telnet', 'vnc'].includes(String(row.protocol)),
    ssh_key_fingerprint: row.private_key ? 'SHA256:mockfingerprintmockfingerprintmockfingerp' : '',
  })
  const suDefaults = (type: 'common' | 'admin') => () => ({
    type,
    protocol: 'ssh',
    login_mode: 'auto',
    priority: 81,
    sudo: '/bin/whoami',
    shell: '/bin/bash',
    sftp_root: 'tmp',
    home: '',
    system_groups: '',
    ad_domain: '',
    username_same_with_user: false,
    auto_push: type === 'common',
    auto_generate_key: false,
    cmd_filters: [],
    comment: '',
  })
  const suSave = relationFields(
    { nodes: (ctx, row, ids) => SU_NODES.set(ctx.state, row.id, ids, { org_id: row.org_id }) },
    {
      // an empty secret keeps the one stored
      beforeSave: (data) => {
        for (const k of ['password', 'private_key', 'public_key', 'token']) if (data[k] === '' || data[k] === null) delete data[k]
      },
    },
  )
  const suFilters = {
    protocol__in: (row: Row, v: string) => v.split(',').includes(String(row.protocol)),
    type__in: (row: Row, v: string) => v.split(',').includes(String(row.type)),
  }
  const systemUsers = defineResource({
    path: '/api/v1/assets/system-users/',
    collection: 'system-users',
    model: 'SystemUser',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    label: (row) => `${row.name}(${row.username})`,
    compute: suComputed,
    defaults: suDefaults('common'),
    filters: suFilters,
    ...suSave,
  })
  defineResource({
    path: '/api/v1/assets/admin-users/',
    collection: 'system-users',
    model: 'SystemUser',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    label: (row) => `${row.name}(${row.username})`,
    compute: (row, ctx) => ({
      ...suComputed(row, ctx),
      assets_amount: ctx.state.db
        .collection('assets')
        .all()
        .reduce((n, a) => n + (a.admin_user === row.id ? 1 : 0), 0),
    }),
    visible: () => (row) => row.type === 'admin',
    defaults: suDefaults('admin'),
    ...suSave,
  })
  on(
    'GET',
    '/api/v1/assets/system-users/suggestions/',
    (ctx) => {
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, systemUsers) },
        { resource: systemUsers, schemaName: 'SystemUser', list: contract.op('GET', systemUsers.path)?.list },
      ).slice(0, 10)
      return listResponse(ctx, rows, successSchema(ctx.op) ?? 'SystemUser', systemUsers)
    },
    { permission: ['IsValidUser'] },
  ) // SuggestionMixin: any valid user (ordinary users pick from it in tickets)
  on(
    'POST',
    '/api/v1/assets/system-users/{id}/tasks/',
    async (ctx) => {
      const su = getObject(ctx, systemUsers, ctx.params[0])
      const body = (await ctx.body()) as Record<string, unknown>
      const ids = [...systemUserAssets(ctx.state, su.id)]
      const assets = ctx.state.db.collection('assets')
      const task = recordTask(
        ctx.state,
        `assets.tasks.${body.action === 'push' ? 'push_system_user' : 'test_system_user'}`,
        ids.slice(0, 20).map((i) => String(assets.get(i)?.hostname ?? i)),
      )
      return json(ctx, { ...body, task }, 201)
    },
    { permission: ['IsOrgAdmin'] },
  )

  defineResource({
    path: '/api/v1/assets/system-users-assets-relations/',
    collection: 'system-user-asset-relations',
    model: 'SystemUser_assets',
    orgScoped: true,
    unique: [['asset', 'systemuser']],
    compute: (row, ctx) => {
      const a = ctx.state.db.collection('assets').get(String(row.asset))
      const su = ctx.state.db.collection('system-users').get(String(row.systemuser))
      return {
        asset_display: a ? `${a.hostname}(${a.ip})` : '',
        systemuser_display: su ? `${su.name}(${su.username})` : '',
      }
    },
    defaults: () => ({ id: randomId(), connectivity: 'unknown', date_verified: null }),
    searchText: {
      asset__hostname: (row, ctx) => String(ctx.state.db.collection('assets').get(String(row.asset))?.hostname ?? ''),
      asset__ip: (row, ctx) => String(ctx.state.db.collection('assets').get(String(row.asset))?.ip ?? ''),
      systemuser__name: (row, ctx) => String(ctx.state.db.collection('system-users').get(String(row.systemuser))?.name ?? ''),
      systemuser__username: (row, ctx) => String(ctx.state.db.collection('system-users').get(String(row.systemuser))?.username ?? ''),
    },
  })
  defineResource({
    path: '/api/v1/assets/system-users-nodes-relations/',
    collection: 'system-user-node-relations',
    model: 'SystemUser_nodes',
    orgScoped: true,
    unique: [['node', 'systemuser']],
    compute: (row, ctx) => {
      const n = ctx.state.db.collection('nodes').get(String(row.node))
      const su = ctx.state.db.collection('system-users').get(String(row.systemuser))
      return {
        id: Number(row.id),
        node_display: n ? fullValue(ctx.state, String(n.key)) : '',
        systemuser_display: su ? `${su.name}(${su.username})` : '',
      }
    },
    defaults: () => ({ id: nextId() }),
  })
}
