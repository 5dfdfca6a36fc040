// The signed-in user's own profile: details with organisations and roles, profile changes, password and SSH
// public key.
import type { Row } from '../../db/store'
import { adminOrAuditOrgs, currentOrgRoles, isSuperuser, userAllOrgs, type MemberRow } from '../../engine/access'
import { contract } from '../../engine/contract'
import { successSchema } from '../../engine/crud'
import { type Ctx, fieldErrors, json, notAuthenticated } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { renderObject, validateObject } from '../../engine/schema'
import type { MockState, UserRow } from '../../engine/state'
import { userComputed } from './users'

const orgMini = (o: { id: string; name: string; is_default: boolean; is_root: boolean }) => ({
  id: o.id,
  name: o.name,
  is_default: o.is_default,
  is_root: o.is_root,
})

export function profileComputed(row: Row, ctx: Ctx): Record<string, unknown> {
  const u = row as UserRow
  const base = userComputed(u, ctx)
  const pk = String(u.public_key ?? '')
  const parts = pk.trim().split(/\s+/)
  return {
    ...base,
    admin_or_audit_orgs: adminOrAuditOrgs(ctx.state, u).map(orgMini),
    user_all_orgs: userAllOrgs(ctx.state, u).map(orgMini),
    current_org_roles: currentOrgRoles(ctx.state, u, ctx.org),
    is_org_admin:
      isSuperuser(u) ||
      ctx.state.db
        .collection<MemberRow>('org-members')
        .all()
        .some((m) => m.user === u.id && m.role === 'Admin'),
    is_superuser: isSuperuser(u),
    receive_backends: (u.receive_backends as string[] | undefined) ?? ['site_msg', 'email'],
    guide_url: ctx.state.settings.USER_GUIDE_URL || null,
    public_key_comment: parts.length > 2 ? parts.slice(2).join(' ') : '',
    public_key_hash_md5: pk ? fakeFingerprint(pk) : '',
  }
}

/** The shape of an OpenSSH public key line (the real server parses it with sshpubkeys; an empty key is invalid). */
export function isSshPublicKey(key: string): boolean {
  return /^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)\s+[A-Za-z0-9+/]+={0,3}(\s.*)?$/.test(
    key.trim(),
  )
}

/** check_password_rules: the classes the security settings require and the minimum length (the admin one for admins). */
export function meetsPasswordRules(state: MockState, password: string, isAdmin: boolean): boolean {
  const s = state.settings
  const min = Number((isAdmin ? s.SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH : undefined) ?? s.SECURITY_PASSWORD_MIN_LENGTH ?? 6)
  if (Array.from(password).length < min) return false
  if (s.SECURITY_PASSWORD_UPPER_CASE && !/[A-Z]/.test(password)) return false
  if (s.SECURITY_PASSWORD_LOWER_CASE && !/[a-z]/.test(password)) return false
  if (s.SECURITY_PASSWORD_NUMBER && !/[0-9]/.test(password)) return false
  if (s.SECURITY_PASSWORD_SPECIAL_CHAR && !/[^A-Za-z0-9]/.test(password)) return false
  return true
}

function fakeFingerprint(key: string): string {
  let h1 = 0x811c9dc5
  const out: string[] = []
  for (let round = 0; round < 16; round++) {
    for (let i = 0; i < key.length; i++) h1 = Math.imul(h1 ^ key.charCodeAt(i) ^ round, 16777619) >>> 0
    out.push((h1 & 0xff).toString(16).padStart(2, '0'))
  }
  return out.join(':')
}

export function registerProfile(): void {
  const profileSchema = () => successSchema(contract.op('GET', '/api/v1/users/profile/')) ?? 'UserProfile'
  const renderProfile = (ctx: Ctx, u: UserRow) =>
    renderObject(ctx, profileSchema(), u, {
      path: '',
      shape: '',
      collection: 'users',
      model: 'User',
      orgScoped: false,
      compute: profileComputed,
    })

  on(
    'GET',
    '/api/v1/users/profile/',
    (ctx) => {
      if (!ctx.user) throw notAuthenticated()
      return json(ctx, renderProfile(ctx, ctx.user))
    },
    { permission: ['IsAuthenticated'] },
  )

  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/users/profile/',
      async (ctx) => {
        if (!ctx.user) throw notAuthenticated()
        const op = ctx.route?.ops.get(m)
        const body = await ctx.body()
        const v = validateObject(ctx, op?.request?.schema ?? (m === 'PATCH' ? 'PatchedUserProfileRequest' : 'UserProfileRequest'), body, {
          partial: m === 'PATCH',
          existing: ctx.user,
        })
        if (v.errors) throw fieldErrors(v.errors)
        const data = { ...v.data }
        delete data.org_roles
        delete data.password_strategy
        delete data.id
        if (data.public_key === '' || data.public_key === null) delete data.public_key
        if ('public_key' in data) {
          // only a valid OpenSSH key is taken, and only when key authentication is allowed (otherwise dropped)
          if (ctx.state.settings.TERMINAL_PUBLIC_KEY_AUTH === false) delete data.public_key
          else if (!isSshPublicKey(String(data.public_key))) throw fieldErrors({ public_key: ['Not a valid ssh public key'] })
        }
        // a level forced by the administrator stays forced whatever the user sends
        if ('mfa_level' in data && profileComputed(ctx.user, ctx).mfa_force_enabled) data.mfa_level = 2
        ctx.state.users().update(ctx.user.id, data)
        ctx.state.changed()
        return json(ctx, renderProfile(ctx, ctx.user))
      },
      { permission: ['IsAuthenticated'] },
    )

    on(
      m,
      '/api/v1/users/profile/password/',
      async (ctx) => {
        if (!ctx.user) throw notAuthenticated()
        const body = (await ctx.body()) as Record<string, unknown>
        const op = ctx.route?.ops.get(m)
        const v = validateObject(ctx, op?.request?.schema ?? 'UserUpdatePasswordRequest', body, { partial: m === 'PATCH' })
        if (v.errors) throw fieldErrors(v.errors)
        // the real serializer checks each field and reports every failing one
        const errors: Record<string, string[]> = {}
        if (String(body.old_password ?? '') !== ctx.user.password) errors.old_password = ['The old password is incorrect']
        const isAdmin = Boolean(profileComputed(ctx.user, ctx).is_org_admin)
        if (!meetsPasswordRules(ctx.state, String(body.new_password ?? ''), isAdmin))
          errors.new_password = ['Password does not match security rules']
        if (body.new_password !== body.new_password_again) errors.new_password_again = ['The newly set password is inconsistent']
        if (Object.keys(errors).length) throw fieldErrors(errors)
        const userId = ctx.user.id
        ctx.state
          .users()
          .update(userId, { password: String(body.new_password), date_password_last_updated: ctx.state.now(), need_update_password: false })
        // Django checks the password hash kept in each session: a new password ends every session of the account
        for (const [key, session] of ctx.state.sessions) if (session.userId === userId) ctx.state.sessions.delete(key)
        ctx.state.changed()
        return json(ctx, {})
      },
      { permission: ['IsAuthenticated'] },
    )

    on(
      m,
      '/api/v1/users/profile/public-key/',
      async (ctx) => {
        if (!ctx.user) throw notAuthenticated()
        const body = (await ctx.body()) as Record<string, unknown>
        const op = ctx.route?.ops.get(m)
        const v = validateObject(ctx, op?.request?.schema ?? 'UserUpdatePublicKeyRequest', body, { partial: m === 'PATCH' })
        if (v.errors) throw fieldErrors(v.errors)
        const key = String(body.public_key ?? '').trim()
        if (!isSshPublicKey(key)) throw fieldErrors({ public_key: ['Not a valid ssh public key'] })
        // set_public_key stores it only when key authentication is allowed
        if (ctx.state.settings.TERMINAL_PUBLIC_KEY_AUTH !== false) ctx.state.users().update(ctx.user.id, { public_key: key })
        ctx.state.changed()
        const c = profileComputed(ctx.user, ctx)
        return json(ctx, { public_key_comment: c.public_key_comment, public_key_hash_md5: c.public_key_hash_md5 })
      },
      { permission: ['IsAuthenticated'] },
    )
  }
  on('GET', '/api/v1/users/profile/password/', (ctx) => json(ctx, {}), { permission: ['IsAuthenticated'] })
  on(
    'GET',
    '/api/v1/users/profile/public-key/',
    (ctx) => {
      if (!ctx.user) throw notAuthenticated()
      const c = profileComputed(ctx.user, ctx)
      return json(ctx, { public_key_comment: c.public_key_comment, public_key_hash_md5: c.public_key_hash_md5 })
    },
    { permission: ['IsAuthenticated'] },
  )
}
