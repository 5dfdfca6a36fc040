// A link's click the console may follow itself (the router, a platform window): the main button with no modifier key.
// Any other (a new tab, a new window, a download) is left to the browser.
import type { MouseEvent } from 'react'

export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey
}
