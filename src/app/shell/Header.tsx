// SHELL-02, SHELL-06, SHELL-12..14, ORG-01..04, ROLE-14, I18N-03: the header — hamburger, breadcrumbs,
// organisation switcher (admin page with a valid licence), site messages, help, language, tickets (not for
// auditors), web terminal, account menu (profile, admin/user page switch, logout). The menus themselves are
// among the shell's menus (menus.tsx), loaded when the pointer or the focus enters the header: the buttons are
// drawn at once, a menu opens as soon as they are there.
// The bar is a plain header with the look of MUI's static AppBar and dense Toolbar.
import Box from '@mui/material/Box'
import MuiAccountCircleIcon from '@mui/icons-material/AccountCircle'
import MuiBusinessIcon from '@mui/icons-material/Business'
import MuiMenuIcon from '@mui/icons-material/Menu'
import MuiMenuOpenIcon from '@mui/icons-material/MenuOpen'
import MuiTranslateIcon from '@mui/icons-material/Translate'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type MouseEvent } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CountBadge } from '../../components/common/CountBadge'
import { openPlatformLink } from '../../components/common/platformLink'
import { useRouteHandle } from '../../components/common/routeHandle'
import { EXTERNAL_LINKS, LOCALES, type Locale } from '../../config/constants'
import { uiUrl } from '../../config/paths'
import { currentLocale, setLocale } from '../../i18n'
import { LANGUAGE_NAMES } from '../../i18n/languages'
import { pathTo } from '../../routes'
import { applyRole, canSwitchView, decideViewSwitch, logout, switchOrg } from '../../session/actions'
import { fetchOpenTicketCount } from '../../session/api'
import { selectableOrgs } from '../../session/guard'
import { isAdminView, isAuditor } from '../../session/permissions'
import { useSession } from '../../session/useSession'
import { useAppRoutes } from '../appRoutes'
import { SHELL_QUERY, useAfterPageData } from './afterPageData'
import { preloadShellMenus, requestShellMenus, useShellMenus } from './extrasLoader'
import type { MenuAction } from './menus'
import { PlainIconButton } from '../../components/common/PlainIconButton'
import { ShellButton } from './ShellButton'
import { SiteMessageBell } from './SiteMessageBell'
import { plainIcon } from '../../components/common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const AccountCircleIcon = plainIcon(MuiAccountCircleIcon)
const BusinessIcon = plainIcon(MuiBusinessIcon)
const MenuIcon = plainIcon(MuiMenuIcon)
const MenuOpenIcon = plainIcon(MuiMenuOpenIcon)
const TranslateIcon = plainIcon(MuiTranslateIcon)

function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // once opened the menu stays mounted, so that closing it plays its transition
  const [shown, setShown] = useState(false)
  return {
    anchor,
    open: anchor !== null,
    shown,
    show: (e: MouseEvent<HTMLElement>) => {
      setAnchor(e.currentTarget)
      setShown(true)
      requestShellMenus()
    },
    hide: () => setAnchor(null),
  }
}

type MenuState = ReturnType<typeof useMenu>

/** The menu of a header button, drawn once the menus are loaded and the button was pressed. */
function HeaderMenu({ menu, actions }: { menu: MenuState; actions: () => MenuAction[] }) {
  const menus = useShellMenus()
  if (!menus || !menu.shown) return null
  return <menus.ActionMenu anchor={menu.anchor} open={menu.open} onClose={menu.hide} actions={actions()} />
}

// the trail as plain list items styled from here; the separator is drawn by CSS and read by no one
const breadcrumbsSx = {
  ml: 1,
  display: { xs: 'none', md: 'block' },
  '& > ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0, typography: 'body2' },
  '& li': { display: 'flex', alignItems: 'center', color: 'text.primary' },
  '& li + li::before': { content: ['"/"', '"/" / ""'], mx: 1, color: 'text.secondary', typography: 'body1' },
} as const

function PageBreadcrumbs() {
  const { t } = useTranslation()
  const handle = useRouteHandle()
  if (!handle || handle.trail.length === 0) return null
  return (
    <Box component="nav" aria-label={t('shell.Breadcrumbs')} sx={breadcrumbsSx} data-testid="breadcrumbs">
      <ol>
        {handle.trail.map((key, i) => (
          <li key={`${key}-${i}`}>{t(key)}</li>
        ))}
      </ol>
    </Box>
  )
}

/** ORG-01..04: only on the admin page and only with a valid licence. */
export function OrgSwitcher() {
  const { t } = useTranslation()
  const session = useSession()
  const menu = useMenu()
  const licenceValid = !!session.settings?.XPACK_LICENSE_IS_VALID
  if (!licenceValid || !isAdminView(session.currentRole)) return null
  const current = session.currentOrg
  const actions = (): MenuAction[] =>
    selectableOrgs(session.orgs, licenceValid).map((org) => ({
      key: org.id,
      label: org.name,
      selected: org.id === current?.id,
      onSelect: () => {
        if (org.id !== current?.id) void switchOrg(org.id)
      },
    }))
  return (
    <>
      <ShellButton
        plainCase
        startIcon={<BusinessIcon />}
        chevron
        onClick={menu.show}
        aria-label={t('shell.SwitchOrganisation')}
        aria-haspopup="menu"
        data-testid="org-switcher"
      >
        {current?.name ?? t('shell.NoOrganisation')}
      </ShellButton>
      <HeaderMenu menu={menu} actions={actions} />
    </>
  )
}

function HelpMenu() {
  const { t } = useTranslation()
  const menu = useMenu()
  const actions = (): MenuAction[] =>
    (
      [
        ['shell.Docs', EXTERNAL_LINKS.docs],
        ['shell.Support', EXTERNAL_LINKS.support],
        ['shell.EnterpriseEdition', EXTERNAL_LINKS.enterprise],
      ] as const
    ).map(([key, href]) => ({ key, label: t(key), href }))
  return (
    <>
      <ShellButton plainCase onClick={menu.show} chevron aria-haspopup="menu">
        {t('shell.Help')}
      </ShellButton>
      <HeaderMenu menu={menu} actions={actions} />
    </>
  )
}

/** I18N-03 */
function LanguageMenu() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const menu = useMenu()
  const locale = currentLocale()
  const choose = async (next: Locale) => {
    if (next === locale) return
    await setLocale(next)
    // server-side labels and choices are translated too: fetch them again
    await queryClient.invalidateQueries()
  }
  const actions = (): MenuAction[] =>
    LOCALES.map((l) => ({
      key: l,
      label: LANGUAGE_NAMES[l],
      selected: l === locale,
      lang: l === 'cn' ? 'zh-CN' : 'en',
      onSelect: () => void choose(l),
    }))
  return (
    <>
      <ShellButton
        plainCase
        onClick={menu.show}
        startIcon={<TranslateIcon />}
        aria-label={t('shell.Language')}
        aria-haspopup="menu"
        data-testid="language-menu"
      >
        {LANGUAGE_NAMES[locale]}
      </ShellButton>
      <HeaderMenu menu={menu} actions={actions} />
    </>
  )
}

/** ROLE-14, TICKET-08, G-04: hidden for auditors; the badge counts open tickets assigned to the user. */
function TicketsLink() {
  const { t } = useTranslation()
  const session = useSession()
  const { flat } = useAppRoutes()
  // the admin page opens the view of the tickets waiting for the user: assigned to them and open
  const admin = pathTo(flat, 'TicketList')
  const path = admin ? `${admin}?tab=assigned&status=open` : pathTo(flat, 'MyTicketList')
  const userId = session.profile?.id
  const show = !!path && !!userId && !isAuditor(session.roles)
  // the badge's count waits for the page's first data: it is not what the page was opened for
  const pageDataIn = useAfterPageData()
  const count = useQuery({
    queryKey: [SHELL_QUERY, 'open-tickets', userId],
    queryFn: ({ signal }) => fetchOpenTicketCount(userId as string, { silent: true }, signal),
    enabled: show && pageDataIn,
    staleTime: 60_000,
  })
  if (!show) return null
  return (
    <ShellButton plainCase component={RouterLink} to={path} data-testid="tickets-link">
      <CountBadge count={count.data ?? 0} color="primary" max={99} padEnd>
        {t('shell.Tickets')}
      </CountBadge>
    </ShellButton>
  )
}

/** SHELL-12/13/14 */
function AccountMenu() {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  const { flat } = useAppRoutes()
  const menu = useMenu()
  const profilePath = pathTo(flat, 'UserProfile')
  const inAdmin = isAdminView(session.currentRole)
  const switchView = () => {
    const decision = decideViewSwitch(session)
    if (decision.kind === 'role') {
      window.history.replaceState(null, '', uiUrl('/'))
      applyRole(decision.role)
    } else if (decision.kind === 'change-org') void switchOrg(decision.orgId)
  }
  const actions = (): MenuAction[] => {
    const list: MenuAction[] = []
    if (profilePath) {
      list.push({
        key: 'profile',
        label: t('shell.Profile'),
        icon: 'person',
        testId: 'account-profile',
        onSelect: () => void navigate(profilePath),
      })
      // AKEY-01: the API keys are a tab of the profile
      list.push({
        key: 'access-keys',
        label: t('akey.title'),
        testId: 'account-access-keys',
        onSelect: () => void navigate(`${profilePath}?tab=access-keys`),
      })
    }
    if (canSwitchView(session)) {
      list.push({
        key: 'switch',
        label: inAdmin ? t('shell.UserPage') : t('shell.AdminPage'),
        icon: 'swap',
        testId: 'view-switch',
        onSelect: switchView,
      })
    }
    list.push({ key: 'logout', label: t('shell.Logout'), icon: 'logout', testId: 'logout', dividerBefore: true, onSelect: () => logout() })
    return list
  }
  return (
    <>
      <ShellButton plainCase onClick={menu.show} startIcon={<AccountCircleIcon />} chevron aria-haspopup="menu" data-testid="account-menu">
        {session.profile?.name ?? session.profile?.username}
      </ShellButton>
      <HeaderMenu menu={menu} actions={actions} />
    </>
  )
}

export interface HeaderProps {
  sidebarOpened: boolean
  onToggleSidebar(): void
}

// the bar: the hamburger and the trail on the left, the rest pushed to the right (no spacer element)
const headerSx = {
  flexShrink: 0,
  bgcolor: 'background.paper',
  color: 'inherit',
  boxShadow: 1,
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 50,
  px: { xs: 2, sm: 3 },
  '& > :is([data-testid="hamburger"], nav) + :not(nav)': { ml: 'auto' },
} as const

export function Header({ sidebarOpened, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation()
  return (
    <Box component="header" data-testid="header" sx={headerSx} {...preloadShellMenus}>
      <PlainIconButton
        edgeStart
        color="inherit"
        aria-label={t('shell.ToggleSidebar')}
        aria-expanded={sidebarOpened}
        onClick={onToggleSidebar}
        data-testid="hamburger"
      >
        {sidebarOpened ? <MenuOpenIcon /> : <MenuIcon />}
      </PlainIconButton>
      <PageBreadcrumbs />
      <OrgSwitcher />
      <SiteMessageBell />
      <HelpMenu />
      <LanguageMenu />
      <TicketsLink />
      <ShellButton
        plainCase
        component="a"
        href={EXTERNAL_LINKS.webTerminal}
        target="_blank"
        rel="noopener noreferrer"
        onClick={openPlatformLink}
        data-testid="web-terminal-link"
      >
        {t('shell.WebTerminal')}
      </ShellButton>
      <AccountMenu />
    </Box>
  )
}
