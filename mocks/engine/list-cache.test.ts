// @vitest-environment node
// The list speed-ups of engine/list.ts (org index of the sorted rows, result cache per collection version) give
// the same answers as the plain path and as a filter written out by hand, and every write is seen by the next
// list at once (issue 5: mock list latency at full scale).
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMock, type Mock } from '../app'
import { signInAs } from '../node'
import type { Row } from '../db/store'
import { ROOT_ORG_ID } from './state'
import { listCacheStats, setListOptimisations } from './list'
import { KILL_DELAY_MS } from '../handlers/terminal'

const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002'
const OTHER_ORG = '00000000-0000-0000-0000-000000000003'
const ORIGIN = 'http://mock.test'

let mock: Mock
const cookies: Record<string, { sessionid: string; csrftoken: string }> = {}

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: string,
  path: string,
  opts: { user?: string; org?: string; body?: unknown } = {},
): Promise<{ status: number; json: Json }> {
  const c = cookies[opts.user ?? 'admin']
  const headers: Record<string, string> = { 'X-CSRFToken': c.csrftoken }
  if (opts.org) headers['X-JMS-ORG'] = opts.org
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await mock.handle(
    new Request(`${ORIGIN}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }),
    { sessionid: c.sessionid, csrftoken: c.csrftoken },
  )
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null }
}

const get = (path: string, opts: { user?: string; org?: string } = {}) => call('GET', path, opts)

const sessions = () => mock.state.db.collection('sessions')

beforeAll(() => {
  mock = createMock({ scale: 'small' })
  for (const u of ['admin', 'orgadmin', 'auditor']) cookies[u] = signInAs(mock, u)
  // two thousand more sessions built from the seeded ones, with repeated start times (ties must keep the
  // insertion order) and spread over the three organisations
  const seeded = sessions().all().slice()
  const orgs = [DEFAULT_ORG, OTHER_ORG, '00000000-0000-0000-0000-000000000004']
  const extra: Row[] = []
  for (let i = 0; i < 2000; i++) {
    const t = seeded[i % seeded.length]
    extra.push({
      ...t,
      id: `5e55f000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      asset: `${i % 7 === 0 ? 'web' : 'db'}-${String(i % 13).padStart(4, '0')}(10.2.${i % 5}.${i % 250})`,
      protocol: ['ssh', 'rdp', 'mysql', 'telnet'][i % 4],
      login_from: ['ST', 'WT', 'RT'][i % 3],
      is_finished: i % 3 !== 0,
      date_start: (t.date_start as number) - (i % 40) * 3_600_000,
      org_id: orgs[(i * 7) % 3],
    })
  }
  sessions().load(extra)
})

afterEach(() => setListOptimisations(true))

/** The answer of the plain path (no org index, no result cache) and twice the optimised one (store, then hit). */
async function bothPaths(path: string, opts: { user?: string; org?: string } = {}) {
  setListOptimisations(false)
  const plain = await get(path, opts)
  setListOptimisations(true)
  const first = await get(path, opts)
  const again = await get(path, opts)
  return { plain, first, again }
}

const QUERIES = [
  '',
  'order=asset',
  'order=-asset',
  'order=asset,-date_start',
  'order=-date_start&is_finished=1',
  'is_finished=0&protocol=ssh',
  'search=web',
  'search=WEB-0007 ssh',
  'search=db-00,10.2.3',
  'login_from=WT&order=-protocol',
  `date_from=${encodeURIComponent(new Date(Date.now() - 3 * 86400000).toISOString())}`,
  'user=nobody',
]

describe('list speed-ups give the same rows as the plain path (issue 5)', () => {
  for (const [who, user, org] of [
    ['admin in Default', 'admin', undefined],
    ['admin in the root org', 'admin', ROOT_ORG_ID],
    ['admin in 研发中心', 'admin', OTHER_ORG],
    ['orgadmin', 'orgadmin', undefined],
  ] as const) {
    it(`sessions, ${who}: paged, offset and bare-array answers are equal`, async () => {
      for (const [n, q] of QUERIES.entries()) {
        // the bare array (no limit) renders every row: asked for a few queries only
        for (const page of n % 4 === 0 ? ['limit=15', 'limit=20&offset=40', ''] : ['limit=15', 'limit=20&offset=40']) {
          const path = `/api/v1/terminal/sessions/?${[q, page].filter(Boolean).join('&')}`
          const { plain, first, again } = await bothPaths(path, { user, org })
          expect(plain.status, path).toBe(200)
          expect(first.json, path).toEqual(plain.json)
          expect(again.json, path).toEqual(plain.json)
        }
      }
    })
  }

  it('users, groups and assets (small lists, visible rules, custom filters) are equal too', async () => {
    for (const path of [
      '/api/v1/users/users/?limit=10&search=a',
      '/api/v1/users/users/?order=-username',
      '/api/v1/users/groups/?limit=5',
      '/api/v1/assets/assets/?limit=10&order=-ip',
      '/api/v1/assets/assets/?search=10.1&limit=10',
      '/api/v1/terminal/commands/?limit=10&risk_level=5',
      // a compiled filter (commands keep epoch seconds and read the range themselves)
      `/api/v1/terminal/commands/?limit=10&date_from=${encodeURIComponent(new Date(Date.now() - 2 * 86400000).toISOString())}`,
    ]) {
      for (const user of ['admin', 'orgadmin', 'auditor']) {
        const { plain, first, again } = await bothPaths(path, { user })
        expect(first.json, `${user} ${path}`).toEqual(plain.json)
        expect(again.json, `${user} ${path}`).toEqual(plain.json)
      }
    }
  })

  it('equals a filter written out by hand: org scope, is_finished, search and -date_start with stable ties', async () => {
    const all = sessions().all()
    const byStartDesc = (rows: readonly Row[]) =>
      rows
        .map((row, i) => ({ row, i }))
        .sort((a, b) => (b.row.date_start as number) - (a.row.date_start as number) || a.i - b.i)
        .map((x) => x.row.id)
    const inOrg = (oid: string) => all.filter((s) => s.org_id === oid)

    const finished = byStartDesc(inOrg(OTHER_ORG).filter((s) => s.is_finished === true))
    const r1 = await get('/api/v1/terminal/sessions/?is_finished=1&limit=25&offset=10', { org: OTHER_ORG })
    const r1again = await get('/api/v1/terminal/sessions/?is_finished=1&limit=25&offset=10', { org: OTHER_ORG })
    expect(r1.json.count).toBe(finished.length)
    expect(r1.json.results.map((s: Row) => s.id)).toEqual(finished.slice(10, 35))
    expect(r1again.json.results.map((s: Row) => s.id)).toEqual(finished.slice(10, 35))

    // `web-0007` appears only in the asset field of the generated rows (search is case-insensitive)
    const hits = byStartDesc(inOrg(DEFAULT_ORG).filter((s) => String(s.asset).toLowerCase().includes('web-0007')))
    expect(hits.length).toBeGreaterThan(3)
    for (let i = 0; i < 2; i++) {
      const r = await get('/api/v1/terminal/sessions/?search=WEB-0007')
      expect(r.json.map((s: Row) => s.id)).toEqual(hits)
    }

    const everyOrg = byStartDesc(all)
    const root = await get('/api/v1/terminal/sessions/?limit=30&offset=1990', { org: ROOT_ORG_ID })
    expect(root.json.count).toBe(all.length)
    expect(root.json.results.map((s: Row) => s.id)).toEqual(everyOrg.slice(1990, 2020))
  })

  it('serves a repeated query from the result cache, and a paging request of the same query too', async () => {
    await get('/api/v1/terminal/sessions/?protocol=rdp&limit=15')
    const before = listCacheStats.hits
    await get('/api/v1/terminal/sessions/?protocol=rdp&limit=15&offset=30')
    await get('/api/v1/terminal/sessions/?protocol=rdp&limit=15')
    expect(listCacheStats.hits).toBe(before + 2)
  })

  it('does not cache a query that filters on a computed value (it may read other state)', async () => {
    const path = '/api/v1/assets/assets/?limit=5&ips=10.1.0.1'
    const stored = listCacheStats.stored
    const hits = listCacheStats.hits
    const { plain, first, again } = await bothPaths(path)
    expect(first.json).toEqual(plain.json)
    expect(again.json).toEqual(plain.json)
    expect([listCacheStats.stored, listCacheStats.hits]).toEqual([stored, hits])
    // the same list without that filter is cached
    await get('/api/v1/assets/assets/?limit=5&is_active=1')
    expect(listCacheStats.stored).toBe(stored + 1)
  })

  it('does not share a cached answer between users whose visible rows differ', async () => {
    // a user's own messages: the list is never answered from the cache of another user
    const adminMsgs = await get('/api/v1/notifications/site-message/?limit=50')
    const auditorMsgs = await get('/api/v1/notifications/site-message/?limit=50', { user: 'auditor' })
    expect(adminMsgs.json.count).toBeGreaterThan(0)
    expect(auditorMsgs.json.results.map((m: Row) => m.id)).not.toEqual(adminMsgs.json.results.map((m: Row) => m.id))
    setListOptimisations(false)
    expect((await get('/api/v1/notifications/site-message/?limit=50', { user: 'auditor' })).json).toEqual(auditorMsgs.json)
    expect((await get('/api/v1/notifications/site-message/?limit=50')).json).toEqual(adminMsgs.json)
  })
})

describe('writes are seen by the next list at once', () => {
  const ids = (r: { json: Json }) => (Array.isArray(r.json) ? r.json : r.json.results).map((x: Row) => x.id)

  it('insert, update and delete on the sessions collection', async () => {
    const q = '/api/v1/terminal/sessions/?protocol=telnet&order=-date_start'
    await get(q)
    const warm = await get(q)
    const hits = listCacheStats.hits
    await get(q)
    expect(listCacheStats.hits).toBe(hits + 1)

    const template = sessions().all()[0]
    const fresh = {
      ...template,
      id: '5e55f000-0000-4000-8000-ffffffffffff',
      protocol: 'telnet',
      org_id: DEFAULT_ORG,
      date_start: Date.now() + 86400000,
    }
    sessions().insert(fresh)
    const afterInsert = await get(q)
    expect(ids(afterInsert)).toEqual([fresh.id, ...ids(warm)])

    sessions().update(fresh.id, { protocol: 'ssh' })
    expect(ids(await get(q))).toEqual(ids(warm))
    sessions().update(fresh.id, { protocol: 'telnet', org_id: OTHER_ORG })
    expect(ids(await get(q))).toEqual(ids(warm))
    expect(ids(await get(q, { org: OTHER_ORG }))[0]).toBe(fresh.id)

    sessions().remove([fresh.id])
    expect(ids(await get(q, { org: OTHER_ORG }))).not.toContain(fresh.id)
  })

  it('kill-session (an in-place change, a moment later) is seen by is_finished=0 at once', async () => {
    const q = '/api/v1/terminal/sessions/?is_finished=0'
    const online = ids(await get(q))
    expect(online.length).toBeGreaterThan(2)
    await get(q)
    const killed = await call('POST', '/api/v1/terminal/tasks/kill-session/', { body: [online[0]] })
    expect(killed.json).toEqual({ ok: [online[0]] })
    // the session ends a moment after the task (the component reports it)
    expect(ids(await get(q))).toEqual(online)
    mock.state.clockOffset += KILL_DELAY_MS
    const after = await get(q)
    expect(ids(after)).toEqual(online.slice(1))
  })

  it('create, rename and delete through the API (user groups)', async () => {
    const q = '/api/v1/users/groups/?search=cache-probe&limit=10'
    expect((await get(q)).json.count).toBe(0)
    expect((await get(q)).json.count).toBe(0)
    const created = await call('POST', '/api/v1/users/groups/', { body: { name: 'cache-probe-1' } })
    expect(created.status).toBe(201)
    expect(ids(await get(q))).toEqual([created.json.id])

    const renamed = await call('PATCH', `/api/v1/users/groups/${created.json.id}/`, { body: { name: 'renamed-group' } })
    expect(renamed.status).toBe(200)
    expect((await get(q)).json.count).toBe(0)
    expect(ids(await get('/api/v1/users/groups/?search=renamed-group&limit=10'))).toEqual([created.json.id])

    const gone = await call('DELETE', `/api/v1/users/groups/${created.json.id}/`)
    expect(gone.status).toBe(204)
    expect((await get('/api/v1/users/groups/?search=renamed-group&limit=10')).json.count).toBe(0)
  })
})
