// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieHeader, cookiesFrom, freePort, signIn } from './backend'

describe('cookiesFrom', () => {
  it('keeps name, value and HttpOnly; later cookies win', () => {
    const jar = cookiesFrom(['csrftoken=a1; Path=/; SameSite=Lax', 'sessionid=s1; HttpOnly; Path=/', 'csrftoken=a2; Path=/'])
    expect([...jar.values()]).toEqual([
      { name: 'csrftoken', value: 'a2', httpOnly: false },
      { name: 'sessionid', value: 's1', httpOnly: true },
    ])
  })

  it('drops cookies the server expires', () => {
    const jar = cookiesFrom(['sessionid=s1; Path=/'])
    cookiesFrom(['sessionid=; Max-Age=0; Path=/'], jar)
    expect(jar.size).toBe(0)
  })

  it('writes a Cookie header', () => {
    expect(
      cookieHeader([
        { name: 'a', value: '1', httpOnly: false },
        { name: 'b', value: '2', httpOnly: true },
      ]),
    ).toBe('a=1; b=2')
  })
})

describe('signIn', () => {
  let server: Server
  let origin: string
  const posted: Array<{ cookie?: string; body: string }> = []

  beforeAll(async () => {
    // A sign-in page like the platform's: a CSRF cookie and form field, then a redirect with the session cookie.
    server = createServer((req, res) => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'csrftoken=tok1; Path=/' })
        res.end('<form method="post"><input type="hidden" name="csrfmiddlewaretoken" value="form-token"></form>')
        return
      }
      let body = ''
      req.on('data', (c: Buffer) => (body += String(c)))
      req.on('end', () => {
        posted.push({ cookie: req.headers.cookie, body })
        const form = new URLSearchParams(body)
        if (form.get('password') !== form.get('username')) {
          res.writeHead(200, { 'content-type': 'text/html' })
          res.end('wrong password')
          return
        }
        res.writeHead(302, { location: '/ui/', 'set-cookie': ['sessionid=sess1; HttpOnly; Path=/', 'csrftoken=tok2; Path=/'] })
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the form token with the CSRF cookie and returns the session cookies', async () => {
    const cookies = await signIn(origin, 'admin', 'admin')
    expect(cookies).toEqual([
      { name: 'csrftoken', value: 'tok2', httpOnly: false },
      { name: 'sessionid', value: 'sess1', httpOnly: true },
    ])
    const form = new URLSearchParams(posted.at(-1)!.body)
    expect(form.get('csrfmiddlewaretoken')).toBe('form-token')
    expect(posted.at(-1)!.cookie).toBe('csrftoken=tok1')
  })

  it('fails loudly when no session comes back', async () => {
    await expect(signIn(origin, 'admin', 'nope')).rejects.toThrow(/signing in as admin failed/)
  })
})

describe('freePort', () => {
  it('gives a port that can be listened on', async () => {
    const port = await freePort()
    const s = createServer()
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve))
    expect((s.address() as AddressInfo).port).toBe(port)
    await new Promise<void>((resolve) => s.close(() => resolve()))
  })
})
