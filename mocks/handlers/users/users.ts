// Users: the list (members of the current organisation), their computed fields and who may change or delete whom.
import type { Row } from '../../db/store'
import {
  canAdmin,
  currentOrgRoles,
  isSuperAuditor,
  isSuperuser,
  orgMemberIds,
  orgRolesOf,
  type MemberRow,
  type OrgRole,
} from '../../engine/access'
import { contract } from '../../engine/contract'
import { type Ctx, fieldErrors, permissionDenied } from '../../engine/http'
import { overridePermission } from '../../engine/pipeline'
import { relationFields } from '../../engine/relation-fields'
import { defineResource } from '../../engine/resource'
import { choiceLabel } from '../../engine/schema'
import type { MockState, UserRow } from '../../engine/state'
import { groupsOf, setOrgRoles, USER_GROUPS } from './membership'

export const USERS_PATH = '/api/v1/users/users/'

export const LOGIN_LIMIT_COUNT = 7
export const LOGIN_LIMIT_MINUTES = 30

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

/**
 * MFA forced on a user, as the platform's `User.mfa_force_enabled`: the security setting `SECURITY_MFA_AUTH` is 1 (all
 * users) or 2 and the user administers an organisation, or the user's own level is 2.
 */
export function mfaForced(state: MockState, u: UserRow): boolean {
  const global = state.settings.SECURITY_MFA_AUTH
  if (global === 1 || global === true) return true
  if (global === 2 && administersAnOrg(state, u)) return true
  return Number(u.mfa_level ?? 0) === 2
}

function administersAnOrg(state: MockState, u: UserRow): boolean {
  return (
    isSuperuser(u) ||
    state.db
      .collection<MemberRow>('org-members')
      .all()
      .some((m) => m.user === u.id && m.role === 'Admin')
  )
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
    groups_display: groupIds
      .map((g) => String(groupColl.get(g)?.name ?? ''))
      .filter(Boolean)
      .join(' '),
    org_roles: orgRoles,
    org_role_display: orgLabels.join(' | '),
    total_role_display: [...new Set([roleLabel, ...orgLabels])].sort().join(' | '),
    mfa_enabled: mfaForced(state, u) || mfaLevel > 0,
    mfa_force_enabled: mfaForced(state, u),
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

export function registerUsers(): void {
  defineResource({
    path: USERS_PATH,
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
    ...relationFields(
      {
        org_roles: (ctx, row, roles) => {
          if (!ctx.org.is_root) setOrgRoles(ctx.state, ctx.org.id, row.id, (roles.length ? roles : ['User']) as OrgRole[])
        },
        // the groups of the current organisation (of every organisation in the root one)
        groups: (ctx, row, ids) => {
          const groups = ctx.state.db.collection('user-groups')
          USER_GROUPS.set(ctx.state, row.id, ids, {}, ctx.org.is_root ? undefined : (g) => groups.get(g)?.org_id === ctx.org.id)
        },
      },
      {
        beforeSave: (data, ctx, existing) => {
          // a new user is a plain member of the organisation unless roles are sent
          if (!existing && !(Array.isArray(data.org_roles) && data.org_roles.length)) data.org_roles = ['User']
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
        },
      },
    ),
    beforeDelete: (row, ctx) => {
      if (!canUpdateDeleteUser(ctx, row, 'delete')) throw permissionDenied()
    },
    afterDelete: (rows, ctx) => {
      const ids = new Set(rows.map((r) => r.id))
      USER_GROUPS.removeFrom(ctx.state, ids)
      ctx.state.db.collection('org-members').removeWhere((r) => ids.has(String(r.user)))
    },
  })

  // UserViewSet.get_permissions: destroy is for system administrators only
  overridePermission('DELETE', '/api/v1/users/users/{id}/', ['IsSuperUser'])
}
