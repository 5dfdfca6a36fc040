// @vitest-environment node
// Sign-in, sessions, CSRF, tokens, organisations and permission checks against the Node server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { Client, signedIn, startTestServer } from './client'

let srv: RunningServer
beforeAll(async () => {
  srv = await startTestServer()
})
afterAll(async () => {
  await srv.close()
})

const RND = '00000000-0000-0000-0000-000000000003'
const DEFAULT = '00000000-0000-0000-0000-000000000002'
const ROOT = '00000000-0000-0000-0000-000000000000'

describe('sign-in page', () => {
  it('serves an HTML form and sets the csrftoken cookie', async () => {
    const c = new Client(srv.url)
    const r = await c.get('/core/auth/login/')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/html')
    expect(r.text).toContain('name="username"')
    expect(c.jar.get('csrftoken')).toMatch(/^\w{32,}$/)
  })

  it('signs in, sets sessionid and csrftoken (path /) and redirects to next', async () => {
    const c = new Client(srv.url)
    await c.get('/core/auth/login/?next=/ui/users')
    const form = new URLSearchParams({
      username: 'admin',
      password: 'admin',
      csrfmiddlewaretoken: c.jar.get('csrftoken')!,
      next: '/ui/users',
    })
    const r = await c.request('POST', '/core/auth/login/', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    })
    expect(r.status).toBe(302)
    expect(r.headers.get('location')).toBe('/ui/users')
    const cookies = r.headers.getSetCookie()
    expect(cookies.find((x) => x.startsWith('sessionid='))).toMatch(/Path=\//)
    expect(cookies.find((x) => x.startsWith('csrftoken='))).toMatch(/Path=\//)
    const me = await c.get('/api/v1/users/profile/')
    expect(me.status).toBe(200)
    expect(me.json.username).toBe('admin')
  })

  it('redirects to /ui/ by default and shows an error for a wrong password', async () => {
    const c = new Client(srv.url)
    expect(await c.login('user')).toBe('/ui/')
    const d = new Client(srv.url)
    await d.get('/core/auth/login/')
    const form = new URLSearchParams({ username: 'user', password: 'nope', csrfmiddlewaretoken: d.jar.get('csrftoken')! })
    const r = await d.request('POST', '/core/auth/login/', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    })
    expect(r.status).toBe(200)
    expect(r.text).toContain('role="alert"')
    expect(d.jar.has('sessionid')).toBe(false)
  })

  it('asks mfauser for a 6-digit code and accepts the test code 123456', async () => {
    const c = new Client(srv.url)
    await c.get('/core/auth/login/')
    const form = new URLSearchParams({
      username: 'mfauser',
      password: 'mfauser',
      csrfmiddlewaretoken: c.jar.get('csrftoken')!,
      next: '/ui/x',
    })
    const r = await c.request('POST', '/core/auth/login/', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    })
    expect(r.status).toBe(302)
    expect(r.headers.get('location')).toMatch(/^\/core\/auth\/login\/otp\//)
    expect((await c.get('/api/v1/users/profile/')).status).toBe(401)
    const page = await c.get(r.headers.get('location')!)
    expect(page.text).toContain('name="code"')
    const bad = await c.request('POST', '/core/auth/login/otp/', {
      body: new URLSearchParams({ code: '000000', csrfmiddlewaretoken: c.jar.get('csrftoken')! }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    })
    expect(bad.status).toBe(200)
    expect(bad.text).toContain('role="alert"')
    const ok = await c.request('POST', '/core/auth/login/otp/', {
      body: new URLSearchParams({ code: '123456', csrfmiddlewaretoken: c.jar.get('csrftoken')! }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe('/ui/x')
    expect((await c.get('/api/v1/users/profile/')).json.username).toBe('mfauser')
  })

  it('logout ends the session and shows the signed-out page, whatever next says', async () => {
    const c = await signedIn(srv.url, 'user')
    const r = await c.get('/core/auth/logout/?next=/ui/dashboard')
    expect(r.status).toBe(200)
    expect(r.headers.get('location')).toBeNull()
    expect(r.text).toContain('url=../login/')
    expect((await c.get('/api/v1/users/profile/')).status).toBe(401)
  })
})

describe('authentication of API calls', () => {
  it('answers 401 not_authenticated to anonymous requests', async () => {
    const r = await new Client(srv.url).get('/api/v1/users/users/')
    expect(r.status).toBe(401)
    expect(r.json).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' })
  })

  it('refuses unsafe methods without a matching X-CSRFToken (403 CSRF Failed)', async () => {
    const c = await signedIn(srv.url, 'admin')
    const missing = await c.post('/api/v1/users/groups/', { name: 'csrf-check' }, { csrf: false })
    expect(missing.status).toBe(403)
    expect(missing.json).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.', code: 'permission_denied' })
    const wrong = await c.post('/api/v1/users/groups/', { name: 'csrf-check' }, { headers: { 'X-CSRFToken': 'x'.repeat(64) } })
    expect(wrong.status).toBe(403)
    const ok = await c.post('/api/v1/users/groups/', { name: 'csrf-check' })
    expect(ok.status).toBe(201)
  })

  it('issues a bearer token for scripts and accepts Authorization: Bearer without CSRF', async () => {
    const anon = new Client(srv.url)
    const t = await anon.post('/api/v1/authentication/auth/', { username: 'admin', password: 'admin' })
    expect(t.status).toBe(201)
    expect(t.json.keyword).toBe('Bearer')
    const bot = new Client(srv.url)
    bot.defaultHeaders.Authorization = `Bearer ${t.json.token}`
    expect((await bot.get('/api/v1/users/profile/')).json.username).toBe('admin')
    expect((await bot.post('/api/v1/users/groups/', { name: 'via-token' })).status).toBe(201)
    const bad = new Client(srv.url)
    bad.defaultHeaders.Authorization = 'Bearer nope'
    expect((await bad.get('/api/v1/users/profile/')).status).toBe(401)
  })

  it('expires an idle session (configurable idle time)', async () => {
    const c = await signedIn(srv.url, 'user')
    expect((await c.get('/api/v1/users/profile/')).status).toBe(200)
    srv.mock.state.clockOffset += (srv.mock.state.config.sessionIdleSeconds + 5) * 1000
    try {
      expect((await c.get('/api/v1/users/profile/')).status).toBe(401)
    } finally {
      srv.mock.state.clockOffset = 0
    }
  })
})

describe('organisation selection', () => {
  it('uses ?oid= over the X-JMS-ORG header over the X-JMS-ORG cookie, default otherwise', async () => {
    const c = await signedIn(srv.url, 'admin')
    expect((await c.get('/api/v1/orgs/orgs/current/')).json.id).toBe(DEFAULT)
    c.jar.set('X-JMS-ORG', RND)
    expect((await c.get('/api/v1/orgs/orgs/current/')).json.id).toBe(RND)
    expect((await c.get('/api/v1/orgs/orgs/current/', { headers: { 'X-JMS-ORG': ROOT } })).json.is_root).toBe(true)
    expect((await c.get(`/api/v1/orgs/orgs/current/?oid=${DEFAULT}`, { headers: { 'X-JMS-ORG': ROOT } })).json.id).toBe(DEFAULT)
  })

  it('understands DEFAULT/ROOT and falls back to Default for an unknown org', async () => {
    const c = await signedIn(srv.url, 'admin')
    expect((await c.get('/api/v1/orgs/orgs/current/?oid=ROOT')).json).toEqual({
      id: ROOT,
      name: 'GLOBAL',
      is_default: false,
      is_root: true,
      comment: '',
    })
    expect((await c.get('/api/v1/orgs/orgs/current/?oid=default')).json.id).toBe(DEFAULT)
    const unknown = await c.get('/api/v1/orgs/orgs/current/', { headers: { 'X-JMS-ORG': '11111111-2222-4333-8444-555555555555' } })
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual({ id: DEFAULT, name: 'Default', is_default: true, is_root: false, comment: '' })
    // an unknown ?oid= falls back to Default too, even over a valid header or cookie
    c.jar.set('X-JMS-ORG', RND)
    const unknownOid = await c.get('/api/v1/orgs/orgs/current/?oid=11111111-2222-4333-8444-555555555555', {
      headers: { 'X-JMS-ORG': ROOT },
    })
    expect(unknownOid.json.id).toBe(DEFAULT)
  })

  it('scopes org resources: org_id/org_name on each object, the root org sees every org', async () => {
    const c = await signedIn(srv.url, 'admin')
    const inDefault = (await c.get('/api/v1/users/groups/')).json as Array<{ org_id: string; org_name: string }>
    expect(inDefault.length).toBeGreaterThan(0)
    expect(inDefault.every((g) => g.org_id === DEFAULT && g.org_name === 'Default')).toBe(true)
    const inRnd = (await c.get('/api/v1/users/groups/', { headers: { 'X-JMS-ORG': RND } })).json as Array<{ org_id: string }>
    expect(inRnd.every((g) => g.org_id === RND)).toBe(true)
    const all = (await c.get('/api/v1/users/groups/?oid=ROOT')).json as Array<{ org_id: string }>
    expect(new Set(all.map((g) => g.org_id)).size).toBeGreaterThanOrEqual(3)
    expect(all.length).toBe(inDefault.length + inRnd.length + all.filter((g) => g.org_id !== DEFAULT && g.org_id !== RND).length)
  })
})

describe('permissions per role (x-permission)', () => {
  it('lets admin and orgadmin manage users of Default, refuses auditor and user with 403', async () => {
    for (const [who, status] of [
      ['admin', 200],
      ['orgadmin', 200],
      ['auditor', 403],
      ['user', 403],
    ] as const) {
      const c = await signedIn(srv.url, who)
      const r = await c.get('/api/v1/users/groups/')
      expect(r.status, who).toBe(status)
      if (status === 403)
        expect(r.json).toEqual({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' })
    }
  })

  it('refuses orgadmin in an org it does not administer, and super-user-only endpoints', async () => {
    const c = await signedIn(srv.url, 'orgadmin')
    expect((await c.get('/api/v1/users/groups/', { headers: { 'X-JMS-ORG': RND } })).status).toBe(403)
    expect((await c.get('/api/v1/settings/setting/?category=basic')).status).toBe(403)
    expect((await c.get('/api/v1/orgs/orgs/')).status).toBe(403)
    const admin = await signedIn(srv.url, 'admin')
    expect((await admin.get('/api/v1/settings/setting/?category=basic')).status).toBe(200)
    // platforms: read by an org admin, written by a super user only
    expect((await c.post('/api/v1/assets/platforms/', { name: 'Mine', base: 'Linux' })).status).toBe(403)
  })

  it('answers each role by the permission classes of the operation, refusals as 403 {detail, code}', async () => {
    const denied = { detail: 'You do not have permission to perform this action.', code: 'permission_denied' }
    // operation (its x-permission) → expected status for admin, auditor, orgadmin, user
    const matrix: Array<[string, string, [number, number, number, number]]> = [
      ['/api/v1/settings/setting/?category=basic', 'IsSuperUser', [200, 403, 403, 403]],
      ['/api/v1/orgs/orgs/', 'IsSuperUserOrAppUser', [200, 403, 403, 403]],
      ['/api/v1/audits/login-logs/', 'IsOrgAdmin | IsOrgAuditor', [200, 200, 200, 403]],
      ['/api/v1/assets/assets/', 'IsOrgAdminOrAppUser', [200, 403, 200, 403]],
      // issue 23: v2.14.2's AssetPlatformViewSet reads with IsOrgAdmin (GET, OPTIONS), writes with IsSuperUser
      ['/api/v1/assets/platforms/', 'IsOrgAdmin', [200, 403, 200, 403]],
      ['/api/v1/assets/platforms/1/', 'IsOrgAdmin', [200, 403, 200, 403]],
      ['/api/v1/perms/users/assets/', 'IsValidUser', [200, 200, 200, 200]],
      ['/api/v1/users/profile/', 'IsAuthenticated', [200, 200, 200, 200]],
    ]
    const who = ['admin', 'auditor', 'orgadmin', 'user'] as const
    const clients = await Promise.all(who.map((u) => signedIn(srv.url, u)))
    for (const [url, permission, statuses] of matrix) {
      for (let i = 0; i < who.length; i++) {
        const r = await clients[i].get(url)
        expect(r.status, `${who[i]} ${url} (${permission})`).toBe(statuses[i])
        if (statuses[i] === 403) expect(r.json, `${who[i]} ${url}`).toEqual(denied)
      }
    }
  })

  it('serves the public settings to anyone (AllowAny)', async () => {
    const r = await new Client(srv.url).get('/api/v1/settings/public/')
    expect(r.status).toBe(200)
    expect(r.json.data.XPACK_ENABLED).toBe(true)
  })
})
