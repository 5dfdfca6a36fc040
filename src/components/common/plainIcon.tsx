// The first screen's icons (the menu's, the header's, the tabs', a list's toolbar, search bar and pager) as the
// browser's own <svg>, styled by one stylesheet mounted with the theme (providers.tsx), instead of MUI's SvgIcon: an
// SvgIcon is a styled component whose styles emotion serialises on every render, and the 28 of a cold users list were
// most of the first screen's emotion-styled elements (issue 22). The drawing is the icon's own: MUI's icon modules
// are made by `createSvgIcon(path, name)`, and the path is taken from the icon once, when it is made plain. Dialogs,
// forms and pages after the first keep MUI's icons.
import type { Theme } from '@mui/material/styles'
import type SvgIcon from '@mui/material/SvgIcon'
import { memo, type ComponentType, type ReactNode, type SVGProps } from 'react'

/** A MUI icon module's default export. */
export type MuiIcon = typeof SvgIcon

export interface PlainIconProps extends Omit<SVGProps<SVGSVGElement>, 'fontSize' | 'color' | 'ref'> {
  /** MUI's sizes: 24 px (medium, the default), 20 px (small), 35 px (large), or the text's size. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit'
  /** MUI's `color="action"`: the grey of inactive icons; the default takes the text's colour. */
  color?: 'action' | 'inherit'
}

export type PlainIcon = ComponentType<PlainIconProps>

interface IconInternals {
  type?: { render?: (props: object, ref: null) => { props?: { children?: ReactNode } } | null }
}

/** The drawing inside a MUI icon (its `<path>` elements), or undefined when the icon is not made the usual way. */
export function iconDrawing(icon: MuiIcon): ReactNode | undefined {
  try {
    return (icon as unknown as IconInternals).type?.render?.({}, null)?.props?.children
  } catch {
    return undefined
  }
}

/** The icon as a plain <svg> with MUI's look; an icon whose drawing cannot be read stays MUI's. */
export function plainIcon(icon: MuiIcon): PlainIcon {
  const drawing = iconDrawing(icon)
  if (drawing === undefined) return icon as unknown as PlainIcon
  const Plain = ({ fontSize = 'medium', color, className, ...rest }: PlainIconProps) => (
    <svg
      className={`plain-icon plain-icon-${fontSize}${color === 'action' ? ' plain-icon-action' : ''}${className ? ` ${className}` : ''}`}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
      {...rest}
    >
      {drawing}
    </svg>
  )
  return memo(Plain)
}

/** The stylesheet of the plain icons (MUI's SvgIcon root), for MUI's GlobalStyles. */
export function plainIconStyles(theme: Theme) {
  const { typography, transitions, palette } = theme
  return {
    '.plain-icon': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    },
    '.plain-icon-medium': { fontSize: typography.pxToRem(24) },
    '.plain-icon-small': { fontSize: typography.pxToRem(20) },
    '.plain-icon-large': { fontSize: typography.pxToRem(35) },
    '.plain-icon-inherit': { fontSize: 'inherit' },
    '.plain-icon-action': { color: palette.action.active },
  } as const
}
