// The shell's text buttons (header entries, the retry and sign-in actions of its messages): MUI's ButtonBase with
// the look of a small, inherit-coloured text Button. MUI's Button itself carries its loading spinner, which the
// shell never shows, into the first page.
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import type { Theme } from '@mui/material/styles'
import type { ElementType, MouseEventHandler, ReactNode } from 'react'

export interface ShellButtonProps {
  children?: ReactNode
  startIcon?: ReactNode
  endIcon?: ReactNode
  /** Keep the label's case (the header) instead of the button capitals (message actions). */
  plainCase?: boolean
  onClick?: MouseEventHandler<HTMLElement>
  /** A link: `component="a"` with `href`, or the router's Link with `to`. */
  component?: ElementType
  href?: string
  to?: string
  target?: string
  rel?: string
  'aria-label'?: string
  'aria-haspopup'?: 'menu'
  'data-testid'?: string
}

const iconSx = { display: 'inherit', '& > *:nth-of-type(1)': { fontSize: 18 } }

export function ShellButton({ children, startIcon, endIcon, plainCase, component = 'button', ...rest }: ShellButtonProps) {
  return (
    <ButtonBase
      {...rest}
      component={component}
      focusRipple
      sx={(theme: Theme) => ({
        ...theme.typography.button,
        fontSize: theme.typography.pxToRem(13),
        textTransform: plainCase ? 'none' : theme.typography.button.textTransform,
        minWidth: 64,
        padding: '4px 5px',
        borderRadius: `${theme.shape.borderRadius}px`,
        color: 'inherit',
        transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
        '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      })}
    >
      {startIcon ? (
        <Box component="span" sx={{ ...iconSx, mr: 1, ml: '-2px' }}>
          {startIcon}
        </Box>
      ) : null}
      {children}
      {endIcon ? (
        <Box component="span" sx={{ ...iconSx, ml: 1, mr: '-2px' }}>
          {endIcon}
        </Box>
      ) : null}
    </ButtonBase>
  )
}

export interface ShellIconButtonProps {
  children: ReactNode
  'aria-label': string
  onClick?: MouseEventHandler<HTMLElement>
  /** `inherit` takes the surrounding text colour (the header); the default is MUI's icon grey. */
  color?: 'inherit' | 'default'
  size?: 'small' | 'medium'
  /** Pulls the button to the start edge, as MUI's `edge="start"`. */
  edgeStart?: boolean
  'aria-expanded'?: boolean
  'data-testid'?: string
}

/** The shell's icon-only buttons, with the look of MUI's IconButton (which also carries its loading spinner). */
export function ShellIconButton({ children, color = 'default', size = 'medium', edgeStart, ...rest }: ShellIconButtonProps) {
  const small = size === 'small'
  return (
    <ButtonBase
      {...rest}
      centerRipple
      sx={(theme: Theme) => ({
        textAlign: 'center',
        flex: '0 0 auto',
        fontSize: theme.typography.pxToRem(small ? 18 : 24),
        padding: small ? '5px' : '8px',
        ml: edgeStart ? (small ? '-3px' : '-12px') : undefined,
        borderRadius: '50%',
        color: color === 'inherit' ? 'inherit' : theme.palette.action.active,
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      })}
    >
      {children}
    </ButtonBase>
  )
}
