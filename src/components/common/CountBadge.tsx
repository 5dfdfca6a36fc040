// A count on the corner of a header entry (the bell's unread messages, the open tickets): the look of MUI's Badge, drawn
// as two spans under the first screen's stylesheet (`countBadgeStyles`, mounted with the theme in providers.tsx).
// MUI's Badge is three modules and a styled component per part in the first page (issue 22). No count, no badge.
import type { Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

export interface CountBadgeProps {
  count: number
  /** Shown as `max+` above it. */
  max: number
  color: 'primary' | 'error'
  /** Room on the right of the content for the badge (the badge of a text overlaps its end otherwise). */
  padEnd?: boolean
  children: ReactNode
  'data-testid'?: string
}

/** What the badge shows for `count`: nothing for none, `max+` above `max`. */
export function badgeText(count: number, max: number): string {
  if (count <= 0) return ''
  return count > max ? `${max}+` : String(count)
}

export function CountBadge({ count, max, color, padEnd, children, 'data-testid': testId }: CountBadgeProps) {
  const text = badgeText(count, max)
  return (
    <span className={text && padEnd ? 'count-badge-host count-badge-pad' : 'count-badge-host'} data-testid={testId}>
      {children}
      {text ? <span className={`count-badge count-badge-${color}`}>{text}</span> : null}
    </span>
  )
}

/** The stylesheet of CountBadge, for MUI's GlobalStyles. */
export function countBadgeStyles(theme: Theme) {
  const { palette, typography } = theme
  return {
    '.count-badge-host': { position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
    '.count-badge-pad': { paddingRight: 12 },
    '.count-badge': {
      position: 'absolute',
      top: 0,
      right: 0,
      zIndex: 1,
      display: 'flex',
      flexWrap: 'wrap',
      alignContent: 'center',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightMedium,
      fontSize: typography.pxToRem(12),
      lineHeight: 1,
      whiteSpace: 'nowrap',
      transform: 'translate(50%, -50%)',
      transformOrigin: '100% 0%',
    },
    '.count-badge-primary': { color: palette.primary.contrastText, backgroundColor: palette.primary.main },
    '.count-badge-error': { color: palette.error.contrastText, backgroundColor: palette.error.main },
  } as const
}
