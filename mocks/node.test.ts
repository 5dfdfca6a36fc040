// @vitest-environment node
// The vitest runtime: msw's setupServer with the same handlers, cookies kept between requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, signInAs } from './node'

const { server, mock } = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('setupServer runtime', () => {
  it('serves the API on any host and refuses anonymous calls', async () => {
    const pub = await fetch('http://console.test/api/v1/settings/public/')
    expect((await pub.json()).data.XPACK_ENABLED).toBe(true)
    const r = await fetch('http://console.test/api/v1/users/users/')
    expect(r.status).toBe(401)
  })

  it('accepts a session made with signInAs and checks CSRF on unsafe calls', async () => {
    const { cookie, csrftoken } = signInAs(mock, 'orgadmin')
    const me = await fetch('http://console.test/api/v1/users/profile/', { headers: { cookie } })
    expect((await me.json()).current_org_roles).toEqual(['Admin'])
    const refused = await fetch('http://console.test/api/v1/users/groups/', {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    })
    expect(refused.status).toBe(403)
    const ok = await fetch('http://console.test/api/v1/users/groups/', {
      method: 'POST',
      headers: { cookie, 'X-CSRFToken': csrftoken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'from-vitest' }),
    })
    expect(ok.status).toBe(201)
    expect(mock.state.db.collection('user-groups').find((g) => g.name === 'from-vitest')).toBeTruthy()
  })

  it('lets a test override one endpoint with server.use', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(http.get('*/api/v1/settings/public/', () => HttpResponse.json({ data: { XPACK_ENABLED: false } }), { once: true }))
    expect((await (await fetch('http://console.test/api/v1/settings/public/')).json()).data.XPACK_ENABLED).toBe(false)
    expect((await (await fetch('http://console.test/api/v1/settings/public/')).json()).data.XPACK_ENABLED).toBe(true)
  })
})
