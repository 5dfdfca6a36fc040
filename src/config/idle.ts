// Work that no one waits for (a header badge's count, a remembered setting's check) goes to the browser's first
// idle period, so it does not compete with a page's first data for the main thread (issue 9).

type IdleScheduler = (callback: () => void, options?: { timeout: number }) => number
type IdleCanceller = (handle: number) => void

/** Runs `callback` once the browser is idle, at the latest after `timeoutMs`; returns a cancel function. */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  const scope = globalThis as { requestIdleCallback?: IdleScheduler; cancelIdleCallback?: IdleCanceller }
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const handle = scope.requestIdleCallback(callback, { timeout: timeoutMs })
    const cancel = scope.cancelIdleCallback
    return () => cancel(handle)
  }
  const handle = setTimeout(callback, 0)
  return () => clearTimeout(handle)
}
