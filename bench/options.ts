// Command line of `npm run bench -- [options]`.
import { parseArgs } from 'node:util'

export interface BenchOptions {
  /** Run `npm run build` first (off with --no-build, and with --dist). */
  build: boolean
  /** Build the stack floor (bench/stack/) first (off with --no-build: the last build is reused). */
  buildStack: boolean
  /** Measured runs per scenario and side. */
  runs: number
  /** Compare with bench/baseline.json and exit 1 when a figure is more than `tolerance` worse. */
  compare: boolean
  /** Write this run into bench/baseline.json. */
  updateBaseline: boolean
  /** Scenario ids to run (null: all). */
  only: string[] | null
  tolerance: number
  /** Measure this build folder instead of dist/ (no build is run). */
  dist: string | null
  /** Every answer (static and proxied) held back by this many ms: a network round trip (0: none). */
  rtt: number
  help: boolean
}

export const DEFAULT_RUNS = 15
export const QUICK_RUNS = 3

export const USAGE = `npm run bench -- [options]

  --no-build           measure the existing dist/ (no npm run build first) and reuse the last build of
                       the stack floor (bench/results/stack/; built anyway when missing)
  --quick              ${QUICK_RUNS} runs per scenario instead of ${DEFAULT_RUNS}
  --runs N             N runs per scenario
  --only a,b           only these scenarios (ids as printed in the table)
  --compare            compare with bench/baseline.json; exit 1 when a figure is more than 15 % worse
  --tolerance 0.15     the tolerance of --compare
  --update-baseline    write this run into bench/baseline.json
  --dist DIR           measure this build folder instead of dist/ (the console is not built; the stack
                       floor still is, unless --no-build)
  --rtt MS             hold every answer back by MS ms, as a network would (default 0); on a busy local
                       machine the request timing then tells dependent requests from merely late ones
  --help`

export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'no-build': { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      runs: { type: 'string' },
      only: { type: 'string', multiple: true },
      compare: { type: 'boolean', default: false },
      tolerance: { type: 'string' },
      'update-baseline': { type: 'boolean', default: false },
      dist: { type: 'string' },
      rtt: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  let runs = values.quick ? QUICK_RUNS : DEFAULT_RUNS
  if (values.runs !== undefined) {
    const n = Number(values.runs)
    if (!Number.isInteger(n) || n < 1) throw new Error(`--runs wants a whole number ≥ 1, got "${values.runs}"`)
    runs = n
  }
  let tolerance = 0.15
  if (values.tolerance !== undefined) {
    const t = Number(values.tolerance)
    if (!Number.isFinite(t) || t < 0) throw new Error(`--tolerance wants a fraction ≥ 0 (0.15 = 15 %), got "${values.tolerance}"`)
    tolerance = t
  }
  let rtt = 0
  if (values.rtt !== undefined) {
    rtt = Number(values.rtt)
    if (!Number.isFinite(rtt) || rtt < 0) throw new Error(`--rtt wants milliseconds ≥ 0, got "${values.rtt}"`)
  }
  const only =
    values.only
      ?.flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean) ?? []
  const dist = values.dist?.trim() || null
  return {
    build: !values['no-build'] && !dist,
    buildStack: !values['no-build'],
    runs,
    compare: Boolean(values.compare),
    updateBaseline: Boolean(values['update-baseline']),
    only: only.length ? only : null,
    tolerance,
    dist,
    rtt,
    help: Boolean(values.help),
  }
}

/**
 * Runs of a heavy scenario (one that performs hundreds of interactions per run, each of them a sample):
 * a fifth of the runs, at least one.
 */
export function heavyRuns(runs: number): number {
  return Math.max(1, Math.ceil(runs / 5))
}
