// @vitest-environment node
// List semantics against the Node server: paging, bare array, search, order, filters, date range, field
// trimming, spm cache.
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { type Client, serverForFile } from './client'
import { parseDatetime } from '../engine/time'

let srv: RunningServer
let admin: Client
serverForFile((s, a) => {
  srv = s
  admin = a
})

type U = { id: string; username: string; name: string; email: string; source: string; date_joined: string }

describe('paging', () => {
  it('answers {count,next,previous,results} with absolute URLs when limit is sent', async () => {
    const all = (await admin.get('/api/v1/users/users/')).json as U[]
    const p1 = await admin.get('/api/v1/users/users/?limit=5')
    expect(Object.keys(p1.json)).toEqual(['count', 'next', 'previous', 'results'])
    expect(p1.json.count).toBe(all.length)
    expect(p1.json.results).toHaveLength(5)
    expect(p1.json.previous).toBeNull()
    expect(p1.json.next).toBe(`${srv.url}/api/v1/users/users/?limit=5&offset=5`)
    const p2 = await admin.get(p1.json.next.slice(srv.url.length))
    expect(p2.json.results.map((u: U) => u.id)).toEqual(all.slice(5, 10).map((u) => u.id))
    expect(p2.json.previous).toBe(`${srv.url}/api/v1/users/users/?limit=5`)
    const last = await admin.get(`/api/v1/users/users/?limit=5&offset=${all.length - 2}`)
    expect(last.json.next).toBeNull()
    expect(last.json.results).toHaveLength(2)
  })

  it('keeps the other query parameters (sorted by name) in next/previous', async () => {
    const r = await admin.get('/api/v1/users/users/?search=a&limit=2&offset=4&display=1')
    expect(r.json.previous).toBe(`${srv.url}/api/v1/users/users/?display=1&limit=2&offset=2&search=a`)
  })

  it('answers a bare array without limit (offset alone does nothing)', async () => {
    const r = await admin.get('/api/v1/users/groups/?offset=2')
    expect(Array.isArray(r.json)).toBe(true)
    const full = await admin.get('/api/v1/users/groups/')
    expect(r.json).toEqual(full.json)
  })

  it('ignores an invalid limit (bare array)', async () => {
    expect(Array.isArray((await admin.get('/api/v1/users/groups/?limit=0')).json)).toBe(true)
    expect(Array.isArray((await admin.get('/api/v1/users/groups/?limit=abc')).json)).toBe(true)
  })
})

describe('search, order, filters', () => {
  it('searches across the search fields (case-insensitive, every term must match)', async () => {
    const r = (await admin.get('/api/v1/users/users/?search=EXAMPLE.COM')).json as U[]
    expect(r.length).toBeGreaterThan(5)
    const one = (await admin.get('/api/v1/users/users/?search=mfauser')).json as U[]
    expect(one.map((u) => u.username)).toEqual(['mfauser'])
    const both = (await admin.get('/api/v1/users/users/?search=mfa%20example')).json as U[]
    expect(both.map((u) => u.username)).toEqual(['mfauser'])
    const none = (await admin.get('/api/v1/users/users/?search=zzzz-no-such')).json as U[]
    expect(none).toEqual([])
  })

  it('orders by a field, descending with "-"', async () => {
    const asc = ((await admin.get('/api/v1/users/users/?order=username')).json as U[]).map((u) => u.username)
    expect(asc).toEqual([...asc].sort())
    const desc = ((await admin.get('/api/v1/users/users/?order=-username')).json as U[]).map((u) => u.username)
    expect(desc).toEqual([...asc].reverse())
    const joined = ((await admin.get('/api/v1/users/users/?order=-date_joined')).json as U[]).map((u) => parseDatetime(u.date_joined)!)
    expect(joined).toEqual([...joined].sort((a, b) => b - a))
  })

  it('applies each filter of the list (exact match)', async () => {
    const ldap = (await admin.get('/api/v1/users/users/?source=ldap')).json as U[]
    const all = (await admin.get('/api/v1/users/users/')).json as U[]
    expect(ldap.length).toBe(all.filter((u) => u.source === 'ldap').length)
    expect(ldap.every((u) => u.source === 'ldap')).toBe(true)
    const byName = (await admin.get('/api/v1/users/users/?username=user')).json as U[]
    expect(byName.map((u) => u.username)).toEqual(['user'])
    const admins = (await admin.get('/api/v1/users/users/?system_or_org_role=org_admin')).json as U[]
    expect(admins.map((u) => u.username)).toContain('orgadmin')
  })

  it('filters application permissions by ?is_valid= (the view\'s own filter: 0/N/false/False mean "not valid")', async () => {
    type P = { id: string; is_valid: boolean }
    const url = '/api/v1/perms/application-permissions/'
    const [first] = (await admin.get(url)).json as P[]
    await admin.patch(`${url}${first.id}/`, { is_active: false })
    try {
      const all = (await admin.get(url)).json as P[]
      const valid = all.filter((p) => p.is_valid).map((p) => p.id)
      const invalid = all.filter((p) => !p.is_valid).map((p) => p.id)
      expect(invalid).toContain(first.id)
      expect(valid.length).toBeGreaterThan(0)
      for (const v of ['true', '1', 'yes']) expect(((await admin.get(`${url}?is_valid=${v}`)).json as P[]).map((p) => p.id)).toEqual(valid)
      for (const v of ['false', 'False', '0', 'N'])
        expect(((await admin.get(`${url}?is_valid=${v}`)).json as P[]).map((p) => p.id)).toEqual(invalid)
    } finally {
      await admin.patch(`${url}${first.id}/`, { is_active: true })
    }
  })

  it('filters by ?ids=', async () => {
    const all = (await admin.get('/api/v1/users/users/')).json as U[]
    const ids = [all[1].id, all[3].id]
    const r = (await admin.get(`/api/v1/users/users/?ids=${ids.join(',')}`)).json as U[]
    expect(r.map((u) => u.id).sort()).toEqual([...ids].sort())
  })

  it('restricts to date_from/date_to (ISO-8601 and the API format)', async () => {
    const all = (await admin.get('/api/v1/audits/login-logs/?oid=ROOT')).json as Array<{ datetime: string }>
    expect(all.length).toBeGreaterThan(20)
    const times = all.map((x) => parseDatetime(x.datetime)!).sort((a, b) => a - b)
    const from = times[Math.floor(times.length / 3)]
    const to = times[Math.floor((2 * times.length) / 3)]
    const iso = (ms: number) => new Date(ms).toISOString()
    const r = (await admin.get(`/api/v1/audits/login-logs/?oid=ROOT&date_from=${iso(from)}&date_to=${iso(to)}`)).json as Array<{
      datetime: string
    }>
    expect(r.length).toBe(times.filter((t) => t >= from && t <= to).length)
    expect(r.every((x) => parseDatetime(x.datetime)! >= from && parseDatetime(x.datetime)! <= to)).toBe(true)
    const jms = encodeURIComponent(all.find((x) => parseDatetime(x.datetime) === from)!.datetime)
    const r2 = (await admin.get(`/api/v1/audits/login-logs/?oid=ROOT&date_from=${jms}`)).json as unknown[]
    expect(r2.length).toBe(times.filter((t) => t >= from).length)
  })
})

describe('field trimming', () => {
  it('keeps fields_mini with fields_size=mini and fields_small with small', async () => {
    const mini = await admin.get('/api/v1/users/users/?fields_size=mini&limit=3')
    expect(Object.keys(mini.json.results[0]).sort()).toEqual(['id', 'name', 'username'])
    const small = (await admin.get('/api/v1/users/users/?fields_size=small&limit=1')).json.results[0]
    expect(small).toHaveProperty('email')
    expect(small).not.toHaveProperty('groups')
  })

  it('keeps only ?fields= and drops ?fields!=', async () => {
    const r = (await admin.get('/api/v1/users/groups/?fields=id,name')).json as object[]
    expect(Object.keys(r[0]).sort()).toEqual(['id', 'name'])
    const d = (await admin.get('/api/v1/users/groups/?fields!=users,comment')).json as object[]
    expect(d[0]).not.toHaveProperty('users')
    expect(d[0]).toHaveProperty('users_amount')
  })
})

describe('spm resource cache', () => {
  it('caches ids (POST resources/cache → {spm}) and filters lists by ?spm=', async () => {
    const all = (await admin.get('/api/v1/users/users/')).json as U[]
    const ids = [all[0].id, all[2].id, all[4].id]
    const c = await admin.post('/api/v1/common/resources/cache/', { resources: ids })
    expect(c.status).toBe(200)
    expect(c.json.spm).toMatch(/^[0-9a-f-]{36}$/)
    const r = await admin.get(`/api/v1/users/users/?spm=${c.json.spm}&offset=0&limit=10`)
    expect(r.json.count).toBe(3)
    expect(r.json.results.map((u: U) => u.id).sort()).toEqual([...ids].sort())
  })

  it('answers an empty list for an unknown spm, and forgets a cached spm after 300 s', async () => {
    expect((await admin.get('/api/v1/users/users/?spm=00000000-1111-4222-8333-444444444444')).json).toEqual([])
    const all = (await admin.get('/api/v1/users/users/')).json as U[]
    const { spm } = (await admin.post('/api/v1/common/resources/cache/', { resources: [all[0].id] })).json
    srv.mock.state.clockOffset = 299 * 1000
    try {
      expect((await admin.get(`/api/v1/users/users/?spm=${spm}`)).json).toHaveLength(1)
      srv.mock.state.clockOffset = 301 * 1000
      expect((await admin.get(`/api/v1/users/users/?spm=${spm}`)).json).toEqual([])
    } finally {
      srv.mock.state.clockOffset = 0
    }
  })
})

describe('datetimes', () => {
  it('renders %Y/%m/%d %H:%M:%S %z in the X-TZ zone (Asia/Shanghai by default)', async () => {
    const sh = (await admin.get('/api/v1/users/users/?username=admin')).json[0].date_joined as string
    expect(sh).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0800$/)
    const utc = (await admin.get('/api/v1/users/users/?username=admin', { headers: { 'X-TZ': 'UTC' } })).json[0].date_joined as string
    expect(utc).toMatch(/ \+0000$/)
    expect(parseDatetime(utc)).toBe(parseDatetime(sh))
    const ny = (await admin.get('/api/v1/users/users/?username=admin', { headers: { 'X-TZ': 'America/New_York' } })).json[0]
      .date_joined as string
    expect(ny).toMatch(/ -0[45]00$/)
    const bogus = (await admin.get('/api/v1/users/users/?username=admin', { headers: { 'X-TZ': 'Mars/Base' } })).json[0]
      .date_joined as string
    expect(bogus).toBe(sh)
  })
})
