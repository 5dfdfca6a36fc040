// Platforms (global): the built-in ones cannot be deleted, nor one that assets use.
import { detail } from '../../engine/http'
import { defineResource } from '../../engine/resource'

export function registerPlatforms(): void {
  defineResource({
    path: '/api/v1/assets/platforms/',
    collection: 'platforms',
    model: 'Platform',
    verbose: 'Platform',
    orgScoped: false,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row) => ({ id: Number(row.id) }),
    defaults: (ctx) => ({
      id: String(
        ctx.state.db
          .collection('platforms')
          .all()
          .reduce((m, r) => Math.max(m, Number(r.id)), 0) + 1,
      ),
      internal: false,
      meta: {},
      charset: 'utf8',
      base: 'Linux',
    }),
    beforeDelete: (row, ctx) => {
      if (row.internal) throw detail(400, 'Internal platform cannot be deleted', 'error')
      if (ctx.state.db.collection('assets').find((a) => a.platform === row.name)) {
        throw detail(400, 'Is referenced by other objects and cannot be deleted', 'referenced_by_others')
      }
    },
  })
}
