// Sign-in page, sign-out, API tokens, the profile, MFA/password verification, access keys, the spm cache,
// public and admin settings, organisations.
import type { Row } from '../db/store'
import {
  adminOrAuditOrgs,
  canAny,
  currentOrgRoles,
  isSuperuser,
  orgInfo,
  userAllOrgs,
  type MemberRow,
} from '../engine/access'
import { contract } from '../engine/contract'
import { render, successSchema } from '../engine/crud'
import {
  ApiError,
  type Ctx,
  detail,
  empty,
  fieldErrors,
  json,
  notAuthenticated,
  permissionDenied,
  redirect,
  text,
} from '../engine/http'
import { CSRF_COOKIE, on, page, sessionCookies } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { collectionOf, defineResource } from '../engine/resource'
import { renderObject, validateObject } from '../engine/schema'
import { PARSES, RENDERS, serializerInfo } from '../engine/metadata'
import { MFA_TEST_CODE, randomToken, SPM_TTL_SECONDS, type MockState, type SessionData, type UserRow } from '../engine/state'
import { formatDatetime } from '../engine/time'
import { LOGIN_LIMIT_COUNT, loginBlocked, userComputed } from './users'
import { cookie } from '../engine/http'

// ---- sign-in page ----------------------------------------------------------------------------------------------

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/ui/'
  return next
}

function pageHtml(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem 2.5rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:22rem}
h1{font-size:1.25rem;margin:0 0 .25rem}p.hint{color:#667;font-size:.85rem;margin:0 0 1.25rem}
label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #ccd;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;border:0;border-radius:4px;background:#1f6feb;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fdecea;color:#a4262c;padding:.5rem .75rem;border-radius:4px;font-size:.9rem;margin-top:.75rem}
a.button{display:block;margin-top:1.25rem;padding:.6rem;border-radius:4px;background:#1f6feb;color:#fff;text-align:center;text-decoration:none}
</style></head><body><main>${body}</main></body></html>`
}

function loginPage(ctx: Ctx, csrf: string, next: string, error = '', username = ''): string {
  return pageHtml(
    'Sign in',
    `<h1>Sign in</h1><p class="hint">Bastion Console · mock backend (登录 · 模拟后端)</p>
<form method="post" action="/core/auth/login/">
<input type="hidden" name="csrfmiddlewaretoken" value="${esc(csrf)}">
<input type="hidden" name="next" value="${esc(next)}">
<label for="username">Username (用户名)</label><input id="username" name="username" type="text" autocomplete="username" value="${esc(username)}" autofocus required>
<label for="password">Password (密码)</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<button type="submit">Sign in</button></form>`,
  )
}

function otpPage(csrf: string, next: string, error = ''): string {
  return pageHtml(
    'Verification code',
    `<h1>Verification code</h1><p class="hint">Enter the 6-digit code from your authenticator app (输入 6 位动态码).</p>
<form method="post" action="/core/auth/login/otp/">
<input type="hidden" name="csrfmiddlewaretoken" value="${esc(csrf)}">
<input type="hidden" name="next" value="${esc(next)}">
<label for="code">Code (动态码)</label><input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" autofocus required>
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<button type="submit">Verify</button></form>`,
  )
}

/** Seconds the sign-out page waits before it goes on to the sign-in page (the platform waits 3). */
export const LOGOUT_REDIRECT_SECONDS = 3

/**
 * The sign-out page. Its links are relative (`../login/`) so that they lead to the sign-in page both on the Node
 * server (`/core/auth/…`) and in the in-browser demo, which shows these pages under `/ui/core/auth/…`; the refresh
 * sits in the body so that it also acts when the demo draws the page's body into the console's document.
 */
function logoutPage(ctx: Ctx): string {
  const zh = ctx.lang === 'zh'
  const title = zh ? '已退出登录' : 'Signed out'
  const message = zh
    ? `您已安全退出。${LOGOUT_REDIRECT_SECONDS} 秒后返回登录页面。`
    : `You have signed out. The sign-in page opens in ${LOGOUT_REDIRECT_SECONDS} seconds.`
  const again = zh ? '重新登录' : 'Sign in again'
  return pageHtml(
    title,
    `<meta http-equiv="refresh" content="${LOGOUT_REDIRECT_SECONDS};url=../login/">
<h1>${esc(title)}</h1><p class="hint" role="status">${esc(message)}</p>
<p><a class="button" href="../login/">${esc(again)}</a></p>`,
    zh ? 'zh-hans' : 'en',
  )
}

const html = (ctx: Ctx, body: string, status = 200) => text(ctx, body, status, { 'Content-Type': 'text/html; charset=utf-8' })

/** The CSRF token of this browser, creating the cookie when missing (Django's get_token). */
function ensureCsrf(ctx: Ctx): string {
  const existing = ctx.cookies[CSRF_COOKIE]
  if (existing) return existing
  const t = randomToken(64)
  ctx.setCookies.push(cookie(CSRF_COOKIE, t, { maxAge: 31449600 }))
  return t
}

function checkFormCsrf(ctx: Ctx, form: Record<string, unknown>): boolean {
  const c = ctx.cookies[CSRF_COOKIE]
  const sent = String(form.csrfmiddlewaretoken ?? ctx.request.headers.get('X-CSRFToken') ?? '')
  return !!c && sent === c
}

export function userMfaEnabled(state: MockState, u: UserRow): boolean {
  return Number(u.mfa_level ?? 0) > 0 || state.settings.SECURITY_MFA_AUTH === 2 || (state.settings.SECURITY_MFA_AUTH === 1 && u.role === 'Admin')
}

function recordLogin(ctx: Ctx, username: string, status: boolean, reason: string, mfa: number): void {
  const coll = ctx.state.db.collection('login-logs')
  coll.insert({
    id: randomId(),
    username,
    type: 'W',
    ip: '127.0.0.1',
    city: 'LAN',
    user_agent: ctx.request.headers.get('User-Agent') ?? '',
    mfa,
    reason,
    reason_display: reason,
    backend: 'Password',
    status,
    datetime: ctx.state.now(),
  })
}

/** Password check with login blocking; returns the user or an error text. */
function checkCredentials(ctx: Ctx, username: string, password: string): UserRow | string {
  const state = ctx.state
  if (loginBlocked(state, username)) {
    return 'The account has been locked after too many failed sign-ins; ask an administrator to unblock it.'
  }
  const u = state.users().find((x) => x.username === username) as UserRow | undefined
  if (!u || u.password !== password) {
    const f = state.loginFailures.get(username) ?? { count: 0, last: 0 }
    f.count += 1
    f.last = state.now()
    state.loginFailures.set(username, f)
    recordLogin(ctx, username, false, 'Username/password check failed', 0)
    const left = Math.max(0, LOGIN_LIMIT_COUNT - f.count)
    return `Wrong username or password. ${left} attempts left before the account is locked.`
  }
  if (!u.is_active) return 'This account is disabled.'
  if (typeof u.date_expired === 'number' && (u.date_expired as number) < state.now()) return 'This account has expired.'
  return u
}

function completeLogin(ctx: Ctx, u: UserRow, mfa: boolean): SessionData {
  const state = ctx.state
  const old = ctx.cookies.sessionid
  if (old) state.sessions.delete(old)
  const s = state.newSession()
  s.userId = u.id
  if (mfa) s.mfaVerifiedAt = state.now()
  state.loginFailures.delete(u.username)
  state.users().update(u.id, { last_login: state.now() })
  recordLogin(ctx, u.username, true, '', mfa ? 1 : 0)
  sessionCookies(ctx, s.key, s.csrf)
  state.changed()
  return s
}

function registerAuthPages(): void {
  page('GET', '/core/auth/login/', (ctx) => {
    const next = safeNext(ctx.query.get('next'))
    if (ctx.user && ctx.auth === 'session') return redirect(ctx, next)
    return html(ctx, loginPage(ctx, ensureCsrf(ctx), next))
  })

  page('POST', '/core/auth/login/', async (ctx) => {
    const form = (await ctx.body()) as Record<string, unknown>
    const next = safeNext(String(form.next ?? ctx.query.get('next') ?? ''))
    if (!checkFormCsrf(ctx, form)) {
      return html(ctx, pageHtml('Forbidden', '<h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p>'), 403)
    }
    const username = String(form.username ?? '').trim()
    const password = String(form.password ?? '')
    const res = checkCredentials(ctx, username, password)
    if (typeof res === 'string') return html(ctx, loginPage(ctx, ctx.cookies[CSRF_COOKIE], next, res, username), 200)
    if (userMfaEnabled(ctx.state, res)) {
      const s = ctx.state.newSession()
      s.pendingUserId = res.id
      s.pendingNext = next
      ctx.setCookies.push(cookie('sessionid', s.key, { httpOnly: true }))
      return redirect(ctx, `/core/auth/login/otp/?next=${encodeURIComponent(next)}`)
    }
    completeLogin(ctx, res, false)
    return redirect(ctx, next)
  })

  page('GET', '/core/auth/login/otp/', (ctx) => {
    const s = ctx.state.sessions.get(ctx.cookies.sessionid ?? '')
    if (!s?.pendingUserId) return redirect(ctx, '/core/auth/login/')
    return html(ctx, otpPage(ensureCsrf(ctx), safeNext(ctx.query.get('next') ?? s.pendingNext)))
  })

  page('POST', '/core/auth/login/otp/', async (ctx) => {
    const form = (await ctx.body()) as Record<string, unknown>
    const s = ctx.state.sessions.get(ctx.cookies.sessionid ?? '')
    if (!s?.pendingUserId) return redirect(ctx, '/core/auth/login/')
    const next = safeNext(String(form.next ?? s.pendingNext ?? ''))
    if (!checkFormCsrf(ctx, form)) {
      return html(ctx, pageHtml('Forbidden', '<h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p>'), 403)
    }
    if (String(form.code ?? '').trim() !== MFA_TEST_CODE) {
      return html(ctx, otpPage(ctx.cookies[CSRF_COOKIE], next, 'The code is not valid. Try again.'))
    }
    const u = ctx.state.users().get(s.pendingUserId) as UserRow
    ctx.state.sessions.delete(s.key)
    completeLogin(ctx, u, true)
    return redirect(ctx, next)
  })

  // The platform's sign-out (UserLogoutView): it ends the session and answers a "signed out" page that goes on to
  // the sign-in page after a few seconds. It takes no target: a `next` in the query is ignored.
  page('GET', '/core/auth/logout/', (ctx) => {
    const sid = ctx.cookies.sessionid
    if (sid) ctx.state.sessions.delete(sid)
    ctx.setCookies.push(cookie('sessionid', '', { maxAge: 0 }))
    return html(ctx, logoutPage(ctx))
  })

  // Token for scripts (the real TokenCreateApi): {username, password[, code]} → {token, keyword, date_expired}.
  on('POST', '/api/v1/authentication/auth/', async (ctx) => {
    const body = (await ctx.body()) as Record<string, unknown>
    const errors: Record<string, string[]> = {}
    if (!body.username) errors.username = ['This field is required.']
    if (!body.password) errors.password = ['This field is required.']
    if (Object.keys(errors).length) throw fieldErrors(errors)
    const res = checkCredentials(ctx, String(body.username), String(body.password))
    if (typeof res === 'string') return json(ctx, { error: 'password_failed', msg: res }, 400)
    if (userMfaEnabled(ctx.state, res)) {
      const code = String(body.code ?? body.otp_code ?? '')
      if (!code) return json(ctx, { error: 'mfa_required', msg: 'Please enter MFA code (field "code")' }, 400)
      if (code !== MFA_TEST_CODE) return json(ctx, { error: 'mfa_failed', msg: 'MFA code invalid' }, 400)
    }
    const token = randomToken(48)
    const expires = ctx.state.now() + 2 * 3600 * 1000
    ctx.state.tokens.set(token, { userId: res.id, expires })
    return json(ctx, { token, keyword: 'Bearer', date_expired: formatDatetime(expires, ctx.tz) }, 201)
  }, { permission: ['AllowAny'], csrfExempt: true })

}

// ---- profile -----------------------------------------------------------------------------------------------------

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
    is_org_admin: isSuperuser(u) || ctx.state.db.collection<MemberRow>('org-members').all().some((m) => m.user === u.id && m.role === 'Admin'),
    is_superuser: isSuperuser(u),
    receive_backends: (u.receive_backends as string[] | undefined) ?? ['site_msg', 'email'],
    guide_url: ctx.state.settings.USER_GUIDE_URL || null,
    public_key_comment: parts.length > 2 ? parts.slice(2).join(' ') : '',
    public_key_hash_md5: pk ? fakeFingerprint(pk) : '',
  }
}

/** The shape of an OpenSSH public key line (the real server parses it with sshpubkeys; an empty key is invalid). */
export function isSshPublicKey(key: string): boolean {
  return /^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)\s+[A-Za-z0-9+/]+={0,3}(\s.*)?$/.test(key.trim())
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

function registerProfile(): void {
  const profileSchema = () => successSchema(contract.op('GET', '/api/v1/users/profile/')) ?? 'UserProfile'
  const renderProfile = (ctx: Ctx, u: UserRow) =>
    renderObject(ctx, profileSchema(), u, { path: '', shape: '', collection: 'users', model: 'User', orgScoped: false, compute: profileComputed })

  on('GET', '/api/v1/users/profile/', (ctx) => {
    if (!ctx.user) throw notAuthenticated()
    return json(ctx, renderProfile(ctx, ctx.user))
  }, { permission: ['IsAuthenticated'] })

  for (const m of ['PUT', 'PATCH']) {
    on(m, '/api/v1/users/profile/', async (ctx) => {
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
    }, { permission: ['IsAuthenticated'] })

    on(m, '/api/v1/users/profile/password/', async (ctx) => {
      if (!ctx.user) throw notAuthenticated()
      const body = (await ctx.body()) as Record<string, unknown>
      const op = ctx.route?.ops.get(m)
      const v = validateObject(ctx, op?.request?.schema ?? 'UserUpdatePasswordRequest', body, { partial: m === 'PATCH' })
      if (v.errors) throw fieldErrors(v.errors)
      // the real serializer checks each field and reports every failing one
      const errors: Record<string, string[]> = {}
      if (String(body.old_password ?? '') !== ctx.user.password) errors.old_password = ['The old password is incorrect']
      const isAdmin = Boolean(profileComputed(ctx.user, ctx).is_org_admin)
      if (!meetsPasswordRules(ctx.state, String(body.new_password ?? ''), isAdmin)) errors.new_password = ['Password does not match security rules']
      if (body.new_password !== body.new_password_again) errors.new_password_again = ['The newly set password is inconsistent']
      if (Object.keys(errors).length) throw fieldErrors(errors)
      const userId = ctx.user.id
      ctx.state.users().update(userId, { password: String(body.new_password), date_password_last_updated: ctx.state.now(), need_update_password: false })
      // Django checks the password hash kept in each session: a new password ends every session of the account
      for (const [key, session] of ctx.state.sessions) if (session.userId === userId) ctx.state.sessions.delete(key)
      ctx.state.changed()
      return json(ctx, {})
    }, { permission: ['IsAuthenticated'] })

    on(m, '/api/v1/users/profile/public-key/', async (ctx) => {
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
    }, { permission: ['IsAuthenticated'] })
  }
  on('GET', '/api/v1/users/profile/password/', (ctx) => json(ctx, {}), { permission: ['IsAuthenticated'] })
  on('GET', '/api/v1/users/profile/public-key/', (ctx) => {
    if (!ctx.user) throw notAuthenticated()
    const c = profileComputed(ctx.user, ctx)
    return json(ctx, { public_key_comment: c.public_key_comment, public_key_hash_md5: c.public_key_hash_md5 })
  }, { permission: ['IsAuthenticated'] })
}

// ---- authentication APIs -------------------------------------------------------------------------------------

function registerAuthApis(): void {
  on('GET', '/api/v1/authentication/otp/verify/', (ctx) => {
    if (ctx.state.settings.SECURITY_VIEW_AUTH_NEED_MFA === false) return json(ctx, { code: 'valid', msg: 'verified' })
    const t = ctx.session?.mfaVerifiedAt ?? null
    if (t !== null && ctx.state.now() - t < ctx.state.config.mfaTtlSeconds * 1000) return json(ctx, { code: 'valid', msg: 'verified' })
    throw detail(400, 'This action require verify your MFA', 'mfa_verify_required')
  }, { permission: ['IsValidUser'] })

  on('POST', '/api/v1/authentication/otp/verify/', async (ctx) => {
    const u = ctx.user!
    if (!userMfaEnabled(ctx.state, u)) throw detail(403, 'MFA not enabled', 'mfa_not_enabled')
    const body = (await ctx.body()) as Record<string, unknown>
    const v = validateObject(ctx, ctx.op?.request?.schema ?? 'OtpVerifyRequest', body, { partial: false })
    if (v.errors) throw fieldErrors(v.errors)
    if (String(body.code ?? '') !== MFA_TEST_CODE) return json(ctx, { error: 'Code is invalid' }, 400)
    if (ctx.session) ctx.session.mfaVerifiedAt = ctx.state.now()
    return json(ctx, { ok: '1' })
  }, { permission: ['IsValidUser'] })

  on('POST', '/api/v1/authentication/password/verify/', async (ctx) => {
    const body = (await ctx.body()) as Record<string, unknown>
    const v = validateObject(ctx, ctx.op?.request?.schema ?? 'PasswordVerifyRequest', body, { partial: false })
    if (v.errors) throw fieldErrors(v.errors)
    if (String(body.password) !== ctx.user!.password) throw detail(400, 'Your password is invalid', 'passwd_invalid')
    if (ctx.session) ctx.session.passwordVerifiedAt = ctx.state.now()
    return empty(ctx, 200)
  }, { permission: ['IsValidUser'] })

  const keys = defineResource({
    path: '/api/v1/authentication/access-keys/',
    collection: 'access-keys',
    model: 'AccessKey',
    orgScoped: false,
    defaultOrder: ['date_created'],
    visible: (ctx) => (row) => row.user === ctx.user?.id,
  })
  on('POST', keys.path, (ctx) => {
    collectionOf(ctx.state, keys).insert({
      id: randomId(),
      secret: randomId(),
      user: ctx.user!.id,
      is_active: true,
      date_created: ctx.state.now(),
    })
    ctx.state.changed()
    return json(ctx, {}, 201)
  }, { permission: ['IsValidUser'] })

  defineResource({
    path: '/api/v1/authentication/login-confirm-settings/',
    collection: 'login-confirm-settings',
    model: 'LoginConfirmSetting',
    orgScoped: false,
  })
  for (const m of ['PUT', 'PATCH']) {
    on(m, '/api/v1/authentication/login-confirm-settings/{id}/', async (ctx) => {
      const userId = ctx.params[0]
      const user = ctx.state.users().get(userId)
      if (!user) throw detail(404, 'User object does not exist.', 'object_does_not_exist')
      const body = await ctx.body()
      const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: m === 'PATCH' })
      if (v.errors) throw fieldErrors(v.errors)
      const coll = ctx.state.db.collection('login-confirm-settings')
      let row = coll.find((r) => r.user === userId)
      if (!row) {
        row = coll.insert({ id: randomId(), user: userId, reviewers: [], is_active: true, date_created: ctx.state.now(), date_updated: ctx.state.now() })
      }
      coll.update(row.id, { ...v.data, user: userId, date_updated: ctx.state.now() })
      ctx.state.changed()
      return json(ctx, render(ctx, null, successSchema(ctx.op) ?? 'LoginConfirmSetting', row))
    }, { permission: ['IsOrgAdmin'] })
  }

  // scan-to-login unbinding: the user's own (after a password check) and an administrator's for any user
  const QR_BACKENDS: Record<string, { field: string; name: string }> = {
    wecom: { field: 'wecom_id', name: 'WeCom' },
    dingtalk: { field: 'dingtalk_id', name: 'DingTalk' },
    feishu: { field: 'feishu_id', name: 'FeiShu' },
  }
  const unbind = (ctx: Ctx, userId: string) => {
    const backend = QR_BACKENDS[ctx.params[0]]
    if (!backend) throw detail(404, 'Object object does not exist.', 'object_does_not_exist')
    const user = ctx.state.users().get(userId)
    if (!user) throw detail(404, 'User object does not exist.', 'object_does_not_exist')
    if (!user[backend.field]) throw detail(400, `${backend.name} is not bound`, `${ctx.params[0]}_not_bound`)
    ctx.state.users().update(userId, { [backend.field]: null })
    ctx.state.changed()
    return empty(ctx, 200)
  }
  on('POST', '/api/v1/authentication/{backend}/qr/unbind/', (ctx) => unbind(ctx, ctx.user!.id), { permission: ['IsAuthPasswdTimeValid'] })
  on('POST', '/api/v1/authentication/{backend}/qr/unbind/{user_id}/', (ctx) => unbind(ctx, ctx.params[1]), { permission: ['IsOrgAdmin'] })
}

// ---- common ---------------------------------------------------------------------------------------------------

function registerCommon(): void {
  on('POST', '/api/v1/common/resources/cache/', async (ctx) => {
    const body = (await ctx.body()) as Record<string, unknown>
    const spm = randomId()
    const resources = body?.resources
    if (Array.isArray(resources)) {
      ctx.state.spm.set(spm, { ids: resources.map(String), expires: ctx.state.now() + SPM_TTL_SECONDS * 1000 })
    }
    return json(ctx, { spm })
  }, { permission: ['IsValidUser'] })
}

// ---- settings -------------------------------------------------------------------------------------------------

export const SETTING_SERIALIZERS: Record<string, string> = {
  basic: 'BasicSettingSerializer',
  terminal: 'TerminalSettingSerializer',
  security: 'SecuritySettingSerializer',
  ldap: 'LDAPSettingSerializer',
  email: 'EmailSettingSerializer',
  email_content: 'EmailContentSettingSerializer',
  wecom: 'WeComSettingSerializer',
  dingtalk: 'DingTalkSettingSerializer',
  feishu: 'FeiShuSettingSerializer',
  auth: 'AuthSettingSerializer',
  oidc: 'OIDCSettingSerializer',
  keycloak: 'KeycloakSettingSerializer',
  radius: 'RadiusSettingSerializer',
  cas: 'CASSettingSerializer',
  sso: 'SSOSettingSerializer',
  clean: 'CleaningSerializer',
  other: 'OtherSettingSerializer',
  sms: 'SMSSettingSerializer',
  alibaba: 'AlibabaSMSSettingSerializer',
  tencent: 'TencentSMSSettingSerializer',
  all: 'SettingsSerializer',
}

/** Response schema name of a settings category (found by the serializer the contract names). */
export function settingSchema(category: string | null): string | undefined {
  const cls = SETTING_SERIALIZERS[category ?? ''] ?? SETTING_SERIALIZERS.basic
  for (const [name, s] of Object.entries(contract.meta.schemas)) {
    if (s.serializer?.endsWith(`.${cls}`)) return name
  }
  const guess = cls.replace(/Serializer$/, '')
  if (contract.schema(guess)) return guess
  return successSchema(contract.op('GET', '/api/v1/settings/setting/'))
}

function registerSettings(): void {
  on('GET', '/api/v1/settings/public/', (ctx) => {
    const s = ctx.state.settings
    const licensed = ctx.state.config.license
    const data = {
      WINDOWS_SKIP_ALL_MANUAL_PASSWORD: s.WINDOWS_SKIP_ALL_MANUAL_PASSWORD ?? false,
      SECURITY_MAX_IDLE_TIME: s.SECURITY_MAX_IDLE_TIME ?? 30,
      XPACK_ENABLED: licensed,
      LOGIN_CONFIRM_ENABLE: licensed,
      SECURITY_VIEW_AUTH_NEED_MFA: s.SECURITY_VIEW_AUTH_NEED_MFA ?? true,
      SECURITY_MFA_VERIFY_TTL: s.SECURITY_MFA_VERIFY_TTL ?? ctx.state.config.mfaTtlSeconds,
      OLD_PASSWORD_HISTORY_LIMIT_COUNT: s.OLD_PASSWORD_HISTORY_LIMIT_COUNT ?? 5,
      SECURITY_COMMAND_EXECUTION: s.SECURITY_COMMAND_EXECUTION ?? true,
      SECURITY_PASSWORD_EXPIRATION_TIME: s.SECURITY_PASSWORD_EXPIRATION_TIME ?? 9999,
      SECURITY_LUNA_REMEMBER_AUTH: s.SECURITY_LUNA_REMEMBER_AUTH ?? true,
      XPACK_LICENSE_IS_VALID: licensed,
      LOGIN_TITLE: s.LOGIN_TITLE ?? 'Welcome to the Bastion Console',
      LOGO_URLS: {
        logo_logout: '/static/img/logo.png',
        logo_index: '/static/img/logo_text.png',
        login_image: '/static/img/login_image.jpg',
        favicon: '/static/img/facio.ico',
      },
      TICKETS_ENABLED: licensed && (s.TICKETS_ENABLED ?? true) !== false,
      PASSWORD_RULE: {
        SECURITY_PASSWORD_MIN_LENGTH: s.SECURITY_PASSWORD_MIN_LENGTH ?? 6,
        SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: s.SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH ?? 6,
        SECURITY_PASSWORD_UPPER_CASE: s.SECURITY_PASSWORD_UPPER_CASE ?? false,
        SECURITY_PASSWORD_LOWER_CASE: s.SECURITY_PASSWORD_LOWER_CASE ?? false,
        SECURITY_PASSWORD_NUMBER: s.SECURITY_PASSWORD_NUMBER ?? false,
        SECURITY_PASSWORD_SPECIAL_CHAR: s.SECURITY_PASSWORD_SPECIAL_CHAR ?? false,
      },
      AUTH_WECOM: s.AUTH_WECOM ?? false,
      AUTH_DINGTALK: s.AUTH_DINGTALK ?? false,
      AUTH_FEISHU: s.AUTH_FEISHU ?? false,
      SECURITY_WATERMARK_ENABLED: s.SECURITY_WATERMARK_ENABLED ?? true,
      SECURITY_SESSION_SHARE: s.SECURITY_SESSION_SHARE ?? true,
      XRDP_ENABLED: s.XRDP_ENABLED ?? true,
    }
    return json(ctx, { data })
  }, { permission: ['AllowAny'] })

  const settingGet = (ctx: Ctx) => {
    const name = settingSchema(ctx.query.get('category'))
    const schema = contract.schema(name)
    const out: Record<string, unknown> = {}
    for (const [k, f] of Object.entries(schema?.fields ?? {})) {
      if (f.writeOnly) continue
      // an unset number starts at its minimum and an unset choice at its first value, as the server's defaults do
      out[k] = k in ctx.state.settings ? ctx.state.settings[k] : (f.default ?? (f.nullable ? null : f.type === 'boolean' ? false : f.type === 'integer' ? (f.minimum ?? 0) : f.type === 'object' ? {} : f.enum?.length ? f.enum[0] : ''))
    }
    return out
  }
  on('GET', '/api/v1/settings/setting/', (ctx) => json(ctx, settingGet(ctx)), { permission: ['IsSuperUser'] })
  for (const m of ['PUT', 'PATCH']) {
    on(m, '/api/v1/settings/setting/', async (ctx) => {
      const name = settingSchema(ctx.query.get('category'))
      const reqName = contract.schema(`${name}Request`) ? `${name}Request` : name
      const body = (await ctx.body()) as Record<string, unknown>
      const schema = contract.schema(reqName)
      // secrets (write-only): an empty value keeps the old one
      const cleaned: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(body ?? {})) {
        if (schema?.fields[k]?.writeOnly && (v === '' || v === null)) continue
        cleaned[k] = v
      }
      const v = validateObject(ctx, reqName, cleaned, { partial: true })
      if (v.errors) throw fieldErrors(v.errors)
      Object.assign(ctx.state.settings, v.data)
      ctx.state.changed()
      return json(ctx, settingGet(ctx))
    }, { permission: ['IsSuperUser'] })
  }
  const testing = (msgOk: string) => async (ctx: Ctx) => {
    await ctx.body()
    return json(ctx, { msg: msgOk })
  }
  for (const path of [
    '/api/v1/settings/wecom/testing/',
    '/api/v1/settings/dingtalk/testing/',
    '/api/v1/settings/feishu/testing/',
    '/api/v1/settings/alibaba/testing/',
    '/api/v1/settings/tencent/testing/',
  ]) {
    on('POST', path, testing('Test success'), { permission: ['IsSuperUser'] })
  }
  on('GET', '/api/v1/settings/ldap/cache/refresh/', (ctx) => json(ctx, { msg: 'success' }), { permission: ['IsSuperUser'] })
  // the LDAP tests answer a bare JSON string (200 success, 400 failure), as the real views do
  on('POST', '/api/v1/settings/ldap/testing/config/', async (ctx) => {
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    if (!body.AUTH_LDAP_SERVER_URI) return json(ctx, { error: "{'AUTH_LDAP_SERVER_URI': [ErrorDetail(string='This field is required.', code='required')]}" }, 400)
    return json(ctx, `Succeed: Match ${LDAP_DIRECTORY.length} s user`)
  }, { permission: ['IsSuperUser'] })
  on('POST', '/api/v1/settings/ldap/testing/login/', async (ctx) => {
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const username = String(body.username ?? '')
    const known = LDAP_DIRECTORY.some(([name]) => name === username)
    if (known && body.password === username) return json(ctx, `Authentication success: ${username}`)
    return json(ctx, `Authentication failed (username or password incorrect): ${username}`, 400)
  }, { permission: ['IsSuperUser'] })
  // the real view sends through the SAVED SMTP settings, from EMAIL_FROM (else the SMTP account) to EMAIL_RECIPIENT (else the sender)
  on('POST', '/api/v1/settings/mail/testing/', async (ctx) => {
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const from = (typeof body.EMAIL_FROM === 'string' && body.EMAIL_FROM) || String(ctx.state.settings.EMAIL_HOST_USER ?? '')
    const to = (typeof body.EMAIL_RECIPIENT === 'string' && body.EMAIL_RECIPIENT) || from
    return json(ctx, { msg: `Test mail sent to ${to}, please check` })
  }, { permission: ['IsSuperUser'] })

  // OPTIONS per category: the serializer of `?category=` (labels, help texts, min_value …), as the real view
  // picks its serializer class by category; actions only for a super admin.
  on('OPTIONS', '/api/v1/settings/setting/', (ctx) => {
    const name = settingSchema(ctx.query.get('category'))
    const body: Record<string, unknown> = { name: 'Settings Api', description: '', renders: RENDERS, parses: PARSES }
    if (name && isSuperuser(ctx.user ?? null)) {
      const info = () => serializerInfo(name, ctx, ctx.lang)
      body.actions = { GET: info(), PUT: info(), PATCH: info() }
    }
    return json(ctx, body)
  })

  // The LDAP directory of the mock: a few fixed entries; `existing` says whether a user of that name exists.
  const directory = (ctx: Ctx) => {
    const users = ctx.state.db.collection<UserRow>('users').all()
    return LDAP_DIRECTORY.map(([username, name]) => ({
      id: username, username, name, email: `${username}@ldap.example.com`, existing: users.some((u) => u.username === username),
    }))
  }
  on('GET', '/api/v1/settings/ldap/users/', (ctx) => {
    const search = (ctx.query.get('search') ?? '').toLowerCase()
    const order = ctx.query.get('order') ?? 'existing'
    const key = order.replace(/^-/, '') as 'username' | 'name' | 'email' | 'existing'
    let rows = directory(ctx).filter((r) => !search || [r.username, r.name, r.email].some((v) => v.toLowerCase().includes(search)))
    rows = rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (order.startsWith('-') ? -1 : 1))
    const limit = ctx.query.get('limit')
    if (!limit) return json(ctx, rows)
    const offset = Number(ctx.query.get('offset') ?? 0)
    return json(ctx, { count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + Number(limit)) })
  }, { permission: ['IsSuperUser'] })
  on('POST', '/api/v1/settings/ldap/users/import/', async (ctx) => {
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const wanted = Array.isArray(body.username_list) ? body.username_list.map(String) : []
    const found = directory(ctx).filter((r) => wanted.includes(r.username))
    if (found.length === 0) return json(ctx, { msg: 'Get ldap users is None' }, 400)
    const orgId = typeof body.org_id === 'string' && body.org_id ? body.org_id : ctx.org.id
    const org = ctx.state.db.collection('orgs').get(orgId)
    const users = ctx.state.db.collection<UserRow>('users')
    const members = ctx.state.db.collection<MemberRow>('org-members')
    const template = users.all().find((u) => u.role === 'User')
    for (const entry of found) {
      let user = users.all().find((u) => u.username === entry.username)
      if (!user) {
        const now = ctx.state.now()
        user = users.insert({
          ...(template ?? {}), id: randomId(), username: entry.username, name: entry.name, email: entry.email, role: 'User', source: 'ldap',
          is_active: true, mfa_level: 0, otp_secret_key: null, password: entry.username, date_joined: now, date_password_last_updated: now,
          last_login: null, created_by: ctx.user?.username ?? 'admin', comment: '', wecom_id: null, dingtalk_id: null, feishu_id: null,
        } as UserRow)
      }
      if (!members.all().some((m) => m.org === orgId && m.user === user.id)) members.insert({ id: randomId(), org: orgId, user: user.id, role: 'User' } as MemberRow)
    }
    ctx.state.changed()
    return json(ctx, { msg: `Imported ${found.length} users successfully (Organization: ${String(org?.name ?? orgId)})` })
  }, { permission: ['IsSuperUser'] })
}

/** The mock LDAP directory: username and name. */
export const LDAP_DIRECTORY: ReadonlyArray<readonly [string, string]> = [
  ['ldap.chen', '陈静'], ['ldap.wang', '王磊'], ['ldap.zhao', '赵敏'], ['ldap.sun', '孙浩'], ['ldap.zhou', '周婷'],
  ['ldap.wu', '吴强'], ['ldap.zheng', '郑洁'], ['ldap.feng', '冯涛'],
]

// ---- organisations ------------------------------------------------------------------------------------------

function registerOrgs(): void {
  on('GET', '/api/v1/orgs/orgs/current/', (ctx) => {
    if (!canAny(ctx.state, ctx.user, ctx.org)) throw permissionDenied()
    const o = ctx.org
    return json(ctx, { id: o.id, name: o.name, is_default: o.is_default, is_root: o.is_root, comment: o.comment })
  }, { permission: ['IsValidUser'] })

  const stat = (state: MockState, orgId: string) => {
    const count = (coll: string) => state.db.collection(coll).all().reduce((n, r) => n + (r.org_id === orgId ? 1 : 0), 0)
    const members = state.db.collection<MemberRow>('org-members').all().filter((m) => m.org === orgId)
    return {
      users_amount: new Set(members.map((m) => m.user)).size,
      groups_amount: count('user-groups'),
      assets_amount: count('assets'),
      nodes_amount: count('nodes'),
      admin_users_amount: state.db.collection('system-users').all().reduce((n, r) => n + (r.org_id === orgId && r.type === 'admin' ? 1 : 0), 0),
      system_users_amount: state.db.collection('system-users').all().reduce((n, r) => n + (r.org_id === orgId && r.type !== 'admin' ? 1 : 0), 0),
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
      const members = ctx.state.db.collection<MemberRow>('org-members').all().filter((m) => m.org === row.id)
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
    beforeSave: (data) => {
      for (const k of ['users', 'admins', 'auditors']) {
        ;(data as Record<string, unknown>)[`_${k}`] = data[k]
        delete data[k]
      }
    },
    afterSave: (row, ctx, created) => {
      if (created) {
        // every organisation has a root node (the real server creates it on first use)
        const nodes = ctx.state.db.collection('nodes')
        const top = nodes.all().reduce((m, n) => (String(n.key).includes(':') ? m : Math.max(m, Number(n.key) || 0)), 0)
        nodes.insert({ id: randomId(), key: String(top + 1), value: String(row.name), org_id: row.id })
      }
      const members = ctx.state.db.collection<MemberRow>('org-members')
      const map: Array<[string, 'User' | 'Admin' | 'Auditor']> = [['_users', 'User'], ['_admins', 'Admin'], ['_auditors', 'Auditor']]
      for (const [k, role] of map) {
        const ids = row[k] as string[] | undefined
        delete row[k]
        if (!ids) continue
        members.removeWhere((m) => m.org === row.id && m.role === role)
        for (const u of new Set(ids)) members.insert({ id: randomId(), org: row.id, user: u, role })
      }
    },
    beforeDelete: (row, ctx) => {
      if (row.id === '00000000-0000-0000-0000-000000000002') throw detail(400, 'The default organization cannot be deleted', 'error')
      const used = ['user-groups', 'assets', 'nodes', 'system-users', 'domains'].some((c) =>
        ctx.state.db.collection(c).all().some((r) => r.org_id === row.id && !(c === 'nodes' && !String(r.key).includes(':'))),
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

export function registerAccount(): void {
  registerAuthPages()
  registerProfile()
  registerAuthApis()
  registerCommon()
  registerSettings()
  registerOrgs()
}
