// Data of the relational widgets (FORM-16..18): pages of 10 options searched on the server, and the names of
// the values a form starts with, fetched through spm (ids cached on the server first).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { SELECT_PAGE_SIZE, SELECT_LOAD_MORE_THRESHOLD_PX } from '../../../config/constants'
import { normaliseList } from '../../../http/list'
import { cacheIds, fetchList, splitUrl } from '../../api/requests'

export type Item = Record<string, unknown>

/** ENT-06: the label of an option is its `name` unless a widget says otherwise; the value is its `id`. */
export const defaultOptionLabel = (item: Item): string => String(item.name ?? item.hostname ?? item.username ?? item.id ?? '')

export function useRelationOptions(url: string, query: Record<string, string> | undefined, search: string, enabled = true) {
  const { path, query: urlQuery } = splitUrl(url)
  const base = { ...urlQuery, ...(query ?? {}) }
  return useInfiniteQuery({
    queryKey: ['relation-options', path, base, search],
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const body = await fetchList(path, { ...base, search, offset: String(pageParam), limit: String(SELECT_PAGE_SIZE) }, signal)
      const page = normaliseList<Item>(body as never)
      return { items: page.results, next: page.next, count: page.count, offset: pageParam }
    },
    // FORM-16: `next` says whether more pages exist.
    getNextPageParam: (last) => (last.next ? last.offset + SELECT_PAGE_SIZE : undefined),
    staleTime: 30_000,
  })
}

/** FORM-17: the items of the initial values, through `POST …/resources/cache/` and `GET {url}?spm=`. */
export function useRelationItems(url: string, query: Record<string, string> | undefined, ids: readonly string[]) {
  const { path, query: urlQuery } = splitUrl(url)
  const sorted = [...ids].sort()
  return useQuery({
    queryKey: ['relation-items', path, sorted],
    enabled: ids.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const spm = await cacheIds(sorted)
      const body = await fetchList(
        path,
        { ...urlQuery, ...(query ?? {}), spm, offset: '0', limit: String(Math.max(SELECT_PAGE_SIZE, ids.length)) },
        signal,
      )
      return normaliseList<Item>(body as never).results
    },
  })
}

/** FORM-18: load the next page when the list is scrolled to within about 600 px of its bottom. */
export function nearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SELECT_LOAD_MORE_THRESHOLD_PX
}

interface Pages {
  hasNextPage: boolean
  isFetching: boolean
  isFetchNextPageError: boolean
  fetchNextPage(): Promise<unknown>
}

/**
 * FORM-18: a list whose options do not reach within 600 px of its bottom cannot be scrolled to load more, so the
 * next page loads on its own until the list reaches that far or every option is there. `shown` is the number of
 * options rendered: the check runs again after each page is in the list.
 */
export function useLoadWhileShort(list: HTMLElement | null, pages: Pages, shown: number) {
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = pages
  useEffect(() => {
    if (list && hasNextPage && !isFetching && !isFetchNextPageError && nearBottom(list)) void fetchNextPage()
  }, [list, shown, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage])
}
