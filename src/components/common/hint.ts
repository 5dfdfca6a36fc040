// What the shell's and the lists' lazily loaded tooltips share (src/app/shell/Hint.tsx,
// src/components/table/HintIconButton.tsx): when a control's tooltip shows and hides, and MUI's hover delay.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'

/** MUI's tooltip waits this long before it shows on hover. */
export const HINT_ENTER_DELAY = 100

/** Whether the element shows a keyboard focus (a focus by the pointer shows no tooltip). */
export function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible')
  } catch {
    return false
  }
}

export interface HintHandlers {
  onMouseEnter(e: MouseEvent<HTMLElement>): void
  onMouseLeave(e: MouseEvent<HTMLElement>): void
  onFocus(e: FocusEvent<HTMLElement>): void
  onBlur(e: FocusEvent<HTMLElement>): void
  onKeyDown(e: KeyboardEvent<HTMLElement>): void
}

export interface HintState {
  /** The control the tooltip is placed against, once it has first been shown. */
  anchor: HTMLElement | null
  open: boolean
  /** The control's handlers: a hover shows the tooltip after MUI's delay, a keyboard focus at once; leaving, blur and Escape hide it. */
  handlers: HintHandlers
}

/** A tooltip's state for a control; `load` fetches the tooltip's code (called on the first hover or keyboard focus). */
export function useHint(load: () => void): HintState {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = (el: HTMLElement, delay: number) => {
    load()
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setAnchor(el)
      setOpen(true)
    }, delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  return {
    anchor,
    open,
    handlers: {
      onMouseEnter: (e) => show(e.currentTarget, HINT_ENTER_DELAY),
      onMouseLeave: hide,
      onFocus: (e) => {
        if (focusVisible(e.currentTarget)) show(e.currentTarget, 0)
      },
      onBlur: hide,
      onKeyDown: (e) => {
        if (e.key === 'Escape') hide()
      },
    },
  }
}
