// A tooltip for the shell's icon-only controls. MUI's tooltip (with its popper) is one of the shell's extras, so
// the control is drawn at once and gains its tooltip when the extras arrive; its accessible name never depends on
// the tooltip (the controls carry their own aria-label).
import type { TooltipProps } from '@mui/material/Tooltip'
import type { ReactElement } from 'react'
import { useShellExtras } from './extrasLoader'

export interface HintProps {
  title: string
  placement?: TooltipProps['placement']
  children: ReactElement
}

export function Hint({ title, placement, children }: HintProps) {
  const extras = useShellExtras()
  if (!extras) return children
  return (
    <extras.Tooltip title={title} placement={placement}>
      {children}
    </extras.Tooltip>
  )
}
