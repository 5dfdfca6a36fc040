// The search bar's drop-down list (filters to choose, or a filter's choices), loaded when it first opens: the
// positioning library behind MUI's Popper is not part of a list's first render.
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'

import type { RefObject } from 'react'

export interface SearchPopupProps {
  open: boolean
  /** The search bar: the list opens under it (read when the list is placed, not when this is rendered). */
  anchor: RefObject<HTMLElement | null>
  label: string
  options: Array<{ key: string; label: string }>
  onPick(key: string): void
}

export default function SearchPopup({ open, anchor, label, options, onPick }: SearchPopupProps) {
  return (
    <Popper open={open} anchorEl={() => anchor.current ?? document.body} placement="bottom-start" sx={{ zIndex: 1300 }}>
      <Paper elevation={4} sx={{ minWidth: 220, maxHeight: 320, overflow: 'auto' }}>
        <List dense role="listbox" aria-label={label}>
          {options.map((o) => (
            <ListItemButton key={o.key} role="option" onClick={() => onPick(o.key)}>
              <ListItemText primary={o.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Popper>
  )
}
