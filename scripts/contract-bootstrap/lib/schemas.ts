// Serializer facts → component schemas (drf-spectacular-like split: <Name> for responses, <Name>Request for
// writes, Patched<Name>Request for PATCH, Paginated<Name>List for paginated lists). Refs are symbolic
// (`schema:<Name>`, `common:<section>/<Name>`) and are rewritten to file-relative refs when the files are written.
import { type Ctx, type Group, GROUPS, type Json, type JsonObject, clone, cleanText, isObject } from './context.ts'
import type { ChildInfo, Choice, RefField, RefSerializer } from './reference.ts'

export type Mode = 'response' | 'request' | 'patch'
type AnyMode = Mode | 'paginated' | 'bulk' | 'patchBulk'

export const DATETIME_PATTERN = '^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2} [+-]\\d{4}$'

interface Built {
  group: string
  schema: JsonObject
  /** Serializer(s) it was built from, or "custom". */
  source: string
}

interface VariantPlan {
  key: string
  property: string
  /** discriminator value → serializer key ('' = empty object) */
  byValue: Record<string, string>
}

const APP_GROUP: Record<string, Group> = {
  acls: 'acls', applications: 'applications', assets: 'assets', audits: 'audits', authentication: 'authentication',
  common: 'common', notifications: 'notifications', ops: 'ops', orgs: 'orgs', perms: 'perms', settings: 'settings',
  terminal: 'terminal', tickets: 'tickets', users: 'users',
}

export function choiceJsonType(values: Json[]): string {
  const types = new Set(values.filter((v) => v !== null).map((v) => (typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v)))
  if (types.size === 1) return [...types][0]
  return 'string'
}

export class Schemas {
  readonly built = new Map<string, Built>()
  private readonly baseName = new Map<string, string>()
  private readonly byName = new Map<string, { sers: string[]; mode: AnyMode }>()
  private readonly building = new Set<string>()

  constructor(private readonly ctx: Ctx) {
    const sers = ctx.ref.serializers
    const taken = new Map<string, string[]>()
    for (const key of Object.keys(sers).sort()) {
      const cls = key.split('.').pop() ?? key
      const name = ctx.ov.names[key] ?? cls.replace(/Serializer$/, '')
      this.baseName.set(key, name)
      taken.set(name, [...(taken.get(name) ?? []), key])
    }
    for (const [name, keys] of taken) {
      const explicit = keys.every((k) => ctx.ov.names[k] !== undefined)
      if (keys.length > 1 && !explicit) ctx.problem(`schema name ${name} would be shared by ${keys.join(', ')}: name them in overrides/schemas.yaml`)
      this.byName.set(name, { sers: keys, mode: 'response' })
      this.byName.set(`${name}Request`, { sers: keys, mode: 'request' })
      this.byName.set(`Patched${name}Request`, { sers: keys, mode: 'patch' })
      this.byName.set(`Paginated${name}List`, { sers: keys, mode: 'paginated' })
      this.byName.set(`${name}BulkUpdateRequest`, { sers: keys, mode: 'bulk' })
      this.byName.set(`Patched${name}BulkUpdateRequest`, { sers: keys, mode: 'patchBulk' })
    }
    for (const [group, schemas] of Object.entries(ctx.ov.customSchemas)) {
      for (const [name, schema] of Object.entries(schemas)) {
        if (this.byName.has(name)) ctx.problem(`custom schema ${name} clashes with a serializer schema name`)
        this.built.set(name, { group, schema: ctx.substitute(schema), source: 'custom' })
      }
    }
  }

  serializer(key: string): RefSerializer {
    const s = this.ctx.ref.serializers[key]
    if (!s) throw new Error(`unknown serializer ${key}`)
    return s
  }

  name(key: string): string {
    const n = this.baseName.get(key)
    if (!n) throw new Error(`unknown serializer ${key}`)
    return n
  }

  nameFor(key: string, mode: AnyMode): string {
    const base = this.name(key)
    if (mode === 'bulk') return `${base}BulkUpdateRequest`
    if (mode === 'patchBulk') return `Patched${base}BulkUpdateRequest`
    if (mode === 'request') return `${base}Request`
    if (mode === 'patch') return `Patched${base}Request`
    if (mode === 'paginated') return `Paginated${base}List`
    return base
  }

  groupOf(key: string): string {
    const explicit = this.ctx.ov.schemaGroups[key]
    if (explicit) return explicit
    const app = key.split('.')[0]
    const g = APP_GROUP[app]
    if (!g) throw new Error(`no group for serializer ${key}`)
    return g
  }

  /** Symbolic ref to the schema of a serializer in a mode (built on demand). */
  ref(key: string, mode: AnyMode): string {
    const name = this.nameFor(key, mode)
    this.ensure(name)
    return `schema:${name}`
  }

  /** Builds a schema known by name (serializer-derived) if it is not built yet; false when unknown. */
  ensure(name: string): boolean {
    if (this.built.has(name)) return true
    const plan = this.byName.get(name)
    if (!plan) return false
    if (this.building.has(name)) return true
    this.building.add(name)
    const variants = plan.sers.map((k) => ({ key: k, schema: this.buildFor(k, plan.mode) }))
    const schema = this.mergeEquivalent(name, variants)
    this.built.set(name, { group: this.groupOf(plan.sers[0]), schema, source: plan.sers.join(' | ') })
    this.building.delete(name)
    return true
  }

  has(name: string): boolean {
    return this.built.has(name) || this.byName.has(name)
  }

  /** Several serializers mapped to one schema name must describe the same shape; differing defaults are dropped. */
  private mergeEquivalent(name: string, variants: { key: string; schema: JsonObject }[]): JsonObject {
    const [first, ...rest] = variants
    if (!rest.length) return first.schema
    const strip = (s: JsonObject): JsonObject => {
      const c = clone(s)
      delete c['x-serializer']
      for (const p of Object.values((c.properties ?? {}) as JsonObject)) {
        if (!isObject(p)) continue
        delete p.default
        delete p.description
        delete p['x-help-zh']
      }
      return c
    }
    for (const v of rest) {
      if (JSON.stringify(strip(v.schema)) !== JSON.stringify(strip(first.schema))) {
        this.ctx.problem(`${name}: ${v.key} and ${first.key} differ in shape; they cannot share one schema name`)
      }
    }
    const merged = clone(first.schema)
    const props = (merged.properties ?? {}) as JsonObject
    for (const [pname, p] of Object.entries(props)) {
      if (!isObject(p)) continue
      for (const k of ['description', 'x-help-zh']) {
        const texts = [...new Set(variants.map((v) => ((v.schema.properties as JsonObject)[pname] as JsonObject)?.[k]).filter((t) => typeof t === 'string'))]
        if (texts.length > 1 || (texts.length === 1 && variants.some((v) => typeof ((v.schema.properties as JsonObject)[pname] as JsonObject)?.[k] !== 'string'))) {
          p[k] = texts.join('\n')
        }
      }
      if (!('default' in p)) continue
      const defaults = variants.map((v) => ((v.schema.properties as JsonObject)[pname] as JsonObject)?.default)
      if (new Set(defaults.map((d) => JSON.stringify(d))).size > 1) {
        delete p.default
        const per = variants.map((v, i) => `${this.variantValueOf(v.key)}: ${JSON.stringify(defaults[i])}`).join(', ')
        p.description = [p.description, `The default depends on the type (${per}).`].filter(Boolean).join(' ')
      }
    }
    if (merged['x-serializer']) merged['x-serializer'] = variants.map((v) => v.key).join(' | ')
    return merged
  }

  /** The `type` value a variant serializer is used for (its module name when it is not a variant). */
  private variantValueOf(key: string): string {
    const walk = (spec: unknown): string | null => {
      if (!isObject(spec)) return null
      for (const [value, v] of Object.entries(spec)) {
        if (v === key) return value
        const inner = walk(v)
        if (inner) return /^(default|open|approve)$/.test(inner) ? value : inner
      }
      return null
    }
    return walk(this.ctx.ref.variants) ?? key.split('.').slice(-2, -1)[0]
  }

  private buildFor(key: string, mode: AnyMode): JsonObject {
    if (mode === 'bulk' || mode === 'patchBulk') {
      const base = this.buildFor(key, mode === 'bulk' ? 'request' : 'patch')
      const idField = this.serializer(key).fields.find((f) => f.name === 'id')
      const idSchema: JsonObject = idField?.drf_type === 'IntegerField' ? { type: 'integer' } : { type: 'string', format: 'uuid' }
      const props = (base.properties ?? {}) as JsonObject
      delete props.id
      return {
        type: 'object',
        description: `One item of a bulk update: the fields of \`${this.nameFor(key, mode === 'bulk' ? 'request' : 'patch')}\` plus the \`id\` (or \`pk\`) of the object to update.`,
        ...(base.required ? { required: base.required } : {}),
        properties: {
          id: { ...idSchema, description: 'Id of the object to update.' },
          pk: { ...idSchema, description: 'Same as `id` (either may be sent).' },
          ...props,
        },
      }
    }
    if (mode === 'paginated') {
      const item = this.ref(key, 'response')
      return {
        type: 'object',
        description: `One page of a list (sent when the request has \`limit\`).`,
        required: ['count', 'next', 'previous', 'results'],
        properties: {
          count: { type: 'integer', description: 'Total number of rows matching the filters.', example: 1 },
          next: { type: 'string', format: 'uri', nullable: true, description: 'Absolute URL of the next page, or null.' },
          previous: { type: 'string', format: 'uri', nullable: true, description: 'Absolute URL of the previous page, or null.' },
          results: { type: 'array', items: { $ref: item } },
        },
      }
    }
    const ser = this.serializer(key)
    const properties: JsonObject = {}
    const required: string[] = []
    for (const f of ser.fields) {
      if (properties[f.name] !== undefined) continue
      if (!this.included(f, mode)) continue
      properties[f.name] = this.field(key, ser, f, mode)
      if (mode === 'response' || (mode === 'request' && f.required && f.drf_type !== 'HiddenField')) required.push(f.name)
    }
    const schema: JsonObject = { type: 'object' }
    if (mode === 'response') {
      schema['x-serializer'] = key
      if (ser.meta?.fields_mini?.length) schema['x-fields-mini'] = uniq(ser.meta.fields_mini)
      if (ser.meta?.fields_small?.length) schema['x-fields-small'] = uniq(ser.meta.fields_small)
      if (ser.org_resource) schema['x-org-resource'] = true
    }
    if (required.length) schema.required = required
    schema.properties = properties
    return schema
  }

  included(f: RefField, mode: Mode): boolean {
    if (f.drf_type === 'HiddenField') return mode !== 'response'
    if (mode === 'response') return !f.write_only
    if (f.drf_type === 'ReadableHiddenField') return false
    return !f.read_only
  }

  /** Schema of one serializer field in a mode, with the metadata extensions. */
  field(serKey: string, ser: RefSerializer, f: RefField, mode: Mode): JsonObject {
    const core = this.core(serKey, ser, f, mode)
    const meta: JsonObject = {}
    if (f.label) {
      meta.title = f.label
      meta['x-label-zh'] = this.ctx.zhOf(f.label)
    }
    if (f.help_text) {
      meta.description = cleanText(f.help_text)
      meta['x-help-zh'] = this.ctx.zhOf(f.help_text)
    }
    meta['x-meta-type'] = f.meta_type
    if (mode === 'response' && f.read_only) meta.readOnly = true
    if (mode !== 'response' && f.write_only && f.drf_type !== 'HiddenField') meta.writeOnly = true
    if (f.drf_type === 'HiddenField') {
      meta.readOnly = true
      meta.description = `Hidden field: not read from the request; the server fills it (${(f.default as string | undefined)?.replace(/^callable:/, '') ?? 'default'}).`
    }
    if (f.display_companion_of) meta['x-display-of'] = f.display_companion_of
    const related = f.related_model ? this.ctx.ov.relatedUrls[f.related_model] : undefined
    if (f.related_model && related === undefined && !f.read_only) this.ctx.problem(`no list URL for related model ${f.related_model} (${serKey}.${f.name})`)
    if (related) meta['x-related-url'] = related
    const defaultValue = literalDefault(f)
    let s: JsonObject
    if (typeof core.$ref === 'string') {
      if (f.allow_null) {
        const target = core.$ref.slice('schema:'.length)
        if (core.$ref.startsWith('schema:') && this.ensure(target)) {
          s = { ...clone(this.built.get(target)!.schema), nullable: true }
          delete s['x-serializer']
          delete s['x-fields-mini']
          delete s['x-fields-small']
        } else {
          s = { type: 'string', format: 'jms-datetime', pattern: DATETIME_PATTERN, nullable: true }
        }
      } else {
        s = { allOf: [core] }
      }
    } else {
      s = core
      if (f.allow_null) {
        s.nullable = true
        if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null]
        if (!s.type && !s.oneOf && !s.anyOf && !s.allOf) s.type = 'object'
      }
    }
    if (defaultValue !== undefined && (defaultValue !== null || f.allow_null) && defaultFits(s, defaultValue)) s.default = defaultValue
    return { ...s, ...meta }
  }

  private core(serKey: string, ser: RefSerializer, f: RefField, mode: Mode): JsonObject {
    const untyped = ['ReadOnlyField', 'SerializerMethodField', 'HiddenField', 'ReadableHiddenField', 'JSONField'].includes(f.drf_type)
    const override = this.ctx.ov.fieldTypes[`${this.name(serKey)}.${f.name}`] ?? (untyped ? this.ctx.ov.fieldTypes[`*.${f.name}`] : undefined)
    if (override) return this.ctx.substitute(clone(override))
    const str = (): JsonObject => {
      const s: JsonObject = { type: 'string' }
      if (f.max_length !== undefined) s.maxLength = f.max_length
      if (f.min_length !== undefined) s.minLength = f.min_length
      else if (mode !== 'response' && f.allow_blank === false) s.minLength = 1
      return s
    }
    switch (f.drf_type) {
      case 'UUIDField':
        return { type: 'string', format: 'uuid' }
      case 'CharField':
        return str()
      case 'EmailField':
        return f.allow_blank ? str() : { ...str(), format: 'email' }
      case 'URLField':
        return f.allow_blank ? str() : { ...str(), format: 'uri' }
      case 'IPAddressField':
        return str()
      case 'SlugField':
        return { ...str(), pattern: '^[-a-zA-Z0-9_]+$' }
      case 'IntegerField':
        return withRange({ type: 'integer' }, f)
      case 'FloatField':
        return withRange({ type: 'number' }, f)
      case 'BooleanField':
        return { type: 'boolean' }
      case 'DateTimeField':
        return { $ref: 'common:schemas/Datetime' }
      case 'ChoiceField':
        return this.enumSchema(f.choices ?? [])
      case 'ActionsField':
        return { type: 'array', items: this.enumSchema(f.choices ?? []), uniqueItems: true }
      case 'ListField':
        return { type: 'array', items: f.child ? this.child(f.child) : {} }
      case 'ProtocolsField':
        return {
          type: 'array',
          minItems: 1,
          maxItems: 4,
          items: { type: 'string', pattern: '^[a-z0-9]+/\\d{1,5}$', 'x-meta-type': 'regex' },
        }
      case 'DictField':
        return { type: 'object', additionalProperties: f.child && f.child.drf_type !== '_UnvalidatedField' ? this.child(f.child) : {} }
      case 'ManyRelatedField':
        return { type: 'array', items: this.relatedPk(f) }
      case 'PrimaryKeyRelatedField':
      case 'ExistAssetPrimaryKeyRelatedField':
        return this.relatedPk(f)
      case 'SlugRelatedField':
        return { type: 'string' }
      case 'ListSerializer':
      case 'AdaptedBulkListSerializer': {
        const child = f.child_serializer ?? ''
        if (this.ctx.ref.serializers[child]) return { type: 'array', items: { $ref: this.ref(child, mode) } }
        if (child.endsWith('CharField')) return { type: 'array', items: { type: 'string' } }
        this.ctx.problem(`${serKey}.${f.name}: unknown list child ${child}`)
        return { type: 'array', items: {} }
      }
      case 'MethodSerializer':
        return this.polymorphic(serKey, ser, f, mode)
      case 'JSONField':
        if (override) return this.ctx.substitute(clone(override))
        this.ctx.problem(`${this.name(serKey)}.${f.name}: JSONField needs a type in overrides/schemas.yaml field-types`)
        return {}
      case 'ReadOnlyField':
      case 'SerializerMethodField':
      case 'HiddenField':
      case 'ReadableHiddenField':
        return this.inferred(serKey, f)
      default:
        if (f.nested_serializer && this.ctx.ref.serializers[f.nested_serializer]) {
          const r = { $ref: this.ref(f.nested_serializer, mode) }
          return f.many ? { type: 'array', items: r } : r
        }
        this.ctx.problem(`${serKey}.${f.name}: unknown DRF type ${f.drf_type}`)
        return {}
    }
  }

  enumSchema(choices: Choice[]): JsonObject {
    const values = choices.map((c) => c.value as Json)
    return {
      type: choiceJsonType(values),
      enum: values,
      'x-enum-descriptions': choices.map((c) => c.display_name),
      'x-enum-descriptions-zh': choices.map((c) => this.ctx.zhOf(c.display_name)),
    }
  }

  private child(c: ChildInfo): JsonObject {
    switch (c.drf_type) {
      case 'CharField': {
        const s: JsonObject = { type: 'string' }
        if (c.max_length !== undefined) s.maxLength = c.max_length
        return s
      }
      case 'UUIDField':
        return { type: 'string', format: 'uuid' }
      case 'IntegerField':
        return { type: 'integer' }
      case 'ChoiceField':
        return this.enumSchema(c.choices ?? [])
      case '_UnvalidatedField':
        return {}
      default:
        this.ctx.problem(`unknown list child type ${c.drf_type}`)
        return {}
    }
  }

  private relatedPk(f: RefField): JsonObject {
    const model = f.related_model ?? f.model_field?.related_model
    const t = model ? this.ctx.ov.relatedPkTypes[model] : undefined
    if (t === 'integer') return { type: 'integer' }
    if (t === 'string') return { type: 'string' }
    return { type: 'string', format: 'uuid' }
  }

  private inferred(serKey: string, f: RefField): JsonObject {
    const where = `${this.name(serKey)}.${f.name}`
    if (f.display_companion_of) return { type: 'string' }
    if (f.source && /^get_.*_display$/.test(f.source)) return { type: 'string' }
    const mf = f.model_field
    if (mf && !(f.source ?? '').includes('.')) {
      const t = modelType(mf.type)
      if (t) return t
    }
    if (f.source && /\.(name|username|hostname|ip|value|key|title)$/.test(f.source)) return { type: 'string' }
    if (f.name === 'org_name') return { type: 'string' }
    if (/(_amount|_count|^count)$/.test(f.name)) return { type: 'integer' }
    if (/^(is|can|has)_/.test(f.name)) return { type: 'boolean' }
    this.ctx.problem(`cannot infer the JSON type of ${where} (${f.drf_type}); add it to overrides/schemas.yaml field-types`)
    return {}
  }

  /** The variant plan of a MethodSerializer field (which serializer describes it for which `type`). */
  variantPlan(ser: RefSerializer, f: RefField): VariantPlan | null {
    const variants = this.ctx.ref.variants
    const classes = [ser.class, ...ser.bases].map((c) => c.split('.').pop())
    const vkey = Object.keys(variants).find((k) => {
      const parts = k.split('.')
      return parts[parts.length - 1] === f.name && classes.includes(parts[parts.length - 2])
    })
    if (!vkey) return null
    const spec = variants[vkey] as Record<string, Record<string, string> | string>
    const byValue: Record<string, string> = {}
    const typeField = ser.fields.find((x) => x.name === 'type')
    const allTypes = (typeField?.choices ?? []).map((c) => String(c.value))
    if (vkey.startsWith('applications.')) {
      const byType = spec[Object.keys(spec).find((k) => k.startsWith('by_type')) ?? ''] as Record<string, string>
      for (const [t, s] of Object.entries(byType)) byValue[t] = s
    } else if (vkey.startsWith('tickets.')) {
      const action = ser.class.endsWith('TicketApplySerializer') ? 'open' : ser.class.endsWith('TicketApproveSerializer') ? 'approve' : 'default'
      for (const [t, m] of Object.entries(spec)) {
        const mm = m as Record<string, string>
        byValue[t] = mm[action] ?? mm.default
      }
    } else {
      for (const [t, s] of Object.entries(spec)) byValue[t] = s as string
    }
    for (const t of allTypes) if (!(t in byValue)) byValue[t] = ''
    return { key: vkey, property: 'type', byValue }
  }

  private polymorphic(serKey: string, ser: RefSerializer, f: RefField, mode: Mode): JsonObject {
    const plan = this.variantPlan(ser, f)
    if (!plan) {
      this.ctx.problem(`${serKey}.${f.name}: no variants known for this MethodSerializer`)
      return { type: 'object' }
    }
    const names = this.ctx.ov.variantNames[plan.key] ?? {}
    const mapping: JsonObject = {}
    const refs: string[] = []
    for (const [value, vser] of Object.entries(plan.byValue)) {
      let ref: string
      if (vser === '') {
        const empty = names['']
        if (!empty) {
          this.ctx.problem(`${plan.key}: name the empty variant in overrides/schemas.yaml variant-names`)
          continue
        }
        ref = `schema:${empty}`
        if (!this.built.has(empty)) {
          this.built.set(empty, {
            group: this.groupOf(serKey),
            schema: {
              type: 'object',
              maxProperties: 0,
              description: `Empty object: this ${plan.property} has no ${f.name} fields.`,
            },
            source: 'custom',
          })
        }
      } else {
        ref = this.ref(vser, mode)
        // the server answers exactly these fields: closing the variant keeps the oneOf exclusive for any validator
        if (mode === 'response') this.built.get(ref.slice('schema:'.length))!.schema.additionalProperties = false
      }
      mapping[value] = ref.slice('schema:'.length)
      if (!refs.includes(ref)) refs.push(ref)
    }
    const alternatives = refs.map((r) => ({ $ref: r }))
    const s: JsonObject = mode === 'response' ? { oneOf: alternatives } : { anyOf: alternatives }
    s['x-discriminator'] = { propertyName: plan.property, in: 'parent', mapping }
    s.description = `Shape depends on the object's \`${plan.property}\` (the sibling property, not a key of ${f.name}); on create the \`?${plan.property}=\` query parameter selects it.`
    return s
  }
}

function uniq(a: string[]): string[] {
  return [...new Set(a)]
}

function withRange(s: JsonObject, f: RefField): JsonObject {
  if (f.min_value !== undefined) s.minimum = f.min_value
  if (f.max_value !== undefined) s.maximum = f.max_value
  return s
}

/** A default is kept only when it has the JSON type of the schema (ActionsField's model default 255 is not a list). */
function defaultFits(s: JsonObject, d: Json): boolean {
  if (d === null) return true
  const t = s.type
  if (t === 'array') return Array.isArray(d)
  if (t === 'object') return typeof d === 'object' && !Array.isArray(d)
  if (t === 'integer') return Number.isInteger(d)
  if (t === 'number') return typeof d === 'number'
  if (t === 'boolean') return typeof d === 'boolean'
  if (t === 'string') return typeof d === 'string' && (!Array.isArray(s.enum) || s.enum.includes(d))
  if (Array.isArray(s.enum)) return s.enum.includes(d)
  return true
}

function literalDefault(f: RefField): Json | undefined {
  const d = f.default as Json | undefined
  if (d === undefined) return undefined
  if (typeof d === 'string' && (d.startsWith('callable:') || d === 'dynamic')) return undefined
  return d
}

function modelType(t: string): JsonObject | null {
  if (['CharField', 'TextField', 'EmailField', 'GenericIPAddressField', 'SlugField', 'URLField', 'EncryptCharField', 'EncryptTextField'].includes(t)) return { type: 'string' }
  if (t === 'UUIDField') return { type: 'string', format: 'uuid' }
  if (/IntegerField$/.test(t)) return { type: 'integer' }
  if (t === 'FloatField' || t === 'DecimalField') return { type: 'number' }
  if (t === 'BooleanField' || t === 'NullBooleanField') return { type: 'boolean' }
  if (t === 'DateTimeField') return { $ref: 'common:schemas/Datetime' }
  if (t === 'ForeignKey' || t === 'OneToOneField') return { type: 'string', format: 'uuid' }
  return null
}

export function isGroup(g: string): g is Group {
  return (GROUPS as readonly string[]).includes(g)
}
