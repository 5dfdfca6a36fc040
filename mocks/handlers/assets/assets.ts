// Assets: the list with its node, platform, system user and label filters, suggestions, asset tasks, and the
// signed-in user's favourite assets.
import type { Row } from '../../db/store'
import { contract } from '../../engine/contract'
import { getObject, successSchema } from '../../engine/crud'
import { type Ctx, fieldErrors, json } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { collectionOf, defineResource } from '../../engine/resource'
import { validateObject } from '../../engine/schema'
import { recordTask } from '../tasks'
import { assetInNode, fullValue, orgRootNode, platformBase } from './node-tree'
import { systemUserAssets } from './system-users'

function assetComputed(row: Row, ctx: Ctx): Record<string, unknown> {
  const db = ctx.state.db
  const dom = row.domain ? db.collection('domains').get(String(row.domain)) : undefined
  const au = row.admin_user ? db.collection('system-users').get(String(row.admin_user)) : undefined
  const nodes = db.collection('nodes')
  return {
    // absent when the asset has no domain, as the platform's serializer leaves it out (A5)
    domain_display: dom ? String(dom.name) : undefined,
    admin_user_display: au ? `${au.name}(${au.username})` : '',
    nodes_display: ((row.nodes as string[]) ?? []).map((id) => {
      const n = nodes.get(id)
      return n ? fullValue(ctx.state, String(n.key)) : id
    }),
    hardware_info: row.cpu_model ? `${row.cpu_model} ${row.cpu_count}*${row.cpu_cores} ${row.memory} ${row.disk_total}` : '',
  }
}

export function registerAssets(): void {
  const assets = defineResource({
    path: '/api/v1/assets/assets/',
    collection: 'assets',
    model: 'Asset',
    orgScoped: true,
    unique: [['hostname']],
    defaultOrder: ['hostname'],
    compute: assetComputed,
    label: (row) => `${row.hostname}(${row.ip})`,
    filters: {
      node_id: (row, v, ctx) => assetInNode(ctx, row, v, ctx.query.get('show_current_asset') === '1'),
      node: (row, v, ctx) => assetInNode(ctx, row, v, ctx.query.get('show_current_asset') === '1'),
      // read by the node filters above, no filter of its own
      show_current_asset: () => true,
      platform__base: (row, v, ctx) => platformBase(ctx.state, row.platform) === v,
      system_users__id: (row, v, ctx) => systemUserAssets(ctx.state, v).has(row.id),
      protocols__icontains: (row, v) => ((row.protocols as string[]) ?? []).some((p) => p.toLowerCase().includes(v.toLowerCase())),
      admin_user: (row, v) => row.admin_user === v,
      domain: (row, v) => row.domain === v,
      labels: (row, v) => ((row.labels as string[]) ?? []).includes(v),
      label: (row, v) => ((row.labels as string[]) ?? []).includes(v),
      ip__in: (row, v) => v.split(',').includes(String(row.ip)),
    },
    defaults: () => ({
      protocols: ['ssh/22'],
      protocol: 'ssh',
      port: 22,
      is_active: true,
      connectivity: 'unknown',
      date_verified: null,
      labels: [],
      nodes: [],
      comment: '',
      public_ip: '',
    }),
    beforeSave: (data, ctx, existing) => {
      if (!existing && (!Array.isArray(data.nodes) || !data.nodes.length)) {
        const root = orgRootNode(ctx.state, ctx.org.id)
        if (root) data.nodes = [root.id]
      }
      if (Array.isArray(data.protocols) && data.protocols.length) {
        const [proto, port] = String(data.protocols[0]).split('/')
        data.protocol = proto
        data.port = Number(port) || data.port
      }
      delete data.nodes_display
    },
  })

  on(
    'GET',
    '/api/v1/assets/assets/suggestions/',
    (ctx) => {
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, assets) },
        { resource: assets, schemaName: 'Asset', list: contract.op('GET', assets.path)?.list },
      ).slice(0, 10)
      // the first 10 matches, paginated like a list when `limit` is sent
      return listResponse(ctx, rows, successSchema(ctx.op) ?? 'Asset', assets)
    },
    { permission: ['IsValidUser'] },
  ) // SuggestionMixin: any valid user (ordinary users pick from it in tickets)

  on(
    'POST',
    '/api/v1/assets/assets/{id}/tasks/',
    async (ctx) => {
      const a = getObject(ctx, assets, ctx.params[0])
      const body = (await ctx.body()) as Record<string, unknown>
      const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: false })
      if (v.errors) throw fieldErrors(v.errors)
      const action = String(body.action ?? 'refresh')
      const task = recordTask(ctx.state, `assets.tasks.${action}`, [String(a.hostname)])
      if (action === 'test' || action === 'refresh') {
        collectionOf(ctx.state, assets).update(a.id, { connectivity: a.is_active ? 'ok' : 'failed', date_verified: ctx.state.now() })
        ctx.state.changed()
      }
      // the validated data comes back: the asset, as `asset` and `assets`, and the system users when they were sent
      const answer: Record<string, unknown> = { asset: a.id, assets: [a.id], task }
      if (Array.isArray(body.system_users)) answer.system_users = body.system_users
      return json(ctx, answer, 201)
    },
    { permission: ['IsOrgAdmin'] },
  )

  defineResource({
    path: '/api/v1/assets/favorite-assets/',
    collection: 'favorite-assets',
    model: 'FavoriteAsset',
    orgScoped: false,
    visible: (ctx) => (row) => row.user === ctx.user?.id,
    beforeSave: (data, ctx, existing) => {
      data.user = ctx.user!.id
      // user and asset are unique together (the user comes from the session, so the generic check cannot see it)
      const clash = ctx.state.db
        .collection('favorite-assets')
        .find((f) => f.id !== existing?.id && f.user === data.user && f.asset === (data.asset ?? existing?.asset))
      if (clash) throw fieldErrors({ non_field_errors: ['The fields user, asset must make a unique set.'] })
    },
  })
}
