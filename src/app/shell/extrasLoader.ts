// Loads the shell's parts that the first screen does not draw, each module once:
// - the extras (extras.tsx: the toast host), once the page has its first data or when a toast is shown;
// - the menus (menus.tsx: menus, panel, tooltips, drawer, dialog), on first use only: the pointer or the keyboard
//   focus entering the header or the menu (preloadShellMenus), a click, a 401. A cold page nobody touches never
//   fetches them, nor the MUI components they share with a list's parts (issue 22).
// Components read a loaded module with useShellExtras() / useShellMenus() and draw those parts when it is there; a
// failed load (network) is tried again at the next request.
import { useSyncExternalStore } from 'react'

export type ShellExtras = typeof import('./extras')
export type ShellMenus = typeof import('./menus')

function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const get = () => loaded
  const none = () => undefined
  return {
    load(): Promise<T> {
      loading ??= load().then(
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
    },
    /** The module once loaded, else undefined (the caller draws without it and is re-rendered when it arrives). */
    useLoaded: (): T | undefined => useSyncExternalStore(subscribe, get, none),
  }
}

const extras = lazyModule(() => import('./extras'))
const menus = lazyModule(() => import('./menus'))

export const loadShellExtras = extras.load
export const useShellExtras = extras.useLoaded

/** Starts loading the extras (if not yet); a failure is left for the next request. */
export function requestShellExtras(): void {
  extras.load().catch(() => undefined)
}

export const loadShellMenus = menus.load
export const useShellMenus = menus.useLoaded

/** Starts loading the menus (if not yet): on hover or focus of what opens them, and on opening. */
export function requestShellMenus(): void {
  menus.load().catch(() => undefined)
}

/** The handlers that load the menus when the pointer or the keyboard focus enters a region of the shell. */
export const preloadShellMenus = { onPointerEnter: requestShellMenus, onFocus: requestShellMenus } as const
