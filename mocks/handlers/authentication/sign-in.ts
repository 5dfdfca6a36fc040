// Signing in and out: the platform's sign-in page (and the code step of MFA accounts), sign-out, and the token API
// for scripts. Seven wrong passwords in a row lock an account (users/users.ts: LOGIN_LIMIT_COUNT).
import { cookie, type Ctx, fieldErrors, json, redirect } from '../../engine/http'
import { CSRF_COOKIE, on, page, sessionCookies } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { MFA_TEST_CODE, randomToken, type MockState, type SessionData, type UserRow } from '../../engine/state'
import { formatDatetime } from '../../engine/time'
import { LOGIN_LIMIT_COUNT, loginBlocked, mfaForced } from '../users/users'
import { html, loginPage, logoutPage, otpPage, pageHtml, safeNext } from './sign-in-pages'

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
  return mfaForced(state, u) || Number(u.mfa_level ?? 0) > 0
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

export function registerSignIn(): void {
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
  on(
    'POST',
    '/api/v1/authentication/auth/',
    async (ctx) => {
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
    },
    { permission: ['AllowAny'], csrfExempt: true },
  )
}
