// The shell's parts that the first screen does not draw are not part of the first page: the toast host (extras.tsx)
// loads after the first screen is drawn; the menus, panel, tooltips and dialog (menus.tsx) only at first use (issue
// 22). These tests start without them (a fresh module registry per file).
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { showToast } from '../../components/common/toast'
import { announceSessionEnded, resetHttpEvents } from '../../http/events'
import { sessionStore } from '../../session/store'
import { FakeWebSocket } from '../../test/fakeSocket'
import { adminProfile, DEFAULT_ORG, licensedSettings } from '../../test/fixtures'
import { en } from '../../test/i18n'
import { renderApp, shellHandlers } from '../../test/renderApp'
import { createQueryClient, Providers } from '../providers'
import { useShellExtras, useShellMenus } from './extrasLoader'

const server = setupServer(...shellHandlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  FakeWebSocket.reset()
  resetHttpEvents()
  vi.unstubAllGlobals()
  sessionStore.clear()
  document.cookie = 'sidebarStatus=; max-age=0; path=/'
})

function ExtrasProbe() {
  const extras = useShellExtras()
  const menus = useShellMenus()
  return (
    <>
      <output data-testid="extras">{extras ? 'loaded' : 'not loaded'}</output>
      <output data-testid="menus">{menus ? 'loaded' : 'not loaded'}</output>
    </>
  )
}

describe('the shell without its extras', () => {
  it('draws without them, fetches them once drawn, and a toast asked for meanwhile shows when they arrive', async () => {
    showToast('Saved before the host was up', 'success')
    render(
      <Providers queryClient={createQueryClient()}>
        <ExtrasProbe />
      </Providers>,
    )
    expect(screen.getByTestId('extras')).toHaveTextContent('not loaded')
    expect(await screen.findByText('Saved before the host was up')).toBeInTheDocument()
    expect(screen.getByTestId('extras')).toHaveTextContent('loaded')
    // nobody opened a menu: their code (and the MUI menu, popover, dialog and tooltip) is not fetched
    expect(screen.getByTestId('menus')).toHaveTextContent('not loaded')
  })

  it('SHELL-12: a header menu opens at the first click, its code loaded on demand', async () => {
    const user = userEvent.setup()
    renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 146, currentOrg: DEFAULT_ORG, path: '/dashboard' })
    await user.click(await screen.findByTestId('account-menu'))
    expect(await screen.findByTestId('logout')).toHaveTextContent(en('shell.Logout'))
  })

  it('HTTP-10: a 401 opens the login-required dialog, which is loaded on demand', async () => {
    renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 146, currentOrg: DEFAULT_ORG, path: '/dashboard' })
    await screen.findByTestId('header')
    act(() => void announceSessionEnded())
    expect(await screen.findByRole('dialog')).toHaveTextContent(en('http.LoginRequiredTitle'))
  })

  it('SHELL-04: the icons-only menu names its items, and shows the name as a tooltip on the first hover', async () => {
    const user = userEvent.setup()
    document.cookie = 'sidebarStatus=0; path=/'
    renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 146, currentOrg: DEFAULT_ORG, path: '/dashboard' })
    const sidebar = await screen.findByTestId('sidebar')
    const dashboard = within(sidebar).getByRole('link', { name: en('route.Dashboard') })
    expect(dashboard).not.toHaveTextContent(en('route.Dashboard'))
    await screen.findByTestId('dashboard')
    await user.hover(within(screen.getByTestId('sidebar')).getByRole('link', { name: en('route.Dashboard') }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(en('route.Dashboard'))
  })

  it('SHELL-04: a keyboard focus on an icons-only item shows its tooltip, and the item keeps the focus', async () => {
    const user = userEvent.setup()
    document.cookie = 'sidebarStatus=0; path=/'
    renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 146, currentOrg: DEFAULT_ORG, path: '/dashboard' })
    await screen.findByTestId('dashboard')
    const sidebar = screen.getByTestId('sidebar')
    const first = within(sidebar).getAllByRole('link')[0]
    first.focus()
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}')
    expect(first).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first.getAttribute('aria-label') ?? '')
    expect(first).toHaveFocus()
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
})
