// The list request a table sends for its state: one function for the table (useTable) and for the early request
// of the first screen (prefetchList), so that both ask exactly the same thing.
import { splitUrl } from '../api/requests'
import { loadPrefs } from '../data/columnConfig'
import { browserStorage } from '../../config/storage'
import { drfAdapter, type ListAdapter, type Sort, type TableQuery } from '../data/listQuery'
import { readTableState, toTableQuery, type UrlStateOptions, type UrlTableState } from '../data/urlState'

export interface ListRequest {
  path: string
  params: Record<string, string>
  query: TableQuery
}

/** The page size a table opens with: the one the user last chose for it (when still offered), else the default. */
export function initialPageSize(tableKey: string, sizes: readonly number[], fallback: number): number {
  const stored = loadPrefs(browserStorage(), tableKey)?.pageSize
  return stored && sizes.includes(stored) ? stored : fallback
}

/** A table's state read from the address bar, its default sort filled in. */
export function tableStateOf(search: URLSearchParams, options: UrlStateOptions, defaultSort: Sort | null): UrlTableState {
  const s = readTableState(search, options)
  return s.sort ? s : { ...s, sort: defaultSort }
}

/** The path and parameters of the list request for a state (the URL's own query and `extra` always sent). */
export function listRequestOf(
  state: UrlTableState,
  url: string,
  extra: TableQuery['extra'] | undefined,
  paginated: boolean,
  adapter: ListAdapter = drfAdapter,
): ListRequest {
  const { path, query: urlQuery } = splitUrl(url)
  const query: TableQuery = { ...toTableQuery(state, { ...urlQuery, ...(extra ?? {}) }), paginated }
  return { path, params: adapter.toParams(query) as Record<string, string>, query }
}
