// Test helpers: the mock server started in-process on an ephemeral 127.0.0.1 port, and a small HTTP client with a
// cookie jar that signs in through the real sign-in page and sends the CSRF header like the console does.
import { afterAll, beforeAll } from 'vitest'
import { startServer, type RunningServer } from '../server'

export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ port: 0, env: { MOCK_SCALE: 'small', ...env } })
}

export interface Reply {
  status: number
  headers: Headers
  text: string
  body: unknown
  /** The parsed JSON body, typed loosely for assertions. */
  json: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestOptions {
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  /** Send `X-CSRFToken` from the jar (default true). */
  csrf?: boolean
}

export class Client {
  readonly base: string
  readonly jar = new Map<string, string>()
  defaultHeaders: Record<string, string> = {}

  constructor(base: string) {
    this.base = base
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ')
  }

  private store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = decodeURIComponent(pair.slice(i + 1).trim())
      const maxAge = attrs.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith('max-age='))
      if (maxAge && Number(maxAge.split('=')[1]) <= 0) this.jar.delete(name)
      else this.jar.set(name, value)
    }
  }

  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...(opts.headers ?? {}) }
    if (this.jar.size) headers.cookie = this.cookieHeader()
    if ((opts.csrf ?? true) && this.jar.get('csrftoken') && !('X-CSRFToken' in headers)) headers['X-CSRFToken'] = this.jar.get('csrftoken')!
    let body = opts.body
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json)
      headers['Content-Type'] ??= 'application/json'
    }
    const res = await fetch(this.base + path, { method, headers, body, redirect: 'manual' })
    this.store(res)
    const buf = await res.arrayBuffer()
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(buf)
    let parsed: unknown = undefined
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
    }
    return { status: res.status, headers: res.headers, text, body: parsed, json: parsed }
  }

  get(path: string, opts?: RequestOptions) {
    return this.request('GET', path, opts)
  }
  post(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('POST', path, { ...opts, json })
  }
  put(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('PUT', path, { ...opts, json })
  }
  patch(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('PATCH', path, { ...opts, json })
  }
  delete(path: string, opts?: RequestOptions) {
    return this.request('DELETE', path, opts)
  }
  options(path: string, opts?: RequestOptions) {
    return this.request('OPTIONS', path, opts)
  }

  /** Signs in through `/core/auth/login/` (and the code step for MFA accounts). Returns the final redirect. */
  async login(username: string, password = username, code = '123456'): Promise<string | null> {
    await this.get('/core/auth/login/')
    const form = new URLSearchParams({ username, password, csrfmiddlewaretoken: this.jar.get('csrftoken') ?? '', next: '/ui/' })
    let res = await this.request('POST', '/core/auth/login/', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    })
    let location = res.headers.get('location')
    if (location?.startsWith('/core/auth/login/otp/')) {
      await this.get(location)
      const f2 = new URLSearchParams({ code, csrfmiddlewaretoken: this.jar.get('csrftoken') ?? '' })
      res = await this.request('POST', '/core/auth/login/otp/', {
        body: f2.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        csrf: false,
      })
      location = res.headers.get('location')
    }
    if (res.status !== 302) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.text.slice(0, 200)}`)
    return location
  }
}

export async function signedIn(base: string, username: string): Promise<Client> {
  const c = new Client(base)
  await c.login(username)
  return c
}

/**
 * The mock server of a test file: started before its tests with `admin` (and the `others` accounts) signed in, closed
 * after them. The caller receives them through `use` (its own `srv` / `admin` / … variables).
 */
export function serverForFile(
  use: (srv: RunningServer, admin: Client, others: Record<string, Client>) => void,
  others: readonly string[] = [],
): void {
  let started: RunningServer | undefined
  beforeAll(async () => {
    started = await startTestServer()
    const url = started.url
    const clients = Object.fromEntries(await Promise.all(others.map(async (name) => [name, await signedIn(url, name)] as const)))
    use(started, await signedIn(url, 'admin'), clients)
  })
  afterAll(async () => {
    await started?.close()
  })
}
