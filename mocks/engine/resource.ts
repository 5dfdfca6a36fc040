// Resources: a contract list route (`/api/v1/users/groups/`) bound to a database collection, with the few
// behaviours the generic engine cannot read from the contract (model name, uniqueness, computed fields, hooks).
import type { Collection, Row } from '../db/store'
import { contract, shapeOf, type SchemaMeta } from './contract'
import type { Ctx } from './http'
import type { MockState } from './state'

export interface ResourceDef {
  /** Contract list path (parameters may be written `{}` or `{id}`). */
  path: string
  collection: string
  /** Model class name for `"<Model> object does not exist."`. */
  model: string
  /** Model verbose name for `"<Verbose> with this <Label> already exists."` (global models). */
  verbose?: string
  orgScoped: boolean
  /** Field sets that must be unique (within the org for org-scoped resources). */
  unique?: string[][]
  /** Default ordering, e.g. `['name']`, `['-date_created']`. */
  defaultOrder?: string[]
  /** Nested list (`/cmd-filters/{id}/rules/`): row field holding the parent id (path parameter 0). */
  parentField?: string
  /** Field values that are not stored but computed for each representation. */
  compute?: (row: Row, ctx: Ctx) => Record<string, unknown>
  /** Visibility beyond the org filter (e.g. users: members of the current org). */
  visible?: (ctx: Ctx) => ((row: Row) => boolean) | null
  /** Query filters that are not plain field equality. */
  filters?: Record<string, (row: Row, value: string, ctx: Ctx) => boolean>
  /**
   * Like `filters`, compiled once per request (for per-row work that depends only on the query value). The
   * predicate must read only the row, the value and the request's tz/lang: list results using it are cached per
   * collection version (engine/list.ts). A filter reading other collections or the clock belongs in `filters`.
   */
  compiledFilters?: Record<string, (value: string, ctx: Ctx) => (row: Row) => boolean>
  /** Text searched for a search field that is not a plain row field. */
  searchText?: Record<string, (row: Row, ctx: Ctx) => string>
  /** Sort key for an order field that is not a plain row field. */
  sortKey?: Record<string, (row: Row) => unknown>
  /** Text used where another object shows this one (`str(obj)`). */
  label?: (row: Row, state: MockState) => string
  /** Validate/adjust the validated data before it is stored; may throw ApiError. */
  beforeSave?: (data: Record<string, unknown>, ctx: Ctx, existing: Row | null, input: Record<string, unknown>) => void
  afterSave?: (row: Row, ctx: Ctx, created: boolean, input: Record<string, unknown>) => void
  /** Throw to refuse a delete. */
  beforeDelete?: (row: Row, ctx: Ctx) => void
  afterDelete?: (rows: Row[], ctx: Ctx) => void
  /** Checks a list request before it is served (may throw ApiError: a query the view refuses). */
  beforeList?: (ctx: Ctx) => void
  /** Brings time-driven state up to date before rows are read (a list, or one object by id). */
  beforeRead?: (ctx: Ctx) => void
  /** Values a new row gets before validated data is applied. */
  defaults?: (ctx: Ctx) => Record<string, unknown>
}

export interface Resource extends ResourceDef {
  shape: string
}

const registry = new Map<string, Resource>()

export function defineResource(def: ResourceDef): Resource {
  const r: Resource = { ...def, shape: shapeOf(def.path) }
  registry.set(r.shape, r)
  return r
}

export function resourceFor(path: string): Resource | undefined {
  return registry.get(shapeOf(path))
}

export function allResources(): Resource[] {
  return [...registry.values()]
}

export function collectionOf(state: MockState, r: Resource): Collection {
  return state.db.collection(r.collection)
}

/** The resource whose list URL is `url` (used for `x-related-url`). */
export function resourceByListUrl(url: string | undefined): Resource | undefined {
  return url ? registry.get(shapeOf(url)) : undefined
}

/** Response schema of a list route (items of GET), or of its detail GET. */
export function responseSchemaName(path: string): string | undefined {
  const list = contract.op('GET', path)
  const listSchema = list && Object.values(list.responses).find((b) => b.schema)?.schema
  if (listSchema) return listSchema
  const detail = contract.op('GET', `${path}{id}/`)
  return detail && Object.values(detail.responses).find((b) => b.schema)?.schema
}

export function schemaOf(name: string | undefined): SchemaMeta | undefined {
  return contract.schema(name)
}

const LABEL_FIELDS = ['name', 'hostname', 'username', 'value', 'title', 'subject', 'key'] as const

export function labelOf(state: MockState, r: Resource | undefined, row: Row | undefined): string {
  if (!row) return ''
  if (r?.label) return r.label(row, state)
  for (const f of LABEL_FIELDS) {
    const v = row[f]
    if (typeof v === 'string' && v) return v
  }
  return row.id
}

/** A model name from a schema name: `UserGroup` → `UserGroup`, `PatchedXRequest` → `X`. */
export function modelFromSchema(name: string): string {
  return (
    name
      .replace(/^Patched/, '')
      .replace(/Request$/, '')
      .replace(/(Display|Detail|Read|Retrieve|List)$/, '') || 'Object'
  )
}

/**
 * Registers a generic resource for every list route of the contract that has none yet, so that every list,
 * detail, create, update and delete operation is served from a collection.
 */
export function registerGenericResources(hasCustomList: (shape: string) => boolean = () => false): void {
  for (const route of contract.routes) {
    const get = route.ops.get('GET')
    if (!get?.list) continue
    if (registry.has(route.shape) || hasCustomList(route.shape)) continue
    const schemaName = responseSchemaName(route.path)
    const schema = schemaOf(schemaName)
    const nested = route.path.replace(/\/$/, '').includes('{')
    defineResource({
      path: route.path,
      collection: route.shape,
      model: schemaName ? modelFromSchema(schemaName) : 'Object',
      orgScoped: !!schema?.orgResource,
      unique: schema?.fields.name && !schema.fields.name.readOnly ? [['name']] : undefined,
      parentField: nested ? '_parent' : undefined,
    })
  }
}
