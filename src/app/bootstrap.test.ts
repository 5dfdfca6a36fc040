// Issue 22: the page preloads the guard's three calls with the session cookies only; the guard takes those answers
// only where they are what it asks.
import { describe, expect, it } from 'vitest'
import { preloadedStartupCalls } from './bootstrap'

const ORG = '00000000-0000-0000-0000-000000000002'
const OTHER = '00000000-0000-0000-0000-000000000009'

describe('preloadedStartupCalls', () => {
  it('takes the preloaded settings, profile and organisation of the org cookie', () => {
    const calls = preloadedStartupCalls('', ORG)
    expect(calls.settings).toBe(true)
    expect(calls.profile).toBe(true)
    expect(calls.org(ORG)).toBe(true)
  })

  it('asks the server itself for an organisation other than the cookie’s', () => {
    expect(preloadedStartupCalls('', ORG).org(OTHER)).toBe(false)
    expect(preloadedStartupCalls('', undefined).org(undefined)).toBe(true)
    expect(preloadedStartupCalls('', undefined).org(ORG)).toBe(false)
  })

  it('GUARD-09: an address naming an organisation (?oid=) takes neither the preloaded profile nor organisation', () => {
    const calls = preloadedStartupCalls(`?oid=${OTHER}`, ORG)
    expect(calls.settings).toBe(true)
    expect(calls.profile).toBe(false)
    expect(calls.org(OTHER)).toBe(false)
    expect(calls.org(ORG)).toBe(false)
  })
})
