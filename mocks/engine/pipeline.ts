// One request through the mock: faults → authentication (session cookie, bearer token, access key) → session
// expiry → org selection → route (contract) → CSRF → permissions (`x-permission`) → custom or generic handler.
import { contract, shapeOf, type Route } from './contract'
import { checkPermissions, isValidUser, permissionOf, resolveOrg, setPermissionOverride } from './access'
import { genericOperation } from './crud'
import { faultsFor, OFFLINE, sleep } from './faults'
import {
  ApiError,
  type Ctx,
  type Lang,
  SAFE_METHODS,
  cookie,
  detail,
  errorResponse,
  json,
  methodNotAllowed,
  parseCookies,
  permissionDenied,
  text,
} from './http'
import type { MockState, UserRow } from './state'
import { resolveTz } from './time'

export type Handler = (ctx: Ctx) => Response | Promise<Response>

interface ApiEntry {
  handler: Handler
  /** Overrides the contract's x-permission (or stands in when the contract lacks the operation). */
  permission?: string[]
  csrfExempt?: boolean
}

const api = new Map<string, ApiEntry>()
const pages: Array<{ method: string; regex: RegExp; handler: Handler }> = []

/** Registers a handler for a contract operation (or an operation the contract does not describe yet). */
export function on(method: string, path: string, handler: Handler, opts: Omit<ApiEntry, 'handler'> = {}): void {
  const m = method.toUpperCase()
  api.set(`${m} ${shapeOf(path)}`, { handler, ...opts })
  if (!contract.route(path)) contract.addRoute(path)
}

/** Replaces the permission classes of an operation served generically (a view's get_permissions per action). */
export function overridePermission(method: string, path: string, permission: string[]): void {
  setPermissionOverride(method, shapeOf(path), permission)
}

/** Registers a non-API page (`/core/auth/login/`, `/__mock__/reset`). */
export function page(method: string, path: string | RegExp, handler: Handler): void {
  const regex = typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path
  pages.push({ method: method.toUpperCase(), regex, handler })
}

export function hasCustom(method: string, shape: string): boolean {
  return api.has(`${method} ${shape}`)
}

export function customFor(method: string, route: Route): ApiEntry | undefined {
  return api.get(`${method} ${route.shape}`)
}

function langOf(req: Request, cookies: Record<string, string>): Lang {
  const c = cookies.django_language
  if (c) return c.toLowerCase().startsWith('en') ? 'en' : 'zh'
  const al = req.headers.get('Accept-Language')
  if (al) {
    const first = al.split(',')[0].trim().toLowerCase()
    if (first.startsWith('en')) return 'en'
  }
  return 'zh'
}

export const SESSION_COOKIE = 'sessionid'
export const CSRF_COOKIE = 'csrftoken'

function authenticate(ctx: Ctx): void {
  const { state } = ctx
  const authz = ctx.request.headers.get('Authorization')
  if (authz) {
    const [scheme, value = ''] = authz.trim().split(/\s+/, 2)
    const kind = scheme.toLowerCase()
    if (kind === 'bearer' || kind === 'token') {
      const t = state.tokens.get(value)
      if (!t || t.expires < state.now()) throw detail(401, 'Invalid token or cache refreshed.', 'authentication_failed')
      const u = state.users().get(t.userId) ?? null
      if (!u || !u.is_active) throw detail(401, 'User invalid, disabled or expired', 'authentication_failed')
      ctx.user = u
      ctx.auth = 'token'
      return
    }
    if (kind === 'sign') {
      const keyId = value.split(':')[0]
      const key = state.db.collection('access-keys').get(keyId)
      if (!key || key.is_active === false) throw detail(401, 'Invalid signature.', 'authentication_failed')
      const u = state.users().get(String(key.user)) ?? null
      if (!u || !u.is_active) throw detail(401, 'User invalid, disabled or expired', 'authentication_failed')
      ctx.user = u
      ctx.auth = 'access_key'
      return
    }
  }
  const sid = ctx.cookies[SESSION_COOKIE]
  if (!sid) return
  const s = state.sessions.get(sid)
  if (!s) return
  const now = state.now()
  if (now - s.lastSeen > state.config.sessionIdleSeconds * 1000) {
    state.sessions.delete(sid)
    return
  }
  s.lastSeen = now
  ctx.session = s
  if (s.userId) {
    const u = state.users().get(s.userId) ?? null
    if (u && u.is_active) {
      ctx.user = u as UserRow
      ctx.auth = 'session'
    }
  }
}

/** Django's CSRF check for session-authenticated unsafe requests. */
function checkCsrf(ctx: Ctx): void {
  if (ctx.auth !== 'session' || SAFE_METHODS.has(ctx.method)) return
  const cookieToken = ctx.cookies[CSRF_COOKIE]
  if (!cookieToken) throw permissionDenied('CSRF Failed: CSRF cookie not set.')
  const header = ctx.request.headers.get('X-CSRFToken')
  if (!header || header !== cookieToken) throw permissionDenied('CSRF Failed: CSRF token missing or incorrect.')
}

export function makeCtx(state: MockState, request: Request, extraCookies: Record<string, string> = {}): Ctx {
  const url = new URL(request.url)
  // an explicit Cookie header wins over cookies the runtime supplies
  const cookies = { ...extraCookies, ...parseCookies(request.headers.get('cookie')) }
  let bodyCache: Promise<unknown> | null = null
  let rawCache: Promise<ArrayBuffer> | null = null
  const rawBody = () => (rawCache ??= request.clone().arrayBuffer())
  const ctx: Ctx = {
    state,
    request,
    url,
    method: request.method.toUpperCase(),
    query: url.searchParams,
    cookies,
    lang: langOf(request, cookies),
    tz: resolveTz(request.headers.get('X-TZ')),
    user: null,
    auth: null,
    session: null,
    org: resolveOrg(state, url.searchParams, request.headers, cookies),
    params: [],
    setCookies: [],
    now: state.now(),
    rawBody,
    body: <T>() =>
      (bodyCache ??= (async () => {
        const buf = await rawBody()
        const type = (request.headers.get('Content-Type') ?? '').toLowerCase()
        const textBody = new TextDecoder().decode(buf)
        if (!textBody.trim()) return {}
        if (type.includes('application/x-www-form-urlencoded')) {
          return Object.fromEntries(new URLSearchParams(textBody))
        }
        if (type.includes('multipart/form-data')) {
          const fd = await request.clone().formData()
          const out: Record<string, unknown> = {}
          fd.forEach((v, k) => {
            out[k] = typeof v === 'string' ? v : v.name
          })
          return out
        }
        try {
          return JSON.parse(textBody)
        } catch (e) {
          throw new ApiError(400, { detail: `JSON parse error - ${(e as Error).message}`, code: 'parse_error' })
        }
      })()) as Promise<T>,
  }
  return ctx
}

/** Django's LocaleMiddleware names the language of every answer (`zh-hans`, `en`): the console checks it on preloads. */
const CONTENT_LANGUAGE: Record<Lang, string> = { zh: 'zh-hans', en: 'en' }

/** The whole request → response path (everything but the transport). */
export async function handle(state: MockState, request: Request, extraCookies: Record<string, string> = {}): Promise<Response> {
  const response = await answer(state, request, extraCookies)
  if (response.type === 'error' || response.headers.has('Content-Language')) return response
  const cookies = { ...extraCookies, ...parseCookies(request.headers.get('cookie')) }
  try {
    response.headers.set('Content-Language', CONTENT_LANGUAGE[langOf(request, cookies)])
  } catch {
    // an answer with immutable headers (a stream passed through) keeps them
  }
  return response
}

async function answer(state: MockState, request: Request, extraCookies: Record<string, string>): Promise<Response> {
  const url = new URL(request.url)
  const isMockControl = url.pathname.startsWith('/__mock__/')
  const faults = isMockControl ? [] : faultsFor(url, request.headers, state.config.fault)
  for (const f of faults) if (f.kind === 'latency') await sleep(f.ms ?? 0)
  const ctx = makeCtx(state, request, extraCookies)
  try {
    for (const f of faults) {
      switch (f.kind) {
        case 'offline':
          return Object.assign(Response.error(), { [OFFLINE]: true })
        case 'timeout':
          await sleep(10 * 60 * 1000)
          return text(ctx, 'timeout', 504)
        case '500':
          return text(ctx, '<h1>Server Error (500)</h1>', 500, { 'Content-Type': 'text/html; charset=utf-8' })
        case '502':
          return text(
            ctx,
            '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
            502,
            {
              'Content-Type': 'text/html; charset=utf-8',
            },
          )
        case '401': {
          const sid = ctx.cookies[SESSION_COOKIE]
          if (sid) state.sessions.delete(sid)
          throw detail(401, 'Authentication credentials were not provided.', 'not_authenticated')
        }
        case '403':
          throw permissionDenied()
        case 'malformed':
          return text(ctx, '{"detail": "truncated', 200, { 'Content-Type': 'application/json' })
      }
    }
    authenticate(ctx)
    const p = url.pathname
    if (!p.startsWith('/api/')) {
      for (const pg of pages) {
        if ((pg.method === '*' || pg.method === ctx.method) && pg.regex.test(p)) {
          const m = pg.regex.exec(p)!
          ctx.params = m.slice(1)
          return await pg.handler(ctx)
        }
      }
      return text(ctx, '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>', 404, {
        'Content-Type': 'text/html; charset=utf-8',
      })
    }
    const matched = contract.match(p)
    if (!matched) {
      return text(ctx, '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>', 404, {
        'Content-Type': 'text/html; charset=utf-8',
      })
    }
    const { route, params } = matched
    ctx.route = route
    ctx.params = params
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method
    const op = route.ops.get(method)
    ctx.op = op ?? route.ops.get('GET')
    const custom = customFor(method, route)
    if (!op && !custom && method !== 'OPTIONS') throw methodNotAllowed(ctx.method)
    if (!(custom?.csrfExempt ?? false)) checkCsrf(ctx)
    const permission = custom?.permission ?? permissionOf(method, route.shape, op?.permission ?? route.ops.get('GET')?.permission ?? [])
    if (method === 'OPTIONS') {
      // metadata is answered to anyone authenticated; actions are filtered by permission inside
      if (!ctx.user) throw detail(401, 'Authentication credentials were not provided.', 'not_authenticated')
    } else {
      checkPermissions(ctx, permission)
      if (ctx.user && !isValidUser(state, ctx.user) && !permission.some((x) => /AllowAny|IsAuthenticated/.test(x))) {
        throw permissionDenied()
      }
    }
    if (custom) return await custom.handler(ctx)
    return await genericOperation(ctx, route)
  } catch (e) {
    if (e instanceof ApiError) return errorResponse(ctx, e)
    console.error('[mock] handler error', ctx.method, url.pathname, e)
    return json(ctx, { detail: `Mock server error: ${(e as Error).message}`, code: 'error' }, 500)
  }
}

export function sessionCookies(ctx: Ctx, sid: string, csrf: string): void {
  ctx.setCookies.push(cookie(SESSION_COOKIE, sid, { httpOnly: true }))
  ctx.setCookies.push(cookie(CSRF_COOKIE, csrf, { maxAge: 31449600 }))
}

export function clearSessionCookies(ctx: Ctx): void {
  ctx.setCookies.push(cookie(SESSION_COOKIE, '', { maxAge: 0 }))
  ctx.setCookies.push(cookie(CSRF_COOKIE, '', { maxAge: 0 }))
}
