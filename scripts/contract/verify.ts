// Exercise every safe operation (GET, OPTIONS) of the contract against a live server and report drift:
// undocumented statuses, missing or extra fields, wrong types or formats, one line per cause. Used by
// `npm run contract:verify` (see docs/contract-verify.md) and by the mock's tests.
//
// How a request is built: path placeholders are filled with ids read from the list the placeholder names (the
// list at the placeholder's prefix when the contract has one, else the resource its name or the segment before it
// names: `{asset_id}` → assets, `/perms/users/{id}/` → users); required query parameters get an id of the
// resource their name names (`user` → a user, `command_storage_id` → a command storage) or their example, default
// or first enum value; lists that document `limit` get a page size so the paginated shape is what is checked.
// When several ids fit, the first answer with rows wins (a user with permissions rather than one without).
import { ContractValidator, describeSummary, summarizeIssues, type OperationRef, type ValidationProblem } from './validate.ts'

type Json = Record<string, unknown>

export interface VerifyOptions {
  baseUrl: string
  user: string
  password: string
  doc: Json
  org?: string
  only?: RegExp
  log?: (line: string) => void
  /** `limit` sent to the lists that document it (default 20). */
  pageSize?: number
}

export type SkipKind = 'xpack' | 'unsafe' | 'binary' | 'no-object' | 'no-value'

export interface Skip {
  where: string
  why: string
  kind: SkipKind
}

/** One cause of drift: `where` is the first operation showing it, `operations` all of them. */
export interface Cause extends ValidationProblem {
  operations: string[]
}

export interface VerifyReport {
  baseUrl: string
  user: string
  /** The signed-in account is a super admin: a 403 is then drift even where the contract documents one. */
  superuser: boolean
  /** Operations called (passed + drifted + environment failures). */
  checked: number
  passed: number
  /** Operations (`METHOD /path`) with at least one cause of drift. */
  drifted: string[]
  skipped: Skip[]
  /** The server's `XPACK_ENABLED` (undefined when the public settings could not be read). */
  xpackEnabled?: boolean
  notes: string[]
  /** Operations the server could not answer for reasons of its own (database errors, network): not drift. */
  environment: ValidationProblem[]
  /** Causes of drift by resource group (the operation's first tag). */
  drift: Map<string, Cause[]>
  /** The request each checked operation was judged on. */
  calls: { where: string; url: string; status: number }[]
}

/** Sign-in refused: the message says why in the platform's terms. */
export class SignInError extends Error {}

const SKIP_LABEL: Record<SkipKind, string> = {
  xpack: 'xpack disabled',
  unsafe: 'change state',
  binary: 'binary download',
  'no-object': 'no object for an id',
  'no-value': 'no value for a required parameter',
}

/** A database or similar failure of the server itself, told apart from drift. */
const ENVIRONMENT_FAILURE =
  /sqlite|OperationalError|ProgrammingError|DatabaseError|IntegrityError|InterfaceError|no such table|database is locked|Lost connection to (MySQL|MariaDB)|could not connect to server|Connection refused/i

/** Where a redirect from the sign-in API leads, in words. */
export function explainSignInRedirect(location: string): string {
  const path = location.replace(/^[a-z]+:\/\/[^/]+/i, '')
  if (/flash-message/.test(path)) {
    return 'the platform refuses to hand out a token until this account changes its password (too simple for the password rules, expired, or to be reset by an administrator): sign in once on the web console, set a password the rules accept, and use that one'
  }
  if (/mfa|otp/i.test(path)) return 'the account must pass a second factor (MFA); use an account without MFA for this check'
  if (/wait-confirm|login-confirm|guard/i.test(path))
    return 'the sign-in waits for an approver (login confirmation); use an account without it'
  if (/first-login/.test(path)) return "the account's first-login steps must be completed on the web console first"
  if (/password/.test(path)) return 'the platform requires this account to change or reset its password before it may sign in'
  if (/\/(core\/)?auth\/login\/?(\?|$)|\/login\/?(\?|$)/.test(path))
    return 'the sign-in page: the platform did not accept this user name and password (bad credentials)'
  return "not an answer of the platform's API: check that --base-url points at the platform itself, not the web console or a proxy"
}

interface Session {
  token: string
  user?: Json
}

async function authenticate(baseUrl: string, user: string, password: string): Promise<Session> {
  let res: Response
  try {
    res = await fetch(`${baseUrl}/api/v1/authentication/auth/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ username: user, password }),
    })
  } catch (e) {
    throw new SignInError(`sign-in as ${user} failed: ${baseUrl} did not answer (${(e as Error).message})`)
  }
  const prefix = `sign-in as ${user} refused`
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get('location') ?? ''
    throw new SignInError(
      `${prefix}: HTTP ${res.status} redirect to ${location || '(no Location header)'}: ${explainSignInRedirect(location)}`,
    )
  }
  const text = await res.text()
  let body: Json
  try {
    body = (JSON.parse(text) as Json | null) ?? {}
  } catch {
    body = {}
  }
  if (res.ok && typeof body.token === 'string') return { token: body.token, user: body.user as Json | undefined }
  const said = [body.error, body.msg ?? body.detail].filter((x) => typeof x === 'string' && x).join(': ')
  const why =
    body.error === 'mfa_required' || /mfa/i.test(String(body.error ?? ''))
      ? 'the account must pass a second factor (MFA); use an account without MFA for this check'
      : /confirm/i.test(String(body.error ?? ''))
        ? 'the sign-in waits for an approver (login confirmation); use an account without it'
        : /password_failed|invalid|credential/i.test(String(body.error ?? ''))
          ? 'wrong user name or password'
          : /block|lock/i.test(String(body.error ?? ''))
            ? 'the account or this address is locked after failed attempts; wait, or ask an administrator to unlock it'
            : res.ok
              ? 'the answer carries no token'
              : 'the platform did not accept the sign-in'
  throw new SignInError(
    `${prefix}: HTTP ${res.status}: ${why}${said ? ` (the platform said "${said}")` : text ? ` (${text.slice(0, 160)})` : ''}`,
  )
}

/** Signs in and returns the token (redirects are not followed: they are how the platform refuses). */
export async function signIn(baseUrl: string, user: string, password: string): Promise<string> {
  return (await authenticate(baseUrl, user, password)).token
}

/** The list an id of a resource is read from, by the singular name a parameter or path segment uses. */
const RESOURCE_LISTS: Record<string, string> = {
  user: '/api/v1/users/users/',
  group: '/api/v1/users/groups/',
  user_group: '/api/v1/users/groups/',
  usergroup: '/api/v1/users/groups/',
  asset: '/api/v1/assets/assets/',
  node: '/api/v1/assets/nodes/',
  system_user: '/api/v1/assets/system-users/',
  systemuser: '/api/v1/assets/system-users/',
  admin_user: '/api/v1/assets/admin-users/',
  domain: '/api/v1/assets/domains/',
  gateway: '/api/v1/assets/gateways/',
  label: '/api/v1/assets/labels/',
  platform: '/api/v1/assets/platforms/',
  cmd_filter: '/api/v1/assets/cmd-filters/',
  filter: '/api/v1/assets/cmd-filters/',
  application: '/api/v1/applications/applications/',
  app: '/api/v1/applications/applications/',
  ticket: '/api/v1/tickets/tickets/',
  flow: '/api/v1/tickets/flows/',
  session: '/api/v1/terminal/sessions/',
  command_storage: '/api/v1/terminal/command-storages/',
  replay_storage: '/api/v1/terminal/replay-storages/',
  terminal: '/api/v1/terminal/terminals/',
  org: '/api/v1/orgs/orgs/',
  task: '/api/v1/ops/tasks/',
  asset_permission: '/api/v1/perms/asset-permissions/',
  application_permission: '/api/v1/perms/application-permissions/',
}

/** `asset_id` → `asset`, `filter_pk` → `filter`, `user-groups` → `user_group`, `users` → `user`. */
function stem(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/-/g, '_')
    .replace(/(__in|_ids|_id|_pk)$/, '')
  if (RESOURCE_LISTS[s]) return s
  if (s.endsWith('ies')) return `${s.slice(0, -3)}y`
  return s.replace(/s$/, '')
}

/** Calls of one operation with other ids while the answer is an empty list. */
const MAX_TRIES = 10
/** Calls of a list (with other values of its required parameters) while looking for ids. */
const LIST_TRIES = 10
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Ids tried for the first path placeholder (a user, a group …), and for each later one (its assets …). */
const MAX_IDS = 10
const MAX_INNER_IDS = 2
/** Concrete paths an operation is tried with, at most. */
const MAX_PATHS = 16

interface Answer {
  url: string
  status: number
  type: string | null
  text: string
  error?: string
}

interface Plan {
  /** Concrete path + query candidates, best first. */
  urls: string[]
  /** More than one candidate is worth trying (ids chosen among several). */
  search: boolean
  limit: boolean
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true
  if (Array.isArray(body)) return body.length === 0
  if (typeof body === 'object') {
    const o = body as Json
    if (Array.isArray(o.results)) return o.results.length === 0
    return Object.keys(o).length === 0
  }
  return false
}

function serverSaid(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ''
  const o = body as Json
  const text = [o.code ?? o.error, o.detail ?? o.msg].filter((x) => typeof x === 'string' && x).join(': ')
  return text ? `the server said "${text.length > 120 ? `${text.slice(0, 117)}...` : text}"` : ''
}

/** The gist of a server error page: Django's title and exception value, or the first lines of a text body. */
function environmentDetail(text: string): string {
  const title = text.match(/<title>\s*([\s\S]*?)\s*<\/title>/i)?.[1]
  const value = text.match(/class="exception_value">([\s\S]*?)</i)?.[1]
  let out: string
  if (title)
    out = [
      title
        .replace(/\s+at\s+\S+\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
      value?.trim(),
    ]
      .filter(Boolean)
      .join(': ')
  else {
    const lines = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    const head = (lines[0] ?? '').replace(/\s+at\s+\/\S*$/, '')
    out = [head, lines[1]].filter(Boolean).join(': ')
  }
  return out.length > 200 ? `${out.slice(0, 197)}...` : out
}

function isXpack(op: OperationRef): boolean {
  return ((op.op.tags as string[] | undefined) ?? []).includes('xpack') || op.pathTemplate.startsWith('/api/v1/xpack/')
}

function isBinaryDownload(op: OperationRef, validator: ContractValidator): boolean {
  if (/\/replay\/download\/$/.test(op.pathTemplate)) return true
  const ok = ((op.op.responses ?? {}) as Json)['200'] as Json | undefined
  const content = ok?.content as Json | undefined
  if (!content) return false
  const types = Object.keys(content)
  return !types.some((t) => t.includes('json')) && types.some((t) => /octet-stream|zip|tar/.test(t)) && !validator.successSchema(op)
}

export async function verify(opts: VerifyOptions): Promise<VerifyReport> {
  const validator = new ContractValidator(opts.doc, true)
  const log = opts.log ?? (() => {})
  const pageSize = opts.pageSize ?? 20
  const session = await authenticate(opts.baseUrl, opts.user, opts.password)
  const headers: Record<string, string> = { Authorization: `Bearer ${session.token}`, Accept: 'application/json', 'Accept-Language': 'en' }
  if (opts.org) headers['X-JMS-ORG'] = opts.org
  const report: VerifyReport = {
    baseUrl: opts.baseUrl,
    user: opts.user,
    superuser: false,
    checked: 0,
    passed: 0,
    drifted: [],
    skipped: [],
    notes: [],
    environment: [],
    drift: new Map(),
    calls: [],
  }

  async function call(method: string, url: string): Promise<Answer> {
    try {
      const res = await fetch(`${opts.baseUrl}${url}`, { method, headers, redirect: 'manual' })
      return { url, status: res.status, type: res.headers.get('content-type'), text: await res.text() }
    } catch (e) {
      return { url, status: 0, type: null, text: '', error: (e as Error).message }
    }
  }

  const parse = (a: Answer): unknown => {
    if (!a.text) return undefined
    if (!a.type?.includes('json')) return a.text
    return JSON.parse(a.text) as unknown
  }

  // Who is signed in: a super admin may call everything, so a 403 is then drift.
  let me = session.user
  if (!me || typeof me.is_superuser !== 'boolean') {
    const a = await call('GET', '/api/v1/users/profile/')
    try {
      me = a.status === 200 ? (parse(a) as Json) : me
    } catch {
      // the profile is checked like every other operation below
    }
  }
  report.superuser = me?.is_superuser === true || me?.role === 'Admin'

  // Whether the server runs the enterprise (xpack) part at all.
  {
    const a = await call('GET', '/api/v1/settings/public/')
    let enabled: unknown
    try {
      enabled = a.status === 200 ? ((parse(a) as Json)?.data as Json | undefined)?.XPACK_ENABLED : undefined
    } catch {
      enabled = undefined
    }
    if (typeof enabled === 'boolean') report.xpackEnabled = enabled
    else
      report.notes.push(
        `could not read XPACK_ENABLED from GET /api/v1/settings/public/ (HTTP ${a.status || a.error}): xpack operations are checked like the others`,
      )
  }

  const resolveRef = (node: unknown): Json | undefined => {
    let cur = node as Json | undefined
    for (let i = 0; i < 10 && cur && typeof cur.$ref === 'string'; i++) {
      let next: unknown = opts.doc
      for (const part of (cur.$ref as string).replace(/^#\//, '').split('/'))
        next = (next as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')]
      cur = next as Json | undefined
    }
    return cur
  }

  /** The operation's parameters, path-item ones included, `$ref`s resolved (the operation's win). */
  const parametersOf = (op: OperationRef): Json[] => {
    const item = ((opts.doc.paths as Json)[op.pathTemplate] ?? {}) as Json
    const merged = new Map<string, Json>()
    for (const raw of [...((item.parameters as unknown[]) ?? []), ...((op.op.parameters as unknown[]) ?? [])]) {
      const p = resolveRef(raw)
      if (p && typeof p.name === 'string') merged.set(`${String(p.in)}:${p.name}`, p)
    }
    return [...merged.values()]
  }

  const exampleOf = (p: Json | undefined): string | undefined => {
    if (!p) return undefined
    const schema = resolveRef(p.schema) ?? {}
    const firstExample =
      p.examples && typeof p.examples === 'object' ? (Object.values(p.examples as Json)[0] as Json | undefined)?.value : undefined
    const value = p.example ?? firstExample ?? schema.example ?? schema.default ?? (schema.enum as unknown[] | undefined)?.[0]
    return value === undefined || value === null ? undefined : String(value)
  }

  const listOp = (path: string): OperationRef | undefined => {
    const op = validator.find('GET', path)
    return op && op.pathTemplate.endsWith('/') && !op.pathTemplate.endsWith('}/') ? op : undefined
  }

  // Ids of the first page of a list (as many as fit a page of 10), and how the list answered.
  const idCache = new Map<string, Promise<{ ids: string[]; note: string }>>()
  const reading = new Set<string>()
  const listIds = (listPath: string, depth = 0): Promise<{ ids: string[]; note: string }> => {
    if (reading.has(listPath)) return Promise.resolve({ ids: [], note: `GET ${listPath} needs an id of its own rows` })
    let p = idCache.get(listPath)
    if (!p) {
      reading.add(listPath)
      p = (async () => {
        const op = listOp(listPath)
        const queries =
          op && depth < 2 ? await queryCandidates(op, depth + 1, 10) : { values: [''], missing: undefined, fromResource: false }
        if (!op || queries.missing)
          return { ids: [], note: `GET ${listPath} cannot be called${queries.missing ? ` (${queries.missing})` : ''}` }
        let note = ''
        const tries = queries.values.slice(0, LIST_TRIES)
        for (const q of tries) {
          const a = await call('GET', `${listPath}${q}`)
          let rows: unknown
          try {
            const body = a.status === 200 ? parse(a) : undefined
            rows = Array.isArray(body) ? body : (body as Json | undefined)?.results
          } catch {
            rows = undefined
          }
          const ids = Array.isArray(rows)
            ? rows
                .map((r) => (r && typeof r === 'object' ? ((r as Json).id ?? (r as Json).pk) : undefined))
                .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
                .map(String)
            : []
          if (ids.length) return { ids, note: '' }
          note ||= `GET ${listPath}${q} answered ${a.status || a.error}${Array.isArray(rows) ? ' with no rows' : ''}`
        }
        return {
          ids: [],
          note: tries.length > 1 ? `${note} (tried with ${tries.length} values of its required parameters, none gave an id)` : note,
        }
      })().finally(() => reading.delete(listPath))
      idCache.set(listPath, p)
    }
    return p
  }

  /** Candidate values for a parameter that names a resource (ids of that resource), else its example. */
  const valuesFor = async (name: string, param: Json | undefined, depth: number): Promise<{ values: string[]; note: string }> => {
    const list = RESOURCE_LISTS[stem(name)]
    let note = ''
    if (list && listOp(list)) {
      const found = await listIds(list, depth)
      if (found.ids.length) return { values: found.ids, note: '' }
      note = found.note
    }
    const example = exampleOf(param)
    if (example !== undefined) return { values: [example], note: '' }
    return { values: [], note: note || 'no example, default or enum, and its name names no resource' }
  }

  /** Query strings for an operation: its required parameters filled (`x-required-unless` ones too), `limit` for a list that documents it. */
  async function queryCandidates(
    op: OperationRef,
    depth: number,
    limit: number | undefined,
  ): Promise<{ values: string[]; missing?: string; fromResource: boolean }> {
    const params = parametersOf(op)
    let combos: [string, string][][] = [[]]
    let fromResource = false
    // a parameter `x-required-unless` others is required too: none of those is ever sent here
    const needed = (x: Json) => x.in === 'query' && (x.required === true || Array.isArray(x['x-required-unless']))
    for (const p of params.filter(needed)) {
      const name = String(p.name)
      const found = await valuesFor(name, p, depth)
      if (!found.values.length) return { values: [], missing: `required query parameter "${name}": ${found.note}`, fromResource }
      if (RESOURCE_LISTS[stem(name)] && found.values.length > 1) fromResource = true
      combos = combos.flatMap((c) => found.values.map((v) => [...c, [name, v] as [string, string]])).slice(0, LIST_TRIES)
    }
    const documentsLimit = params.some((x) => x.in === 'query' && x.name === 'limit')
    const values = combos.map((c) => {
      const q = new URLSearchParams(c)
      if (limit !== undefined && documentsLimit && op.method === 'GET') q.set('limit', String(limit))
      const s = q.toString()
      return s ? `?${s}` : ''
    })
    return { values, fromResource }
  }

  /** Ids for one path placeholder, the most meaningful first; `contextual` ones come from the list at its prefix. */
  async function idsFor(
    prefix: string,
    name: string,
    param: Json | undefined,
  ): Promise<{ ids: string[]; contextual: Set<string>; why: string }> {
    const sources: { list: string; contextual: boolean }[] = []
    const own = prefix.replace(/\/account-secrets\/$/, '/accounts/') // a secret's id is its account's id
    if (listOp(own)) sources.push({ list: own, contextual: true })
    const byName = RESOURCE_LISTS[stem(name)]
    if (byName && !/^(id|pk)$/i.test(name)) sources.push({ list: byName, contextual: false })
    const segment = prefix.replace(/\/$/, '').split('/').pop() ?? ''
    const bySegment = RESOURCE_LISTS[stem(segment)]
    if (bySegment && /^(id|pk)$/i.test(name) && !listOp(own)) sources.push({ list: bySegment, contextual: false })
    const ids: string[] = []
    const contextual = new Set<string>()
    const notes: string[] = []
    for (const s of sources) {
      if (!listOp(s.list)) continue
      const found = await listIds(s.list)
      if (!found.ids.length) notes.push(found.note)
      for (const id of found.ids.slice(0, MAX_IDS)) {
        if (ids.includes(id)) continue
        ids.push(id)
        if (s.contextual) contextual.add(id)
      }
    }
    // Ids of the documented format first (a node's uuid before the `favorite` pseudo-node).
    if ((resolveRef(param?.schema) ?? {}).format === 'uuid') ids.sort((a, b) => Number(!UUID.test(a)) - Number(!UUID.test(b)))
    const example = exampleOf(param)
    if (!ids.length && example !== undefined && !/^(id|pk)$/i.test(name)) ids.push(example)
    const why = ids.length
      ? ''
      : `no object for {${name}}: ${notes.length ? notes.join('; ') : `no list of the contract gives one (${prefix})`}`
    return { ids, contextual, why }
  }

  async function plan(op: OperationRef): Promise<Plan | { skip: string; kind: SkipKind }> {
    const pathParams = new Map(
      parametersOf(op)
        .filter((p) => p.in === 'path')
        .map((p) => [String(p.name), p]),
    )
    const paths: { path: string; quality: number }[] = []
    const whys: string[] = []
    const fill = async (done: string, rest: string, quality: number): Promise<void> => {
      const m = rest.match(/\{([^}]+)\}/)
      if (!m || m.index === undefined) {
        paths.push({ path: done + rest, quality })
        return
      }
      const prefix = done + rest.slice(0, m.index)
      const found = await idsFor(prefix, m[1], pathParams.get(m[1]))
      if (!found.ids.length) whys.push(found.why)
      for (const id of found.ids.slice(0, done ? MAX_INNER_IDS : MAX_IDS)) {
        await fill(prefix + encodeURIComponent(id), rest.slice(m.index + m[0].length), quality + (found.contextual.has(id) ? 1 : 0))
        if (paths.length >= MAX_PATHS) return
      }
    }
    await fill('', op.pathTemplate, 0)
    if (!paths.length) return { skip: whys[0] ?? 'no object for its path', kind: 'no-object' }
    paths.sort((a, b) => b.quality - a.quality)
    const query = await queryCandidates(op, 0, op.method === 'GET' ? pageSize : undefined)
    if (query.missing) return { skip: query.missing, kind: 'no-value' }
    const urls = paths.flatMap((p) => query.values.map((q) => `${p.path}${q}`))
    const innerPlaceholder = /\{[^}]+\}\/[^/]/.test(op.pathTemplate) // `/users/{id}/assets/`, not `/users/{id}/`
    return {
      urls,
      search: op.method === 'GET' && (innerPlaceholder || query.fromResource),
      limit: query.values.some((q) => /[?&]limit=/.test(q)),
    }
  }

  const addCause = (group: string, key: string, where: string, message: string, operation: string) => {
    const causes = report.drift.get(group) ?? []
    const existing = causes.find((c) => (c as Cause & { key?: string }).key === key)
    if (existing) {
      if (!existing.operations.includes(operation)) existing.operations.push(operation)
    } else causes.push(Object.assign({ where, message, operations: [operation] }, { key }))
    report.drift.set(group, causes)
  }

  /** Whether the 200 answer of a list is documented as a page (an object with `results`) when `limit` is sent. */
  const documentsPage = (op: OperationRef): boolean => {
    const schema = resolveRef(validator.successSchema(op))
    const branches = (schema?.oneOf ?? schema?.anyOf ?? [schema]) as unknown[]
    return branches.some((b) => !!(resolveRef(b)?.properties as Json | undefined)?.results)
  }

  for (const op of validator.operations) {
    if (op.method !== 'GET' && op.method !== 'OPTIONS') continue
    if (opts.only && !opts.only.test(op.pathTemplate)) continue
    const group = ((op.op.tags as string[]) ?? ['?']).find((t) => t !== 'xpack') ?? 'xpack'
    const where = `${op.method} ${op.pathTemplate}`
    const skip = (why: string, kind: SkipKind) => {
      report.skipped.push({ where, why, kind })
      log(`- ${where}: skipped, ${why}`)
    }
    if (report.xpackEnabled === false && isXpack(op)) {
      skip('XPACK_ENABLED is false', 'xpack')
      continue
    }
    // A few GETs change state on the real server (MFA reset, task run, LDAP cache clear): never call them.
    if (op.op['x-unsafe-get'] === true) {
      skip('changes state on the server (x-unsafe-get)', 'unsafe')
      continue
    }
    if (isBinaryDownload(op, validator)) {
      skip('binary download', 'binary')
      continue
    }
    const p = await plan(op)
    if ('skip' in p) {
      skip(p.skip, p.kind)
      continue
    }
    // Call the best candidate; when ids were chosen among several, move on while the answer is an empty list.
    let answer: Answer | undefined
    let chosen: Answer | undefined
    for (const url of p.urls.slice(0, p.search ? MAX_TRIES : 1)) {
      const a = await call(op.method, url)
      answer ??= a
      if (a.error || a.status >= 500 || a.status === 401 || a.status === 403) {
        if (a === answer) break
        continue
      }
      if (a.status >= 200 && a.status < 300) {
        let body: unknown
        try {
          body = parse(a)
        } catch {
          body = a.text
        }
        if (!isEmptyBody(body)) {
          chosen = a
          break
        }
      }
    }
    const a = chosen ?? (answer as Answer)
    report.checked++
    report.calls.push({ where, url: a.url, status: a.status })
    const at = `${where} → ${a.status}`
    if (a.error || (a.status >= 500 && ENVIRONMENT_FAILURE.test(a.text))) {
      report.environment.push({ where: a.error ? where : at, message: a.error ? `request failed: ${a.error}` : environmentDetail(a.text) })
      log(`! ${at}: environment failure (${a.url})`)
      continue
    }
    let body: unknown
    const causes: { key: string; message: string }[] = []
    try {
      body = parse(a)
    } catch {
      causes.push({ key: `${where}|json`, message: 'body is not valid JSON' })
    }
    if (!causes.length) {
      const said = a.status >= 400 ? serverSaid(body) : ''
      if (a.status === 401) causes.push({ key: `${where}|401`, message: `the signed-in token was refused (401)${said ? `; ${said}` : ''}` })
      else if (a.status === 403 && report.superuser)
        causes.push({ key: `${where}|403`, message: `refused to a super admin (403), who may call it${said ? `; ${said}` : ''}` })
      else {
        const found = validator.explainResponse(op, a.status, a.type, body)
        if (found.problem) causes.push({ key: `${where}|${found.problem}`, message: `${found.problem}${said ? `; ${said}` : ''}` })
        for (const s of summarizeIssues(found.issues, body)) {
          // Inside a named schema, the same problem at the same place is one cause for every operation of the group
          // (a field the server leaves out of its list, detail and profile answers alike).
          causes.push({ key: s.schema ? `schema:${s.schemaPath}|${s.key}` : `${where}|${s.pattern}|${s.key}`, message: describeSummary(s) })
        }
        if (!found.problem && p.limit && a.status === 200 && Array.isArray(body) && documentsPage(op)) {
          causes.push({
            key: `${where}|page`,
            message: 'answered a bare array to a request with `limit`: the contract documents a page {count, next, previous, results}',
          })
        }
      }
    }
    if (causes.length) {
      report.drifted.push(where)
      for (const c of causes) addCause(group, c.key, at, c.message, where)
    } else report.passed++
    log(`${causes.length ? '✗' : '✓'} ${at} (${a.url})`)
  }
  for (const causes of report.drift.values()) for (const c of causes) delete (c as Cause & { key?: string }).key
  return report
}

/** 0: no drift; 1: drift; 3: no drift, but the server failed on its own for some operations (see the report). */
export function exitCode(report: VerifyReport): number {
  if (report.drift.size) return 1
  return report.environment.length ? 3 : 0
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export function formatReport(report: VerifyReport): string {
  const env = report.environment.length
  const byKind = new Map<SkipKind, number>()
  for (const s of report.skipped) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1)
  const reasons = [...byKind].map(([k, n]) => `${n} ${SKIP_LABEL[k]}`).join(', ')
  const lines = [
    `${report.baseUrl ? `${report.baseUrl} as ${report.user}${report.superuser ? ' (super admin)' : ''}: ` : ''}checked ${plural(report.checked, 'operation')}: ${report.passed} passed, ${report.drifted.length} drifted, ${plural(env, 'environment failure')}; skipped ${report.skipped.length}${reasons ? ` (${reasons})` : ''}`,
  ]
  for (const n of report.notes ?? []) lines.push(`note: ${n}`)
  if (report.skipped.length) {
    lines.push('', 'Skipped:')
    const xpack = report.skipped.filter((s) => s.kind === 'xpack').length
    if (xpack) lines.push(`  ${plural(xpack, 'xpack operation')}: the server's public settings say XPACK_ENABLED is false`)
    for (const s of report.skipped) if (s.kind !== 'xpack') lines.push(`  ${s.where}: ${s.why}`)
  }
  if (env) {
    lines.push('', 'Environment failures (the server failed on its own, e.g. its database; not contract drift):')
    for (const e of report.environment) lines.push(`  ${e.where}: ${e.message}`)
  }
  for (const [group, causes] of [...report.drift].sort(([a], [b]) => a.localeCompare(b))) {
    const ops = new Set(causes.flatMap((c) => c.operations ?? [c.where]))
    lines.push('', `[${group}] ${plural(ops.size, 'operation')} drifted, ${plural(causes.length, 'cause')}`)
    for (const c of causes) {
      const also = (c.operations ?? []).slice(1)
      lines.push(`  ${c.where}: ${c.message}${also.length ? ` (also ${also.join(', ')})` : ''}`)
    }
  }
  if (report.drift.size) lines.push('', `DRIFT: ${plural(report.drifted.length, 'operation')} of the server do not match the contract.`)
  else if (env)
    lines.push(
      '',
      `No drift in the operations that answered, but ENVIRONMENT FAILURE: ${plural(env, 'operation')} could not be checked because the server itself failed (see above).`,
    )
  else lines.push('', 'No drift: the server matches the contract.')
  return lines.join('\n')
}
