// @vitest-environment node
// `npm run contract:verify` passes against our mock backend and fails, naming the field, against a mock whose
// user-group handler drifts from the contract (a renamed field).
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../mocks/server'
import { bundle, bundlePath } from './run.ts'
import { formatReport, verify } from './verify.ts'

let doc: Record<string, unknown>
let server: RunningServer

beforeAll(async () => {
  bundle()
  doc = JSON.parse(fs.readFileSync(bundlePath, 'utf8'))
  server = await startServer({ port: 0, env: { MOCK_SCALE: 'small' } })
}, 120_000)

afterAll(async () => {
  await server?.close()
})

describe('contract:verify', () => {
  it('reports no drift for any operation of the mock backend (issue 17: the mock answers as the contract says)', async () => {
    const report = await verify({ baseUrl: server.url, user: 'admin', password: 'admin', doc })
    const text = formatReport(report)
    expect(report.checked, text).toBeGreaterThan(200)
    expect(report.drift.size, text).toBe(0)
    expect(text).toContain('No drift')
  }, 180_000)

  it('names the drifted field when a handler renames one', async () => {
    const original = server.mock.handle
    server.mock.handle = async (request, cookies) => {
      const res = await original(request, cookies)
      if (request.method !== 'GET' || !new URL(request.url).pathname.startsWith('/api/v1/users/groups/')) return res
      const text = (await res.text()).replace(/"users_amount"/g, '"member_count"')
      return new Response(text, { status: res.status, headers: res.headers })
    }
    try {
      const report = await verify({ baseUrl: server.url, user: 'admin', password: 'admin', doc, only: /\/api\/v1\/users\/groups\// })
      const text = formatReport(report)
      expect(report.drift.size).toBeGreaterThan(0)
      expect(text).toMatch(/users_amount/)
      expect(text).toMatch(/member_count/)
      expect(text).toContain('DRIFT')
    } finally {
      server.mock.handle = original
    }
  }, 120_000)
})
