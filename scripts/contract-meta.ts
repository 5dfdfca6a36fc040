// Contract → compact metadata for the mock backend and the console.
//
//   npx tsx scripts/contract-meta.ts [--bundle openapi/dist/openapi.json] [--out src/generated/contract-meta.json]
//
// Reads the bundled OpenAPI document and writes, per operation (keyed "METHOD /path"), its operationId, tag,
// permission classes (`x-permission`), list semantics (`x-jms-list`), query parameters and the request/response
// schema names; and per component schema, its fields with everything the OPTIONS metadata, forms, columns,
// validation and exports need (types, required, read/write-only, lengths, choices with en/zh labels, related
// list URLs, `*_display` companions, nested schemas, fields_mini/small, org scoping).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type Obj = { [k: string]: Json }

export interface FieldMeta {
  type?: string
  format?: string
  metaType?: string
  label?: string
  labelZh?: string
  help?: string
  helpZh?: string
  readOnly?: true
  writeOnly?: true
  nullable?: true
  maxLength?: number
  minLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  minItems?: number
  pattern?: string
  default?: Json
  enum?: Json[]
  enumLabels?: string[]
  enumLabelsZh?: string[]
  /** `utc`: a datetime written in UTC rather than in the request's zone (`x-datetime-zone`). */
  datetimeZone?: 'utc'
  /** The values OPTIONS lists as choices when they are fewer than the enum (`x-enum-choices`). */
  choices?: Json[]
  relatedUrl?: string
  displayOf?: string
  /** Name of the component schema of a nested object. */
  ref?: string
  /** Variant schema names of a polymorphic field (`oneOf` or `anyOf`). */
  oneOf?: string[]
  discriminator?: Discriminator
  items?: FieldMeta
  /** Fields of an inline nested object. */
  fields?: Record<string, FieldMeta>
}

/**
 * What selects the variant of a polymorphic schema or field: the standard `discriminator`, or the contract's
 * `x-discriminator` (used where the selecting property is not inside the variant; `in: "parent"` means it is a
 * sibling field of the polymorphic one, e.g. `type` next to `attrs`).
 */
export interface Discriminator {
  propertyName: string
  mapping?: Record<string, string>
  in?: string
}

export interface SchemaMeta {
  fields: Record<string, FieldMeta>
  required: string[]
  serializer?: string
  fieldsMini?: string[]
  fieldsSmall?: string[]
  orgResource?: true
  oneOf?: string[]
  discriminator?: Discriminator
}

export interface BodyMeta {
  /** Component schema name (of the items when `array`). */
  schema?: string
  array?: true
  /** Request: a single object or an array are both accepted (bulk create). */
  arrayOrSingle?: true
  /** Response: `{count,next,previous,results}` with `limit`, bare array without. */
  paginated?: true
  contentTypes: string[]
}

export interface ListMeta {
  search: string[]
  order: string[] | null
  filter: string[]
  dateRange: string[]
  bulkDestroy: 'org' | 'id-filter' | 'any' | null
}

export interface OperationMeta {
  operationId: string
  method: string
  path: string
  tag: string
  permission: string[]
  pathParams: string[]
  query: string[]
  list?: ListMeta
  request?: BodyMeta
  responses: Record<string, BodyMeta>
  noTrailingSlash?: true
  xpack?: true
  source?: string
  viewName?: string
}

export interface ContractMeta {
  version: 1
  operations: Record<string, OperationMeta>
  schemas: Record<string, SchemaMeta>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function buildContractMeta(doc: Obj): ContractMeta {
  const components = isObj(doc.components) ? doc.components : {}
  const compSchemas = isObj(components.schemas) ? components.schemas : {}
  const compParams = isObj(components.parameters) ? components.parameters : {}
  const compResponses = isObj(components.responses) ? components.responses : {}
  const compBodies = isObj(components.requestBodies) ? components.requestBodies : {}

  const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1)
  const deref = (v: Json | undefined, pool: Obj): Json | undefined => {
    let cur = v
    for (let i = 0; i < 20 && isObj(cur) && typeof cur.$ref === 'string'; i++) {
      const target = pool[refName(cur.$ref)]
      const { $ref: _ignored, ...siblings } = cur
      cur = isObj(target) ? { ...target, ...siblings } : target
    }
    return cur
  }

  /** A schema that is (or wraps with allOf) a single $ref to a component: returns [name, siblings]. */
  const refOf = (s: Obj): [string, Obj] | null => {
    if (typeof s.$ref === 'string') {
      const { $ref, ...rest } = s
      return [refName($ref as string), rest]
    }
    if (Array.isArray(s.allOf) && s.allOf.length === 1 && isObj(s.allOf[0]) && typeof s.allOf[0].$ref === 'string') {
      const { allOf: _a, ...rest } = s
      return [refName(s.allOf[0].$ref as string), rest]
    }
    return null
  }

  /** Names of the component schemas of a `oneOf`/`anyOf` (null when the schema has neither). */
  const variantNames = (s: Obj): string[] | null => {
    const alts = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null
    if (!alts) return null
    return alts.map((x) => (isObj(x) && typeof x.$ref === 'string' ? refName(x.$ref) : '')).filter(Boolean)
  }

  /** `discriminator`, else `x-discriminator` (with its `in`), mapping values reduced to schema names. */
  const discriminatorOf = (s: Obj): Discriminator | undefined => {
    const raw = isObj(s.discriminator) ? s.discriminator : isObj(s['x-discriminator']) ? s['x-discriminator'] : null
    if (!raw || typeof raw.propertyName !== 'string') return undefined
    const d: Discriminator = { propertyName: raw.propertyName }
    if (isObj(raw.mapping)) d.mapping = Object.fromEntries(Object.entries(raw.mapping).map(([k, v]) => [k, refName(String(v))]))
    if (typeof raw.in === 'string') d.in = raw.in
    return d
  }

  const isObjectSchema = (s: Json | undefined): boolean =>
    isObj(s) && (s.type === 'object' || isObj(s.properties) || Array.isArray(s.allOf) || Array.isArray(s.oneOf) || Array.isArray(s.anyOf))

  const setIf = <K extends keyof FieldMeta>(m: FieldMeta, k: K, v: FieldMeta[K] | undefined | null) => {
    if (v !== undefined && v !== null) m[k] = v
  }

  const fieldMeta = (raw: Json | undefined, depth = 0): FieldMeta => {
    const m: FieldMeta = {}
    if (!isObj(raw) || depth > 12) return m
    let s: Obj = raw
    const r = refOf(s)
    if (r) {
      const [name, siblings] = r
      const target = compSchemas[name]
      if (isObjectSchema(target)) {
        m.type = 'object'
        m.ref = name
        s = siblings
      } else if (isObj(target)) {
        s = { ...target, ...siblings }
      }
    }
    if (Array.isArray(s.allOf) && !m.ref) {
      const merged: Obj = {}
      for (const part of s.allOf) {
        const p = deref(part, compSchemas)
        if (isObj(p)) Object.assign(merged, p)
      }
      const { allOf: _a, ...rest } = s
      s = { ...merged, ...rest }
    }
    const variants = variantNames(s)
    if (variants) {
      if (variants.length) {
        m.type = 'object'
        m.oneOf = variants
      }
      const d = discriminatorOf(s)
      if (d) m.discriminator = d
    }
    if (typeof s.type === 'string' && !m.type) m.type = s.type
    if (typeof s.format === 'string') m.format = s.format
    if (typeof s['x-meta-type'] === 'string') m.metaType = s['x-meta-type']
    if (typeof s.title === 'string') m.label = s.title
    if (typeof s['x-label-zh'] === 'string') m.labelZh = s['x-label-zh']
    if (typeof s.description === 'string' && s.description) m.help = s.description
    if (typeof s['x-help-zh'] === 'string') m.helpZh = s['x-help-zh']
    if (s.readOnly === true) m.readOnly = true
    if (s.writeOnly === true) m.writeOnly = true
    if (s.nullable === true) m.nullable = true
    for (const k of ['maxLength', 'minLength', 'minimum', 'maximum', 'maxItems', 'minItems'] as const) {
      if (typeof s[k] === 'number') m[k] = s[k] as number
    }
    if (typeof s.pattern === 'string') m.pattern = s.pattern
    if ('default' in s) m.default = s.default
    if (Array.isArray(s.enum)) m.enum = s.enum.filter((v) => v !== null)
    if (Array.isArray(s['x-enum-descriptions'])) m.enumLabels = s['x-enum-descriptions'].map(String)
    if (Array.isArray(s['x-enum-descriptions-zh'])) m.enumLabelsZh = s['x-enum-descriptions-zh'].map(String)
    if (Array.isArray(s['x-enum-choices'])) m.choices = s['x-enum-choices'] as Json[]
    if (s['x-datetime-zone'] === 'utc') m.datetimeZone = 'utc'
    setIf(m, 'relatedUrl', typeof s['x-related-url'] === 'string' ? s['x-related-url'] : undefined)
    setIf(m, 'displayOf', typeof s['x-display-of'] === 'string' ? s['x-display-of'] : undefined)
    if (!m.ref && !m.oneOf && isObj(s.properties)) {
      m.type = 'object'
      m.fields = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, fieldMeta(v, depth + 1)]))
    }
    if (m.type === 'array' && s.items !== undefined) m.items = fieldMeta(s.items, depth + 1)
    return m
  }

  const schemas: Record<string, SchemaMeta> = {}
  const schemaMeta = (raw: Json | undefined): SchemaMeta | null => {
    let s = deref(raw, compSchemas)
    if (!isObj(s)) return null
    if (Array.isArray(s.allOf)) {
      const merged: Obj = { properties: {}, required: [] }
      for (const part of s.allOf) {
        const p = deref(part, compSchemas)
        if (!isObj(p)) continue
        const { properties, required, ...rest } = p
        Object.assign(merged, rest)
        if (isObj(properties)) Object.assign(merged.properties as Obj, properties)
        if (Array.isArray(required)) (merged.required as Json[]).push(...required)
      }
      const { allOf: _a, ...rest } = s
      s = { ...merged, ...rest }
    }
    if (!isObj(s)) return null
    const out: SchemaMeta = { fields: {}, required: Array.isArray(s.required) ? s.required.map(String) : [] }
    if (isObj(s.properties)) {
      for (const [k, v] of Object.entries(s.properties)) out.fields[k] = fieldMeta(v)
    }
    if (typeof s['x-serializer'] === 'string') out.serializer = s['x-serializer']
    if (Array.isArray(s['x-fields-mini'])) out.fieldsMini = s['x-fields-mini'].map(String)
    if (Array.isArray(s['x-fields-small'])) out.fieldsSmall = s['x-fields-small'].map(String)
    if (s['x-org-resource'] === true) out.orgResource = true
    const variants = variantNames(s)
    if (variants) {
      out.oneOf = variants
      const d = discriminatorOf(s)
      if (d) out.discriminator = d
    }
    return out
  }
  for (const [name, raw] of Object.entries(compSchemas)) {
    const m = schemaMeta(raw)
    if (m) schemas[name] = m
  }

  const bodyMeta = (content: Json | undefined, isRequest: boolean): BodyMeta => {
    const out: BodyMeta = { contentTypes: [] }
    if (!isObj(content)) return out
    out.contentTypes = Object.keys(content)
    const json = content['application/json']
    if (!isObj(json) || !isObj(json.schema)) return out
    const s = json.schema
    const itemName = (x: Json | undefined): string | undefined => {
      if (!isObj(x)) return undefined
      const r = refOf(x)
      if (r) return r[0]
      return undefined
    }
    const arrayItem = (x: Json | undefined): string | undefined => (isObj(x) && x.type === 'array' ? itemName(x.items) : undefined)
    const direct = itemName(s)
    if (direct) {
      out.schema = direct
      return out
    }
    const arr = arrayItem(s)
    if (arr) {
      out.schema = arr
      out.array = true
      return out
    }
    if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
      const alts = (s.oneOf ?? s.anyOf) as Json[]
      const arrAlt = alts.map(arrayItem).find(Boolean)
      const single = alts.map(itemName).find(Boolean)
      if (isRequest && arrAlt && single) {
        out.schema = single
        out.arrayOrSingle = true
      } else if (arrAlt) {
        out.schema = arrAlt
        out.array = true
        if (single && /^Paginated/.test(single)) out.paginated = true
        else if (
          alts.some(
            (a) =>
              isObj(a) &&
              isObj(deref(a, compSchemas)) &&
              isObj((deref(a, compSchemas) as Obj).properties) &&
              'results' in ((deref(a, compSchemas) as Obj).properties as Obj),
          )
        )
          out.paginated = true
      } else if (single) {
        out.schema = single
      }
    }
    return out
  }

  const operations: Record<string, OperationMeta> = {}
  const paths = isObj(doc.paths) ? doc.paths : {}
  for (const [p, rawItem] of Object.entries(paths)) {
    const item = deref(rawItem, {})
    if (!isObj(item)) continue
    const itemParams = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of METHODS) {
      const op = item[method]
      if (!isObj(op)) continue
      const params = [...itemParams, ...(Array.isArray(op.parameters) ? op.parameters : [])].map((x) => deref(x, compParams)).filter(isObj)
      const tags = Array.isArray(op.tags) ? op.tags.map(String) : []
      const meta: OperationMeta = {
        operationId: typeof op.operationId === 'string' ? op.operationId : `${method} ${p}`,
        method: method.toUpperCase(),
        path: p,
        tag: tags.find((t) => t !== 'xpack') ?? tags[0] ?? '',
        permission: Array.isArray(op['x-permission']) ? op['x-permission'].map(String) : [],
        pathParams: params.filter((x) => x.in === 'path').map((x) => String(x.name)),
        query: [...new Set(params.filter((x) => x.in === 'query').map((x) => String(x.name)))],
        responses: {},
      }
      const list = op['x-jms-list']
      if (isObj(list)) {
        const arr = (v: Json | undefined) => (Array.isArray(v) ? v.map(String) : [])
        const bd = list.bulk_destroy
        meta.list = {
          search: arr(list.search),
          order: Array.isArray(list.order) ? list.order.map(String) : null,
          filter: arr(list.filter),
          dateRange: arr(list.date_range),
          bulkDestroy: bd === 'org' || bd === 'id-filter' || bd === 'any' ? bd : null,
        }
      }
      const rb = deref(op.requestBody, compBodies)
      if (isObj(rb)) meta.request = bodyMeta(rb.content, true)
      if (isObj(op.responses)) {
        for (const [status, rawResp] of Object.entries(op.responses)) {
          const resp = deref(rawResp, compResponses)
          meta.responses[status] = bodyMeta(isObj(resp) ? resp.content : undefined, false)
        }
      }
      if (item['x-no-trailing-slash'] === true || op['x-no-trailing-slash'] === true) meta.noTrailingSlash = true
      if (tags.includes('xpack')) meta.xpack = true
      if (typeof op['x-source'] === 'string') meta.source = op['x-source']
      const viewName = op['x-view-name'] ?? item['x-view-name']
      if (typeof viewName === 'string') meta.viewName = viewName
      operations[`${meta.method} ${p}`] = meta
    }
  }
  return { version: 1, operations, schemas }
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const args = process.argv.slice(2)
  const arg = (name: string, dflt: string) => {
    const i = args.indexOf(name)
    return i >= 0 && args[i + 1] ? args[i + 1] : dflt
  }
  const bundlePath = path.resolve(root, arg('--bundle', 'openapi/dist/openapi.json'))
  const outPath = path.resolve(root, arg('--out', 'src/generated/contract-meta.json'))
  const doc = JSON.parse(readFileSync(bundlePath, 'utf8')) as Obj
  const meta = buildContractMeta(doc)
  mkdirSync(path.dirname(outPath), { recursive: true })
  writeFileSync(outPath, JSON.stringify(meta) + '\n')
  const ops = Object.keys(meta.operations).length
  const schemas = Object.keys(meta.schemas).length
  console.log(`contract-meta: ${ops} operations, ${schemas} schemas → ${path.relative(root, outPath)}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
