// Issue 23: what a form keeps when the session ends while it is being edited. Signing in again leaves for the
// platform's sign-in page and comes back to the same address (src/http/events.ts: signInAgain); just before the
// browser leaves, the open form writes its values to sessionStorage under that address, and the form opened there
// again finds them, restores them and says so. Password and secret fields are never written.
import { useEffect, useState } from 'react'
import { onHttpEvent } from '../../http/events'

const PREFIX = 'bastion.formDraft:'
/** Field names that may hold a secret whatever their widget is. */
const SECRET_NAME = /pass(word|phrase)|secret|private_key|token|otp|mfa_code/i

/** The storage key of the draft of the form at this address (path and query). */
export function draftKeyOf(location: { pathname: string; search: string }): string {
  return `${PREFIX}${location.pathname}${location.search}`
}

/** The values worth keeping: everything but the secret fields (`secrets`, and names that look like a secret). */
export function keptValues(values: Record<string, unknown>, secrets: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secrets.has(name) && !SECRET_NAME.test(name)))
}

function read(key: string): Record<string, unknown> | undefined {
  try {
    const raw = window.sessionStorage.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

function drop(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // storage refused: nothing was kept either
  }
}

/** The address of this form and the draft kept for it (read once: useKeepDraft forgets it once the form is up). */
export function useFormDraft(): { key: string; draft: Record<string, unknown> | undefined } {
  const [key] = useState(() => draftKeyOf(window.location))
  const [draft] = useState(() => read(key))
  return { key, draft }
}

/**
 * Keeps the form's current values (`values()`, without the fields in `secrets`) under `key` when the browser leaves
 * to sign in; forgets the draft read at start, and a kept one when the form closes without leaving.
 */
export function useKeepDraft(key: string, values: () => Record<string, unknown>, secrets: ReadonlySet<string>): void {
  useEffect(() => {
    // restored (or not wanted): a later visit of this address starts from the object again
    drop(key)
    let leaving = false
    const stop = onHttpEvent((event) => {
      if (event.type !== 'sign-in') return
      leaving = true
      try {
        window.sessionStorage.setItem(key, JSON.stringify(keptValues(values(), secrets)))
      } catch {
        // a full or refused storage: the sign-in goes ahead without a draft
      }
    })
    return () => {
      stop()
      if (!leaving) drop(key)
    }
  }, [key, values, secrets])
}
