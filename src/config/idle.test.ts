import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './idle'

describe('whenIdle (issue 9: work no one waits for)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('hands the work to the browser idle callback with the time limit, and can cancel it', () => {
    const asked: Array<{ timeout: number } | undefined> = []
    const callbacks: Array<() => void> = []
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout: number }) => {
      asked.push(options)
      callbacks.push(cb)
      return callbacks.length
    })
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
    const work = vi.fn()
    const cancel = whenIdle(work, 1500)
    expect(asked).toEqual([{ timeout: 1500 }])
    expect(work).not.toHaveBeenCalled()
    callbacks[0]()
    expect(work).toHaveBeenCalledTimes(1)
    cancel()
    expect(cancelled).toEqual([1])
  })

  it('without idle callbacks, runs the work after the current task, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const work = vi.fn()
    whenIdle(work)
    const dropped = vi.fn()
    whenIdle(dropped)()
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledTimes(1)
    expect(dropped).not.toHaveBeenCalled()
  })
})
