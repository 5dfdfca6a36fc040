// Contract schemas → representations (output) and DRF-style validation (input).
import type { Row } from '../db/store'
import { contract, isDatetimeField, type FieldMeta, type SchemaMeta } from './contract'
import type { Ctx, Lang } from './http'
import { DATETIME_FORMAT_ERROR, formatDatetime, formatPlainDatetime, parseDatetime } from './time'

/** The pattern of a datetime written with no offset (`2026-11-23 03:09:48`). */
const PLAIN_DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'
import { labelOf, resourceByListUrl, collectionOf, type Resource } from './resource'
import { orgInfo } from './access'
import { isTypePolymorphic, pickVariant, variantFor } from './variants'

// ---- output ---------------------------------------------------------------------------------------------------

export function fieldLabel(f: FieldMeta | undefined, name: string, lang: Lang): string {
  if (!f) return name
  return (lang === 'zh' ? f.labelZh : undefined) ?? f.label ?? name
}

export function choiceLabel(f: FieldMeta | undefined, value: unknown, lang: Lang): string {
  if (!f?.enum) return value === null || value === undefined ? '' : String(value)
  const i = f.enum.findIndex((v) => v === value || String(v) === String(value))
  if (i < 0) return value === null || value === undefined ? '' : String(value)
  const zh = f.enumLabelsZh?.[i]
  const en = f.enumLabels?.[i]
  return (lang === 'zh' ? zh : undefined) ?? en ?? String(value)
}

function defaultFor(f: FieldMeta): unknown {
  if (f.nullable) return null
  switch (f.type) {
    case 'string':
      return isDatetimeField(f) ? null : ''
    case 'integer':
    case 'number':
      return 0
    case 'boolean':
      return false
    case 'array':
      return []
    case 'object':
      return {}
    default:
      return null
  }
}

/** Label of a related object (for `*_display` of FK/M2M fields). */
export function relatedLabel(ctx: Ctx, url: string | undefined, id: unknown): string {
  const r = resourceByListUrl(url)
  if (!r || typeof id !== 'string') return id === null || id === undefined ? '' : String(id)
  const row = collectionOf(ctx.state, r).get(id)
  return row ? labelOf(ctx.state, r, row) : id
}

function deriveDisplay(
  ctx: Ctx,
  schema: SchemaMeta,
  f: FieldMeta,
  row: Record<string, unknown>,
  computed: Record<string, unknown>,
): unknown {
  const srcName = f.displayOf!
  const src = schema.fields[srcName]
  const value = srcName in computed ? computed[srcName] : row[srcName]
  const wantsArray = f.type === 'array'
  const itemMeta = src?.type === 'array' ? src.items : src
  const one = (v: unknown): string => {
    if (itemMeta?.enum) return choiceLabel(itemMeta, v, ctx.lang)
    if (itemMeta?.relatedUrl || src?.relatedUrl) return relatedLabel(ctx, itemMeta?.relatedUrl ?? src?.relatedUrl, v)
    return v === null || v === undefined ? '' : String(v)
  }
  if (Array.isArray(value)) {
    const labels = value.map(one)
    return wantsArray ? labels : labels.join(' ')
  }
  if (value === null || value === undefined) return wantsArray ? [] : f.nullable ? null : ''
  return wantsArray ? [one(value)] : one(value)
}

function outValue(ctx: Ctx, f: FieldMeta, v: unknown, depth: number): unknown {
  if (v === undefined) return defaultFor(f)
  if (v === null) return null
  if (isDatetimeField(f)) {
    if (typeof v !== 'number') return v
    // a datetime the contract gives without an offset (a ticket's meta): the wall-clock time, in UTC when it says so
    if (f.pattern === PLAIN_DATETIME_PATTERN) return formatPlainDatetime(v, f.datetimeZone === 'utc' ? 'UTC' : ctx.tz)
    return formatDatetime(v, ctx.tz)
  }
  if (f.ref && typeof v === 'object' && !Array.isArray(v) && depth < 6) {
    return renderObject(ctx, f.ref, v as Record<string, unknown>, null, {}, depth + 1)
  }
  if (f.type === 'array' && Array.isArray(v) && f.items) {
    const it = f.items
    if (it.ref || isDatetimeField(it) || it.type === 'string') return v.map((x) => outValue(ctx, it, x, depth + 1))
  }
  // values in the contract's type: JSON kept in text columns, numeric primary keys
  if (f.type === 'string' && typeof v === 'object') return JSON.stringify(v)
  if (f.type === 'integer' && typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v)
  return v
}

export interface RenderOptions {
  only?: Set<string> | null
  exclude?: Set<string> | null
  /**
   * The row is one of a list (the platform's serializer runs with `many=True`): a field whose variant follows the
   * object's `type` (application attrs, ticket and storage meta) is then rendered in the variant the query names
   * (`?type=`, `?category=`), and as `{}` when it names none, as the platform does.
   */
  many?: boolean
}

/** A representation of `row` in `schemaName`: every field of the schema, computed values applied. */
export function renderObject(
  ctx: Ctx,
  schemaName: string,
  row: Record<string, unknown>,
  resource: Resource | null,
  opts: RenderOptions = {},
  depth = 0,
): Record<string, unknown> {
  const schema = contract.schema(schemaName)
  if (!schema) return { ...row }
  const computed = resource?.compute ? resource.compute(row as Row, ctx) : {}
  const out: Record<string, unknown> = {}
  const required = new Set(schema.required)
  for (const [name, f] of Object.entries(schema.fields)) {
    if (opts.only && !opts.only.has(name)) continue
    if (opts.exclude && opts.exclude.has(name)) continue
    if (f.writeOnly) continue
    let v: unknown
    if (name in computed) v = computed[name]
    else if (name in row) v = row[name]
    else if (f.displayOf) v = deriveDisplay(ctx, schema, f, row, computed)
    else if (name === 'org_name' && typeof row.org_id === 'string') v = orgInfo(ctx.state, row.org_id)?.name ?? ''
    // a field the contract does not require is left out when the object has no value for it (the platform's
    // serializer skips a read-only field whose source is missing, e.g. `domain.name` of an asset without a domain)
    if (v === undefined && !required.has(name)) continue
    if (opts.many && depth === 0 && isTypePolymorphic(f)) {
      const listed = pickVariant(name, f, ctx)
      out[name] =
        listed && v && typeof v === 'object' && !Array.isArray(v)
          ? renderObject(ctx, listed, v as Record<string, unknown>, null, {}, depth + 1)
          : {}
      continue
    }
    const variant = f.oneOf && v && typeof v === 'object' && !Array.isArray(v) && depth < 6 ? parentVariant(f, row, computed) : undefined
    out[name] = variant ? renderObject(ctx, variant, v as Record<string, unknown>, null, {}, depth + 1) : outValue(ctx, f, v, depth)
  }
  return out
}

/** The variant schema of a polymorphic field chosen by a sibling field (`x-discriminator` with `in: parent`). */
function parentVariant(f: FieldMeta, row: Record<string, unknown>, computed: Record<string, unknown>): string | undefined {
  const d = f.discriminator
  if (!d?.mapping || d.in !== 'parent') return undefined
  const key = d.propertyName in computed ? computed[d.propertyName] : row[d.propertyName]
  return d.mapping[String(key)]
}

/** `?fields_size=mini|small`, `?fields=a,b`, `?fields!=a,b` (GET only, where the serializer supports it). */
export function fieldSelection(ctx: Ctx, schema: SchemaMeta | undefined): RenderOptions {
  if (!schema || ctx.method !== 'GET') return {}
  const q = ctx.query
  const size = q.get('fields_size')
  const supports = !!(schema.fieldsMini || schema.fieldsSmall || ctx.op?.query.includes('fields_size'))
  if (!supports) return {}
  if (size === 'mini' && schema.fieldsMini) return { only: new Set(schema.fieldsMini) }
  if (size === 'small' && schema.fieldsSmall) return { only: new Set(schema.fieldsSmall) }
  const fields = q.get('fields')
  if (fields) return { only: new Set(fields.split(',').map((s) => s.trim())) }
  const excl = q.get('fields!')
  if (excl) return { exclude: new Set(excl.split(',').map((s) => s.trim())) }
  return {}
}

// ---- input ----------------------------------------------------------------------------------------------------

export type Errors = Record<string, unknown>

const UUID_RE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_RE = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v)

function typeName(v: unknown): string {
  if (v === null) return 'NoneType'
  if (Array.isArray(v)) return 'list'
  if (typeof v === 'string') return 'str'
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float'
  if (typeof v === 'boolean') return 'bool'
  return 'dict'
}

/** Validates one value; returns `[internal value]` or `{error: messages}`. */
function validateValue(ctx: Ctx, f: FieldMeta, v: unknown, depth: number, variant?: string): { value: unknown } | { error: unknown } {
  if (v === null) {
    if (f.nullable) return { value: null }
    return { error: ['This field may not be null.'] }
  }
  if (f.ref) {
    if (typeof v !== 'object' || Array.isArray(v)) {
      return { error: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(v)}.`] } }
    }
    const res = validateObject(ctx, f.ref, v as Record<string, unknown>, { partial: false }, depth + 1)
    return res.errors ? { error: res.errors } : { value: res.data }
  }
  if (f.oneOf || (f.type === 'object' && !f.ref)) {
    if (typeof v !== 'object' || Array.isArray(v)) {
      return { error: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(v)}.`] } }
    }
    if (variant) {
      const reqName = contract.schema(`${variant}Request`) ? `${variant}Request` : variant
      const res = validateObject(ctx, reqName, v, { partial: false }, depth + 1)
      return res.errors ? { error: res.errors } : { value: { ...(v as object), ...res.data } }
    }
    return { value: v }
  }
  if (f.type === 'array') {
    if (!Array.isArray(v)) {
      if (f.items?.relatedUrl || f.relatedUrl) return { error: [`Expected a list of items but got type "${typeName(v)}".`] }
      return { error: [`Expected a list of items but got type "${typeName(v)}".`] }
    }
    if (f.minItems !== undefined && v.length < f.minItems) return { error: [`Ensure this field has at least ${f.minItems} elements.`] }
    if (f.maxItems !== undefined && v.length > f.maxItems) return { error: [`Ensure this field has no more than ${f.maxItems} elements.`] }
    const item = f.items ?? {}
    const related = item.relatedUrl ?? f.relatedUrl
    const out: unknown[] = []
    const errs: Record<string, unknown> = {}
    v.forEach((x, i) => {
      if (related && (item.format === 'uuid' || item.type === 'string' || !item.type)) {
        const r = checkRelated(ctx, related, x, item.format === 'uuid' || !item.type)
        if ('error' in r) errs[String(i)] = r.error
        else out.push(r.value)
        return
      }
      const r = validateValue(ctx, item, x, depth + 1)
      if ('error' in r) errs[String(i)] = r.error
      else out.push(r.value)
    })
    if (Object.keys(errs).length) {
      // related many: DRF reports the first bad pk as a flat list
      if (related) return { error: Object.values(errs)[0] }
      return { error: errs }
    }
    return { value: out }
  }
  if (f.relatedUrl) return checkRelated(ctx, f.relatedUrl, v, f.format === 'uuid')
  if (f.enum) {
    const hit = f.enum.find(
      (c) =>
        c === v ||
        (typeof c === 'number' && String(c) === String(v)) ||
        (typeof c === 'string' && typeof v !== 'object' && c === String(v)),
    )
    if (hit === undefined) return { error: [`"${typeof v === 'object' ? JSON.stringify(v) : String(v)}" is not a valid choice.`] }
    return { value: hit }
  }
  if (isDatetimeField(f)) {
    // a datetime whose exact form the contract fixes (the ticket request's UTC `toISOString()` form)
    if (f.pattern && f.format === 'date-time' && (typeof v !== 'string' || !new RegExp(f.pattern).test(v)))
      return { error: ['This value does not match the required pattern.'] }
    const ms = parseDatetime(v, ctx.tz)
    if (ms === null) return { error: [DATETIME_FORMAT_ERROR] }
    return { value: ms }
  }
  switch (f.type) {
    case 'integer': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN
      if (!Number.isInteger(n)) return { error: ['A valid integer is required.'] }
      if (f.maximum !== undefined && n > f.maximum) return { error: [`Ensure this value is less than or equal to ${f.maximum}.`] }
      if (f.minimum !== undefined && n < f.minimum) return { error: [`Ensure this value is greater than or equal to ${f.minimum}.`] }
      return { value: n }
    }
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN
      if (!Number.isFinite(n)) return { error: ['A valid number is required.'] }
      if (f.maximum !== undefined && n > f.maximum) return { error: [`Ensure this value is less than or equal to ${f.maximum}.`] }
      if (f.minimum !== undefined && n < f.minimum) return { error: [`Ensure this value is greater than or equal to ${f.minimum}.`] }
      return { value: n }
    }
    case 'boolean': {
      if (typeof v === 'boolean') return { value: v }
      if (['true', 'True', '1', 'yes', 'on'].includes(String(v))) return { value: true }
      if (['false', 'False', '0', 'no', 'off', ''].includes(String(v))) return { value: false }
      return { error: ['Must be a valid boolean.'] }
    }
    case 'string': {
      if (typeof v === 'object') return { error: ['Not a valid string.'] }
      const s = String(v)
      const trimmed = f.format === 'password' || f.writeOnly ? s : s.trim()
      if (trimmed === '') {
        if ((f.minLength ?? 0) >= 1) return { error: ['This field may not be blank.'] }
        return { value: '' }
      }
      if (f.maxLength !== undefined && trimmed.length > f.maxLength) {
        return { error: [`Ensure this field has no more than ${f.maxLength} characters.`] }
      }
      if (f.minLength !== undefined && f.minLength > 1 && trimmed.length < f.minLength) {
        return { error: [`Ensure this field has at least ${f.minLength} characters.`] }
      }
      if (f.format === 'email' || f.metaType === 'email') {
        if (!EMAIL_RE.test(trimmed)) return { error: ['Enter a valid email address.'] }
      }
      if (f.format === 'uuid' && !isUuid(trimmed)) return { error: ['Must be a valid UUID.'] }
      if ((f.format === 'uri' || f.metaType === 'url') && !URL_RE.test(trimmed)) return { error: ['Enter a valid URL.'] }
      if (f.format === 'ipv4' || f.format === 'ip') {
        if (!/^(\d{1,3})(\.\d{1,3}){3}$/.test(trimmed)) return { error: ['Enter a valid IPv4 or IPv6 address.'] }
      }
      if (f.pattern && !f.format?.startsWith('jms')) {
        try {
          if (!new RegExp(f.pattern).test(trimmed)) return { error: ['This value does not match the required pattern.'] }
        } catch {
          /* a pattern JavaScript cannot read: skip */
        }
      }
      return { value: trimmed }
    }
    default:
      return { value: v }
  }
}

function checkRelated(ctx: Ctx, url: string, v: unknown, uuidPk: boolean): { value: unknown } | { error: unknown } {
  if (typeof v !== 'string' && typeof v !== 'number') {
    return { error: [`Incorrect type. Expected pk value, received ${typeName(v)}.`] }
  }
  const s = String(v)
  const r = resourceByListUrl(url)
  if (uuidPk && !isUuid(s)) return { error: [`“${s}” is not a valid UUID.`] }
  if (!r) return { value: s }
  const coll = collectionOf(ctx.state, r)
  if (coll.has(s)) return { value: s }
  if (!uuidPk) {
    // slug related (e.g. asset platform by name)
    const byName = coll.find((row) => row.name === s)
    if (byName) return { value: s }
    return { error: [`Object with name=${s} does not exist.`] }
  }
  return { error: [`Invalid pk "${s}" - object does not exist.`] }
}

export interface ValidateOptions {
  partial: boolean
  existing?: Record<string, unknown> | null
  /** The view action (`open` for tickets: the apply variant of `meta`). */
  action?: string
}

/**
 * DRF-style validation of `input` against a request schema. Returns the internal values of the fields that were
 * sent (plus defaults of absent ones on create) or the field errors.
 */
export function validateObject(
  ctx: Ctx,
  schemaName: string | undefined,
  input: unknown,
  opts: ValidateOptions,
  depth = 0,
): { data: Record<string, unknown>; errors: Errors | null } {
  const schema = contract.schema(schemaName)
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { data: {}, errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(input)}.`] } }
  }
  const src = input as Record<string, unknown>
  if (!schema) return { data: { ...src }, errors: null }
  const data: Record<string, unknown> = {}
  const errors: Errors = {}
  const required = new Set(schema.required)
  // on create, a field whose variant follows the object's `type` takes the variant the query names (`?type=`, else
  // `?category=`), not the body's `type`; with neither, the platform's serializer has no fields for it and drops it
  const queryVariant = (name: string, f: FieldMeta) =>
    !opts.existing && depth === 0 && opts.action !== 'open' && isTypePolymorphic(f) ? { variant: pickVariant(name, f, ctx) } : null
  for (const [name, f] of Object.entries(schema.fields)) {
    if (f.readOnly) continue
    const byQuery = queryVariant(name, f)
    if (byQuery && !byQuery.variant) continue
    if (!(name in src) || src[name] === undefined) {
      if (opts.partial) continue
      if (required.has(name)) {
        errors[name] = ['This field is required.']
        continue
      }
      if (!opts.existing && f.default !== undefined) data[name] = f.default
      continue
    }
    const raw = src[name]
    if (required.has(name) && typeof raw === 'string' && raw.trim() === '' && f.type === 'string' && !f.enum && (f.minLength ?? 1) >= 1) {
      errors[name] = ['This field may not be blank.']
      continue
    }
    if (required.has(name) && Array.isArray(raw) && raw.length === 0 && f.minItems !== undefined && f.minItems > 0) {
      errors[name] = ['This list may not be empty.']
      continue
    }
    let variant: string | undefined
    if (byQuery) variant = byQuery.variant
    else if ((name === 'attrs' || name === 'meta') && (f.oneOf || f.type === 'object')) {
      // the sibling field that selects the variant (`type`, or e.g. `provider` of cloud accounts)
      const by = f.discriminator?.in === 'parent' ? f.discriminator.propertyName : 'type'
      const type = src[by] ?? opts.existing?.[by]
      if (typeof type === 'string' && type) variant = variantFor(name, f, type, opts.action === 'open')
    }
    const r = validateValue(ctx, f, raw, depth, variant)
    if ('error' in r) errors[name] = r.error
    else data[name] = r.value
  }
  return { data, errors: Object.keys(errors).length ? errors : null }
}
