// An icon button (PlainIconButton: the browser's own, with MUI's look) whose tooltip loads on first use.
// The button carries its name itself (aria-label), so assistive technology reads the same before and after; the
// tooltip (MUI's, with its positioning library) is loaded on the first hover or keyboard focus, with the other parts
// of a list drawn after a user action (listParts.ts), and shown once it is there.
import { Suspense, type ReactNode } from 'react'
import { LazyHintPopup, loadParts } from './lazyParts'
import { PlainIconButton } from '../common/PlainIconButton'
import { useHint } from '../common/hint'

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
  const { anchor, open, handlers } = useHint(() => void loadParts())
  return (
    <>
      <PlainIconButton aria-label={label} className={className} onClick={onClick} {...handlers}>
        {children}
      </PlainIconButton>
      {anchor && (
        <Suspense fallback={null}>
          <LazyHintPopup anchor={anchor} title={label} open={open} />
        </Suspense>
      )}
    </>
  )
}
