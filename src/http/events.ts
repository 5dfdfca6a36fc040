// The HTTP layer's side effects go through this bus; the shell subscribes and shows them (an error toast, the
// single "session ended" dialog). Without a subscriber nothing is shown.
import { LOGIN_PATH } from '../config/constants'
import { browser } from './browser'
import type { HttpError } from './errors'

/** `sign-in`: the browser leaves for the sign-in page now (an open form keeps its draft, issue 23). */
export type HttpEvent = { type: 'error'; message: string; error: HttpError } | { type: 'session-ended' } | { type: 'sign-in' }

type Listener = (event: HttpEvent) => void
const listeners = new Set<Listener>()
let sessionEndedShown = false

export function onHttpEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitHttpEvent(event: HttpEvent): void {
  for (const l of [...listeners]) l(event)
}

/** HTTP-10: opens the "session ended" dialog unless it is open already (never two at once). */
export function announceSessionEnded(): boolean {
  if (sessionEndedShown) return false
  if (listeners.size === 0) return false
  sessionEndedShown = true
  emitHttpEvent({ type: 'session-ended' })
  return true
}

/**
 * Issue 23: to the sign-in page with the way back to this page (`?next=`, which the platform's sign-in follows);
 * an open form keeps its draft first, on the `sign-in` event, and restores it when it opens again.
 */
export function signInAgain(): void {
  emitHttpEvent({ type: 'sign-in' })
  const { pathname, search } = window.location
  browser.assign(`${LOGIN_PATH}?next=${encodeURIComponent(pathname + search)}`)
}

/** The shell calls this when the user closes the dialog, so a later 401 can open it again. */
export function sessionEndedDialogClosed(): void {
  sessionEndedShown = false
}

/** Test helper: forget every subscriber and the dialog state. */
export function resetHttpEvents(): void {
  listeners.clear()
  sessionEndedShown = false
}
