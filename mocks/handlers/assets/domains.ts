// Domains (an asset is in one domain at most) and their gateways.
import { getObject } from '../../engine/crud'
import { json } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { relationFields } from '../../engine/relation-fields'
import { defineResource } from '../../engine/resource'

export function registerDomains(): void {
  defineResource({
    path: '/api/v1/assets/domains/',
    collection: 'domains',
    model: 'Domain',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const assets = ctx.state.db
        .collection('assets')
        .all()
        .filter((a) => a.domain === row.id)
        .map((a) => a.id)
      return {
        assets,
        asset_count: assets.length,
        application_count: ctx.state.db
          .collection('applications')
          .all()
          .reduce((n, a) => n + (a.domain === row.id ? 1 : 0), 0),
        gateway_count: ctx.state.db
          .collection('gateways')
          .all()
          .reduce((n, g) => n + (g.domain === row.id ? 1 : 0), 0),
      }
    },
    ...relationFields({
      // the domain is a field of each asset: the assets sent get it, the others that had it lose it
      assets: (ctx, row, ids) => {
        const coll = ctx.state.db.collection('assets')
        for (const a of coll.all()) {
          if (a.domain === row.id && !ids.includes(a.id)) a.domain = null
          if (ids.includes(a.id)) a.domain = row.id
        }
        coll.touch()
      },
    }),
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
  on(
    'POST',
    '/api/v1/assets/gateways/{id}/test-connective/',
    async (ctx) => {
      const g = getObject(ctx, gateways, ctx.params[0])
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const port = Number(body.port ?? g.port)
      if (!g.is_active || port <= 0) return json(ctx, { error: 'Gateway is not active or the port is wrong' }, 400)
      // v2.14.2 answers the bare JSON string "ok" when the connection works
      return json(ctx, 'ok')
    },
    { permission: ['IsOrgAdmin'] },
  )
}
