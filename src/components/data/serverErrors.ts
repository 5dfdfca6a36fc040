// FORM-13 / FORM-14 / VAL-14: a 400 body `{field: [messages]}` becomes one text per form field (array
// messages joined with ';', nested errors joined into one text). The errors of a nested object the form edits as
// separate fields (`{"attrs": {"host": [...]}}` for the field `attrs.host` or `attrs__host`) go under those fields.
// Keys that are not fields of the form (`non_field_errors`, `detail`, unknown names) become form-level messages so
// nothing the server said is lost.

export interface MappedErrors {
  fields: Record<string, string>
  general: string[]
}

/** Turns any error value into text: strings as they are, arrays joined with ';', objects as `key: text`. */
export function errorText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) {
    return value
      .map(errorText)
      .filter((t) => t !== '')
      .join(';')
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => {
        const text = errorText(inner)
        return text ? `${key}: ${text}` : ''
      })
      .filter(Boolean)
      .join(';')
  }
  return ''
}

/** How a form may name the child of a nested object: `attrs.host` (dotted) or `attrs__host` (flat). */
export const NESTED_SEPARATORS = ['.', '__'] as const

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A nested error object's messages put on the form fields that edit its children (recursively, so `a.b.c` works
 * too); what has no field of its own is returned as `path: text`. Undefined when no child has a field, so the
 * caller keeps the former handling (the whole object as the text of the parent).
 */
function mapNested(
  path: string,
  value: Record<string, unknown>,
  knownFields: readonly string[],
  fields: Record<string, string>,
): string[] | undefined {
  const childName = (key: string) => NESTED_SEPARATORS.map((sep) => `${path}${sep}${key}`).find((n) => knownFields.includes(n))
  const reaches = (p: string, v: unknown): boolean =>
    isPlainObject(v) &&
    Object.entries(v).some(([k, inner]) =>
      NESTED_SEPARATORS.some((sep) => knownFields.includes(`${p}${sep}${k}`) || reaches(`${p}${sep}${k}`, inner)),
    )
  if (!reaches(path, value)) return undefined
  const rest: string[] = []
  for (const [key, inner] of Object.entries(value)) {
    const text = errorText(inner)
    if (!text) continue
    const name = childName(key)
    if (name) {
      fields[name] = text
      continue
    }
    const deeper = isPlainObject(inner)
      ? NESTED_SEPARATORS.map((sep) => mapNested(`${path}${sep}${key}`, inner, knownFields, fields)).find(Boolean)
      : undefined
    if (deeper) rest.push(...deeper)
    else rest.push(`${path}.${key}: ${text}`)
  }
  return rest
}

export function mapServerErrors(body: unknown, knownFields: readonly string[]): MappedErrors {
  const result: MappedErrors = { fields: {}, general: [] }
  if (body === undefined || body === null || body === '') return result
  if (typeof body === 'string' || Array.isArray(body)) {
    const text = errorText(body)
    if (text) result.general.push(text)
    return result
  }
  if (typeof body !== 'object') return result
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'code') continue
    const text = errorText(value)
    if (!text) continue
    const nested = isPlainObject(value) ? mapNested(key, value, knownFields, result.fields) : undefined
    if (nested) result.general.push(...nested)
    else if (knownFields.includes(key)) result.fields[key] = text
    else if (key === 'non_field_errors' || key === 'detail' || key === 'error' || key === 'msg') result.general.push(text)
    else result.general.push(`${key}: ${text}`)
  }
  return result
}

/** The server's own message of an error body (`error`, else `msg`, else `detail`), as HTTP-05 reads it. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? body : undefined
  const b = body as Record<string, unknown>
  for (const key of ['error', 'msg', 'detail']) {
    const v = b[key]
    if (typeof v === 'string' && v) return v
  }
  return undefined
}
