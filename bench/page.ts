// One measured page: a fresh browser context (empty cache, the session cookies), the DevTools protocol's network
// events, the in-page probe, and the two measurements the scenarios are made of: a cold page load and an
// interaction.
import { readFileSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { longestChain, type TimedRequest } from './chain'
import type { SessionCookie } from './backend'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const VIEWPORT = { width: 1440, height: 900 }
/**
 * The browser's language: the console's default (Chinese). A browser that asks for another language than the
 * console speaks has the page's preloaded start-up answers asked for again (RequestOptions.preloaded).
 */
export const BROWSER_LOCALE = 'zh-CN'

const PROBE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8')
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

interface NetRequest {
  id: string
  url: string
  /** DevTools monotonic clock, seconds. */
  start: number
  end: number | null
  bytes: number
  failed: boolean
  document: boolean
  frameId: string
  initiatorType: string
  initiatorUrl: string
  /** Node's clock when it was sent (for "in flight" decisions). */
  sentAt: number
}

/** Requests seen through the DevTools protocol (data: and blob: urls are not on the wire and are left out). */
class NetworkLog {
  readonly requests: NetRequest[] = []
  private readonly byId = new Map<string, NetRequest>()
  /** Node clock of the last request sent or finished. */
  lastActivity = performance.now()
  /** Timing of the document's response: monotonic seconds at which the request was sent. */
  documentSent: number | null = null
  documentUrl: string | null = null

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (/^(data|blob):/.test(e.request.url)) return
      const previous = this.byId.get(e.requestId)
      if (previous && e.redirectResponse) {
        // A redirect: the hop before it is a finished request of its own.
        previous.end = e.timestamp
        previous.bytes = e.redirectResponse.encodedDataLength ?? previous.bytes
        previous.id = `${previous.id}:redirect`
      }
      const r: NetRequest = {
        id: e.requestId,
        url: e.request.url,
        start: e.timestamp,
        end: null,
        bytes: 0,
        failed: false,
        document: e.type === 'Document',
        frameId: e.frameId ?? '',
        initiatorType: e.initiator?.type ?? 'other',
        initiatorUrl: e.initiator?.url ?? '',
        sentAt: performance.now(),
      }
      this.byId.set(e.requestId, r)
      this.requests.push(r)
      this.lastActivity = performance.now()
    })
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Document' && e.response.timing) {
        this.documentSent = e.response.timing.requestTime + e.response.timing.sendStart / 1000
        this.documentUrl = e.response.url
      }
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.byId.get(e.requestId)
      if (!r) return
      r.end = e.timestamp
      r.bytes = e.encodedDataLength
      this.lastActivity = performance.now()
    })
    cdp.on('Network.loadingFailed', (e) => {
      const r = this.byId.get(e.requestId)
      if (!r) return
      r.failed = true
      r.end = e.timestamp
      this.lastActivity = performance.now()
    })
  }

  /** Requests in flight, not counting any pending for over 10 s (long polls never settle). */
  inflight(): number {
    const now = performance.now()
    return this.requests.filter((r) => r.end === null && now - r.sentAt < 10_000).length
  }

  quietFor(): number {
    return this.inflight() > 0 ? 0 : performance.now() - this.lastActivity
  }

  /** The documents loaded in the page's main frame (the first one's frame), in order. */
  mainDocuments(): NetRequest[] {
    const first = this.requests.find((r) => r.document)
    return first ? this.requests.filter((r) => r.document && r.frameId === first.frameId) : []
  }
}

/**
 * Makes sure the DevTools events the browser emitted so far have reached us: a command on the same session
 * is answered after them.
 */
async function flush(cdp: CDPSession): Promise<void> {
  await cdp.send('Runtime.evaluate', { expression: '0' }).catch(() => undefined)
}

export interface Measured {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  net: NetworkLog
}

/** A cold start: new context (empty cache and storage) holding only the session cookies, with the probe installed. */
export async function openCold(browser: Browser, origin: string, cookies: readonly SessionCookie[]): Promise<Measured> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: BROWSER_LOCALE, serviceWorkers: 'block' })
  await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: origin, httpOnly: c.httpOnly })))
  await context.addInitScript({ content: PROBE })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const net = new NetworkLog(cdp)
  await cdp.send('Network.enable')
  return { context, page, cdp, net }
}

export async function closeMeasured(m: Measured): Promise<void> {
  await m.context.close().catch(() => undefined)
}

export interface LoadSample {
  fcp: number | null
  /** From the page's performance.mark('bench:first-row'), when it sets one. */
  firstRowMark: number | null
  /** From the probe's MutationObserver. */
  firstRowDom: number | null
  /** Every request until the page settled, and the bytes they carried. */
  requests: number
  bytes: number
  /** The requests sent before the first data row was drawn (the issue's "requests before the first row"), and their bytes. */
  requestsBeforeRow: number
  bytesBeforeRow: number
  /** Documents the main frame loaded before it settled (more than 1: the page reloaded itself). */
  documents: number
  roundTrips: number
  roundTripsAfterBoot: number
  /** The urls of the longest chain (all requests). */
  chain: string[]
  heap: number
  domNodes: number
}

export type LoadOutcome = { ok: true; sample: LoadSample } | { ok: false; reason: string }

export interface Readiness {
  /** Selectors that must be in the page besides the first data row. */
  needs: readonly string[]
  /** Wait at most this long for the first row (ms). */
  timeoutMs?: number
}

/** Screens of the console that say it cannot show the page (the console's own test ids). */
const BLOCKERS: ReadonlyArray<[selector: string, reason: string]> = [
  ['[data-testid="pending-screen"]', 'the console shows its "not built yet" screen for this route'],
  ['[data-testid="not-found"]', 'the console has no page at this address (not found)'],
  ['[data-testid="route-error"]', 'the page failed to load'],
  ['[data-testid="page-error"]', 'the page crashed'],
  ['[data-testid="startup-error"]', 'the console did not start'],
]

interface ReadyState {
  mark: number | null
  dom: number | null
  missing: string[]
  blocker: string | null
  blockerText: string
  path: string
}

async function readyState(page: Page, needs: readonly string[]): Promise<ReadyState | null> {
  const script = `(() => {
    const b = window.__bench
    if (!b) return null
    const blockers = ${JSON.stringify(BLOCKERS.map(([sel]) => sel))}
    const hit = blockers.find((sel) => document.querySelector(sel))
    return {
      mark: b.firstRowMark(),
      dom: b.state().firstRowDom,
      missing: ${JSON.stringify(needs)}.filter((sel) => !document.querySelector(sel)),
      blocker: hit || null,
      blockerText: hit ? (document.querySelector(hit).textContent || '').trim().slice(0, 120) : '',
      path: location.pathname,
    }
  })()`
  return page.evaluate(script).catch(() => null) as Promise<ReadyState | null>
}

interface ActivityState {
  now: number
  lastMutation: number
  start: number | null
}

async function domQuietFor(page: Page): Promise<number> {
  const st = (await page.evaluate('window.__bench.state()')) as ActivityState
  return st.now - st.lastMutation
}

/** Navigates to `url`, waits for the first data row, lets the page settle, and measures. */
export async function measureLoad(m: Measured, url: string, ready: Readiness, expectPathPrefix: string): Promise<LoadOutcome> {
  const { page, net, cdp } = m
  await page.goto(url, { waitUntil: 'commit' })
  const deadline = performance.now() + (ready.timeoutMs ?? 30_000)
  let state: ReadyState | null = null
  for (;;) {
    state = await readyState(page, ready.needs)
    if (state) {
      if (state.blocker) {
        const reason = BLOCKERS.find(([sel]) => sel === state!.blocker)?.[1] ?? 'the page failed'
        return { ok: false, reason: `${reason} (${state.path}${state.blockerText ? `: "${state.blockerText}"` : ''})` }
      }
      if (!state.path.startsWith(expectPathPrefix)) return { ok: false, reason: `the page went to ${state.path}` }
      if ((state.mark !== null || state.dom !== null) && state.missing.length === 0) break
    }
    if (performance.now() > deadline) {
      const what =
        state && (state.mark !== null || state.dom !== null)
          ? state.missing.join(', ')
          : 'first data row ([role=row][data-id] or tbody tr[data-id])'
      return { ok: false, reason: `no ${what} within ${Math.round((ready.timeoutMs ?? 30_000) / 1000)} s` }
    }
    await sleep(20)
  }
  // Settled: nothing on the wire for 500 ms and no DOM change for 300 ms (at most 15 s more).
  const settleBy = performance.now() + 15_000
  while (performance.now() < settleBy) {
    if (net.quietFor() >= 500 && (await domQuietFor(page)) >= 300) {
      await flush(cdp)
      if (net.quietFor() >= 500) break
    }
    await sleep(50)
  }

  const timing = (await page.evaluate(`(() => {
    const b = window.__bench
    const nav = performance.getEntriesByType('navigation')[0]
    return { fcp: b.fcp(), mark: b.firstRowMark(), dom: b.state().firstRowDom, requestStart: nav ? nav.requestStart : 0, domNodes: b.domElements() }
  })()`)) as { fcp: number | null; mark: number | null; dom: number | null; requestStart: number; domNodes: number }

  // The DevTools clock (seconds) onto the page's clock (ms from navigation start), through the moment the
  // document request was sent, which both clocks saw.
  const doc = net.requests.find((r) => r.document)
  const sentMono = net.documentSent ?? doc?.start ?? 0
  const toPage = (mono: number) => (mono - sentMono) * 1000 + timing.requestStart
  const docUrl = net.documentUrl ?? doc?.url ?? ''
  const timed: TimedRequest[] = net.requests.map((r) => ({
    url: r.url,
    start: toPage(r.start),
    end: r.end === null || r.failed ? null : toPage(r.end),
    boot: r.document || (r.initiatorType === 'parser' && r.initiatorUrl === docUrl),
  }))
  const cutoff = timing.dom ?? timing.mark
  const beforeRow = cutoff === null ? net.requests : net.requests.filter((r) => toPage(r.start) < cutoff)
  const all = longestChain(timed, cutoff)
  const afterBoot = longestChain(timed, cutoff, true)
  // When the page reloaded itself, its clock restarted with the last document: page times are shifted back to
  // the navigation the user started (the time between the first and the last document request).
  const docs = net.mainDocuments()
  const shift = docs.length > 1 ? (docs[docs.length - 1].start - docs[0].start) * 1000 : 0
  const shifted = (t: number | null) => (t === null ? null : t + shift)

  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }

  return {
    ok: true,
    sample: {
      fcp: shifted(timing.fcp),
      firstRowMark: shifted(timing.mark),
      firstRowDom: shifted(timing.dom),
      requests: net.requests.length,
      bytes: net.requests.reduce((sum, r) => sum + r.bytes, 0),
      requestsBeforeRow: beforeRow.length,
      bytesBeforeRow: beforeRow.reduce((sum, r) => sum + r.bytes, 0),
      documents: Math.max(1, docs.length),
      roundTrips: all.length,
      roundTripsAfterBoot: afterBoot.length,
      chain: all.urls.map((u) => u.replace(/^https?:\/\/[^/]+/, '')),
      heap: heap.usedSize,
      domNodes: timing.domNodes,
    },
  }
}

/** JS heap (after a forced garbage collection) and DOM elements now. */
export async function heapAndDom(m: Measured): Promise<{ heap: number; domNodes: number }> {
  await m.cdp.send('HeapProfiler.collectGarbage')
  const heap = (await m.cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  const domNodes = (await m.page.evaluate('window.__bench.domElements()')) as number
  return { heap: heap.usedSize, domNodes }
}

export interface InteractionSpec {
  /** Event types whose first occurrence starts the interaction (null: `act` calls __bench.startNow() itself). */
  events: readonly string[] | null
  /** Performs the input (a Playwright click, a file chosen, ...). */
  act(): Promise<unknown>
  /** A JavaScript expression that must be true in the page before it counts as settled. */
  done?: string
  /** No request and no DOM change for this long means settled (ms). */
  quietMs?: number
  timeoutMs?: number
  /** The interaction may leave the DOM as it was (default false: at least one DOM change is waited for). */
  mayNotChange?: boolean
}

/**
 * One interaction: from its input event to the frame after the DOM settled (the DOM changed, then nothing on
 * the wire and no DOM change for `quietMs`, and `done` true). Returns milliseconds.
 */
export async function measureInteraction(m: Measured, spec: InteractionSpec): Promise<number> {
  const { page, net } = m
  const quietMs = spec.quietMs ?? 100
  if (spec.events) await page.evaluate(`window.__bench.arm(${JSON.stringify(spec.events)})`)
  await spec.act()
  const deadline = performance.now() + (spec.timeoutMs ?? 30_000)
  const check = `(() => {
    const b = window.__bench
    const st = b.state()
    return { start: st.start, since: st.start === null ? 0 : st.now - st.start, quiet: st.now - st.lastMutation, changed: st.seq > st.startSeq, painted: b.painted(), done: Boolean(${spec.done ?? 'true'}), elapsed: b.elapsed() }
  })()`
  for (;;) {
    const st = (await page.evaluate(check)) as {
      start: number | null
      since: number
      quiet: number
      changed: boolean
      painted: boolean
      done: boolean
      elapsed: number | null
    }
    const ready =
      st.start !== null &&
      st.since >= quietMs &&
      st.quiet >= quietMs &&
      (st.changed || spec.mayNotChange) &&
      st.painted &&
      st.done &&
      st.elapsed !== null
    if (ready && net.quietFor() >= quietMs) {
      await flush(m.cdp)
      if (net.quietFor() >= quietMs) return st.elapsed as number
    }
    if (performance.now() > deadline) {
      throw new Error(
        st.start === null
          ? 'the input event never reached the page'
          : `the page did not settle within ${Math.round((spec.timeoutMs ?? 30_000) / 1000)} s${st.done ? '' : ` (still waiting for ${spec.done})`}`,
      )
    }
    await sleep(10)
  }
}

/** The first of these selectors present in the page, or null. */
export async function firstPresent(page: Page, selectors: readonly string[]): Promise<string | null> {
  return (await page.evaluate(`${JSON.stringify(selectors)}.find((s) => document.querySelector(s)) || null`)) as string | null
}
