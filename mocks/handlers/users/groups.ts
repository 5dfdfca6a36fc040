// User groups and the user–group relation rows.
import { relationFields } from '../../engine/relation-fields'
import { defineResource } from '../../engine/resource'
import { GROUP_USERS, nextRelationId, usersOf } from './membership'

export function registerGroups(): void {
  defineResource({
    path: '/api/v1/users/groups/',
    collection: 'user-groups',
    model: 'UserGroup',
    verbose: 'User group',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const ids = usersOf(ctx.state, row.id)
      return { users: ids, users_amount: ids.length }
    },
    filters: { users: (row, v, ctx) => usersOf(ctx.state, row.id).includes(v) },
    ...relationFields({ users: (ctx, row, ids) => GROUP_USERS.set(ctx.state, row.id, ids) }),
    afterDelete: (rows, ctx) =>
      GROUP_USERS.removeFrom(
        ctx.state,
        rows.map((r) => r.id),
      ),
  })

  defineResource({
    path: '/api/v1/users/users-groups-relations/',
    collection: 'user-group-relations',
    model: 'User_groups',
    orgScoped: false,
    unique: [['user', 'usergroup']],
    compute: (row, ctx) => {
      const u = ctx.state.users().get(String(row.user))
      const g = ctx.state.db.collection('user-groups').get(String(row.usergroup))
      return {
        id: Number(row.id),
        user_display: u ? `${u.name}(${u.username})` : '',
        usergroup_display: g ? String(g.name) : '',
      }
    },
    visible: (ctx) => {
      if (ctx.org.is_root) return null
      const groups = ctx.state.db.collection('user-groups')
      return (row) => groups.get(String(row.usergroup))?.org_id === ctx.org.id
    },
    defaults: (ctx) => ({ id: nextRelationId(ctx.state) }),
  })
}
