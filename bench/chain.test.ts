// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { longestChain, type TimedRequest } from './chain'

const req = (url: string, start: number, end: number | null, boot = false): TimedRequest => ({ url, start, end, boot })

describe('longestChain', () => {
  it('counts a plain page as document → script → data', () => {
    const chain = longestChain([req('index.html', 0, 10, true), req('floor.js', 11, 20, true), req('list', 21, 40)], 50)
    expect(chain).toEqual({ length: 3, urls: ['index.html', 'floor.js', 'list'] })
  })

  it('counts requests in flight together as one round trip', () => {
    const chain = longestChain(
      [req('doc', 0, 10), req('settings', 12, 30), req('profile', 12, 35), req('options', 36, 50), req('list', 36, 60)],
      100,
    )
    expect(chain.length).toBe(3)
    expect(chain.urls[0]).toBe('doc')
  })

  it('adds a round trip when a request waits for another to finish', () => {
    const parallel = [req('doc', 0, 10), req('profile', 11, 20), req('chunk', 11, 25), req('list', 26, 40)]
    const waterfall = [req('doc', 0, 10), req('profile', 11, 20), req('chunk', 21, 25), req('list', 26, 40)]
    expect(longestChain(parallel, 100).length).toBe(3)
    expect(longestChain(waterfall, 100).length).toBe(4)
  })

  it('treats a request that starts the moment another ends as dependent', () => {
    expect(longestChain([req('a', 0, 10), req('b', 10, 20)], null).length).toBe(2)
  })

  it('ignores requests that finished after the cutoff, failed or never finished', () => {
    const chain = longestChain([req('doc', 0, 10), req('list', 11, 30), req('late', 31, 80), req('failed', 31, null)], 50)
    expect(chain).toEqual({ length: 2, urls: ['doc', 'list'] })
  })

  it('skips the boot requests when asked, keeping what the page fetched itself', () => {
    const requests = [
      req('index.html', 0, 10, true),
      req('main.js', 11, 20, true),
      req('vendor.js', 11, 22, true),
      req('settings', 25, 30),
      req('list', 31, 40),
    ]
    expect(longestChain(requests, 100).length).toBe(4)
    expect(longestChain(requests, 100, true)).toEqual({ length: 2, urls: ['settings', 'list'] })
  })

  it('is empty without finished requests', () => {
    expect(longestChain([], 10)).toEqual({ length: 0, urls: [] })
    expect(longestChain([req('x', 0, 20)], 10)).toEqual({ length: 0, urls: [] })
  })

  it('finds the longest path, not the first one found', () => {
    // a → c is 2 long; a → b → d → e is 4 long although b and c overlap.
    const chain = longestChain([req('a', 0, 5), req('c', 6, 50), req('b', 6, 10), req('d', 11, 20), req('e', 21, 30)], 100)
    expect(chain).toEqual({ length: 4, urls: ['a', 'b', 'd', 'e'] })
  })
})
