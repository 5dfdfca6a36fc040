// The mock backend inside vitest (and any Node process using fetch): msw's `setupServer` with the same handlers.
//
//   import { createMockServer } from '../mocks/node'
//   const { server, mock } = createMockServer()
//   beforeAll(() => server.listen({ onUnhandledRequest: 'error' })); afterAll(() => server.close())
//   signInAs(mock, 'admin')            // a signed-in session without going through the page
//
// Relative URLs (`/api/v1/...`) work in a DOM environment (happy-dom) and absolute ones on any host. In a DOM
// environment the mock keeps its cookies in `document.cookie` (like a browser); without a DOM, send the `cookie`
// header yourself (signInAs returns it) — or use the Node server runtime, which speaks real HTTP cookies.
import { setupServer } from 'msw/node'
import { createMock, type Mock } from './app'
import { createHandlers } from './msw-handlers'
import type { MockConfig } from './engine/state'

export function createMockServer(config: Partial<MockConfig> = {}) {
  const mock = createMock({ scale: 'small', ...config })
  const server = setupServer(...createHandlers(mock))
  return { server, mock }
}

/**
 * Creates a signed-in session for a seeded account and returns its cookies; in a DOM environment they are also
 * written to `document.cookie` (the console reads `csrftoken` there).
 */
export function signInAs(mock: Mock, username: string): { sessionid: string; csrftoken: string; cookie: string } {
  const user = mock.state.users().find((u) => u.username === username)
  if (!user) throw new Error(`no seeded account ${username}`)
  const s = mock.state.newSession()
  s.userId = user.id
  s.mfaVerifiedAt = mock.state.now()
  const cookie = `sessionid=${s.key}; csrftoken=${s.csrf}`
  if (typeof document !== 'undefined') {
    document.cookie = `sessionid=${s.key}; path=/`
    document.cookie = `csrftoken=${s.csrf}; path=/`
  }
  return { sessionid: s.key, csrftoken: s.csrf, cookie }
}
