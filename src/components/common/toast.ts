// The console's toasts (top centre, 5 s, at most three at once). Anyone may ask for one at any time; the shell's
// toast host shows them once it is up (it loads just after the first screen is drawn) and shows the ones asked
// for before then at that moment. Without a host (unit tests of a screen) requests wait and are dropped beyond a
// small backlog.
export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info'

export interface ToastRequest {
  message: string
  variant: ToastVariant
  /** Do not show it again while the same message is on screen. */
  preventDuplicate: boolean
  /** The server's own text behind the message, shown as plain text under "Details" (issue 23). */
  detail?: string
}

export type ToastSink = (toast: ToastRequest) => void

const BACKLOG = 20
let sink: ToastSink | null = null
const backlog: ToastRequest[] = []

export function showToast(
  message: string,
  variant: ToastVariant = 'success',
  options: { preventDuplicate?: boolean; detail?: string } = {},
): void {
  const toast: ToastRequest = { message, variant, preventDuplicate: !!options.preventDuplicate, detail: options.detail }
  if (sink) {
    sink(toast)
    return
  }
  backlog.push(toast)
  if (backlog.length > BACKLOG) backlog.shift()
}

/** The toast host registers here while it is mounted; the backlog is shown at once. Returns the unregister. */
export function registerToastSink(next: ToastSink): () => void {
  sink = next
  for (const toast of backlog.splice(0)) next(toast)
  return () => {
    if (sink === next) sink = null
  }
}
