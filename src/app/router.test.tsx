import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Link } from 'react-router'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useRouteHandle } from '../components/common/routeHandle'
import { uiUrl } from '../config/paths'
import { browser } from '../http/browser'
import { generateRoutes, type RouteNode } from '../routes'
import { sessionStore } from '../session/store'
import { FakeWebSocket } from '../test/fakeSocket'
import { adminProfile, DEFAULT_ORG, licensedSettings } from '../test/fixtures'
import { en } from '../test/i18n'
import { shellHandlers } from '../test/renderApp'
import { AppRoutesContext } from './appRoutes'
import { createQueryClient, Providers } from './providers'
import { AppRouter } from './router'
import { createTabsStore } from './tabs'

const server = setupServer(...shellHandlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  FakeWebSocket.reset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStore.clear()
})

function Titled() {
  const handle = useRouteHandle()
  const [n, setN] = useState(0)
  return (
    <button type="button" data-testid="titled" onClick={() => setN(n + 1)}>
      {`${handle?.name}:${n}`}
    </button>
  )
}

function HomeLink() {
  return <Link to="/">home</Link>
}

const table: RouteNode[] = [
  { path: '/', name: 'Home', title: 'route.MyAssets', perm: 'public', hidden: true, page: async () => ({ default: Titled }) },
  { path: '/links', name: 'Links', title: 'route.MyApps', perm: 'public', hidden: true, page: async () => ({ default: HomeLink }) },
  { path: '/one', name: 'One', title: 'route.Dashboard', perm: 'public', page: async () => ({ default: Titled }) },
  { path: '/two', name: 'Two', title: 'route.UserList', perm: 'public', page: async () => ({ default: Titled }) },
  { path: '/broken', name: 'Broken', title: 'route.AssetList', perm: 'public', page: () => Promise.reject(new Error('chunk is gone')) },
  { path: '/old', name: 'Old', perm: 'public', redirect: '/two' },
]

function renderRouter(path: string) {
  vi.stubGlobal('WebSocket', FakeWebSocket)
  sessionStore.set({ settings: licensedSettings, currentOrg: DEFAULT_ORG, currentRole: 146 })
  sessionStore.setProfile(adminProfile)
  window.history.replaceState(null, '', uiUrl(path))
  const allowed = { ...generateRoutes({ role: 146, licenceValid: true, settings: licensedSettings }, table), tabs: createTabsStore() }
  render(
    <Providers queryClient={createQueryClient()}>
      <AppRoutesContext.Provider value={allowed}>
        <AppRouter allowed={allowed} />
      </AppRoutesContext.Provider>
    </Providers>,
  )
  return allowed
}

describe('the console router', () => {
  it('ROUTE-GEN-01: pages load lazily under /ui/ and read their route handle', async () => {
    renderRouter('/one')
    expect(await screen.findByTestId('titled')).toHaveTextContent('One:0')
    expect(document.title).toBe(`${en('route.Dashboard')} - ${en('shell.ProductName')}`)
  })

  it('SHELL-16: a page opens its tab, a redirect does not, and the redirect keeps the query', async () => {
    const allowed = renderRouter('/old?x=1')
    expect(await screen.findByTestId('titled')).toHaveTextContent('Two:0')
    expect(`${window.location.pathname}${window.location.search}`).toBe('/ui/two?x=1')
    expect(allowed.tabs.get().map((t) => t.href)).toEqual(['/two?x=1'])
  })

  it('a page whose code cannot load shows the route error with a reload, and the shell stays', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderRouter('/broken')
    const error = await screen.findByTestId('route-error')
    expect(error).toHaveTextContent(`${en('errors.PageLoadFailed')} (chunk is gone)`)
    expect(screen.getByTestId('header')).toBeInTheDocument()
    await user.click(within(error).getByRole('button', { name: en('guard.Retry') }))
    expect(reload).toHaveBeenCalled()
  })

  it('an old hash link followed while the console is at /ui/ opens its history path', async () => {
    renderRouter('/one')
    expect(await screen.findByTestId('titled')).toHaveTextContent('One:0')
    window.history.replaceState(null, '', '/ui/')
    window.location.hash = '#/two?x=1'
    expect(await screen.findByRole('button', { name: 'Two:0' })).toBeVisible()
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/ui/two?x=1')
  })

  it('a link to the home page leaves the address at /ui/, which a reload keeps in the console', async () => {
    const user = userEvent.setup()
    renderRouter('/links')
    await user.click(await screen.findByRole('link', { name: 'home' }))
    expect(await screen.findByTestId('titled')).toHaveTextContent('Home:0')
    expect(window.location.pathname).toBe('/ui/')
  })

  it('SHELL-17: a page left through the menu is kept alive and comes back with its state', async () => {
    const user = userEvent.setup()
    renderRouter('/one')
    await user.click(await screen.findByRole('button', { name: 'One:0' }))
    const menu = within(screen.getByTestId('sidebar'))
    await user.click(menu.getByRole('link', { name: en('route.UserList') }))
    expect(await screen.findByRole('button', { name: 'Two:0' })).toBeVisible()
    await user.click(menu.getByRole('link', { name: en('route.Dashboard') }))
    expect(await screen.findByRole('button', { name: 'One:1' })).toBeVisible()
  })
})
