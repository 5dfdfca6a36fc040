// @vitest-environment node
// ROUTE-DASH-01: the dashboard's figures as the real server computes them (apps/jumpserver/api.py, v2.14.2), checked
// against the mock's own lists: the totals against the users, assets and sessions lists, the windowed figures
// against the sessions list over the same window, the per-day series against the sessions of each calendar day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { KILL_DELAY_MS } from '../handlers/terminal'
import { type Client, signedIn, startTestServer } from './client'

let srv: RunningServer
let admin: Client
let orgadmin: Client
let auditor: Client
let user: Client
beforeAll(async () => {
  srv = await startTestServer()
  admin = await signedIn(srv.url, 'admin')
  orgadmin = await signedIn(srv.url, 'orgadmin')
  auditor = await signedIn(srv.url, 'auditor')
  user = await signedIn(srv.url, 'user')
})
afterAll(async () => {
  await srv.close()
})

const DAY = 86400000

interface Session {
  id: string
  user: string
  user_id: string
  asset: string
  is_finished: boolean
  date_start: string
}

/** Every session of the client's organisation (the list pages through them all). */
async function allSessions(c: Client, query = ''): Promise<Session[]> {
  const out: Session[] = []
  for (let offset = 0; ; offset += 100) {
    const page = (await c.get(`/api/v1/terminal/sessions/?limit=100&offset=${offset}${query}`)).json
    out.push(...(page.results as Session[]))
    if (!page.next) return out
  }
}

/** `2026/11/23 03:09:48 +0800` → epoch ms. */
function parseJms(text: string): number {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text)!
  const off = (Number(m[8]) * 60 + Number(m[9])) * (m[7] === '-' ? -1 : 1)
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - off * 60000
}

/** Python's str() of an aware datetime → epoch ms. */
function parsePython(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{6}))?\+00:00$/.exec(text)
  expect(m, text).not.toBeNull()
  return Date.UTC(+m![1], +m![2] - 1, +m![3], +m![4], +m![5], +m![6], Math.floor(Number(m![7] ?? 0) / 1000))
}

describe('dashboard (GET /api/v1/index/)', () => {
  it('ROUTE-DASH-01 answers only the groups asked for; nothing without a flag; 403 for an ordinary user', async () => {
    expect((await admin.get('/api/v1/index/')).json).toEqual({})
    const both = (await admin.get('/api/v1/index/?total_count_users=1&dates_total_count=1')).json
    expect(Object.keys(both).sort()).toEqual(['dates_total_count_login_times', 'dates_total_count_login_users', 'total_count_users'])
    expect((await auditor.get('/api/v1/index/?total_count=1')).status).toBe(200)
    expect((await orgadmin.get('/api/v1/index/?total_count=1')).status).toBe(200)
    expect((await user.get('/api/v1/index/?total_count=1')).status).toBe(403)
  })

  it('ROUTE-DASH-01 the totals agree with the users, assets and online sessions lists, for each role', async () => {
    for (const c of [admin, orgadmin, auditor]) {
      const t = (await c.get('/api/v1/index/?total_count=1')).json
      const online = await allSessions(c, '&is_finished=0')
      expect(t.total_count_online_sessions).toBe(online.length)
      expect(t.total_count_online_users).toBe(new Set(online.map((s) => s.user_id)).size)
      expect(t.total_count_online_sessions).toBeGreaterThan(0)
    }
    for (const c of [admin, orgadmin]) {
      const t = (await c.get('/api/v1/index/?total_count=1')).json
      expect(t.total_count_users).toBe((await c.get('/api/v1/users/users/?limit=1')).json.count)
      expect(t.total_count_assets).toBe((await c.get('/api/v1/assets/assets/?limit=1')).json.count)
    }
  })

  it('ROUTE-DASH-01 the windowed figures agree with the sessions list over the last 7 (30) days', async () => {
    const sessions = await allSessions(admin)
    for (const monthly of [false, true]) {
      const q = monthly ? '&monthly=1' : ''
      const since = Date.now() - (monthly ? 30 : 7) * DAY
      const inWindow = sessions.filter((s) => parseJms(s.date_start) > since + 60000)
      const all = (
        await admin.get(
          `/api/v1/index/?dates_total_count=1&dates_total_count_users=1&dates_login_times_top10_users=1&dates_login_times_top10_assets=1&dates_login_times_top5_users=1&dates_login_record_top10_sessions=1${q}`,
        )
      ).json
      // a session right at the window's edge may fall either side while the two requests run: a minute's margin
      const edge = sessions.filter((s) => Math.abs(parseJms(s.date_start) - since) <= 60000).length
      expect(all.dates_total_count_login_times).toBeGreaterThanOrEqual(inWindow.length)
      expect(all.dates_total_count_login_times).toBeLessThanOrEqual(inWindow.length + edge)
      expect(all.dates_total_count_login_users).toBe(all.dates_total_count_active_users)
      const top = all.dates_login_times_top10_users as Array<{ user_id: string; user: string; total: number; last: string }>
      expect(top.length).toBeGreaterThan(0)
      expect(top.map((u) => u.total)).toEqual([...top.map((u) => u.total)].sort((a, b) => b - a))
      for (const u of top.slice(0, 3)) {
        const own = inWindow.filter((s) => s.user_id === u.user_id)
        expect(u.total).toBeGreaterThanOrEqual(own.length)
        expect(u.user).toBe(own[0].user)
        expect(Math.floor(parsePython(u.last) / 1000) * 1000).toBe(Math.max(...own.map((s) => parseJms(s.date_start))))
      }
      expect(all.dates_login_times_top5_users.map((u: { user: string }) => u.user)).toEqual(top.slice(0, 5).map((u) => u.user_id))
      const assets = all.dates_login_times_top10_assets as Array<{ asset: string; total: number }>
      for (const a of assets.slice(0, 3)) expect(a.total).toBeGreaterThanOrEqual(inWindow.filter((s) => s.asset === a.asset).length)
      const latest = all.dates_login_record_top10_sessions as Array<{ user: string; asset: string; date_start: string; timesince: string }>
      expect(latest).toHaveLength(10)
      expect(latest.map((s) => `${s.user} ${s.asset}`)).toEqual(sessions.slice(0, 10).map((s) => `${s.user} ${s.asset}`))
      for (const s of latest) expect(parsePython(s.date_start)).toBeLessThanOrEqual(Date.now())
    }
  })

  it('ROUTE-DASH-01 each day counts every session that started on it in the request time zone; labels are UTC dates', async () => {
    const tz = 'America/Los_Angeles'
    const sessions = await allSessions(admin)
    const m = (await admin.get('/api/v1/index/?dates_metrics=1&monthly=1', { headers: { 'X-TZ': tz } })).json
    const now = Date.now()
    const labels = Array.from({ length: 30 }, (_, i) => new Date(now - (29 - i) * DAY).toISOString().slice(5, 10))
    expect(m.dates_metrics_date).toEqual(labels)
    const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, month: '2-digit', day: '2-digit' }).format(ms)
    const expected = labels.map((label) => sessions.filter((s) => dayOf(parseJms(s.date_start)) === label))
    expect(m.dates_metrics_total_count_login).toEqual(expected.map((l) => l.length))
    expect(m.dates_metrics_total_count_active_users).toEqual(expected.map((l) => new Set(l.map((s) => s.user_id)).size))
    expect(m.dates_metrics_total_count_active_assets).toEqual(expected.map((l) => new Set(l.map((s) => s.asset)).size))
    // not windowed: the first day of the 7-day series counts its whole day, also the hours before the window
    const week = (await admin.get('/api/v1/index/?dates_metrics=1', { headers: { 'X-TZ': tz } })).json
    expect(week.dates_metrics_total_count_login).toEqual(m.dates_metrics_total_count_login.slice(23))
  })

  it('ROUTE-DASH-01 a group asked alone answers as it does among all of them (all=1), for each role and window', async () => {
    const FLAGS = [
      'total_count',
      'dates_metrics',
      'dates_total_count',
      'dates_total_count_users',
      'dates_total_count_assets',
      'dates_login_times_top5_users',
      'dates_login_times_top10_users',
      'dates_login_times_top10_assets',
      'dates_login_record_top10_sessions',
    ]
    // how long ago a session started is written in minutes: the only figure that may move between two requests
    const steady = (answer: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(answer, (key, value: unknown) => (key === 'timesince' ? undefined : value))) as Record<string, unknown>
    for (const c of [admin, orgadmin, auditor]) {
      for (const q of ['', '&monthly=1']) {
        const whole = steady((await c.get(`/api/v1/index/?all=1${q}`)).json)
        const parts: Record<string, unknown> = {}
        for (const flag of FLAGS) Object.assign(parts, steady((await c.get(`/api/v1/index/?${flag}=1${q}`)).json))
        expect(parts).toEqual(whole)
        expect(Object.keys(whole)).toHaveLength(20)
      }
    }
  })

  it('ROUTE-DASH-01 the online totals follow a session that ends', async () => {
    const before = (await admin.get('/api/v1/index/?total_count=1')).json
    const online = await allSessions(admin, '&is_finished=0')
    const ending = online[online.length - 1]
    expect((await admin.post('/api/v1/terminal/tasks/kill-session/', [ending.id])).json).toEqual({ ok: [ending.id] })
    try {
      // the session ends a moment after the task, seen by the next read of the sessions
      srv.mock.state.clockOffset = KILL_DELAY_MS + 1000
      const still = await allSessions(admin, '&is_finished=0')
      expect(still.map((s) => s.id)).not.toContain(ending.id)
      const after = (await admin.get('/api/v1/index/?total_count=1')).json
      expect(after.total_count_online_sessions).toBe(before.total_count_online_sessions - 1)
      expect(after.total_count_online_sessions).toBe(still.length)
      expect(after.total_count_online_users).toBe(new Set(still.map((s) => s.user_id)).size)
    } finally {
      srv.mock.state.clockOffset = 0
    }
  })

  it('ROUTE-DASH-01 no seeded session starts in the future', async () => {
    const sessions = await allSessions(admin)
    expect(Math.max(...sessions.map((s) => parseJms(s.date_start)))).toBeLessThanOrEqual(Date.now())
  })
})
