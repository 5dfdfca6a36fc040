// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatComparison, formatMarkdown, formatSummary, formatTable, formatValue } from './report'
import { figureResult, LOAD_FIGURES, type BenchResults } from './results'

const env = { node: 'v20.20.0', browser: 'Chromium 156', cpus: '2 × test cpu', platform: 'linux' }
const byId = (id: string) => LOAD_FIGURES.find((f) => f.id === id)!

function sample(): BenchResults {
  return {
    version: 1,
    date: '2026-01-01T00:00:00.000Z',
    runs: 3,
    environment: env,
    scenarios: [
      {
        id: 'users-cold',
        title: 'deep link to the users list',
        status: 'ok',
        runs: 3,
        notes: [],
        figures: [
          figureResult('users-cold', byId('firstRow'), [300, 320, 310], [100, 110, 105]),
          figureResult('users-cold', byId('bytes'), [240_000, 240_000, 240_000], [3_000, 3_000, 3_000]),
        ],
      },
      {
        id: 'assets-cold',
        title: 'asset list with the node tree',
        status: 'not-available',
        reason: 'the console shows its "not built yet" screen',
        runs: 0,
        figures: [],
        notes: [],
      },
    ],
  }
}

describe('formatValue', () => {
  it('writes times, sizes and counts the way the table shows them', () => {
    expect(formatValue(1234.4, 'ms')).toBe('1234 ms')
    expect(formatValue(4.25, 'ms')).toBe('4.3 ms')
    expect(formatValue(950_000, 'bytes')).toBe('950.0 kB')
    expect(formatValue(7_600_000, 'bytes')).toBe('7.60 MB')
    expect(formatValue(512, 'bytes')).toBe('512 B')
    expect(formatValue(22, 'count')).toBe('22')
    expect(formatValue(2.5, 'count')).toBe('2.5')
  })

  it('shows a range only when the runs differ', () => {
    expect(formatSummary({ median: 3, min: 3, max: 3, n: 3 }, 'count')).toBe('3')
    expect(formatSummary({ median: 20, min: 10, max: 30, n: 3 }, 'ms')).toBe('20 ms (10 ms–30 ms)')
    expect(formatSummary(null, 'ms')).toBe('—')
  })
})

describe('formatTable', () => {
  it('prints each figure with both sides, the ratio and the budget verdict', () => {
    const text = formatTable(sample())
    const row = text.split('\n').find((l) => l.startsWith('first data row'))!
    expect(row).toContain('310 ms (300 ms–320 ms)')
    expect(row).toContain('105 ms (100 ms–110 ms)')
    expect(row).toContain('2.95×')
    // no stack floor in this sample: its budget cannot be judged
    expect(row).toContain('≤ 1.5 × stack floor n/a')
    expect(text.split('\n').find((l) => l.startsWith('bytes until settled'))).toContain('≤ 250 kB met')
  })

  it('prints the stack floor beside the plain one: the console × each floor, and the stack floor × the plain one', () => {
    const results = sample()
    results.scenarios[0].figures = [figureResult('users-cold', byId('firstRow'), [600, 600, 600], [100, 100, 100], [300, 310, 290])]
    const text = formatTable(results)
    const header = text.split('\n')[0]
    expect(header).toContain('stack floor median (min–max)')
    expect(header).toContain('× stack floor')
    const row = text.split('\n').find((l) => l.startsWith('first data row'))!
    expect(row).toContain('300 ms (290 ms–310 ms)')
    // console × floor, console × stack floor, stack floor × floor
    expect(row).toMatch(/6\.00×\s+2\.00×\s+3\.00×/)
    expect(formatMarkdown(results)).toContain(
      '| users-cold | first data row | 600 ms | 100 ms | 300 ms (290 ms–310 ms) | 6.00× | 2.00× | 3.00× | ≤ 1.5 × stack floor MISSED |',
    )
  })

  it('says why a scenario is not available instead of showing figures', () => {
    expect(formatTable(sample())).toContain('not available: the console shows its "not built yet" screen')
  })
})

describe('formatMarkdown', () => {
  it('writes one table row per figure and one per unavailable scenario', () => {
    const md = formatMarkdown(sample())
    expect(md).toContain(
      '| users-cold | first data row | 310 ms (300 ms–320 ms) | 105 ms (100 ms–110 ms) | — | 2.95× | — | — | ≤ 1.5 × stack floor n/a |',
    )
    expect(md).toContain('| assets-cold | not available: the console shows its "not built yet" screen |')
  })

  it('lists the notes of each scenario under the table', () => {
    const results = sample()
    results.scenarios[0].notes = ['console request chain (median run): /ui/users/users → /api/v1/users/users/']
    expect(formatMarkdown(results)).toContain('- users-cold: console request chain (median run): /ui/users/users → /api/v1/users/users/')
  })
})

describe('formatComparison', () => {
  it('lists what got worse and what is missing', () => {
    const text = formatComparison(
      {
        regressions: [
          { scenario: 'users-cold', figure: 'firstRow', label: 'first data row', by: 'ratio', baseline: 2, latest: 2.5, change: 0.25 },
        ],
        improvements: [],
        missing: [{ scenario: 'assets-cold', reason: 'not available' }],
        compared: 9,
      },
      0.15,
    )
    expect(text).toContain('WORSE   users-cold / first data row: 2.00× → 2.50× (+25 %, by ratio)')
    expect(text).toContain('MISSING assets-cold: not available')
  })

  it('says so when nothing is worse', () => {
    expect(formatComparison({ regressions: [], improvements: [], missing: [], compared: 3 }, 0.15)).toContain('no figure is worse')
  })
})
