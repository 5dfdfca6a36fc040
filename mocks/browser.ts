// The mock backend in the browser (the in-browser demo: `npm run start:demo` and the static build of
// `npm run build:demo`): the same msw handlers behind msw's service worker, the websockets through msw's `ws`
// links, and the whole state saved in IndexedDB so that it survives page reloads.
//
// The handlers run in the page (msw's worker only forwards the page's requests to it), so the mock reads and
// writes the page's own cookies (`document.cookie`; `sessionid` loses its HttpOnly flag here).
//
// Persistence: after every unsafe request (POST, PUT, PATCH, DELETE — sign-in, creates, updates, deletes,
// `/__mock__/reset`) the state is saved before the response is returned, so what the page has seen succeed is
// on disk; reads only refresh the sessions' idle clocks and are saved a few seconds later.
//
// Reset: `resetMockState()` (the demo's sign-in page has a link to it), `POST /__mock__/reset`, or any page URL
// with `?__mock_reset=1`. Other page-URL flags read at start: `?__fault=<spec>` (global fault, see
// engine/faults.ts), `?__mock_license=none`, `?as=<username>` (sign in as a seeded account right away).
//
// Service workers never see navigations (msw's worker lets them through, and `/core/` is outside a worker
// registered under `/ui/`), so the platform's pages (`/core/auth/login/`, `/core/auth/logout/`) cannot be
// served as pages by the worker: the demo entry (src/demo/) shows them inside the console's own page through
// `serveMockPage()`.
import { setupWorker } from 'msw/browser'
import { getResponse, ws } from 'msw'
import { createMock, type Mock } from './app'
import { createHandlers } from './msw-handlers'
import { openSocket, socketUser } from './engine/sockets'
import { SAFE_METHODS } from './engine/http'
import { reseed, seedDatabase } from './seed'
import type { MockSnapshot } from './engine/state'
import { MFA_TEST_CODE } from './engine/state'

const DB_NAME = 'bastion-mock'
const STORE = 'state'
const KEY = 'snapshot'
/** Delay of the save that follows reads (session idle clocks only). */
const IDLE_SAVE_MS = 3000

let opened: Promise<IDBDatabase> | null = null

/** One connection per page (opened on first use; tried again after a failure). */
function idb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  }).catch((e: unknown) => {
    opened = null
    throw e
  })
  return opened
}

async function load(): Promise<MockSnapshot | null> {
  try {
    const db = await idb()
    return await new Promise((resolve) => {
      const r = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY)
      r.onsuccess = () => resolve((r.result as MockSnapshot | undefined) ?? null)
      r.onerror = () => resolve(null)
    })
  } catch {
    return null
  }
}

async function save(snap: MockSnapshot | null): Promise<void> {
  const db = await idb()
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite')
    if (snap) tx.objectStore(STORE).put(snap, KEY)
    else tx.objectStore(STORE).delete(KEY)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
}

export interface StartOptions {
  /** Data size (default small: a few dozen of each resource). */
  scale?: 'small' | 'full'
  /** Worker script URL (default `${BASE_URL}demoServiceWorker.js`: msw's worker for the mock's paths only). */
  workerUrl?: string
  /** Log every intercepted request in the console (default off). */
  quiet?: boolean
}

export interface BrowserMock extends Mock {
  /** True when the state came from the saved snapshot, false when it was seeded for this page. */
  restored: boolean
  /** Milliseconds from the call to the worker intercepting requests. */
  startMs: number
}

let current: Mock | null = null
let handlers: ReturnType<typeof createHandlers> = []
/** Saves run one after the other; each exports the state as it is when its turn comes. */
let saving: Promise<void> = Promise.resolve()
let idleTimer: ReturnType<typeof setTimeout> | null = null

function persist(mock: Mock): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer)
  idleTimer = null
  saving = saving.then(() => save(mock.state.exportSnapshot())).catch((e: unknown) => console.warn('[mock] state not saved', e))
  return saving
}

/** The mock's request handling with the state written through to IndexedDB (see the header). */
function persisting(mock: Mock): Mock {
  let dirty = false
  mock.state.onChange = () => {
    dirty = true
  }
  return {
    state: mock.state,
    async handle(request, cookies) {
      const response = await mock.handle(request, cookies)
      if (dirty || !SAFE_METHODS.has(request.method.toUpperCase())) {
        dirty = false
        await persist(mock)
      } else if (!idleTimer) {
        idleTimer = setTimeout(() => void persist(mock), IDLE_SAVE_MS)
      }
      return response
    },
  }
}

/** Starts the worker; resolves once requests are intercepted. */
export async function startMockWorker(opts: StartOptions = {}): Promise<BrowserMock> {
  const t0 = performance.now()
  const params = new URLSearchParams(location.search)
  const reset = params.has('__mock_reset')
  if (reset) await save(null).catch(() => undefined)
  const t1 = performance.now()
  const snap = reset ? null : await load()
  const t2 = performance.now()
  const base = createMock(
    { scale: opts.scale ?? 'small', license: params.get('__mock_license') !== 'none', fault: params.get('__fault') },
    {},
    { seed: false },
  )
  const restored = !!snap && base.state.importSnapshot(snap)
  if (!restored) seedDatabase(base.state)
  const t3 = performance.now()
  const mock = persisting(base)
  const links = ['/ws/notifications/site-msg/', '/ws/ops/tasks/log/'].map((path) => {
    const link = ws.link(new RegExp(`${path.replace(/\//g, '\\/')}?$`))
    return link.addEventListener('connection', ({ client }) => {
      const user = socketUser(mock.state, document.cookie)
      const session = openSocket(mock.state, path, user, {
        send: (d) => client.send(d),
        close: (code) => client.close(code),
      })
      if (!session) {
        client.close(1008, 'Access denied')
        return
      }
      client.addEventListener('message', (e) => session.onMessage(String(e.data)))
      client.addEventListener('close', () => session.onClose())
    })
  })
  const baseUrl = (import.meta as unknown as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/'
  handlers = createHandlers(mock)
  const worker = setupWorker(...handlers, ...links)
  await worker.start({
    serviceWorker: { url: opts.workerUrl ?? `${baseUrl}demoServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: opts.quiet ?? true,
  })
  current = mock
  const t5 = performance.now()
  if (!restored) await persist(mock)
  addEventListener('pagehide', () => void persist(mock))
  const as = params.get('as')
  if (as) await signIn(as, as)
  const timings = { reset: t1 - t0, load: t2 - t1, create: t3 - t2, worker: t5 - t3, save: performance.now() - t5 }
  ;(globalThis as Record<string, unknown>).__bastionMock = { state: mock.state, reset: resetMockState, signIn, timings }
  return { ...mock, restored, startMs: Math.round(performance.now() - t0) }
}

/**
 * Answers a request with the mock's handlers directly, without a network round trip: the demo uses it for the
 * platform's pages (`/core/…`), which the worker cannot serve as navigations. Redirects are returned as they are
 * (status and `Location`), not followed. `undefined` when no handler matches.
 */
export async function serveMockPage(request: Request): Promise<Response | undefined> {
  if (!current) throw new Error('startMockWorker() first')
  return getResponse(handlers, request)
}

/** Drops the saved state, reseeds and saves the fresh seed (the worker keeps running). */
export async function resetMockState(): Promise<void> {
  await save(null)
  if (current) {
    reseed(current.state)
    await persist(current)
  }
}

/**
 * Signs in as the sign-in page would (GET for the CSRF cookie, POST of the form, then the code step for MFA
 * accounts with the test code). Returns the redirect target or throws with the page's error.
 */
export async function signIn(username: string, password: string, code = MFA_TEST_CODE, next = '/ui/'): Promise<string> {
  const cookieValue = (name: string) => {
    const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)
    return m ? decodeURIComponent(m[1]) : ''
  }
  await fetch('/core/auth/login/', { credentials: 'same-origin' })
  const token = cookieValue('csrftoken')
  const form = new URLSearchParams({ username, password, csrfmiddlewaretoken: token, next })
  await fetch('/core/auth/login/', { method: 'POST', body: form, redirect: 'manual', credentials: 'same-origin' })
  // the mock lives in this page: look at the session the form post created
  const pending = current?.state.sessions.get(cookieValue('sessionid'))
  if (pending?.pendingUserId) {
    const f2 = new URLSearchParams({ code, csrfmiddlewaretoken: token, next })
    await fetch('/core/auth/login/otp/', { method: 'POST', body: f2, redirect: 'manual', credentials: 'same-origin' })
  }
  const s = current?.state.sessions.get(cookieValue('sessionid'))
  if (!s?.userId) throw new Error(`Sign-in of ${username} failed`)
  return next
}
