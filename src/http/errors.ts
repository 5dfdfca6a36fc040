// Turning an error response into what a user reads (HTTP-05..08, ERR-06..09) and what a form maps onto its
// fields (VAL-14, FORM-14). Pure: translation is passed in.

export type ErrorKind = 'http' | 'timeout' | 'network' | 'abort'

/** The error every console request rejects with (the `ErrorType` of the generated client). */
export class HttpError<E = unknown> extends Error {
  readonly status: number
  readonly data: E | undefined
  readonly kind: ErrorKind
  readonly url: string
  readonly method: string
  /** Field name → message, arrays joined with `;` (empty for non-field errors). */
  readonly fieldErrors: Record<string, string>
  /** The server's own text when the message is the translated one instead (`serverDetail`): plain text only. */
  readonly detail: string | undefined

  constructor(init: {
    message: string
    status: number
    data?: E
    kind: ErrorKind
    url: string
    method: string
    fieldErrors?: Record<string, string>
    detail?: string
  }) {
    super(init.message)
    this.name = 'HttpError'
    this.status = init.status
    this.data = init.data
    this.kind = init.kind
    this.url = init.url
    this.method = init.method
    this.fieldErrors = init.fieldErrors ?? {}
    this.detail = init.detail
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value)) {
    const texts = value.map(firstText).filter((v): v is string => !!v)
    return texts.length ? texts.join('; ') : undefined
  }
  return undefined
}

/** HTTP-05: the server's own text, `error`, else `msg`, else `detail`. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const body = data as Record<string, unknown>
  return firstText(body.error) ?? firstText(body.msg) ?? firstText(body.detail)
}

/** HTTP-06..08 and the other statuses: the locale key used when the server gives no text. */
export function statusMessageKey(status: number, kind: ErrorKind = 'http'): string {
  if (kind === 'timeout') return 'http.Timeout'
  if (kind === 'network') return 'http.NetworkError'
  if (kind === 'abort') return 'http.Aborted'
  switch (status) {
    case 400:
      return 'common.BadRequestErrorMsg'
    case 401:
      return 'http.LoginRequiredMsg'
    case 403:
      return 'common.BadRoleErrorMsg'
    case 404:
      return 'common.ResourceLostMsg'
    case 408:
      return 'http.Timeout'
    case 409:
      return 'common.BadConflictErrorMsg'
    default:
      return status >= 500 ? 'http.ServerError' : 'http.RequestFailed'
  }
}

/** An answer that is not JSON (a proxy's or the server's HTML error page) as plain text: tags dropped, at most 500 characters. */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500)
}

/**
 * Issue 23: the server's text that is kept as a detail behind the translated message, for an answer that is not
 * JSON (an HTML error page: never shown as the message, never rendered as HTML) and for a 401 or 403 (the
 * platform's text may be in another language than the console's). Undefined when the server's text is the message.
 */
export function serverDetail(status: number, data: unknown): string | undefined {
  if (typeof data === 'string') return plainText(data) || undefined
  return status === 401 || status === 403 ? serverMessage(data) : undefined
}

export function errorMessage(
  status: number,
  data: unknown,
  kind: ErrorKind,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string {
  if (kind === 'http' && status !== 401 && status !== 403) {
    const text = serverMessage(data)
    if (text) return text
  }
  return t(statusMessageKey(status, kind), { status })
}

/** Nested error values become one text: arrays joined with `;`, objects as `key: text`. */
export function errorText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(errorText).filter(Boolean).join(';')
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => {
        const text = errorText(v)
        return text ? `${k}: ${text}` : ''
      })
      .filter(Boolean)
      .join('; ')
  }
  return ''
}

const NON_FIELD_KEYS = new Set(['error', 'msg', 'detail', 'code'])

/** VAL-14: a DRF 400 body `{field: [messages]}` → `{field: 'm1;m2'}`; nested values joined into text. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {}
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (NON_FIELD_KEYS.has(key) && (typeof value === 'string' || key === 'code')) continue
    const text = errorText(value)
    if (text) out[key] = text
  }
  return out
}
