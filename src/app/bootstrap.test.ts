// Issue 22: the page preloads the guard's three calls with the session cookies only; the guard takes those answers
// only where they are what it asks.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT } from '../config/constants'
import { generateRoutes } from '../routes'
import { FIRST_ANSWER_WAIT_MS, preloadedStartupCalls, takeStartRedirect, waitAtMost } from './bootstrap'

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

describe("the wait for the page's first answer before the shell is drawn (issue 22)", () => {
  afterEach(() => vi.useRealTimers())

  it('ends when the answer is here, or when it failed, or after the limit when it is late', async () => {
    vi.useFakeTimers()
    const seen: string[] = []
    let answer: (value: unknown) => void = () => undefined
    void waitAtMost(new Promise((resolve) => (answer = resolve)), FIRST_ANSWER_WAIT_MS).then(() => seen.push('answered'))
    void waitAtMost(Promise.reject(new Error('refused')), FIRST_ANSWER_WAIT_MS).then(() => seen.push('failed'))
    void waitAtMost(new Promise(() => undefined), FIRST_ANSWER_WAIT_MS).then(() => seen.push('late'))
    void waitAtMost(undefined, FIRST_ANSWER_WAIT_MS).then(() => seen.push('nothing to wait for'))
    await vi.advanceTimersByTimeAsync(10)
    expect(seen).toEqual(['nothing to wait for', 'failed'])
    answer('rows')
    await vi.advanceTimersByTimeAsync(10)
    expect(seen).toEqual(['nothing to wait for', 'failed', 'answered'])
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_WAIT_MS)
    expect(seen).toEqual(['nothing to wait for', 'failed', 'answered', 'late'])
  })
})

describe('a start address that only redirects takes its target before the console is drawn', () => {
  const admin = generateRoutes({ role: PERM_ADMIN | PERM_AUDIT, licenceValid: false, settings: {} }).flat
  afterEach(() => window.history.replaceState(null, '', '/'))

  it("the home page becomes the admin's dashboard, keeping its query and hash", () => {
    window.history.replaceState(null, '', '/ui/?x=1#top')
    takeStartRedirect(admin)
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/ui/dashboard?x=1#top')
  })

  it('a page address is left as it is', () => {
    window.history.replaceState(null, '', '/ui/users/users?search=a')
    takeStartRedirect(admin)
    expect(`${window.location.pathname}${window.location.search}`).toBe('/ui/users/users?search=a')
  })
})
