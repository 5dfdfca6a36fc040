// Issue 9: a list page opened from the address bar (a deep link, a reload) asks for its first page while the
// startup guard still runs — the same request its table will make (see listRequest.ts); its columns come from the
// contract (issue 22), so it asks for no metadata. The screen takes the answers when it asks in the same organisation and language (early.ts);
// otherwise they are dropped and it asks again.
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../config/constants'
import { listRequestKey, startEarly } from '../api/early'
import { fetchList } from '../api/requests'
import type { Sort } from '../data/listQuery'
import type { ResourceConfig } from '../resource/types'
import { initialPageSize, listRequestOf, tableStateOf } from '../table/listRequest'

/** What the first request of a generic list depends on (besides the address and the stored page size). */
export interface EarlyList {
  url: string
  tableKey: string
  extraParams?: Record<string, string | undefined>
  defaultSort?: Sort | null
}

/** What a resource's generic list table asks with (ListPage builds its table from this too). */
export function listTableOf(config: ResourceConfig): EarlyList {
  const list = config.list
  return {
    url: config.url,
    tableKey: config.tableKey ?? config.name,
    extraParams: list?.extraParams,
    defaultSort: list?.defaultSort ?? null,
  }
}

/**
 * The early-request description of a resource's generic list, or null when it has none: a list that opens on a
 * range relative to now asks for another range when it is drawn.
 */
export function earlyListOf(config: ResourceConfig): EarlyList | null {
  return config.list?.dateRange ? null : listTableOf(config)
}

/** The list request (path and parameters) a generic list opened at `search` sends first. */
export function firstListRequest(early: EarlyList, search: string): { path: string; params: Record<string, string> } {
  const defaultSize = initialPageSize(early.tableKey, LIST_PAGE_SIZES, LIST_DEFAULT_PAGE_SIZE)
  const state = tableStateOf(new URLSearchParams(search), { sizes: LIST_PAGE_SIZES, defaultSize }, early.defaultSort ?? null)
  const { path, params } = listRequestOf(state, early.url, early.extraParams, true)
  return { path, params }
}

export function prefetchList(early: EarlyList, search: string, orgId: string | undefined): Promise<unknown> | undefined {
  if (!orgId) return undefined
  const { path, params } = firstListRequest(early, search)
  return startEarly(listRequestKey(path, params), orgId, (options) => fetchList(path, params, undefined, options))
}
