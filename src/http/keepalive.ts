// HTTP-12: a session-expiry check runs 30 s after the last response; every new response restarts the timer.
// The check's own response does not restart it, so an idle console does not keep the session alive forever.

export interface KeepAlive {
  /** A response arrived: (re)start the timer. */
  touch(): void
  stop(): void
  pending(): boolean
}

export function createKeepAlive(delayMs: number, check: () => void | Promise<unknown>): KeepAlive {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    touch() {
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        void Promise.resolve()
          .then(check)
          .catch(() => undefined)
      }, delayMs)
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
    pending() {
      return timer !== undefined
    },
  }
}
