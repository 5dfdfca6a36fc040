// Application permissions: the list with its filters, its relation rows, the applications and users a permission
// reaches, and the applications granted to the signed-in user or to a user.
import type { Row } from '../../db/store'
import { successSchema } from '../../engine/crud'
import { type Ctx, notFound } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import { on } from '../../engine/pipeline'
import type { Resource } from '../../engine/resource'
import { groupsOf } from '../users/membership'
import {
  APP_LINKS,
  APP_PERM_APPS,
  APP_PERM_GROUPS,
  APP_PERM_SYSUSERS,
  APP_PERM_USERS,
  nameOf,
  permResource,
  relationResource,
  rowsAnswer,
  userLabel,
  usersOfPermission,
  validity,
} from './relations'
import { IS_ADMIN, IS_USER } from './user-grants'

/** Applications granted to a user (directly or through its groups) by the application permissions in force. */
function grantedApps(ctx: Ctx, userId: string): Row[] {
  const state = ctx.state
  const groups = new Set(groupsOf(state, userId))
  const apps = state.db.collection('applications')
  const out = new Map<string, Row>()
  for (const p of state.db.collection('application-permissions').all()) {
    if (!ctx.org.is_root && p.org_id !== ctx.org.id) continue
    if (!validity(p, state).is_valid) continue
    const hit = APP_PERM_USERS.targets(state, p.id).includes(userId) || APP_PERM_GROUPS.targets(state, p.id).some((g) => groups.has(g))
    if (!hit) continue
    for (const id of APP_PERM_APPS.targets(state, p.id)) {
      const a = apps.get(id)
      if (a) out.set(a.id, a)
    }
  }
  return [...out.values()]
}

export function registerApplicationPermissions(): void {
  permResource('/api/v1/perms/application-permissions/', 'application-permissions', 'ApplicationPermission', APP_LINKS, {
    filters: {
      user_id: (row, v, ctx) =>
        APP_PERM_USERS.targets(ctx.state, row.id).includes(v) ||
        APP_PERM_GROUPS.targets(ctx.state, row.id).some((g) => groupsOf(ctx.state, v).includes(g)),
      user_group_id: (row, v, ctx) => APP_PERM_GROUPS.targets(ctx.state, row.id).includes(v),
      application_id: (row, v, ctx) => APP_PERM_APPS.targets(ctx.state, row.id).includes(v),
      system_user_id: (row, v, ctx) => APP_PERM_SYSUSERS.targets(ctx.state, row.id).includes(v),
      app_name: (row, v, ctx) =>
        APP_PERM_APPS.targets(ctx.state, row.id).some((a) => ctx.state.db.collection('applications').get(a)?.name === v),
      // the view's own filter: these values mean "not valid", any other "valid"
      is_valid: (row, v, ctx) => validity(row, ctx.state).is_valid === !['0', 'N', 'false', 'False'].includes(v),
    },
  })
  relationResource(
    '/api/v1/perms/application-permissions-users-relations/',
    APP_PERM_USERS,
    { user: userLabel, applicationpermission: nameOf('application-permissions') },
    'application-permissions',
  )
  relationResource(
    '/api/v1/perms/application-permissions-applications-relations/',
    APP_PERM_APPS,
    { application: nameOf('applications'), applicationpermission: nameOf('application-permissions') },
    'application-permissions',
  )
  on(
    'GET',
    '/api/v1/perms/application-permissions/{id}/applications/all/',
    (ctx) => {
      const p = ctx.state.db.collection('application-permissions').get(ctx.params[0])
      if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('ApplicationPermission')
      const apps = ctx.state.db.collection('applications')
      const rows = APP_PERM_APPS.targets(ctx.state, p.id)
        .map((id) => apps.get(id))
        .filter(Boolean)
        .map((a) => ({ id: a!.id, application: a!.id, application_display: a!.name, name: a!.name }))
      return rowsAnswer(ctx, rows)
    },
    { permission: ['IsOrgAdmin'] },
  )
  on(
    'GET',
    '/api/v1/perms/application-permissions/{id}/users/all/',
    (ctx) => {
      const p = ctx.state.db.collection('application-permissions').get(ctx.params[0])
      if (!p || (!ctx.org.is_root && p.org_id !== ctx.org.id)) throw notFound('ApplicationPermission')
      return rowsAnswer(ctx, usersOfPermission(ctx, p.id, APP_PERM_USERS, APP_PERM_GROUPS))
    },
    { permission: ['IsOrgAdmin'] },
  )
  const appsList = (ctx: Ctx, userId: string) => {
    const rows = grantedApps(ctx, userId)
    const schema = successSchema(ctx.op) ?? 'AppGranted'
    const res = { path: '', shape: '', collection: 'applications', model: 'Application', orgScoped: false } as Resource
    return listResponse(
      ctx,
      queryRows(ctx, { rows }, { resource: res, schemaName: schema, list: ctx.op?.list, defaultOrder: ['name'] }),
      schema,
      res,
    )
  }
  on('GET', '/api/v1/perms/users/applications/', (ctx) => appsList(ctx, ctx.user!.id), IS_USER)
  on(
    'GET',
    '/api/v1/perms/users/{id}/applications/',
    (ctx) => {
      const u = ctx.state.users().get(ctx.params[0])
      if (!u) throw notFound('User')
      return appsList(ctx, u.id)
    },
    IS_ADMIN,
  )
}
