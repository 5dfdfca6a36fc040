// The browser's localStorage, for the few choices the console keeps (ENT-12: never a credential or a token). It
// may be missing (tests, workers) or refuse access (private mode, a full quota): then nothing is kept and every
// read finds nothing.

/** localStorage, or undefined where there is none or it is blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The stored value of `key`, or null. */
export function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores `value` under `key` (null removes it); a refusal is ignored: the choice lasts for this page only. */
export function writeStored(key: string, value: string | null): void {
  try {
    const storage = browserStorage()
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // storage full or refused
  }
}
