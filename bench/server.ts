// The one origin of the bench: the production build under /ui/ (history fallback to index.html), the floor page
// under /bench/floor/, the stack floor's build under /bench/stack/, and /api, /core, /static, /ws (and the mock's /__mock__) passed through to the backend.
// Console and floors share the origin, hence the session cookies. Static files are served gzip-compressed when
// the browser accepts it, as the platform's web server does in production; the backend's answers pass through
// unchanged. Files are read and compressed once, before they are first asked for, so no timing pays for it.
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const PROXIED_PREFIXES = ['/api/', '/core/', '/static/', '/ws/', '/__mock__/'] as const

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map'])

interface StaticFile {
  body: Buffer
  gzip: Buffer | null
  type: string
}

/** A static tree mounted at a URL prefix, read into memory. */
interface Mount {
  prefix: string
  root: string
  files: Map<string, StaticFile>
  /** Answer unknown paths without a file extension with index.html (client-side routes). */
  historyFallback: boolean
}

async function walk(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const out: string[] = []
  for (const e of entries) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...(await walk(full, base)))
    else if (e.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'))
  }
  return out
}

async function loadMount(prefix: string, root: string, historyFallback: boolean): Promise<Mount> {
  const files = new Map<string, StaticFile>()
  for (const rel of await walk(root)) {
    const body = await readFile(path.join(root, rel))
    const ext = path.extname(rel).toLowerCase()
    const gzip = COMPRESSIBLE.has(ext) && body.length > 256 ? gzipSync(body, { level: 9 }) : null
    files.set(rel, { body, gzip, type: TYPES[ext] ?? 'application/octet-stream' })
  }
  return { prefix, root, files, historyFallback }
}

/**
 * Which file of a mount answers `pathname` (already inside the mount's prefix): the file itself, `index.html`
 * for a folder, index.html for a client-side route when the mount has history fallback; null otherwise.
 */
export function resolveStatic(pathname: string, prefix: string, has: (rel: string) => boolean, historyFallback: boolean): string | null {
  let rel: string
  try {
    rel = decodeURIComponent(pathname.slice(prefix.length))
  } catch {
    return null
  }
  const parts = rel.split('/').filter((p) => p !== '' && p !== '.')
  if (parts.some((p) => p === '..' || p.includes('\0'))) return null
  const clean = parts.join('/')
  if (clean && has(clean)) return clean
  const index = clean ? `${clean}/index.html` : 'index.html'
  if (has(index)) return index
  if (historyFallback && !path.posix.extname(clean) && has('index.html')) return 'index.html'
  return null
}

export function isProxied(pathname: string): boolean {
  return PROXIED_PREFIXES.some((p) => pathname === p.slice(0, -1) || pathname.startsWith(p))
}

function serveStatic(req: IncomingMessage, res: ServerResponse, mount: Mount, pathname: string): void {
  const rel = resolveStatic(pathname, mount.prefix, (r) => mount.files.has(r), mount.historyFallback)
  const file = rel ? mount.files.get(rel) : undefined
  if (!rel || !file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return
  }
  const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? file.gzip : null
  const body = gzip ?? file.body
  // Hashed build files are immutable; the HTML and the floor are revalidated, as in production.
  const immutable = rel.startsWith('assets/')
  res.writeHead(200, {
    'content-type': file.type,
    'content-length': String(body.length),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

function proxy(req: IncomingMessage, res: ServerResponse, backend: URL, agent: Agent): void {
  const upstream = httpRequest(
    { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', (e) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(`Bad gateway: ${e.message}`)
  })
  req.pipe(upstream)
}

export interface BenchServer {
  url: string
  /** Delays every answer (static and proxied) by this many ms from now on (0: none): a network's round trip. */
  setDelay(ms: number): void
  close(): Promise<void>
}

export interface BenchServerOptions {
  /** The production build (served under /ui/). Missing folder: /ui/ answers 404. */
  distDir: string
  /** The floor page (served under /bench/floor/). */
  floorDir: string
  /** The stack floor's build (served under /bench/stack/). Absent or missing folder: /bench/stack/ answers 404. */
  stackDir?: string
  /** The backend origin, e.g. http://127.0.0.1:8080. */
  backend: string
  port?: number
}

async function exists(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory()
  } catch {
    return false
  }
}

export async function startBenchServer(opts: BenchServerOptions): Promise<BenchServer> {
  const mounts: Mount[] = []
  if (await exists(opts.distDir)) mounts.push(await loadMount('/ui/', opts.distDir, true))
  mounts.push(await loadMount('/bench/floor/', opts.floorDir, false))
  if (opts.stackDir && (await exists(opts.stackDir))) mounts.push(await loadMount('/bench/stack/', opts.stackDir, false))
  const backend = new URL(opts.backend)
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  const tunnels = new Set<{ destroy(): void }>()
  let delay = 0

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://bench').pathname
    if (isProxied(pathname)) {
      proxy(req, res, backend, agent)
      return
    }
    if (pathname === '/ui' || pathname === '/bench/floor' || pathname === '/bench/stack') {
      res.writeHead(301, { location: `${pathname}/` })
      res.end()
      return
    }
    const mount = mounts.find((m) => pathname.startsWith(m.prefix))
    if (!mount || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(mount ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(mount ? 'Method not allowed' : 'Not found')
      return
    }
    serveStatic(req, res, mount, pathname)
  }
  const server = createServer((req, res) => {
    if (delay > 0) setTimeout(() => handle(req, res), delay)
    else handle(req, res)
  })

  // Websockets (/ws/...): the upgrade request is replayed to the backend and the two sockets are joined.
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://bench').pathname
    if (!isProxied(pathname)) {
      socket.destroy()
      return
    }
    const upstream = connect(Number(backend.port), backend.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length) upstream.write(head)
      socket.pipe(upstream).pipe(socket)
    })
    const drop = () => {
      socket.destroy()
      upstream.destroy()
    }
    tunnels.add(upstream)
    tunnels.add(socket)
    upstream.on('error', drop)
    socket.on('error', drop)
    socket.on('close', () => {
      tunnels.delete(socket)
      upstream.destroy()
    })
    upstream.on('close', () => {
      tunnels.delete(upstream)
      socket.destroy()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms: number) => {
      delay = Math.max(0, ms)
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        for (const t of tunnels) t.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
