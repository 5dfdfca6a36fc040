// Dependent round trips: from the timing of the requests of a page load, the length of the longest chain of
// requests each of which started after the previous one had finished. Two requests in flight at the same time
// cost one round trip; a request that could only start once another one had answered costs one more. Only the
// requests that finished before the first data row appeared count: the rest did not delay it.

export interface TimedRequest {
  url: string
  /** When the request was sent (ms, any clock shared by all requests and the cutoff). */
  start: number
  /** When its response had fully arrived; null while unfinished or when it failed. */
  end: number | null
  /** Part of the page's boot: the document itself and the files its HTML names (scripts, styles, preloads). */
  boot?: boolean
}

export interface Chain {
  /** Number of requests in the longest chain. */
  length: number
  /** The chain's requests in order (urls). */
  urls: string[]
}

/**
 * The longest chain of strictly sequential requests among those that finished at or before `cutoff`
 * (`cutoff` null: all finished requests). Requests marked `boot` are skipped when `skipBoot` is set.
 */
export function longestChain(requests: readonly TimedRequest[], cutoff: number | null, skipBoot = false): Chain {
  const done = requests
    .filter((r): r is TimedRequest & { end: number } => r.end !== null && Number.isFinite(r.end) && r.end >= r.start)
    .filter((r) => cutoff === null || r.end <= cutoff)
    .filter((r) => !(skipBoot && r.boot))
    .sort((a, b) => a.end - b.end || a.start - b.start)
  // best[i]: length of the longest chain ending with done[i]; prev[i]: the request before it in that chain.
  const best: number[] = []
  const prev: number[] = []
  for (let i = 0; i < done.length; i += 1) {
    best[i] = 1
    prev[i] = -1
    for (let j = 0; j < done.length; j += 1) {
      if (j !== i && done[j].end <= done[i].start && best[j] + 1 > best[i]) {
        best[i] = best[j] + 1
        prev[i] = j
      }
    }
  }
  let last = -1
  for (let i = 0; i < done.length; i += 1) if (last === -1 || best[i] > best[last]) last = i
  const urls: string[] = []
  for (let i = last; i !== -1; i = prev[i]) urls.unshift(done[i].url)
  return { length: urls.length, urls }
}
