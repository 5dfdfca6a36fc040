// @vitest-environment node
// Fault injection (per request and global) and the websocket endpoints.
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { sendSiteMessage } from '../handlers/notifications'
import type { RunningServer } from '../server'
import { Client, serverForFile, signedIn, startTestServer } from './client'

let srv: RunningServer
let admin: Client
serverForFile((s, a) => {
  srv = s
  admin = a
})

describe('fault injection', () => {
  it('delays with latency:<ms> and still answers normally', async () => {
    const r = await admin.get('/api/v1/users/groups/?__fault=latency:20')
    expect(r.status).toBe(200)
    expect(Array.isArray(r.json)).toBe(true)
    const ac = new AbortController()
    const slow = fetch(`${srv.url}/api/v1/settings/public/?__fault=latency:60000`, { signal: ac.signal })
    const winner = await Promise.race([slow.then(() => 'answered'), new Promise((res) => setTimeout(() => res('still waiting'), 200))])
    ac.abort()
    await slow.catch(() => undefined)
    expect(winner).toBe('still waiting')
  })

  it('answers 500 and 502 pages, 403, and malformed JSON', async () => {
    expect((await admin.get('/api/v1/users/groups/?__fault=500')).status).toBe(500)
    expect((await admin.get('/api/v1/users/groups/', { headers: { 'X-Mock-Fault': '502' } })).status).toBe(502)
    const f403 = await admin.get('/api/v1/users/groups/?__fault=403')
    expect(f403.json).toEqual({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' })
    const bad = await admin.get('/api/v1/users/groups/?__fault=malformed')
    expect(bad.status).toBe(200)
    expect(() => JSON.parse(bad.text)).toThrow()
  })

  it('expires the session with 401', async () => {
    const u = await signedIn(srv.url, 'user')
    const r = await u.get('/api/v1/users/profile/?__fault=401')
    expect(r.status).toBe(401)
    expect(r.json.code).toBe('not_authenticated')
    expect((await u.get('/api/v1/users/profile/')).status).toBe(401)
  })

  it('drops the connection when offline and never answers on timeout', async () => {
    await expect(fetch(`${srv.url}/api/v1/settings/public/?__fault=offline`)).rejects.toThrow()
    const ac = new AbortController()
    const pending = fetch(`${srv.url}/api/v1/settings/public/?__fault=timeout`, { signal: ac.signal })
    const winner = await Promise.race([pending.then(() => 'answered'), new Promise((r) => setTimeout(() => r('still waiting'), 300))])
    ac.abort()
    await pending.catch(() => undefined)
    expect(winner).toBe('still waiting')
  })

  it('applies a global fault to every request (MOCK_FAULT) but not to the mock control endpoints', async () => {
    const other = await startTestServer({ MOCK_FAULT: '502' })
    try {
      expect((await new Client(other.url).get('/api/v1/settings/public/')).status).toBe(502)
      expect((await new Client(other.url).get('/__mock__/status')).status).toBe(200)
      // a request's own fault wins over the global one
      expect((await new Client(other.url).get('/api/v1/settings/public/?__fault=latency:1')).status).toBe(200)
    } finally {
      await other.close()
    }
  })
})

function connect(path: string, cookie: string): Promise<{ ws: WebSocket; messages: unknown[]; next: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(srv.url.replace('http', 'ws') + path, { headers: { cookie } })
    const messages: unknown[] = []
    const waiters: Array<(m: unknown) => void> = []
    ws.on('message', (d) => {
      const m = JSON.parse(String(d))
      const w = waiters.shift()
      if (w) w(m)
      else messages.push(m)
    })
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        next: () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((r) => waiters.push(r))),
      }),
    )
    ws.on('error', reject)
  })
}

describe('websockets', () => {
  it('site-msg: sends unread_count on connect and when a message arrives, not when one is read (as the platform)', async () => {
    const u = await signedIn(srv.url, 'user')
    const { ws, next } = await connect('/ws/notifications/site-msg/', u.cookieHeader())
    try {
      const first = (await next()) as { type: string; unread_count: number }
      expect(first.type).toBe('unread_count')
      const unread = (await u.get('/api/v1/notifications/site-message/?has_read=false&offset=0&limit=15')).json
      expect(first.unread_count).toBe(unread.count)
      expect(unread.count).toBeGreaterThan(0)
      const marked = await u.patch('/api/v1/notifications/site-message/mark-as-read/', { ids: [unread.results[0].id] })
      expect(marked.json).toEqual({ detail: 'ok' })
      const profile = (await u.get('/api/v1/users/profile/')).json as { id: string }
      sendSiteMessage(srv.mock.state, [profile.id], 'New', 'Arrived after the read')
      // the first push after the read is the arrival's, and it counts the read message out
      expect(await next()).toEqual({ type: 'unread_count', unread_count: unread.count })
    } finally {
      ws.close()
    }
  })

  it('refuses anonymous websocket connections', async () => {
    await expect(connect('/ws/notifications/site-msg/', '')).rejects.toThrow(/403/)
  })

  it('task log: streams {message, task} chunks with \\r\\n line ends until the task succeeded', async () => {
    const { ws, next } = await connect('/ws/ops/tasks/log/', admin.cookieHeader())
    try {
      ws.send(JSON.stringify({ task: 'demo-task-1' }))
      expect(await next()).toEqual({ message: '\r\n' })
      let text = ''
      for (let i = 0; i < 50 && !text.includes('succeeded in'); i++) {
        const m = (await next()) as { message: string; task: string }
        expect(m.task).toBe('demo-task-1')
        text += m.message
      }
      expect(text).toContain('demo-task-1')
      expect(text).toContain('succeeded in')
      expect(text).not.toMatch(/[^\r]\n/)
    } finally {
      ws.close()
    }
  })
})
