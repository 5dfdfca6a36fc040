// The HTTP layer's side effects go through this bus; the shell subscribes and shows them (an error toast, the
// single "session ended" dialog). Without a subscriber nothing is shown.
import type { HttpError } from './errors'

export type HttpEvent = { type: 'error'; message: string; error: HttpError } | { type: 'session-ended' }

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

/** The shell calls this when the user closes the dialog, so a later 401 can open it again. */
export function sessionEndedDialogClosed(): void {
  sessionEndedShown = false
}

/** Test helper: forget every subscriber and the dialog state. */
export function resetHttpEvents(): void {
  listeners.clear()
  sessionEndedShown = false
}
