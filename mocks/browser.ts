// The mock backend in the browser (the in-browser demo, `npm run start:demo` and the static demo build): the
// same msw handlers in the service worker, the websockets through msw's `ws` links, and the whole state saved in
// IndexedDB so that it survives page reloads.
//
// Reset: open any page with `?__mock_reset=1` (or call `resetMockState()`), which drops the saved state and
// reseeds. Other page-URL flags read at start: `?__fault=<spec>` (global fault, see engine/faults.ts),
// `?__mock_license=none`, `?as=<username>` (sign in as a seeded account right away).
//
// Service workers never see navigations, so `/core/auth/login/` cannot be served as a page here: the demo signs
// in with `signIn()` (the same form post the real page makes) instead.
import { setupWorker } from 'msw/browser'
import { ws } from 'msw'
import { createMock, type Mock } from './app'
import { createHandlers } from './msw-handlers'
import { openSocket, socketUser } from './engine/sockets'
import { reseed } from './seed'
import type { MockSnapshot } from './engine/state'
import { MFA_TEST_CODE } from './engine/state'

const DB_NAME = 'bastion-mock'
const STORE = 'state'
const KEY = 'snapshot'

function idb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
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
  })
}

export interface StartOptions {
  /** Data size (default small: a few dozen of each resource). */
  scale?: 'small' | 'full'
  /** Worker script URL (default `${BASE_URL}mockServiceWorker.js`). */
  workerUrl?: string
  quiet?: boolean
}

let current: Mock | null = null

/** Starts the worker; resolves once requests are intercepted. */
export async function startMockWorker(opts: StartOptions = {}): Promise<Mock> {
  const params = new URLSearchParams(location.search)
  if (params.has('__mock_reset')) await save(null)
  const mock = createMock({
    scale: opts.scale ?? 'small',
    license: params.get('__mock_license') !== 'none',
    fault: params.get('__fault'),
  })
  const snap = params.has('__mock_reset') ? null : await load()
  if (snap) mock.state.importSnapshot(snap)
  let timer: ReturnType<typeof setTimeout> | null = null
  mock.state.onChange = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void save(mock.state.exportSnapshot()), 300)
  }
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
  const base = (import.meta as unknown as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/'
  const worker = setupWorker(...createHandlers(mock), ...links)
  await worker.start({
    serviceWorker: { url: opts.workerUrl ?? `${base}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: opts.quiet ?? false,
  })
  current = mock
  if (!snap) mock.state.changed()
  const as = params.get('as')
  if (as) await signIn(as, as)
  ;(globalThis as Record<string, unknown>).__bastionMock = { state: mock.state, reset: resetMockState, signIn }
  return mock
}

/** Drops the saved state and reseeds (the worker keeps running). */
export async function resetMockState(): Promise<void> {
  await save(null)
  if (current) {
    reseed(current.state)
    await save(current.state.exportSnapshot())
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
