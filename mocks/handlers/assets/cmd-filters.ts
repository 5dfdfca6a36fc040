// Command filters and their rules (a nested list under each filter).
import { notFound } from '../../engine/http'
import { defineResource } from '../../engine/resource'

export function registerCmdFilters(): void {
  defineResource({
    path: '/api/v1/assets/cmd-filters/',
    collection: 'cmd-filters',
    model: 'CommandFilter',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => ({
      rules: ctx.state.db
        .collection('cmd-filter-rules')
        .all()
        .filter((r) => r.filter === row.id)
        .map((r) => r.id),
      system_users: ctx.state.db
        .collection('system-users')
        .all()
        .filter((s) => ((s.cmd_filters as string[]) ?? []).includes(row.id))
        .map((s) => s.id),
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
}
