// The shell's text buttons (header entries, the retry and sign-in actions of its messages): MUI's ButtonBase with
// the look of a small, inherit-coloured text Button. MUI's Button itself carries its loading spinner, which the
// shell never shows, into the first page.
import ButtonBase from '@mui/material/ButtonBase'
import type { Theme } from '@mui/material/styles'
import { chevronSx } from './chevron'
import { cloneElement, type ElementType, type MouseEventHandler, type ReactElement, type ReactNode } from 'react'

export interface ShellButtonProps {
  children?: ReactNode
  /** An icon before the label (an MUI icon: it takes the button's icon class). */
  startIcon?: ReactElement<{ className?: string }>
  /** A chevron after the label, drawn by CSS: the button opens a menu. */
  chevron?: boolean
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

const buttonSx = (plainCase: boolean | undefined) => (theme: Theme) => ({
  ...theme.typography.button,
  fontSize: theme.typography.pxToRem(13),
  textTransform: plainCase ? 'none' : theme.typography.button.textTransform,
  minWidth: 64,
  padding: '4px 5px',
  borderRadius: `${theme.shape.borderRadius}px`,
  color: 'inherit',
  transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
  '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
  // the icons sit in the button itself (no wrapper element): 18 px, 8 px from the label
  '& > .shell-button-icon': { fontSize: 18, marginRight: '8px', marginLeft: '-2px' },
  // the menu chevron, in the 18 px an icon would take, 8 px after the label
  '&.shell-button-chevron::after': { ...chevronSx('18px'), marginLeft: '8px', marginRight: '-2px' },
})
const plainSx = buttonSx(true)
const capitalSx = buttonSx(false)

export function ShellButton({ children, startIcon, chevron, plainCase, component = 'button', ...rest }: ShellButtonProps) {
  return (
    <ButtonBase
      {...rest}
      component={component}
      focusRipple
      className={chevron ? 'shell-button-chevron' : undefined}
      sx={plainCase ? plainSx : capitalSx}
    >
      {startIcon ? cloneElement(startIcon, { className: 'shell-button-icon' }) : null}
      {children}
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
