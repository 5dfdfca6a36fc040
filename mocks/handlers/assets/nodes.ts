// Nodes: the tree (zTree items, with assets on request), children, moving nodes under another node, the assets of a
// node (add / remove / replace) and node tasks.
import type { Row } from '../../db/store'
import { getObject, render, successSchema } from '../../engine/crud'
import { ApiError, type Ctx, fieldErrors, json, notFound } from '../../engine/http'
import { listResponse } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { changedIds } from '../../engine/relation-fields'
import { collectionOf, defineResource } from '../../engine/resource'
import { recordTask } from '../tasks'
import {
  assetTreeItem,
  descendantsKeys,
  fullValue,
  keyCompare,
  nextChildKey,
  nodeIndex,
  nodeTreeItem,
  orgRootNode,
  parentKey,
} from './node-tree'

export function registerNodes(): void {
  const nodes = defineResource({
    path: '/api/v1/assets/nodes/',
    collection: 'nodes',
    model: 'Node',
    orgScoped: true,
    defaultOrder: ['key'],
    sortKey: {
      key: (row) =>
        String(row.key)
          .split(':')
          .map((x) => x.padStart(6, '0'))
          .join(':'),
    },
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

  on(
    'GET',
    '/api/v1/assets/nodes/children/tree/',
    (ctx) => {
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
        parents = coll
          .all()
          .filter((n) => visible(n) && !String(n.key).includes(':'))
          .sort((a, b) => keyCompare(String(a.key), String(b.key)))
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
    },
    { permission: ['IsOrgAdmin'] },
  )

  const nodeById = (ctx: Ctx) => getObject(ctx, nodes, ctx.params[0])

  on(
    'GET',
    '/api/v1/assets/nodes/{id}/children/',
    (ctx) => {
      const n = nodeById(ctx)
      const all = ctx.query.get('all') === '1'
      const idx = nodeIndex(ctx.state)
      const rows = all
        ? [...descendantsKeys(ctx.state, String(n.key))].filter((k) => k !== n.key).map((k) => idx.byKey.get(k)!)
        : (idx.children.get(String(n.key)) ?? [])
      return listResponse(ctx, rows, successSchema(ctx.op) ?? 'Node', nodes)
    },
    { permission: ['IsOrgAdmin'] },
  )

  on(
    'POST',
    '/api/v1/assets/nodes/{id}/children/',
    async (ctx) => {
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
    },
    { permission: ['IsOrgAdmin'] },
  )

  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/assets/nodes/{id}/children/add/',
      async (ctx) => {
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
        // the platform answers a bare "OK"
        return json(ctx, 'OK')
      },
      { permission: ['IsOrgAdmin'] },
    )

    for (const action of ['add', 'remove', 'replace'] as const) {
      on(
        m,
        `/api/v1/assets/nodes/{id}/assets/${action}/`,
        async (ctx) => {
          const n = nodeById(ctx)
          const body = (await ctx.body()) as { assets?: unknown }
          if (!Array.isArray(body?.assets)) throw fieldErrors({ assets: ['This field is required.'] })
          const coll = ctx.state.db.collection('assets')
          const ids = (body.assets as unknown[]).map(String)
          // every id is checked before any asset changes
          const missing = ids.find((id) => !coll.get(id))
          if (missing !== undefined) throw fieldErrors({ assets: [`Invalid pk "${missing}" - object does not exist.`] })
          const root = orgRootNode(ctx.state, String(n.org_id))
          for (const id of ids) {
            const a = coll.get(id)!
            const list = changedIds((a.nodes as string[]) ?? [], action, [n.id])
            // an asset is always somewhere: taken out of its last node, it goes to the organisation's root node
            a.nodes = list.length || !root ? list : [root.id]
          }
          coll.touch()
          ctx.state.changed()
          // the node as its serializer shows it: every asset now in it, and its organisation
          const inNode = coll
            .all()
            .filter((a) => ((a.nodes as string[]) ?? []).includes(n.id))
            .map((a) => a.id)
          return json(ctx, render(ctx, nodes, successSchema(ctx.op), { ...n, assets: inNode }))
        },
        { permission: ['IsOrgAdmin'] },
      )
    }
  }

  on(
    'POST',
    '/api/v1/assets/nodes/{id}/tasks/',
    async (ctx) => {
      const n = nodeById(ctx)
      const body = (await ctx.body()) as Record<string, unknown>
      const hosts = (nodeIndex(ctx.state).direct.get(String(n.key)) ?? []).map((a) => String(a.hostname))
      const task = recordTask(ctx.state, `assets.tasks.${String(body.action ?? 'refresh')}`, hosts)
      return json(ctx, { action: body.action ?? 'refresh', task }, 201)
    },
    { permission: ['IsOrgAdmin'] },
  )

  on(
    'POST',
    '/api/v1/assets/nodes/check_assets_amount_task/',
    (ctx) => {
      return json(ctx, { task: recordTask(ctx.state, 'assets.tasks.check_node_assets_amount') })
    },
    { permission: ['IsOrgAdmin'] },
  )
}
