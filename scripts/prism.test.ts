// @vitest-environment node
// The Prism contract mock (npm run mock:prism) answers documented requests with contract-valid bodies taken from
// the examples, and refuses requests that violate the contract (Prism answers with the operation's documented
// 400 validation error, the status the real server gives; 422 where an operation documents none).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundle, bundlePath, root } from './contract/run.ts'
import { ContractValidator } from './contract/validate.ts'

let prism: ChildProcess
let base = ''
let validator: ContractValidator
const auth = { Cookie: 'sessionid=prism-smoke; csrftoken=prism-smoke', 'X-CSRFToken': 'prism-smoke' }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms
  for (;;) {
    try {
      await fetch(url, { headers: auth })
      return
    } catch {
      if (Date.now() > end) throw new Error(`Prism did not start at ${url}`)
      await new Promise((r) => setTimeout(r, 300))
    }
  }
}

beforeAll(async () => {
  bundle()
  validator = new ContractValidator(JSON.parse(fs.readFileSync(bundlePath, 'utf8')))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  prism = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', bundlePath, '-h', '127.0.0.1', '-p', String(port), '--cors=false', '--errors'],
    { cwd: root, stdio: 'ignore' },
  )
  await waitFor(`${base}/api/v1/settings/public/`, 60_000)
}, 90_000)

afterAll(() => {
  prism?.kill('SIGTERM')
})

describe('Prism contract mock (npm run mock:prism)', () => {
  it('answers a documented request with a body that conforms to the contract', async () => {
    const res = await fetch(`${base}/api/v1/users/groups/?limit=15&offset=0`, { headers: auth })
    expect(res.status).toBe(200)
    const body = await res.json()
    const op = validator.find('GET', '/api/v1/users/groups/')
    expect(op?.operationId).toBe('usersGroupsList')
    expect(validator.validateResponse(op!, res.status, res.headers.get('content-type'), body)).toEqual([])
  })

  it('refuses a request that violates the contract with a validation error', async () => {
    const res = await fetch(`${base}/api/v1/users/groups/`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 12345, users: 'not-a-list' }),
    })
    expect([400, 422]).toContain(res.status)
    const body = await res.json()
    expect(JSON.stringify(body)).toMatch(/name|users|validation/i)
  })
})
