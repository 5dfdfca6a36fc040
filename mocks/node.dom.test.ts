// The vitest runtime in a DOM environment (happy-dom, as component tests run): relative URLs and the cookies the
// console reads from document.cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, signInAs } from './node'

const { server, mock } = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('setupServer runtime with a DOM', () => {
  it('answers relative URLs and reads the session from document.cookie', async () => {
    const { csrftoken } = signInAs(mock, 'user')
    expect(document.cookie).toContain(`csrftoken=${csrftoken}`)
    const r = await fetch('/api/v1/users/profile/', { credentials: 'same-origin' })
    expect(r.status).toBe(200)
    expect((await r.json()).username).toBe('user')
    const t = await fetch('/api/v1/tickets/tickets/?limit=5', { credentials: 'same-origin' })
    expect((await t.json()).count).toBeGreaterThan(0)
  })
})
