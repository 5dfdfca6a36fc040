// The msw request handlers of the mock backend (shared by the Node server, the browser worker and vitest).
import { http, HttpResponse } from 'msw'
import type { Mock } from './app'
import { OFFLINE } from './engine/faults'
import { parseCookies } from './engine/http'

export interface HandlerOptions {
  /**
   * Keep `Set-Cookie` on the responses (the Node server: the browser stores them). The msw runtimes leave it out:
   * there the mock writes `document.cookie` itself (browser, DOM tests) and msw's own cookie jar would keep stale
   * copies of the session and CSRF cookies.
   */
  setCookieHeaders?: boolean
}

/** msw handlers serving `/api/…`, `/core/…`, `/static/…`, `/media/…` and `/__mock__/…` from one mock. */
export function createHandlers(mock: Mock, opts: HandlerOptions = {}) {
  const resolver = async ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
    // the page's own cookies are the truth in a browser (or DOM test); msw's jar may hold older copies
    const own = typeof document !== 'undefined' ? parseCookies(document.cookie) : {}
    const res = await mock.handle(request, opts.setCookieHeaders ? cookies : { ...cookies, ...own })
    if ((res as unknown as Record<symbol, unknown>)[OFFLINE]) return HttpResponse.error()
    if (opts.setCookieHeaders || !res.headers.has('set-cookie')) return res
    const headers = new Headers(res.headers)
    headers.delete('set-cookie')
    return new HttpResponse(res.body, { status: res.status, statusText: res.statusText, headers })
  }
  return [
    http.all(/^[a-z]+:\/\/[^/]+\/api\/.*/, resolver),
    http.all(/^[a-z]+:\/\/[^/]+\/core\/.*/, resolver),
    http.all(/^[a-z]+:\/\/[^/]+\/static\/.*/, resolver),
    http.all(/^[a-z]+:\/\/[^/]+\/media\/.*/, resolver),
    http.all(/^[a-z]+:\/\/[^/]+\/__mock__\/.*/, resolver),
  ]
}
