// The headless controller of every table (practice 1): query state (in the address bar or local), the list
// request, selection (optionally kept across pages), and the page arithmetic after deletes. Views only render.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { DTABLE_DEFAULTS } from '../../config/constants'
import { AHEAD_TTL_MS, earlyOr, earlyQueryOptions, forgetEarly, listRequestKey, startEarly } from '../api/early'
import { fetchList } from '../api/requests'
import { loadPrefs, savePrefs, toPrefs, resolveColumns } from '../data/columnConfig'
import { browserStorage } from '../../config/storage'
import { drfAdapter, pageAfterDelete, type ListAdapter, type Sort, type TableQuery } from '../data/listQuery'
import { withDateRange, withPage, withReset, withSearch, withSize, withSort, writeTableState, type UrlTableState } from '../data/urlState'
import { initialPageSize, listRequestOf, tableStateOf } from './listRequest'

export type RowId = string | number
export type AnyRow = Record<string, unknown>
export type SelectionMode = 'multiple' | 'single' | 'none'

export interface TableOptions {
  /** The list URL; a query string in it is sent with every request. */
  url: string
  /** Key of the table's stored preferences (CONST-33). */
  tableKey: string
  adapter?: ListAdapter
  /** Page sizes offered (DTABLE-32 defaults: 10, 20, 30, 40, 50). */
  sizes?: readonly number[]
  defaultSize?: number
  /** Keep the state in the address bar (LIST-18); a prefix for secondary tables. */
  urlSync?: boolean | { prefix: string }
  /** Fixed query parameters. */
  extra?: Record<string, string | number | boolean | undefined>
  /** Pagination off (DTABLE-28). */
  paginated?: boolean
  /** Keep the selection when the page changes (DTABLE-23, LIST-29). */
  keepSelection?: boolean
  selection?: SelectionMode
  filterKeys?: readonly string[]
  defaultSort?: Sort | null
  /** DTABLE-29: called when a load fails. */
  onLoadError?: (error: unknown) => void
  /** Whether loads are made at all (e.g. waiting for a parent object). */
  enabled?: boolean
  getRowId?: (row: AnyRow) => RowId
  /** LIST-06: the date range used while none is chosen (e.g. the last 7 days of an audit log). */
  defaultDateRange?: { dateFrom: string; dateTo: string }
}

export interface Selection {
  ids: ReadonlySet<RowId>
  rows: ReadonlyMap<RowId, AnyRow>
  count: number
}

export interface TableController {
  url: string
  tableKey: string
  state: UrlTableState
  query: TableQuery
  params: Record<string, string>
  sizes: readonly number[]
  rows: AnyRow[]
  total: number
  loading: boolean
  failed: boolean
  /** Why the last load failed (issue 23: said in place of the rows, with a retry). */
  error: unknown
  /** The load under way has taken longer than LIST_SLOW_MS (issue 23: said while the rows are awaited). */
  slow: boolean
  paginated: boolean
  selectionMode: SelectionMode
  selection: Selection
  getRowId: (row: AnyRow) => RowId
  setPage(page: number): void
  setSize(size: number): void
  setSort(sort: Sort | null): void
  setSearch(search: string, filters: Record<string, string>): void
  setDateRange(from?: string, to?: string): void
  reset(): void
  refresh(): Promise<unknown>
  /** Replaces the selection of the current page's rows (other pages' rows stay when kept across pages). */
  selectOnPage(ids: ReadonlySet<RowId>): void
  clearSelection(): void
  /** DTABLE-11: after `count` rows of this page were deleted, moves back a page when needed and reloads. */
  afterDelete(count: number, deletedIds?: readonly RowId[]): void
}

const defaultRowId = (row: AnyRow): RowId => row.id as RowId

/** A list load that has not answered after this long is said to be slow (it gives up at the HTTP timeout, CONST-13). */
export const LIST_SLOW_MS = 4_000

/** Remembers the page size a user chose for a table (the complaint of a size reset after visiting a detail). */
function rememberSize(tableKey: string, size: number): void {
  const s = browserStorage()
  const prefs = loadPrefs(s, tableKey)
  const base = prefs ?? toPrefs(resolveColumns({ all: [] }, null))
  savePrefs(s, tableKey, { ...base, pageSize: size })
}

export function useTable(options: TableOptions): TableController {
  const {
    url,
    tableKey,
    adapter = drfAdapter,
    sizes = DTABLE_DEFAULTS.pageSizes,
    extra,
    paginated = true,
    keepSelection = false,
    selection: selectionMode = 'multiple',
    filterKeys,
    defaultSort = null,
    enabled = true,
  } = options
  const getRowId = options.getRowId ?? defaultRowId
  const defaultSize = initialPageSize(tableKey, sizes, options.defaultSize ?? DTABLE_DEFAULTS.pageSize)
  const urlSync = options.urlSync ?? false
  const prefix = typeof urlSync === 'object' ? urlSync.prefix : undefined
  const stateOptions = useMemo(() => ({ prefix, sizes, defaultSize, filterKeys }), [prefix, sizes, defaultSize, filterKeys])

  const [searchParams, setSearchParams] = useSearchParams()
  const [localState, setLocalState] = useState<UrlTableState>(() => ({
    page: 1,
    size: defaultSize,
    search: '',
    filters: {},
    sort: defaultSort,
  }))
  const urlState = useMemo(() => tableStateOf(searchParams, stateOptions, defaultSort), [searchParams, stateOptions, defaultSort])
  const chosen = urlSync ? urlState : localState
  const defaultDateRange = options.defaultDateRange
  const state = useMemo(
    () => (chosen.dateFrom || !defaultDateRange ? chosen : { ...chosen, ...defaultDateRange }),
    [chosen, defaultDateRange],
  )

  const queryClient = useQueryClient()
  // A new page, sort or search: its request leaves at once, beside the render of the new state, and the query
  // takes that answer when it asks (issue 9: the request no longer waits for the list to be drawn again first).
  const sendAhead = useCallback(
    (next: UrlTableState) => {
      if (!enabled) return
      const nextState = next.dateFrom || !defaultDateRange ? next : { ...next, ...defaultDateRange }
      const ahead = listRequestOf(nextState, url, extra, paginated, adapter)
      // an answer the query still holds as fresh is shown without asking (a sort undone, a page seen a moment ago)
      const cached = queryClient.getQueryCache().find({ queryKey: [ahead.path, ahead.params], exact: true })
      const staleTime = queryClient.getDefaultOptions().queries?.staleTime
      if (cached && typeof staleTime !== 'function' && !cached.isStaleByTime(staleTime)) return
      startEarly(
        listRequestKey(ahead.path, ahead.params),
        undefined,
        (requestOptions) => fetchList(ahead.path, ahead.params, undefined, requestOptions),
        Date.now(),
        AHEAD_TTL_MS,
      )
    },
    [enabled, defaultDateRange, url, extra, paginated, adapter, queryClient],
  )

  const setState = useCallback(
    (next: UrlTableState) => {
      if (urlSync) {
        // the state as the address will give it back, so the request sent ahead is the one the query asks for
        sendAhead(tableStateOf(writeTableState(searchParams, next, stateOptions), stateOptions, defaultSort))
        setSearchParams((current) => writeTableState(current, next, stateOptions), { replace: true })
      } else {
        sendAhead(next)
        setLocalState(next)
      }
    },
    [urlSync, searchParams, setSearchParams, stateOptions, defaultSort, sendAhead],
  )

  const { path, params, query } = useMemo(
    () => listRequestOf(state, url, extra, paginated, adapter),
    [state, url, extra, paginated, adapter],
  )

  const list = useQuery({
    queryKey: [path, params],
    // the first screen's list may have been asked for already, while the console started (prefetchList)
    queryFn: async ({ signal }) =>
      adapter.fromResponse<AnyRow>(await earlyOr(listRequestKey(path, params), () => fetchList(path, params, signal))),
    // an answer already here (the first screen's, or a page or sort sent ahead) is drawn by the first render
    ...earlyQueryOptions(listRequestKey(path, params), (value) => adapter.fromResponse<AnyRow>(value)),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  })
  const failed = list.isError
  const fetching = list.isFetching
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!fetching) return
    const timer = window.setTimeout(() => setSlow(true), LIST_SLOW_MS)
    return () => {
      window.clearTimeout(timer)
      setSlow(false)
    }
  }, [fetching])
  const onLoadError = options.onLoadError
  const lastError = useRef<unknown>(null)
  useEffect(() => {
    if (list.error && list.error !== lastError.current) {
      lastError.current = list.error
      onLoadError?.(list.error)
    }
  }, [list.error, onLoadError])
  // LIST-38 / DTABLE-29: a failed load shows no rows and a total of 0.
  const rows = useMemo(() => (failed ? [] : (list.data?.rows ?? [])), [failed, list.data])
  const total = failed ? 0 : (list.data?.total ?? 0)

  // The selection belongs to the query it was made on; without keepSelection a new query starts empty.
  const pageKey = JSON.stringify(params)
  const [selStore, setSelStore] = useState<{ key: string; map: Map<RowId, AnyRow> }>(() => ({ key: pageKey, map: new Map() }))
  const selected = useMemo(
    () => (keepSelection || selStore.key === pageKey ? selStore.map : new Map<RowId, AnyRow>()),
    [keepSelection, selStore, pageKey],
  )
  const setSelected = useCallback(
    (update: (current: Map<RowId, AnyRow>) => Map<RowId, AnyRow>) => {
      setSelStore((s) => ({ key: pageKey, map: update(keepSelection || s.key === pageKey ? s.map : new Map()) }))
    },
    [pageKey, keepSelection],
  )

  const selectOnPage = useCallback(
    (ids: ReadonlySet<RowId>) => {
      setSelected((current) => {
        const next = new Map(current)
        const pageIds = rows.map(getRowId)
        if (selectionMode === 'single') {
          // DTABLE-24: the newly chosen row replaces the previous one.
          const added = [...ids].find((id) => !current.has(id)) ?? [...ids][0]
          next.clear()
          const row = rows.find((r) => getRowId(r) === added)
          if (added !== undefined && row) next.set(added, row)
          return next
        }
        for (const id of pageIds) next.delete(id)
        for (const row of rows) {
          const id = getRowId(row)
          if (ids.has(id)) next.set(id, row)
        }
        return next
      })
    },
    [rows, getRowId, selectionMode, setSelected],
  )

  const selection = useMemo<Selection>(() => ({ ids: new Set(selected.keys()), rows: selected, count: selected.size }), [selected])

  const { refetch } = list
  // a refresh asks the server, not an answer sent ahead of a render
  const refresh = () => {
    forgetEarly(listRequestKey(path, params))
    return refetch()
  }
  const controller: TableController = {
    url: path,
    tableKey,
    state,
    query,
    params,
    sizes,
    rows,
    total,
    loading: fetching,
    failed,
    error: list.error,
    slow,
    paginated,
    selectionMode,
    selection,
    getRowId,
    setPage: (page) => setState(withPage(state, page)),
    setSize: (size) => {
      rememberSize(tableKey, size)
      setState(withSize(state, size))
    },
    setSort: (sort) => setState(withSort(state, sort)),
    setSearch: (search, filters) => setState(withSearch(state, search, filters)),
    setDateRange: (from, to) => setState(withDateRange(state, from, to)),
    reset: () => setState(withReset(state)),
    refresh,
    selectOnPage,
    clearSelection: () => setSelected(() => new Map()),
    afterDelete: (count, deletedIds = []) => {
      if (deletedIds.length) {
        setSelected((current) => {
          const next = new Map(current)
          for (const id of deletedIds) next.delete(id)
          return next
        })
      }
      const page = pageAfterDelete({ page: state.page, size: state.size, total, rowsOnPage: rows.length, deleted: count })
      if (page !== state.page) setState(withPage(state, page))
      else void refresh()
    },
  }
  return controller
}
