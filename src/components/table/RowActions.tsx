// DTABLE-06/07: a row's action buttons; with more than two, the first stays and the rest open from More.
import MoreVertIcon from '@mui/icons-material/MoreVert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { splitActions, type ActionType, type RowActionModel } from '../data/rowActions'

const COLORS: Record<ActionType, 'primary' | 'error' | 'info' | 'warning' | 'success' | 'inherit'> = {
  primary: 'primary',
  danger: 'error',
  info: 'info',
  warning: 'warning',
  success: 'success',
  default: 'inherit',
}

export function RowActions({ actions, onAction }: { actions: RowActionModel[]; onAction(name: string): void }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { inline, more } = splitActions(actions)
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      {inline.map((a) => (
        <Button key={a.name} size="small" variant="outlined" color={COLORS[a.type]} disabled={a.disabled} onClick={() => onAction(a.name)}>
          {t(a.labelKey)}
        </Button>
      ))}
      {more.length > 0 && (
        <>
          <Button size="small" variant="outlined" color="inherit" endIcon={<MoreVertIcon fontSize="small" />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
            {t('table.more')}
          </Button>
          {/* drawn only while open: a page has one such menu per row */}
          {anchor && (
          <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
            {more.map((a) => (
              <MenuItem
                key={a.name}
                disabled={a.disabled}
                onClick={() => {
                  setAnchor(null)
                  onAction(a.name)
                }}
                sx={a.type === 'danger' ? { color: 'error.main' } : undefined}
              >
                {t(a.labelKey)}
              </MenuItem>
            ))}
          </Menu>
          )}
        </>
      )}
    </Box>
  )
}
