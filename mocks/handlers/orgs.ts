// Organisations: the current one, the list with members per role and resource counts, member relations.
import { canAny, orgInfo, type MemberRow, type OrgRole } from '../engine/access'
import { ApiError, detail, json, permissionDenied } from '../engine/http'
import { on } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { relationFields, type RelationWriter } from '../engine/relation-fields'
import { defineResource } from '../engine/resource'
import type { MockState } from '../engine/state'

/** Makes `ids` the members of an organisation in one role. */
const membersIn =
  (role: OrgRole): RelationWriter =>
  (ctx, row, ids) => {
    const members = ctx.state.db.collection<MemberRow>('org-members')
    members.removeWhere((m) => m.org === row.id && m.role === role)
    for (const u of new Set(ids)) members.insert({ id: randomId(), org: row.id, user: u, role })
  }

export function registerOrgs(): void {
  on(
    'GET',
    '/api/v1/orgs/orgs/current/',
    (ctx) => {
      if (!canAny(ctx.state, ctx.user, ctx.org)) throw permissionDenied()
      const o = ctx.org
      return json(ctx, { id: o.id, name: o.name, is_default: o.is_default, is_root: o.is_root, comment: o.comment })
    },
    { permission: ['IsValidUser'] },
  )

  const stat = (state: MockState, orgId: string) => {
    const count = (coll: string) =>
      state.db
        .collection(coll)
        .all()
        .reduce((n, r) => n + (r.org_id === orgId ? 1 : 0), 0)
    const members = state.db
      .collection<MemberRow>('org-members')
      .all()
      .filter((m) => m.org === orgId)
    return {
      users_amount: new Set(members.map((m) => m.user)).size,
      groups_amount: count('user-groups'),
      assets_amount: count('assets'),
      nodes_amount: count('nodes'),
      admin_users_amount: state.db
        .collection('system-users')
        .all()
        .reduce((n, r) => n + (r.org_id === orgId && r.type === 'admin' ? 1 : 0), 0),
      system_users_amount: state.db
        .collection('system-users')
        .all()
        .reduce((n, r) => n + (r.org_id === orgId && r.type !== 'admin' ? 1 : 0), 0),
      domains_amount: count('domains'),
      gateways_amount: count('gateways'),
      applications_amount: count('applications'),
      asset_perms_amount: count('asset-permissions'),
      app_perms_amount: count('application-permissions'),
    }
  }
  const statCache = new WeakMap<MockState, { at: number; data: Map<string, unknown> }>()

  defineResource({
    path: '/api/v1/orgs/orgs/',
    collection: 'orgs',
    model: 'Organization',
    verbose: 'Organization',
    orgScoped: false,
    unique: [['name']],
    defaultOrder: ['date_created'],
    compute: (row, ctx) => {
      const members = ctx.state.db
        .collection<MemberRow>('org-members')
        .all()
        .filter((m) => m.org === row.id)
      let cache = statCache.get(ctx.state)
      if (!cache || ctx.state.now() - cache.at > 2000) statCache.set(ctx.state, (cache = { at: ctx.state.now(), data: new Map() }))
      let s = cache.data.get(row.id)
      if (!s) cache.data.set(row.id, (s = stat(ctx.state, row.id)))
      return {
        is_default: row.id === '00000000-0000-0000-0000-000000000002',
        is_root: false,
        users: members.filter((m) => m.role === 'User').map((m) => m.user),
        admins: members.filter((m) => m.role === 'Admin').map((m) => m.user),
        auditors: members.filter((m) => m.role === 'Auditor').map((m) => m.user),
        resource_statistics: s,
      }
    },
    ...relationFields(
      { users: membersIn('User'), admins: membersIn('Admin'), auditors: membersIn('Auditor') },
      {
        afterSave: (row, ctx, created) => {
          if (!created) return
          // every organisation has a root node (the real server creates it on first use)
          const nodes = ctx.state.db.collection('nodes')
          const top = nodes.all().reduce((m, n) => (String(n.key).includes(':') ? m : Math.max(m, Number(n.key) || 0)), 0)
          nodes.insert({ id: randomId(), key: String(top + 1), value: String(row.name), org_id: row.id })
        },
      },
    ),
    beforeDelete: (row, ctx) => {
      if (row.id === '00000000-0000-0000-0000-000000000002') throw detail(400, 'The default organization cannot be deleted', 'error')
      const used = ['user-groups', 'assets', 'nodes', 'system-users', 'domains'].some((c) =>
        ctx.state.db
          .collection(c)
          .all()
          .some((r) => r.org_id === row.id && !(c === 'nodes' && !String(r.key).includes(':'))),
      )
      if (used) throw new ApiError(400, { error: 'Have `User` resource, Can not delete' })
    },
    afterDelete: (rows, ctx) => {
      const ids = new Set(rows.map((r) => r.id))
      ctx.state.db.collection<MemberRow>('org-members').removeWhere((m) => ids.has(m.org))
      ctx.state.db.collection('nodes').removeWhere((n) => ids.has(String(n.org_id)))
    },
  })

  defineResource({
    path: '/api/v1/orgs/org-member-relation/',
    collection: 'org-members',
    model: 'OrganizationMember',
    orgScoped: false,
    unique: [['org', 'user', 'role']],
    compute: (row, ctx) => {
      const u = ctx.state.users().get(String(row.user))
      const o = orgInfo(ctx.state, String(row.org))
      return {
        org_display: o?.name ?? '',
        user_display: u ? `${u.name}(${u.username})` : '',
      }
    },
    filters: {
      org_id: (row, v) => row.org === v,
      user_id: (row, v) => row.user === v,
      id: (row, v) => v.split(',').includes(row.id),
    },
  })
}
