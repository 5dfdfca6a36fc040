// The shell's text buttons (header entries, the retry and sign-in actions of its messages): the browser's own buttons
// and links with the look of a small, inherit-coloured text button from the first screen's one stylesheet
// (components/common/buttons.ts). Its icon buttons are components/common/PlainIconButton.tsx.
import { cloneElement, type ElementType, type MouseEventHandler, type ReactElement, type ReactNode } from 'react'
import { buttonClass, START_ICON } from '../../components/common/buttons'

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

export function ShellButton({ children, startIcon, chevron, plainCase, component: Component = 'button', ...rest }: ShellButtonProps) {
  return (
    <Component
      {...rest}
      type={Component === 'button' ? 'button' : undefined}
      className={buttonClass({ look: 'text', small: true, inherit: true, plainCase, chevron })}
    >
      {startIcon ? cloneElement(startIcon, { className: START_ICON }) : null}
      {children}
    </Component>
  )
}
