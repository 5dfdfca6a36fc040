// SHELL-16..18: opened pages are tabs keyed by route path; opening an open path re-uses its tab; "close all"
// keeps pinned tabs. Pure functions plus a tiny store the shell reads.
import { useSyncExternalStore } from 'react'

export interface PageTab {
  /** The route path (pathname) that identifies the tab. */
  key: string
  /** Pathname plus query, where the tab leads back to. */
  href: string
  title?: string
  pinned: boolean
  noCache: boolean
}

export function openTab(tabs: readonly PageTab[], tab: PageTab): PageTab[] {
  const index = tabs.findIndex((t) => t.key === tab.key)
  if (index < 0) return [...tabs, tab]
  const next = [...tabs]
  next[index] = {
    ...tabs[index],
    href: tab.href,
    title: tab.title ?? tabs[index].title,
    noCache: tab.noCache,
    pinned: tabs[index].pinned || tab.pinned,
  }
  return next
}

/** Closes one tab; when it was the active one, `goTo` is the neighbour to show instead. */
export function closeTab(tabs: readonly PageTab[], key: string, activeKey: string): { tabs: PageTab[]; goTo?: string } {
  const index = tabs.findIndex((t) => t.key === key)
  if (index < 0 || tabs[index].pinned) return { tabs: [...tabs] }
  const next = tabs.filter((t) => t.key !== key)
  if (key !== activeKey) return { tabs: next }
  const neighbour = next[index] ?? next[index - 1]
  return { tabs: next, goTo: neighbour?.href }
}

/** SHELL-18: every tab except pinned ones. */
export function closeAllTabs(tabs: readonly PageTab[]): PageTab[] {
  return tabs.filter((t) => t.pinned)
}

export function togglePinned(tabs: readonly PageTab[], key: string): PageTab[] {
  return tabs.map((t) => (t.key === key ? { ...t, pinned: !t.pinned } : t))
}

type Listener = () => void

export function createTabsStore(initial: PageTab[] = []) {
  let tabs = initial
  const listeners = new Set<Listener>()
  const set = (next: PageTab[]) => {
    if (next === tabs) return
    tabs = next
    listeners.forEach((l) => l())
  }
  return {
    get: () => tabs,
    open: (tab: PageTab) => set(openTab(tabs, tab)),
    close: (key: string, activeKey: string) => {
      const result = closeTab(tabs, key, activeKey)
      set(result.tabs)
      return result.goTo
    },
    closeAll: () => set(closeAllTabs(tabs)),
    togglePin: (key: string) => set(togglePinned(tabs, key)),
    reset: () => set([]),
    subscribe: (l: Listener) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
}

export type TabsStore = ReturnType<typeof createTabsStore>

export function useTabs(store: TabsStore): PageTab[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
