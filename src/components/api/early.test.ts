import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureHttp, HttpError } from '../../http/client'
import { AHEAD_TTL_MS, clearEarly, earlyOr, EARLY_TTL_MS, forgetEarly, startEarly, takeEarly, takeSettledEarly } from './early'

describe('early answers (issue 9)', () => {
  afterEach(() => {
    clearEarly()
    configureHttp({ currentOrgId: () => undefined })
  })

  it('sends once per key, in the given organisation, in the background', async () => {
    const run = vi.fn(async () => 'rows')
    startEarly('k', 'org-a', run)
    startEarly('k', 'org-a', run)
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith({ orgId: 'org-a', background: true, silent: true })
  })

  it('is handed once, only in the same organisation, and not after the time limit', async () => {
    configureHttp({ currentOrgId: () => 'org-a' })
    startEarly('k', 'org-a', async () => 'rows', 1_000)
    expect(await takeEarly('k', 1_000 + 10)).toEqual({ value: 'rows' })
    expect(await takeEarly('k', 1_000 + 20)).toBeUndefined()
    startEarly('k2', 'org-b', async () => 'other org')
    expect(await takeEarly('k2')).toBeUndefined()
    startEarly('k3', 'org-a', async () => 'old', 1_000)
    expect(await takeEarly('k3', 1_000 + EARLY_TTL_MS + 1)).toBeUndefined()
  })

  it('issue 22: an answer that has arrived is handed at once (for a first render), only once and in its scope; one still on its way is left for the query', async () => {
    configureHttp({ currentOrgId: () => 'org-a' })
    let answer: (value: string) => void = () => undefined
    startEarly('k', 'org-a', () => new Promise<string>((resolve) => (answer = resolve)), 1_000)
    expect(takeSettledEarly('k', 1_000 + 10)).toBeUndefined()
    answer('rows')
    await Promise.resolve()
    expect(takeSettledEarly('k', 1_000 + 20)).toEqual({ value: 'rows' })
    expect(takeSettledEarly('k', 1_000 + 30)).toBeUndefined()
    expect(await takeEarly('k', 1_000 + 40)).toBeUndefined()
    // another organisation's, an old one and a failed one are never handed
    startEarly('b', 'org-b', async () => 'other org', 1_000)
    startEarly('old', 'org-a', async () => 'old', 1_000)
    startEarly('failed', 'org-a', async () => Promise.reject(new Error('down')), 1_000)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(takeSettledEarly('b', 1_000 + 10)).toBeUndefined()
    expect(takeSettledEarly('old', 1_000 + EARLY_TTL_MS + 1)).toBeUndefined()
    expect(takeSettledEarly('failed', 1_000 + 10)).toBeUndefined()
    // not taken at once, the answer is still there for the query's own request
    startEarly('later', 'org-a', async () => 'rows later')
    expect(await takeEarly('later')).toEqual({ value: 'rows later' })
  })

  it('a failed early answer counts as none', async () => {
    configureHttp({ currentOrgId: () => 'org-a' })
    startEarly('k', 'org-a', async () => {
      throw new Error('refused')
    })
    expect(await takeEarly('k')).toBeUndefined()
  })

  it("issue 23: a timed-out early answer is the caller's failure: the request is not sent again (no second full wait)", async () => {
    configureHttp({ currentOrgId: () => 'org-a' })
    const timeout = new HttpError({ message: 'The request timed out', status: 0, kind: 'timeout', url: '/x', method: 'GET' })
    startEarly('k', 'org-a', async () => {
      throw timeout
    })
    const ask = vi.fn(async () => 'asked again')
    await expect(earlyOr('k', ask)).rejects.toBe(timeout)
    expect(ask).not.toHaveBeenCalled()
  })

  it('an answer sent ahead of a render keeps its own, shorter limit; the current organisation is used without one; a forgotten answer is not handed', async () => {
    configureHttp({ currentOrgId: () => 'org-a' })
    const run = vi.fn(async () => 'page 2')
    startEarly('next', undefined, run, 5_000, AHEAD_TTL_MS)
    expect(run).toHaveBeenCalledWith({ orgId: undefined, background: true, silent: true })
    expect(await takeEarly('next', 5_000 + AHEAD_TTL_MS + 1)).toBeUndefined()
    startEarly('next', undefined, async () => 'page 2', 5_000, AHEAD_TTL_MS)
    expect(await takeEarly('next', 5_000 + AHEAD_TTL_MS - 1)).toEqual({ value: 'page 2' })
    startEarly('again', undefined, async () => 'stale', 5_000, AHEAD_TTL_MS)
    forgetEarly('again')
    expect(await takeEarly('again', 5_000)).toBeUndefined()
  })

  it('answers never taken are dropped once too old, so a later request of the same key is sent', () => {
    const run = vi.fn(async () => 'rows')
    startEarly('k', 'org-a', run, 1_000, AHEAD_TTL_MS)
    startEarly('k', 'org-a', run, 1_000 + AHEAD_TTL_MS + 1, AHEAD_TTL_MS)
    expect(run).toHaveBeenCalledTimes(2)
  })
})
