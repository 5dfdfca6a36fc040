// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { percentile, ratio, summarize } from './stats'

describe('summarize', () => {
  it('gives the middle value of an odd count, with min and max', () => {
    expect(summarize([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, n: 3 })
  })

  it('averages the two middle values of an even count', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 })
  })

  it('ignores missing and non-finite measurements', () => {
    expect(summarize([null, 5, undefined, Number.NaN, 7, Number.POSITIVE_INFINITY])).toEqual({ median: 6, min: 5, max: 7, n: 2 })
  })

  it('is null when nothing was measured', () => {
    expect(summarize([])).toBeNull()
    expect(summarize([null, undefined])).toBeNull()
  })
})

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(percentile(values, 95)).toBe(19)
    expect(percentile(values, 50)).toBe(10)
    expect(percentile(values, 100)).toBe(20)
    expect(percentile(values, 0)).toBe(1)
  })

  it('is null for no values', () => {
    expect(percentile([], 95)).toBeNull()
  })
})

describe('ratio', () => {
  it('divides the console median by the floor median', () => {
    expect(ratio({ median: 300, min: 0, max: 0, n: 1 }, { median: 100, min: 0, max: 0, n: 1 })).toBe(3)
  })

  it('is null without a floor or with a zero floor', () => {
    expect(ratio({ median: 3, min: 3, max: 3, n: 1 }, null)).toBeNull()
    expect(ratio({ median: 3, min: 3, max: 3, n: 1 }, { median: 0, min: 0, max: 0, n: 1 })).toBeNull()
  })
})
