// The console's only HTTP client, and the mutator of the generated client (orval): every request of the console
// goes through `httpRequest`. It adds the CSRF, organisation, time-zone and language headers, drops empty query
// values, times out after 60 s, turns error responses into translated messages (with field errors kept), shows
// the error toast unless silenced, handles 401 (one "session ended" dialog, or straight to the sign-in page
// for the profile call) and schedules the session-expiry check after every response.
import { COOKIE_NAMES, HEADER_NAMES, HTTP_TIMEOUT_MS, SESSION_CHECK_DELAY_MS } from '../config/constants'
import { usersProfileRetrieve } from '../generated/operations/users'
import { readCookie } from '../config/cookies'
import { currentLocale, translate } from '../i18n'
import { currentTimeZone } from '../i18n/date'
import { serverLanguageCode } from '../i18n/languages'
import { HttpError, errorMessage, fieldErrorsOf, serverDetail, type ErrorKind } from './errors'
import { announceSessionEnded, emitHttpEvent, signInAgain } from './events'
import { buildRequestHeaders, orgIdForRequest } from './headers'
import { createKeepAlive } from './keepalive'
import { withQuery } from './query'
import { checkResponse } from './responseCheck'

/** Development and tests check every answer against the contract; a production build has no such code. */
const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test'

export { HttpError } from './errors'

export interface RequestConfig {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | string
  params?: Record<string, unknown>
  data?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  responseType?: 'json' | 'text' | 'blob'
}

export interface RequestOptions {
  /** HTTP-09: no automatic error toast (the caller shows its own message or none). */
  silent?: boolean
  /** Overrides the 60 s timeout (CONST-13). */
  timeoutMs?: number
  /** Sends this organisation id instead of the current one. */
  orgId?: string
  /**
   * A request the user did not ask for yet (the first screen's data sent while the startup guard runs): no event
   * at all on failure — no toast, no session-ended dialog — the screen asks again and reports then.
   */
  background?: boolean
  /**
   * A start-up call the page preloads (index.html, issue 22): the browser's answer to that preload may be used. The
   * preload was sent with the session cookies only — the organisation of the `X-JMS-ORG` cookie, no time zone, the
   * browser's languages — so the caller says so only when that is what it would ask; an answer in another language
   * than the console's is asked for again. Any other request never takes a preload's answer.
   */
  preloaded?: boolean
}

export type ErrorType<E> = HttpError<E>
export type BodyType<B> = B

/** What the client needs from the session layer, which registers it at startup. */
export interface HttpContext {
  currentOrgId(): string | undefined
}

let context: HttpContext = { currentOrgId: () => undefined }

export function configureHttp(next: Partial<HttpContext>): void {
  context = { ...context, ...next }
}

/**
 * What makes two equal requests give different answers besides their URL: the organisation header and the
 * language they are sent with (HTTP-02, HTTP-04). `orgId` as in RequestOptions.
 */
export function requestScope(orgId?: string): string {
  const search = typeof window === 'undefined' ? '' : window.location.search
  return `${orgIdForRequest(search, orgId ?? context.currentOrgId()) ?? ''}|${serverLanguageCode(currentLocale())}`
}

function isProfileUrl(url: string): boolean {
  return url.split('?')[0].replace(/\/+$/, '/') === usersProfileRetrieve.path
}

/** HTTP-12: 30 s after the last response, ask for the profile; a 401 there sends the browser to sign in. */
export const sessionKeepAlive = createKeepAlive(SESSION_CHECK_DELAY_MS, () =>
  httpRequest({ url: usersProfileRetrieve.path, method: 'GET' }, { silent: true }),
)

function isBodyInit(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  )
}

function encodeBody(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined) return undefined
  const typeKey = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type')
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    // the browser writes the multipart boundary itself
    if (typeKey) delete headers[typeKey]
    return data
  }
  if (isBodyInit(data)) return data
  if (!typeKey) headers['Content-Type'] = 'application/json'
  return JSON.stringify(data)
}

async function readBody(response: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined
  if (responseType === 'blob' && response.ok) return response.blob()
  const text = await response.text()
  if (responseType === 'text' && response.ok) return text
  if (text === '') return undefined
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json') || /^\s*[[{"]/.test(text)) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

function fail<E>(init: { status: number; data?: E; kind: ErrorKind; url: string; method: string }, options: RequestOptions): HttpError<E> {
  const message = errorMessage(init.status, init.data, init.kind, (key, vars) => translate(key, vars))
  const http = init.kind === 'http'
  const error = new HttpError<E>({
    ...init,
    message,
    fieldErrors: http ? fieldErrorsOf(init.data) : {},
    detail: http ? serverDetail(init.status, init.data) : undefined,
  })
  if (init.kind === 'abort' || options.background) return error
  if (init.kind === 'http' && init.status === 401) {
    // HTTP-10/11: no toast for 401.
    if (isProfileUrl(init.url)) signInAgain()
    else announceSessionEnded()
    return error
  }
  if (!options.silent) emitHttpEvent({ type: 'error', message, error })
  return error
}

/** The answer's language (Django's `Content-Language`) is the one asked for; an answer that names none is taken. */
function sameLanguage(answered: string | null, asked: string | undefined): boolean {
  return !answered || !asked || answered.trim().toLowerCase() === asked.toLowerCase()
}

export const httpRequest = async <T>(config: RequestConfig, options: RequestOptions = {}): Promise<T> => {
  const method = (config.method || 'GET').toUpperCase()
  const url = withQuery(config.url, config.params)
  const headers = buildRequestHeaders({
    method,
    csrfToken: readCookie(COOKIE_NAMES.csrf),
    pageSearch: typeof window === 'undefined' ? '' : window.location.search,
    currentOrgId: options.orgId ?? context.currentOrgId(),
    timeZone: currentTimeZone(),
    language: serverLanguageCode(currentLocale()),
    extra: config.headers,
  })
  const body = encodeBody(config.data, headers)

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS)
  const onCallerAbort = () => controller.abort()
  if (config.signal) {
    if (config.signal.aborted) controller.abort()
    else config.signal.addEventListener('abort', onCallerAbort, { once: true })
  }

  let response: Response
  try {
    // a preload was sent with credentials "include": only a request with the same credentials mode can take its answer
    const credentials: RequestCredentials = options.preloaded ? 'include' : 'same-origin'
    response = await fetch(url, { method, headers, body, signal: controller.signal, credentials })
  } catch (cause) {
    const kind: ErrorKind = timedOut ? 'timeout' : controller.signal.aborted ? 'abort' : 'network'
    throw Object.assign(fail({ status: 0, kind, url: config.url, method }, options), { cause })
  } finally {
    clearTimeout(timer)
    config.signal?.removeEventListener('abort', onCallerAbort)
  }

  if (options.preloaded && response.ok && !sameLanguage(response.headers.get('Content-Language'), headers[HEADER_NAMES.language])) {
    // the preload's answer speaks the browser's language, not the console's: ask again with the console's
    return httpRequest<T>(config, { ...options, preloaded: false })
  }
  if (!isProfileUrl(config.url)) sessionKeepAlive.touch()
  const data = await readBody(response, config.responseType)
  if (!response.ok) throw fail({ status: response.status, data, kind: 'http', url: config.url, method }, options)
  if (CHECK_RESPONSES) checkResponse(method, url, data)
  return data as T
}
