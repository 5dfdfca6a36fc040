// SHELL-02..05, SHELL-08, SHELL-20/21: the menu of the current role, 220 px when opened, icons only when closed
// on a desktop, a temporary drawer on a mobile; the logo from LOGO_URLS; the parent of a detail page highlighted.
// On a desktop the menu is a fixed column of its own (no modal machinery); the mobile drawer and the tooltips of
// the icons-only menu are among the shell's extras.
import Box from '@mui/material/Box'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { memo, useCallback, useEffect, useState, type ReactElement } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SIDEBAR_WIDTH_PX } from '../../config/constants'
import { activeMenuFor, type MenuEntry } from '../../routes'
import { useSession } from '../../session/useSession'
import type { Device } from '../device'
import { menuIcons } from '../icons'
import { openPlatformLink } from '../../components/common/platformLink'
import { useAppRoutes } from '../appRoutes'
import { requestShellExtras, useShellExtras } from './extrasLoader'
import { Hint } from './Hint'

export const MINI_SIDEBAR_PX = 64
// plain lists and items (MUI's List, ListItemIcon and ListItemText add nothing the menu needs)
const listSx = { listStyle: 'none', m: 0, p: 0, position: 'relative' } as const
const BG = '#2f4050'
const FG = 'rgba(255,255,255,0.85)'

function contains(entry: MenuEntry, path: string | undefined): boolean {
  if (!path) return false
  if (entry.path === path) return true
  return (entry.children ?? []).some((c) => contains(c, path))
}

interface NodeProps {
  entry: MenuEntry
  active: string | undefined
  mini: boolean
  depth: number
  onNavigate(): void
  onExpandRequest(): void
}

/**
 * The items of an opened group: they slide open and shut with CSS alone (MUI's Collapse would bring its transition
 * machinery into the first page) and are removed once the group has closed. Hidden while closing, they are out of
 * the tab order and of the accessibility tree.
 */
function Expand({ open, children }: { open: boolean; children: ReactElement }) {
  const [present, setPresent] = useState(open)
  if (open && !present) setPresent(true)
  if (!present) return null
  return (
    <Box
      onTransitionEnd={(e) => {
        if (!open && e.target === e.currentTarget) setPresent(false)
      }}
      sx={{
        display: 'grid',
        gridTemplateRows: open ? '1fr' : '0fr',
        visibility: open ? 'visible' : 'hidden',
        transition: 'grid-template-rows 0.2s ease-in-out, visibility 0.2s',
        '@starting-style': { gridTemplateRows: '0fr' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ overflow: 'hidden', minHeight: 0 }}>{children}</Box>
    </Box>
  )
}

function MenuNode({ entry, active, mini, depth, onNavigate, onExpandRequest }: NodeProps) {
  const { t } = useTranslation()
  const [toggled, setToggled] = useState<boolean | null>(null)
  const Icon = entry.icon ? menuIcons[entry.icon] : undefined
  const label = t(entry.title)
  const icon = Icon ? (
    <Box component="span" sx={{ minWidth: 36, flexShrink: 0, display: 'inline-flex', color: 'inherit' }}>
      <Icon fontSize="small" />
    </Box>
  ) : null
  const itemSx = {
    pl: mini ? 2.5 : 2 + depth * 2,
    color: FG,
    '&.Mui-selected': { bgcolor: 'primary.main', color: '#fff' },
    '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
  }
  const text = mini ? null : (
    <Typography component="span" noWrap sx={{ display: 'block', flex: '1 1 auto', minWidth: 0, my: 0.5, fontSize: 13 }}>
      {label}
    </Typography>
  )
  const wrap = (node: ReactElement) =>
    mini ? (
      <Hint title={label} placement="right">
        {node}
      </Hint>
    ) : (
      node
    )
  // icons only: the label is the item's accessible name
  const name = mini ? label : undefined

  if (entry.children) {
    const open = !mini && (toggled ?? contains(entry, active))
    return (
      <li>
        {wrap(
          <ListItemButton
            sx={itemSx}
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
            {mini ? null : open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>,
        )}
        <Expand open={open}>
          <Box component="ul" sx={{ ...listSx, bgcolor: 'rgba(0,0,0,0.15)' }}>
            {entry.children.map((child) => (
              <MenuNode
                key={child.key}
                entry={child}
                active={active}
                mini={mini}
                depth={depth + 1}
                onNavigate={onNavigate}
                onExpandRequest={onExpandRequest}
              />
            ))}
          </Box>
        </Expand>
      </li>
    )
  }

  if (entry.href) {
    return (
      <li>
        {wrap(
          <ListItemButton
            component="a"
            href={entry.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openPlatformLink}
            sx={itemSx}
            aria-label={name}
            data-menu-item={entry.key}
          >
            {icon}
            {text}
            {mini ? null : <OpenInNewIcon sx={{ fontSize: 14, opacity: 0.7 }} />}
          </ListItemButton>,
        )}
      </li>
    )
  }

  const selected = entry.path === active
  return (
    <li>
      {wrap(
        <ListItemButton
          component={RouterLink}
          to={entry.path ?? '/'}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          aria-label={name}
          sx={itemSx}
          data-menu-item={entry.key}
          onClick={onNavigate}
        >
          {icon}
          {text}
        </ListItemButton>,
      )}
    </li>
  )
}

/**
 * The menu itself, drawn again only when the highlighted entry, the width or the menu changes: a list's new sort,
 * page or search changes the address but not the menu (issue 9: the whole menu was drawn again on each).
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
  return (
    <Box component="ul" sx={listSx}>
      {menu.map((entry) => (
        <MenuNode
          key={entry.key}
          entry={entry}
          active={active}
          mini={mini}
          depth={0}
          onNavigate={onNavigate}
          onExpandRequest={onExpandRequest}
        />
      ))}
    </Box>
  )
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

  const content = (
    <Box
      component="nav"
      aria-label={t('shell.Menu')}
      data-testid="sidebar"
      sx={{ bgcolor: BG, color: FG, height: '100%', overflowY: 'auto', overflowX: 'hidden' }}
    >
      <Box sx={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 1 }}>
        {logo ? (
          <Box component="img" src={logo} alt={t('shell.Logo')} data-testid="logo" sx={{ maxHeight: mini ? 36 : 44, maxWidth: '100%' }} />
        ) : null}
      </Box>
      <MenuList menu={menu} active={active} mini={mini} onNavigate={onNavigate} onExpandRequest={onExpandRequest} />
    </Box>
  )

  if (mobile)
    return (
      <MobileSidebar opened={opened} onClose={() => onOpenedChange(false)}>
        {content}
      </MobileSidebar>
    )
  const width = opened ? SIDEBAR_WIDTH_PX : MINI_SIDEBAR_PX
  return (
    <Box data-testid="sidebar-drawer" data-opened={opened ? 'true' : 'false'} sx={{ width, flexShrink: 0 }}>
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          zIndex: 'drawer',
          display: 'flex',
          flexDirection: 'column',
          width,
          bgcolor: BG,
          transition: 'width 0.2s',
          overflowX: 'hidden',
          overflowY: 'auto',
        }}
      >
        {content}
      </Box>
    </Box>
  )
}

/** SHELL-05: the temporary drawer, drawn once it has been opened and the extras are there. */
function MobileSidebar({ opened, onClose, children }: { opened: boolean; onClose(): void; children: ReactElement }) {
  const extras = useShellExtras()
  const [shown, setShown] = useState(opened)
  if (opened && !shown) setShown(true)
  useEffect(() => {
    if (opened) requestShellExtras()
  }, [opened])
  if (!extras || !shown) return null
  return (
    <extras.MobileDrawer open={opened} width={SIDEBAR_WIDTH_PX} background={BG} onClose={onClose}>
      {children}
    </extras.MobileDrawer>
  )
}
