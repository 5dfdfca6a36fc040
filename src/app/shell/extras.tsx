// The shell's parts that the first screen does not draw: the header's menus, the site-message panel, tooltips,
// the mobile menu drawer, the "session ended" dialog and the toast host. They share one chunk, fetched right after
// the first screen is drawn (or at first use, whichever comes first), so that the first page stays small; see
// extrasLoader.ts.
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonIcon from '@mui/icons-material/Person'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import { Fragment, type ReactNode } from 'react'

export { default as Tooltip } from '@mui/material/Tooltip'
export { ConfirmDialog } from '../../components/common/ConfirmDialog'
export { ToastHost } from '../../components/common/ToastHost'
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
