// An msw server for a test file that keeps every request it receives (cloned, so bodies can be read), with the
// usual lifecycle: listen before all, forget requests and handlers after each test, close after all.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetHttpEvents } from '../http/events'

export function recordingServer(): { server: ReturnType<typeof setupServer>; seen: Request[] } {
  const seen: Request[] = []
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  beforeEach(() => {
    seen.length = 0
    server.events.on('request:start', ({ request }) => void seen.push(request.clone()))
  })
  afterEach(() => {
    server.resetHandlers()
    server.events.removeAllListeners()
    resetHttpEvents()
  })
  return { server, seen }
}
