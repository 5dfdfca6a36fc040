// Reading and writing browser cookies (the CSRF cookie, the org mirror, the sidebar state, the server language).
// Values are URI-encoded; `source` lets tests parse a cookie string without a document.

export function readCookie(name: string, source?: string): string | undefined {
  const jar = source ?? (typeof document === 'undefined' ? '' : document.cookie)
  for (const part of jar.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

export interface CookieOptions {
  path?: string
  maxAgeSeconds?: number
  sameSite?: 'Lax' | 'Strict' | 'None'
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`]
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`)
  return parts.join('; ')
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return
  document.cookie = serializeCookie(name, value, { maxAgeSeconds: 365 * 24 * 3600, ...options })
}

export function deleteCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return
  document.cookie = serializeCookie(name, '', { path, maxAgeSeconds: 0 })
}
