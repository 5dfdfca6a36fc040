// Labels of assets (an asset keeps the ids of its labels).
import { relationFields } from '../../engine/relation-fields'
import { defineResource } from '../../engine/resource'

export function registerLabels(): void {
  defineResource({
    path: '/api/v1/assets/labels/',
    collection: 'labels',
    model: 'Label',
    orgScoped: true,
    unique: [['name', 'value']],
    defaultOrder: ['name', 'value'],
    label: (row) => `${row.name}:${row.value}`,
    compute: (row, ctx) => {
      const assets = ctx.state.db
        .collection('assets')
        .all()
        .filter((a) => ((a.labels as string[]) ?? []).includes(row.id))
        .map((a) => a.id)
      const cat = row.category === 'S' ? { en: 'System', zh: '系统' } : { en: 'User', zh: '用户' }
      return { assets, asset_count: assets.length, category_display: cat[ctx.lang], get_category_display: cat[ctx.lang] }
    },
    defaults: () => ({ category: 'U', is_active: true, comment: '' }),
    ...relationFields({
      // each asset keeps the ids of its labels
      assets: (ctx, row, ids) => {
        const coll = ctx.state.db.collection('assets')
        for (const a of coll.all()) {
          const ls = new Set((a.labels as string[]) ?? [])
          if (ids.includes(a.id)) ls.add(row.id)
          else ls.delete(row.id)
          a.labels = [...ls]
        }
        coll.touch()
      },
    }),
  })
}
