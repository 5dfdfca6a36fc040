// @vitest-environment node
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { isProxied, resolveStatic, startBenchServer, type BenchServer } from './server'

describe('resolveStatic', () => {
  const files = new Set(['index.html', 'assets/main-abc.js', 'docs/index.html'])
  const has = (rel: string) => files.has(rel)

  it('serves files, folder indexes and the root index', () => {
    expect(resolveStatic('/ui/assets/main-abc.js', '/ui/', has, true)).toBe('assets/main-abc.js')
    expect(resolveStatic('/ui/docs/', '/ui/', has, true)).toBe('docs/index.html')
    expect(resolveStatic('/ui/', '/ui/', has, false)).toBe('index.html')
  })

  it('answers client-side routes with index.html, but not missing files', () => {
    expect(resolveStatic('/ui/users/users', '/ui/', has, true)).toBe('index.html')
    expect(resolveStatic('/ui/assets/missing-123.js', '/ui/', has, true)).toBeNull()
    expect(resolveStatic('/ui/users/users', '/ui/', has, false)).toBeNull()
  })

  it('never leaves its folder', () => {
    expect(resolveStatic('/ui/../secret.txt', '/ui/', () => true, true)).toBeNull()
    expect(resolveStatic('/ui/%2e%2e/secret.txt', '/ui/', () => true, true)).toBeNull()
  })
})

describe('isProxied', () => {
  it('passes the backend prefixes through and nothing else', () => {
    expect(
      ['/api/v1/users/users/', '/core/auth/login/', '/ws/notifications/site-msg/', '/static/img/logo.png', '/__mock__/status'].every(
        isProxied,
      ),
    ).toBe(true)
    expect(['/ui/', '/bench/floor/', '/apis', '/'].some(isProxied)).toBe(false)
  })
})

describe('startBenchServer', () => {
  let dir: string
  let upstream: Server
  let wss: WebSocketServer
  let bench: BenchServer
  const seen: Array<{ method?: string; url?: string; cookie?: string }> = []

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-server-'))
    await mkdir(path.join(dir, 'dist/assets'), { recursive: true })
    await mkdir(path.join(dir, 'floor'), { recursive: true })
    await mkdir(path.join(dir, 'stack/assets'), { recursive: true })
    await writeFile(path.join(dir, 'stack/index.html'), '<!doctype html><title>stack floor</title>')
    await writeFile(path.join(dir, 'stack/assets/index-abc.js'), `console.log(${JSON.stringify('y'.repeat(2000))})`)
    await writeFile(path.join(dir, 'dist/index.html'), `<!doctype html><title>console</title>${'<!-- padding -->'.repeat(50)}`)
    await writeFile(path.join(dir, 'dist/assets/main-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
    await writeFile(path.join(dir, 'floor/index.html'), '<!doctype html><title>floor</title>')
    upstream = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, cookie: req.headers.cookie })
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['sessionid=s1; HttpOnly; Path=/', 'csrftoken=c1; Path=/'] })
      res.end(JSON.stringify({ path: req.url }))
    })
    wss = new WebSocketServer({ server: upstream })
    wss.on('connection', (ws) => ws.on('message', (m) => ws.send(`echo:${String(m)}`)))
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    bench = await startBenchServer({
      distDir: path.join(dir, 'dist'),
      floorDir: path.join(dir, 'floor'),
      stackDir: path.join(dir, 'stack'),
      backend: `http://127.0.0.1:${port}`,
    })
  })

  afterAll(async () => {
    await bench.close()
    wss.close()
    upstream.closeAllConnections()
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
    await rm(dir, { recursive: true, force: true })
  })

  it('serves the console with a history fallback and the floor beside it', async () => {
    const route = await fetch(`${bench.url}/ui/users/users`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>console</title>')
    expect(await (await fetch(`${bench.url}/bench/floor/?view=users`)).text()).toContain('<title>floor</title>')
    expect((await fetch(`${bench.url}/ui/assets/gone-1.js`)).status).toBe(404)
    expect((await fetch(`${bench.url}/bench/floor/missing.js`)).status).toBe(404)
    expect((await fetch(`${bench.url}/elsewhere`)).status).toBe(404)
  })

  it('serves the stack floor under /bench/stack/, compressed, with no history fallback', async () => {
    const page = await fetch(`${bench.url}/bench/stack/?view=users`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>stack floor</title>')
    const script = await fetch(`${bench.url}/bench/stack/assets/index-abc.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toContain('console.log')
    expect((await fetch(`${bench.url}/bench/stack/users`)).status).toBe(404)
    const bare = await fetch(`${bench.url}/bench/stack`, { redirect: 'manual' })
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/bench/stack/')
  })

  it('compresses text files for browsers that accept gzip', async () => {
    const { port } = new URL(bench.url)
    const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const r = request({ host: '127.0.0.1', port, path: '/ui/assets/main-abc.js', headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      r.on('error', reject)
      r.end()
    })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['cache-control']).toContain('immutable')
    expect(answer.body.length).toBeLessThan(500)
    expect(gunzipSync(answer.body).toString()).toContain('console.log')
  })

  it('passes API calls to the backend with their cookies, and its cookies back', async () => {
    const res = await fetch(`${bench.url}/api/v1/users/users/?offset=0&limit=15`, { headers: { cookie: 'sessionid=abc' } })
    expect(await res.json()).toEqual({ path: '/api/v1/users/users/?offset=0&limit=15' })
    expect(res.headers.getSetCookie()).toEqual(['sessionid=s1; HttpOnly; Path=/', 'csrftoken=c1; Path=/'])
    expect(seen.at(-1)).toMatchObject({ method: 'GET', cookie: 'sessionid=abc' })
    const post = await fetch(`${bench.url}/core/auth/login/`, { method: 'POST', body: 'username=admin' })
    expect(post.status).toBe(200)
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/core/auth/login/' })
  })

  it('holds every answer back by the delay it is given (static and proxied)', async () => {
    const waited = async (path: string) => {
      const t = performance.now()
      const res = await fetch(`${bench.url}${path}`)
      await res.text()
      return { status: res.status, ms: performance.now() - t }
    }
    bench.setDelay(80)
    try {
      // a timer of 80 ms cannot fire sooner: a lower bound, never flaky
      for (const path of ['/bench/floor/', '/api/v1/users/users/']) {
        const r = await waited(path)
        expect(r.status).toBe(200)
        expect(r.ms).toBeGreaterThanOrEqual(79)
      }
    } finally {
      bench.setDelay(0)
    }
    expect((await waited('/bench/floor/')).status).toBe(200)
  })

  it('tunnels websockets to the backend', async () => {
    const ws = new WebSocket(`${bench.url.replace('http', 'ws')}/ws/notifications/site-msg/`)
    const reply = await new Promise<string>((resolve, reject) => {
      ws.on('open', () => ws.send('ping'))
      ws.on('message', (m) => resolve(String(m)))
      ws.on('error', reject)
    })
    ws.close()
    expect(reply).toBe('echo:ping')
  })
})
