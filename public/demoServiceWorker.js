/* global importScripts */
// The in-browser demo's service worker (mocks/browser.ts registers it; nothing else does): msw's own worker
// (mockServiceWorker.js, written by `npx msw init public`, never edited) behind one filter. msw's worker sends
// every request of the page to the page's main thread to ask whether a handler wants it, scripts and styles
// included; the console's files never have a handler, and while the main thread is busy starting the mock that
// round trip slows every chunk. Requests outside the mock's paths skip msw here and go to the network directly.
const MOCK_PATHS = /^\/(api|core|static|ws|__mock__)\//

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !MOCK_PATHS.test(url.pathname)) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
