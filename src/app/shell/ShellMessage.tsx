// The shell's own error messages (startup failure, a page that cannot load or crashed): a box with the look of
// MUI's standard error Alert. It stays in the first page without MUI's Alert, whose close button brings the icon
// button and its loading spinner along; the banners, which are rarer, load MUI's Alert when they show.
import Box from '@mui/material/Box'
import { darken, lighten, type Theme } from '@mui/material/styles'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import type { ReactNode } from 'react'

export interface ShellMessageProps {
  children: ReactNode
  /** A button on the right (retry, sign in). */
  action?: ReactNode
  'data-testid'?: string
}

export function ShellMessage({ children, action, ...rest }: ShellMessageProps) {
  return (
    <Box
      role="alert"
      {...rest}
      sx={(theme: Theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        padding: '6px 16px',
        borderRadius: `${theme.shape.borderRadius}px`,
        color: darken(theme.palette.error.light, 0.6),
        backgroundColor: lighten(theme.palette.error.light, 0.9),
      })}
    >
      <Box sx={{ mr: 1.5, py: '7px', display: 'flex', fontSize: 22, opacity: 0.9, color: 'error.main' }}>
        <ErrorOutlineIcon fontSize="inherit" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {action ? <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>{action}</Box> : null}
    </Box>
  )
}
