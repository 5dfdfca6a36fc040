// The shell's own requests (the tickets badge's count, the licence for its banner) are not what a page was opened
// for: they leave once the page has its first data (issue 22), at the browser's next idle moment. "Its first data":
// some query of the page has answered (data or error) and none is on the wire. A page that asks nothing lets them
// leave after PAGE_DATA_WAIT_MS.
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { whenIdle } from '../../config/idle'

/** The longest the shell's requests wait for a page's data. */
export const PAGE_DATA_WAIT_MS = 5_000

/** The shell's own queries have keys starting with this; they do not count as the page's. */
export const SHELL_QUERY = 'shell'

function pageDataIn(queries: Query[]): boolean {
  let answered = false
  for (const query of queries) {
    if (query.queryKey[0] === SHELL_QUERY) continue
    if (query.state.fetchStatus === 'fetching') return false
    if (query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0) answered = true
  }
  return answered
}

/** Calls `callback` once, at the first idle moment after the page's first data (or after `maxMs`); returns a cancel. */
export function afterPageData(client: QueryClient, callback: () => void, maxMs = PAGE_DATA_WAIT_MS): () => void {
  const cache = client.getQueryCache()
  let unsubscribe: (() => void) | undefined
  let cancelIdle: (() => void) | undefined
  const stopWatching = () => {
    unsubscribe?.()
    unsubscribe = undefined
    clearTimeout(timer)
  }
  const go = () => {
    stopWatching()
    cancelIdle ??= whenIdle(callback)
  }
  const timer = setTimeout(go, maxMs)
  unsubscribe = cache.subscribe(() => {
    if (pageDataIn(cache.getAll())) go()
  })
  if (pageDataIn(cache.getAll())) go()
  return () => {
    stopWatching()
    cancelIdle?.()
  }
}

/** False until the page has its first data and the browser was idle once after it (see afterPageData). */
export function useAfterPageData(): boolean {
  const client = useQueryClient()
  const [ready, setReady] = useState(false)
  useEffect(() => (ready ? undefined : afterPageData(client, () => setReady(true))), [client, ready])
  return ready
}
