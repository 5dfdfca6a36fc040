// The in-browser demo (`npm run start:demo`, `npm run build:demo`): the console with no server at all. The mock
// backend (mocks/browser.ts) runs in this page behind msw's service worker and keeps its state in IndexedDB.
//
// A service worker cannot answer navigations, so the platform's own pages (`/core/auth/login/`,
// `/core/auth/logout/`, the MFA step) are shown inside the console's page instead: every place where the console
// leaves for such a page goes through `browser.assign`, which the demo points at `/ui/core/…`; on that URL
// the demo asks the mock for `/core/…` directly and draws the answer (or follows its redirect). The sign-in page
// gets a note on the demo and a "reset demo data" button.
//
// main.tsx imports this module only in the `demo` mode, so the production bundle does not contain it.
import { resetMockState, serveMockPage, startMockWorker } from '../../mocks/browser'
import { MFA_TEST_CODE } from '../../mocks/engine/state'
import { bootstrap } from '../app/bootstrap'
import { LOGIN_PATH } from '../config/constants'
import { browser } from '../http/browser'
import { initI18n, translate } from '../i18n'
import { demoHref as demoHrefAt, platformPathOf } from './urls'

const demoHref = (href: string) => demoHrefAt(href, window.location.origin)

let shownPath = LOGIN_PATH

function showText(text: string): void {
  const main = document.createElement('main')
  main.setAttribute('role', 'alert')
  main.textContent = text
  document.body.replaceChildren(main)
}

function demoNotice(resetState: 'none' | 'done' | 'failed'): HTMLElement {
  const box = document.createElement('section')
  box.setAttribute('aria-label', translate('demo.Badge'))
  box.dataset.testid = 'demo-notice'
  Object.assign(box.style, { marginTop: '1.5rem', paddingTop: '1rem', borderTop: '1px solid #e1e4e8', fontSize: '.85rem', color: '#445' })
  const badge = document.createElement('strong')
  badge.textContent = translate('demo.Badge')
  const notice = document.createElement('p')
  notice.textContent = translate('demo.Notice')
  const accounts = document.createElement('p')
  accounts.textContent = translate('demo.Accounts', { code: MFA_TEST_CODE })
  const reset = document.createElement('button')
  reset.type = 'button'
  reset.textContent = translate('demo.Reset')
  Object.assign(reset.style, { background: '#fff', color: '#a4262c', border: '1px solid #a4262c', marginTop: '.5rem' })
  reset.addEventListener('click', () => {
    reset.disabled = true
    void resetMockState().then(
      () => showPlatformPage('GET', shownPath, undefined, 'done'),
      () => showPlatformPage('GET', shownPath, undefined, 'failed'),
    )
  })
  box.append(badge, notice, accounts, reset)
  if (resetState !== 'none') {
    const status = document.createElement('p')
    status.setAttribute('role', 'status')
    status.textContent = translate(resetState === 'done' ? 'demo.ResetDone' : 'demo.ResetFailed')
    box.append(status)
  }
  return box
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined

/**
 * A page's `<meta http-equiv="refresh">` (the sign-out page goes on to the sign-in page) is followed here, in the
 * page, like the mock's redirects: left in the drawn body it would navigate the browser on its own, at a moment the
 * demo does not choose (it fires even after another page has been drawn).
 */
function followRefresh(body: HTMLElement): void {
  clearTimeout(refreshTimer)
  const meta = body.querySelector('meta[http-equiv="refresh" i]')
  if (!meta) return
  meta.remove()
  const m = /^\s*(\d+)\s*;\s*url=(.+)$/i.exec(meta.getAttribute('content') ?? '')
  if (!m) return
  const target = new URL(m[2].trim(), new URL(shownPath, window.location.origin))
  refreshTimer = setTimeout(() => void showPlatformPage('GET', `${target.pathname}${target.search}`), Number(m[1]) * 1000)
}

/** Draws a page of the mock in place of the console's document (its styles and body; it has no scripts). */
function drawPage(html: string, resetState: 'none' | 'done' | 'failed'): void {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  document.title = doc.title
  for (const old of document.head.querySelectorAll('style[data-demo-page]')) old.remove()
  for (const style of doc.head.querySelectorAll('style')) {
    const copy = document.createElement('style')
    copy.dataset.demoPage = ''
    copy.textContent = style.textContent
    document.head.append(copy)
  }
  const body = document.adoptNode(doc.body)
  followRefresh(body)
  const main = body.querySelector('main') ?? body
  if (body.querySelector('form[action="/core/auth/login/"]')) main.append(demoNotice(resetState))
  document.body.replaceWith(body)
  body.querySelector<HTMLElement>('[autofocus]')?.focus()
}

/** Asks the mock for a platform page and shows it, or goes where it redirects. */
async function showPlatformPage(
  method: string,
  path: string,
  body?: URLSearchParams,
  resetState: 'none' | 'done' | 'failed' = 'none',
): Promise<void> {
  const response = await serveMockPage(
    new Request(new URL(path, window.location.origin), { method, body, headers: { Accept: 'text/html' } }),
  )
  if (!response || response.type === 'error') {
    showText(translate('demo.PageFailed'))
    return
  }
  const location = response.headers.get('Location')
  if (response.status >= 300 && response.status < 400 && location) {
    // a form post leaves a history entry, as the real browser would; a redirected page view does not
    if (method === 'GET') window.location.replace(demoHref(location))
    else window.location.assign(demoHref(location))
    return
  }
  shownPath = path
  const url = demoHref(path)
  if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(null, '', url)
  drawPage(await response.text(), resetState)
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target
  if (!(form instanceof HTMLFormElement)) return
  event.preventDefault()
  const action = new URL(form.getAttribute('action') ?? shownPath, window.location.origin)
  const body = new URLSearchParams()
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value)
  if ((form.getAttribute('method') ?? 'GET').toUpperCase() === 'POST')
    void showPlatformPage('POST', `${action.pathname}${action.search}`, body)
  else void showPlatformPage('GET', `${action.pathname}?${body.toString()}`)
}

/**
 * msw asks the browser to look for a newer worker script on every start and does not wait for the answer; when the
 * browser cannot check (seen right after signing out), the rejection would surface as an uncaught error. The worker
 * in place keeps serving, so the failed check is only noted.
 */
function quietWorkerUpdateChecks(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
      event.preventDefault()
      console.warn('[demo] the browser could not check the mock worker for an update; the running one stays', reason.message)
    }
  })
}

/** Starts the mock in this page, then shows either a platform page or the console. */
export async function startDemo(container: HTMLElement): Promise<void> {
  quietWorkerUpdateChecks()
  try {
    await startMockWorker()
  } catch (error) {
    console.error('[demo] the mock service worker did not start', error)
    await initI18n().catch(() => undefined)
    container.textContent = translate('demo.WorkerFailed')
    return
  }
  browser.assign = (href: string) => window.location.assign(demoHref(href))
  const page = platformPathOf(window.location)
  if (!page) {
    await bootstrap(container)
    return
  }
  await initI18n().catch(() => undefined)
  document.addEventListener('submit', onSubmit)
  await showPlatformPage('GET', page)
}
