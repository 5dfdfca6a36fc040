// Assets and everything around them: the node tree (zTree arrays), platforms, system/admin users, domains and
// gateways, labels, command filters and rules, accounts, favourites, gathered users, asset tasks.
import type { Row } from '../db/store'
import { type Ctx, ApiError, detail, fieldErrors, json, notFound } from '../engine/http'
import { getObject, render, successSchema } from '../engine/crud'
import { contract } from '../engine/contract'
import { listResponse, queryRows } from '../engine/list'
import { on } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { collectionOf, defineResource } from '../engine/resource'
import { validateObject } from '../engine/schema'
import type { MockState } from '../engine/state'
import { orgInfo } from '../engine/access'
import { recordTask } from './tasks'

// ---- node index --------------------------------------------------------------------------------------------

interface NodeIndex {
  byKey: Map<string, Row>
  children: Map<string, Row[]>
  /** Assets under a key, descendants included (each asset once). */
  amount: Map<string, number>
  /** Assets placed directly in a node. */
  direct: Map<string, Row[]>
}

const nodeIdx = new WeakMap<MockState, { nv: number; av: number; idx: NodeIndex }>()

export const parentKey = (key: string) => (key.includes(':') ? key.slice(0, key.lastIndexOf(':')) : '')

export function nodeIndex(state: MockState): NodeIndex {
  const nodes = state.db.collection('nodes')
  const assets = state.db.collection('assets')
  const hit = nodeIdx.get(state)
  if (hit && hit.nv === nodes.version && hit.av === assets.version) return hit.idx
  const byKey = new Map<string, Row>()
  const byId = new Map<string, Row>()
  const children = new Map<string, Row[]>()
  for (const n of nodes.all()) {
    byKey.set(String(n.key), n)
    byId.set(n.id, n)
  }
  for (const n of nodes.all()) {
    const p = parentKey(String(n.key))
    if (!p) continue
    ;(children.get(p) ?? children.set(p, []).get(p)!).push(n)
  }
  for (const list of children.values()) list.sort((a, b) => keyCompare(String(a.key), String(b.key)))
  const amount = new Map<string, number>()
  const direct = new Map<string, Row[]>()
  for (const a of assets.all()) {
    const seen = new Set<string>()
    for (const nid of (a.nodes as string[]) ?? []) {
      const n = byId.get(nid)
      if (!n) continue
      const k = String(n.key)
      ;(direct.get(k) ?? direct.set(k, []).get(k)!).push(a)
      let cur = k
      while (cur) {
        if (!seen.has(cur)) {
          seen.add(cur)
          amount.set(cur, (amount.get(cur) ?? 0) + 1)
        }
        cur = parentKey(cur)
      }
    }
  }
  const idx = { byKey, children, amount, direct }
  nodeIdx.set(state, { nv: nodes.version, av: assets.version, idx })
  return idx
}

export function keyCompare(a: string, b: string): number {
  const pa = a.split(':').map(Number)
  const pb = b.split(':').map(Number)
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pa[i] - pb[i]
  return pa.length - pb.length
}

export function fullValue(state: MockState, key: string): string {
  const idx = nodeIndex(state)
  const parts: string[] = []
  let cur = key
  while (cur) {
    parts.unshift(String(idx.byKey.get(cur)?.value ?? ''))
    cur = parentKey(cur)
  }
  return '/' + parts.join('/')
}

export function orgRootNode(state: MockState, orgId: string): Row | undefined {
  return state.db.collection('nodes').find((n) => n.org_id === orgId && !String(n.key).includes(':'))
}

function descendantsKeys(state: MockState, key: string): Set<string> {
  const idx = nodeIndex(state)
  const out = new Set<string>([key])
  const stack = [key]
  while (stack.length) {
    const k = stack.pop()!
    for (const c of idx.children.get(k) ?? []) {
      out.add(String(c.key))
      stack.push(String(c.key))
    }
  }
  return out
}

function nextChildKey(state: MockState, parent: string): string {
  const kids = nodeIndex(state).children.get(parent) ?? []
  const max = kids.reduce((m, n) => Math.max(m, Number(String(n.key).split(':').pop())), 0)
  return `${parent}:${max + 1}`
}

/** zTree node of a node. */
export function nodeTreeItem(state: MockState, n: Row, open = false, amount?: number): Record<string, unknown> {
  const key = String(n.key)
  const count = amount ?? nodeIndex(state).amount.get(key) ?? 0
  const name = `${n.value} (${count})`
  return {
    id: key,
    name,
    title: name,
    pId: parentKey(key),
    isParent: true,
    open,
    meta: { data: { id: n.id, key, value: n.value }, type: 'node' },
  }
}

/** `SerializeToTreeNodeMixin.get_platform`: the icon of an asset leaf is its platform base when Windows or Linux. */
const treeIcon = (base: string) => (['windows', 'linux'].includes(base.toLowerCase()) ? base.toLowerCase() : 'file')

export function platformBase(state: MockState, platform: unknown): string {
  const p = state.db.collection('platforms').find((x) => x.name === platform)
  return String(p?.base ?? 'Linux')
}

/**
 * zTree leaf of an asset under a node key (`SerializeToTreeNodeMixin.serialize_assets`, which every tree with asset
 * leaves uses): an inactive asset's checkbox is disabled.
 */
export function assetTreeItem(state: MockState, a: Row, pKey: string): Record<string, unknown> {
  const base = platformBase(state, a.platform)
  return {
    id: a.id,
    name: a.hostname,
    title: a.ip,
    pId: pKey,
    isParent: false,
    open: false,
    iconSkin: treeIcon(base),
    chkDisabled: !a.is_active,
    meta: {
      type: 'asset',
      data: {
        id: a.id,
        hostname: a.hostname,
        ip: a.ip,
        protocols: a.protocols,
        platform: base,
        org_name: orgInfo(state, String(a.org_id))?.name ?? '',
      },
    },
  }
}

// ---- resources ---------------------------------------------------------------------------------------------

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

function assetInNode(ctx: Ctx, row: Row, nodeId: string, onlyDirect: boolean): boolean {
  const n = ctx.state.db.collection('nodes').get(nodeId)
  if (!n) return false
  const ids = (row.nodes as string[]) ?? []
  if (onlyDirect) return ids.includes(nodeId)
  const key = String(n.key)
  const nodes = ctx.state.db.collection('nodes')
  return ids.some((id) => {
    const k = String(nodes.get(id)?.key ?? '')
    return k === key || k.startsWith(`${key}:`)
  })
}

function systemUserAssets(state: MockState, suId: string): Set<string> {
  const out = new Set<string>()
  for (const r of state.db.collection('system-user-asset-relations').all()) if (r.systemuser === suId) out.add(String(r.asset))
  return out
}

let relSeq = 100000
const nextId = () => String(++relSeq)

function registerAssetResources(): void {
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

  on('GET', '/api/v1/assets/assets/suggestions/', (ctx) => {
    const rows = queryRows(ctx, { collection: collectionOf(ctx.state, assets) }, { resource: assets, schemaName: 'Asset', list: contract.op('GET', assets.path)?.list }).slice(0, 10)
    // the first 10 matches, paginated like a list when `limit` is sent
    return listResponse(ctx, rows, successSchema(ctx.op) ?? 'Asset', assets)
  }, { permission: ['IsValidUser'] }) // SuggestionMixin: any valid user (ordinary users pick from it in tickets)

  on('POST', '/api/v1/assets/assets/{id}/tasks/', async (ctx) => {
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
    return json(ctx, { ...body, asset: a.id, task }, 201)
  }, { permission: ['IsOrgAdmin'] })

  // ---- nodes ----
  const nodes = defineResource({
    path: '/api/v1/assets/nodes/',
    collection: 'nodes',
    model: 'Node',
    orgScoped: true,
    defaultOrder: ['key'],
    sortKey: { key: (row) => String(row.key).split(':').map((x) => x.padStart(6, '0')).join(':') },
    label: (row) => String(row.value),
    compute: (row, ctx) => ({
      name: row.value,
      full_value: fullValue(ctx.state, String(row.key)),
      assets_amount: nodeIndex(ctx.state).amount.get(String(row.key)) ?? 0,
    }),
    beforeSave: (data, ctx, existing) => {
      if (!existing) {
        const root = orgRootNode(ctx.state, ctx.org.id)
        data.key = root ? nextChildKey(ctx.state, String(root.key)) : String(Date.now())
      }
      if (data.value !== undefined) {
        const key = String(existing?.key ?? data.key)
        const siblings = nodeIndex(ctx.state).children.get(parentKey(key)) ?? []
        if (siblings.some((s) => s.value === data.value && s.id !== existing?.id)) {
          throw fieldErrors({ value: ['The same level node name cannot be the same'] })
        }
      }
      delete data.full_value
    },
    beforeDelete: (row, ctx) => {
      if (!String(row.key).includes(':')) throw new ApiError(400, { error: `You can't delete the root node (${row.value})` })
      const idx = nodeIndex(ctx.state)
      if ((idx.children.get(String(row.key)) ?? []).length || (idx.amount.get(String(row.key)) ?? 0) > 0) {
        throw new ApiError(400, { error: 'Deletion failed and the node contains children or assets' })
      }
    },
  })

  on('GET', '/api/v1/assets/nodes/children/tree/', (ctx) => {
    const state = ctx.state
    const idx = nodeIndex(state)
    const coll = collectionOf(state, nodes)
    const id = ctx.query.get('id')
    const key = ctx.query.get('key')
    const withAssets = ctx.query.get('assets') === '1'
    const all = ctx.query.get('all') === '1' || ctx.query.get('all') === 'all'
    const visible = (n: Row) => ctx.org.is_root || n.org_id === ctx.org.id
    let instance: Row | undefined
    if (id) instance = coll.get(id)
    else if (key) instance = idx.byKey.get(key)
    if ((id || key) && (!instance || !visible(instance))) throw notFound('Node')
    const out: Array<Record<string, unknown>> = []
    let parents: Row[]
    if (!instance) {
      parents = coll.all().filter((n) => visible(n) && !String(n.key).includes(':')).sort((a, b) => keyCompare(String(a.key), String(b.key)))
      for (const p of parents) out.push(nodeTreeItem(state, p, true))
    } else {
      parents = [instance]
    }
    for (const p of parents) {
      const kids: Row[] = []
      if (all) {
        for (const k of descendantsKeys(state, String(p.key))) if (k !== p.key) kids.push(idx.byKey.get(k)!)
        kids.sort((a, b) => keyCompare(String(a.key), String(b.key)))
      } else kids.push(...(idx.children.get(String(p.key)) ?? []))
      for (const k of kids) out.push(nodeTreeItem(state, k, false))
      if (withAssets) {
        for (const a of idx.direct.get(String(p.key)) ?? []) out.push(assetTreeItem(state, a, String(p.key)))
      }
    }
    return json(ctx, out)
  }, { permission: ['IsOrgAdmin'] })

  const nodeById = (ctx: Ctx) => getObject(ctx, nodes, ctx.params[0])

  on('GET', '/api/v1/assets/nodes/{id}/children/', (ctx) => {
    const n = nodeById(ctx)
    const all = ctx.query.get('all') === '1'
    const idx = nodeIndex(ctx.state)
    const rows = all
      ? [...descendantsKeys(ctx.state, String(n.key))].filter((k) => k !== n.key).map((k) => idx.byKey.get(k)!)
      : (idx.children.get(String(n.key)) ?? [])
    return listResponse(ctx, rows, successSchema(ctx.op) ?? 'Node', nodes)
  }, { permission: ['IsOrgAdmin'] })

  on('POST', '/api/v1/assets/nodes/{id}/children/', async (ctx) => {
    const parent = nodeById(ctx)
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const idx = nodeIndex(ctx.state)
    const siblings = idx.children.get(String(parent.key)) ?? []
    let value = typeof body.value === 'string' && body.value.trim() ? body.value.trim() : ''
    if (!value) {
      let i = 1
      const names = new Set(siblings.map((s) => String(s.value)))
      while (names.has(`New node ${i}`)) i++
      value = `New node ${i}`
    } else if (siblings.some((s) => s.value === value)) {
      throw fieldErrors({ value: ['The same level node name cannot be the same'] })
    }
    const row: Row = { id: randomId(), key: nextChildKey(ctx.state, String(parent.key)), value, org_id: parent.org_id }
    collectionOf(ctx.state, nodes).insert(row)
    ctx.state.changed()
    return json(ctx, render(ctx, nodes, successSchema(ctx.op) ?? 'Node', row), 201)
  }, { permission: ['IsOrgAdmin'] })

  for (const m of ['PUT', 'PATCH']) {
    on(m, '/api/v1/assets/nodes/{id}/children/add/', async (ctx) => {
      const parent = nodeById(ctx)
      const body = (await ctx.body()) as { nodes?: unknown }
      if (!Array.isArray(body?.nodes)) throw fieldErrors({ nodes: ['This field is required.'] })
      const coll = collectionOf(ctx.state, nodes)
      for (const id of body.nodes as string[]) {
        const n = coll.get(id)
        if (!n || n.id === parent.id) continue
        const oldKey = String(n.key)
        if (String(parent.key) === oldKey || String(parent.key).startsWith(`${oldKey}:`)) continue
        const newKey = nextChildKey(ctx.state, String(parent.key))
        for (const k of descendantsKeys(ctx.state, oldKey)) {
          const d = nodeIndex(ctx.state).byKey.get(k)!
          d.key = newKey + k.slice(oldKey.length)
        }
        coll.touch()
      }
      ctx.state.changed()
      return json(ctx, { nodes: body.nodes })
    }, { permission: ['IsOrgAdmin'] })

    for (const action of ['add', 'remove', 'replace'] as const) {
      on(m, `/api/v1/assets/nodes/{id}/assets/${action}/`, async (ctx) => {
        const n = nodeById(ctx)
        const body = (await ctx.body()) as { assets?: unknown }
        if (!Array.isArray(body?.assets)) throw fieldErrors({ assets: ['This field is required.'] })
        const coll = collectionOf(ctx.state, assets)
        const root = orgRootNode(ctx.state, String(n.org_id))
        for (const id of body.assets as string[]) {
          const a = coll.get(id)
          if (!a) throw fieldErrors({ assets: [`Invalid pk "${id}" - object does not exist.`] })
          let list = [...((a.nodes as string[]) ?? [])]
          if (action === 'add') list = [...new Set([...list, n.id])]
          if (action === 'remove') {
            list = list.filter((x) => x !== n.id)
            if (!list.length && root) list = [root.id]
          }
          if (action === 'replace') list = [n.id]
          a.nodes = list
        }
        coll.touch()
        ctx.state.changed()
        return json(ctx, { assets: body.assets })
      }, { permission: ['IsOrgAdmin'] })
    }
  }

  on('POST', '/api/v1/assets/nodes/{id}/tasks/', async (ctx) => {
    const n = nodeById(ctx)
    const body = (await ctx.body()) as Record<string, unknown>
    const hosts = (nodeIndex(ctx.state).direct.get(String(n.key)) ?? []).map((a) => String(a.hostname))
    const task = recordTask(ctx.state, `assets.tasks.${String(body.action ?? 'refresh')}`, hosts)
    return json(ctx, { action: body.action ?? 'refresh', task }, 201)
  }, { permission: ['IsOrgAdmin'] })

  on('POST', '/api/v1/assets/nodes/check_assets_amount_task/', (ctx) => {
    return json(ctx, { task: recordTask(ctx.state, 'assets.tasks.check_node_assets_amount') })
  }, { permission: ['IsOrgAdmin'] })
}

function registerAccessResources(): void {
  defineResource({
    path: '/api/v1/assets/platforms/',
    collection: 'platforms',
    model: 'Platform',
    verbose: 'Platform',
    orgScoped: false,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row) => ({ id: Number(row.id) }),
    defaults: (ctx) => ({ id: String(ctx.state.db.collection('platforms').all().reduce((m, r) => Math.max(m, Number(r.id)), 0) + 1), internal: false, meta: {}, charset: 'utf8', base: 'Linux' }),
    beforeDelete: (row, ctx) => {
      if (row.internal) throw detail(400, 'Internal platform cannot be deleted', 'error')
      if (ctx.state.db.collection('assets').find((a) => a.platform === row.name)) {
        throw detail(400, 'Is referenced by other objects and cannot be deleted', 'referenced_by_others')
      }
    },
  })

  const suComputed = (row: Row, ctx: Ctx) => {
    const rels = ctx.state.db.collection('system-user-node-relations').all().filter((r) => r.systemuser === row.id)
    return {
      assets_amount: systemUserAssets(ctx.state, row.id).size,
      nodes: rels.map((r) => r.node),
      is_asset_protocol: ['ssh', 'rdp', 'telnet', 'vnc'].includes(String(row.protocol)),
      ssh_key_fingerprint: row.private_key ? 'SHA256:mockfingerprintmockfingerprintmockfingerp' : '',
    }
  }
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
  const suSaveNodes = (data: Record<string, unknown>) => {
    ;(data as Record<string, unknown>)._nodes = data.nodes
    delete data.nodes
    for (const k of ['password', 'private_key', 'public_key', 'token']) if (data[k] === '' || data[k] === null) delete data[k]
  }
  const suAfterSave = (row: Row, ctx: Ctx) => {
    const ns = row._nodes as string[] | undefined
    delete row._nodes
    if (!ns) return
    const coll = ctx.state.db.collection('system-user-node-relations')
    coll.removeWhere((r) => r.systemuser === row.id)
    for (const n of ns) coll.insert({ id: nextId(), node: n, systemuser: row.id, org_id: row.org_id })
  }
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
    beforeSave: suSaveNodes,
    afterSave: suAfterSave,
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
      assets_amount: ctx.state.db.collection('assets').all().reduce((n, a) => n + (a.admin_user === row.id ? 1 : 0), 0),
    }),
    visible: () => (row) => row.type === 'admin',
    defaults: suDefaults('admin'),
    beforeSave: suSaveNodes,
    afterSave: suAfterSave,
  })
  on('GET', '/api/v1/assets/system-users/suggestions/', (ctx) => {
    const rows = queryRows(ctx, { collection: collectionOf(ctx.state, systemUsers) }, { resource: systemUsers, schemaName: 'SystemUser', list: contract.op('GET', systemUsers.path)?.list }).slice(0, 10)
    return listResponse(ctx, rows, successSchema(ctx.op) ?? 'SystemUser', systemUsers)
  }, { permission: ['IsValidUser'] }) // SuggestionMixin: any valid user (ordinary users pick from it in tickets)
  on('POST', '/api/v1/assets/system-users/{id}/tasks/', async (ctx) => {
    const su = getObject(ctx, systemUsers, ctx.params[0])
    const body = (await ctx.body()) as Record<string, unknown>
    const ids = [...systemUserAssets(ctx.state, su.id)]
    const assets = ctx.state.db.collection('assets')
    const task = recordTask(ctx.state, `assets.tasks.${body.action === 'push' ? 'push_system_user' : 'test_system_user'}`, ids.slice(0, 20).map((i) => String(assets.get(i)?.hostname ?? i)))
    return json(ctx, { ...body, task }, 201)
  }, { permission: ['IsOrgAdmin'] })

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

  defineResource({
    path: '/api/v1/assets/domains/',
    collection: 'domains',
    model: 'Domain',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const assets = ctx.state.db.collection('assets').all().filter((a) => a.domain === row.id).map((a) => a.id)
      return {
        assets,
        asset_count: assets.length,
        application_count: ctx.state.db.collection('applications').all().reduce((n, a) => n + (a.domain === row.id ? 1 : 0), 0),
        gateway_count: ctx.state.db.collection('gateways').all().reduce((n, g) => n + (g.domain === row.id ? 1 : 0), 0),
      }
    },
    beforeSave: (data) => {
      ;(data as Record<string, unknown>)._assets = data.assets
      delete data.assets
    },
    afterSave: (row, ctx) => {
      const ids = row._assets as string[] | undefined
      delete row._assets
      if (!ids) return
      const coll = ctx.state.db.collection('assets')
      for (const a of coll.all()) {
        if (a.domain === row.id && !ids.includes(a.id)) a.domain = null
        if (ids.includes(a.id)) a.domain = row.id
      }
      coll.touch()
    },
  })
  const gateways = defineResource({
    path: '/api/v1/assets/gateways/',
    collection: 'gateways',
    model: 'Gateway',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    defaults: () => ({ port: 22, protocol: 'ssh', is_active: true, is_connective: true, comment: '', username: 'jms' }),
    filters: { domain__name: (row, v, ctx) => ctx.state.db.collection('domains').get(String(row.domain))?.name === v },
    searchText: { domain__name: (row, ctx) => String(ctx.state.db.collection('domains').get(String(row.domain))?.name ?? '') },
    beforeSave: (data) => {
      for (const k of ['password', 'private_key', 'public_key']) if (data[k] === '' || data[k] === null) delete data[k]
    },
  })
  on('POST', '/api/v1/assets/gateways/{id}/test-connective/', async (ctx) => {
    const g = getObject(ctx, gateways, ctx.params[0])
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const port = Number(body.port ?? g.port)
    if (!g.is_active || port <= 0) return json(ctx, { error: 'Gateway is not active or the port is wrong' }, 400)
    // v2.14.2 answers the bare JSON string "ok" when the connection works
    return json(ctx, 'ok')
  }, { permission: ['IsOrgAdmin'] })

  defineResource({
    path: '/api/v1/assets/labels/',
    collection: 'labels',
    model: 'Label',
    orgScoped: true,
    unique: [['name', 'value']],
    defaultOrder: ['name', 'value'],
    label: (row) => `${row.name}:${row.value}`,
    compute: (row, ctx) => {
      const assets = ctx.state.db.collection('assets').all().filter((a) => ((a.labels as string[]) ?? []).includes(row.id)).map((a) => a.id)
      const cat = row.category === 'S' ? { en: 'System', zh: '系统' } : { en: 'User', zh: '用户' }
      return { assets, asset_count: assets.length, category_display: cat[ctx.lang], get_category_display: cat[ctx.lang] }
    },
    defaults: () => ({ category: 'U', is_active: true, comment: '' }),
    beforeSave: (data) => {
      ;(data as Record<string, unknown>)._assets = data.assets
      delete data.assets
    },
    afterSave: (row, ctx) => {
      const ids = row._assets as string[] | undefined
      delete row._assets
      if (!ids) return
      const coll = ctx.state.db.collection('assets')
      for (const a of coll.all()) {
        const ls = new Set((a.labels as string[]) ?? [])
        if (ids.includes(a.id)) ls.add(row.id)
        else ls.delete(row.id)
        a.labels = [...ls]
      }
      coll.touch()
    },
  })

  defineResource({
    path: '/api/v1/assets/cmd-filters/',
    collection: 'cmd-filters',
    model: 'CommandFilter',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => ({
      rules: ctx.state.db.collection('cmd-filter-rules').all().filter((r) => r.filter === row.id).map((r) => r.id),
      system_users: ctx.state.db.collection('system-users').all().filter((s) => ((s.cmd_filters as string[]) ?? []).includes(row.id)).map((s) => s.id),
    }),
    defaults: () => ({ is_active: true, comment: '' }),
    afterDelete: (rows, ctx) => {
      const ids = new Set(rows.map((r) => r.id))
      ctx.state.db.collection('cmd-filter-rules').removeWhere((r) => ids.has(String(r.filter)))
    },
  })
  defineResource({
    path: '/api/v1/assets/cmd-filters/{id}/rules/',
    collection: 'cmd-filter-rules',
    model: 'CommandFilterRule',
    orgScoped: true,
    parentField: 'filter',
    defaultOrder: ['priority'],
    defaults: () => ({ type: 'command', priority: 50, action: 0, comment: '', reviewers: [] }),
    beforeSave: (data, ctx, existing) => {
      if (!existing && !ctx.state.db.collection('cmd-filters').get(ctx.params[0])) throw notFound('CommandFilter')
    },
  })

  const accountComputed = (row: Row, ctx: Ctx) => {
    const a = ctx.state.db.collection('assets').get(String(row.asset))
    const su = ctx.state.db.collection('system-users').get(String(row.systemuser))
    return {
      ip: a?.ip ?? '',
      hostname: a?.hostname ?? '',
      systemuser_display: su ? `${su.name}(${su.username})` : '',
    }
  }
  const accountFilters = {
    ip: (row: Row, v: string, ctx: Ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.ip === v,
    hostname: (row: Row, v: string, ctx: Ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.hostname === v,
    node: (row: Row, v: string, ctx: Ctx) => {
      const a = ctx.state.db.collection('assets').get(String(row.asset))
      return !!a && assetInNode(ctx, a, v, false)
    },
  }
  const accounts = defineResource({
    path: '/api/v1/assets/accounts/',
    collection: 'accounts',
    model: 'AuthBook',
    orgScoped: true,
    unique: [['username', 'asset', 'systemuser']],
    defaultOrder: ['-date_created'],
    compute: accountComputed,
    filters: accountFilters,
    searchText: {
      ip: (row, ctx) => String(ctx.state.db.collection('assets').get(String(row.asset))?.ip ?? ''),
      hostname: (row, ctx) => String(ctx.state.db.collection('assets').get(String(row.asset))?.hostname ?? ''),
      systemuser__username: (row, ctx) => String(ctx.state.db.collection('system-users').get(String(row.systemuser))?.username ?? ''),
    },
    defaults: () => ({ version: 1, connectivity: 'unknown', date_verified: null, comment: '' }),
  })
  defineResource({
    path: '/api/v1/assets/account-secrets/',
    collection: 'accounts',
    model: 'AuthBook',
    orgScoped: true,
    compute: accountComputed,
  })
  on('POST', '/api/v1/assets/accounts/{id}/verify/', (ctx) => {
    const acc = getObject(ctx, accounts, ctx.params[0])
    const a = ctx.state.db.collection('assets').get(String(acc.asset))
    const task = recordTask(ctx.state, 'assets.tasks.test_account_connectivity', [String(a?.hostname ?? acc.asset)])
    collectionOf(ctx.state, accounts).update(acc.id, { connectivity: 'ok', date_verified: ctx.state.now() })
    ctx.state.changed()
    return json(ctx, { task })
  }, { permission: ['IsOrgAdmin'] })
  on('POST', '/api/v1/assets/accounts/tasks/', async (ctx) => {
    const body = (await ctx.body()) as Record<string, unknown>
    const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: false })
    if (v.errors) throw fieldErrors(v.errors)
    const rows = queryRows(ctx, { collection: collectionOf(ctx.state, accounts) }, { resource: accounts, schemaName: 'Account', list: contract.op('GET', accounts.path)?.list })
    const task = recordTask(ctx.state, 'assets.tasks.test_accounts_connectivity', rows.slice(0, 20).map((r) => String(accountComputed(r, ctx).hostname)))
    return json(ctx, { ...body, task }, 201)
  }, { permission: ['IsOrgAdminOrAppUser'] })

  defineResource({
    path: '/api/v1/assets/favorite-assets/',
    collection: 'favorite-assets',
    model: 'FavoriteAsset',
    orgScoped: false,
    unique: [['user', 'asset']],
    visible: (ctx) => (row) => row.user === ctx.user?.id,
    beforeSave: (data, ctx) => {
      data.user = ctx.user!.id
    },
  })
  defineResource({
    path: '/api/v1/assets/gathered-users/',
    collection: 'gathered-users',
    model: 'GatheredUser',
    orgScoped: true,
    defaultOrder: ['-date_last_login'],
    compute: (row, ctx) => {
      const a = ctx.state.db.collection('assets').get(String(row.asset))
      return { hostname: a?.hostname ?? '', ip: a?.ip ?? '' }
    },
    filters: {
      asset__ip: (row, v, ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.ip === v,
      asset__hostname: (row, v, ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.hostname === v,
      asset_id: (row, v) => row.asset === v,
    },
  })
}

export function registerAssets(): void {
  registerAssetResources()
  registerAccessResources()
}
