// @vitest-environment node
// Datetime rendering and parsing as the real API does it.
import { describe, expect, it } from 'vitest'
import { formatDatetime, parseDatetime, resolveTz } from './time'

const T = Date.UTC(2026, 10, 22, 19, 9, 48) // 2026-11-22 19:09:48 UTC

describe('datetimes', () => {
  it('renders %Y/%m/%d %H:%M:%S %z in a zone, with its offset at that instant', () => {
    expect(formatDatetime(T, 'Asia/Shanghai')).toBe('2026/11/23 03:09:48 +0800')
    expect(formatDatetime(T, 'UTC')).toBe('2026/11/22 19:09:48 +0000')
    expect(formatDatetime(T, 'America/New_York')).toBe('2026/11/22 14:09:48 -0500')
    expect(formatDatetime(Date.UTC(2026, 6, 1, 12), 'America/New_York')).toBe('2026/07/01 08:00:00 -0400')
    expect(formatDatetime(T, 'Asia/Kolkata')).toBe('2026/11/23 00:39:48 +0530')
  })

  it('parses the API format, %Y-%m-%d %H:%M:%S %z and ISO-8601 (naive ISO in the request zone)', () => {
    expect(parseDatetime('2026/11/23 03:09:48 +0800')).toBe(T)
    expect(parseDatetime('2026-11-23 03:09:48 +0800')).toBe(T)
    expect(parseDatetime('2026-11-22T19:09:48Z')).toBe(T)
    expect(parseDatetime('2026-11-22T19:09:48.000Z')).toBe(T)
    expect(parseDatetime('2026-11-23T03:09:48+08:00')).toBe(T)
    expect(parseDatetime('2026-11-23 03:09:48', 'Asia/Shanghai')).toBe(T)
    expect(parseDatetime('2026-11-22T14:09:48', 'America/New_York')).toBe(T)
  })

  it('refuses other texts and impossible dates', () => {
    for (const bad of ['tomorrow', '2026/13/01 00:00:00 +0800', '2026-02-30T00:00:00Z', '23/11/2026', '']) {
      expect(parseDatetime(bad), bad).toBeNull()
    }
    expect(parseDatetime(123)).toBeNull()
  })

  it('uses X-TZ when it is a real zone, Asia/Shanghai otherwise', () => {
    expect(resolveTz('Europe/Berlin')).toBe('Europe/Berlin')
    expect(resolveTz('undefined')).toBe('Asia/Shanghai')
    expect(resolveTz('Mars/Base')).toBe('Asia/Shanghai')
    expect(resolveTz(null)).toBe('Asia/Shanghai')
  })
})
