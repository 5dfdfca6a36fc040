// The shape of bench/results/latest.json and bench/baseline.json, and the budgets of the issue checked against it.
import { ratio, summarize, type Summary } from './stats'

export type Unit = 'ms' | 'count' | 'bytes'
/**
 * What `--compare` looks at: `ratio` (console/floor, for timings: absolute times depend on the machine and its
 * load) or `value` (the console's own median, for figures a machine does not change: requests, bytes, round
 * trips, heap, DOM nodes).
 */
export type CompareBy = 'ratio' | 'value'

export interface Budget {
  /** `ratio`: console/floor must stay at or under `max`; `stack`: console/stack floor must; `value`: the console's median must. */
  kind: 'ratio' | 'stack' | 'value'
  max: number
  /** As the issue states it. */
  text: string
}

export interface FigureResult {
  id: string
  label: string
  unit: Unit
  compareBy: CompareBy
  console: Summary | null
  floor: Summary | null
  /** console / floor of the medians (the budgets and `--compare` read this one). */
  ratio: number | null
  /**
   * The stack floor (bench/stack/: the floor's page with React, react-query, MUI and emotion). Absent in results
   * of scenarios without a stack page, and in results written before the stack floor existed.
   */
  stack?: Summary | null
  /** console / stack floor of the medians. */
  stackRatio?: number | null
  /** stack floor / floor of the medians: what the stack alone costs. */
  stackFloorRatio?: number | null
  budget?: Budget
  /** true met, false missed, null not measurable (no figure). */
  budgetMet?: boolean | null
  /** The raw measurements of each run, in run order (null: not measured in that run). */
  values?: { console: Array<number | null>; floor: Array<number | null>; stack?: Array<number | null> }
}

export interface ScenarioResult {
  id: string
  title: string
  status: 'ok' | 'not-available'
  /** Why the scenario could not be measured. */
  reason?: string
  /** Measured runs per side. */
  runs: number
  figures: FigureResult[]
  /** Extra facts worth reading next to the figures (e.g. the request chain of the median run). */
  notes: string[]
}

export interface BenchResults {
  version: 1
  date: string
  runs: number
  environment: { node: string; browser: string; cpus: string; platform: string; /** --rtt (absent: 0) */ rttMs?: number }
  scenarios: ScenarioResult[]
}

export interface FigureDef {
  id: string
  label: string
  unit: Unit
  compareBy: CompareBy
}

/** The figures of a cold page load, in table order. */
export const LOAD_FIGURES: readonly FigureDef[] = [
  { id: 'fcp', label: 'first contentful paint', unit: 'ms', compareBy: 'ratio' },
  { id: 'firstRow', label: 'first data row', unit: 'ms', compareBy: 'ratio' },
  { id: 'requestsBeforeRow', label: 'requests before the first row', unit: 'count', compareBy: 'value' },
  { id: 'bytesBeforeRow', label: 'bytes before the first row', unit: 'bytes', compareBy: 'value' },
  { id: 'requests', label: 'requests until settled', unit: 'count', compareBy: 'value' },
  { id: 'bytes', label: 'bytes until settled', unit: 'bytes', compareBy: 'value' },
  { id: 'roundTrips', label: 'dependent round trips (all)', unit: 'count', compareBy: 'value' },
  { id: 'roundTripsAfterBoot', label: 'dependent round trips after boot', unit: 'count', compareBy: 'value' },
  { id: 'heap', label: 'JS heap after load', unit: 'bytes', compareBy: 'value' },
  { id: 'domNodes', label: 'DOM elements', unit: 'count', compareBy: 'value' },
]

/**
 * The budgets of the issues for the users list (cold) and the landing pages (issue 22: the first row against the
 * stack floor, requests, heap and DOM); interaction budgets apply to every interaction figure of the listed scenarios.
 */
export const BUDGETS: Record<string, Record<string, Budget>> = {
  'users-cold': {
    firstRow: { kind: 'stack', max: 1.5, text: '≤ 1.5 × stack floor' },
    fcp: { kind: 'ratio', max: 2.5, text: '≤ 2.5 × floor' },
    requestsBeforeRow: { kind: 'value', max: 15, text: '≤ 15' },
    bytes: { kind: 'value', max: 250_000, text: '≤ 250 kB' },
    roundTripsAfterBoot: { kind: 'value', max: 2, text: '≤ 2' },
    heap: { kind: 'value', max: 5_000_000, text: '≤ 5 MB' },
    domNodes: { kind: 'value', max: 600, text: '≤ 600' },
  },
  'dashboard-cold': { firstRow: { kind: 'stack', max: 2, text: '≤ 2 × stack floor' } },
  'my-assets-cold': { firstRow: { kind: 'stack', max: 2, text: '≤ 2 × stack floor' } },
}
export const INTERACTION_BUDGET: Budget = { kind: 'value', max: 200, text: '≤ 200 ms' }
export const INTERACTION_BUDGET_SCENARIOS: readonly string[] = ['sessions-sort-page', 'tree-expand', 'import-preview']

export function budgetFor(scenarioId: string, figure: FigureDef): Budget | undefined {
  const own = BUDGETS[scenarioId]?.[figure.id]
  if (own) return own
  if (INTERACTION_BUDGET_SCENARIOS.includes(scenarioId) && figure.unit === 'ms' && figure.id.startsWith('interaction:'))
    return INTERACTION_BUDGET
  return undefined
}

export function budgetMet(budget: Budget, figure: Pick<FigureResult, 'console' | 'ratio' | 'stackRatio'>): boolean | null {
  const value =
    budget.kind === 'ratio' ? figure.ratio : budget.kind === 'stack' ? (figure.stackRatio ?? null) : (figure.console?.median ?? null)
  return value === null || value === undefined ? null : value <= budget.max
}

/** One figure from the raw measurements of each side (`stackValues` absent: no stack floor in this scenario). */
export function figureResult(
  scenarioId: string,
  def: FigureDef,
  consoleValues: ReadonlyArray<number | null>,
  floorValues: ReadonlyArray<number | null>,
  stackValues?: ReadonlyArray<number | null>,
): FigureResult {
  const c = summarize(consoleValues)
  const f = summarize(floorValues)
  const result: FigureResult = {
    ...def,
    console: c,
    floor: f,
    ratio: ratio(c, f),
    values: { console: [...consoleValues], floor: [...floorValues] },
  }
  if (stackValues) {
    const st = summarize(stackValues)
    result.stack = st
    result.stackRatio = ratio(c, st)
    result.stackFloorRatio = ratio(st, f)
    result.values!.stack = [...stackValues]
  }
  const budget = budgetFor(scenarioId, def)
  if (budget) {
    result.budget = budget
    result.budgetMet = budgetMet(budget, result)
  }
  return result
}

/** The number `--compare` reads from a figure. */
export function comparedValue(figure: Pick<FigureResult, 'compareBy' | 'ratio' | 'console'>): number | null {
  return figure.compareBy === 'ratio' ? figure.ratio : (figure.console?.median ?? null)
}
