// List semantics of the real API: org scoping, spm/ids, filters, date ranges, search, order, offset/limit paging
// (bare array without `limit`), field trimming.
import type { Collection, Row, SortKey } from '../db/store'
import { compare } from '../db/store'
import { contract, isDatetimeField, type FieldMeta, type ListMeta, type SchemaMeta } from './contract'
import { type Ctx, json, parseIntParam, truthy } from './http'
import { parseDatetime } from './time'
import type { Resource } from './resource'
import { fieldSelection, renderObject, choiceLabel } from './schema'

export interface ListSource {
  /** A collection (sorted arrays are cached per collection version) or a computed array. */
  collection?: Collection
  rows?: readonly Row[]
}

function spmIds(ctx: Ctx, spm: string): Set<string> {
  const hit = ctx.state.spm.get(spm)
  if (!hit || hit.expires < ctx.state.now()) return new Set()
  return new Set(hit.ids)
}

function plain(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

/** The value of `field` on a row for filtering/search/sort: stored, then computed by the resource. */
function valueOf(
  row: Row,
  field: string,
  resource: Resource | undefined,
  ctx: Ctx,
  computedCache: Map<Row, Record<string, unknown>>,
): unknown {
  if (field in row) return row[field]
  if (resource?.compute) {
    let c = computedCache.get(row)
    if (!c) computedCache.set(row, (c = resource.compute(row, ctx)))
    if (field in c) return c[field]
  }
  return undefined
}

function matchesFilter(value: unknown, want: string, f: FieldMeta | undefined): boolean {
  if (Array.isArray(value)) return value.some((x) => plain(x) === want || (typeof x === 'object' && x !== null && (x as Row).id === want))
  if (typeof value === 'boolean') return value === truthy(want)
  if (typeof value === 'number') {
    if (f && isDatetimeField(f)) {
      const ms = parseDatetime(want)
      return ms !== null && ms === value
    }
    return value === Number(want)
  }
  if (value === null || value === undefined) return want === '' || want === 'None' || want === 'null'
  return plain(value) === want
}

export interface ListOptions {
  resource?: Resource
  schemaName?: string
  list?: ListMeta
  /** Extra predicate (visibility, parent scoping). */
  where?: (row: Row) => boolean
  /** Default order when `?order=` is absent or invalid. */
  defaultOrder?: string[]
}

/**
 * Speed-ups of `queryRows` over big collections (100,000 sessions at full scale), each keyed on the collection's
 * version so that a create/update/delete (every write bumps it) is seen by the next list at once:
 * - org index: the sorted rows of a collection split by `org_id` (the org scope costs no pass over the rows);
 * - result cache: the matching rows of a query (its parameters without offset/limit) when every condition of
 *   the query reads only the rows themselves, so paging and repeated requests cost one page.
 * `setListOptimisations(false)` turns both off (tests compare both paths).
 */
let optimise = true
export function setListOptimisations(on: boolean): void {
  optimise = on
}

/** Result cache counters (tests check that a repeated query is served from the cache). */
export const listCacheStats = { hits: 0, stored: 0 }

/** Cached query results kept per collection (least recently used dropped first). */
const RESULT_CACHE_SIZE = 24

interface CollectionCaches {
  version: number
  /** Per sorted array: its rows by org_id. */
  orgIndex: WeakMap<readonly Row[], Map<unknown, Row[]>>
  /** Frozen arrays of matching rows by result key. */
  results: Map<string, Row[]>
}

const collectionCaches = new WeakMap<Collection, CollectionCaches>()

function cachesOf(coll: Collection): CollectionCaches {
  let c = collectionCaches.get(coll)
  if (!c || c.version !== coll.version) {
    c = { version: coll.version, orgIndex: new WeakMap(), results: new Map() }
    collectionCaches.set(coll, c)
  }
  return c
}

/** The rows of `sorted` (a sorted array of `coll` at its current version) whose org_id is `oid`, in order. */
function orgRows(coll: Collection, sorted: readonly Row[], oid: string): readonly Row[] {
  const caches = cachesOf(coll)
  let byOrg = caches.orgIndex.get(sorted)
  if (!byOrg) {
    byOrg = new Map()
    for (const row of sorted) {
      const k = row.org_id
      const list = byOrg.get(k)
      if (list) list.push(row)
      else byOrg.set(k, [row])
    }
    caches.orgIndex.set(sorted, byOrg)
  }
  return byOrg.get(oid) ?? []
}

const objectIds = new WeakMap<object, number>()
let nextObjectId = 1
function objectId(o: object | undefined | null): number {
  if (!o) return 0
  let id = objectIds.get(o)
  if (!id) objectIds.set(o, (id = nextObjectId++))
  return id
}

/** Everything the rows of a cacheable query depend on besides the collection's rows. */
function resultKey(ctx: Ctx, opts: ListOptions, list: ListMeta | undefined, orgScoped: boolean): string {
  const params = [...ctx.query].filter(([k]) => k !== 'offset' && k !== 'limit')
  // a stable sort by name only: repeated names keep their order (`get` reads the first)
  params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return JSON.stringify([
    ctx.route?.path ?? '',
    ctx.params,
    orgScoped && !ctx.org.is_root ? ctx.org.id : '',
    ctx.lang,
    ctx.tz,
    objectId(opts.resource),
    objectId(list),
    opts.schemaName ?? '',
    opts.defaultOrder ?? null,
    params,
  ])
}

/** Applies every list query parameter but paging; returns matching rows in order. */
export function queryRows(ctx: Ctx, source: ListSource, opts: ListOptions): Row[] {
  const q = ctx.query
  const r = opts.resource
  const list = opts.list ?? ctx.op?.list
  const coll = optimise ? source.collection : undefined
  const orgScope = Boolean(r?.orgScoped && !ctx.org.is_root)

  // visibility depends on the user (not in the result key): such a query is never answered from the cache
  const visible = r?.visible ? r.visible(ctx) : null

  // A query may be answered from the result cache when its conditions read nothing but the rows of the
  // collection, the query and the request's org/lang/tz/path (all in the key): no `where`, `visible`, `spm`,
  // custom `filters` (they may read other collections or the clock), or computed values in filters (checked
  // after the pass, for the same reason). Compiled filters depend on the query value only, by their contract.
  let cacheable = Boolean(coll) && !opts.where && !visible && q.get('spm') === null
  let key = ''
  const version = coll?.version
  if (cacheable) {
    key = resultKey(ctx, opts, list, Boolean(r?.orgScoped))
    const results = cachesOf(coll!).results
    const hit = results.get(key)
    if (hit) {
      // most recently used last
      results.delete(key)
      results.set(key, hit)
      listCacheStats.hits++
      return hit
    }
  }

  const schema = contract.schema(opts.schemaName)
  const computed = new Map<Row, Record<string, unknown>>()
  let filteredOnComputed = false
  const get = (row: Row, field: string) => {
    if (!filteredOnComputed && !(field in row) && r?.compute) filteredOnComputed = true
    return valueOf(row, field, r, ctx, computed)
  }
  const searchValue = (row: Row, field: string) => valueOf(row, field, r, ctx, computed)
  const preds: Array<(row: Row) => boolean> = []

  if (opts.where) preds.push(opts.where)
  // org scope: a predicate, unless the sorted rows are taken from the org index below
  if (orgScope && !coll) {
    const oid = ctx.org.id
    preds.push((row) => row.org_id === oid)
  }
  if (visible) preds.push(visible)
  if (r?.parentField && ctx.params.length && ctx.route && ctx.route.path.replace(/\/$/, '').includes('{')) {
    const parent = ctx.params[0]
    const pf = r.parentField
    preds.push((row) => row[pf] === parent)
  }
  const spm = q.get('spm')
  if (spm !== null) {
    const ids = spmIds(ctx, spm)
    preds.push((row) => ids.has(row.id))
  }
  const ids = q.get('ids')
  if (ids) {
    const set = new Set(ids.split(',').map((s) => s.trim()))
    preds.push((row) => set.has(row.id))
  }
  const id = q.get('id')
  if (id && !list?.filter.includes('id') && !r?.filters?.id) preds.push((row) => row.id === id)

  // filterset fields, plus the resource's own query filters (extra filter backends)
  for (const name of new Set([...(list?.filter ?? []), ...Object.keys(r?.filters ?? {}), ...Object.keys(r?.compiledFilters ?? {})])) {
    const want = q.get(name)
    if (want === null || want === '') continue
    const compiled = r?.compiledFilters?.[name]
    if (compiled) {
      // depends only on the query value (see ResourceDef.compiledFilters): cacheable
      preds.push(compiled(want, ctx))
      continue
    }
    const custom = r?.filters?.[name]
    if (custom) {
      preds.push((row) => custom(row, want, ctx))
      cacheable = false
      continue
    }
    if (name === 'date_from' || name === 'date_to') continue
    if (name.endsWith('__in')) {
      const field = name.slice(0, -4)
      const set = new Set(want.split(','))
      preds.push((row) => set.has(plain(get(row, field))))
      continue
    }
    const parts = name.split('__')
    if (parts.length > 1 && parts[parts.length - 1] !== 'id') {
      const last = parts[parts.length - 1]
      if (['icontains', 'contains'].includes(last)) {
        const field = parts.slice(0, -1).join('__')
        const w = want.toLowerCase()
        preds.push((row) => plain(get(row, field)).toLowerCase().includes(w))
        continue
      }
      if (['startswith', 'istartswith'].includes(last)) {
        const field = parts.slice(0, -1).join('__')
        const w = want.toLowerCase()
        preds.push((row) => plain(get(row, field)).toLowerCase().startsWith(w))
        continue
      }
    }
    const field = parts.length > 1 && parts[parts.length - 1] === 'id' ? parts.slice(0, -1).join('__') : name
    const f = schema?.fields[field]
    preds.push((row) => matchesFilter(get(row, field), want, f))
  }

  // date range
  const from = q.get('date_from')
  const to = q.get('date_to')
  // a resource that reads the range itself (commands keep epoch seconds) is not filtered a second time here
  const ownRange = Boolean(r?.compiledFilters?.date_from || r?.compiledFilters?.date_to)
  for (const field of ownRange ? [] : (list?.dateRange ?? [])) {
    const a = from ? parseDatetime(from, ctx.tz) : null
    const b = to ? parseDatetime(to, ctx.tz) : null
    if (a !== null) preds.push((row) => typeof row[field] === 'number' && (row[field] as number) >= a)
    if (b !== null) preds.push((row) => typeof row[field] === 'number' && (row[field] as number) <= b)
  }

  // search: every term must match at least one search field (DRF SearchFilter)
  const search = q.get('search')
  if (search && list?.search.length) {
    const terms = search
      .split(String.fromCharCode(0))
      .join('')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((t) => t.toLowerCase())
    const fields = list.search.map((s) => {
      const mode = s[0] === '^' ? 'starts' : s[0] === '=' ? 'exact' : 'contains'
      const name = s.replace(/^[\^=@$]/, '')
      return { mode, name }
    })
    const textOf = (row: Row, name: string): string => {
      const custom = r?.searchText?.[name]
      if (custom) return custom(row, ctx).toLowerCase()
      let v = searchValue(row, name)
      if (v === undefined && name.includes('__')) {
        const base = name.split('__')[0]
        v = searchValue(row, `${base}_display`) ?? searchValue(row, base)
      }
      const f = schema?.fields[name]
      if (f?.enum && v !== undefined && v !== null && typeof v !== 'object') {
        return `${plain(v)}\u0000${choiceLabel(f, v, ctx.lang)}`.toLowerCase()
      }
      return plain(v).toLowerCase()
    }
    // the texts are cached per collection version, so a search result may be cached on the same terms
    const texts = searchTexts(ctx, source, fields, textOf)
    const allContains = fields.every((f) => f.mode === 'contains')
    preds.push((row) => {
      const t = texts(row)
      for (const term of terms) {
        if (t.joined.includes(term)) continue
        if (allContains) return false
        let hit = false
        for (let i = 0; i < fields.length && !hit; i++) {
          const mode = fields[i].mode
          if (mode === 'contains') continue
          hit = t.parts[i].split('\u0000').some((p) => (mode === 'starts' ? p.startsWith(term) : p === term))
        }
        if (!hit) return false
      }
      return true
    })
  }

  let base = sortedSource(ctx, source, opts, schema, list)
  if (orgScope && coll) base = orgRows(coll, base, ctx.org.id)
  let out: Row[]
  if (!preds.length) out = base.slice()
  else {
    out = []
    const n = preds.length
    if (n === 1) {
      const p = preds[0]
      for (const row of base) if (p(row)) out.push(row)
    } else {
      outer: for (const row of base) {
        for (let i = 0; i < n; i++) if (!preds[i](row)) continue outer
        out.push(row)
      }
    }
  }
  // (a hook that wrote to the collection during the pass would make the result older than the version)
  if (cacheable && !filteredOnComputed && coll!.version === version) {
    const results = cachesOf(coll!).results
    // frozen: callers share it (no copy of 100,000 rows per page); a caller that changed it would throw
    Object.freeze(out)
    results.set(key, out)
    listCacheStats.stored++
    if (results.size > RESULT_CACHE_SIZE) results.delete(results.keys().next().value!)
  }
  return out
}

interface SearchText {
  /** The texts of the `contains` fields joined (one `includes` per term). */
  joined: string
  parts: string[]
}

const searchCache = new WeakMap<object, { key: string; version: number; texts: Map<Row, SearchText> }>()

/** Lower-cased search texts of a row, cached per collection version (search over 100,000 rows stays fast). */
function searchTexts(
  ctx: Ctx,
  source: ListSource,
  fields: Array<{ mode: string; name: string }>,
  textOf: (row: Row, name: string) => string,
): (row: Row) => SearchText {
  const compute = (row: Row): SearchText => {
    const parts = fields.map((f) => textOf(row, f.name))
    return { parts, joined: parts.filter((_, i) => fields[i].mode === 'contains').join('\u0001') }
  }
  const coll = source.collection
  if (!coll) return compute
  const key = `${ctx.lang}|${fields.map((f) => f.mode + f.name).join(',')}`
  let hit = searchCache.get(coll)
  if (!hit || hit.key !== key || hit.version !== coll.version) {
    hit = { key, version: coll.version, texts: new Map() }
    searchCache.set(coll, hit)
  }
  const texts = hit.texts
  return (row) => {
    let t = texts.get(row)
    if (!t) texts.set(row, (t = compute(row)))
    return t
  }
}

function orderFields(ctx: Ctx, schema: SchemaMeta | undefined, list: ListMeta | undefined, r: Resource | undefined): string[] {
  const raw = ctx.query.get('order')
  if (!raw) return []
  const allowed = list?.order ?? null
  const valid: string[] = []
  for (const part of raw.split(',')) {
    const t = part.trim()
    const name = t.replace(/^-/, '')
    if (!name) continue
    if (allowed) {
      if (!allowed.includes(name)) continue
    } else if (schema && !(name in schema.fields) && !r?.sortKey?.[name]) continue
    valid.push(t)
  }
  return valid
}

function sortedSource(
  ctx: Ctx,
  source: ListSource,
  opts: ListOptions,
  schema: SchemaMeta | undefined,
  list: ListMeta | undefined,
): readonly Row[] {
  const r = opts.resource
  let fields = orderFields(ctx, schema, list, r)
  if (!fields.length) fields = opts.defaultOrder ?? r?.defaultOrder ?? []
  const keys: Array<[string, SortKey, boolean]> = fields.map((t) => {
    const desc = t.startsWith('-')
    const name = t.replace(/^-/, '')
    const custom = r?.sortKey?.[name]
    const fn: SortKey = custom ?? ((row: Row) => row[name])
    return [name, fn, desc]
  })
  if (source.collection) return source.collection.sortedBy(keys)
  const rows = source.rows ?? []
  if (!keys.length) return rows
  const decorated = rows.map((row, i) => ({ row, i, k: keys.map(([, fn]) => norm(fn(row))) }))
  decorated.sort((a, b) => {
    for (let j = 0; j < keys.length; j++) {
      const c = compare(a.k[j], b.k[j])
      if (c) return keys[j][2] ? -c : c
    }
    return a.i - b.i
  })
  return decorated.map((d) => d.row)
}

function norm(v: unknown): string | number | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (Array.isArray(v)) return v.length
  return String(v)
}

/** `LimitOffsetPagination`: `{count,next,previous,results}` when `limit` is a positive integer, else null. */
export function paginate<T>(
  ctx: Ctx,
  rows: readonly T[],
): { count: number; next: string | null; previous: string | null; results: T[] } | null {
  const limit = parseIntParam(ctx.query.get('limit'))
  if (limit === null || limit <= 0) return null
  const offset = parseIntParam(ctx.query.get('offset')) ?? 0
  const count = rows.length
  const results = rows.slice(offset, offset + limit)
  const base = absoluteUrl(ctx)
  const next = offset + limit >= count ? null : withQuery(base, { limit: String(limit), offset: String(offset + limit) })
  let previous: string | null = null
  if (offset > 0) {
    previous =
      offset - limit <= 0
        ? withQuery(base, { limit: String(limit) }, ['offset'])
        : withQuery(base, { limit: String(limit), offset: String(offset - limit) })
  }
  return { count, next, previous, results }
}

export function absoluteUrl(ctx: Ctx): URL {
  const u = new URL(ctx.url.href)
  const fwdHost = ctx.request.headers.get('X-Forwarded-Host')
  if (fwdHost) u.host = fwdHost
  const fwdProto = ctx.request.headers.get('X-Forwarded-Proto')
  if (fwdProto) u.protocol = `${fwdProto}:`
  return u
}

/** DRF's replace_query_param/remove_query_param: the query is re-encoded with its keys sorted. */
function withQuery(base: URL, set: Record<string, string>, remove: string[] = []): string {
  const u = new URL(base.href)
  const entries: Array<[string, string]> = []
  const seen = new Set<string>()
  for (const [k, v] of u.searchParams) {
    if (remove.includes(k)) continue
    if (k in set) {
      if (!seen.has(k)) entries.push([k, set[k]])
      seen.add(k)
      continue
    }
    entries.push([k, v])
  }
  for (const [k, v] of Object.entries(set)) if (!seen.has(k)) entries.push([k, v])
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const qs = entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%20/g, '+')}`).join('&')
  return `${u.origin}${u.pathname}${qs ? `?${qs}` : ''}`
}

/** Renders rows in the response schema (with field trimming) and answers a page or the bare array. */
export function listResponse(ctx: Ctx, rows: readonly Row[], schemaName: string | undefined, resource: Resource | null): Response {
  const schema = contract.schema(schemaName)
  const sel = fieldSelection(ctx, schema)
  const render = (row: Row) => (schemaName ? renderObject(ctx, schemaName, row, resource, { ...sel, many: true }) : row)
  const page = paginate(ctx, rows)
  if (page) return json(ctx, { ...page, results: page.results.map(render) })
  return json(ctx, rows.map(render))
}
