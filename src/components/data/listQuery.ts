// C-03: the one place where the table's page/size state meets the server's offset/limit convention.
// The UI and the address bar speak page (1-based), size, sort and direction; the real API speaks
// offset/limit/order and answers `{count, next, previous, results}` when `limit` is sent, or a bare array
// without it. The page/size convention of the generic data table (`page`, `size`, `sort`, `direction`,
// `payload.content` / `payload.totalElements`) is kept as a second adapter for non-DRF sources.

export type SortDirection = 'asc' | 'desc'

export interface Sort<F extends string = string> {
  field: F
  direction: SortDirection
}

/** The state a table holds, independent of any server convention. */
export interface TableQuery {
  /** 1-based page number. */
  page: number
  size: number
  sort?: Sort | null
  search?: string
  /** Tag filters: field → value (values are sent as given). */
  filters?: Record<string, string>
  /** ISO-8601 strings, both or neither (LIST-06, LIST-09). */
  dateFrom?: string
  dateTo?: string
  /** Fixed query of the table (e.g. `user={id}` on a detail tab). */
  extra?: Record<string, string | number | boolean | undefined>
  /** Pagination off: no limit/offset, the server answers a bare array (DTABLE-28). */
  paginated?: boolean
}

export type QueryParams = Record<string, string>

export interface Page<Row> {
  rows: Row[]
  total: number
}

/** LIST-14: `order=field` ascending, `order=-field` descending. */
export function orderParam(sort: Sort | null | undefined): string | undefined {
  if (!sort || !sort.field) return undefined
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field
}

/** The inverse of orderParam, for reading `order` back from the address bar. */
export function parseOrder(order: string | null | undefined): Sort | null {
  if (!order) return null
  const desc = order.startsWith('-')
  const field = desc ? order.slice(1) : order
  return field ? { field, direction: desc ? 'desc' : 'asc' } : null
}

function putAll(target: QueryParams, source: Record<string, string | number | boolean | undefined> | undefined): void {
  if (!source) return
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined || value === null) continue
    const text = String(value).trim()
    if (text !== '') target[key] = text
  }
}

/** The filter part of the query (search, tags, date range, fixed extras) without paging or sorting. */
export function filterParams(query: Omit<TableQuery, 'page' | 'size'>): QueryParams {
  const params: QueryParams = {}
  putAll(params, query.extra)
  putAll(params, query.filters)
  if (query.search && query.search.trim()) params.search = query.search.trim()
  if (query.dateFrom && query.dateTo) {
    params.date_from = query.dateFrom
    params.date_to = query.dateTo
  }
  return params
}

/** LIST-13 / C-03: page/size → offset/limit, sort → order, plus the filters. */
export function toDrfParams(query: TableQuery): QueryParams {
  const params = filterParams(query)
  const order = orderParam(query.sort)
  if (order) params.order = order
  if (query.paginated !== false) {
    params.offset = String(Math.max(0, (query.page - 1) * query.size))
    params.limit = String(query.size)
  }
  return params
}

interface DrfPage<Row> {
  count: number
  next?: string | null
  previous?: string | null
  results: Row[]
}

function isDrfPage<Row>(body: unknown): body is DrfPage<Row> {
  return typeof body === 'object' && body !== null && Array.isArray((body as DrfPage<Row>).results)
}

/** Reads `{count, results}`, or a bare array (the answer without `limit`); anything else is an empty page. */
export function fromDrfResponse<Row>(body: unknown): Page<Row> {
  if (Array.isArray(body)) return { rows: body as Row[], total: body.length }
  if (isDrfPage<Row>(body)) return { rows: body.results, total: Number(body.count) || 0 }
  return { rows: [], total: 0 }
}

/** DTABLE-27 / DTABLE-28: the data table's native convention (page, size, sort, direction). */
export function toPageSizeParams(query: TableQuery): QueryParams {
  const params: QueryParams = {}
  putAll(params, query.extra)
  putAll(params, query.filters)
  if (query.search && query.search.trim()) params.search = query.search.trim()
  if (query.paginated === false) {
    params.page = '-1'
    params.size = '999'
  } else {
    params.page = String(query.page)
    params.size = String(query.size)
  }
  if (query.sort?.field) {
    params.sort = query.sort.field
    params.direction = query.sort.direction
  }
  return params
}

/** DTABLE-27 / DTABLE-28: rows from `payload.content`, total from `payload.totalElements`; unpaged: `payload` itself. */
export function fromPageSizeResponse<Row>(body: unknown): Page<Row> {
  const payload = (body as { payload?: unknown } | null)?.payload
  if (payload && typeof payload === 'object' && Array.isArray((payload as { content?: unknown }).content)) {
    const content = (payload as { content: Row[]; totalElements?: number }).content
    const total = (payload as { totalElements?: number }).totalElements
    return { rows: content, total: typeof total === 'number' ? total : content.length }
  }
  if (Array.isArray(payload)) return { rows: payload as Row[], total: payload.length }
  return { rows: [], total: 0 }
}

/** A list convention: how a table query becomes request parameters and how the answer becomes a page. */
export interface ListAdapter {
  toParams(query: TableQuery): QueryParams
  fromResponse<Row>(body: unknown): Page<Row>
}

export const drfAdapter: ListAdapter = { toParams: toDrfParams, fromResponse: fromDrfResponse }
export const pageSizeAdapter: ListAdapter = { toParams: toPageSizeParams, fromResponse: fromPageSizeResponse }

/** True when the query narrows the rows: search text, a tag or a date range (EXPORT-04, EXPORT-06). */
export function hasActiveFilter(query: Pick<TableQuery, 'search' | 'filters' | 'dateFrom' | 'dateTo'>): boolean {
  if (query.search && query.search.trim()) return true
  if (query.filters && Object.values(query.filters).some((v) => v !== undefined && String(v).trim() !== '')) return true
  return Boolean(query.dateFrom && query.dateTo)
}

/** Number of pages for a total (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)))
}

/**
 * DTABLE-11: after deleting `deleted` rows from the current page, the page to show. It goes back one page
 * only when the page becomes empty, it was the last page and it is above the first.
 */
export function pageAfterDelete(args: { page: number; size: number; total: number; rowsOnPage: number; deleted: number }): number {
  const { page, size, total, rowsOnPage, deleted } = args
  const isLast = page >= pageCount(total, size)
  const emptied = rowsOnPage - deleted <= 0
  return emptied && isLast && page > 1 ? page - 1 : page
}
