// The dashboard (`GET /api/v1/index/?<flag>=1`): only the key groups asked for. As the real server computes them
// (apps/jumpserver/api.py, v2.14.2), all from the current organisation's sessions:
// - the totals are not windowed: the organisation's users (no App accounts), assets, and its unfinished sessions;
// - the window (the last 7 days, 30 with monthly=1, up to now) applies to the active/inactive counts, the login
//   totals and the top lists;
// - the per-day series are not windowed: each day counts every session that started on that calendar day in the
//   request's time zone (X-TZ, else the server's), while the day labels are the UTC dates of now minus 0..N-1 days
//   (the server takes `timezone.now().date()`). The real server also caches past days for a week; the mock does not.
import type { Collection, Row } from '../db/store'
import { type Ctx, json } from '../engine/http'
import { on } from '../engine/pipeline'
import { orgMemberIds } from '../engine/access'
import { parseDatetime, pythonUtcString } from '../engine/time'

const DAY = 86400000

/** Django's timesince (English): the two largest units, `2\u00a0hours, 5\u00a0minutes`. */
function timesince(ms: number, now: number): string {
  const mins = Math.max(0, Math.floor((now - ms) / 60000))
  const units: Array<[number, string]> = [
    [60 * 24 * 365, 'year'],
    [60 * 24 * 30, 'month'],
    [60 * 24 * 7, 'week'],
    [60 * 24, 'day'],
    [60, 'hour'],
    [1, 'minute'],
  ]
  for (let i = 0; i < units.length; i++) {
    const [size, name] = units[i]
    const n = Math.floor(mins / size)
    if (n < 1) continue
    let out = `${n}\u00a0${name}${n === 1 ? '' : 's'}`
    const next = units[i + 1]
    if (next) {
      const m = Math.floor((mins - n * size) / next[0])
      if (m > 0) out += `, ${m}\u00a0${next[1]}${m === 1 ? '' : 's'}`
    }
    return out
  }
  return '0\u00a0minutes'
}

/** The UTC calendar date (`YYYY-MM-DD`) of an instant. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The instants [start, end) of a calendar date in a time zone. */
function dayBounds(date: string, tz: string): [number, number] {
  const start = parseDatetime(`${date} 00:00:00`, tz)!
  const next = utcDate(Date.parse(`${date}T00:00:00Z`) + DAY)
  return [start, parseDatetime(`${next} 00:00:00`, tz)!]
}

export function registerDashboard(): void {
  on('GET', '/api/v1/index/', (ctx) => json(ctx, dashboard(ctx)), { permission: ['IsOrgAdmin | IsOrgAuditor'] })
}

/** What a group of sessions sums up for a top list: its count, its latest start and the greatest recorded user name. */
interface Tally {
  total: number
  last: number
  user: string
}

function tally(map: Map<string, Tally>, key: string, s: Row, withUser: boolean): void {
  const start = s.date_start as number
  const hit = map.get(key)
  if (!hit) {
    map.set(key, { total: 1, last: start, user: withUser ? String(s.user) : '' })
    return
  }
  hit.total++
  if (start > hit.last) hit.last = start
  // the server annotates Max('user'): the greatest of the names the sessions recorded
  if (withUser) {
    const name = String(s.user)
    if (name > hit.user) hit.user = name
  }
}

/** The `n` keys with the most sessions; ties keep the order in which the keys were first met. */
function topOf(map: Map<string, Tally>, n: number): Array<[string, Tally]> {
  return [...map.entries()].sort((a, b) => b[1].total - a[1].total).slice(0, n)
}

/**
 * Keeps `latest` the `n` sessions that started last, newest first; ties keep the order the sessions were met in
 * (a stable sort of all of them, cut to `n`).
 */
function keepLatest(latest: Row[], s: Row, n: number): void {
  const start = s.date_start as number
  if (latest.length === n && start <= (latest[n - 1].date_start as number)) return
  let i = latest.length
  while (i > 0 && (latest[i - 1].date_start as number) < start) i--
  latest.splice(i, 0, s)
  if (latest.length > n) latest.pop()
}

/** The index of the day of `ms` among the days bounded by `bounds` (ascending; day i is [bounds[i], bounds[i + 1])), or -1. */
function dayIndex(bounds: readonly number[], ms: number): number {
  if (ms < bounds[0] || ms >= bounds[bounds.length - 1]) return -1
  let lo = 0
  let hi = bounds.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (ms >= bounds[mid]) lo = mid
    else hi = mid
  }
  return lo
}

/** The sessions going on now in an organisation: how many, and how many users hold them. */
interface Online {
  sessions: number
  users: number
}

// The online figures are the totals', the page's first figure: kept per organisation until the sessions change
// (every write bumps the collection's version), so that the totals' request does not read every session.
const onlineCache = new WeakMap<Collection, { version: number; byOrg: Map<string, Online> }>()

function onlineOf(sessions: Collection, orgKey: string, inOrg: (r: Row) => boolean): Online {
  let cache = onlineCache.get(sessions)
  if (!cache || cache.version !== sessions.version) {
    cache = { version: sessions.version, byOrg: new Map() }
    onlineCache.set(sessions, cache)
  }
  let online = cache.byOrg.get(orgKey)
  if (!online) {
    const users = new Set<unknown>()
    let count = 0
    for (const s of sessions.all()) {
      if (s.is_finished || !inOrg(s)) continue
      count++
      users.add(s.user_id)
    }
    online = { sessions: count, users: users.size }
    cache.byOrg.set(orgKey, online)
  }
  return online
}

// Only what the request's flags name is computed, the sessions read in one pass: the page asks each group in a
// request of its own, and each would otherwise pay for all of them (100,000 sessions at full scale).
function dashboard(ctx: Ctx): Record<string, unknown> {
  const q = ctx.query
  const all = !!q.get('all')
  const want = (k: string) => all || !!q.get(k)
  const state = ctx.state
  const now = state.now()
  const days = q.get('monthly') ? 30 : 7
  const inOrg = (r: Row) => ctx.org.is_root || r.org_id === ctx.org.id

  const totals = want('total_count')
  const wantUsers = totals || want('total_count_users')
  const wantAssets = totals || want('total_count_assets')
  const wantOnlineUsers = totals || want('total_count_online_users')
  const wantOnlineSessions = totals || want('total_count_online_sessions')
  const wantMetrics = want('dates_metrics')
  const wantUserActivity = want('dates_total_count_users')
  const wantAssetActivity = want('dates_total_count_assets')
  const wantLogins = want('dates_total_count')
  const wantTop5Users = want('dates_login_times_top5_users')
  const wantTopAssets = want('dates_login_times_top10_assets')
  const wantTopUsers = want('dates_login_times_top10_users')
  const wantLatest = want('dates_login_record_top10_sessions')

  // the organisation's users (no App accounts) and assets, only when a figure counts them
  let users: Row[] = []
  if (wantUsers || wantUserActivity) {
    const members = orgMemberIds(state, ctx.org)
    users = state
      .users()
      .all()
      .filter((u) => (members ? members.has(u.id) : true) && u.role !== 'App')
  }
  const assets = wantAssets || wantAssetActivity ? state.db.collection('assets').all().filter(inOrg) : []

  const sessions = state.db.collection('sessions')
  const online = wantOnlineUsers || wantOnlineSessions ? onlineOf(sessions, ctx.org.is_root ? '' : ctx.org.id, inOrg) : null

  // one pass over the sessions for whatever else is asked of them
  const activeUsers = wantUserActivity || wantLogins ? new Set<unknown>() : null
  const activeAssets = wantAssetActivity ? new Set<unknown>() : null
  const topUsers = wantTop5Users || wantTopUsers ? new Map<string, Tally>() : null
  const topAssets = wantTopAssets ? new Map<string, Tally>() : null
  const latest: Row[] | null = wantLatest ? [] : null
  const windowed = !!(activeUsers || activeAssets || topUsers || topAssets || latest || wantLogins)
  let windowCount = 0

  // the per-day series: each day of the request's time zone, from the first label's date to the last one's
  const dayList: string[] = []
  const bounds: number[] = []
  const perDay: Array<{ count: number; users: Set<unknown>; assets: Set<unknown> }> = []
  if (wantMetrics) {
    for (let i = days - 1; i >= 0; i--) dayList.push(utcDate(now - i * DAY))
    for (const d of dayList) {
      const [start, end] = dayBounds(d, ctx.tz)
      if (!bounds.length) bounds.push(start)
      bounds.push(end)
      perDay.push({ count: 0, users: new Set(), assets: new Set() })
    }
  }

  if (windowed || wantMetrics) {
    const since = now - days * DAY
    for (const s of sessions.all()) {
      if (!inOrg(s)) continue
      const start = s.date_start as number
      if (wantMetrics) {
        const i = dayIndex(bounds, start)
        if (i >= 0) {
          const day = perDay[i]
          day.count++
          day.users.add(s.user_id)
          day.assets.add(s.asset)
        }
      }
      if (!windowed || !(start > since)) continue
      windowCount++
      activeUsers?.add(s.user_id)
      activeAssets?.add(s.asset)
      if (topUsers) tally(topUsers, String(s.user_id), s, wantTopUsers)
      if (topAssets) tally(topAssets, String(s.asset), s, false)
      if (latest) keepLatest(latest, s, 10)
    }
  }

  const data: Record<string, unknown> = {}
  if (wantUsers) data.total_count_users = users.length
  if (wantAssets) data.total_count_assets = assets.length
  if (wantOnlineUsers) data.total_count_online_users = online!.users
  if (wantOnlineSessions) data.total_count_online_sessions = online!.sessions

  if (wantMetrics) {
    data.dates_metrics_date = dayList.map((d) => d.slice(5))
    data.dates_metrics_total_count_login = perDay.map((d) => d.count)
    data.dates_metrics_total_count_active_users = perDay.map((d) => d.users.size)
    data.dates_metrics_total_count_active_assets = perDay.map((d) => d.assets.size)
  }
  if (wantUserActivity) {
    const active = activeUsers!.size
    data.dates_total_count_active_users = active
    data.dates_total_count_inactive_users = Math.max(0, users.length - active)
    data.dates_total_count_disabled_users = users.filter((u) => !u.is_active).length
  }
  if (wantAssetActivity) {
    const active = activeAssets!.size
    data.dates_total_count_active_assets = active
    data.dates_total_count_inactive_assets = Math.max(0, assets.length - active)
    data.dates_total_count_disabled_assets = assets.filter((a) => !a.is_active).length
  }
  if (wantLogins) {
    data.dates_total_count_login_users = activeUsers!.size
    data.dates_total_count_login_times = windowCount
  }
  const rankedUsers = topUsers ? topOf(topUsers, 10) : []
  if (wantTop5Users) data.dates_login_times_top5_users = rankedUsers.slice(0, 5).map(([user, t]) => ({ user, total: t.total }))
  if (wantTopAssets) {
    data.dates_login_times_top10_assets = topOf(topAssets!, 10).map(([asset, t]) => ({
      asset,
      total: t.total,
      last: pythonUtcString(t.last),
    }))
  }
  if (wantTopUsers) {
    data.dates_login_times_top10_users = rankedUsers.map(([userId, t]) => ({
      user_id: userId,
      total: t.total,
      user: t.user,
      last: pythonUtcString(t.last),
    }))
  }
  if (latest) {
    data.dates_login_record_top10_sessions = latest.map((s) => ({
      user: s.user,
      asset: s.asset,
      is_finished: s.is_finished,
      date_start: pythonUtcString(s.date_start as number),
      timesince: timesince(s.date_start as number, now),
    }))
  }
  return data
}
