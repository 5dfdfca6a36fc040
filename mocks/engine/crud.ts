// The generic resource operations: list (+ export), create (single or bulk), retrieve, update, partial update,
// destroy, bulk update, bulk destroy, OPTIONS, render-to-json — driven by the contract and a ResourceDef.
import type { Row } from '../db/store'
import { contract, type OperationMeta, type Route } from './contract'
import { ApiError, type Ctx, empty, fieldErrors, json, notFound } from './http'
import { listResponse, queryRows } from './list'
import { optionsMetadata } from './metadata'
import { randomId } from './prng'
import { collectionOf, resourceFor, type Resource } from './resource'
import { isUuid, renderObject, validateObject, type Errors, fieldLabel } from './schema'
import { exportResponse, renderToJson } from './transfer'

export function successSchema(op: OperationMeta | undefined): string | undefined {
  if (!op) return undefined
  return Object.entries(op.responses).find(([s, b]) => s.startsWith('2') && b.schema)?.[1].schema
}

/** The list route a detail route belongs to (`/x/{id}/` → `/x/`). */
export function listPathOf(route: Route): string | null {
  const m = /^(.*\/)\{[^}]*\}\/$/.exec(route.path)
  return m ? m[1] : null
}

export function getSchemaFor(path: string): string | undefined {
  const list = contract.op('GET', path)
  const s = successSchema(list)
  if (s) return s
  return successSchema(contract.op('GET', `${path}{id}/`))
}

/** Whether a row is visible to this request in a resource (org, parent, visibility rule). */
export function visibleIn(ctx: Ctx, r: Resource, row: Row, parentId?: string): boolean {
  if (r.orgScoped && !ctx.org.is_root && row.org_id !== ctx.org.id) return false
  if (r.parentField && parentId !== undefined && row[r.parentField] !== parentId) return false
  const v = r.visible?.(ctx)
  return v ? v(row) : true
}

/** The object of a detail route, or the real 404. */
export function getObject(ctx: Ctx, r: Resource, id: string, parentId?: string): Row {
  const row = collectionOf(ctx.state, r).get(id)
  if (!row || !visibleIn(ctx, r, row, parentId)) {
    const malformed = !isUuid(id) && !/^\d+$/.test(id)
    throw notFound(malformed ? 'Object' : r.model)
  }
  return row
}

function checkUnique(
  ctx: Ctx,
  r: Resource,
  data: Record<string, unknown>,
  existing: Row | null,
  schemaName: string | undefined,
): Errors | null {
  if (!r.unique?.length) return null
  const coll = collectionOf(ctx.state, r)
  const errors: Errors = {}
  const orgId = existing?.org_id ?? ctx.org.id
  for (const set of r.unique) {
    if (!set.some((f) => f in data)) continue
    const values = set.map((f) => (f in data ? data[f] : existing?.[f]))
    const clash = coll.find(
      (row) =>
        row.id !== existing?.id &&
        (!r.orgScoped || row.org_id === orgId) &&
        (!r.parentField || row[r.parentField] === (existing?.[r.parentField] ?? ctx.params[0])) &&
        set.every((f, i) => row[f] === values[i]),
    )
    if (!clash) continue
    const schema = contract.schema(schemaName)
    if (r.orgScoped || set.length > 1) {
      for (const f of set) errors[f] = ['This field must be unique.']
    } else {
      const f = set[0]
      const label = fieldLabel(schema?.fields[f], f, 'en')
      errors[f] = [`${r.verbose ?? r.model} with this ${label} already exists.`]
    }
  }
  return Object.keys(errors).length ? errors : null
}

async function createOne(ctx: Ctx, r: Resource, reqSchema: string | undefined, input: unknown): Promise<{ row?: Row; errors?: Errors }> {
  const { data, errors } = validateObject(ctx, reqSchema, input, { partial: false })
  if (errors) return { errors }
  const uniq = checkUnique(ctx, r, data, null, reqSchema)
  if (uniq) return { errors: uniq }
  if (r.orgScoped && ctx.org.is_root) return { errors: { non_field_errors: ['Please save in a organization'] } }
  r.beforeSave?.(data, ctx, null, input as Record<string, unknown>)
  const now = ctx.state.now()
  const defaults = r.defaults?.(ctx) ?? {}
  const row: Row = {
    ...defaults,
    ...data,
    id: typeof data.id === 'string' && data.id ? data.id : typeof defaults.id === 'string' ? defaults.id : randomId(),
  }
  const schema = contract.schema(getSchemaFor(r.path))
  if (schema?.fields.date_created && row.date_created === undefined) row.date_created = now
  if (schema?.fields.date_updated && row.date_updated === undefined) row.date_updated = now
  if (schema?.fields.created_by && !row.created_by) row.created_by = ctx.user?.username ?? ''
  if (r.orgScoped) row.org_id = ctx.org.id
  if (r.parentField && ctx.params.length) row[r.parentField] = ctx.params[0]
  const coll = collectionOf(ctx.state, r)
  if (coll.has(row.id)) return { errors: { id: [`${r.verbose ?? r.model} with this ID already exists.`] } }
  coll.insert(row)
  r.afterSave?.(row, ctx, true, input as Record<string, unknown>)
  return { row }
}

function updateRow(ctx: Ctx, r: Resource, row: Row, data: Record<string, unknown>, input: Record<string, unknown>): Errors | null {
  const uniq = checkUnique(ctx, r, data, row, undefined)
  if (uniq) return uniq
  r.beforeSave?.(data, ctx, row, input)
  delete data.id
  const schema = contract.schema(getSchemaFor(r.path))
  if (schema?.fields.date_updated) data.date_updated = ctx.state.now()
  collectionOf(ctx.state, r).update(row.id, data)
  r.afterSave?.(row, ctx, false, input)
  return null
}

export function render(ctx: Ctx, r: Resource | null, schemaName: string | undefined, row: Row): unknown {
  return schemaName ? renderObject(ctx, schemaName, row, r) : row
}

/** Serves an operation of a resource route generically. */
export async function genericOperation(ctx: Ctx, route: Route): Promise<Response> {
  const method = ctx.method
  const op = route.ops.get(method)
  const listRoute = !!route.ops.get('GET')?.list || !!resourceFor(route.path)
  const listPath = listRoute ? route.path : listPathOf(route)
  const r = listPath ? resourceFor(listPath) : undefined

  if (method === 'OPTIONS') {
    let exists = true
    if (!listRoute && r) {
      const id = ctx.params[ctx.params.length - 1]
      exists = !!collectionOf(ctx.state, r).get(id)
    }
    return json(ctx, optionsMetadata(ctx, route, exists))
  }

  if (route.path.endsWith('/render-to-json/') && method === 'POST') {
    const base = route.path.replace(/render-to-json\/$/, '')
    const post = contract.op('POST', base)
    return renderToJson(ctx, post?.request?.schema ?? getSchemaFor(base))
  }

  if (!r) {
    throw new ApiError(501, {
      detail: `The mock backend does not implement ${method} ${route.path} yet.`,
      code: 'not_implemented',
    })
  }
  const coll = collectionOf(ctx.state, r)
  const getSchema = getSchemaFor(r.path)
  const parentId = r.parentField && ctx.params.length > (listRoute ? 0 : 1) ? ctx.params[0] : undefined

  const listMeta = route.ops.get('GET')?.list
  if (listRoute) {
    switch (method) {
      case 'GET': {
        r.beforeList?.(ctx)
        r.beforeRead?.(ctx)
        const rows = queryRows(ctx, { collection: coll }, { resource: r, schemaName: getSchema, list: listMeta })
        const format = ctx.query.get('format')
        if (format === 'csv' || format === 'xlsx') return exportResponse(ctx, rows, getSchema, r, format)
        return listResponse(ctx, rows, getSchema, r)
      }
      case 'POST': {
        const input = await ctx.body()
        const reqSchema = op?.request?.schema
        const outSchema = successSchema(op) ?? getSchema
        if (Array.isArray(input)) {
          const results: Row[] = []
          const errors: Errors[] = []
          for (const item of input) {
            const v = validateObject(ctx, reqSchema, item, { partial: false })
            errors.push(v.errors ?? {})
          }
          if (errors.some((e) => Object.keys(e).length)) throw fieldErrors(errors)
          for (const item of input) {
            const res = await createOne(ctx, r, reqSchema, item)
            if (res.errors) throw fieldErrors(input.map((x) => (x === item ? res.errors : {})))
            results.push(res.row!)
          }
          ctx.state.changed()
          return json(
            ctx,
            results.map((row) => render(ctx, r, outSchema, row)),
            201,
          )
        }
        const res = await createOne(ctx, r, reqSchema, input)
        if (res.errors) throw fieldErrors(res.errors)
        ctx.state.changed()
        return json(ctx, render(ctx, r, outSchema, res.row!), 201)
      }
      case 'PUT':
      case 'PATCH': {
        const input = await ctx.body()
        if (!Array.isArray(input)) {
          throw fieldErrors({ non_field_errors: [`Expected a list of items but got type "${input === null ? 'NoneType' : 'dict'}".`] })
        }
        const scope = new Set(queryRows(ctx, { collection: coll }, { resource: r, schemaName: getSchema, list: listMeta }).map((x) => x.id))
        const reqSchema = op?.request?.schema
        const errors: unknown[] = []
        const planned: Array<[Row, Record<string, unknown>, Record<string, unknown>]> = []
        for (const item of input) {
          if (!item || typeof item !== 'object' || (!('id' in item) && !('pk' in item))) {
            errors.push(['id or pk not in data'])
            continue
          }
          const it = item as Record<string, unknown>
          const id = String(it.id ?? it.pk)
          const row = scope.has(id) ? coll.get(id) : undefined
          if (!row) {
            errors.push([`${r.model} matching query does not exist.`])
            continue
          }
          const v = validateObject(ctx, reqSchema, it, { partial: method === 'PATCH', existing: row })
          if (v.errors) {
            errors.push(v.errors)
            continue
          }
          errors.push({})
          planned.push([row, v.data, it])
        }
        if (errors.some((e) => (Array.isArray(e) ? e.length : Object.keys(e as object).length))) throw fieldErrors(errors)
        for (const [row, data, it] of planned) {
          const e = updateRow(ctx, r, row, data, it)
          if (e) throw fieldErrors(e)
        }
        ctx.state.changed()
        return json(
          ctx,
          planned.map(([row]) => render(ctx, r, successSchema(op) ?? getSchema, row)),
        )
      }
      case 'DELETE': {
        const total = coll.all().reduce((n, row) => n + (visibleIn(ctx, r, row, parentId) ? 1 : 0), 0)
        const filtered = queryRows(ctx, { collection: coll }, { resource: r, schemaName: getSchema, list: listMeta })
        if (!allowBulkDestroy(ctx, r, total, filtered.length)) throw new ApiError(400, null)
        for (const row of filtered) r.beforeDelete?.(row, ctx)
        coll.remove(filtered.map((x) => x.id))
        r.afterDelete?.(filtered, ctx)
        ctx.state.changed()
        return empty(ctx, 204)
      }
    }
  } else {
    const id = ctx.params[ctx.params.length - 1]
    if (method === 'GET') r.beforeRead?.(ctx)
    const row = getObject(ctx, r, id, parentId)
    const outSchema = successSchema(op) ?? getSchema
    switch (method) {
      case 'GET':
        return json(ctx, render(ctx, r, outSchema, row))
      case 'PUT':
      case 'PATCH': {
        const input = (await ctx.body()) as Record<string, unknown>
        const v = validateObject(ctx, op?.request?.schema, input, { partial: method === 'PATCH', existing: row })
        if (v.errors) throw fieldErrors(v.errors)
        const e = updateRow(ctx, r, row, v.data, input ?? {})
        if (e) throw fieldErrors(e)
        ctx.state.changed()
        return json(ctx, render(ctx, r, outSchema, row))
      }
      case 'DELETE': {
        r.beforeDelete?.(row, ctx)
        coll.remove([row.id])
        r.afterDelete?.([row], ctx)
        ctx.state.changed()
        return empty(ctx, 204)
      }
    }
  }
  throw new ApiError(405, { detail: `Method "${method}" not allowed.`, code: 'method_not_allowed' })
}

/**
 * Whether a bulk DELETE on a list URL may go ahead (else the platform's bare 400), by the list's
 * `x-jms-list.bulk_destroy` rule in the contract (openapi/README.md, "Lists"): `org` = one row, fewer rows than
 * the whole list, or `spm`; `id-filter` (also the default) = only with `spm`, `ids` or `id`, or a relation row
 * named by its two ends; `any` = with any filter.
 */
function allowBulkDestroy(ctx: Ctx, r: Resource, total: number, filtered: number): boolean {
  const rule = ctx.route?.ops.get('GET')?.list?.bulkDestroy ?? 'id-filter'
  const q = ctx.query
  const idFilter = q.has('spm') || !!q.get('ids') || !!q.get('id')
  switch (rule) {
    case 'org':
      return filtered === 1 || total > filtered || q.has('spm')
    case 'any':
      return [...q.keys()].some((k) => !['format', 'template', 'limit', 'offset', 'order'].includes(k))
    case 'id-filter':
    default: {
      if (idFilter) return true
      // relation rows are identified by their two ends (e.g. ?usergroup=<g>&user=<u>)
      const list = ctx.route?.ops.get('GET')?.list
      return r.path.includes('-relations/') && !!list?.filter.some((f) => !!q.get(f))
    }
  }
}
