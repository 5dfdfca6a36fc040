// The buttons of the first screen (the shell's header and tabs, a list's toolbar, search bar and tree toggles) are the
// browser's own, styled by this one stylesheet, mounted once with the theme (providers.tsx). MUI's ButtonBase is
// five components, a ripple and a style of its own per button: about 50 ms of a cold users list and 0.35 MB of its
// heap went into the twenty of them (issue 22). The classes give MUI's looks; dialogs and forms keep MUI's buttons.
import type { Theme } from '@mui/material/styles'
import { alpha } from '@mui/system/colorManipulator'
import { chevronSx } from './chevron'

/** The look of a button: MUI's text, contained (filled) and outlined buttons, its round icon button. */
export type ButtonLook = 'text' | 'contained' | 'outlined' | 'icon'

export interface ButtonClassOptions {
  look: ButtonLook
  /** Smaller padding and icon, as MUI's `size="small"`. */
  small?: boolean
  /** Takes the surrounding text colour (the header's buttons) instead of the primary colour or the icon grey. */
  inherit?: boolean
  /** Keeps the label's case instead of the button capitals. */
  plainCase?: boolean
  /** Pulls an icon button to the start edge, as MUI's `edge="start"`. */
  edgeStart?: boolean
  /** A chevron after the label, drawn by CSS: the button opens a menu. */
  chevron?: boolean
  className?: string
}

/** The class list of a plain button with the given look. */
export function buttonClass(o: ButtonClassOptions): string {
  const out = ['btn', `btn-${o.look}`]
  if (o.small) out.push('btn-small')
  if (o.inherit) out.push('btn-inherit')
  if (o.plainCase) out.push('btn-plain-case')
  if (o.edgeStart) out.push('btn-edge-start')
  if (o.chevron) out.push('btn-chevron')
  if (o.className) out.push(o.className)
  return out.join(' ')
}

/** Class of an icon placed before a button's label. */
export const START_ICON = 'btn-start-icon'
/** Class of an icon placed after a button's label. */
export const END_ICON = 'btn-end-icon'
/** Class of a button pushed to the end of its row (a flex row's free space before it). */
export const PUSH_END = 'btn-push-end'

/** The stylesheet of `buttonClass`, for MUI's GlobalStyles. */
export function buttonStyles(theme: Theme) {
  const { palette, typography, transitions, shape } = theme
  const fast = { duration: transitions.duration.short }
  const primary = palette.primary.main
  return {
    // MUI's ButtonBase: no border, margin or background of the browser's own button
    '.btn': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      margin: 0,
      border: 0,
      outline: 0,
      backgroundColor: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&::-moz-focus-inner': { borderStyle: 'none' },
      '&:disabled': { pointerEvents: 'none', cursor: 'default' },
    },
    // a keyboard focus shows as MUI's focus ripple does: the button's hover colour, one step darker
    '.btn:focus-visible': { backgroundColor: palette.action.focus },
    '.btn-text, .btn-contained, .btn-outlined': {
      ...typography.button,
      minWidth: 64,
      borderRadius: shape.borderRadius,
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], fast),
    },
    '.btn-text': {
      padding: '6px 8px',
      color: primary,
      '&:hover': { backgroundColor: alpha(primary, palette.action.hoverOpacity) },
      '&:focus-visible': { backgroundColor: alpha(primary, palette.action.focusOpacity) },
    },
    '.btn-text.btn-small': { padding: '4px 5px', fontSize: typography.pxToRem(13) },
    '.btn-contained': {
      padding: '6px 16px',
      color: palette.primary.contrastText,
      backgroundColor: primary,
      '&:hover, &:focus-visible': { backgroundColor: palette.primary.dark },
    },
    '.btn-outlined': {
      padding: '5px 15px',
      color: primary,
      border: `1px solid ${alpha(primary, 0.5)}`,
      '&:hover': { borderColor: primary, backgroundColor: alpha(primary, palette.action.hoverOpacity) },
      '&:focus-visible': { borderColor: primary, backgroundColor: alpha(primary, palette.action.focusOpacity) },
    },
    '.btn-text:disabled, .btn-outlined:disabled': { color: palette.action.disabled },
    '.btn-outlined:disabled': { borderColor: palette.action.disabledBackground },
    '.btn-contained:disabled': { color: palette.action.disabled, backgroundColor: palette.action.disabledBackground },
    '.btn-inherit': { color: 'inherit' },
    '.btn-plain-case': { textTransform: 'none' },
    '.btn-text.btn-inherit:hover': { backgroundColor: palette.action.hover },
    '.btn-text.btn-inherit:focus-visible': { backgroundColor: palette.action.focus },
    // an icon beside a label: 20 px (18 in a small button), 8 px from the label
    '.btn > .btn-start-icon': { fontSize: 20, marginRight: 8, marginLeft: -4 },
    '.btn > .btn-end-icon': { fontSize: 20, marginLeft: 8, marginRight: -4 },
    '.btn-small > .btn-start-icon': { fontSize: 18, marginLeft: -2 },
    '.btn-small > .btn-end-icon': { fontSize: 18, marginRight: -2 },
    '.btn-chevron::after': { ...chevronSx('18px'), marginLeft: 8, marginRight: -2 },
    // MUI's IconButton: round, the icon grey, 24 px icons (18 px small)
    '.btn-icon': {
      flex: '0 0 auto',
      padding: 8,
      borderRadius: '50%',
      fontSize: typography.pxToRem(24),
      textAlign: 'center',
      color: palette.action.active,
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '&:hover': { backgroundColor: palette.action.hover },
      '&:disabled': { color: palette.action.disabled },
    },
    '.btn-icon.btn-small': { padding: 5, fontSize: typography.pxToRem(18) },
    '.btn-icon.btn-inherit': { color: 'inherit' },
    '.btn-icon.btn-edge-start': { marginLeft: -12 },
    '.btn-icon.btn-small.btn-edge-start': { marginLeft: -3 },
    '.btn.btn-push-end': { marginLeft: 'auto' },
    '@media (hover: none)': {
      '.btn-text:hover, .btn-outlined:hover, .btn-icon:hover': { backgroundColor: 'transparent' },
      '.btn-contained:hover': { backgroundColor: primary },
    },
  } as const
}
