// Request context, errors and response helpers shared by every handler.
import { HttpResponse } from 'msw'
import type { OperationMeta, Route } from './contract'
import type { MockState, SessionData, UserRow } from './state'

export type Lang = 'zh' | 'en'

export interface OrgInfo {
  id: string
  name: string
  is_root: boolean
  is_default: boolean
  comment: string
}

export interface Ctx {
  state: MockState
  request: Request
  url: URL
  method: string
  query: URLSearchParams
  cookies: Record<string, string>
  lang: Lang
  tz: string
  user: UserRow | null
  auth: 'session' | 'token' | 'access_key' | null
  session: SessionData | null
  org: OrgInfo
  route?: Route
  op?: OperationMeta
  /** Path parameters in order of appearance. */
  params: string[]
  /** Cookies to set on the response (`Set-Cookie` values). */
  setCookies: string[]
  now: number
  body<T = unknown>(): Promise<T>
  rawBody(): Promise<ArrayBuffer>
}

/** An error the API answers with a status and a JSON body (or none). */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  readonly headers: Record<string, string>

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(typeof body === 'object' && body && 'detail' in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

export const detail = (status: number, text: string, code: string) => new ApiError(status, { detail: text, code })

export const notAuthenticated = () => detail(401, 'Authentication credentials were not provided.', 'not_authenticated')
export const permissionDenied = (text = 'You do not have permission to perform this action.') => detail(403, text, 'permission_denied')
export const notFound = (model = 'Object') => detail(404, `${model} object does not exist.`, 'object_does_not_exist')
export const methodNotAllowed = (method: string) => detail(405, `Method "${method}" not allowed.`, 'method_not_allowed')
export const fieldErrors = (errors: unknown) => new ApiError(400, errors)
export const mfaRequired = () => detail(400, 'This action require verify your MFA', 'mfa_verify_required')

export function json(ctx: Ctx | null, body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const h = new Headers({ 'Content-Type': 'application/json', ...headers })
  addCookies(ctx, h)
  return new HttpResponse(body === undefined ? null : JSON.stringify(body), { status, headers: h })
}

export function empty(ctx: Ctx | null, status = 204, headers: Record<string, string> = {}): Response {
  const h = new Headers(headers)
  addCookies(ctx, h)
  return new HttpResponse(null, { status, headers: h })
}

export function text(
  ctx: Ctx | null,
  body: string | ArrayBuffer | Uint8Array,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const h = new Headers(headers)
  if (!h.has('Content-Type')) h.set('Content-Type', 'text/plain; charset=utf-8')
  addCookies(ctx, h)
  return new HttpResponse(body as BodyInit, { status, headers: h })
}

export function redirect(ctx: Ctx | null, location: string, status = 302): Response {
  const h = new Headers({ Location: location })
  addCookies(ctx, h)
  return new HttpResponse(null, { status, headers: h })
}

function addCookies(ctx: Ctx | null, h: Headers): void {
  if (!ctx) return
  for (const c of ctx.setCookies) h.append('Set-Cookie', c)
  if (ctx.setCookies.length && typeof document !== 'undefined') {
    // In a browser the page cannot read a Set-Cookie header of a mocked response: write the cookies itself.
    for (const c of ctx.setCookies) document.cookie = c.replace(/;\s*HttpOnly/i, '')
  }
}

export function errorResponse(ctx: Ctx | null, err: ApiError): Response {
  if (err.body === null || err.body === undefined) return empty(ctx, err.status, err.headers)
  return json(ctx, err.body, err.status, err.headers)
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(/;\s*|,\s*(?=[^;,=\s]+=)/)) {
    const i = part.indexOf('=')
    if (i <= 0) continue
    const k = part.slice(0, i).trim()
    if (k in out) continue // the first occurrence wins (explicit header before jar-added copies)
    let v = part.slice(i + 1).trim()
    if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1)
    try {
      out[k] = decodeURIComponent(v)
    } catch {
      out[k] = v
    }
  }
  return out
}

export function cookie(name: string, value: string, opts: { maxAge?: number; httpOnly?: boolean } = {}): string {
  let c = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`
  if (opts.maxAge !== undefined) {
    c += `; Max-Age=${opts.maxAge}`
    if (opts.maxAge <= 0) c += '; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
  }
  if (opts.httpOnly) c += '; HttpOnly'
  return c
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Query flag parsing as the real filters do it (`1`, `true`, `True`). */
export function truthy(v: string | null | undefined): boolean {
  return v !== null && v !== undefined && ['1', 'true', 'True', 'yes', 'on'].includes(v)
}

export function parseIntParam(v: string | null): number | null {
  if (v === null || v === '') return null
  if (!/^\d+$/.test(v)) return null
  return Number(v)
}
