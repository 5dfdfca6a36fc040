// A WebSocket stand-in for component tests: records the sockets the console opens and lets a test push
// messages or fail them.
export class FakeWebSocket {
  static instances: FakeWebSocket[] = []
  readonly url: string
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onopen: ((event: Event) => void) | null = null
  /** What the console sent, in order. */
  readonly sent: string[] = []
  closed = false

  constructor(url: string) {
    this.url = url
    FakeWebSocket.instances.push(this)
  }

  push(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }))
  }

  /** The server accepted the connection. */
  open(): void {
    this.onopen?.(new Event('open'))
  }

  send(data: string): void {
    this.sent.push(data)
  }

  fail(): void {
    this.onerror?.(new Event('error'))
  }

  close(): void {
    this.closed = true
  }

  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.filter((s) => !s.closed).at(-1)
  }

  static reset(): void {
    FakeWebSocket.instances = []
  }
}
