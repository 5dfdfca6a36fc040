import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPageData, PAGE_DATA_WAIT_MS, SHELL_QUERY } from './afterPageData'

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe("issue 22: the shell's own requests wait for the page's first data", () => {
  let client: QueryClient
  beforeEach(() => {
    vi.useFakeTimers()
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  })
  afterEach(() => {
    client.clear()
    vi.useRealTimers()
  })

  it("waits while the page's query is on the wire, and goes at the next idle moment after its answer", async () => {
    const list = deferred<string[]>()
    void client.prefetchQuery({ queryKey: ['users', 'list'], queryFn: () => list.promise })
    const go = vi.fn()
    afterPageData(client, go)
    await vi.advanceTimersByTimeAsync(100)
    expect(go).not.toHaveBeenCalled()
    list.resolve(['admin'])
    // the browser's next idle moment
    await vi.advanceTimersByTimeAsync(50)
    expect(go).toHaveBeenCalledTimes(1)
  })

  it("a failed answer counts as the page's data too", async () => {
    const list = deferred<string[]>()
    void client.prefetchQuery({ queryKey: ['users', 'list'], queryFn: () => list.promise })
    const go = vi.fn()
    afterPageData(client, go)
    list.reject(new Error('refused'))
    // the browser's next idle moment
    await vi.advanceTimersByTimeAsync(50)
    expect(go).toHaveBeenCalledTimes(1)
  })

  it("the shell's own queries are not the page's data", async () => {
    await client.prefetchQuery({ queryKey: [SHELL_QUERY, 'licence-detail'], queryFn: () => Promise.resolve({}) })
    const go = vi.fn()
    afterPageData(client, go)
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS - 1)
    expect(go).not.toHaveBeenCalled()
  })

  it('a page that asks nothing lets them go after the longest wait', async () => {
    const go = vi.fn()
    afterPageData(client, go)
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS - 1)
    expect(go).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(50)
    expect(go).toHaveBeenCalledTimes(1)
  })

  it('cancelled (the shell left) it never goes', async () => {
    const list = deferred<string[]>()
    void client.prefetchQuery({ queryKey: ['users', 'list'], queryFn: () => list.promise })
    const go = vi.fn()
    const cancel = afterPageData(client, go)
    cancel()
    list.resolve([])
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS * 2)
    expect(go).not.toHaveBeenCalled()
  })
})
