// The shell's parts drawn only after a user action: the header's menus, the site-message panel, tooltips, the
// mobile menu drawer and the "session ended" dialog. They share one chunk, fetched on first use (the pointer or the
// keyboard focus entering the header or the menu, or a 401), never on a cold load: their MUI components (menu,
// popover, dialog, tooltip) are those of a list's parts (the `parts` chunk, 39 kB), which a list that nobody touches
// does not need either (issue 22). See extrasLoader.ts.
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonIcon from '@mui/icons-material/Person'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Fragment, type ReactNode } from 'react'

export { ConfirmDialog } from '../../components/common/ConfirmDialog'
export { SiteMessagePanel } from './SiteMessagePanel'

const menuIcons = { person: PersonIcon, swap: SwapHorizIcon, logout: LogoutIcon }

export interface MenuAction {
  key: string
  label: ReactNode
  icon?: keyof typeof menuIcons
  selected?: boolean
  /** A link leaving the console in a new tab. */
  href?: string
  lang?: string
  testId?: string
  dividerBefore?: boolean
  onSelect?(): void
}

export interface ActionMenuProps {
  anchor: HTMLElement | null
  open: boolean
  onClose(): void
  actions: MenuAction[]
}

/** A header menu: choosing an entry closes the menu, then carries the entry out. */
export function ActionMenu({ anchor, open, onClose, actions }: ActionMenuProps) {
  return (
    <Menu anchorEl={anchor} open={open && anchor !== null} onClose={onClose}>
      {actions.map((action) => {
        const Icon = action.icon ? menuIcons[action.icon] : undefined
        const select = () => {
          onClose()
          action.onSelect?.()
        }
        const content = (
          <>
            {Icon ? (
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
            ) : null}
            {action.label}
          </>
        )
        return (
          <Fragment key={action.key}>
            {action.dividerBefore ? <Divider /> : null}
            {action.href ? (
              <MenuItem
                component="a"
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={select}
                data-testid={action.testId}
              >
                {content}
              </MenuItem>
            ) : (
              <MenuItem selected={action.selected} lang={action.lang} onClick={select} data-testid={action.testId}>
                {content}
              </MenuItem>
            )}
          </Fragment>
        )
      })}
    </Menu>
  )
}

export interface MobileDrawerProps {
  open: boolean
  width: number
  background: string
  onClose(): void
  children: ReactNode
}

/** SHELL-05: on a mobile the menu is a temporary drawer over the page. */
export function MobileDrawer({ open, width, background, onClose, children }: MobileDrawerProps) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width, bgcolor: background } } }}>
      {children}
    </Drawer>
  )
}

export interface HintTooltipProps {
  anchor: HTMLElement
  title: string
  placement?: TooltipProps['placement']
  open: boolean
}

/** The tooltip of a shell control (Hint.tsx), placed against the control, which keeps its own accessible name. */
export function HintTooltip({ anchor, title, placement, open }: HintTooltipProps) {
  return (
    <Tooltip open={open} title={title} placement={placement} disableInteractive slotProps={{ popper: { anchorEl: anchor } }}>
      <span hidden />
    </Tooltip>
  )
}
