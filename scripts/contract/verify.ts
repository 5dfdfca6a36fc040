// Exercise every safe operation (GET, OPTIONS) of the contract against a live server and report drift:
// undocumented statuses, missing or extra fields, wrong types or formats. Ids for `{id}` paths are discovered
// from the lists. Used by `npm run contract:verify` and by the mock's tests.
import { ContractValidator, type OperationRef, type ValidationProblem } from './validate.ts'

type Json = Record<string, unknown>

export interface VerifyOptions {
  baseUrl: string
  user: string
  password: string
  doc: Json
  org?: string
  only?: RegExp
  log?: (line: string) => void
}

export interface VerifyReport {
  checked: number
  skipped: { where: string; why: string }[]
  drift: Map<string, ValidationProblem[]>
}

export async function signIn(baseUrl: string, user: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/authentication/auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: user, password }),
  })
  const body = (await res.json().catch(() => ({}))) as Json
  if (!res.ok || typeof body.token !== 'string') throw new Error(`sign-in as ${user} failed: HTTP ${res.status} ${JSON.stringify(body)}`)
  return body.token
}

function queryFor(op: OperationRef, list: boolean): string {
  const params = new URLSearchParams()
  for (const p of ((op.op.parameters as Json[]) ?? [])) {
    if (p.in !== 'query') continue
    const example = p.example ?? (p.schema as Json | undefined)?.example ?? (p.schema as Json | undefined)?.default
    if (p.required && example !== undefined) params.set(String(p.name), String(example))
  }
  if (list && (op.op.parameters as Json[] | undefined)?.some((p) => p.name === 'limit')) params.set('limit', '5')
  const s = params.toString()
  return s ? `?${s}` : ''
}

export async function verify(opts: VerifyOptions): Promise<VerifyReport> {
  const validator = new ContractValidator(opts.doc, true)
  const log = opts.log ?? (() => {})
  const token = await signIn(opts.baseUrl, opts.user, opts.password)
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': 'en' }
  if (opts.org) headers['X-JMS-ORG'] = opts.org
  const report: VerifyReport = { checked: 0, skipped: [], drift: new Map() }
  const firstIdCache = new Map<string, string | null>()

  async function firstId(listPath: string): Promise<string | null> {
    if (firstIdCache.has(listPath)) return firstIdCache.get(listPath) ?? null
    let id: string | null = null
    try {
      const res = await fetch(`${opts.baseUrl}${listPath}?limit=1&offset=0`, { headers })
      if (res.ok) {
        const body = (await res.json()) as Json | Json[]
        const rows = Array.isArray(body) ? body : ((body.results as Json[]) ?? [])
        const row = rows[0]
        if (row && (typeof row.id === 'string' || typeof row.id === 'number')) id = String(row.id)
      }
    } catch {
      id = null
    }
    firstIdCache.set(listPath, id)
    return id
  }

  async function concrete(template: string): Promise<string | null> {
    let out = ''
    let rest = template
    for (;;) {
      const m = rest.match(/\{[^}]+\}/)
      if (!m || m.index === undefined) return out + rest
      const prefix = out + rest.slice(0, m.index)
      const id = await firstId(prefix)
      if (!id) return null
      out = prefix + id
      rest = rest.slice(m.index + m[0].length)
    }
  }

  const add = (group: string, problems: ValidationProblem[]) => {
    if (!problems.length) return
    report.drift.set(group, [...(report.drift.get(group) ?? []), ...problems])
  }

  for (const op of validator.operations) {
    if (op.method !== 'GET' && op.method !== 'OPTIONS') continue
    if (opts.only && !opts.only.test(op.pathTemplate)) continue
    const group = ((op.op.tags as string[]) ?? ['?']).find((t) => t !== 'xpack') ?? 'xpack'
    const where = `${op.method} ${op.pathTemplate}`
    // A few GETs change state on the real server (MFA reset, task run, LDAP cache clear): never call them.
    if (op.op['x-unsafe-get'] === true) {
      report.skipped.push({ where, why: 'x-unsafe-get: changes state' })
      continue
    }
    if (/\/replay\/download\/$/.test(op.pathTemplate)) {
      report.skipped.push({ where, why: 'binary download' })
      continue
    }
    const path = await concrete(op.pathTemplate)
    if (!path) {
      report.skipped.push({ where, why: 'no object to use for its id' })
      continue
    }
    const isList = !op.pathTemplate.endsWith('{id}/')
    const url = `${opts.baseUrl}${path}${queryFor(op, isList && op.method === 'GET')}`
    let res: Response
    try {
      res = await fetch(url, { method: op.method, headers })
    } catch (e) {
      add(group, [{ where, message: `request failed: ${(e as Error).message}` }])
      continue
    }
    const type = res.headers.get('content-type')
    const text = await res.text()
    let body: unknown = text
    if (type?.includes('json') && text) {
      try {
        body = JSON.parse(text)
      } catch {
        add(group, [{ where, message: 'body is not valid JSON' }])
        continue
      }
    }
    report.checked++
    const problems = validator.validateResponse(op, res.status, type, text === '' ? undefined : body)
    add(group, problems)
    log(`${problems.length ? '✗' : '✓'} ${where} → ${res.status}`)
  }
  return report
}

export function formatReport(report: VerifyReport): string {
  const lines = [`checked ${report.checked} operations, skipped ${report.skipped.length}`]
  for (const s of report.skipped) lines.push(`  skipped ${s.where}: ${s.why}`)
  for (const [group, problems] of [...report.drift].sort()) {
    lines.push(`\n[${group}] ${problems.length} problem(s)`)
    for (const p of problems) lines.push(`  ${p.where}: ${p.message}`)
  }
  lines.push(report.drift.size ? '\nDRIFT: the server does not match the contract.' : '\nNo drift: the server matches the contract.')
  return lines.join('\n')
}
