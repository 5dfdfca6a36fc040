// @vitest-environment node
// `npm run contract:verify` case by case, against the mock backend started in-process with one of its answers
// altered: page size sent and the page checked, required `$ref` parameters filled, a 403 to a super admin is drift,
// a oneOf failure is one line, sign-in redirects are explained, ids come from the resource a parameter names, xpack
// is skipped once when the server has none, and a database failure is an environment failure, not drift.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../mocks/server'
import { bundle, bundlePath, root } from './run.ts'
import { exitCode, explainSignInRedirect, formatReport, signIn, SignInError, verify, type VerifyReport } from './verify.ts'

type Json = Record<string, unknown>

let doc: Json
let server: RunningServer
let original: RunningServer['mock']['handle']
let seen: { method: string; url: URL }[] = []

beforeAll(async () => {
  bundle()
  doc = JSON.parse(fs.readFileSync(bundlePath, 'utf8'))
  server = await startServer({ port: 0, env: { MOCK_SCALE: 'small' } })
  original = server.mock.handle
}, 120_000)

afterAll(async () => {
  await server?.close()
})

afterEach(() => {
  server.mock.handle = original
  seen = []
})

/** Records every request; `alter` may answer instead of the mock (return undefined to let the mock answer). */
function intercept(
  alter: (request: Request, url: URL, mock: () => Promise<Response>) => Promise<Response | undefined> | Response | undefined = () =>
    undefined,
): void {
  server.mock.handle = async (request, cookies) => {
    const url = new URL(request.url)
    seen.push({ method: request.method, url })
    return (await alter(request, url, () => original(request.clone(), cookies))) ?? original(request, cookies)
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const run = (only: RegExp, contract: Json = doc): Promise<VerifyReport> =>
  verify({ baseUrl: server.url, user: 'admin', password: 'admin', doc: contract, only })

async function adminGet(pathAndQuery: string): Promise<unknown> {
  const token = await signIn(server.url, 'admin', 'admin')
  const res = await fetch(`${server.url}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  return res.json()
}

async function ids(listPath: string): Promise<string[]> {
  const body = (await adminGet(listPath)) as Json[] | { results: Json[] }
  return (Array.isArray(body) ? body : body.results).map((r) => String(r.id))
}

const params = (contract: Json, p: string) => ((contract.paths as Json)[p] as Json) ?? {}
const driftLines = (report: VerifyReport) => [...report.drift.values()].flat().map((c) => `${c.where}: ${c.message}`)

describe('V1: lists are read a page at a time, and $ref parameters are resolved', () => {
  it('sends limit to a list that documents it, and checks the page shape {count, next, previous, results}', async () => {
    intercept()
    const report = await run(/^\/api\/v1\/users\/groups\/$/)
    const get = seen.find((r) => r.method === 'GET' && r.url.pathname === '/api/v1/users/groups/')
    expect(get?.url.searchParams.get('limit')).toBe('20')
    expect(formatReport(report)).toContain('No drift')

    // a page without its count is drift, found through the page branch of the oneOf
    intercept(async (request, url, mock) => {
      if (request.method !== 'GET' || url.pathname !== '/api/v1/users/groups/' || !url.searchParams.has('limit')) return undefined
      const { count: _count, ...page } = (await (await mock()).json()) as Json
      return json(page)
    })
    const missing = await run(/^\/api\/v1\/users\/groups\/$/)
    expect(driftLines(missing)).toEqual(["GET /api/v1/users/groups/ → 200: (body) must have required property 'count'"])

    // a bare array where a page was asked for is drift too
    intercept(async (request, url, mock) => {
      if (request.method !== 'GET' || url.pathname !== '/api/v1/users/groups/' || !url.searchParams.has('limit')) return undefined
      return json(((await (await mock()).json()) as { results: unknown[] }).results)
    })
    const bare = await run(/^\/api\/v1\/users\/groups\/$/)
    expect(driftLines(bare)).toEqual([
      expect.stringMatching(/^GET \/api\/v1\/users\/groups\/ → 200: answered a bare array to a request with `limit`/),
    ])
  }, 60_000)

  it('fills a required query parameter given as a $ref at the path-item level with an id of the resource it names', async () => {
    const contract = structuredClone(doc)
    const item = params(contract, '/api/v1/acls/login-acls/')
    const get = item.get as Json
    get.parameters = ((get.parameters as Json[]) ?? []).filter((p) => p.name !== 'user')
    ;(contract.components as Json).parameters = {
      ...((contract.components as Json).parameters as Json),
      VerifyTestUser: { name: 'user', in: 'query', required: true, schema: { type: 'string', format: 'uuid' } },
    }
    item.parameters = [
      ...((item.parameters as Json[]) ?? []).filter((p) => p.name !== 'user'),
      { $ref: '#/components/parameters/VerifyTestUser' },
    ]
    intercept((request, url) =>
      request.method === 'GET' && url.pathname === '/api/v1/acls/login-acls/' && !url.searchParams.has('user')
        ? json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, 403)
        : undefined,
    )
    const report = await run(/^\/api\/v1\/acls\/login-acls\/$/, contract)
    const sent = seen.find((r) => r.method === 'GET' && r.url.pathname === '/api/v1/acls/login-acls/')?.url.searchParams.get('user')
    expect(await ids('/api/v1/users/users/?limit=50')).toContain(sent)
    expect(report.checked).toBe(2)
    expect(formatReport(report)).toContain('No drift')
  }, 60_000)
})

describe('V2: one line per cause', () => {
  it('reports a list whose attrs match no anyOf branch once, through the closest branch, with the rows counted', async () => {
    const contract = structuredClone(doc)
    const attrs = (((contract.components as Json).schemas as Json).Application as { properties: { attrs: { anyOf: Json[] } } }).properties
      .attrs
    const schemas = (contract.components as Json).schemas as Json
    // keep only the branches that require something, so `{}` matches none of them
    attrs.anyOf = attrs.anyOf.filter(
      (b) => ((schemas[String(b.$ref).split('/').pop() ?? ''] as Json).required as unknown[] | undefined)?.length,
    )
    intercept(async (request, url, mock) => {
      if (request.method !== 'GET' || url.pathname !== '/api/v1/applications/applications/') return undefined
      const page = (await (await mock()).json()) as { results: Json[] }
      page.results = page.results.map((r) => ({ ...r, attrs: {} }))
      return json(page)
    })
    const report = await run(/^\/api\/v1\/applications\/applications\/$/, contract)
    const text = formatReport(report)
    const lines = text.split('\n').filter((l) => l.includes('attrs'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /GET \/api\/v1\/applications\/applications\/ → 200: \/results\/\*\/attrs matches none of its \d+ anyOf branches; closest Application\w+Attrs \(type "\w+"\): must have required propert/,
    )
    const rows = lines[0].match(/\((\d+) of (\d+) rows\)$/)
    expect(rows?.[1]).toBe(rows?.[2])
    expect(Number(rows?.[1])).toBeGreaterThan(1)
    expect(text).not.toMatch(/\/0\/attrs|\/1\/attrs/)
  }, 60_000)
})

describe('V3: sign-in redirects are refusals, explained', () => {
  it('does not follow the "password too simple" redirect, and says the password must be changed', async () => {
    intercept((request, url) =>
      request.method === 'POST' && url.pathname === '/api/v1/authentication/auth/'
        ? new Response(null, { status: 302, headers: { Location: '/core/common/flash-message/?code=weak' } })
        : undefined,
    )
    const error = await run(/^\/api\/v1\/users\/groups\/$/).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignInError)
    expect((error as Error).message).toMatch(/HTTP 302 redirect to \/core\/common\/flash-message\/\?code=weak: .*change[s]? its password/)
    expect(seen.some((r) => r.url.pathname.startsWith('/core/common/flash-message'))).toBe(false)
  }, 60_000)

  it('reads a redirect to the sign-in page as bad credentials, and names the other refusals', async () => {
    intercept((request, url) =>
      request.method === 'POST' && url.pathname === '/api/v1/authentication/auth/'
        ? new Response(null, { status: 302, headers: { Location: `${server.url}/core/auth/login/` } })
        : undefined,
    )
    await expect(run(/^\/api\/v1\/users\/groups\/$/)).rejects.toThrow(/bad credentials/)
    expect(explainSignInRedirect('/core/auth/login/mfa/')).toMatch(/MFA/)
    expect(explainSignInRedirect('/core/auth/login/wait-confirm/')).toMatch(/approver/)
    expect(explainSignInRedirect('/ui/')).toMatch(/--base-url/)
  }, 60_000)

  it('says wrong password in the words of the platform (400 password_failed)', async () => {
    await expect(verify({ baseUrl: server.url, user: 'admin', password: 'not-the-password', doc, only: /^$/ })).rejects.toThrow(
      /wrong user name or password/,
    )
  }, 60_000)
})

describe('V4: no default password', () => {
  it('prints the usage and exits 2 without --password or JMS_PASSWORD', () => {
    const env = { ...process.env }
    delete env.JMS_PASSWORD
    const res = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/contract-verify.ts', '--base-url', 'http://127.0.0.1:9'],
      { cwd: root, env, encoding: 'utf8' },
    )
    expect(res.status).toBe(2)
    expect(res.stderr).toMatch(/needs a password: pass --password SECRET or set JMS_PASSWORD/)
    expect(res.stderr).toMatch(/usage: npm run contract:verify/)
  }, 60_000)
})

describe('V5: ids come from the resource a placeholder names', () => {
  it('checks /perms/users/{id}/assets/ and /perms/user-groups/{id}/assets/ with a real id whose answer has rows', async () => {
    // the first user and group of the lists have no permissions here: the verifier must look further
    const [firstUser] = await ids('/api/v1/users/users/?limit=10')
    const [firstGroup] = await ids('/api/v1/users/groups/?limit=10')
    const empty = [`/api/v1/perms/users/${firstUser}/assets/`, `/api/v1/perms/user-groups/${firstGroup}/assets/`]
    intercept((request, url) =>
      request.method === 'GET' && empty.includes(url.pathname) ? json({ count: 0, next: null, previous: null, results: [] }) : undefined,
    )
    const report = await run(/^\/api\/v1\/perms\/(users|user-groups)\/\{id\}\/assets\/$/)
    expect(report.skipped).toEqual([])
    expect(report.checked).toBe(4)
    const userCall = report.calls.find((c) => c.where === 'GET /api/v1/perms/users/{id}/assets/')!
    const groupCall = report.calls.find((c) => c.where === 'GET /api/v1/perms/user-groups/{id}/assets/')!
    const userId = userCall.url.match(/^\/api\/v1\/perms\/users\/([^/]+)\/assets\/\?limit=20$/)?.[1]
    const groupId = groupCall.url.match(/^\/api\/v1\/perms\/user-groups\/([^/]+)\/assets\/\?limit=20$/)?.[1]
    expect(await ids('/api/v1/users/users/?limit=50')).toContain(userId)
    expect(await ids('/api/v1/users/groups/?limit=50')).toContain(groupId)
    expect([userId, groupId]).not.toContain(firstUser)
    expect(groupId).not.toBe(firstGroup)
    // the id chosen is one with permissions: the answer it was judged on has rows
    expect(((await adminGet(userCall.url)) as { count: number }).count).toBeGreaterThan(0)
    expect(((await adminGet(groupCall.url)) as { count: number }).count).toBeGreaterThan(0)
  }, 60_000)

  it('skips nothing silently: every operation is checked or skipped with its reason', async () => {
    const only = /^\/api\/v1\/(perms|acls|terminal|ops)\//
    const report = await run(only)
    const operations = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
      only.test(p) ? ['get', 'options'].filter((m) => (item as Json)[m]) : [],
    )
    expect(report.checked + report.skipped.length).toBe(operations.length)
    for (const s of report.skipped) expect(s.why.length, s.where).toBeGreaterThan(10)
    expect(report.skipped.filter((s) => /\{id\}\/assets\/$/.test(s.where))).toEqual([])
  }, 120_000)
})

describe('V6: a 403 to a super admin is drift, documented or not', () => {
  it('reports the 403 of a list the admin may read, naming it, and sends the required parameter once documented', async () => {
    const contract = structuredClone(doc)
    const item = params(contract, '/api/v1/acls/login-acls/')
    const get = item.get as Json
    get.parameters = ((get.parameters as Json[]) ?? []).filter((p) => p.name !== 'user')
    item.parameters = ((item.parameters as Json[]) ?? []).filter((p) => p.name !== 'user')
    get.responses = { ...(get.responses as Json), '403': { description: 'Refused.' } }
    intercept((request, url) =>
      request.method === 'GET' && url.pathname === '/api/v1/acls/login-acls/' && !url.searchParams.has('user')
        ? json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, 403)
        : undefined,
    )
    const report = await run(/^\/api\/v1\/acls\/login-acls\/$/, contract)
    expect(report.superuser).toBe(true)
    expect(report.drifted).toEqual(['GET /api/v1/acls/login-acls/'])
    expect(driftLines(report)).toEqual([
      expect.stringMatching(/^GET \/api\/v1\/acls\/login-acls\/ → 403: refused to a super admin \(403\).*permission_denied/),
    ])
    expect(exitCode(report)).toBe(1)
  }, 60_000)
})

describe('xpack and the environment', () => {
  const xpackOperations = () =>
    Object.entries(doc.paths as Json).flatMap(([p, item]) =>
      ['get', 'options'].filter(
        (m) =>
          (item as Json)[m] &&
          (p.startsWith('/api/v1/xpack/') || (((item as Json)[m] as Json).tags as string[] | undefined)?.includes('xpack')),
      ),
    )

  it('skips the xpack operations, saying so once, when the public settings say XPACK_ENABLED is false', async () => {
    intercept(async (request, url, mock) => {
      if (url.pathname !== '/api/v1/settings/public/') return undefined
      const body = (await (await mock()).json()) as { data: Json }
      return json({ data: { ...body.data, XPACK_ENABLED: false } })
    })
    const report = await run(/^\/api\/v1\/(xpack\/|users\/groups\/$)/)
    expect(report.xpackEnabled).toBe(false)
    expect(report.skipped.filter((s) => s.kind === 'xpack')).toHaveLength(xpackOperations().length)
    expect(seen.filter((r) => r.url.pathname.startsWith('/api/v1/xpack/'))).toEqual([])
    const text = formatReport(report)
    expect(text.split('\n').filter((l) => /xpack/i.test(l) && !l.includes(' passed, '))).toEqual([
      `  ${xpackOperations().length} xpack operations: the server's public settings say XPACK_ENABLED is false`,
    ])
    expect(text).toContain('No drift')
  }, 60_000)

  it('checks the xpack operations when the server has them', async () => {
    const report = await run(/^\/api\/v1\/xpack\/license\//)
    expect(report.xpackEnabled).toBe(true)
    expect(report.checked).toBeGreaterThan(0)
  }, 60_000)

  it('tells a database failure (5xx naming a database error) apart from drift', async () => {
    intercept((request, url) =>
      request.method === 'GET' && url.pathname === '/api/v1/users/groups/'
        ? new Response('OperationalError at /api/v1/users/groups/\nno such table: users_usergroup\n\nRequest Method: GET', {
            status: 500,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          })
        : undefined,
    )
    const report = await run(/^\/api\/v1\/users\/groups\/$/)
    expect(report.environment).toEqual([
      { where: 'GET /api/v1/users/groups/ → 500', message: 'OperationalError: no such table: users_usergroup' },
    ])
    expect(report.drift.size).toBe(0)
    expect(exitCode(report)).toBe(3)
    const text = formatReport(report)
    expect(text).toMatch(/^Environment failures/m)
    expect(text).toMatch(/ENVIRONMENT FAILURE: 1 operation could not be checked/)
    expect(text).not.toContain('DRIFT:')

    // a 5xx that names no database problem is drift
    intercept((request, url) =>
      request.method === 'GET' && url.pathname === '/api/v1/users/groups/' ? json({ detail: 'boom' }, 500) : undefined,
    )
    const broken = await run(/^\/api\/v1\/users\/groups\/$/)
    expect(broken.environment).toEqual([])
    expect(exitCode(broken)).toBe(1)
  }, 60_000)
})
