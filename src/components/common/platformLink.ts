// Links to pages of the platform's other components (web terminal, file manager, task monitor): they open in a new
// window only once something serves them (platformPages.ts, loaded at the first click). A click with a modifier key
// (a new tab, a new window) is left to the browser.
import type { MouseEvent } from 'react'
import { isPlainClick } from './clicks'

export function openPlatformLink(e: MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(e)) return
  e.preventDefault()
  const href = e.currentTarget.href
  void import('./platformPages').then((m) => m.openPlatformPage(href))
}
