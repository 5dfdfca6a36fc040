// Request timings of the Node mock at full scale (10,000 assets, 100,000 sessions): paging, search and sort over
// the big lists, over real HTTP on 127.0.0.1. Not a test: it prints figures (and JSON with --json).
// Besides the wall time it reports the CPU time the process spent per request (server and client run in this one
// process): on a loaded machine the wall time mostly measures the wait for a core, the CPU time barely moves.
//
//   npx tsx mocks/bench.ts [--runs 15] [--json]
import { startServer } from './server'
import { Client } from './tests/client'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 15
const asJson = args.includes('--json')

const QUERIES = [
  '/api/v1/terminal/sessions/?offset=0&limit=15',
  '/api/v1/terminal/sessions/?offset=9000&limit=15',
  '/api/v1/terminal/sessions/?offset=0&limit=15&order=asset',
  '/api/v1/terminal/sessions/?offset=0&limit=15&order=-date_start&is_finished=1',
  '/api/v1/terminal/sessions/?offset=0&limit=15&search=web-0001',
  '/api/v1/terminal/sessions/?offset=0&limit=15&date_from=DATE_FROM',
  '/api/v1/terminal/commands/?offset=0&limit=15&date_from=DATE_FROM',
  '/api/v1/terminal/commands/?offset=0&limit=15&search=rm',
  '/api/v1/assets/assets/?offset=0&limit=15',
  '/api/v1/assets/assets/?offset=0&limit=15&search=10.1.2',
  '/api/v1/assets/assets/?offset=0&limit=15&order=-ip',
  '/api/v1/assets/assets/?offset=0&limit=15&node_id=NODE',
  '/api/v1/assets/nodes/children/tree/?assets=0',
  '/api/v1/users/users/?offset=0&limit=15',
]

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function main(): Promise<void> {
  const t0 = performance.now()
  const srv = await startServer({ port: 0, env: { MOCK_SCALE: 'full' } })
  const startup = performance.now() - t0
  const c = new Client(srv.url)
  await c.login('admin')
  const dateFrom = encodeURIComponent(new Date(Date.now() - 7 * 86400000).toISOString())
  const tree = (await c.get('/api/v1/assets/nodes/children/tree/')).json as Array<{ meta: { data: { id: string } } }>
  const node = tree[1].meta.data.id
  const results: Array<{ query: string; first: number; median: number; p95: number; cpuMedian: number; count: number }> = []
  for (const raw of QUERIES) {
    const q = raw.replace('DATE_FROM', dateFrom).replace('NODE', node)
    const times: number[] = []
    const cpu: number[] = []
    let count = 0
    for (let i = 0; i < runs + 1; i++) {
      const t = performance.now()
      const u = process.cpuUsage()
      const r = await c.get(q)
      times.push(performance.now() - t)
      const du = process.cpuUsage(u)
      cpu.push((du.user + du.system) / 1000)
      count = (r.json as { count?: number })?.count ?? (Array.isArray(r.json) ? r.json.length : 0)
    }
    const first = times.shift()!
    cpu.shift()
    times.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    results.push({ query: raw, first, median: pct(times, 50), p95: pct(times, 95), cpuMedian: pct(cpu, 50), count })
  }
  await srv.close()
  if (asJson) {
    console.log(JSON.stringify({ startupMs: Math.round(startup), runs, results }, null, 2))
    return
  }
  console.log(`startup (seed + listen): ${Math.round(startup)} ms; ${runs} runs per query after one warm-up`)
  console.log('first(ms)  median(ms)  p95(ms)  cpu median(ms)  rows  query')
  for (const r of results) {
    console.log(
      `${r.first.toFixed(1).padStart(9)}  ${r.median.toFixed(1).padStart(10)}  ${r.p95.toFixed(1).padStart(7)}  ${r.cpuMedian.toFixed(1).padStart(14)}  ${String(r.count).padStart(6)}  ${r.query}`,
    )
  }
}

void main()
