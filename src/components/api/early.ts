// Issue 9: the first screen's data is asked for while the startup guard still runs, so that the first row waits
// for one round trip after the scripts, not for the guard, the shell and the page to render first. An early
// answer is kept under the request's key and scope (organisation and language, `requestScope`) and handed once
// to the screen's own query when it asks the same thing in the same scope; anything else is dropped unused.
import { requestScope, type RequestOptions } from '../../http/client'
import { isHttpError } from '../../http/errors'

interface Entry {
  scope: string
  promise: Promise<unknown>
  at: number
  ttl: number
  /** The answer, once it has arrived (a failure leaves it unset). */
  settled?: { value: unknown }
}

/** An early answer older than this is not used: the screen asks again. */
export const EARLY_TTL_MS = 30_000
/** The same for a list's next page, sort or search sent ahead of its render: taken at once, or not at all. */
export const AHEAD_TTL_MS = 2_000
const entries = new Map<string, Entry>()

/**
 * Sends `run` now, in the scope of `orgId` (undefined: the current organisation). Nothing is reported on failure
 * (`background`); a second call for a key that is still waiting to be taken sends nothing. Answers never taken are
 * dropped once too old to be used. Returns the answer's promise, which never rejects (undefined on failure).
 */
export function startEarly(
  key: string,
  orgId: string | undefined,
  run: (options: RequestOptions) => Promise<unknown>,
  now = Date.now(),
  ttl = EARLY_TTL_MS,
): Promise<unknown> {
  for (const [k, entry] of entries) if (now - entry.at > entry.ttl) entries.delete(k)
  const pending = entries.get(key)
  if (pending) return pending.promise.catch(() => undefined)
  const promise = run({ orgId, background: true, silent: true })
  const entry: Entry = { scope: requestScope(orgId), promise, at: now, ttl }
  entries.set(key, entry)
  return promise.then(
    (value) => {
      entry.settled = { value }
      return value
    },
    () => undefined,
  )
}

/** Drops the early answer of this key, if any (a refresh asks the server again). */
export function forgetEarly(key: string): void {
  entries.delete(key)
}

/**
 * The early answer of this key, once, when it was asked in the scope a request would now be sent in; else
 * undefined. A failed early answer counts as none: the caller asks normally (and reports its own failure) — but
 * a timed-out one is the caller's failure (rejects), since asking again would make the user wait twice as long.
 */
export async function takeEarly<T>(key: string, now = Date.now()): Promise<{ value: T } | undefined> {
  const entry = entries.get(key)
  if (!entry) return undefined
  entries.delete(key)
  if (entry.scope !== requestScope() || now - entry.at > entry.ttl) return undefined
  try {
    return { value: (await entry.promise) as T }
  } catch (error) {
    // issue 23: an early request that waited out the whole HTTP timeout is not sent again (that doubled the wait)
    if (isHttpError(error) && error.kind === 'timeout') throw error
    return undefined
  }
}

/**
 * The early answer of this key when it has already arrived and is usable (the same scope, not too old), taken at
 * once; else undefined and the entry is left for takeEarly. A screen gives it to its query as the initial data, so
 * that its first render already shows it: awaited, the answer would only be drawn by a second render (issue 22).
 */
export function takeSettledEarly<T>(key: string, now = Date.now()): { value: T } | undefined {
  const entry = entries.get(key)
  if (!entry?.settled || entry.scope !== requestScope() || now - entry.at > entry.ttl) return undefined
  entries.delete(key)
  return entry.settled as { value: T }
}

/** The data queries took from early answers (earlyQueryOptions). */
const earlyData = new WeakSet<object>()

/**
 * The options that let a query draw the early answer of `key` in its first render, when it has already arrived
 * (takeSettledEarly; `toData` makes it the query's data), and keep the mount that drew it from asking again.
 */
export function earlyQueryOptions<T>(key: string, toData: (value: unknown) => T = (value) => value as T) {
  return {
    initialData: (): T | undefined => {
      const early = takeSettledEarly(key)
      if (!early) return undefined
      const data = toData(early.value)
      if (typeof data === 'object' && data !== null) earlyData.add(data)
      return data
    },
    refetchOnMount: (query: { state: { data: unknown; dataUpdatedAt: number } }) => {
      const { data, dataUpdatedAt } = query.state
      return !(typeof data === 'object' && data !== null && earlyData.has(data) && Date.now() - dataUpdatedAt < AHEAD_TTL_MS)
    },
  }
}

/** The early answer of this key when there is a usable one (see takeEarly), else the answer of `ask`. */
export async function earlyOr<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const early = await takeEarly<T>(key)
  return early ? early.value : ask()
}

/** The key of a list request (path and query parameters). */
export const listRequestKey = (path: string, params: Record<string, unknown>) => `GET ${path} ${JSON.stringify(params)}`
/** The key of a metadata request. */
export const metadataRequestKey = (url: string) => `OPTIONS ${url}`

/** Forgets every early answer (tests). */
export function clearEarly(): void {
  entries.clear()
}
