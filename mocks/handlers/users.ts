// The users area: users, user groups, user–group relations, user actions (invite, remove, reset OTP/password/
// public key, unblock) and login ACLs.
import type { Row } from '../db/store'
import {
  canAdmin,
  currentOrgRoles,
  isSuperAuditor,
  isSuperuser,
  orgMemberIds,
  orgRolesOf,
  type MemberRow,
  type OrgRole,
} from '../engine/access'
import { contract } from '../engine/contract'
import { getObject, render, successSchema } from '../engine/crud'
import { type Ctx, empty, fieldErrors, json, permissionDenied } from '../engine/http'
import { queryRows } from '../engine/list'
import { on, overridePermission } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { collectionOf, defineResource, type Resource } from '../engine/resource'
import { choiceLabel, validateObject } from '../engine/schema'
import type { MockState, UserRow } from '../engine/state'

export const LOGIN_LIMIT_COUNT = 7
export const LOGIN_LIMIT_MINUTES = 30

// ---- group membership (source of truth: the relation rows) ----------------------------------------------------

interface RelationRow extends Row {
  user: string
  usergroup: string
}

const relIndex = new WeakMap<MockState, { v: number; byUser: Map<string, string[]>; byGroup: Map<string, string[]> }>()

function relations(state: MockState) {
  const coll = state.db.collection<RelationRow>('user-group-relations')
  let hit = relIndex.get(state)
  if (!hit || hit.v !== coll.version) {
    const byUser = new Map<string, string[]>()
    const byGroup = new Map<string, string[]>()
    for (const r of coll.all()) {
      ;(byUser.get(r.user) ?? byUser.set(r.user, []).get(r.user)!).push(r.usergroup)
      ;(byGroup.get(r.usergroup) ?? byGroup.set(r.usergroup, []).get(r.usergroup)!).push(r.user)
    }
    hit = { v: coll.version, byUser, byGroup }
    relIndex.set(state, hit)
  }
  return { coll, ...hit }
}

export const groupsOf = (state: MockState, userId: string): string[] => relations(state).byUser.get(userId) ?? []
export const usersOf = (state: MockState, groupId: string): string[] => relations(state).byGroup.get(groupId) ?? []

let relSeq = 0
export function nextRelationId(state: MockState): string {
  const coll = state.db.collection('user-group-relations')
  if (!relSeq) relSeq = coll.all().reduce((m, r) => Math.max(m, Number(r.id) || 0), 0)
  relSeq = Math.max(relSeq, coll.size) + 1
  while (coll.has(String(relSeq))) relSeq++
  return String(relSeq)
}

function setUserGroups(state: MockState, userId: string, groups: string[], onlyOrg: string | null): void {
  const { coll } = relations(state)
  const groupColl = state.db.collection('user-groups')
  coll.removeWhere((r) => r.user === userId && (!onlyOrg || groupColl.get(r.usergroup)?.org_id === onlyOrg))
  for (const g of new Set(groups)) coll.insert({ id: nextRelationId(state), user: userId, usergroup: g })
}

function setGroupUsers(state: MockState, groupId: string, users: string[]): void {
  const { coll } = relations(state)
  coll.removeWhere((r) => r.usergroup === groupId)
  for (const u of new Set(users)) coll.insert({ id: nextRelationId(state), user: u, usergroup: groupId })
}

// ---- org membership ---------------------------------------------------------------------------------------------

export function setOrgRoles(state: MockState, orgId: string, userId: string, roles: OrgRole[]): void {
  const members = state.db.collection<MemberRow>('org-members')
  members.removeWhere((m) => m.org === orgId && m.user === userId && !roles.includes(m.role))
  for (const role of roles) {
    if (!members.find((m) => m.org === orgId && m.user === userId && m.role === role)) {
      members.insert({ id: randomId(), org: orgId, user: userId, role })
    }
  }
}

// ---- users ---------------------------------------------------------------------------------------------------

export function loginBlocked(state: MockState, username: string): boolean {
  const f = state.loginFailures.get(username)
  if (!f) return false
  if (state.now() - f.last > LOGIN_LIMIT_MINUTES * 60000) return false
  return f.count >= LOGIN_LIMIT_COUNT
}

const ORG_ROLE_LABEL: Record<string, { en: string; zh: string }> = {
  Admin: { en: 'Organization administrator', zh: '组织管理员' },
  Auditor: { en: 'Organization auditor', zh: '组织审计员' },
  User: { en: 'User', zh: '用户' },
}

/** CanUpdateDeleteUser (object level). */
export function canUpdateDeleteUser(ctx: Ctx, target: Row, action: 'update' | 'delete'): boolean {
  const me = ctx.user
  if (!me || !canAdmin(ctx.state, me, ctx.org)) return false
  const t = target as UserRow
  if (action === 'delete' && me.id === t.id) return false
  if (isSuperuser(me)) {
    if (action === 'delete' && t.role === 'Admin' && t.username === 'admin') return false
    return true
  }
  if (t.role === 'Admin' || t.role === 'Auditor') return false
  if (action === 'update' && me.id === t.id) return true
  // an org admin may not touch another org admin
  if (!ctx.org.is_root && currentOrgRoles(ctx.state, t, ctx.org).includes('Admin') && me.id !== t.id) return false
  return true
}

export function userComputed(row: Row, ctx: Ctx): Record<string, unknown> {
  const u = row as UserRow
  const state = ctx.state
  const orgRoles = orgRolesOf(state, u, ctx.org)
  const lang = ctx.lang
  const roleSchema = contract.schema('User')?.fields.role
  const roleLabel = choiceLabel(roleSchema, u.role, lang)
  const orgLabels = orgRoles.map((r) => ORG_ROLE_LABEL[r]?.[lang] ?? r)
  const expired = typeof u.date_expired === 'number' && (u.date_expired as number) < state.now()
  const mfaLevel = Number(u.mfa_level ?? 0)
  const groupIds = groupsOf(state, u.id)
  const groupColl = state.db.collection('user-groups')
  return {
    groups: groupIds,
    groups_display: groupIds.map((g) => String(groupColl.get(g)?.name ?? '')).filter(Boolean).join(' '),
    org_roles: orgRoles,
    org_role_display: orgLabels.join(' | '),
    total_role_display: [...new Set([roleLabel, ...orgLabels])].sort().join(' | '),
    mfa_enabled: mfaLevel > 0 || state.settings.SECURITY_MFA_AUTH === 2,
    mfa_force_enabled: mfaLevel === 2 || state.settings.SECURITY_MFA_AUTH === 2,
    is_expired: expired,
    is_valid: !!u.is_active && !expired,
    is_otp_secret_key_bound: !!u.otp_secret_key,
    is_wecom_bound: !!u.wecom_id,
    is_dingtalk_bound: !!u.dingtalk_id,
    is_feishu_bound: !!u.feishu_id,
    can_public_key_auth: true,
    can_update: canUpdateDeleteUser(ctx, u, 'update'),
    can_delete: canUpdateDeleteUser(ctx, u, 'delete'),
    login_blocked: loginBlocked(state, u.username),
    avatar_url: '/static/img/avatar/user.png',
    // the reviewers of the user's sign-in confirmation setting; null when the user has none (A6)
    login_confirm_settings: loginConfirmReviewers(state, u.id),
  }
}

function loginConfirmReviewers(state: MockState, userId: string): string[] | null {
  const setting = state.db.collection('login-confirm-settings').find((s) => s.user === userId)
  return setting ? [...((setting.reviewers as string[] | undefined) ?? [])] : null
}

/**
 * The `?system_or_org_role=` filter's value of a user. The platform filters on it, but never puts it in an answer
 * (the user object has no such attribute), so it is not part of the user's representation (A4).
 */
function systemOrOrgRole(u: UserRow, ctx: Ctx): string {
  if (isSuperuser(u)) return 'system_admin'
  if (isSuperAuditor(u)) return 'system_auditor'
  const orgRoles = orgRolesOf(ctx.state, u, ctx.org)
  if (orgRoles.includes('Admin')) return 'org_admin'
  if (orgRoles.includes('Auditor')) return 'org_auditor'
  return 'user'
}

const SEVENTY_YEARS = 70 * 365.25 * 24 * 3600 * 1000

function registerUsers(): Resource {
  const users = defineResource({
    path: '/api/v1/users/users/',
    collection: 'users',
    model: 'User',
    verbose: 'User',
    orgScoped: false,
    unique: [['username'], ['email']],
    defaultOrder: ['username'],
    label: (row) => `${row.name}(${row.username})`,
    compute: userComputed,
    visible: (ctx) => {
      const ids = orgMemberIds(ctx.state, ctx.org)
      if (!ids) return (row) => row.role !== 'App'
      return (row) => ids.has(row.id) && row.role !== 'App'
    },
    filters: {
      system_or_org_role: (row, v, ctx) => systemOrOrgRole(row as UserRow, ctx) === v,
      groups: (row, v, ctx) => groupsOf(ctx.state, row.id).includes(v),
      group_id: (row, v, ctx) => groupsOf(ctx.state, row.id).includes(v),
    },
    defaults: (ctx) => ({
      source: 'local',
      is_active: true,
      mfa_level: 0,
      role: 'User',
      date_joined: ctx.state.now(),
      date_expired: ctx.state.now() + SEVENTY_YEARS,
      is_first_login: true,
      need_update_password: false,
      otp_secret_key: null,
      password: '',
      public_key: '',
      comment: '',
      wechat: '',
      phone: null,
      wecom_id: null,
      dingtalk_id: null,
      feishu_id: null,
      last_login: null,
      date_password_last_updated: ctx.state.now(),
    }),
    beforeSave: (data, ctx, existing) => {
      if (data.role && data.role !== (existing?.role ?? 'User') && !isSuperuser(ctx.user)) {
        // only a system administrator may grant system roles
        if (data.role !== 'User') throw fieldErrors({ role: ['You do not have permission to perform this action.'] })
      }
      if (existing && !canUpdateDeleteUser(ctx, existing, 'update')) throw permissionDenied()
      const strategy = data.password_strategy
      delete data.password_strategy
      if (strategy === 'custom' && !existing && !data.password) {
        throw fieldErrors({ password: ['This field is required.'] })
      }
      if (data.password === '' || data.password === null) delete data.password
      if (typeof data.password === 'string') data.date_password_last_updated = ctx.state.now()
      if (data.public_key === '' || data.public_key === null) delete data.public_key
      ;(data as Record<string, unknown>)._org_roles = data.org_roles
      ;(data as Record<string, unknown>)._groups = data.groups
      delete data.org_roles
      delete data.groups
    },
    afterSave: (row, ctx, created) => {
      const roles = row._org_roles as OrgRole[] | undefined | null
      const groups = row._groups as string[] | undefined
      delete row._org_roles
      delete row._groups
      if (!ctx.org.is_root) {
        if (created) setOrgRoles(ctx.state, ctx.org.id, row.id, roles?.length ? roles : ['User'])
        else if (roles) setOrgRoles(ctx.state, ctx.org.id, row.id, roles.length ? roles : ['User'])
      }
      if (groups) setUserGroups(ctx.state, row.id, groups, ctx.org.is_root ? null : ctx.org.id)
    },
    beforeDelete: (row, ctx) => {
      if (!canUpdateDeleteUser(ctx, row, 'delete')) throw permissionDenied()
    },
    afterDelete: (rows, ctx) => {
      const ids = new Set(rows.map((r) => r.id))
      ctx.state.db.collection('user-group-relations').removeWhere((r) => ids.has(String(r.user)))
      ctx.state.db.collection('org-members').removeWhere((r) => ids.has(String(r.user)))
    },
  })

  // UserViewSet.get_permissions: destroy is for system administrators only
  overridePermission('DELETE', '/api/v1/users/users/{id}/', ['IsSuperUser'])

  const userById = (ctx: Ctx): UserRow => getObject(ctx, users, ctx.params[0]) as UserRow

  on('POST', '/api/v1/users/users/invite/', async (ctx) => {
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
    return json(ctx, items.map((it) => ({ user: (it as Row).user, role: (it as Row).role })), 201)
  }, { permission: ['IsOrgAdmin'] })

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

  on('POST', '/api/v1/users/users/{id}/remove/', (ctx) => {
    const u = userById(ctx)
    removeFromOrg(ctx, [u.id])
    return empty(ctx, 204)
  }, { permission: ['IsOrgAdmin'] })

  on('POST', '/api/v1/users/users/remove/', (ctx) => {
    const rows = queryRows(ctx, { collection: collectionOf(ctx.state, users) }, { resource: users, schemaName: 'User', list: contract.op('GET', users.path)?.list })
    removeFromOrg(ctx, rows.map((r) => r.id))
    return empty(ctx, 204)
  }, { permission: ['IsOrgAdmin'] })

  on('GET', '/api/v1/users/users/suggestion/', (ctx) => {
    const coll = collectionOf(ctx.state, users)
    const rows = queryRows(ctx, { collection: coll }, { resource: users, schemaName: 'User', list: contract.op('GET', users.path)?.list }).slice(0, 3)
    const schema = successSchema(ctx.route?.ops.get('GET')) ?? 'MiniUser'
    return json(ctx, rows.map((r) => render(ctx, users, schema, r)))
  }, { permission: ['IsOrgAdmin'] })

  on('GET', '/api/v1/users/users/{id}/otp/reset/', (ctx) => {
    const u = userById(ctx)
    if (u.id === ctx.user?.id) return json(ctx, { error: 'Could not reset self otp, use profile reset instead' }, 401)
    const computed = userComputed(u, ctx)
    if (computed.mfa_enabled) {
      ctx.state.users().update(u.id, { otp_secret_key: null, mfa_level: u.mfa_level === 2 ? 2 : 0 })
      ctx.state.changed()
    }
    return json(ctx, { msg: 'success' })
  }, { permission: ['IsOrgAdmin'] })

  const userAction = (mutate: (u: UserRow, ctx: Ctx) => void) => (ctx: Ctx) => {
    const u = userById(ctx)
    if (!canUpdateDeleteUser(ctx, u, 'update')) throw permissionDenied()
    mutate(u, ctx)
    ctx.state.users().touch()
    ctx.state.changed()
    return json(ctx, render(ctx, users, successSchema(ctx.route?.ops.get(ctx.method)) ?? 'User', u))
  }
  for (const m of ['PUT', 'PATCH']) {
    on(m, '/api/v1/users/users/{id}/password/reset/', userAction((u, ctx) => {
      // the real server sets a random password and mails a reset link
      u.password = randomId()
      u.need_update_password = true
      u.date_password_last_updated = ctx.state.now()
    }), { permission: ['IsOrgAdmin'] })
    on(m, '/api/v1/users/users/{id}/pubkey/reset/', userAction((u) => {
      u.public_key = ''
    }), { permission: ['IsOrgAdmin'] })
    on(m, '/api/v1/users/users/{id}/unblock/', userAction((u, ctx) => {
      ctx.state.loginFailures.delete(u.username)
    }), { permission: ['IsOrgAdmin'] })
  }
  return users
}

function registerGroups(): void {
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
    beforeSave: (data) => {
      ;(data as Record<string, unknown>)._users = data.users
      delete data.users
    },
    afterSave: (row, ctx) => {
      const us = row._users as string[] | undefined
      delete row._users
      if (us) setGroupUsers(ctx.state, row.id, us)
    },
    afterDelete: (rows, ctx) => {
      const ids = new Set(rows.map((r) => r.id))
      ctx.state.db.collection('user-group-relations').removeWhere((r) => ids.has(String(r.usergroup)))
    },
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

function registerLoginAcls(): void {
  defineResource({
    path: '/api/v1/acls/login-acls/',
    collection: 'login-acls',
    model: 'LoginACL',
    orgScoped: false,
    unique: [['name']],
    verbose: 'Login acl',
    defaultOrder: ['priority', '-date_updated', 'name'],
    defaults: () => ({ priority: 50, action: 'reject', is_active: true, ip_group: ['*'], comment: '' }),
  })
}

export function registerUsersArea(): void {
  registerUsers()
  registerGroups()
  registerLoginAcls()
}

export { SEVENTY_YEARS }
