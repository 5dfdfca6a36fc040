// SHELL-02..05, SHELL-08, SHELL-20/21: the menu of the current role, 220 px when opened, icons only when closed
// on a desktop, a temporary drawer on a mobile; the logo from LOGO_URLS; the parent of a detail page highlighted.
// On a desktop the menu is the page's first column, kept in view (no modal machinery); the mobile drawer and the tooltips of
// the icons-only menu are among the shell's menus (menus.tsx), loaded when the pointer or the focus first enters the
// icons-only menu.
import { styled } from '@mui/material/styles'
import MuiOpenInNewIcon from '@mui/icons-material/OpenInNew'
import { memo, useCallback, useEffect, useState, type MouseEvent, type ReactElement } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { SIDEBAR_WIDTH_PX } from '../../config/constants'
import { uiUrl } from '../../config/paths'
import { activeMenuFor, type MenuEntry } from '../../routes'
import { useSession } from '../../session/useSession'
import type { Device } from '../device'
import { menuIcons } from '../icons'
import { isPlainClick } from '../../components/common/clicks'
import { openPlatformLink } from '../../components/common/platformLink'
import { useAppRoutes } from '../appRoutes'
import { preloadShellMenus, requestShellMenus, useShellMenus } from './extrasLoader'
import { chevronSx } from '../../components/common/chevron'
import { Hint } from './Hint'
import { plainIcon } from '../../components/common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const OpenInNewIcon = plainIcon(MuiOpenInNewIcon)

export const MINI_SIDEBAR_PX = 64
const BG = '#2f4050'
const FG = 'rgba(255,255,255,0.85)'

/**
 * The menu is plain elements (lists, links, buttons) styled by this one container (issue 22: a styled component
 * per item, icon box and label was most of the shell's first render). An item is one line: its icon, its label
 * cut with an ellipsis, and for a group a chevron drawn by CSS, pointing down when closed and up when open.
 */
const Nav = styled('nav')(({ theme }) => ({
  backgroundColor: BG,
  color: FG,
  height: '100%',
  overflowY: 'auto',
  overflowX: 'hidden',
  // on a desktop the menu is a column of the page that stays in view when the page scrolls
  '&[data-docked]': {
    position: 'sticky',
    top: 0,
    alignSelf: 'start',
    height: '100vh',
    zIndex: theme.zIndex.drawer,
    transition: 'width 0.2s',
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, position: 'relative' },
  '& ul ul': { backgroundColor: 'rgba(0,0,0,0.15)' },
  '& .menu-logo': { height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '0 8px' },
  '& .menu-logo > img': { maxHeight: 44, maxWidth: '100%' },
  '&[data-mini] .menu-logo > img': { maxHeight: 36 },
  '& .menu-item': {
    display: 'block',
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    margin: 0,
    border: 0,
    borderRadius: 0,
    outline: 0,
    padding: '8px 16px',
    backgroundColor: 'transparent',
    color: 'inherit',
    fontFamily: theme.typography.fontFamily,
    fontWeight: 400,
    fontSize: 13,
    // the label's line (1.5 × 13 px) and the 4 px above and below it
    lineHeight: '27.5px',
    letterSpacing: '0.00938em',
    textAlign: 'left',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
    '&[aria-current="page"]': { backgroundColor: theme.palette.primary.main, color: '#fff' },
    '&[aria-current="page"]:hover, &[aria-current="page"]:focus-visible': { backgroundColor: theme.palette.primary.dark },
    '&::-moz-focus-inner': { borderStyle: 'none' },
  },
  '& ul ul .menu-item': { paddingLeft: 32 },
  '& ul ul ul .menu-item': { paddingLeft: 48 },
  // icons only: an item is the icon's height and its padding
  '&[data-mini] .menu-item': { paddingLeft: 20, lineHeight: 0 },
  '&[data-mini] .menu-icon': { margin: 0 },
  // the icon (a small icon of the theme) in a 36 px column, centred on the label's line
  '& .menu-icon': {
    fontSize: theme.typography.pxToRem(20),
    verticalAlign: 'top',
    marginTop: `calc((27.5px - ${theme.typography.pxToRem(20)}) / 2)`,
    marginRight: `calc(36px - ${theme.typography.pxToRem(20)})`,
  },
  '& .menu-group, & .menu-external': { paddingRight: 36 },
  '& .menu-group::after': {
    ...chevronSx(theme.typography.pxToRem(20)),
    position: 'absolute',
    top: '50%',
    right: 16,
    transform: 'translateY(-50%)',
  },
  '& .menu-group[aria-expanded="true"]::after': { transform: 'translateY(-50%) rotate(180deg)' },
  '&[data-mini] .menu-group::after': { display: 'none' },
  '& .menu-external-mark': { position: 'absolute', right: 16, top: '50%', marginTop: -7, fontSize: 14, opacity: 0.7 },
  // an opened group's items slide open and shut (CSS alone: MUI's Collapse would bring its transition machinery
  // into the first page); hidden while closing, they are out of the tab order and of the accessibility tree
  '& .menu-expand': {
    display: 'grid',
    gridTemplateRows: '1fr',
    transition: 'grid-template-rows 0.2s ease-in-out, visibility 0.2s',
    '@starting-style': { gridTemplateRows: '0fr' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& .menu-expand[data-open="false"]': { gridTemplateRows: '0fr', visibility: 'hidden' },
  '& .menu-expand > ul': { overflow: 'hidden', minHeight: 0 },
}))

function contains(entry: MenuEntry, path: string | undefined): boolean {
  if (!path) return false
  if (entry.path === path) return true
  return (entry.children ?? []).some((c) => contains(c, path))
}

interface NodeProps {
  entry: MenuEntry
  active: string | undefined
  mini: boolean
  t: TFunction
  /** Follows a menu link: the router's navigation for a plain click, the browser's own for a new tab or window. */
  onFollow(e: MouseEvent<HTMLAnchorElement>, path: string): void
  onExpandRequest(): void
}

/** One level of the menu: the top entries, or a group's open items. */
function MenuEntries({ entries, ...shared }: Omit<NodeProps, 'entry'> & { entries: MenuEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <MenuNode key={entry.key} entry={entry} {...shared} />
      ))}
    </ul>
  )
}

function MenuNode({ entry, active, mini, t, onFollow, onExpandRequest }: NodeProps) {
  const [toggled, setToggled] = useState<boolean | null>(null)
  const Icon = entry.icon ? menuIcons[entry.icon] : undefined
  const label = t(entry.title)
  const icon = Icon ? <Icon className="menu-icon" /> : null
  // icons only: no label drawn, it is the item's accessible name
  const text = mini ? null : label
  const name = mini ? label : undefined
  const wrap = (node: ReactElement) =>
    mini ? (
      <Hint title={label} placement="right">
        {node}
      </Hint>
    ) : (
      node
    )

  // a group's items are drawn from its first opening until it has closed again (a closed group draws none)
  const open = !!entry.children && !mini && (toggled ?? contains(entry, active))
  const [present, setPresent] = useState(open)
  if (open && !present) setPresent(true)

  if (entry.children) {
    return (
      <li>
        {wrap(
          <button
            type="button"
            className="menu-item menu-group"
            aria-label={name}
            aria-expanded={open}
            data-menu-group={entry.key}
            onClick={() => {
              if (mini) onExpandRequest()
              setToggled(!open)
            }}
          >
            {icon}
            {text}
          </button>,
        )}
        {present ? (
          <div
            className="menu-expand"
            data-open={open ? 'true' : 'false'}
            onTransitionEnd={(e) => {
              if (!open && e.target === e.currentTarget) setPresent(false)
            }}
          >
            <MenuEntries entries={entry.children} active={active} mini={mini} t={t} onFollow={onFollow} onExpandRequest={onExpandRequest} />
          </div>
        ) : null}
      </li>
    )
  }

  if (entry.href) {
    return (
      <li>
        {wrap(
          <a
            className="menu-item menu-external"
            href={entry.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openPlatformLink}
            aria-label={name}
            data-menu-item={entry.key}
          >
            {icon}
            {text}
            {mini ? null : <OpenInNewIcon className="menu-external-mark" />}
          </a>,
        )}
      </li>
    )
  }

  const selected = entry.path === active
  const path = entry.path ?? '/'
  return (
    <li>
      {wrap(
        // the browser's own link (the router's Link resolves its address on every render: a menu has dozens)
        <a
          className="menu-item"
          href={uiUrl(path)}
          aria-current={selected ? 'page' : undefined}
          aria-label={name}
          data-menu-item={entry.key}
          onClick={(e) => onFollow(e, path)}
        >
          {icon}
          {text}
        </a>,
      )}
    </li>
  )
}

/**
 * The menu itself, drawn again only when the highlighted entry, the width, the language or the menu changes: a
 * list's new sort, page or search changes the address but not the menu (issue 9: the whole menu was drawn again
 * on each), and a list's data arriving leaves it alone (issue 22).
 */
const MenuList = memo(function MenuList({
  menu,
  active,
  mini,
  onNavigate,
  onExpandRequest,
}: {
  menu: MenuEntry[]
  active: string | undefined
  mini: boolean
  onNavigate(): void
  onExpandRequest(): void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const onFollow = useCallback(
    (e: MouseEvent<HTMLAnchorElement>, path: string) => {
      // a new tab or window (a modifier, another button) is the browser's; a plain click is the console's own move
      if (e.defaultPrevented || !isPlainClick(e)) return
      e.preventDefault()
      void navigate(path)
      onNavigate()
    },
    [navigate, onNavigate],
  )
  return <MenuEntries entries={menu} active={active} mini={mini} t={t} onFollow={onFollow} onExpandRequest={onExpandRequest} />
})

export interface SidebarProps {
  opened: boolean
  device: Device
  onOpenedChange(opened: boolean): void
}

export function Sidebar({ opened, device, onOpenedChange }: SidebarProps) {
  const { t } = useTranslation()
  const { menu, flat } = useAppRoutes()
  const location = useLocation()
  const session = useSession()
  const active = activeMenuFor(flat, location.pathname)
  const mobile = device === 'mobile'
  const mini = !mobile && !opened
  const logos = session.settings?.LOGO_URLS
  const logo = mini ? logos?.logo_logout : logos?.logo_index
  const onNavigate = useCallback(() => {
    if (mobile) onOpenedChange(false)
  }, [mobile, onOpenedChange])
  const onExpandRequest = useCallback(() => onOpenedChange(true), [onOpenedChange])
  const width = opened ? SIDEBAR_WIDTH_PX : MINI_SIDEBAR_PX
  const content = (
    <Nav
      aria-label={t('shell.Menu')}
      data-testid="sidebar"
      data-docked={mobile ? undefined : ''}
      data-opened={mobile ? undefined : opened ? 'true' : 'false'}
      {...(mini ? preloadShellMenus : undefined)}
      data-mini={mini ? '' : undefined}
      style={mobile ? undefined : { width }}
    >
      <div className="menu-logo">{logo ? <img src={logo} alt={t('shell.Logo')} data-testid="logo" /> : null}</div>
      <MenuList menu={menu} active={active} mini={mini} onNavigate={onNavigate} onExpandRequest={onExpandRequest} />
    </Nav>
  )
  if (!mobile) return content
  return (
    <MobileSidebar opened={opened} onClose={() => onOpenedChange(false)}>
      {content}
    </MobileSidebar>
  )
}

/** SHELL-05: the temporary drawer, drawn once it has been opened and the menus are there. */
function MobileSidebar({ opened, onClose, children }: { opened: boolean; onClose(): void; children: ReactElement }) {
  const menus = useShellMenus()
  const [shown, setShown] = useState(opened)
  if (opened && !shown) setShown(true)
  useEffect(() => {
    if (opened) requestShellMenus()
  }, [opened])
  if (!menus || !shown) return null
  return (
    <menus.MobileDrawer open={opened} width={SIDEBAR_WIDTH_PX} background={BG} onClose={onClose}>
      {children}
    </menus.MobileDrawer>
  )
}
