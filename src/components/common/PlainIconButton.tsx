// An icon-only button with the look of MUI's IconButton: the browser's own button under the first screen's stylesheet
// (buttons.ts). The shell's, a list's, the search bar's, the tree's and the toasts' icon buttons are this one.
import type { ButtonHTMLAttributes } from 'react'
import { buttonClass } from './buttons'

export interface PlainIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> {
  /** Its name (an icon button has no text). */
  'aria-label': string
  /** `inherit` takes the surrounding text colour (the header, a toast); the default is MUI's icon grey. */
  color?: 'inherit' | 'default'
  size?: 'small' | 'medium'
  /** Pulls the button to the start edge, as MUI's `edge="start"`. */
  edgeStart?: boolean
  'data-testid'?: string
}

export function PlainIconButton({ color = 'default', size = 'medium', edgeStart, className, ...rest }: PlainIconButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      className={buttonClass({ look: 'icon', small: size === 'small', inherit: color === 'inherit', edgeStart, className })}
    />
  )
}
