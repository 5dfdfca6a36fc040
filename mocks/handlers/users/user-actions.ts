// Actions on users: invite to and remove from the current organisation, the suggestion list, and the resets an
// administrator can do (MFA, password, SSH public key, sign-in block).
import type { Row } from '../../db/store'
import { currentOrgRoles, type MemberRow, type OrgRole } from '../../engine/access'
import { contract } from '../../engine/contract'
import { getObject, render, successSchema } from '../../engine/crud'
import { type Ctx, empty, fieldErrors, json, permissionDenied } from '../../engine/http'
import { queryRows } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { collectionOf, resourceFor } from '../../engine/resource'
import { validateObject } from '../../engine/schema'
import type { UserRow } from '../../engine/state'
import { setOrgRoles } from './membership'
import { canUpdateDeleteUser, userComputed, USERS_PATH } from './users'

export function registerUserActions(): void {
  const users = resourceFor(USERS_PATH)
  if (!users) throw new Error('the users resource (users/users.ts) is registered before its actions')
  const userById = (ctx: Ctx): UserRow => getObject(ctx, users, ctx.params[0]) as UserRow

  on(
    'POST',
    '/api/v1/users/users/invite/',
    async (ctx) => {
      if (ctx.org.is_root) return json(ctx, { error: 'Not a valid org' }, 400)
      const body = await ctx.body()
      const items = Array.isArray(body) ? body : [body]
      const op = ctx.route?.ops.get('POST')
      const schema = op?.request?.schema ?? 'InviteRequest'
      const errors = items.map((it) => validateObject(ctx, schema, it, { partial: false }).errors ?? {})
      if (errors.some((e) => Object.keys(e).length)) throw fieldErrors(errors)
      for (const it of items as Array<{ user: string; role: OrgRole }>) {
        const existing = [...currentOrgRoles(ctx.state, ctx.state.users().get(it.user) as UserRow, ctx.org)]
        setOrgRoles(ctx.state, ctx.org.id, it.user, [...new Set([...existing, it.role])])
      }
      ctx.state.changed()
      return json(
        ctx,
        items.map((it) => ({ user: (it as Row).user, role: (it as Row).role })),
        201,
      )
    },
    { permission: ['IsOrgAdmin'] },
  )

  const removeFromOrg = (ctx: Ctx, ids: string[]) => {
    if (ctx.org.is_root) return
    const set = new Set(ids)
    ctx.state.db.collection<MemberRow>('org-members').removeWhere((m) => m.org === ctx.org.id && set.has(m.user))
    const groups = ctx.state.db.collection('user-groups')
    ctx.state.db
      .collection('user-group-relations')
      .removeWhere((r) => set.has(String(r.user)) && groups.get(String(r.usergroup))?.org_id === ctx.org.id)
    ctx.state.changed()
  }

  on(
    'POST',
    '/api/v1/users/users/{id}/remove/',
    (ctx) => {
      const u = userById(ctx)
      removeFromOrg(ctx, [u.id])
      return empty(ctx, 204)
    },
    { permission: ['IsOrgAdmin'] },
  )

  on(
    'POST',
    '/api/v1/users/users/remove/',
    (ctx) => {
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, users) },
        { resource: users, schemaName: 'User', list: contract.op('GET', users.path)?.list },
      )
      removeFromOrg(
        ctx,
        rows.map((r) => r.id),
      )
      return empty(ctx, 204)
    },
    { permission: ['IsOrgAdmin'] },
  )

  on(
    'GET',
    '/api/v1/users/users/suggestion/',
    (ctx) => {
      const coll = collectionOf(ctx.state, users)
      const rows = queryRows(
        ctx,
        { collection: coll },
        { resource: users, schemaName: 'User', list: contract.op('GET', users.path)?.list },
      ).slice(0, 3)
      const schema = successSchema(ctx.route?.ops.get('GET')) ?? 'MiniUser'
      return json(
        ctx,
        rows.map((r) => render(ctx, users, schema, r)),
      )
    },
    { permission: ['IsOrgAdmin'] },
  )

  on(
    'GET',
    '/api/v1/users/users/{id}/otp/reset/',
    (ctx) => {
      const u = userById(ctx)
      if (u.id === ctx.user?.id) return json(ctx, { error: 'Could not reset self otp, use profile reset instead' }, 401)
      const computed = userComputed(u, ctx)
      if (computed.mfa_enabled) {
        ctx.state.users().update(u.id, { otp_secret_key: null, mfa_level: u.mfa_level === 2 ? 2 : 0 })
        ctx.state.changed()
      }
      return json(ctx, { msg: 'success' })
    },
    { permission: ['IsOrgAdmin'] },
  )

  const userAction = (mutate: (u: UserRow, ctx: Ctx) => void) => (ctx: Ctx) => {
    const u = userById(ctx)
    if (!canUpdateDeleteUser(ctx, u, 'update')) throw permissionDenied()
    mutate(u, ctx)
    ctx.state.users().touch()
    ctx.state.changed()
    return json(ctx, render(ctx, users, successSchema(ctx.route?.ops.get(ctx.method)) ?? 'User', u))
  }
  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/users/users/{id}/password/reset/',
      userAction((u, ctx) => {
        // the real server sets a random password and mails a reset link
        u.password = randomId()
        u.need_update_password = true
        u.date_password_last_updated = ctx.state.now()
      }),
      { permission: ['IsOrgAdmin'] },
    )
    on(
      m,
      '/api/v1/users/users/{id}/pubkey/reset/',
      userAction((u) => {
        u.public_key = ''
      }),
      { permission: ['IsOrgAdmin'] },
    )
    on(
      m,
      '/api/v1/users/users/{id}/unblock/',
      userAction((u, ctx) => {
        ctx.state.loginFailures.delete(u.username)
      }),
      { permission: ['IsOrgAdmin'] },
    )
  }
}
