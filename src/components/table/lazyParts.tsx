// The parts of a list drawn only after a user action, each loaded on first use (issue 22: a list's first render
// holds only what it draws). `load*` starts the download early, on hover or focus of what opens them.
import { lazy, Suspense, useState, type ComponentProps } from 'react'

/** Loads the list's parts (one chunk, listParts.ts); calling it again costs nothing. */
export const loadParts = () => import('./listParts')
const preload = () => void loadParts()

const LazyPopupMenu = lazy(() => loadParts().then((m) => ({ default: m.PopupMenu })))
const LazyConfirmDialog = lazy(() => loadParts().then((m) => ({ default: m.ConfirmDialog })))
export const LazyHintPopup = lazy(() => loadParts().then((m) => ({ default: m.HintPopup })))
export const LazyColumnChooser = lazy(() => loadParts().then((m) => ({ default: m.ColumnChooser })))
export const LazySearchPopup = lazy(() => loadParts().then((m) => ({ default: m.SearchPopup })))

/** What a row's, the toolbar's or the pager's buttons may open next: loaded on their hover or focus. */
export const preloadActions = preload

/** A menu that is not mounted before it first opens, and stays mounted afterwards (for its closing transition). */
export function LazyMenu(props: ComponentProps<typeof LazyPopupMenu>) {
  const used = useUsed(props.open)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <LazyPopupMenu {...props} />
    </Suspense>
  )
}

/** A confirmation that is not mounted before it first opens, and stays mounted afterwards (for its closing transition). */
export function LazyConfirm(props: ComponentProps<typeof LazyConfirmDialog>) {
  const used = useUsed(props.open)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  )
}

/** True from the first render where `open` is, on. */
export function useUsed(open: boolean): boolean {
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  return used || open
}
