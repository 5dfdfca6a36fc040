// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_RUNS, heavyRuns, parseOptions, QUICK_RUNS } from './options'

describe('parseOptions', () => {
  it('builds and runs 15 times by default', () => {
    expect(parseOptions([])).toEqual({
      build: true,
      buildStack: true,
      runs: DEFAULT_RUNS,
      compare: false,
      updateBaseline: false,
      only: null,
      tolerance: 0.15,
      dist: null,
      rtt: 0,
      help: false,
    })
  })

  it('reads the switches of the docs', () => {
    const o = parseOptions(['--no-build', '--quick', '--compare', '--update-baseline'])
    expect(o).toMatchObject({ build: false, buildStack: false, runs: QUICK_RUNS, compare: true, updateBaseline: true })
  })

  it('lets --runs win over --quick', () => {
    expect(parseOptions(['--quick', '--runs', '7']).runs).toBe(7)
    expect(parseOptions(['--runs=4']).runs).toBe(4)
  })

  it('refuses a run count that is not a positive whole number', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseOptions(['--runs', 'many'])).toThrow(/--runs/)
  })

  it('collects --only from commas and repeats', () => {
    expect(parseOptions(['--only', 'users-cold,mock-latency', '--only', 'tree-expand']).only).toEqual([
      'users-cold',
      'mock-latency',
      'tree-expand',
    ])
  })

  it('refuses unknown switches', () => {
    expect(() => parseOptions(['--fast'])).toThrow()
  })

  it('measures another build folder without building', () => {
    expect(parseOptions(['--dist', 'old-dist'])).toMatchObject({ dist: 'old-dist', build: false })
  })

  it('still builds the stack floor with --dist, and reuses it with --no-build', () => {
    expect(parseOptions(['--dist', 'old-dist']).buildStack).toBe(true)
    expect(parseOptions(['--dist', 'old-dist', '--no-build']).buildStack).toBe(false)
  })

  it('reads another tolerance', () => {
    expect(parseOptions(['--tolerance', '0.1']).tolerance).toBe(0.1)
    expect(() => parseOptions(['--tolerance', '-1'])).toThrow(/--tolerance/)
  })
})

describe('heavyRuns', () => {
  it('runs a fifth of the runs, at least one', () => {
    expect(heavyRuns(15)).toBe(3)
    expect(heavyRuns(3)).toBe(1)
    expect(heavyRuns(1)).toBe(1)
    expect(heavyRuns(11)).toBe(3)
  })
  it('--rtt holds answers back by a number of ms; anything else is refused', () => {
    expect(parseOptions(['--rtt', '40']).rtt).toBe(40)
    expect(() => parseOptions(['--rtt', '-1'])).toThrow(/--rtt/)
    expect(() => parseOptions(['--rtt', 'slow'])).toThrow(/--rtt/)
  })
})
