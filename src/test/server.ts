// Test helper: a mock server local to a test file (msw), with a log of the requests it received.
import { setupServer } from 'msw/node'
import type { RequestHandler } from 'msw'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetHttpEvents } from '../http/events'

export interface LoggedRequest {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
  contentType: string | null
  /** The organisation header it carried (HTTP-02). */
  org: string | null
}

export function setupMockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  const log: LoggedRequest[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    let body: unknown
    const contentType = request.headers.get('content-type')
    try {
      const text = await request.clone().text()
      body = text && contentType?.includes('json') ? JSON.parse(text) : text || undefined
    } catch {
      body = undefined
    }
    log.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body,
      contentType,
      org: request.headers.get('x-jms-org'),
    })
  })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    log.length = 0
    resetHttpEvents()
    localStorage.clear()
  })
  afterAll(() => server.close())
  return {
    server,
    log,
    requests: (method: string, path?: string) => log.filter((r) => r.method === method && (!path || r.path === path)),
  }
}
