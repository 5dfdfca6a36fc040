// Mock backend latency at full scale: list, search and sort requests on users, assets and sessions, timed over
// HTTP on 127.0.0.1 without a browser (from sending the request to the last byte of the answer). The floor of
// the requests is the mock's cheapest answer, GET /__mock__/status, timed between them: the ratio says how
// much of a list request is the list's own work rather than the machine's HTTP round trip.
import { figureResult, type FigureDef, type ScenarioResult } from './results'
import { summarize } from './stats'

export interface LatencyQuery {
  id: string
  label: string
  path: string
}

export const LATENCY_QUERIES: readonly LatencyQuery[] = [
  { id: 'users-list', label: 'users: first page', path: '/api/v1/users/users/?offset=0&limit=15' },
  { id: 'users-search', label: 'users: search', path: '/api/v1/users/users/?offset=0&limit=15&search=admin' },
  { id: 'users-sort', label: 'users: sort by date joined', path: '/api/v1/users/users/?offset=0&limit=15&order=-date_joined' },
  { id: 'assets-list', label: 'assets: first page', path: '/api/v1/assets/assets/?offset=0&limit=15' },
  { id: 'assets-search', label: 'assets: search', path: '/api/v1/assets/assets/?offset=0&limit=15&search=10.1.2' },
  { id: 'assets-sort', label: 'assets: sort by ip', path: '/api/v1/assets/assets/?offset=0&limit=15&order=-ip' },
  { id: 'assets-tree', label: 'assets: node tree (first level)', path: '/api/v1/assets/nodes/children/tree/?assets=0' },
  { id: 'sessions-list', label: 'sessions: first page (finished)', path: '/api/v1/terminal/sessions/?offset=0&limit=15&is_finished=1' },
  { id: 'sessions-deep', label: 'sessions: page at offset 9,000', path: '/api/v1/terminal/sessions/?offset=9000&limit=15&is_finished=1' },
  { id: 'sessions-search', label: 'sessions: search', path: '/api/v1/terminal/sessions/?offset=0&limit=15&search=web-0001' },
  { id: 'sessions-sort', label: 'sessions: sort by asset', path: '/api/v1/terminal/sessions/?offset=0&limit=15&is_finished=1&order=asset' },
]

export const LATENCY_FLOOR_PATH = '/__mock__/status'

async function timed(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const t = performance.now()
  const res = await fetch(url, { headers: { cookie, accept: 'application/json' } })
  await res.arrayBuffer()
  return { ms: performance.now() - t, status: res.status }
}

/** Requests per query and run; the run's value is their median (a single request of a few ms is mostly noise). */
export const LATENCY_BURST = 5

export async function measureLatency(mockUrl: string, cookie: string, runs: number, title: string, id: string): Promise<ScenarioResult> {
  const values = new Map<string, Array<number | null>>()
  const floor: number[] = []
  const failures: string[] = []
  for (const q of LATENCY_QUERIES) values.set(q.id, [])
  // One unmeasured pass first: the mock builds its sort and search caches on the first request of each.
  for (let run = -1; run < runs; run += 1) {
    for (const q of LATENCY_QUERIES) {
      const burst: number[] = []
      let status = 200
      for (let i = 0; i < LATENCY_BURST; i += 1) {
        const r = await timed(mockUrl + q.path, cookie)
        status = r.status
        if (r.status === 200) burst.push(r.ms)
        const f = await timed(mockUrl + LATENCY_FLOOR_PATH, cookie)
        if (run >= 0 && f.status === 200) floor.push(f.ms)
      }
      if (run < 0) {
        if (status !== 200) failures.push(`${q.path} answered HTTP ${status}`)
        continue
      }
      values.get(q.id)!.push(summarize(burst)?.median ?? null)
    }
  }
  // The floor is every status request of the scenario pooled: one steady denominator for all figures.
  const figures = LATENCY_QUERIES.map((q) => {
    const def: FigureDef = { id: q.id, label: q.label, unit: 'ms', compareBy: 'ratio' }
    return figureResult(id, def, values.get(q.id)!, floor)
  }).filter((f) => f.console !== null)
  if (!figures.length)
    return { id, title, status: 'not-available', reason: failures[0] ?? 'no request answered', runs: 0, figures: [], notes: [] }
  return {
    id,
    title,
    status: 'ok',
    runs,
    figures,
    notes: [
      `"console" is the list request itself (median of ${LATENCY_BURST} in a row per run), "floor" is GET ${LATENCY_FLOOR_PATH} (every one timed in the scenario, pooled).`,
      ...failures,
    ],
  }
}
