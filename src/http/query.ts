// HTTP-13 / VAL-23: query parameters whose value is empty, undefined or null are dropped; the rest are trimmed.

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[]

function clean(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined
  if (value instanceof Date) return value.toISOString()
  const text = typeof value === 'string' ? value.trim() : String(value)
  return text === '' ? undefined : text
}

/** The parameters that will be sent, in order, as [name, value] pairs (arrays repeat the name). */
export function cleanParams(params: Record<string, unknown> | undefined | null): [string, string][] {
  const out: [string, string][] = []
  if (!params) return out
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        const v = clean(item)
        if (v !== undefined) out.push([name, v])
      }
      continue
    }
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
      const v = clean(JSON.stringify(value))
      if (v !== undefined) out.push([name, v])
      continue
    }
    const v = clean(value)
    if (v !== undefined) out.push([name, v])
  }
  return out
}

/** `url` plus the cleaned parameters, keeping any query string the url already has. */
export function withQuery(url: string, params: Record<string, unknown> | undefined | null): string {
  const pairs = cleanParams(params)
  if (pairs.length === 0) return url
  const qs = new URLSearchParams(pairs).toString()
  return url.includes('?') ? `${url}&${qs}` : `${url}?${qs}`
}
