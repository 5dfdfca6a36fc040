// LIST-18 / DTABLE-19 / C-21: a table's page, size, search, tags, date range and sort live in the address
// bar, so a reload or a shared link reopens the same rows. A page shows one main table without a prefix
// (`?page=2&size=30&search=bob&source=ldap&order=-name`); secondary tables (detail tabs) use a prefix
// (`?members.page=2&members.search=x`). Changing the search or the size after loading goes back to page 1.
import { parseOrder, orderParam, type Sort, type TableQuery } from './listQuery'

/** Keys that are never tag filters of the main table. */
export const RESERVED_KEYS: readonly string[] = [
  'page',
  'size',
  'search',
  'order',
  'date_from',
  'date_to',
  'tab',
  'oid',
  'clone_from',
  'next',
]

export interface UrlTableState {
  page: number
  size: number
  search: string
  filters: Record<string, string>
  sort: Sort | null
  dateFrom?: string
  dateTo?: string
}

export interface UrlStateOptions {
  /** Key prefix of a secondary table; '' or undefined for the page's main table. */
  prefix?: string
  /** Allowed page sizes; an unknown size falls back to `defaultSize`. */
  sizes: readonly number[]
  defaultSize: number
  /** When given, only these keys are read as tag filters. */
  filterKeys?: readonly string[]
}

function keyOf(prefix: string | undefined, key: string): string {
  return prefix ? `${prefix}.${key}` : key
}

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= 1 ? n : null
}

/** Reads a table's state from the query string; anything missing or malformed gets its default. */
export function readTableState(params: URLSearchParams, options: UrlStateOptions): UrlTableState {
  const { prefix } = options
  const get = (key: string) => params.get(keyOf(prefix, key))
  const sizeParam = positiveInt(get('size'))
  const size = sizeParam && options.sizes.includes(sizeParam) ? sizeParam : options.defaultSize
  const filters: Record<string, string> = {}
  const head = prefix ? `${prefix}.` : ''
  for (const [rawKey, value] of params.entries()) {
    if (head && !rawKey.startsWith(head)) continue
    const key = rawKey.slice(head.length)
    if (!key || RESERVED_KEYS.includes(key) || key.startsWith('_')) continue
    if (!head && key.includes('.')) continue
    if (options.filterKeys && !options.filterKeys.includes(key)) continue
    if (value.trim() !== '') filters[key] = value
  }
  const dateFrom = get('date_from') ?? undefined
  const dateTo = get('date_to') ?? undefined
  const bothDates = Boolean(dateFrom && dateTo)
  return {
    page: positiveInt(get('page')) ?? 1,
    size,
    search: get('search') ?? '',
    filters,
    sort: parseOrder(get('order')),
    dateFrom: bothDates ? dateFrom : undefined,
    dateTo: bothDates ? dateTo : undefined,
  }
}

/**
 * Writes a table's state into a copy of the query string. Defaults are left out so links stay short;
 * keys of other tables and unrelated parameters (tab, oid, …) are kept.
 */
export function writeTableState(params: URLSearchParams, state: UrlTableState, options: UrlStateOptions): URLSearchParams {
  const next = new URLSearchParams(params)
  const { prefix } = options
  const head = prefix ? `${prefix}.` : ''
  for (const key of Array.from(next.keys())) {
    if (head) {
      if (key.startsWith(head)) next.delete(key)
    } else if (!key.includes('.') && !['tab', 'oid', 'clone_from', 'next'].includes(key) && !key.startsWith('_')) {
      next.delete(key)
    }
  }
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') next.set(keyOf(prefix, key), value)
  }
  if (state.page > 1) set('page', String(state.page))
  if (state.size !== options.defaultSize) set('size', String(state.size))
  set('search', state.search.trim() || undefined)
  for (const [key, value] of Object.entries(state.filters)) set(key, value)
  set('order', orderParam(state.sort))
  if (state.dateFrom && state.dateTo) {
    set('date_from', state.dateFrom)
    set('date_to', state.dateTo)
  }
  return next
}

/** LIST-17 / DTABLE-18: a user change of search text or tags returns to page 1. */
export function withSearch(state: UrlTableState, search: string, filters: Record<string, string>): UrlTableState {
  return { ...state, search, filters, page: 1 }
}

/** A change of the date range is a change of the search: page 1. */
export function withDateRange(state: UrlTableState, dateFrom?: string, dateTo?: string): UrlTableState {
  const both = Boolean(dateFrom && dateTo)
  return { ...state, dateFrom: both ? dateFrom : undefined, dateTo: both ? dateTo : undefined, page: 1 }
}

/** LIST-17: changing the page size returns to page 1. */
export function withSize(state: UrlTableState, size: number): UrlTableState {
  return { ...state, size, page: 1 }
}

/** LIST-17: resetting the search clears text, tags and dates and returns to page 1 (size and sort stay). */
export function withReset(state: UrlTableState): UrlTableState {
  return { ...state, search: '', filters: {}, dateFrom: undefined, dateTo: undefined, page: 1 }
}

export function withPage(state: UrlTableState, page: number): UrlTableState {
  return { ...state, page: Math.max(1, page) }
}

export function withSort(state: UrlTableState, sort: Sort | null): UrlTableState {
  return { ...state, sort }
}

/** The table query of a URL state. */
export function toTableQuery(state: UrlTableState, extra?: TableQuery['extra']): TableQuery {
  return {
    page: state.page,
    size: state.size,
    sort: state.sort,
    search: state.search,
    filters: state.filters,
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
    extra,
  }
}
