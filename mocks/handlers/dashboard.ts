// The dashboard (`GET /api/v1/index/?<flag>=1`): only the key groups asked for. As the real server computes them
// (apps/jumpserver/api.py, v2.14.2), all from the current organisation's sessions:
// - the totals are not windowed: the organisation's users (no App accounts), assets, and its unfinished sessions;
// - the window (the last 7 days, 30 with monthly=1, up to now) applies to the active/inactive counts, the login
//   totals and the top lists;
// - the per-day series are not windowed: each day counts every session that started on that calendar day in the
//   request's time zone (X-TZ, else the server's), while the day labels are the UTC dates of now minus 0..N-1 days
//   (the server takes `timezone.now().date()`). The real server also caches past days for a week; the mock does not.
import type { Row } from '../db/store'
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

function dashboard(ctx: Ctx): Record<string, unknown> {
  const q = ctx.query
  const all = !!q.get('all')
  const want = (k: string) => all || !!q.get(k)
  const state = ctx.state
  const now = state.now()
  const days = q.get('monthly') ? 30 : 7
  const inOrg = (r: Row) => ctx.org.is_root || r.org_id === ctx.org.id
  const sessionsAll = state.db.collection('sessions').all()
  const since = now - days * DAY
  const windowSessions: Row[] = []
  for (const s of sessionsAll) if (inOrg(s) && (s.date_start as number) > since) windowSessions.push(s)
  const members = orgMemberIds(state, ctx.org)
  const users = state
    .users()
    .all()
    .filter((u) => (members ? members.has(u.id) : true) && u.role !== 'App')
  const assets = state.db.collection('assets').all().filter(inOrg)
  const data: Record<string, unknown> = {}

  if (want('total_count') || want('total_count_users')) data.total_count_users = users.length
  if (want('total_count') || want('total_count_assets')) data.total_count_assets = assets.length
  const online = sessionsAll.filter((s) => inOrg(s) && !s.is_finished)
  if (want('total_count') || want('total_count_online_users')) data.total_count_online_users = new Set(online.map((s) => s.user_id)).size
  if (want('total_count') || want('total_count_online_sessions')) data.total_count_online_sessions = online.length

  if (want('dates_metrics')) {
    const orgSessions = sessionsAll.filter(inOrg)
    const dayList: string[] = []
    for (let i = days - 1; i >= 0; i--) dayList.push(utcDate(now - i * DAY))
    const byDay = dayList.map((d) => {
      const [start, end] = dayBounds(d, ctx.tz)
      return orgSessions.filter((s) => (s.date_start as number) >= start && (s.date_start as number) < end)
    })
    data.dates_metrics_date = dayList.map((d) => d.slice(5))
    data.dates_metrics_total_count_login = byDay.map((l) => l.length)
    data.dates_metrics_total_count_active_users = byDay.map((l) => new Set(l.map((s) => s.user_id)).size)
    data.dates_metrics_total_count_active_assets = byDay.map((l) => new Set(l.map((s) => s.asset)).size)
  }
  const activeUsers = new Set(windowSessions.map((s) => s.user_id)).size
  const activeAssets = new Set(windowSessions.map((s) => s.asset)).size
  if (want('dates_total_count_users')) {
    data.dates_total_count_active_users = activeUsers
    data.dates_total_count_inactive_users = Math.max(0, users.length - activeUsers)
    data.dates_total_count_disabled_users = users.filter((u) => !u.is_active).length
  }
  if (want('dates_total_count_assets')) {
    data.dates_total_count_active_assets = activeAssets
    data.dates_total_count_inactive_assets = Math.max(0, assets.length - activeAssets)
    data.dates_total_count_disabled_assets = assets.filter((a) => !a.is_active).length
  }
  if (want('dates_total_count')) {
    data.dates_total_count_login_users = activeUsers
    data.dates_total_count_login_times = windowSessions.length
  }
  const top = <K extends string>(key: (s: Row) => string, n: number, extra: (k: string, list: Row[]) => Record<string, unknown>) => {
    const m = new Map<string, Row[]>()
    for (const s of windowSessions) {
      const k = key(s)
      ;(m.get(k) ?? m.set(k, []).get(k)!).push(s)
    }
    return [...m.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, n)
      .map(([k, list]) => extra(k, list) as Record<K, unknown>)
  }
  if (want('dates_login_times_top5_users')) {
    data.dates_login_times_top5_users = top(
      (s) => String(s.user_id),
      5,
      (k, l) => ({ user: k, total: l.length }),
    )
  }
  if (want('dates_login_times_top10_assets')) {
    data.dates_login_times_top10_assets = top(
      (s) => String(s.asset),
      10,
      (k, l) => ({
        asset: k,
        total: l.length,
        last: pythonUtcString(Math.max(...l.map((s) => s.date_start as number))),
      }),
    )
  }
  if (want('dates_login_times_top10_users')) {
    data.dates_login_times_top10_users = top(
      (s) => String(s.user_id),
      10,
      (k, l) => ({
        user_id: k,
        total: l.length,
        // the server annotates Max('user'): the greatest of the names the sessions recorded
        user: l.map((s) => String(s.user)).reduce((a, b) => (b > a ? b : a)),
        last: pythonUtcString(Math.max(...l.map((s) => s.date_start as number))),
      }),
    )
  }
  if (want('dates_login_record_top10_sessions')) {
    const latest = [...windowSessions].sort((a, b) => (b.date_start as number) - (a.date_start as number)).slice(0, 10)
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
