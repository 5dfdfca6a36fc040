import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { notificationsSiteMessageList, notificationsSiteMessageMarkAsRead } from '../generated/operations/notifications'
import { orgsOrgsCurrent } from '../generated/operations/orgs'
import { xpackLicenseDetailRetrieve } from '../generated/operations/xpack'
import { browser } from '../http/browser'
import { emitHttpEvent, announceSessionEnded, resetHttpEvents } from '../http/events'
import { HttpError } from '../http/errors'
import { urlOf } from '../http/operation'
import { i18n } from '../i18n'
import { sessionStore } from '../session/store'
import { contractFallback, contractRow } from '../test/contract'
import { FakeWebSocket } from '../test/fakeSocket'
import {
  adminProfile,
  auditorProfile,
  communitySettings,
  currentOrgAnswer,
  DEFAULT_ORG,
  jmsDateTime,
  licenceDetail,
  licensedSettings,
  OPS_ORG,
  orgAdminProfile,
  userProfile,
} from '../test/fixtures'
import { en } from '../test/i18n'
import { renderApp, shellHandlers } from '../test/renderApp'
import { loadShellExtras } from './shell/extrasLoader'

// what the shell and the pages opened here ask for beyond the shell's own calls (a page's list, its OPTIONS
// metadata, a detail) is answered by the contract-driven mock
const server = setupServer(...shellHandlers, ...contractFallback().handlers)
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // the shell's extras (menus, panels, dialogs, toasts) load after the first screen; here they are at hand from
  // the start, as they are a moment after the console shows (the lazy path itself: shell/extras.test.tsx)
  await loadShellExtras()
})
afterAll(() => server.close())
afterEach(async () => {
  // unmount first: clearing the session below would otherwise rebuild the console with the real WebSocket
  cleanup()
  server.resetHandlers()
  resetHttpEvents()
  FakeWebSocket.reset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStore.clear()
  localStorage.clear()
  document.cookie = 'sidebarStatus=; max-age=0; path=/'
  await i18n.changeLanguage('en')
})

const sidebar = () => screen.getByTestId('sidebar')
const admin = (path = '/dashboard', settings = licensedSettings) =>
  renderApp({ profile: adminProfile, settings, currentRole: 146, currentOrg: DEFAULT_ORG, path })

describe('shell layout', () => {
  it("SHELL-02/08: sidebar menu, header and footer around the page; the menu lists the role's groups", async () => {
    admin()
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument()
    expect(screen.getByTestId('header')).toBeInTheDocument()
    expect(screen.getByTestId('footer')).toBeInTheDocument()
    for (const key of ['route.Dashboard', 'route.Users', 'route.Assets', 'route.Audits', 'route.Settings']) {
      expect(within(sidebar()).getByText(en(key))).toBeInTheDocument()
    }
  })

  it("ROLE-12: an org auditor's menu is dashboard, sessions, commands and audits only", async () => {
    renderApp({ profile: auditorProfile, settings: licensedSettings, currentRole: 2, currentOrg: DEFAULT_ORG, path: '/dashboard' })
    await screen.findByTestId('dashboard')
    const groups = within(sidebar())
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(groups).toEqual([en('route.Terminal'), en('route.Audits')])
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([en('route.Dashboard')])
  })

  it('ROLE-17: an ordinary user gets the user page menu, with external web terminal links', async () => {
    renderApp({ profile: userProfile, settings: licensedSettings, currentRole: 1, path: '/' })
    await screen.findByTestId('my-assets-tree')
    const links = within(sidebar()).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      en('route.MyAssets'),
      en('route.MyCommandExecutions'),
      en('route.MyTicketList'),
      en('route.MyWebTerminal'),
      en('route.MyFileManager'),
    ])
    const terminal = links.find((a) => a.textContent === en('route.MyWebTerminal'))
    expect(terminal).toHaveAttribute('href', '/luna/')
    expect(terminal).toHaveAttribute('target', '_blank')
  })

  it('SHELL-09/10: the footer shows v2.14.2, and the GPL notice and copyright only without a licence', async () => {
    const { unmount } = admin()
    await screen.findByTestId('dashboard')
    expect(screen.getByTestId('footer-version')).toHaveTextContent('v2.14.2')
    expect(screen.queryByTestId('footer-gpl')).not.toBeInTheDocument()
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent('')
    unmount()
    admin('/dashboard', communitySettings)
    await screen.findByTestId('dashboard')
    expect(screen.getByTestId('footer-gpl')).toHaveTextContent(en('shell.GplNotice'))
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(en('shell.Copyright'))
  })

  it('SHELL-20: logo and favicon come from LOGO_URLS', async () => {
    admin()
    await screen.findByTestId('dashboard')
    expect(screen.getByTestId('logo')).toHaveAttribute('src', '/static/img/logo_text.png')
    await waitFor(() => expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/static/img/facio.ico'))
  })

  it('SHELL-03/04: the hamburger closes the 220 px sidebar and the state is kept in a cookie', async () => {
    const user = userEvent.setup()
    const { unmount } = admin()
    await screen.findByTestId('dashboard')
    const drawer = screen.getByTestId('sidebar')
    expect(drawer).toHaveAttribute('data-opened', 'true')
    expect(getComputedStyle(drawer).width).toBe('220px')
    await user.click(screen.getByTestId('hamburger'))
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false')
    expect(document.cookie).toContain('sidebarStatus=0')
    unmount()
    admin()
    await screen.findByTestId('dashboard')
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-opened', 'false')
  })
})

describe('routing', () => {
  it('ROUTE-GEN-01 / SHELL-21: a deep link to a detail page opens it and highlights its list in the menu', async () => {
    admin('/assets/domains/0c9d3e1a-1111-4a2b-9c3d-000000000001')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en('route.DomainDetail'))
    const item = within(sidebar()).getByRole('link', { name: en('route.DomainList') })
    expect(item).toHaveAttribute('aria-current', 'page')
    expect(
      within(screen.getByTestId('breadcrumbs'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([en('route.Assets'), en('route.DomainList'), en('route.DomainDetail')])
  })

  it('ROUTE-GEN-02: an unknown path lands on /404', async () => {
    admin('/no/such/page')
    expect(await screen.findByTestId('not-found')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/ui/404')
  })

  it('ROUTE-GEN-04: a route the role may not open is not registered and lands on /404', async () => {
    renderApp({ profile: auditorProfile, settings: licensedSettings, currentRole: 2, currentOrg: DEFAULT_ORG, path: '/users/users' })
    expect(await screen.findByTestId('not-found')).toBeInTheDocument()
  })

  it('LIC-08 / ROLE-13: without a licence licensed routes land on /404', async () => {
    admin('/xpack/cloud', communitySettings)
    expect(await screen.findByTestId('not-found')).toBeInTheDocument()
  })

  it('C-23: the regular spelling of an irregular path redirects, keeping parameters and query', async () => {
    const id = '6d2f8a4b-1c3e-4f5a-9b7c-000000000042'
    admin(`/perms/asset-permissions/${id}/update?clone=1`)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en('route.AssetPermissionUpdate'))
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/ui/perms/asset-permission/${id}/update?clone=1`)
  })

  it('ROUTE-XPACK-01: /xpack opens the remote apps', async () => {
    admin('/xpack')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en('route.RemoteAppList'))
    expect(window.location.pathname).toBe('/ui/applications/remote-apps/')
  })

  it('SHELL-16/18: pages become tabs keyed by path; re-opening re-uses the tab; close all keeps pinned tabs', async () => {
    const user = userEvent.setup()
    admin('/dashboard')
    await screen.findByTestId('dashboard')
    await user.click(within(sidebar()).getByRole('button', { name: en('route.Users') }))
    await user.click(within(sidebar()).getByRole('link', { name: en('route.UserList') }))
    await waitFor(() => expect(window.location.pathname).toBe('/ui/users/users'))
    await user.click(within(sidebar()).getByRole('link', { name: en('route.Dashboard') }))
    await user.click(within(sidebar()).getByRole('link', { name: en('route.UserList') }))
    const tabs = within(screen.getByTestId('page-tabs'))
    await waitFor(() => expect(tabs.getAllByRole('tab').map((t) => t.getAttribute('data-tab-key'))).toEqual(['/dashboard', '/users/users']))
    await user.click(screen.getByRole('button', { name: en('shell.CloseAllTabs') }))
    await waitFor(() => expect(tabs.getAllByRole('tab').map((t) => t.getAttribute('data-tab-key'))).toEqual(['/dashboard']))
    expect(window.location.pathname).toBe('/ui/dashboard')
  })
})

describe('header', () => {
  it('SHELL-06: organisation switcher, site messages, help, language, tickets, web terminal and account menu', async () => {
    admin()
    await screen.findByTestId('dashboard')
    for (const id of ['org-switcher', 'site-messages', 'language-menu', 'tickets-link', 'web-terminal-link', 'account-menu']) {
      expect(screen.getByTestId(id)).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: en('shell.Help') })).toBeInTheDocument()
    expect(screen.getByTestId('web-terminal-link')).toHaveAttribute('href', '/luna/')
  })

  it('ORG-01/02/03: the switcher lists the administered orgs (root only with a licence) on the admin page only', async () => {
    const user = userEvent.setup()
    const { unmount } = admin()
    await screen.findByTestId('dashboard')
    await user.click(screen.getByTestId('org-switcher'))
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['GLOBAL', 'Default', 'Ops'])
    unmount()
    admin('/dashboard', communitySettings)
    await screen.findByTestId('dashboard')
    expect(screen.queryByTestId('org-switcher')).not.toBeInTheDocument()
  })

  it('ORG-03: no organisation switcher on the user page', async () => {
    renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 1, currentOrg: DEFAULT_ORG, path: '/' })
    await screen.findByTestId('my-assets-tree')
    expect(screen.queryByTestId('org-switcher')).not.toBeInTheDocument()
  })

  it('ORG-04: choosing an organisation looks it up, stores it and restarts the console', async () => {
    const user = userEvent.setup()
    server.use(http.get(urlOf(orgsOrgsCurrent), () => HttpResponse.json(currentOrgAnswer(OPS_ORG))))
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
    admin()
    await screen.findByTestId('dashboard')
    await user.click(screen.getByTestId('org-switcher'))
    await user.click(screen.getByRole('menuitem', { name: 'Ops' }))
    await waitFor(() => expect(reload).toHaveBeenCalled())
    expect(JSON.parse(localStorage.getItem('jms_current_org_admin') ?? '{}')).toMatchObject({ id: OPS_ORG.id })
  })

  it('ROLE-14 / G-04: the tickets link, with the open-ticket count, is hidden for auditors', async () => {
    const { unmount } = admin()
    await screen.findByTestId('dashboard')
    const link = screen.getByTestId('tickets-link')
    expect(link).toHaveAttribute('href', '/ui/tickets/tickets?tab=assigned&status=open')
    await waitFor(() => expect(link).toHaveTextContent('3'))
    unmount()
    renderApp({ profile: auditorProfile, settings: licensedSettings, currentRole: 2, currentOrg: DEFAULT_ORG, path: '/dashboard' })
    await screen.findByTestId('dashboard')
    expect(screen.queryByTestId('tickets-link')).not.toBeInTheDocument()
  })

  it('SHELL-12/13: the account menu switches to the user page and back, regenerating the menu', async () => {
    const user = userEvent.setup()
    admin()
    await screen.findByTestId('dashboard')
    await user.click(screen.getByTestId('account-menu'))
    await user.click(screen.getByTestId('view-switch'))
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: en('route.MyAssets') })).toBeInTheDocument())
    expect(localStorage.getItem('jms_current_role_admin')).toBe('1')
    expect(within(sidebar()).queryByText(en('route.Users'))).not.toBeInTheDocument()
    await user.click(screen.getByTestId('account-menu'))
    expect(screen.getByTestId('view-switch')).toHaveTextContent(en('shell.AdminPage'))
    await user.click(screen.getByTestId('view-switch'))
    await waitFor(() => expect(within(sidebar()).getByText(en('route.Users'))).toBeInTheDocument())
    expect(localStorage.getItem('jms_current_role_admin')).toBe('146')
  })

  it('SHELL-12: a plain user has no page switch', async () => {
    const user = userEvent.setup()
    renderApp({ profile: userProfile, settings: licensedSettings, currentRole: 1, path: '/' })
    await screen.findByTestId('my-assets-tree')
    await user.click(screen.getByTestId('account-menu'))
    expect(screen.queryByTestId('view-switch')).not.toBeInTheDocument()
    expect(screen.getByTestId('logout')).toBeInTheDocument()
  })

  it('SHELL-14: logout empties the client state and leaves through the platform sign-out page', async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    renderApp({ profile: orgAdminProfile, settings: licensedSettings, currentRole: 18, currentOrg: OPS_ORG, path: '/dashboard' })
    await screen.findByTestId('dashboard')
    await user.click(screen.getByTestId('account-menu'))
    await user.click(await screen.findByTestId('logout'))
    expect(assign).toHaveBeenCalledWith('/core/auth/logout/?next=%2Fui%2Fdashboard')
    expect(sessionStore.get().profile).toBeNull()
  })

  it('I18N-03: choosing a language re-renders the texts in it and stores the choice', async () => {
    const user = userEvent.setup()
    admin()
    await screen.findByTestId('dashboard')
    await user.click(screen.getByTestId('language-menu'))
    await user.click(screen.getByRole('menuitem', { name: '中文(简体)' }))
    await waitFor(() => expect(within(sidebar()).getByText('用户管理')).toBeInTheDocument())
    expect(localStorage.getItem('lang')).toBe('cn')
  })
})

describe('site messages (MSG)', () => {
  it("MSG-01/02: the badge follows the socket's unread_count and caps at 99+", async () => {
    admin()
    await screen.findByTestId('dashboard')
    const socket = FakeWebSocket.latest()
    expect(socket?.url).toMatch(/^ws:\/\/.+\/ws\/notifications\/site-msg\/$/)
    act(() => socket?.push({ type: 'unread_count', unread_count: 4 }))
    expect(screen.getByTestId('site-messages-badge')).toHaveTextContent('4')
    act(() => socket?.push({ type: 'unread_count', unread_count: 150 }))
    expect(screen.getByTestId('site-messages-badge')).toHaveTextContent('99+')
  })

  it('MSG-03 / ERR-14: a socket error shows "Connect Websocket failed"', async () => {
    admin()
    await screen.findByTestId('dashboard')
    act(() => FakeWebSocket.latest()?.fail())
    expect(await screen.findByText('Connect Websocket failed')).toBeInTheDocument()
  })

  it('MSG-04/05: the unread list loads on demand; reading a message marks it read, removes it and lowers the badge', async () => {
    const user = userEvent.setup()
    const asked: string[] = []
    let marked: unknown
    const passwordChanged = contractRow(notificationsSiteMessageList, {
      id: '3f6e2b1c-8d4a-4e5f-9a0b-000000000001',
      subject: 'Password changed',
      has_read: false,
      date_created: jmsDateTime(new Date()),
    })
    const ticketApproved = contractRow(notificationsSiteMessageList, {
      id: '3f6e2b1c-8d4a-4e5f-9a0b-000000000002',
      subject: 'Ticket approved',
      has_read: false,
      date_created: '2020/01/01 10:00:00 +0800',
    })
    server.use(
      http.get(urlOf(notificationsSiteMessageList), ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ count: 2, next: null, previous: null, results: [passwordChanged, ticketApproved] })
      }),
      http.patch(urlOf(notificationsSiteMessageMarkAsRead), async ({ request }) => {
        marked = await request.json()
        return HttpResponse.json({ detail: 'ok' })
      }),
    )
    admin()
    await screen.findByTestId('dashboard')
    act(() => FakeWebSocket.latest()?.push({ unread_count: 2 }))
    await user.click(screen.getByTestId('site-messages'))
    const panel = await screen.findByTestId('site-messages-panel')
    expect(await within(panel).findByText('Password changed')).toBeInTheDocument()
    expect(asked).toEqual(['?offset=0&limit=15&has_read=false'])
    await user.click(within(panel).getByText('Password changed'))
    await waitFor(() => expect(within(panel).queryByText('Password changed')).not.toBeInTheDocument())
    expect(marked).toEqual({ ids: [passwordChanged.id] })
    expect(screen.getByTestId('site-messages-badge')).toHaveTextContent('1')
    expect(within(panel).getByText('Ticket approved')).toBeInTheDocument()
  })
})

describe('site message text (MSG-07)', () => {
  // the sanitising itself is checked in a real browser (e2e/spine/messages.spec.ts): happy-dom defeats DOMPurify
  it('MSG-07: each unread message shows its subject as text, its server HTML as markup, and its date', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(urlOf(notificationsSiteMessageList), () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            contractRow(notificationsSiteMessageList, {
              id: '3f6e2b1c-8d4a-4e5f-9a0b-000000000001',
              subject: '<i>Ticket</i> approved',
              message: '<p>See <a href="/ui/#/tickets/tickets/42">the ticket</a></p>',
              has_read: false,
              date_created: '2020/01/01 10:00:00 +0800',
            }),
          ],
        }),
      ),
    )
    admin()
    await screen.findByTestId('dashboard')
    await user.click(screen.getByTestId('site-messages'))
    const item = await within(await screen.findByTestId('site-messages-panel')).findByTestId('site-message')
    // the subject is text, never markup
    expect(within(item).getByText('<i>Ticket</i> approved')).toBeInTheDocument()
    // the sanitiser loads with the first message shown
    expect(await within(item).findByRole('link', { name: 'the ticket' })).toHaveAttribute('href', '/ui/#/tickets/tickets/42')
    expect(item.querySelector('i')).toBeNull()
    expect(within(item).getByTestId('site-message-date')).toHaveTextContent('2020')
  })
})

describe('banners (LIC)', () => {
  it('LIC-01..03 / ERR-32: the system Admin with the paid edition sees the licence warning', async () => {
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    server.use(http.get(urlOf(xpackLicenseDetailRetrieve), () => HttpResponse.json({ ...licenceDetail, date_expired: soon })))
    admin()
    expect(await screen.findByTestId('licence-banner')).toHaveTextContent(en('banner.LicenceWillExpire', { date: '' }).trim())
  })

  it('LIC-03 / ERR-32: an expired licence says so', async () => {
    server.use(http.get(urlOf(xpackLicenseDetailRetrieve), () => HttpResponse.json({ ...licenceDetail, date_expired: '2001-01-01' })))
    admin()
    expect(await screen.findByTestId('licence-banner')).toHaveTextContent(en('banner.LicenceExpired'))
  })

  it('LIC-01: nobody else asks for the licence', async () => {
    let asked = false
    server.use(
      http.get(
        urlOf(xpackLicenseDetailRetrieve),
        () => ((asked = true), HttpResponse.json({ ...licenceDetail, date_expired: '2000-01-01' })),
      ),
    )
    renderApp({ profile: orgAdminProfile, settings: licensedSettings, currentRole: 18, currentOrg: OPS_ORG, path: '/dashboard' })
    await screen.findByTestId('dashboard')
    expect(asked).toBe(false)
    expect(screen.queryByTestId('licence-banner')).not.toBeInTheDocument()
  })

  it('LIC-07 / ERR-33: a local user whose password has expired is told so', async () => {
    const updated = jmsDateTime(new Date(Date.now() - 95 * 24 * 3600 * 1000))
    renderApp({
      profile: { ...userProfile, source: 'local', date_password_last_updated: updated },
      settings: { ...licensedSettings, SECURITY_PASSWORD_EXPIRATION_TIME: 90 },
      currentRole: 1,
      path: '/',
    })
    expect(await screen.findByTestId('password-banner')).toHaveTextContent(en('banner.PasswordExpired'))
  })

  it('LIC-06/07 / ERR-33: a local user whose password is about to expire sees the password banner', async () => {
    const updated = jmsDateTime(new Date(Date.now() - 87 * 24 * 3600 * 1000))
    renderApp({
      profile: { ...userProfile, date_password_last_updated: updated },
      settings: { ...licensedSettings, SECURITY_PASSWORD_EXPIRATION_TIME: 90 },
      currentRole: 1,
      path: '/',
    })
    expect(await screen.findByTestId('password-banner')).toHaveTextContent(en('banner.PasswordWillExpire', { days: 3 }))
  })
})

describe('HTTP side effects in the shell', () => {
  it('HTTP-05 / ERR-09: an error event shows an error toast', async () => {
    admin()
    await screen.findByTestId('dashboard')
    const error = new HttpError({
      message: 'Is referenced by other objects and cannot be deleted',
      status: 400,
      kind: 'http',
      url: '/x',
      method: 'DELETE',
    })
    act(() => emitHttpEvent({ type: 'error', message: error.message, error }))
    expect(await screen.findByText('Is referenced by other objects and cannot be deleted')).toBeInTheDocument()
  })

  it('HTTP-10 / ERR-05 / C-10: a 401 opens the login-required dialog whose button goes to the sign-in page', async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    admin()
    await screen.findByTestId('dashboard')
    act(() => void announceSessionEnded())
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(en('http.LoginRequiredTitle'))
    expect(dialog).toHaveTextContent('You account has logout, Please login again')
    await user.click(within(dialog).getByRole('button', { name: en('http.ReLogin') }))
    // issue 23: and back to this page after signing in
    const { pathname, search } = window.location
    expect(assign).toHaveBeenCalledWith(`/core/auth/login/?next=${encodeURIComponent(pathname + search)}`)
  })

  it('SHELL-19: dialogs open 3vh from the top', async () => {
    admin()
    await screen.findByTestId('dashboard')
    act(() => void announceSessionEnded())
    const dialog = await screen.findByRole('dialog')
    expect(getComputedStyle(dialog).marginTop).toBe(`${window.innerHeight * 0.03}px`)
  })
})
