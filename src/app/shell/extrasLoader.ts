// Loads the shell's extras (extras.tsx) once: after the first screen is drawn, or when the user first opens a
// menu, a panel or a dialog. Components read the loaded module with useShellExtras() and draw those parts when it
// is there; a failed load (network) is tried again at the next request.
import { useSyncExternalStore } from 'react'

export type ShellExtras = typeof import('./extras')

let loaded: ShellExtras | undefined
let loading: Promise<ShellExtras> | undefined
const listeners = new Set<() => void>()

export function loadShellExtras(): Promise<ShellExtras> {
  loading ??= import('./extras').then(
    (module) => {
      loaded = module
      for (const listener of [...listeners]) listener()
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Starts loading the extras (if not yet); a failure is left for the next request. */
export function requestShellExtras(): void {
  loadShellExtras().catch(() => undefined)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The extras once loaded, else undefined (the caller draws without them and is re-rendered when they arrive). */
export function useShellExtras(): ShellExtras | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  )
}
