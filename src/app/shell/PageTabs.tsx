// SHELL-16..18: a tab per opened page (keyed by route path), pages kept alive while their tab is open unless the
// route is marked no-cache, "close all" keeping pinned tabs; each page inside its own error boundary. The tab list
// is a plain ARIA tab list that scrolls sideways (MUI's Tabs would add its scroll-button and indicator machinery
// to the first page).
import Box from '@mui/material/Box'
import MuiClearAllIcon from '@mui/icons-material/ClearAll'
import MuiCloseIcon from '@mui/icons-material/Close'
import MuiPushPinIcon from '@mui/icons-material/PushPin'
import MuiPushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined'
import { Activity, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { UNSAFE_LocationContext, useLocation, useNavigate, useNavigationType, useOutlet, type Location } from 'react-router'
import { useTranslation } from 'react-i18next'
import { usePageNames } from '../../components/common/pageNames'
import { useRouteHandle } from '../../components/common/routeHandle'
import { useAppRoutes } from '../appRoutes'
import type { AppRouteHandle } from '../router'
import { useTabs, type PageTab, type TabsStore } from '../tabs'
import { Hint } from './Hint'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { PlainIconButton } from '../../components/common/PlainIconButton'
import { plainIcon } from '../../components/common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const ClearAllIcon = plainIcon(MuiClearAllIcon)
const CloseIcon = plainIcon(MuiCloseIcon)
const PushPinIcon = plainIcon(MuiPushPinIcon)
const PushPinOutlinedIcon = plainIcon(MuiPushPinOutlinedIcon)

/** True when opening `tab` would change nothing (the tab is open with the same address, title and flags). */
function alreadyOpen(tabs: readonly PageTab[], tab: PageTab): boolean {
  const open = tabs.find((t) => t.key === tab.key)
  return (
    !!open &&
    open.href === tab.href &&
    open.title === (tab.title ?? open.title) &&
    open.noCache === tab.noCache &&
    (open.pinned || !tab.pinned)
  )
}

/**
 * Opens (or re-uses) the tab of the page the router shows; redirects and unknown paths open none. The first page's
 * tab is opened before the bar is first drawn, so the bar is drawn once with it (issue 22), not empty and then again.
 */
function useTrackTabs(store: TabsStore): void {
  const { pathname, search } = useLocation()
  const handle = useRouteHandle() as AppRouteHandle | undefined
  // before anything reads the store (the bar just below, the kept pages after it): nothing is subscribed yet
  useState(() => {
    const tab = tabAt(pathname, search, handle)
    if (tab) store.open(tab)
    return null
  })
  useEffect(() => {
    const tab = tabAt(pathname, search, handle)
    if (tab && !alreadyOpen(store.get(), tab)) store.open(tab)
  }, [store, pathname, search, handle])
}

function tabAt(pathname: string, search: string, handle: AppRouteHandle | undefined): PageTab | null {
  if (!handle || handle.redirect) return null
  return { key: pathname, href: `${pathname}${search}`, title: handle.title, pinned: handle.affix, noCache: handle.noCache }
}

/** Arrow keys, Home and End move the focus along the tab list (the tabs keep one stop in the Tab order). */
function moveFocus(e: KeyboardEvent<HTMLElement>): void {
  const keys: Record<string, (i: number, n: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  }
  const step = keys[e.key]
  if (!step) return
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
  const index = tabs.indexOf(document.activeElement as HTMLElement)
  if (index < 0) return
  e.preventDefault()
  tabs[step(index, tabs.length)].focus()
}

// the tabs' look, set once on their list (not a style per tab)
const tabListSx = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '& > [role="tab"]': {
    flexShrink: 0,
    gap: 0.5,
    minHeight: 36,
    maxWidth: 360,
    px: 2,
    py: 0.5,
    typography: 'button',
    textTransform: 'none',
    color: 'text.secondary',
    borderBottom: 2,
    borderColor: 'transparent',
    '&:hover': { color: 'text.primary' },
  },
  '& > [role="tab"][aria-selected="true"]': { color: 'primary.main', borderColor: 'primary.main' },
  '& .tab-close': { display: 'inline-flex', borderRadius: '50%', fontSize: 14, '&:hover': { bgcolor: 'action.hover' } },
  '& .tab-close > svg': { fontSize: 'inherit' },
} as const

export function TabsBar() {
  const { t } = useTranslation()
  const { tabs: store } = useAppRoutes()
  // first: the first page's tab is in the store when the bar reads it
  useTrackTabs(store)
  const tabs = useTabs(store)
  const named = usePageNames()
  const location = useLocation()
  const navigate = useNavigate()
  const activeKey = location.pathname
  const active = tabs.find((tab) => tab.key === activeKey)
  const selectedRef = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  // the selected tab scrolls into view when the list is wider than the bar (and takes the focus of a tab closed by key).
  // The scroll waits for the next frame, whose layout it then shares: asked for now, it would lay out the whole page
  // once more before the page's content is drawn. One tab always fits.
  useEffect(() => {
    if (refocus.current && selectedRef.current) {
      selectedRef.current.focus()
      refocus.current = false
    }
    if (tabs.length < 2) return
    const frame = requestAnimationFrame(() => selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }))
    return () => cancelAnimationFrame(frame)
  }, [activeKey, tabs.length])
  if (tabs.length === 0) return null
  const close = (key: string) => {
    const goTo = store.close(key, activeKey)
    if (goTo) void navigate(goTo)
  }
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', pr: 1 }}
      data-testid="page-tabs"
    >
      <Box role="tablist" aria-label={t('shell.OpenPages')} onKeyDown={moveFocus} sx={tabListSx}>
        {tabs.map((tab, i) => {
          const selected = tab.key === activeKey
          return (
            <button
              key={tab.key}
              type="button"
              className="btn"
              ref={selected ? selectedRef : undefined}
              role="tab"
              aria-selected={selected}
              tabIndex={selected || (!active && i === 0) ? 0 : -1}
              data-tab-key={tab.key}
              // the close mark is for the mouse (nothing interactive inside a tab): Delete closes the focused tab
              aria-keyshortcuts={tab.pinned ? undefined : 'Delete'}
              onKeyDown={(e) => {
                if (e.key !== 'Delete' || tab.pinned) return
                refocus.current = true
                close(tab.key)
              }}
              onClick={() => tab.key !== activeKey && void navigate(tab.href)}
            >
              {tab.pinned ? <PushPinIcon style={{ fontSize: 12 }} aria-label={t('shell.Pinned')} /> : null}
              {named[tab.key] ?? (tab.title ? t(tab.title) : tab.key)}
              {tab.pinned ? null : (
                <span
                  className="tab-close"
                  aria-hidden
                  title={t('shell.CloseTab')}
                  onClick={(e) => {
                    e.stopPropagation()
                    close(tab.key)
                  }}
                >
                  <CloseIcon />
                </span>
              )}
            </button>
          )
        })}
      </Box>
      {active ? (
        <Hint title={active.pinned ? t('shell.UnpinTab') : t('shell.PinTab')}>
          <PlainIconButton
            size="small"
            onClick={() => store.togglePin(active.key)}
            aria-label={active.pinned ? t('shell.UnpinTab') : t('shell.PinTab')}
          >
            {active.pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
          </PlainIconButton>
        </Hint>
      ) : null}
      <Hint title={t('shell.CloseAllTabs')}>
        <PlainIconButton
          size="small"
          aria-label={t('shell.CloseAllTabs')}
          onClick={() => {
            store.closeAll()
            const remaining = store.get()
            if (!remaining.some((tab) => tab.key === activeKey)) void navigate(remaining[0]?.href ?? '/')
          }}
        >
          <ClearAllIcon fontSize="small" />
        </PlainIconButton>
      </Hint>
    </Box>
  )
}

interface CachedPage {
  element: ReactNode
  location: Location
}

/**
 * Renders the current page and keeps the pages of the other open tabs mounted but hidden (their state survives),
 * each with the location it was left at. A no-cache route is dropped as soon as its tab is left.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const handle = useRouteHandle()
  const { tabs: store } = useAppRoutes()
  const tabs = useTabs(store)
  const key = location.pathname
  const [cache, setCache] = useState<Map<string, CachedPage>>(() => new Map())
  const [seen, setSeen] = useState<Location | null>(null)

  // keep the cache in step with navigation (adjusting state while rendering, no effect round-trip)
  if (seen !== location) {
    setSeen(location)
    const openKeys = new Set(tabs.map((tab) => tab.key))
    const next = new Map([...cache].filter(([k]) => openKeys.has(k)))
    if (handle?.noCache) next.delete(key)
    else next.set(key, { element: outlet, location })
    setCache(next)
  }
  const openKeys = new Set(tabs.map((tab) => tab.key))
  // one flat keyed list, so a page moving between shown and hidden keeps its state
  const keys = [...cache.keys()].filter((k) => k === key || openKeys.has(k))
  if (!keys.includes(key)) keys.push(key)

  return (
    <>
      {keys.map((k) => {
        // the same element structure whether shown or hidden, so React keeps the page's state
        const current = k === key
        const page = current ? { element: outlet, location } : (cache.get(k) as CachedPage)
        return (
          <Activity key={k} mode={current ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
              <RouteErrorBoundary>{page.element}</RouteErrorBoundary>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        )
      })}
    </>
  )
}
