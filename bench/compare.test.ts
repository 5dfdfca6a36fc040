// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { compareResults, mergeBaseline } from './compare'
import type { BenchResults, FigureResult, ScenarioResult } from './results'

const summary = (median: number) => ({ median, min: median, max: median, n: 3 })

function fig(id: string, compareBy: 'ratio' | 'value', consoleMedian: number, floorMedian = 100): FigureResult {
  return {
    id,
    label: id,
    unit: 'ms',
    compareBy,
    console: summary(consoleMedian),
    floor: summary(floorMedian),
    ratio: consoleMedian / floorMedian,
  }
}

const scenario = (id: string, figures: FigureResult[], status: 'ok' | 'not-available' = 'ok', reason?: string): ScenarioResult => ({
  id,
  title: id,
  status,
  reason,
  runs: 3,
  figures,
  notes: [],
})

const results = (scenarios: ScenarioResult[]): BenchResults => ({
  version: 1,
  date: '2026-01-01T00:00:00.000Z',
  runs: 3,
  environment: { node: 'v20', browser: 'x', cpus: 'y', platform: 'linux' },
  scenarios,
})

describe('compareResults', () => {
  it('flags a timing whose console/floor ratio grew more than 15 %', () => {
    const base = results([scenario('users-cold', [fig('firstRow', 'ratio', 200)])])
    const worse = results([scenario('users-cold', [fig('firstRow', 'ratio', 240)])])
    const c = compareResults(worse, base)
    expect(c.regressions).toHaveLength(1)
    expect(c.regressions[0]).toMatchObject({ scenario: 'users-cold', figure: 'firstRow', baseline: 2, latest: 2.4 })
    expect(c.regressions[0].change).toBeCloseTo(0.2)
  })

  it('does not flag a timing that is slower in absolute terms when the floor slowed down as much', () => {
    const base = results([scenario('users-cold', [fig('firstRow', 'ratio', 200, 100)])])
    const slowMachine = results([scenario('users-cold', [fig('firstRow', 'ratio', 400, 200)])])
    expect(compareResults(slowMachine, base).regressions).toEqual([])
  })

  it('compares counts and sizes on the console value, not the ratio', () => {
    const base = results([scenario('users-cold', [fig('bytes', 'value', 200_000, 5_000)])])
    const within = results([scenario('users-cold', [fig('bytes', 'value', 229_000, 9_000)])])
    const beyond = results([scenario('users-cold', [fig('bytes', 'value', 231_000, 5_000)])])
    expect(compareResults(within, base).regressions).toEqual([])
    expect(compareResults(beyond, base).regressions.map((r) => r.figure)).toEqual(['bytes'])
  })

  it('lists improvements beyond the tolerance separately', () => {
    const base = results([scenario('s', [fig('requests', 'value', 20)])])
    const better = results([scenario('s', [fig('requests', 'value', 10)])])
    const c = compareResults(better, base)
    expect(c.regressions).toEqual([])
    expect(c.improvements.map((r) => r.figure)).toEqual(['requests'])
  })

  it('reports a scenario the baseline measured that is not available now', () => {
    const base = results([scenario('assets-cold', [fig('firstRow', 'ratio', 150)])])
    const now = results([scenario('assets-cold', [], 'not-available', 'no node tree')])
    expect(compareResults(now, base).missing).toEqual([{ scenario: 'assets-cold', reason: 'no node tree' }])
  })

  it('ignores scenarios outside --only and scenarios the baseline could not measure', () => {
    const base = results([scenario('a', [fig('x', 'value', 1)]), scenario('b', [], 'not-available', 'later')])
    const now = results([scenario('c', [fig('x', 'value', 1)])])
    expect(compareResults(now, base, 0.15, ['c'])).toEqual({ regressions: [], improvements: [], missing: [], compared: 0 })
  })

  it('flags a figure that went from zero to something', () => {
    const base = results([scenario('s', [fig('requests', 'value', 0)])])
    const now = results([scenario('s', [fig('requests', 'value', 1)])])
    expect(compareResults(now, base).regressions[0].change).toBe(Number.POSITIVE_INFINITY)
  })

  it('reads a baseline recorded before the stack floor, and judges console × plain floor only', () => {
    const base = results([scenario('users-cold', [fig('firstRow', 'ratio', 200)])])
    const withStack = (consoleMedian: number, stackMedian: number): FigureResult => ({
      ...fig('firstRow', 'ratio', consoleMedian),
      stack: summary(stackMedian),
      stackRatio: consoleMedian / stackMedian,
      stackFloorRatio: stackMedian / 100,
    })
    // the stack floor got much slower: not a regression of the console
    expect(compareResults(results([scenario('users-cold', [withStack(200, 900)])]), base).regressions).toEqual([])
    const worse = compareResults(results([scenario('users-cold', [withStack(300, 150)])]), base)
    expect(worse.regressions.map((r) => [r.figure, r.baseline, r.latest])).toEqual([['firstRow', 2, 3]])
  })

  it('compares a run with the stack floor against the committed baseline', () => {
    const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as BenchResults
    // this run: the baseline's own figures, plus a stack floor the baseline never had
    const latest: BenchResults = {
      ...baseline,
      scenarios: baseline.scenarios.map((sc) => ({
        ...sc,
        figures: sc.figures.map((f) => ({ ...f, stack: f.floor, stackRatio: f.ratio, stackFloorRatio: 1 })),
      })),
    }
    const c = compareResults(latest, baseline)
    expect(c.compared).toBeGreaterThan(0)
    expect(c.regressions).toEqual([])
    expect(c.missing).toEqual([])
  })

  it('honours another tolerance', () => {
    const base = results([scenario('s', [fig('requests', 'value', 100)])])
    const now = results([scenario('s', [fig('requests', 'value', 108)])])
    expect(compareResults(now, base, 0.05).regressions).toHaveLength(1)
    expect(compareResults(now, base).regressions).toHaveLength(0)
  })
})

describe('mergeBaseline', () => {
  it('replaces the scenarios of this run and keeps the others in their order', () => {
    const base = results([scenario('a', [fig('x', 'value', 1)]), scenario('b', [fig('x', 'value', 2)])])
    const now = results([scenario('b', [fig('x', 'value', 3)]), scenario('c', [fig('x', 'value', 4)])])
    const merged = mergeBaseline(base, now)
    expect(merged.scenarios.map((s) => [s.id, s.figures[0].console?.median])).toEqual([
      ['a', 1],
      ['b', 3],
      ['c', 4],
    ])
  })

  it('is this run when there is no baseline yet', () => {
    const now = results([scenario('a', [])])
    expect(mergeBaseline(null, now)).toBe(now)
  })
})
