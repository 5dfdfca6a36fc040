// A tooltip for the shell's icon-only controls. MUI's tooltip (with its popper) is one of the shell's menus
// (menus.tsx), loaded on first use: the control is drawn at once and never replaced (it keeps the focus); on its first
// hover or keyboard focus the tooltip's code is fetched and the tooltip shown once it is there, as a list's icon
// buttons do (src/components/table/HintIconButton.tsx). Its accessible name never depends on the tooltip (the
// controls carry their own aria-label).
import type { TooltipProps } from '@mui/material/Tooltip'
import { cloneElement, type ReactElement } from 'react'
import { requestShellMenus, useShellMenus } from './extrasLoader'
import { useHint, type HintHandlers } from '../../components/common/hint'

export interface HintProps {
  title: string
  placement?: TooltipProps['placement']
  children: ReactElement
}

export function Hint({ title, placement, children }: HintProps) {
  const menus = useShellMenus()
  const { anchor, open, handlers } = useHint(requestShellMenus)
  // the control's own handlers run first, then the tooltip's
  const own = children.props as Partial<HintHandlers>
  const merged = {} as HintHandlers
  for (const name of Object.keys(handlers) as Array<keyof HintHandlers>) {
    merged[name] = (e: never) => {
      own[name]?.(e)
      handlers[name](e)
    }
  }
  return (
    <>
      {cloneElement(children as ReactElement<HintHandlers>, merged)}
      {menus && anchor ? <menus.HintTooltip anchor={anchor} title={title} placement={placement} open={open} /> : null}
    </>
  )
}
