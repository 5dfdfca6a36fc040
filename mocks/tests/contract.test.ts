// @vitest-environment node
// Every safe operation of the contract (GET and OPTIONS), sent to the mock as the system administrator with real
// ids discovered from the lists: the mock must implement it (no 5xx, no 501) and the 2xx JSON bodies must
// validate against the contract's response schemas (the bundle is built first when it is missing). Failures are
// named.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { type Client, serverForFile } from './client'
import { contract, type OperationMeta } from '../engine/contract'
import { bundle as bundleContract } from '../../scripts/contract/run'
import knownDrift from './known-drift.json'

const bundlePath = process.env.CONTRACT_BUNDLE ?? path.resolve(__dirname, '../../openapi/dist/openapi.json')
// the bundle must be the one contract-meta.json was generated from (it then describes every operation)
if (!existsSync(bundlePath) && !process.env.CONTRACT_BUNDLE) bundleContract()
const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as { paths: Record<string, unknown> }
// a bundle older than contract-meta.json (openapi/ changed, not bundled again) would check the wrong schemas
const staleBundle = Object.keys(contract.meta.operations).filter((k) => !(k.split(' ')[1] in bundle.paths))

let admin: Client
serverForFile((_srv, a) => {
  admin = a
})

/** A user who has login ACLs (the ACL routes answer only with `?user=` of a member). */
let aclUser: string | undefined

/** Fills path parameters with ids of existing objects (found through the parent list routes). */
async function concretePath(op: OperationMeta): Promise<string | null> {
  let p = op.path
  while (/\{[^}]+\}/.test(p)) {
    const i = p.search(/\{[^}]+\}/)
    const listPath = p.slice(0, i)
    let id: string | null
    if (listPath.endsWith('/authentication/')) id = 'wecom'
    else if (listPath.endsWith('/notifications/system-msg-subscription/')) id = 'ResetMFAMsg'
    else if (listPath.endsWith('/notifications/user-msg-subscription/') || listPath.endsWith('/login-confirm-settings/')) {
      id = (await admin.get('/api/v1/users/profile/')).json.id
    } else {
      let listUrl = listPath
      if (listPath.endsWith('/account-secrets/')) listUrl = listPath.replace('account-secrets', 'accounts')
      if (listPath.endsWith('/perms/users/assets/') || listPath.endsWith('/perms/users/nodes/')) listUrl = listPath
      if (/\/perms\/users\/$/.test(listPath)) listUrl = '/api/v1/users/users/'
      if (/\/perms\/user-groups\/$/.test(listPath)) listUrl = '/api/v1/users/groups/'
      if (/\/users\/[^/]+\/assets\/$/.test(listPath) || /\/user-groups\/[^/]+\/assets\/$/.test(listPath)) listUrl = listPath
      if (/\/perms\/(users|user-groups)\/[^/]+\/nodes\/$/.test(listPath)) listUrl = '/api/v1/assets/nodes/'
      // login ACLs are read per user: the list needs `?user=` (one whose rules exist)
      if (listPath.endsWith('/acls/login-acls/')) listUrl = `${listPath}?user=${aclUser ?? ''}`
      const r = await admin.get(`${listUrl}${listUrl.includes('?') ? '&' : '?'}limit=1`)
      const first = r.status === 200 ? (Array.isArray(r.json) ? r.json[0] : r.json?.results?.[0]) : undefined
      id = first ? String(first.id ?? first.user_id ?? first.asset ?? '') || null : null
    }
    if (!id) return null
    p = p.slice(0, i) + id + p.slice(p.indexOf('}', i) + 1)
  }
  return p
}

/**
 * Ajv refuses `nullable` without `type` (e.g. next to `allOf`/`$ref`), and with a `type` beside an `allOf` it still
 * holds null to the composed schema: write both as `anyOf [schema, null]`.
 */
function relaxUntypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(relaxUntypedNullable)
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>
    Object.values(o).forEach(relaxUntypedNullable)
    if (o.nullable === true && (!('type' in o) || 'allOf' in o || 'oneOf' in o || 'anyOf' in o || '$ref' in o)) {
      delete o.nullable
      const rest = { ...o }
      for (const k of Object.keys(o)) delete o[k]
      o.anyOf = [rest, { type: 'null' }]
    }
  }
  return node
}

const QUERY: Record<string, string> = {
  '/api/v1/settings/setting/': '',
  '/api/v1/index/': '?all=1',
  '/api/v1/tickets/comments/': '',
  '/api/v1/terminal/components/metrics/': '?type=koko',
}

describe('contract conformance', () => {
  it('answers every GET and OPTIONS operation of the contract (no 5xx, no 501), bodies valid against the contract', async () => {
    const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true, discriminator: true })
    addFormats(ajv)
    ajv.addFormat('jms-datetime', /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
    expect(staleBundle, 'openapi/dist/openapi.json is older than src/generated: run npm run contract:bundle').toEqual([])
    ajv.addSchema({ ...(relaxUntypedNullable(structuredClone(bundle)) as object), $id: 'contract' })
    const failures: string[] = []
    let checked = 0
    let validated = 0
    // commands are read per storage (the list answers 404 without one)
    const storageId = ((await admin.get('/api/v1/terminal/command-storages/')).json as Array<{ id: string; type: string }>).find(
      (x) => x.type === 'server',
    )?.id
    const users = (await admin.get('/api/v1/users/users/')).json as Array<{ id: string }>
    for (const u of users) {
      if (((await admin.get(`/api/v1/acls/login-acls/?user=${u.id}`)).json as unknown[]).length) {
        aclUser = u.id
        break
      }
    }
    for (const op of Object.values(contract.meta.operations)) {
      if (op.method !== 'GET' && op.method !== 'OPTIONS') continue
      if (/\/replay\/download\/$/.test(op.path)) continue
      const p = await concretePath(op)
      if (!p) {
        failures.push(`${op.operationId}: no object found to fill ${op.path}`)
        continue
      }
      let query = QUERY[op.path] ?? ''
      if (op.path.startsWith('/api/v1/acls/login-acls/') && op.method === 'GET') query = `?user=${aclUser ?? ''}`
      if (op.path === '/api/v1/terminal/commands/' && op.method === 'GET') query = `?command_storage_id=${storageId}`
      if (op.path === '/api/v1/tickets/comments/') {
        const t = (await admin.get('/api/v1/tickets/tickets/?limit=1')).json.results[0]
        query = `?ticket_id=${t.id}`
      }
      const r = await admin.request(op.method, p + query)
      checked++
      if (r.status >= 500 || r.status === 501) {
        failures.push(`${op.operationId} ${op.method} ${p}: ${r.status} ${r.text.slice(0, 160)}`)
        continue
      }
      if (r.status >= 400) {
        // a refusal must use one of the real error shapes, and a status the contract declares (when it declares any)
        const body = r.json as Record<string, unknown> | undefined
        const shaped = !!body && (typeof body.detail === 'string' || typeof body.error === 'string' || typeof body.msg === 'string')
        const declares4xx = Object.keys(op.responses).some((s) => s.startsWith('4'))
        if (!shaped || (declares4xx && !(String(r.status) in op.responses))) {
          failures.push(`${op.operationId} ${op.method} ${p}: unexpected ${r.status} ${r.text.slice(0, 120)}`)
        }
        continue
      }
      if (r.body === undefined) continue
      const pointer = `contract#/paths/${op.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method.toLowerCase()}/responses/${r.status}/content/application~1json/schema`
      const validate = ajv.getSchema(pointer)
      if (!validate) continue
      validated++
      if (!validate(r.body)) {
        const e = validate.errors?.[0]
        failures.push(`${op.operationId} ${op.method} ${p}: body does not match the contract at ${e?.instancePath || '/'} (${e?.message})`)
      }
    }
    expect(checked).toBeGreaterThan(100)
    expect(validated).toBeGreaterThan(50)
    // The mock was written before the contract was complete; the operations below still answer with bodies that
    // drift from it. The list may only shrink: a new drift fails, and so does a listed one that is fixed (remove
    // it from known-drift.json then).
    const byOperation = (f: string) => f.split(' ')[0]
    const known = new Set(knownDrift as string[])
    expect(failures.filter((f) => !known.has(byOperation(f)))).toEqual([])
    expect([...known].filter((id) => !failures.some((f) => byOperation(f) === id))).toEqual([])
  }, 120000)
})
