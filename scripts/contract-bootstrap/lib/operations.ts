// Reference endpoints → path items (operations, parameters, request bodies, responses with examples).
import { type Ctx, type Json, type JsonObject, clone, isObject } from './context.ts'
import type { RefEndpoint, RefField, RefSerializer } from './reference.ts'
import { type Schemas, choiceJsonType } from './schemas.ts'
import { type Examples, BASE_URL, csvCell } from './examples.ts'
import { OptionsBuilder, viewName } from './options.ts'

export interface PathOut {
  key: string
  group: string
  template: string
  item: JsonObject
}

type Kind =
  | 'list' | 'create' | 'bulkUpdate' | 'partialBulkUpdate' | 'bulkDestroy' | 'retrieve' | 'update' | 'partialUpdate'
  | 'destroy' | 'metadata' | 'renderToJson' | 'tree' | 'action'

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete', 'options']
const STANDARD: Record<string, Kind> = {
  list: 'list', create: 'create', bulk_update: 'bulkUpdate', partial_bulk_update: 'partialBulkUpdate',
  bulk_destroy: 'bulkDestroy', retrieve: 'retrieve', update: 'update', partial_update: 'partialUpdate', destroy: 'destroy',
  render_to_json: 'renderToJson', get_tree: 'tree', tree: 'tree',
}
const SUFFIX: Record<string, string> = {
  list: 'List', create: 'Create', bulkUpdate: 'BulkUpdate', partialBulkUpdate: 'PartialBulkUpdate', bulkDestroy: 'BulkDestroy',
  retrieve: 'Retrieve', update: 'Update', partialUpdate: 'PartialUpdate', destroy: 'Destroy',
}
const METHOD_SUFFIX: Record<string, string> = {
  GET: 'Retrieve', POST: 'Create', PUT: 'Update', PATCH: 'PartialUpdate', DELETE: 'Destroy', OPTIONS: 'Metadata',
}
const LOGIN_ONLY = new Set(['IsValidUser', 'IsAuthenticated'])
const COMMON_HEADERS = [
  { $ref: 'common:parameters/OrgHeader' },
  { $ref: 'common:parameters/Oid' },
  { $ref: 'common:parameters/TzHeader' },
]
const READ_SECURITY = [{ cookieSession: [] }, { bearerToken: [] }, { accessKey: [] }]

export function pathKey(template: string): string {
  return template
    .replace(/^\/api\/v1\//, '')
    .replace(/\/$/, '')
    .replace(/\{([^}]+)\}/g, '$1')
    .replace(/[/_]/g, '-')
}

export function groupOfPath(template: string): string {
  return template.replace(/^\/api\/v1\//, '').split('/')[0]
}

function camel(parts: string[]): string {
  const words = parts.flatMap((p) => p.split(/[-_]/)).filter(Boolean)
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1))).join('')
}

interface ListInfo {
  params: JsonObject[]
  filter: string[]
  search: string[]
  order: string[] | null
  dateRange: string[]
  bulkDestroy: string | null
}

export class Operations {
  readonly options: OptionsBuilder
  readonly operationIds = new Map<string, string>()
  readonly usedOverrides = new Set<string>()

  constructor(
    private readonly ctx: Ctx,
    private readonly schemas: Schemas,
    private readonly examples: Examples,
  ) {
    this.options = new OptionsBuilder(ctx)
  }

  /** Path template with real parameter names (`{id}` for the object itself). */
  template(ep: RefEndpoint): string {
    const pathOv = this.ctx.ov.operations[`PATH ${ep.path}`]
    if (pathOv && typeof pathOv.template === 'string') return pathOv.template
    const pattern = ep.backend?.url_pattern ?? ''
    const names = [...pattern.matchAll(/\(\?P<(\w+)>|<(?:\w+:)?(\w+)>/g)].map((m) => m[1] ?? m[2])
    let i = 0
    return ep.path.replace(/\{id\}/g, () => {
      const n = names[i++]
      return `{${!n || n === 'pk' ? 'id' : n}}`
    })
  }

  build(ep: RefEndpoint): PathOut {
    const template = this.template(ep)
    const key = pathKey(template)
    const group = groupOfPath(template)
    const b = ep.backend!
    const pathOv = (this.ctx.ov.operations[`PATH ${ep.path}`] ?? {}) as JsonObject
    if (this.ctx.ov.operations[`PATH ${ep.path}`]) this.usedOverrides.add(`PATH ${ep.path}`)
    const item: JsonObject = {}
    if (pathOv.summary) item.summary = pathOv.summary
    if (pathOv.description) item.description = pathOv.description
    item.parameters = [...this.pathParams(template, pathOv), ...COMMON_HEADERS]

    const refused = new Set(b.methods_that_return_405 ?? [])
    const methods = new Set(ep.lina_methods)
    if (b.is_list_endpoint && b.router_actions) {
      for (const [m, a] of Object.entries(b.router_actions)) {
        if (['bulk_update', 'partial_bulk_update', 'bulk_destroy'].includes(a)) methods.add(m.toUpperCase())
      }
    }
    for (const m of (pathOv['add-methods'] ?? []) as string[]) methods.add(m)
    for (const m of (pathOv['drop-methods'] ?? []) as string[]) methods.delete(m)
    const opMethods = [...methods].map((m) => m.toLowerCase()).sort((a, x) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(x))
    const kinds = new Map<string, Kind>()
    for (const m of opMethods) kinds.set(m, this.kindOf(ep, m.toUpperCase()))
    const custom = opMethods.filter((m) => kinds.get(m) === 'action' || (kinds.get(m) !== 'metadata' && !SUFFIX[kinds.get(m)!] && kinds.get(m) !== 'list'))
    for (const m of opMethods) {
      const M = m.toUpperCase()
      const kind = kinds.get(m)!
      let op: JsonObject
      if (refused.has(M)) op = this.refusedOp(ep, template, M)
      else op = this.operation(ep, template, M, kind, opMethods.length > 1 && custom.length > 0)
      const ov = this.ctx.ov.operations[`${M} ${ep.path}`]
      if (ov) {
        this.usedOverrides.add(`${M} ${ep.path}`)
        op = this.merge(op, this.ctx.substitute(clone(ov)))
      }
      if (!op['x-always-refused'] && !Object.keys((op.responses ?? {}) as JsonObject).some((c) => c.startsWith('2'))) {
        this.ctx.problem(`${M} ${ep.path}: no success response (needs an override)`)
      }
      this.fillExamples(op, `${M} ${template}`)
      this.register(op, `${M} ${template}`)
      item[m] = orderKeys(op)
    }
    return { key, group, template, item }
  }

  /** A path item written entirely in the overrides (paths the reference does not list, e.g. token auth). */
  buildExtra(template: string, spec: JsonObject): PathOut {
    const item: JsonObject = {}
    for (const [k, v] of Object.entries(this.ctx.substitute(clone(spec)))) {
      if (METHOD_ORDER.includes(k) && isObject(v)) {
        const op = v
        this.fillExamples(op, `${k.toUpperCase()} ${template}`)
        this.register(op, `${k.toUpperCase()} ${template}`)
        item[k] = orderKeys(op)
      } else item[k] = v
    }
    item.parameters = [...((item.parameters as Json[]) ?? []), ...COMMON_HEADERS]
    return { key: pathKey(template), group: groupOfPath(template), template, item }
  }

  private register(op: JsonObject, where: string): void {
    const id = String(op.operationId)
    const prev = this.operationIds.get(id)
    if (prev) this.ctx.problem(`operationId ${id} used by ${prev} and ${where}: set operationId in the overrides`)
    this.operationIds.set(id, where)
  }

  private pathParams(template: string, pathOv: JsonObject): JsonObject[] {
    const given = (pathOv['path-parameters'] ?? {}) as JsonObject
    return [...template.matchAll(/\{(\w+)\}/g)].map((m) => {
      const name = m[1]
      if (given[name]) return given[name] as JsonObject
      if (name === 'id') return { $ref: 'common:parameters/Id' }
      return {
        name,
        in: 'path',
        required: true,
        description: `Id of the ${name.replace(/_(id|pk)$/, '').replace(/_/g, ' ')} (UUID).`,
        schema: { type: 'string', format: 'uuid' },
      }
    })
  }

  kindOf(ep: RefEndpoint, M: string): Kind {
    if (M === 'OPTIONS') return 'metadata'
    const b = ep.backend!
    const action = b.serializer_per_method[M]?.action ?? b.router_actions?.[M.toLowerCase()]
    if (action && STANDARD[action]) return STANDARD[action]
    if (action) return 'action'
    const isViewSet = b.view_bases.some((x) => /ViewSet$/.test(x))
    if (/\/tree\/$/.test(ep.path)) return 'tree'
    if (isViewSet) return 'action'
    if (M === 'GET' && b.is_list_endpoint) return 'list'
    const bases = b.view_bases.join(' ')
    if (M === 'GET' && /Retrieve/.test(bases)) return 'retrieve'
    if (M === 'PUT' && /Update/.test(bases)) return 'update'
    if (M === 'PATCH' && /Update/.test(bases)) return 'partialUpdate'
    if (M === 'POST' && /Create/.test(bases)) return 'create'
    return 'action'
  }

  private baseId(template: string): string {
    const parts = template.replace(/^\/api\/v1\//, '').split('/').filter((p) => p && !p.startsWith('{'))
    return camel(parts)
  }

  private serKey(ep: RefEndpoint, M: string): string | null {
    const s = ep.backend?.serializer_per_method[M]?.serializer
    return s && this.ctx.ref.serializers[s] ? s : null
  }

  /** Any serializer the path uses (for OPTIONS of GET-only paths, export columns, model names). */
  private anySer(ep: RefEndpoint): string | null {
    for (const M of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const s = this.serKey(ep, M)
      if (s) return s
    }
    return null
  }

  modelName(ep: RefEndpoint): string {
    const pathOv = (this.ctx.ov.operations[`PATH ${ep.path}`] ?? {}) as JsonObject
    if (typeof pathOv.model === 'string') return pathOv.model
    const s = this.anySer(ep)
    const model = s ? this.ctx.ref.serializers[s].meta?.model : undefined
    return model ? (model.split('.').pop() ?? 'Object') : 'Object'
  }

  private security(ep: RefEndpoint, M: string): JsonObject {
    const perms = ep.backend!.permission_classes
    if (perms.includes('AllowAny')) return { security: [] }
    if (M === 'GET' || M === 'OPTIONS') return { security: clone(READ_SECURITY) as unknown as Json }
    return {}
  }

  private errors(ep: RefEndpoint, template: string, withNotFound: boolean): JsonObject {
    const perms = ep.backend!.permission_classes
    const out: JsonObject = {}
    if (perms.includes('AllowAny')) return out
    out['401'] = { $ref: 'common:responses/Unauthorized' }
    if (!perms.every((p) => LOGIN_ONLY.has(p))) out['403'] = { $ref: 'common:responses/Forbidden' }
    const pathParams = template.match(/\{\w+\}/g) ?? []
    if (withNotFound && pathParams.length > 1) out['404'] = { $ref: 'common:responses/NotFound' }
    else if (withNotFound && pathParams.length === 1) out['404'] = this.notFound(ep)
    return out
  }

  notFound(ep: RefEndpoint): JsonObject {
    const model = this.modelName(ep)
    return {
      description: `No such ${model} in the current organization.`,
      content: {
        'application/json': {
          schema: { $ref: 'common:schemas/ErrorDetail' },
          example: { detail: `${model} object does not exist.`, code: 'object_does_not_exist' },
        },
      },
    }
  }

  badRequest(requestSchemaName: string | null): JsonObject {
    if (!requestSchemaName) return { $ref: 'common:responses/BadRequest' }
    this.schemas.ensure(requestSchemaName)
    const s = this.schemas.built.get(requestSchemaName)?.schema
    const required = ((s?.required ?? []) as string[]).filter((k) => k !== 'id')
    const props = (s?.properties ?? {}) as JsonObject
    const simple = required.find((k) => {
      const p = props[k] as JsonObject
      return p && !p.oneOf && !p.anyOf && !p.allOf
    })
    let example: JsonObject
    if (simple) example = { [simple]: ['This field is required.'] }
    else {
      const long = Object.entries(props).find(([, p]) => isObject(p) && typeof p.maxLength === 'number')
      if (!long) return { $ref: 'common:responses/BadRequest' }
      example = { [long[0]]: [`Ensure this field has no more than ${(long[1] as JsonObject).maxLength} characters.`] }
    }
    return {
      description: 'Validation failed: field name → messages (`non_field_errors` for errors of the whole object).',
      content: { 'application/json': { schema: { $ref: 'common:schemas/FieldErrors' }, example } },
    }
  }

  private summary(ep: RefEndpoint, kind: Kind, M: string): string {
    const name = viewName(ep.backend!.view, null)
    const label: Record<string, string> = {
      list: 'list', create: 'create', bulkUpdate: 'update several (bulk)', partialBulkUpdate: 'partially update several (bulk)',
      bulkDestroy: 'delete several (bulk)', retrieve: 'retrieve', update: 'update', partialUpdate: 'partially update',
      destroy: 'delete', metadata: 'describe fields (OPTIONS)', renderToJson: 'preview an import file', tree: 'tree',
    }
    return `${name}: ${label[kind] ?? M.toLowerCase()}`
  }

  private operationId(template: string, kind: Kind, M: string, detail: boolean, multiCustom: boolean): string {
    const base = this.baseId(template)
    if (kind === 'metadata') return `${base}${detail ? 'Retrieve' : 'List'}Metadata`
    if (kind === 'renderToJson' || kind === 'tree') return multiCustom ? `${base}${METHOD_SUFFIX[M]}` : base
    if (kind === 'action') return multiCustom ? `${base}${METHOD_SUFFIX[M]}` : base
    return `${base}${SUFFIX[kind]}`
  }

  private refusedOp(ep: RefEndpoint, template: string, M: string): JsonObject {
    return {
      operationId: this.operationId(template, 'action', M, true, true),
      summary: `${viewName(ep.backend!.view, null)}: ${M} is refused`,
      description: 'Always refused: the view raises MethodNotAllowed, so the server answers 405. Listed because the original console calls it (a generic Delete button); a console must not offer this action.',
      tags: [groupOfPath(template)],
      deprecated: true,
      'x-always-refused': true,
      'x-permission': ep.backend!.permission_classes,
      responses: { ...this.errors(ep, template, false), '405': { $ref: 'common:responses/MethodNotAllowed' } },
    }
  }

  private operation(ep: RefEndpoint, template: string, M: string, kind: Kind, multiCustom: boolean): JsonObject {
    const b = ep.backend!
    const detail = !b.is_list_endpoint
    const op: JsonObject = {
      operationId: this.operationId(template, kind, M, detail, multiCustom),
      summary: this.summary(ep, kind, M),
      tags: [groupOfPath(template)],
      'x-permission': b.permission_classes,
      ...this.security(ep, M),
    }
    const ser = this.serKey(ep, M)
    switch (kind) {
      case 'list':
        return this.listOp(ep, template, op, ser)
      case 'tree':
        return this.treeOp(ep, template, op)
      case 'metadata':
        return this.metadataOp(ep, template, op, detail)
      case 'renderToJson':
        return this.renderToJsonOp(ep, template, op, ser)
      case 'bulkDestroy':
        return this.bulkDestroyOp(ep, template, op)
      default:
        return this.crudOp(ep, template, op, kind, M, ser)
    }
  }

  // ---- lists ----------------------------------------------------------------------------------------------

  listInfo(ep: RefEndpoint, ser: string | null): ListInfo {
    const b = ep.backend!
    const backends = b.filter_backends ?? []
    const serializer = ser ? this.ctx.ref.serializers[ser] : null
    const fieldOf = (n: string): RefField | undefined => serializer?.fields.find((f) => f.name === n)
    const params: JsonObject[] = []
    const filter: string[] = []
    const seen = new Set<string>()
    const add = (p: JsonObject) => {
      const name = String(p.name)
      if (seen.has(name)) return
      seen.add(name)
      filter.push(name)
      params.push(p)
    }
    const typed = (name: string, kindHint?: string): JsonObject => {
      const base = name.split('__')[0]
      const lookup = name.includes('__') ? name.slice(name.lastIndexOf('__') + 2) : ''
      const f = fieldOf(name) ?? (lookup ? undefined : fieldOf(base))
      let schema: JsonObject = { type: 'string' }
      let description = `Exact \`${name}\`.`
      if (lookup === 'in' || kindHint?.includes('(in)')) {
        description = `Comma-separated values of \`${base}\` (any of them).`
      } else if (lookup === 'icontains' || kindHint?.includes('icontains')) {
        description = `\`${base}\` contains this text (case-insensitive).`
      } else if (kindHint?.includes('startswith')) {
        description = `\`${base}\` starts with this text.`
      } else if (kindHint === 'BooleanFilter' || f?.drf_type === 'BooleanField') {
        schema = { type: 'boolean' }
      } else if (kindHint === 'ModelChoiceFilter' || kindHint === 'UUIDFilter' || /(^|_)id$/.test(name) || ['PrimaryKeyRelatedField', 'UUIDField'].includes(f?.drf_type ?? '')) {
        schema = { type: 'string', format: 'uuid' }
        description = name === 'id' ? 'Exact object id.' : `Id of the \`${base.replace(/_id$/, '')}\`.`
      } else if (f?.choices && (kindHint === undefined || kindHint === 'ChoiceFilter')) {
        const values = f.choices.map((c) => c.value as Json)
        schema = { type: choiceJsonType(values), enum: values }
      } else if (kindHint === 'DateTimeFilter') {
        description = `\`${name}\` bound (ISO-8601 or \`2026/11/23 03:09:48 +0800\`).`
      }
      return { name, in: 'query', required: false, description, schema }
    }
    const fcf = b.filterset_class_filters ?? {}
    for (const [n, t] of Object.entries(fcf)) {
      if (n === 'date_from' || n === 'date_to') continue
      add(typed(n, t))
    }
    const ff = b.filterset_fields
    if (Array.isArray(ff)) for (const n of ff) add(typed(n))
    else if (isObject(ff)) {
      for (const [n, lookups] of Object.entries(ff as Record<string, string[]>)) {
        for (const l of lookups) add(typed(l === 'exact' ? n : `${n}__${l}`))
      }
    }
    for (const n of b.custom_filter_fields ?? []) add(typed(n))
    if (backends.some((x) => /ByNodeFilterBackend$/.test(x))) {
      add({ name: 'node', in: 'query', required: false, description: 'Only assets of this node (node id or key).', schema: { type: 'string' } })
      add({ name: 'all', in: 'query', required: false, description: 'With `node`: include the assets of its descendants (default true).', schema: { type: 'boolean' } })
    }
    if (backends.includes('LabelFilterBackend')) {
      add({ name: 'label', in: 'query', required: false, description: 'Label as `name:value` (repeatable).', schema: { type: 'string' } })
    }
    if (backends.includes('IpInFilterBackend')) {
      add({ name: 'ips', in: 'query', required: false, description: 'Comma-separated IPs (assets having any of them).', schema: { type: 'string' } })
    }
    if (backends.includes('OrgRoleUserFilterBackend')) {
      add({
        name: 'org_role',
        in: 'query',
        required: false,
        description: 'Users of the current organization with this role.',
        schema: { type: 'string', enum: ['admins', 'auditors', 'users', 'members'] },
      })
    }
    for (const p of this.ctx.ov.listFilters[ep.path] ?? []) add(clone(p))
    const sf = b.search_fields
    const search = (Array.isArray(sf) ? sf : isObject(sf) ? Object.keys(sf) : []).map((s) => s.replace(/^[\^=@$]/, ''))
    const order = b.ordering_fields ?? null
    const dateRange = (b.date_range_filter_fields ?? []).map((d) => d[0])
    const hasDates = dateRange.length > 0 || 'date_from' in fcf
    if (hasDates) {
      params.push({ $ref: 'common:parameters/DateFrom' }, { $ref: 'common:parameters/DateTo' })
      if (!dateRange.length) dateRange.push('timestamp')
    }
    let bulkDestroy: string | null = null
    const pathOv = (this.ctx.ov.operations[`PATH ${ep.path}`] ?? {}) as JsonObject
    if ('bulk-destroy' in pathOv) bulkDestroy = pathOv['bulk-destroy'] as string | null
    else if (b.router_actions?.delete === 'bulk_destroy') {
      if (b.view_bases.includes('OrgBulkModelViewSet')) bulkDestroy = 'org'
      else if (b.view_bases.includes('AllowBulkDestroyMixin')) bulkDestroy = 'id-filter'
      else bulkDestroy = 'any'
    }
    return { params, filter, search, order, dateRange, bulkDestroy }
  }

  private searchParam(search: string[]): JsonObject | null {
    if (!search.length) return null
    return {
      name: 'search',
      in: 'query',
      required: false,
      description: `Case-insensitive text searched in: ${search.map((s) => `\`${s}\``).join(', ')}.`,
      schema: { type: 'string' },
    }
  }

  private orderParam(order: string[] | null): JsonObject {
    if (!order) return { $ref: 'common:parameters/Order' }
    return {
      name: 'order',
      in: 'query',
      required: false,
      description: `Sort by a field, \`-\` prefix for descending. Allowed: ${order.map((s) => `\`${s}\``).join(', ')}.`,
      schema: { type: 'string', enum: order.flatMap((o) => [o, `-${o}`]) },
    }
  }

  private listOp(ep: RefEndpoint, template: string, op: JsonObject, ser: string | null): JsonObject {
    if (!ser) {
      this.ctx.problem(`GET ${ep.path}: a list without a serializer needs an override`)
      return op
    }
    const b = ep.backend!
    const info = this.listInfo(ep, ser)
    const backends = b.filter_backends ?? []
    const s = this.ctx.ref.serializers[ser]
    const params: JsonObject[] = [{ $ref: 'common:parameters/Offset' }, { $ref: 'common:parameters/Limit' }]
    const search = this.searchParam(info.search)
    if (search) params.push(search)
    if (backends.includes('OrderingFilter')) params.push(this.orderParam(info.order))
    if (s.supports_fields_query) params.push({ $ref: 'common:parameters/FieldsSize' })
    if (backends.includes('IDSpmFilter')) params.push({ $ref: 'common:parameters/Spm' })
    if (backends.includes('IDInFilter')) params.push({ $ref: 'common:parameters/Ids' })
    params.push({ $ref: 'common:parameters/ExportFormat' }, { $ref: 'common:parameters/ExportTemplate' })
    params.push(...info.params)
    op.parameters = params
    op['x-jms-list'] = {
      search: info.search,
      order: info.order,
      filter: info.filter,
      date_range: info.dateRange,
      bulk_destroy: info.bulkDestroy,
    }
    op.description =
      'Without `limit` the body is a bare JSON array of every matching row; with `limit` (and `offset`) it is a page ' +
      '`{count, next, previous, results}` whose `next`/`previous` are absolute URLs. With `format=csv|xlsx` the same rows ' +
      'are exported (translated column titles, `*` on required columns; `template` selects the columns).'
    const name = this.schemas.name(ser)
    const records = this.examples.records(name)
    const page = records.length >= 2 ? 17 : 1
    const path = template.replace(/\{(\w+)\}/g, (_m, n: string) => String(this.exampleParam(n, template)))
    op.responses = {
      '200': {
        description: 'The matching rows: a page when `limit` is sent, a bare array otherwise; CSV/Excel with `format`.',
        headers: { 'Content-Disposition': { $ref: 'common:headers/ContentDisposition' } },
        content: {
          'application/json': {
            schema: { oneOf: [{ $ref: this.schemas.ref(ser, 'paginated') }, { type: 'array', items: { $ref: this.schemas.ref(ser, 'response') } }] },
            examples: {
              paginated: {
                summary: page > 1 ? 'First page with ?offset=0&limit=15 (rows abridged)' : 'A page with ?offset=0&limit=15',
                value: {
                  count: page > 1 ? page : records.length,
                  next: page > 1 ? `${BASE_URL}${path}?limit=15&offset=15` : null,
                  previous: null,
                  results: records,
                },
              },
              bare: { summary: 'Without limit: a bare array', value: records },
            },
          },
          'text/csv': { schema: { $ref: 'common:schemas/ExportFile' }, example: this.csvExample(ser, records) },
          'application/xlsx': { schema: { $ref: 'common:schemas/ExportBinary' }, example: '(binary Excel workbook)' },
        },
      },
      ...this.errors(ep, template, /\{\w+\}/.test(template)),
    }
    return op
  }

  exampleParam(name: string, template: string): Json {
    const map = (this.ctx.ov.fixtures['path-parameters'] ?? {}) as JsonObject
    const perPath = (map[template] ?? {}) as JsonObject
    const v = this.ctx.substitute(perPath[name] ?? map[name])
    if (v === undefined) {
      this.ctx.problem(`no example value for path parameter ${name} (fixture path-parameters)`)
      return name
    }
    return v
  }

  csvExample(ser: string, records: JsonObject[]): string {
    const s = this.ctx.ref.serializers[ser]
    const fields = s.fields.filter((f) => !f.write_only && f.drf_type !== 'HiddenField' && f.name !== 'org_id')
    const seen = new Set<string>()
    const cols = fields.filter((f) => (seen.has(f.name) ? false : (seen.add(f.name), true)))
    const head = cols.map((f) => csvCell(`${f.required && !f.read_only ? '*' : ''}${this.ctx.zhOf(f.label)}`)).join(',')
    const rows = records.map((r) => cols.map((f) => csvCell(r[f.name] ?? null)).join(','))
    return `\ufeff${[head, ...rows].join('\r\n')}\r\n`
  }

  private treeOp(ep: RefEndpoint, template: string, op: JsonObject): JsonObject {
    op.description = 'A bare array of zTree nodes (never paginated).'
    op.parameters = [...(this.ctx.ov.listFilters[ep.path] ?? []).map((p) => clone(p))]
    op.responses = {
      '200': {
        description: 'Tree nodes.',
        content: { 'application/json': { schema: { type: 'array', items: { $ref: 'common:schemas/TreeNode' } } } },
      },
      ...this.errors(ep, template, true),
    }
    return op
  }

  // ---- OPTIONS --------------------------------------------------------------------------------------------

  private metadataOp(ep: RefEndpoint, template: string, op: JsonObject, detail: boolean): JsonObject {
    const b = ep.backend!
    const isViewSet = b.view_bases.some((x) => /ViewSet$/.test(x))
    const name = viewName(b.view, isViewSet ? (detail ? 'Instance' : 'List') : null)
    op['x-view-name'] = name
    op.description = `Field metadata of the ${detail ? 'object' : 'list'} (labels, types, choices; GET fields say whether they can filter or order the list). The console builds its tables and forms from it.`
    const filterFields = this.metaFilterFields(ep)
    const orderFields = b.ordering_fields ?? []
    const routed = new Set(b.methods_routed)
    const actionsFor = (query: string | null): Record<string, RefSerializer | null> => {
      const out: Record<string, RefSerializer | null> = {}
      for (const M of ['GET', 'POST', 'PUT', 'PATCH']) {
        if (!routed.has(M)) continue
        let key = this.serKey(ep, M)
        if (query && b.serializer_by_query?.[query]?.[M]) key = b.serializer_by_query[query][M]
        if (query && b.serializer_by_query?.[query] && !b.serializer_by_query[query][M]) continue
        out[M] = key ? this.ctx.ref.serializers[key] ?? null : null
      }
      return out
    }
    const variantsFor = (sers: Record<string, RefSerializer | null>, typeValue: string | null): Record<string, RefField[]> | undefined => {
      if (!typeValue) return undefined
      const out: Record<string, RefField[]> = {}
      for (const s of Object.values(sers)) {
        if (!s) continue
        for (const f of s.fields) {
          if (f.drf_type !== 'MethodSerializer') continue
          const plan = this.schemas.variantPlan(s, f)
          const vser = plan?.byValue[typeValue]
          if (vser && this.ctx.ref.serializers[vser]) out[f.name] = this.ctx.ref.serializers[vser].fields
        }
      }
      return out
    }
    const examples: JsonObject = {}
    const queries = Object.keys(b.serializer_by_query ?? {})
    const pathOv = (this.ctx.ov.operations[`PATH ${ep.path}`] ?? {}) as JsonObject
    const optionQueries = (pathOv['options-queries'] ?? []) as JsonObject[]
    const params: JsonObject[] = []
    if (!queries.length && !optionQueries.length) {
      examples.default = { summary: `OPTIONS ${template}`, value: this.options.metadata(name, '', actionsFor(null), filterFields, orderFields) }
    } else {
      const defaultQuery = pathOv['options-default'] as string | undefined
      if (defaultQuery === undefined) {
        examples.default = { summary: 'Without query', value: this.options.metadata(name, '', actionsFor(null), filterFields, orderFields) }
      }
      {
        for (const q of queries.sort()) {
          const params = Object.fromEntries(new URLSearchParams(q))
          const sers = actionsFor(q)
          examples[q.replace(/[=&]/g, '_')] = {
            summary: `With ?${q}`,
            value: this.options.metadata(name, '', sers, filterFields, orderFields, variantsFor(sers, params.type ?? null)),
          }
        }
      }
      for (const oq of optionQueries) {
        const q = String(oq.query)
        const p = Object.fromEntries(new URLSearchParams(q))
        const sers = actionsFor(null)
        examples[q.replace(/[=&]/g, '_')] = {
          summary: `With ?${q}`,
          value: this.options.metadata(name, '', sers, filterFields, orderFields, variantsFor(sers, p.type ?? null)),
        }
      }
      const byName = new Map<string, Set<string>>()
      for (const q of queries) for (const [k, v] of new URLSearchParams(q)) byName.set(k, new Set([...(byName.get(k) ?? []), v]))
      for (const [k, values] of [...byName].sort(([a], [x]) => a.localeCompare(x))) {
        if (k === 'category') params.push(this.categoryParam(['basic', ...[...values].filter((v) => v !== 'basic').sort()]))
        else params.push({ name: k, in: 'query', required: false, description: `Describe the fields for this \`${k}\` (changes the serializer).`, schema: { type: 'string', enum: [...values].sort() } })
      }
      for (const p of (pathOv['options-parameters'] ?? []) as JsonObject[]) params.push(clone(p))
    }
    if (params.length) op.parameters = params
    op.responses = {
      '200': {
        description: 'Field metadata (labels in the request language; zh by default).',
        content: { 'application/json': { schema: { $ref: 'common:schemas/OptionsMetadata' }, examples } },
      },
      ...this.errors(ep, template, false),
    }
    return op
  }

  /** Names the metadata flags with `filter: true` (the view's filterset fields). */
  private metaFilterFields(ep: RefEndpoint): string[] {
    const b = ep.backend!
    const ff = b.filterset_fields
    if (Array.isArray(ff) && ff.length) return ff
    if (isObject(ff) && Object.keys(ff).length) return Object.keys(ff)
    return Object.keys(b.filterset_class_filters ?? {})
  }

  // ---- import preview ---------------------------------------------------------------------------------------

  private renderToJsonOp(ep: RefEndpoint, template: string, op: JsonObject, ser: string | null): JsonObject {
    if (!ser) {
      this.ctx.problem(`${ep.path}: render-to-json without a serializer`)
      return op
    }
    const s = this.ctx.ref.serializers[ser]
    const writable = s.fields.filter((f) => !f.read_only && f.drf_type !== 'HiddenField' && f.drf_type !== 'ReadableHiddenField' && f.name !== 'id')
    const seen = new Set<string>()
    const cols = writable.filter((f) => (seen.has(f.name) ? false : (seen.add(f.name), true)))
    const req = this.examples.request(this.schemas.nameFor(ser, 'request')) as JsonObject
    const row: JsonObject = {}
    for (const f of cols) if (req[f.name] !== undefined && req[f.name] !== null && req[f.name] !== '') row[f.name] = req[f.name]
    const titles = cols.map((f) => [`${f.required ? '*' : ''}${this.ctx.zhOf(f.label)}`, f.name])
    const csvText = `\ufeff${titles.map((t) => csvCell(t[0])).join(',')}\r\n${cols.map((f) => csvCell((row[f.name] ?? null) as Json)).join(',')}\r\n`
    op.description =
      'Import step 1: send the raw file (not multipart) with `Content-Type: text/csv` or `text/xlsx` (max 10 MiB). ' +
      'Column titles are matched to fields by label or name (leading `*` ignored); `[..]`/`{..}` cells are decoded as JSON. ' +
      'The console then creates (`POST` on the list) or updates (`PUT` on the object) each row itself.'
    op.requestBody = {
      required: true,
      content: {
        'text/csv': { schema: { type: 'string' }, example: csvText },
        'text/xlsx': { schema: { type: 'string', format: 'binary' } },
      },
    }
    op.responses = {
      '200': {
        description: 'The parsed file.',
        content: {
          'application/json': {
            schema: { $ref: 'common:schemas/RenderToJsonResult' },
            example: { title: titles, data: [row] },
          },
        },
      },
      '400': {
        description: 'The file could not be parsed, or it has no rows.',
        content: {
          'application/json': {
            schema: { oneOf: [{ $ref: 'common:schemas/ErrorDetail' }, { $ref: 'common:schemas/ErrorMessage' }] },
            examples: {
              parse: { summary: 'Unreadable file', value: { detail: 'Parse file error: Invalid file', code: 'parse_error' } },
              empty: { summary: 'No rows', value: { error: 'Request file format may be wrong' } },
            },
          },
        },
      },
      ...this.errors(ep, template, false),
    }
    return op
  }

  // ---- bulk delete ------------------------------------------------------------------------------------------

  private bulkDestroyOp(ep: RefEndpoint, template: string, op: JsonObject): JsonObject {
    const listSer = this.serKey(ep, 'GET') ?? this.anySer(ep)
    const info = this.listInfo(ep, listSer)
    const b = ep.backend!
    const params: JsonObject[] = []
    const search = this.searchParam(info.search)
    if (search) params.push(search)
    if ((b.filter_backends ?? []).includes('IDSpmFilter')) params.push({ $ref: 'common:parameters/Spm' })
    if ((b.filter_backends ?? []).includes('IDInFilter')) params.push({ $ref: 'common:parameters/Ids' })
    params.push(...info.params)
    op.parameters = params
    const rule: Record<string, string> = {
      org: 'Allowed when the filtered rows are exactly one, fewer than all rows of the organization, or `spm` is sent.',
      'id-filter': 'Allowed only when the filtered query restricts the `id` column (`spm`, `ids` or `id`); filters on other columns alone are refused (400, empty body).',
      any: 'Allowed whenever a filter changed the rows.',
    }
    op.description = `Deletes every row matching the query filters (the console sends \`?spm=\`). ${info.bulkDestroy ? rule[info.bulkDestroy] : 'Refused.'}`
    op.responses = {
      '204': { $ref: 'common:responses/NoContent' },
      '400': { $ref: 'common:responses/BulkDestroyRefused' },
      ...this.errors(ep, template, false),
    }
    return op
  }

  // ---- create / retrieve / update / destroy / custom actions ------------------------------------------------

  /** Serializers chosen by `?category=` (settings): [{value, ser}] with the default first, or null. */
  categoryVariants(ep: RefEndpoint, M: string): { value: string; ser: string }[] | null {
    const q = ep.backend!.serializer_by_query
    if (!q) return null
    const out: { value: string; ser: string }[] = []
    for (const [query, map] of Object.entries(q)) {
      const m = query.match(/^category=(\w+)$/)
      if (m && map[M]) out.push({ value: m[1], ser: map[M] })
    }
    if (!out.length) return null
    const def = this.serKey(ep, M)
    if (def && !out.some((o) => o.value === 'basic')) out.push({ value: 'basic', ser: def })
    return out.sort((a, b) => (a.value === 'basic' ? -1 : b.value === 'basic' ? 1 : a.value.localeCompare(b.value)))
  }

  private categoryParam(values: string[]): JsonObject {
    return {
      name: 'category',
      in: 'query',
      required: false,
      description: 'Which group of settings (an unknown value falls back to `basic`).',
      schema: { type: 'string', enum: values, default: 'basic' },
    }
  }

  private categoryOp(ep: RefEndpoint, template: string, op: JsonObject, kind: Kind, variants: { value: string; ser: string }[]): JsonObject {
    op.parameters = [this.categoryParam(variants.map((v) => v.value))]
    const mode = kind === 'partialUpdate' ? 'patch' : 'request'
    if (kind !== 'retrieve') {
      const examples: JsonObject = {}
      for (const v of variants) examples[v.value] = { summary: `?category=${v.value}`, value: this.examples.request(this.schemas.nameFor(v.ser, mode)) }
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: { anyOf: variants.map((v) => ({ $ref: this.schemas.ref(v.ser, mode) })) }, examples } },
      }
    }
    const examples: JsonObject = {}
    for (const v of variants) examples[v.value] = { summary: `?category=${v.value}`, value: this.examples.one(this.schemas.name(v.ser)) }
    const unique = [...new Set(variants.map((v) => this.schemas.ref(v.ser, 'response')))]
    op.responses = {
      '200': {
        description: kind === 'retrieve' ? 'The settings of the category.' : 'The settings of the category after the change.',
        content: { 'application/json': { schema: { oneOf: unique.map((r) => ({ $ref: r })) }, examples } },
      },
      ...(kind === 'retrieve' ? {} : { '400': { $ref: 'common:responses/BadRequest' } }),
      ...this.errors(ep, template, false),
    }
    return op
  }

  private crudOp(ep: RefEndpoint, template: string, op: JsonObject, kind: Kind, M: string, ser: string | null): JsonObject {
    const b = ep.backend!
    const variants = ['retrieve', 'update', 'partialUpdate'].includes(kind) ? this.categoryVariants(ep, M) : null
    if (variants) return this.categoryOp(ep, template, op, kind, variants)
    const bulkCreate = kind === 'create' && b.router_actions?.post === 'create' && b.view_bases.includes('BulkCreateModelMixin')
    const responses: JsonObject = {}
    const body = (mode: 'request' | 'patch', array: boolean, orSingle: boolean) => {
      if (!ser) return
      const ref: JsonObject = { $ref: this.schemas.ref(ser, array ? (mode === 'request' ? 'bulk' : 'patchBulk') : mode) }
      const schema: JsonObject = orSingle ? { oneOf: [ref, { type: 'array', items: ref }] } : array ? { type: 'array', items: ref } : ref
      op.requestBody = { required: true, content: { 'application/json': { schema } } }
    }
    const ok = (code: string, array = false, description = 'The object as saved.') => {
      if (!ser) return
      const ref = { $ref: this.schemas.ref(ser, 'response') }
      responses[code] = { description, content: { 'application/json': { schema: array ? { type: 'array', items: ref } : ref } } }
    }
    const reqName = ser ? this.schemas.nameFor(ser, kind === 'partialUpdate' || kind === 'partialBulkUpdate' ? 'patch' : 'request') : null
    switch (kind) {
      case 'create':
        body('request', false, bulkCreate)
        if (bulkCreate) op.description = 'Creates one object; a JSON array creates several at once (the answer is then an array).'
        ok('201', false, 'The created object (an array when the body was an array).')
        responses['400'] = this.badRequest(reqName)
        break
      case 'bulkUpdate':
      case 'partialBulkUpdate':
        body(kind === 'bulkUpdate' ? 'request' : 'patch', true, false)
        op.description = 'Updates several objects at once: an array whose items each carry `id` (or `pk`) plus the fields to change; only rows inside the current filters are updated.'
        ok('200', true, 'The updated objects.')
        responses['400'] = this.badRequest(reqName)
        break
      case 'retrieve':
        if (ser && this.ctx.ref.serializers[ser].supports_fields_query) op.parameters = [{ $ref: 'common:parameters/FieldsSize' }]
        ok('200', false, 'The object.')
        break
      case 'update':
        body('request', false, false)
        ok('200')
        responses['400'] = this.badRequest(reqName)
        break
      case 'partialUpdate':
        body('patch', false, false)
        ok('200')
        responses['400'] = this.badRequest(reqName)
        break
      case 'destroy':
        responses['204'] = { $ref: 'common:responses/NoContent' }
        break
      default:
        if (ser && ['POST', 'PUT', 'PATCH'].includes(M)) {
          body(M === 'PATCH' ? 'patch' : 'request', false, false)
          responses['400'] = this.badRequest(reqName)
        }
        ok(M === 'POST' && b.view_bases.includes('CreateAPIView') ? '201' : '200', false, 'The result.')
    }
    Object.assign(responses, this.errors(ep, template, true))
    op.responses = responses
    return op
  }

  // ---- overrides and examples -------------------------------------------------------------------------------

  merge(op: JsonObject, ov: JsonObject): JsonObject {
    const out = clone(op)
    for (const [k, v] of Object.entries(ov)) {
      if (k === 'responses' && isObject(v)) {
        const responses = (out.responses ?? {}) as JsonObject
        for (const [code, r] of Object.entries(v)) {
          if (r === null) delete responses[code]
          else responses[code] = r
        }
        out.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)))
      } else if (k === 'parameters' && Array.isArray(v)) {
        const existing = ((out.parameters ?? []) as JsonObject[]).filter(
          (p) => !v.some((x) => isObject(x) && x.name !== undefined && x.name === p.name && x.in === p.in),
        )
        out.parameters = [...existing, ...v]
      } else if (k === 'replace-parameters') {
        out.parameters = v
      } else if (v === null) {
        delete out[k]
      } else {
        out[k] = v
      }
    }
    return out
  }

  /** Gives every response (and JSON request body) that lacks one an example built from the fixtures. */
  fillExamples(op: JsonObject, where: string): void {
    const rb = op.requestBody as JsonObject | undefined
    if (rb && isObject(rb.content)) {
      for (const [media, c] of Object.entries(rb.content)) {
        if (!isObject(c) || c.example !== undefined || c.examples !== undefined || !media.includes('json')) continue
        c.example = this.requestExample(c.schema, `${where} request`)
      }
    }
    for (const [code, r] of Object.entries((op.responses ?? {}) as JsonObject)) {
      if (!isObject(r) || !isObject(r.content)) continue
      for (const [media, c] of Object.entries(r.content)) {
        if (!isObject(c) || c.example !== undefined || c.examples !== undefined) continue
        if (!media.includes('json')) {
          this.ctx.problem(`${where} ${code} ${media}: give an example`)
          continue
        }
        c.example = this.examples.forSchema(c.schema, `${where} ${code}`)
      }
    }
  }

  private requestExample(schema: Json, where: string): Json {
    if (isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('schema:')) return this.examples.request(schema.$ref.slice(7))
    if (isObject(schema) && (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf))) {
      const first = ((schema.oneOf ?? schema.anyOf) as Json[])[0]
      return this.requestExample(first, where)
    }
    if (isObject(schema) && schema.type === 'array') {
      const itemRef = String((schema.items as JsonObject)?.$ref ?? '')
      const m = itemRef.match(/^schema:(Patched)?(\w+?)BulkUpdateRequest$/)
      if (m) {
        const base = m[2]
        const item = this.examples.request(`${m[1] ?? ''}${base}Request`) as JsonObject
        const id = this.examples.records(base)[0]?.id
        return [id === undefined || id === null ? item : { id, ...item }]
      }
      return [this.requestExample(schema.items as Json, where)]
    }
    return this.examples.forSchema(schema, where)
  }
}

const KEY_ORDER = ['operationId', 'summary', 'description', 'tags', 'deprecated', 'x-always-refused', 'x-unsafe-get', 'x-view-name', 'x-permission', 'x-inferred', 'security', 'parameters', 'x-jms-list', 'requestBody', 'responses']

/** Operation keys in a stable, readable order (unknown keys keep their order, after the known ones). */
function orderKeys(op: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const k of KEY_ORDER) if (k in op) out[k] = op[k]
  for (const [k, v] of Object.entries(op)) if (!(k in out)) out[k] = v
  return out
}

