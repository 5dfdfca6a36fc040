// The mock backend as a Node HTTP server on 127.0.0.1 (`npm run mock:server`): the msw handlers behind a small
// node:http adapter (msw's getResponse), plus the websocket endpoints on the same port.
//
//   MOCK_PORT=8080 MOCK_SCALE=full|small MOCK_LICENSE=none MOCK_FAULT=<spec> MOCK_CHECK_ANSWERS=<file> npx tsx mocks/server/index.ts
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { getResponse } from 'msw'
import { WebSocketServer, type WebSocket } from 'ws'
import { createMock, type Mock } from '../app'
import { createHandlers } from '../msw-handlers'
import { openSocket, socketUser } from '../engine/sockets'
import type { MockConfig } from '../engine/state'
import { SEEDED_ACCOUNTS } from '../seed/ids'
import { answerChecker } from './answerCheck'

export interface RunningServer {
  mock: Mock
  server: Server
  url: string
  close(): Promise<void>
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x))
    else headers.set(k, v)
  }
  const method = (req.method ?? 'GET').toUpperCase()
  let body: Buffer | undefined
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    body = Buffer.concat(chunks)
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: body?.length ? new Uint8Array(body) : undefined })
}

async function writeResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((v, k) => {
    if (k !== 'set-cookie') headers[k] = v
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const buf = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer())
  if (!response.headers.has('content-length') && method !== 'HEAD') headers['content-length'] = String(buf.length)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(buf)
}

/** Starts the server; `port: 0` picks a free port (tests). */
export async function startServer(
  opts: { port?: number; host?: string; config?: Partial<MockConfig>; env?: Record<string, string | undefined> } = {},
): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1'
  const mock = createMock(opts.config ?? {}, opts.env ?? process.env)
  const handlers = createHandlers(mock, { setCookieHeaders: true })
  const checkAnswer = answerChecker((opts.env ?? process.env).MOCK_CHECK_ANSWERS)
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const origin = `http://${req.headers.host ?? `${host}`}`
        const request = await toRequest(req, origin)
        const response = await getResponse(handlers, request)
        if (!response) {
          res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
          res.end('<h1>Not Found</h1>')
          return
        }
        if (response.type === 'error') {
          // fault "offline": drop the connection
          req.socket.destroy()
          return
        }
        checkAnswer?.(request, response.clone())
        await writeResponse(res, response, request.method)
      } catch (e) {
        console.error('[mock] adapter error', e)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ detail: 'Mock adapter error', code: 'error' }))
      }
    })()
  })

  // idle keep-alive sockets stay open well past a stalled event loop (vitest runs client and server in one
  // process): with Node's 5 s default, a socket reused just as the server closes it fails with ECONNRESET
  server.keepAliveTimeout = 65_000

  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const user = socketUser(mock.state, req.headers.cookie)
    const known = /^\/ws\/(notifications\/site-msg|ops\/tasks\/log)\/?$/.test(url.pathname)
    if (!known || !user) {
      socket.write(`HTTP/1.1 ${known ? '403 Access denied' : '404 Not Found'}\r\nConnection: close\r\n\r\n`)
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const session = openSocket(mock.state, url.pathname, user, {
        send: (d) => ws.readyState === ws.OPEN && ws.send(d),
        close: (code) => ws.close(code),
      })
      if (!session) {
        ws.close()
        return
      }
      ws.on('message', (data) => session.onMessage(String(data)))
      ws.on('close', () => session.onClose())
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 8080, host, () => resolve())
  })
  const addr = server.address() as AddressInfo
  const url = `http://${host}:${addr.port}`
  return {
    mock,
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate()
        wss.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_PORT ?? 8080)
  const t0 = performance.now()
  const running = await startServer({ port, env: process.env })
  const cfg = running.mock.state.config
  const ms = Math.round(performance.now() - t0)
  console.log(
    `Mock backend: ${running.url}  (scale ${cfg.scale}, licence ${cfg.license ? 'valid' : 'none'}${cfg.fault ? `, fault ${cfg.fault}` : ''}; ready in ${ms} ms)`,
  )
  // the API only: the console (and its sign-in page) is served by `npm start`, which names the accounts
  console.log(`  API only; accounts (password = username): ${SEEDED_ACCOUNTS.map((a) => a.username).join(', ')}`)
  const stop = () => {
    void running.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
