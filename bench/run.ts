// `npm run bench`: the console side by side with the plain-HTML floor and the stack floor (docs/performance.md).
//
//   build (npm run build, unless --no-build or --dist; the stack floor's build unless --no-build) → the mock
//   backend at full scale (own process, 127.0.0.1) → one server of ours on 127.0.0.1 serving dist/ under /ui/,
//   bench/floor/ under /bench/floor/, the stack floor's build under /bench/stack/ and passing /api, /core,
//   /static, /ws to the mock → sign in once → every scenario N times, cold, the three sides in an order that
//   rotates per run, in headless Debian chromium → table on stdout, bench/results/latest.json (+ latest.md).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { cookieHeader, signIn, startBackend, type SessionCookie } from './backend'
import { compareResults, mergeBaseline } from './compare'
import { FALLBACK_COLUMNS, importCsv, type TemplateColumn } from './csv'
import { measureLatency } from './latency'
import { heavyRuns, parseOptions, USAGE, type BenchOptions } from './options'
import { CHROMIUM_PATH, closeMeasured, launchBrowser, measureLoad, openCold, type LoadSample } from './page'
import { formatComparison, formatMarkdown, formatTable } from './report'
import { figureResult, LOAD_FIGURES, type BenchResults, type FigureDef, type ScenarioResult } from './results'
import { ACCOUNTS, candidates, NotAvailable, SCENARIOS, type Account, type BrowserScenario, type Candidates } from './scenarios'
import { startBenchServer } from './server'
import { SIDE_NAMES, sideOrder, type Side } from './sides'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DEFAULT_DIST = path.join(ROOT, 'dist')
const FLOOR = path.join(ROOT, 'bench/floor')
const STACK_CONFIG = path.join(ROOT, 'bench/stack/vite.config.ts')
/** The stack floor's build (bench/stack/vite.config.ts writes it here; a run's output, not committed). */
const STACK_DIST = path.join(ROOT, 'bench/results/stack')
const RESULTS = path.join(ROOT, 'bench/results')
const BASELINE = path.join(ROOT, 'bench/baseline.json')
const IMPORT_ROWS = 5000

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`)

// ---- lifecycle: everything started is stopped, also on Ctrl-C --------------------------------------------------

const stops: Array<{ name: string; stop: () => Promise<unknown> }> = []
let stopping: Promise<void> | null = null
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const s of stops.reverse()) {
      try {
        await s.stop()
      } catch (e) {
        log(`stopping ${s.name} failed: ${(e as Error).message}`)
      }
    }
  })()
  return stopping
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`)
    void stopAll().then(() => process.exit(130))
  })
}

function runCommand(command: string, args: readonly string[]): Promise<void> {
  const shown = [command, ...args.map((a) => (path.isAbsolute(a) ? path.relative(ROOT, a) : a))].join(' ')
  log(shown)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 2, 2], env: process.env })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${shown} failed (exit ${code})`))))
  })
}

const build = () => runCommand('npm', ['run', 'build'])
/** The stack floor: its own Vite config, its own output folder; the console's build is not touched. */
const buildStack = () => runCommand('npx', ['vite', 'build', '--config', STACK_CONFIG])

// ---- the import file: 5,000 users in the columns of the server's own template --------------------------------

async function importFile(origin: string, cookies: readonly SessionCookie[]): Promise<Buffer> {
  const cookie = cookieHeader(cookies)
  const csrf = cookies.find((c) => c.name === 'csrftoken')?.value ?? ''
  let columns: readonly TemplateColumn[] = FALLBACK_COLUMNS
  try {
    const template = await fetch(`${origin}/api/v1/users/users/?format=csv&template=import&limit=1`, { headers: { cookie } })
    if (template.ok) {
      const rendered = await fetch(`${origin}/api/v1/users/users/render-to-json/`, {
        method: 'POST',
        headers: { cookie, 'X-CSRFToken': csrf, 'Content-Type': 'text/csv', Accept: 'application/json' },
        body: await template.text(),
      })
      const body = (await rendered.json()) as { title?: Array<[string, string]> }
      if (rendered.ok && Array.isArray(body.title) && body.title.length) columns = body.title
    }
  } catch {
    // keep the fallback columns
  }
  return Buffer.from(importCsv(columns, IMPORT_ROWS), 'utf8')
}

// ---- browser scenarios -----------------------------------------------------------------------------------------

interface RunSample {
  load: LoadSample
  extra: Record<string, number | null>
}
type RunOutcome = { ok: true; sample: RunSample } | { ok: false; reason: string }

interface Shared {
  dist: string
  browser: Browser
  origin: string
  /** The session cookies of each account a scenario signs in as (`BrowserScenario.account`). */
  sessions: Map<Account, SessionCookie[]>
  candidates: Candidates
  importFile: Buffer
  /** The stack floor's build is there (served under /bench/stack/). */
  stackBuilt: boolean
}

async function runOnce(s: BrowserScenario, side: Side, shared: Shared, interact = true): Promise<RunOutcome> {
  const m = await openCold(shared.browser, shared.origin, shared.sessions.get(s.account ?? 'admin') ?? [])
  try {
    const target = s[side]
    if (!target) return { ok: false, reason: `this scenario has no ${SIDE_NAMES[side]} page` }
    const load = await measureLoad(m, shared.origin + target.path, s.readiness, target.prefix)
    if (!load.ok) return load
    const extra = s.interact && interact ? await s.interact({ side, m, candidates: shared.candidates, importFile: shared.importFile }) : {}
    return { ok: true, sample: { load: load.sample, extra } }
  } catch (e) {
    return { ok: false, reason: e instanceof NotAvailable ? e.message : `error: ${(e as Error).message.split('\n')[0]}` }
  } finally {
    await closeMeasured(m)
  }
}

function loadValue(sample: LoadSample, id: string, useMark: boolean): number | null {
  switch (id) {
    case 'firstRow':
      return useMark ? sample.firstRowMark : sample.firstRowDom
    case 'fcp':
      return sample.fcp
    case 'requests':
      return sample.requests
    case 'bytes':
      return sample.bytes
    case 'requestsBeforeRow':
      return sample.requestsBeforeRow
    case 'bytesBeforeRow':
      return sample.bytesBeforeRow
    case 'roundTrips':
      return sample.roundTrips
    case 'roundTripsAfterBoot':
      return sample.roundTripsAfterBoot
    case 'heap':
      return sample.heap
    case 'domNodes':
      return sample.domNodes
    default:
      return null
  }
}

/** The chain of the run whose first-row time is the median one. */
function medianChain(samples: readonly RunSample[], useMark: boolean): string[] {
  const rows = samples.map((s) => ({ t: loadValue(s.load, 'firstRow', useMark) ?? 0, chain: s.load.chain })).sort((a, b) => a.t - b.t)
  return rows.length ? rows[Math.floor((rows.length - 1) / 2)].chain : []
}

async function runBrowserScenario(s: BrowserScenario, options: BenchOptions, shared: Shared): Promise<ScenarioResult> {
  const runs = s.heavy ? heavyRuns(options.runs) : options.runs
  const base = { id: s.id, title: s.title }
  const notAvailable = (reason: string): ScenarioResult => ({ ...base, status: 'not-available', reason, runs: 0, figures: [], notes: [] })
  if (!existsSync(path.join(shared.dist, 'index.html')))
    return notAvailable(`no production build in ${path.relative(ROOT, shared.dist) || shared.dist}/ (run without --no-build)`)

  // One unmeasured run per side: warms the mock's caches and tells whether the console can do this yet (a heavy
  // scenario only loads the page: its interactions are hundreds of samples already).
  log(`${s.id}: warm-up`)
  const warmConsole = await runOnce(s, 'console', shared, !s.heavy)
  if (!warmConsole.ok) return notAvailable(warmConsole.reason)
  const warmFloor = await runOnce(s, 'floor', shared, !s.heavy)
  if (!warmFloor.ok) {
    log(`${s.id}: THE FLOOR FAILED: ${warmFloor.reason}`)
    return notAvailable(`the floor page failed: ${warmFloor.reason}`)
  }
  // The stack floor is measured where the scenario has a page for it and the page works; when it fails, the
  // console is still measured against the plain floor, and the notes say why the stack columns are empty.
  const notes: string[] = []
  let withStack = Boolean(s.stack && shared.stackBuilt)
  if (s.stack && !shared.stackBuilt) notes.push('stack floor: not measured (no build of bench/stack/)')
  if (withStack) {
    const warmStack = await runOnce(s, 'stack', shared, !s.heavy)
    if (!warmStack.ok) {
      log(`${s.id}: THE STACK FLOOR FAILED: ${warmStack.reason}`)
      notes.push(`stack floor: not measured, its page failed: ${warmStack.reason}`)
      withStack = false
    }
  }
  const sides: Side[] = withStack ? ['console', 'floor', 'stack'] : ['console', 'floor']

  const samples: Record<Side, RunSample[]> = { console: [], floor: [], stack: [] }
  const failures: Record<Side, string[]> = { console: [], floor: [], stack: [] }
  for (let i = 0; i < runs; i += 1) {
    const order = sideOrder(i, sides)
    const line: string[] = []
    for (const side of order) {
      const r = await runOnce(s, side, shared)
      if (r.ok) {
        samples[side].push(r.sample)
        const first = r.sample.load.firstRowMark ?? r.sample.load.firstRowDom
        line.push(`${SIDE_NAMES[side]} ${s.loadFigures && first !== null ? `${Math.round(first)} ms` : 'ok'}`)
      } else {
        failures[side].push(r.reason)
        line.push(`${SIDE_NAMES[side]} FAILED (${r.reason})`)
      }
    }
    log(`${s.id}: run ${i + 1}/${runs}: ${line.join(', ')}`)
  }
  if (!samples.console.length) return notAvailable(failures.console[0] ?? 'no console run succeeded')
  if (!samples.floor.length) return notAvailable(`the floor page failed: ${failures.floor[0] ?? 'unknown'}`)
  if (withStack && !samples.stack.length) {
    notes.push(`stack floor: not measured, every run failed: ${failures.stack[0] ?? 'unknown'}`)
    withStack = false
  }
  const measured: Side[] = withStack ? ['console', 'floor', 'stack'] : ['console', 'floor']
  const stackValues = (value: (x: RunSample) => number | null) => (withStack ? samples.stack.map(value) : undefined)

  const figures = []
  if (s.loadFigures) {
    // The page's own mark when every side sets it in every run, otherwise the DOM observer for all of them.
    const useMark = measured.every((side) => samples[side].every((x) => x.load.firstRowMark !== null))
    notes.push(
      useMark
        ? 'first data row: the pages\' performance.mark("bench:first-row")'
        : `first data row: the probe's DOM observer (no bench:first-row mark from the ${measured
            .filter((side) => samples[side].some((x) => x.load.firstRowMark === null))
            .map((side) => SIDE_NAMES[side])
            .join(' and the ')})`,
    )
    for (const def of LOAD_FIGURES) {
      figures.push(
        figureResult(
          s.id,
          def,
          samples.console.map((x) => loadValue(x.load, def.id, useMark)),
          samples.floor.map((x) => loadValue(x.load, def.id, useMark)),
          stackValues((x) => loadValue(x.load, def.id, useMark)),
        ),
      )
    }
    const reloads = samples.console.filter((x) => x.load.documents > 1)
    if (reloads.length) {
      notes.push(
        `the console loaded its document ${Math.max(...reloads.map((x) => x.load.documents))} times before settling in ${reloads.length} of ${samples.console.length} runs (it reloaded itself); times count from the first navigation`,
      )
    }
    notes.push(`console request chain (median run): ${medianChain(samples.console, useMark).join(' → ')}`)
    notes.push(`floor request chain (median run): ${medianChain(samples.floor, useMark).join(' → ')}`)
    if (withStack) notes.push(`stack floor request chain (median run): ${medianChain(samples.stack, useMark).join(' → ')}`)
  }
  const extraDefs: readonly FigureDef[] = s.loadFigures ? s.figures.filter((f) => !LOAD_FIGURES.includes(f)) : s.figures
  for (const def of extraDefs) {
    figures.push(
      figureResult(
        s.id,
        def,
        samples.console.map((x) => x.extra[def.id] ?? null),
        samples.floor.map((x) => x.extra[def.id] ?? null),
        stackValues((x) => x.extra[def.id] ?? null),
      ),
    )
  }
  for (const side of sides) {
    if (failures[side].length) notes.push(`${failures[side].length} of ${runs} ${SIDE_NAMES[side]} runs failed: ${failures[side][0]}`)
  }
  return {
    ...base,
    status: 'ok',
    runs: Math.min(...measured.map((side) => samples[side].length)),
    figures: figures.filter((f) => f.console !== null || f.floor !== null || (f.stack ?? null) !== null),
    notes,
  }
}

// ---- main ------------------------------------------------------------------------------------------------------

async function readBaseline(): Promise<BenchResults | null> {
  try {
    return JSON.parse(await readFile(BASELINE, 'utf8')) as BenchResults
  } catch {
    return null
  }
}

async function main(): Promise<number> {
  let options: BenchOptions
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  const unknown = (options.only ?? []).filter((id) => !SCENARIOS.some((s) => s.id === id))
  if (unknown.length) {
    console.error(`unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.id).join(', ')}`)
    return 2
  }
  const selected = SCENARIOS.filter((s) => !options.only || options.only.includes(s.id))
  const needsBrowser = selected.some((s) => s.kind === 'browser')
  if (needsBrowser && !existsSync(CHROMIUM_PATH)) {
    console.error(`Debian chromium is missing at ${CHROMIUM_PATH}: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)`)
    return 2
  }

  const dist = options.dist ? path.resolve(options.dist) : DEFAULT_DIST
  if (options.build) await build()
  const stackIndex = path.join(STACK_DIST, 'index.html')
  if (needsBrowser && (options.buildStack || !existsSync(stackIndex))) await buildStack()
  const stackBuilt = existsSync(stackIndex)
  const backend = await startBackend(ROOT, log)
  stops.push({ name: 'the mock backend', stop: backend.close })
  const server = await startBenchServer({ distDir: dist, floorDir: FLOOR, stackDir: STACK_DIST, backend: backend.url })
  stops.push({ name: 'the bench server', stop: server.close })
  log(`console at ${server.url}/ui/, floor at ${server.url}/bench/floor/, stack floor at ${server.url}/bench/stack/`)
  const sessions = new Map<Account, SessionCookie[]>()
  for (const account of new Set(selected.map((s) => (s.kind === 'browser' ? (s.account ?? 'admin') : 'admin')))) {
    sessions.set(account, await signIn(server.url, account, ACCOUNTS[account]))
    log(`signed in as ${account}`)
  }
  const cookies = () => sessions.get('admin') ?? []
  if (options.rtt > 0) {
    server.setDelay(options.rtt)
    log(`every answer is held back by ${options.rtt} ms (--rtt)`)
  }
  /** The session must still be valid before each scenario; when it ended, sign in again (and say so). */
  const ensureSession = async (account: Account): Promise<string | null> => {
    const res = await fetch(`${server.url}/api/v1/users/profile/`, {
      headers: { cookie: cookieHeader(sessions.get(account) ?? []), accept: 'application/json' },
    })
    await res.arrayBuffer()
    if (res.ok) return null
    sessions.set(account, await signIn(server.url, account, ACCOUNTS[account]))
    log(`the session of ${account} had ended (profile answered HTTP ${res.status}): signed in again`)
    return `the session had ended before this scenario (profile answered HTTP ${res.status}); the bench signed in again`
  }

  let browserVersion = 'no browser'
  let shared: Shared | null = null
  if (needsBrowser) {
    const browser = await launchBrowser()
    stops.push({ name: 'chromium', stop: () => browser.close() })
    browserVersion = `Chromium ${browser.version()}`
    const file = selected.some((s) => s.id === 'import-preview') ? await importFile(server.url, cookies()) : Buffer.alloc(0)
    shared = { dist, browser, origin: server.url, sessions, candidates: candidates(ROOT), importFile: file, stackBuilt }
  }

  const scenarios: ScenarioResult[] = []
  for (const s of selected) {
    const started = Date.now()
    const renewed = await ensureSession(s.kind === 'browser' ? (s.account ?? 'admin') : 'admin')
    const result =
      s.kind === 'http'
        ? await measureLatency(backend.url, cookieHeader(cookies()), options.runs, s.title, s.id)
        : await runBrowserScenario(s, options, shared!)
    if (renewed) result.notes.unshift(renewed)
    log(`${s.id}: ${result.status === 'ok' ? 'done' : `not available: ${result.reason}`} (${Math.round((Date.now() - started) / 1000)} s)`)
    scenarios.push(result)
  }
  await stopAll()

  const cpus = os.cpus()
  const results: BenchResults = {
    version: 1,
    date: new Date().toISOString(),
    runs: options.runs,
    environment: {
      node: process.version,
      browser: browserVersion,
      cpus: `${cpus.length} × ${cpus[0]?.model ?? 'unknown cpu'}`,
      platform: `${os.platform()} ${os.release()}`,
      rttMs: options.rtt,
    },
    scenarios,
  }
  await mkdir(RESULTS, { recursive: true })
  await writeFile(path.join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  await writeFile(path.join(RESULTS, 'latest.md'), `${formatMarkdown(results)}\n`)

  console.log(formatTable(results))
  for (const s of scenarios) for (const note of s.notes) console.log(`  ${s.id}: ${note}`)
  console.log(`\nWritten: bench/results/latest.json, bench/results/latest.md`)

  let code = 0
  if (options.compare) {
    const baseline = await readBaseline()
    if (!baseline) {
      console.log('No bench/baseline.json to compare with: create it with --update-baseline.')
      code = 1
    } else {
      const comparison = compareResults(results, baseline, options.tolerance, options.only)
      console.log(`\n${formatComparison(comparison, options.tolerance)}`)
      if (comparison.regressions.length || comparison.missing.length) code = 1
    }
  }
  if (options.updateBaseline) {
    await writeFile(BASELINE, `${JSON.stringify(mergeBaseline(await readBaseline(), results), null, 2)}\n`)
    console.log('Written: bench/baseline.json')
  }
  return code
}

main()
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
  .catch(async (e: unknown) => {
    console.error(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
    await stopAll()
    process.exit(1)
  })
