// The router is built from the allowed routes of the current role (GUARD-13/16): history mode under /ui/, every
// page a lazy chunk, aliases and group roots as redirects, unknown paths to /404 (ROUTE-GEN-02/04).
// It is react-router's declarative router: the data router (loaders, actions, fetchers, lazy route properties)
// would double the router's weight in the first page and the console uses none of that. The route's handle
// (title, trail, highlight, tab flags) reaches the screens through RouteHandleContext.
import { lazy, Suspense, use, useEffect, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { BrowserRouter, Navigate, useLocation, useNavigate, useParams, useRoutes, type RouteObject } from 'react-router'
import { NOT_FOUND_PATH, ROUTER_BASENAME } from '../config/constants'
import { buildPath, consolePathOf, legacyHashTarget } from '../config/paths'
import { RouteHandleContext, type RouteHandle } from '../components/common/routeHandle'
import { textsFor } from '../i18n'
import { matchFlatRoute, type AllowedRoutes, type FlatRoute, type PageLoader } from '../routes'
import { loadedPage, loadPage } from './pageLoads'
import { RouteErrorBoundary } from './shell/RouteErrorBoundary'
import { RouteErrorPage } from './shell/RouteErrorPage'
import { Shell } from './shell/Shell'
import { StartupSpinner } from './StartupScreen'

export interface AppRouteHandle extends RouteHandle {
  redirect: boolean
}

/** Redirects keep the route parameters and the query string. */
export function RedirectTo({ to }: { to: string }) {
  const params = useParams()
  const location = useLocation()
  const filled = buildPath(to, Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string')))
  return <Navigate replace to={`${filled}${location.search}${location.hash}`} />
}

function handleOf(route: FlatRoute): AppRouteHandle {
  return {
    name: route.name,
    title: route.title,
    activeMenu: route.activeMenu,
    trail: route.trail,
    noCache: route.noCache,
    affix: route.affix,
    redirect: !!route.redirect,
  }
}

// One lazy component per page loader, kept across role switches; a chunk that fails to load shows the route
// error (with a reload) and is asked for again the next time the routes are built.
const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>()

function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = pages.get(loader)
  if (!page) {
    page = lazy(() =>
      loadPage(loader).catch((error: unknown) => {
        pages.delete(loader)
        return { default: () => <RouteErrorPage error={error} /> }
      }),
    )
    pages.set(loader, page)
  }
  return page
}

/**
 * The router's routes: the shell, the not-found fallback, and a route's own object, made the first time its address
 * is opened (a role's table has some 400 routes; making them all at start was work and memory for one). Kept by route
 * object: a role's regenerated table has routes of its own, and the old ones go with it.
 */
export interface RouteObjects {
  shell: { element: ReactNode }
  of(route: FlatRoute): RouteObject
  notFound: RouteObject
}

/**
 * A route's page: drawn at once when its chunk and its area's texts have arrived (the page start asks for both while
 * the console starts), so the shell and the page are one render; else it suspends until they are there.
 */
function RoutePage({ path, loader, lazy: Lazy }: { path: string; loader: PageLoader; lazy: ComponentType }) {
  const texts = textsFor(path)
  if (texts) use(texts)
  const Ready = loadedPage(loader)?.default
  return Ready ? <Ready /> : <Lazy />
}

function routeObjectOf(route: FlatRoute): RouteObject {
  const handle = handleOf(route)
  if (route.redirect) return { path: route.path, handle, element: <RedirectTo to={route.redirect} /> }
  return {
    path: route.path,
    handle,
    element: (
      <Suspense fallback={<StartupSpinner />}>
        <RoutePage path={route.path} loader={route.page as PageLoader} lazy={lazyPage(route.page as PageLoader)} />
      </Suspense>
    ),
  }
}

export function toRouteObjects(): RouteObjects {
  const made = new WeakMap<FlatRoute, RouteObject>()
  return {
    shell: { element: <Shell /> },
    of(route) {
      let object = made.get(route)
      if (!object) {
        object = routeObjectOf(route)
        made.set(route, object)
      }
      return object
    },
    notFound: { path: '*', element: <Navigate replace to={NOT_FOUND_PATH} /> },
  }
}

const routeObjects = toRouteObjects()

function AppRoutes({ allowed }: { allowed: AllowedRoutes }) {
  const objects = routeObjects
  const { pathname } = useLocation()
  // the route is found with the console's own matcher, ranked once per table (matchFlatRoute): react-router gets only
  // that route and the fallback, instead of flattening and ranking some 400 routes on every render and navigation
  const route = matchFlatRoute(allowed.flat, pathname)
  const matched = route ? objects.of(route) : undefined
  const routes = useMemo<RouteObject[]>(
    () => [{ element: objects.shell.element, children: matched ? [matched, objects.notFound] : [objects.notFound] }],
    [objects, matched],
  )
  const element = useRoutes(routes)
  // the handle depends on the path alone: a new query (a list's sort, page or search) leaves the shell as it is
  const value = useMemo(() => ({ handle: matched?.handle as AppRouteHandle | undefined }), [matched])
  return <RouteHandleContext.Provider value={value}>{element}</RouteHandleContext.Provider>
}

/**
 * Old hash links (`/ui/#/tickets/tickets/{id}` in mails and site messages) followed while the console is already
 * at `/ui/` only change the hash, so the page does not load again: they are turned into history paths here (the
 * page start handles the other case).
 */
function LegacyHashLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const follow = () => {
      const target = legacyHashTarget(window.location.pathname, window.location.hash)
      if (!target) return
      const cut = target.search(/[?#]/)
      const path = cut < 0 ? target : target.slice(0, cut)
      void navigate(`${consolePathOf(path)}${cut < 0 ? '' : target.slice(cut)}`, { replace: true })
    }
    // the browser reports a hash change as popstate (which the router follows) before hashchange: both are watched,
    // and this listener, added before the router's own, turns the URL into a history path first
    window.addEventListener('popstate', follow)
    window.addEventListener('hashchange', follow)
    return () => {
      window.removeEventListener('popstate', follow)
      window.removeEventListener('hashchange', follow)
    }
  }, [navigate])
  return null
}

/**
 * A link to the console's home (`to="/"`) gives the address `/ui`, which is not the console's address (`/ui/`): a
 * reload of it would leave the console. The address bar gets the slash back; the router's location is the same.
 */
function HomeWithSlash() {
  const location = useLocation()
  useEffect(() => {
    const { pathname, search, hash } = window.location
    if (pathname === ROUTER_BASENAME) window.history.replaceState(window.history.state, '', `${ROUTER_BASENAME}/${search}${hash}`)
  }, [location])
  return null
}

/** The console's router for the allowed routes of one role; an error outside any page shows the route error. */
export function AppRouter({ allowed }: { allowed: AllowedRoutes }) {
  return (
    <BrowserRouter basename={ROUTER_BASENAME}>
      <LegacyHashLinks />
      <HomeWithSlash />
      <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
        <AppRoutes allowed={allowed} />
      </RouteErrorBoundary>
    </BrowserRouter>
  )
}
