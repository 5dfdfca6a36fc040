// Examples built from the fixture records in overrides/examples/*.yaml: each record is completed against the
// schema (missing fields get the value the real server would show for an untouched object: model defaults, null,
// empty lists, display names of choices and of referenced objects), so every example validates.
import { type Ctx, type Json, type JsonObject, clone, isObject } from './context.ts'
import type { Schemas } from './schemas.ts'
import { commonComponents } from './common.ts'

const COMMON_SCHEMAS = commonComponents().schemas as JsonObject

export const BASE_URL = 'http://jumpserver.example.com'
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
export const FIXED_DATETIME = '2026/11/20 10:00:00 +0800'

interface FixtureSpec {
  records: JsonObject[]
  request?: JsonObject
  patch?: JsonObject
}

export class Examples {
  /** Fields filled without a fixture value (schema.field → value), for review. */
  readonly autofilled = new Map<string, Json>()
  private readonly labels = new Map<string, string>()

  constructor(
    private readonly ctx: Ctx,
    private readonly schemas: Schemas,
  ) {
    for (const entries of Object.values(ctx.ov.ids)) {
      for (const e of Object.values(entries)) this.labels.set(String(e.id), e.label)
    }
  }

  spec(name: string): FixtureSpec | null {
    const raw = this.ctx.ov.fixtures[name]
    if (raw === undefined) return null
    const v = this.ctx.substitute(clone(raw))
    if (Array.isArray(v)) return { records: v as JsonObject[] }
    if (isObject(v) && Array.isArray(v.records)) return v as unknown as FixtureSpec
    if (isObject(v)) return { records: [v] }
    this.ctx.problem(`fixture ${name} must be a record, a list of records or {records, request, patch}`)
    return null
  }

  resolveSchema(s: Json | undefined): JsonObject {
    let cur = s
    for (let i = 0; i < 10 && isObject(cur) && typeof cur.$ref === 'string'; i++) {
      const ref = cur.$ref
      if (ref.startsWith('schema:')) {
        const name = ref.slice(7)
        this.schemas.ensure(name)
        cur = this.schemas.built.get(name)?.schema ?? {}
      } else if (ref.startsWith('common:schemas/')) {
        cur = COMMON_SCHEMAS[ref.slice('common:schemas/'.length)] ?? {}
      } else {
        cur = {}
      }
    }
    if (isObject(cur) && Array.isArray(cur.allOf) && cur.allOf.length === 1) {
      const { allOf, ...rest } = cur
      return { ...this.resolveSchema(allOf[0]), ...rest }
    }
    return isObject(cur) ? cur : {}
  }

  /** Base schema name of a ref (`schema:X` → X), or null. */
  private refName(s: Json | undefined): string | null {
    if (isObject(s) && typeof s.$ref === 'string' && s.$ref.startsWith('schema:')) return s.$ref.slice(7)
    if (isObject(s) && Array.isArray(s.allOf) && s.allOf.length === 1) return this.refName(s.allOf[0])
    return null
  }

  /** All example records of a named schema (fixtures completed), at least one. */
  records(name: string): JsonObject[] {
    const spec = this.spec(name)
    const schema = this.resolveSchema({ $ref: `schema:${name}` })
    const raw = spec?.records?.length ? spec.records : [{}]
    if (!spec && Object.keys((schema.properties as JsonObject) ?? {}).length) this.autofilled.set(`${name} (no fixture)`, null)
    return raw.map((r) => this.complete(schema, r, name) as JsonObject)
  }

  one(name: string): JsonObject {
    return this.records(name)[0]
  }

  /** Request example for `<Name>Request` / `Patched<Name>Request` (or a custom request schema). */
  request(name: string): Json {
    const base = name.replace(/^Patched/, '').replace(/Request$/, '')
    const spec = this.spec(base)
    const patch = name.startsWith('Patched')
    const explicit = patch ? spec?.patch : spec?.request
    const schema = this.resolveSchema({ $ref: `schema:${name}` })
    if (explicit) return this.complete(schema, explicit, name, true)
    const own = this.spec(name)
    if (own) return this.complete(schema, own.records[0], name, true)
    const record = spec?.records?.[0] ?? {}
    const props = (schema.properties ?? {}) as JsonObject
    const required = new Set((schema.required ?? []) as string[])
    const out: JsonObject = {}
    for (const [k, p] of Object.entries(props)) {
      if (k === 'id') continue
      if (k in record) out[k] = this.complete(p, record[k], `${name}.${k}`, true, out, record)
      else if (required.has(k)) out[k] = this.complete(p, undefined, `${name}.${k}`, true, out, record)
    }
    if (patch) {
      const keep = Object.keys(out).filter((k) => !(props[k] as JsonObject)?.readOnly).slice(0, 3)
      return Object.fromEntries(keep.map((k) => [k, out[k]]))
    }
    return out
  }

  /** An example for any schema (used for bodies that are not a plain serializer schema). */
  forSchema(s: Json, where: string): Json {
    const name = this.refName(s)
    if (name) return this.one(name)
    const r = this.resolveSchema(s)
    if (r.type === 'array' && r.items !== undefined) {
      const itemName = this.refName(r.items)
      if (itemName) return this.records(itemName)
      return [this.complete(r.items, undefined, `${where}[]`)]
    }
    return this.complete(r, undefined, where)
  }

  /**
   * Completes a value against a schema. `parent` is the object being built (for polymorphic fields, whose
   * variant depends on a sibling), `record` the fixture record it comes from.
   */
  complete(schema: Json, value: Json | undefined, where: string, request = false, parent?: JsonObject, record?: JsonObject): Json {
    const s = this.resolveSchema(schema)
    const refName = this.refName(schema)
    if (value === undefined && refName && this.spec(refName) && !request) return this.one(refName)
    const variants = (s.oneOf ?? s.anyOf) as Json[] | undefined
    if (Array.isArray(variants)) {
      const disc = s['x-discriminator'] as JsonObject | undefined
      let chosen: Json | undefined
      if (disc && parent) {
        const tag = parent[String(disc.propertyName)] ?? record?.[String(disc.propertyName)]
        const target = (disc.mapping as JsonObject)?.[String(tag)]
        chosen = variants.find((v) => this.refName(v) === target)
      }
      chosen ??= variants.find((v) => {
        const n = this.refName(v)
        return n !== null && value !== undefined && isObject(value) && this.matches(n, value)
      })
      chosen ??= variants[0]
      return this.complete(chosen, value, where, request)
    }
    if (value === undefined && s.example !== undefined) return clone(s.example)
    if (value !== undefined) {
      if (isObject(value) && isObject(s.properties)) return this.completeObject(s, value, where, request)
      if (Array.isArray(value) && s.type === 'array') return value.map((v, i) => this.complete(s.items as Json, v, `${where}[${i}]`, request))
      return value
    }
    if (isObject(s.properties)) return this.completeObject(s, {}, where, request)
    return this.fallback(s, where, parent ?? {})
  }

  private matches(name: string, value: JsonObject): boolean {
    const s = this.resolveSchema({ $ref: `schema:${name}` })
    const props = Object.keys((s.properties ?? {}) as JsonObject)
    if (s.maxProperties === 0) return Object.keys(value).length === 0
    return Object.keys(value).every((k) => props.includes(k))
  }

  private completeObject(s: JsonObject, value: JsonObject, where: string, request: boolean): JsonObject {
    const props = s.properties as JsonObject
    for (const k of Object.keys(value)) {
      if (!(k in props) && s.additionalProperties === undefined) {
        if (!request && !this.isWriteOnlyElsewhere(where, k)) this.ctx.problem(`example ${where}: field ${k} is not in the schema`)
      }
    }
    const required = new Set((s.required ?? []) as string[])
    const done: JsonObject = {}
    const wanted = (k: string) => k in value || required.has(k)
    // companions (`*_display`) last, so they can show the value of the field they display
    const order = Object.keys(props).sort((a, b) => Number(isDisplay(props[a])) - Number(isDisplay(props[b])))
    for (const k of order) {
      if (!wanted(k)) continue
      const p = props[k]
      if (k in value) {
        done[k] = this.complete(p, value[k], `${where}.${k}`, request, done, value)
        continue
      }
      const pp = this.resolveSchema(p)
      const of = pp['x-display-of']
      let v: Json
      if (typeof of === 'string' && of in done) v = this.companionDisplay(this.resolveSchema(props[of]), done[of], pp)
      else v = this.complete(p, undefined, `${where}.${k}`, request, done, value)
      done[k] = v
      if (!request && !isTrivial(k, pp)) this.autofilled.set(`${where}.${k}`, v)
    }
    const out: JsonObject = {}
    for (const k of Object.keys(props)) if (k in done) out[k] = done[k]
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) {
      for (const [k, v] of Object.entries(value)) if (!(k in props)) out[k] = v
    }
    return out
  }

  /** What a `*_display` companion shows for the value of its field. */
  private companionDisplay(companion: JsonObject, of: Json, display: JsonObject): Json {
    const items = companion.type === 'array' ? this.resolveSchema(companion.items as Json) : null
    if (items && Array.isArray(of)) {
      const shown = of.map((x) => this.choiceDisplay(items, x) ?? this.labels.get(String(x)) ?? String(x))
      return display.type === 'array' ? shown : shown.join(' ')
    }
    const choice = this.choiceDisplay(companion, of)
    if (choice !== null) return choice
    return this.displayOf(of, display)
  }

  /** Fixture records carry write-only values (passwords) that only request examples use. */
  private isWriteOnlyElsewhere(where: string, key: string): boolean {
    const base = where.split('.')[0].replace(/\[.*$/, '')
    const req = this.schemas.has(`${base}Request`) ? this.resolveSchema({ $ref: `schema:${base}Request` }) : null
    const p = req ? ((req.properties ?? {}) as JsonObject)[key] : undefined
    return isObject(p) && p.writeOnly === true
  }

  private fallback(s: JsonObject, where: string, parent: JsonObject): Json {
    const field = where.split('.').pop() ?? ''
    if (s.default !== undefined) return clone(s.default)
    if (typeof s['x-display-of'] === 'string') {
      const of = parent[s['x-display-of']]
      if (of !== undefined) return this.displayOf(of, s)
    }
    if (field === 'org_id') return DEFAULT_ORG_ID
    if (field === 'org_name') return 'Default'
    if (s.nullable === true) return null
    if (Array.isArray(s.enum) && s.enum.length) return s.enum[0]
    switch (s.type) {
      case 'boolean':
        return false
      case 'integer':
      case 'number':
        return typeof s.minimum === 'number' ? s.minimum : 0
      case 'array':
        return []
      case 'object':
        return {}
      case 'string':
        if (s.format === 'jms-datetime') return FIXED_DATETIME
        if (s.format === 'uuid') {
          this.ctx.problem(`example ${where}: an id is needed (give it in the fixture)`)
          return DEFAULT_ORG_ID
        }
        if (field === 'created_by') return 'Administrator'
        return ''
      default:
        return null
    }
  }

  /** Display text of a referenced value: choice display names (zh) or the label of a known id. */
  displayOf(of: Json, s: JsonObject): Json {
    const label = (v: Json): string => {
      const key = String(v)
      return this.labels.get(key) ?? key
    }
    if (Array.isArray(of)) {
      const items = of.map(label)
      return s.type === 'array' ? items : items.join(' ')
    }
    if (of === null || of === undefined) return s.type === 'array' ? [] : ''
    return label(of)
  }

  /** Display (zh) of a choice value, looked up through the enum of the companion schema. */
  choiceDisplay(companion: JsonObject, value: Json): string | null {
    const values = companion.enum as Json[] | undefined
    const zh = companion['x-enum-descriptions-zh'] as string[] | undefined
    if (!values || !zh) return null
    const i = values.findIndex((v) => v === value)
    return i >= 0 ? zh[i] : null
  }
}

function isDisplay(p: Json): boolean {
  return isObject(p) && typeof p['x-display-of'] === 'string'
}

function isTrivial(k: string, s: JsonObject): boolean {
  if (['org_id', 'org_name', 'comment', 'created_by', 'date_created', 'date_updated'].includes(k)) return true
  if (s.readOnly && s['x-display-of']) return false
  return s.default !== undefined || s.nullable === true
}

/** Python str() of a cell value the way the CSV renderer writes it ('' for falsy values). */
export function csvCell(v: Json): string {
  if (v === null || v === false || v === 0 || v === '' || (Array.isArray(v) && !v.length) || (isObject(v) && !Object.keys(v).length)) return ''
  const py = (x: Json): string => {
    if (x === null) return 'None'
    if (x === true) return 'True'
    if (x === false) return 'False'
    if (typeof x === 'string') return `'${x.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    if (Array.isArray(x)) return `[${x.map(py).join(', ')}]`
    if (isObject(x)) return `{${Object.entries(x).map(([k, y]) => `'${k}': ${py(y)}`).join(', ')}}`
    return String(x)
  }
  const text = typeof v === 'string' ? v : v === true ? 'True' : typeof v === 'number' ? String(v) : py(v)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
