// The mock backend at full scale in a process of its own (its CPU work is not the harness's), and the one
// sign-in of the bench through the platform's sign-in page.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { existsSync } from 'node:fs'
import path from 'node:path'

export interface Backend {
  url: string
  close(): Promise<void>
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Starts `mocks/server/index.ts` (MOCK_SCALE=full) on a free 127.0.0.1 port and waits until it answers. */
export async function startBackend(root: string, log: (line: string) => void): Promise<Backend> {
  const entry = path.join(root, 'mocks/server/index.ts')
  if (!existsSync(entry)) throw new Error('mocks/server/index.ts does not exist yet: the bench needs the mock backend')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port), MOCK_SCALE: 'full', MOCK_FAULT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(...String(chunk).split('\n').filter(Boolean))
    if (output.length > 50) output.splice(0, output.length - 50)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the mock backend stopped while starting:\n${output.join('\n')}`)
    try {
      const res = await fetch(`${url}/__mock__/status`)
      if (res.ok) {
        const status = (await res.json()) as { scale?: string }
        log(`mock backend ready at ${url} (scale ${status.scale ?? '?'}, ${Math.round((Date.now() - started) / 1000)} s)`)
        break
      }
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) {
      await stop(child)
      throw new Error(`the mock backend did not answer within 3 minutes:\n${output.join('\n')}`)
    }
    await sleep(250)
  }
  return { url, close: () => stop(child) }
}

export interface SessionCookie {
  name: string
  value: string
  httpOnly: boolean
}

/** Parses `Set-Cookie` headers into name/value pairs (later ones win; expired ones are dropped). */
export function cookiesFrom(setCookies: readonly string[], jar = new Map<string, SessionCookie>()): Map<string, SessionCookie> {
  for (const header of setCookies) {
    const [pair, ...attrs] = header.split(';')
    const eq = pair.indexOf('=')
    if (eq <= 0) continue
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    const lower = attrs.map((a) => a.trim().toLowerCase())
    const maxAge = lower.find((a) => a.startsWith('max-age='))
    if ((maxAge && Number(maxAge.slice(8)) <= 0) || value === '') {
      jar.delete(name)
      continue
    }
    jar.set(name, { name, value, httpOnly: lower.includes('httponly') })
  }
  return jar
}

/**
 * Signs in through `GET/POST /core/auth/login/` (the form's CSRF token, then username and password) at `origin`
 * and returns the cookies the browser would hold afterwards (`sessionid`, `csrftoken`, ...).
 */
export async function signIn(origin: string, username: string, password: string): Promise<SessionCookie[]> {
  const page = await fetch(`${origin}/core/auth/login/?next=/ui/`, { redirect: 'manual' })
  const jar = cookiesFrom(page.headers.getSetCookie())
  const html = await page.text()
  const token = /name="csrfmiddlewaretoken"\s+value="([^"]+)"/.exec(html)?.[1] ?? jar.get('csrftoken')?.value ?? ''
  const cookie = [...jar.values()].map((c) => `${c.name}=${c.value}`).join('; ')
  const form = new URLSearchParams({ csrfmiddlewaretoken: token, username, password, next: '/ui/' })
  const res = await fetch(`${origin}/core/auth/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, referer: `${origin}/core/auth/login/` },
    body: form,
  })
  cookiesFrom(res.headers.getSetCookie(), jar)
  if (!jar.has('sessionid')) throw new Error(`signing in as ${username} failed (HTTP ${res.status}): no sessionid cookie`)
  return [...jar.values()]
}

/** The `Cookie` header of these cookies. */
export function cookieHeader(cookies: readonly SessionCookie[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ')
}
