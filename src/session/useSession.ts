import { useSyncExternalStore } from 'react'
import { sessionStore, type SessionState } from './store'

/** The whole session, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}
