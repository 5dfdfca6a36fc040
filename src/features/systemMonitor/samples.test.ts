import { describe, expect, it } from 'vitest'
import { HISTORY_MS, readSamples, recordSample, SAMPLE_EVERY_MS, SAMPLES_KEY, seriesOf, withSample, type Sample } from './samples'

const T0 = Date.UTC(2026, 10, 26, 8)
const reading = (koko: number, guacamole?: number) => [
  { type: 'koko', session_active: koko },
  ...(guacamole === undefined ? [] : [{ type: 'guacamole', session_active: guacamole }]),
]

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

describe('system monitor samples (SESS-08)', () => {
  it('keeps a reading per sampling period for 24 hours; older ones are dropped', () => {
    let h: Sample[] = []
    h = withSample(h, T0, reading(3))
    h = withSample(h, T0 + SAMPLE_EVERY_MS, reading(5))
    h = withSample(h, T0 + HISTORY_MS + 1, reading(7))
    expect(h.map((s) => s.sessions.koko)).toEqual([5, 7])
  })

  it('a reading sooner than half a period after the last replaces it', () => {
    let h = withSample([], T0, reading(3))
    h = withSample(h, T0 + 5_000, reading(4))
    expect(h).toEqual([{ at: T0 + 5_000, sessions: { koko: 4 } }])
  })

  it('reads nothing from a missing or damaged store, and records into it', () => {
    expect(readSamples(undefined)).toEqual([])
    expect(readSamples(memoryStorage({ [SAMPLES_KEY]: '{oops' }))).toEqual([])
    expect(readSamples(memoryStorage({ [SAMPLES_KEY]: '[{"at":"x"},{"at":1,"sessions":{"koko":2}}]' }))).toEqual([
      { at: 1, sessions: { koko: 2 } },
    ])
    const store = memoryStorage()
    recordSample(store, T0, reading(2, 1))
    expect(readSamples(store)).toEqual([{ at: T0, sessions: { koko: 2, guacamole: 1 } }])
  })

  it('a store that refuses to write leaves the page working', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(() => recordSample(refusing, T0, reading(1))).not.toThrow()
  })

  it('one series per component type, a type missing from a reading counted as 0', () => {
    const h: Sample[] = [
      { at: T0, sessions: { koko: 2 } },
      { at: T0 + SAMPLE_EVERY_MS, sessions: { koko: 3, guacamole: 1 } },
    ]
    expect(seriesOf(h)).toEqual({
      times: [T0, T0 + SAMPLE_EVERY_MS],
      types: ['guacamole', 'koko'],
      data: { guacamole: [0, 1], koko: [2, 3] },
    })
  })

  it('a time the page was closed breaks the lines instead of joining across it', () => {
    const later = T0 + 60 * SAMPLE_EVERY_MS
    const h: Sample[] = [
      { at: T0, sessions: { koko: 2 } },
      { at: later, sessions: { koko: 5 } },
    ]
    expect(seriesOf(h)).toEqual({ times: [T0, T0 + SAMPLE_EVERY_MS, later], types: ['koko'], data: { koko: [2, null, 5] } })
  })
})
