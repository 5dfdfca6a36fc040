// An icon button whose tooltip loads on first use. The button carries its name itself (aria-label), so assistive
// technology reads the same before and after; the tooltip (MUI's, with its positioning library) is loaded on the
// first hover or keyboard focus, with the other parts of a list drawn after a user action (listParts.ts), and
// shown once it is there.
import IconButton from '@mui/material/IconButton'
import { Suspense, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { LazyHintPopup, loadParts } from './lazyParts'
import { focusVisible, HINT_ENTER_DELAY } from '../common/hint'

export function HintIconButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string
  onClick(): void
  className?: string
  children: ReactNode
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = (el: HTMLElement, delay: number) => {
    void loadParts()
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
  return (
    <>
      <IconButton
        aria-label={label}
        className={className}
        onClick={onClick}
        onMouseEnter={(e) => show(e.currentTarget, HINT_ENTER_DELAY)}
        onMouseLeave={hide}
        onFocus={(e: FocusEvent<HTMLButtonElement>) => {
          if (focusVisible(e.currentTarget)) show(e.currentTarget, 0)
        }}
        onBlur={hide}
        onKeyDown={(e) => {
          if (e.key === 'Escape') hide()
        }}
      >
        {children}
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <LazyHintPopup anchor={anchor} title={label} open={open} />
        </Suspense>
      )}
    </>
  )
}
