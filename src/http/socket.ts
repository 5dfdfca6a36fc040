// WebSocket URLs follow the page: ws: on http:, wss: on https: (MSG-02).
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}${path.startsWith('/') ? path : `/${path}`}`
}

/** MSG-02 / API-14: the server pushes `{"type": "unread_count", "unread_count": n}`. */
export function parseUnreadCount(data: unknown): number | undefined {
  let value: unknown = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      return undefined
    }
  }
  if (typeof value !== 'object' || value === null) return undefined
  const count = (value as { unread_count?: unknown }).unread_count
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined
}

export interface UnreadCountHandlers {
  onCount(count: number): void
  onError(): void
}

/** Opens the site-message socket; returns the function that closes it. */
export type UnreadCountConnector = (path: string, handlers: UnreadCountHandlers) => () => void

export const connectUnreadCount: UnreadCountConnector = (path, handlers) => {
  let socket: WebSocket
  try {
    socket = new WebSocket(socketUrl(path))
  } catch {
    handlers.onError()
    return () => undefined
  }
  socket.onmessage = (event: MessageEvent) => {
    const count = parseUnreadCount(event.data)
    if (count !== undefined) handlers.onCount(count)
  }
  socket.onerror = () => handlers.onError()
  return () => {
    socket.onmessage = null
    socket.onerror = null
    socket.close()
  }
}
