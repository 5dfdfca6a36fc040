import { describe, expect, it } from 'vitest'
import { endOfRange, formatDateTime, parseServerDate, rangeToEmit, shortcutRange, startOfRange } from './dates'

describe('dates', () => {
  it('reads the server format with its offset', () => {
    expect(parseServerDate('2026/11/23 03:09:48 +0800')?.toISOString()).toBe('2026-11-22T19:09:48.000Z')
    expect(parseServerDate('2026-11-22T19:09:48Z')?.toISOString()).toBe('2026-11-22T19:09:48.000Z')
    expect(parseServerDate('nonsense')).toBeNull()
    expect(parseServerDate(null)).toBeNull()
    expect(formatDateTime('nonsense')).toBe('nonsense')
  })
  it('LIST-08 / CONST-29 picked days get 00:00:01 and 23:59:59', () => {
    const day = new Date(2024, 4, 10, 15, 30)
    const s = startOfRange(day)
    const e = endOfRange(day)
    expect([s.getHours(), s.getMinutes(), s.getSeconds()]).toEqual([0, 0, 1])
    expect([e.getHours(), e.getMinutes(), e.getSeconds()]).toEqual([23, 59, 59])
    expect(s.getDate()).toBe(10)
  })
  it('LIST-07 shortcuts cover 24 hours, 7, 30 and 90 days ending now', () => {
    const now = new Date('2024-05-10T12:00:00Z')
    const day = 24 * 3600 * 1000
    expect(now.getTime() - shortcutRange('day', now).from.getTime()).toBe(day)
    expect(now.getTime() - shortcutRange('week', now).from.getTime()).toBe(7 * day)
    expect(now.getTime() - shortcutRange('month', now).from.getTime()).toBe(30 * day)
    expect(now.getTime() - shortcutRange('threeMonths', now).from.getTime()).toBe(90 * day)
    expect(shortcutRange('week', now).to.getTime()).toBe(now.getTime())
  })
  it('LIST-09 / VAL-18 a range is emitted only when both ends are valid', () => {
    const a = new Date('2024-01-01T00:00:00Z')
    const b = new Date('2024-01-02T00:00:00Z')
    expect(rangeToEmit(a, b)).toEqual({ dateFrom: '2024-01-01T00:00:00.000Z', dateTo: '2024-01-02T00:00:00.000Z' })
    expect(rangeToEmit(a, null)).toBeNull()
    expect(rangeToEmit(new Date('x'), b)).toBeNull()
    expect(rangeToEmit(b, a)).toBeNull()
  })
})
