// A page that shows one object (a user, a ticket …) is named after it: its page tab and the browser's title read
// the object's name instead of the route's title ("User details"). Names are kept per path while the console
// runs, so a tab kept alive in the background keeps its name.
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

let names: Readonly<Record<string, string>> = {}
const listeners = new Set<() => void>()

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}
const read = () => names

/** Path → the name of the object its page shows (only pages that show one). */
export function usePageNames(): Readonly<Record<string, string>> {
  return useSyncExternalStore(subscribe, read, read)
}

/** Names the page at the current path (nothing while the object is not loaded). */
export function useNamePage(name: string | undefined): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!name || names[pathname] === name) return
    names = { ...names, [pathname]: name }
    listeners.forEach((l) => l())
  }, [pathname, name])
}
