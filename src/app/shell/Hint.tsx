// A tooltip for the shell's icon-only controls. MUI's tooltip (with its popper) is one of the shell's menus
// (menus.tsx), loaded on first use: the control is drawn at once and never replaced (it keeps the focus); on its first
// hover or keyboard focus the tooltip's code is fetched and the tooltip shown once it is there, as a list's icon
// buttons do (src/components/table/HintIconButton.tsx). Its accessible name never depends on the tooltip (the
// controls carry their own aria-label).
import type { TooltipProps } from '@mui/material/Tooltip'
import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react'
import { requestShellMenus, useShellMenus } from './extrasLoader'
import { focusVisible, HINT_ENTER_DELAY } from '../../components/common/hint'

export interface HintProps {
  title: string
  placement?: TooltipProps['placement']
  children: ReactElement
}

export function Hint({ title, placement, children }: HintProps) {
  const menus = useShellMenus()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  // the control the pointer or the focus is on, and how long before its tooltip shows
  const [pending, setPending] = useState<{ el: HTMLElement; delay: number } | null>(null)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => {
      setAnchor(pending.el)
      setOpen(true)
    }, pending.delay)
    return () => clearTimeout(timer)
  }, [pending])
  const show = (el: HTMLElement, delay: number) => {
    requestShellMenus()
    setPending({ el, delay })
  }
  const hide = () => {
    setPending(null)
    setOpen(false)
  }
  const own = children.props as HTMLAttributes<HTMLElement>
  const control = cloneElement(children as ReactElement<HTMLAttributes<HTMLElement>>, {
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(e)
      show(e.currentTarget, HINT_ENTER_DELAY)
    },
    onMouseLeave: (e: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(e)
      hide()
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e)
      if (focusVisible(e.currentTarget)) show(e.currentTarget, 0)
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      own.onBlur?.(e)
      hide()
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(e)
      if (e.key === 'Escape') hide()
    },
  })
  return (
    <>
      {control}
      {menus && anchor ? <menus.HintTooltip anchor={anchor} title={title} placement={placement} open={open} /> : null}
    </>
  )
}
