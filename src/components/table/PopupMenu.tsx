// The menus of a list (bulk actions, a row's More, the page size), loaded when one first opens: MUI's Menu brings
// Popover, Modal and the focus trap, none of which a list's first render draws. `listbox` makes it a list box of
// options (the page size), as MUI's Select draws it.
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'

export interface PopupMenuItem {
  key: string
  label: string
  disabled?: boolean
  selected?: boolean
  danger?: boolean
  onClick(): void
}

export interface PopupMenuProps {
  anchor: HTMLElement | null
  open: boolean
  items: PopupMenuItem[]
  onClose(): void
  /** The name of the list box; without it the menu is a menu of actions. */
  listbox?: string
  /** The list box's width follows its anchor (as a select's does). */
  matchWidth?: boolean
}

export default function PopupMenu({ anchor, open, items, onClose, listbox, matchWidth }: PopupMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={open && Boolean(anchor)}
      onClose={onClose}
      slotProps={{
        list: listbox ? { role: 'listbox', 'aria-label': listbox } : undefined,
        paper: matchWidth && anchor ? { style: { minWidth: anchor.clientWidth } } : undefined,
      }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          disabled={item.disabled}
          selected={item.selected}
          role={listbox ? 'option' : undefined}
          aria-selected={listbox ? Boolean(item.selected) : undefined}
          onClick={() => {
            onClose()
            item.onClick()
          }}
          sx={item.danger ? { color: 'error.main' } : undefined}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  )
}
