// Validate HTTP responses against the bundled contract (used by the Prism smoke test, the mock's conformance
// test and `npm run contract:verify`). OpenAPI 3.0 schemas are turned into JSON Schema for Ajv: `nullable`
// becomes a union with null, `readOnly`/`writeOnly`/`x-*`/`example` are dropped, `discriminator` is ignored
// (oneOf alone decides), and the custom `jms-datetime` format is checked by its pattern.
//
// `validateResponse` lists Ajv's errors as they come. `explainResponse` (used by `npm run contract:verify`) walks the
// contract's schema next to the body instead and returns one finding per cause: a failed oneOf/anyOf is reported once,
// through its closest branch (the one the `type`-like discriminator names, else the one with fewest differences), and
// every finding carries the schema it belongs to so that the same problem in many rows or operations can be merged.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'patch'] as const

export interface OperationRef {
  method: string
  pathTemplate: string
  operationId: string
  op: Json
}

export interface ValidationProblem {
  where: string
  message: string
}

function toJsonSchema(node: unknown, strict = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, strict))
  if (!node || typeof node !== 'object') return node
  const src = node as Json
  if (typeof src.$ref === 'string') return { $ref: src.$ref.replace('#/components/schemas/', '#/definitions/') }
  const out: Json = {}
  for (const [k, v] of Object.entries(src)) {
    if (
      k.startsWith('x-') ||
      ['example', 'examples', 'readOnly', 'writeOnly', 'discriminator', 'nullable', 'xml', 'externalDocs', 'deprecated'].includes(k)
    )
      continue
    if (k === 'properties' && v && typeof v === 'object') {
      out.properties = Object.fromEntries(Object.entries(v as Json).map(([pk, pv]) => [pk, toJsonSchema(pv, strict)]))
    } else out[k] = toJsonSchema(v, strict)
  }
  // In strict mode an object that lists its properties admits no others, so extra fields show up as drift.
  if (strict && out.properties && out.additionalProperties === undefined && !out.allOf) out.additionalProperties = false
  if (src.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null']
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
    // a composed schema (`type: object` beside an allOf, as the linter wants) is null or the composition
    if (out.oneOf || out.anyOf || out.allOf || out.$ref) return { anyOf: [{ type: 'null' }, out] }
  }
  return out
}

export class ContractValidator {
  private ajv: Ajv
  readonly operations: OperationRef[] = []
  private cache = new Map<string, ValidateFunction>()
  private matchers: { re: RegExp; item: OperationRef[] }[] = []

  /** `strict`: objects admit no undocumented properties (used to report drift of a live server). */
  constructor(
    readonly doc: Json,
    private strict = false,
  ) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true })
    addFormats(this.ajv)
    this.ajv.addFormat('jms-datetime', /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
    this.ajv.addFormat('binary', true)
    const schemas = ((doc.components as Json)?.schemas ?? {}) as Json
    this.ajv.addSchema({
      $id: 'contract',
      definitions: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, toJsonSchema(v, strict)])),
    })
    for (const [pathTemplate, item] of Object.entries((doc.paths as Json) ?? {})) {
      const ops: OperationRef[] = []
      for (const m of METHODS) {
        const op = (item as Json)[m] as Json | undefined
        if (op) ops.push({ method: m.toUpperCase(), pathTemplate, operationId: String(op.operationId), op })
      }
      this.operations.push(...ops)
      const re = new RegExp(`^${pathTemplate.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`)
      this.matchers.push({ re, item: ops })
    }
  }

  /** The operation a concrete request path and method belong to (most specific template first). */
  find(method: string, path: string): OperationRef | undefined {
    const candidates = this.matchers
      .filter((m) => m.re.test(path))
      .flatMap((m) => m.item)
      .filter((o) => o.method === method.toUpperCase())
    return candidates.sort((a, b) => (a.pathTemplate.match(/\{/g)?.length ?? 0) - (b.pathTemplate.match(/\{/g)?.length ?? 0))[0]
  }

  /** Problems with one response (empty when it conforms). */
  validateResponse(op: OperationRef, status: number, contentType: string | null, body: unknown): ValidationProblem[] {
    const where = `${op.method} ${op.pathTemplate} → ${status}`
    const picked = this.pick(op, status, contentType, body)
    if ('problem' in picked) return picked.problem ? [{ where, message: picked.problem }] : []
    const key = `${op.operationId}:${status}:${picked.media}`
    let validate = this.cache.get(key)
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(rewriteRefs(picked.schema), this.strict) as Json)
      this.cache.set(key, validate)
    }
    if (validate(body)) return []
    return (validate.errors ?? []).map((e: ErrorObject) => ({
      where,
      message: `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` "${String(e.params.additionalProperty)}"` : ''}`,
    }))
  }

  /**
   * One response explained cause by cause: `problem` when the status or media type is not documented (or a body came
   * where none is), else `issues` (empty when the body conforms).
   */
  explainResponse(op: OperationRef, status: number, contentType: string | null, body: unknown): { problem?: string; issues: Issue[] } {
    const picked = this.pick(op, status, contentType, body)
    if ('problem' in picked) return { problem: picked.problem, issues: [] }
    return { issues: this.explainer().explainBody(picked.schema, body) }
  }

  /** The 200 (else first 2xx) JSON schema documented for an operation, if any. */
  successSchema(op: OperationRef): Json | undefined {
    const responses = (op.op.responses ?? {}) as Json
    const code = responses['200'] ? '200' : Object.keys(responses).find((c) => c.startsWith('2'))
    if (!code) return undefined
    const content = this.resolve(responses[code] as Json).content as Json | undefined
    return ((content?.['application/json'] as Json | undefined)?.schema as Json | undefined) ?? undefined
  }

  /** The schema a response is checked against, or why it cannot be (problem: undefined = nothing to check, fine). */
  private pick(
    op: OperationRef,
    status: number,
    contentType: string | null,
    body: unknown,
  ): { problem: string | undefined } | { media: string; schema: unknown } {
    const responses = (op.op.responses ?? {}) as Json
    const resp = (responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default) as Json | undefined
    if (!resp) return { problem: `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})` }
    const resolved = this.resolve(resp)
    const content = resolved.content as Json | undefined
    if (!content) {
      const empty = body === undefined || body === null || body === ''
      return { problem: empty ? undefined : 'the contract documents no body, but one was returned' }
    }
    const media = (contentType ?? '').split(';')[0].trim()
    const entry = (content[media] ?? (media.includes('json') ? content['application/json'] : undefined)) as Json | undefined
    if (!entry) return { problem: `content type "${media}" is not documented (documented: ${Object.keys(content).join(', ')})` }
    if (!media.includes('json')) return { problem: undefined }
    return { media, schema: entry.schema }
  }

  private explainerInstance: Explainer | undefined
  private explainer(): Explainer {
    this.explainerInstance ??= new Explainer(this.ajv, ((this.doc.components as Json)?.schemas ?? {}) as Json, this.strict)
    return this.explainerInstance
  }

  private resolve(node: Json): Json {
    let cur = node
    for (let i = 0; i < 10 && typeof cur.$ref === 'string'; i++) {
      let next: unknown = this.doc
      for (const part of (cur.$ref as string).replace(/^#\//, '').split('/')) next = (next as Json)?.[part]
      cur = (next ?? {}) as Json
    }
    return cur
  }
}

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs)
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', 'contract#/definitions/') : rewriteRefs(v)
  }
  return out
}

/** One difference between a response body and the contract, as `explainResponse` finds it. */
export interface Issue {
  /** Where in the body (array indices as numbers). */
  path: (string | number)[]
  keyword: string
  /** What is wrong, without the path: `must have required property 'x'`. */
  message: string
  /** The same for the same problem in another row or operation (the keyword and the stable part of the message). */
  key: string
  /** The offending value, short (enum, const, format, pattern) or its JSON type (type). */
  got?: string
  /** The named object schema the problem sits in, and the path inside it (indices as `*`). */
  schema?: string
  schemaPath?: string
  /** How many differences this issue stands for (missing properties count one each), to rank oneOf branches. */
  weight: number
}

/** Issues grouped by place and cause: one entry per problem however many rows show it. */
export interface IssueSummary {
  /** `/results/*\/attrs`, `(body)` for the body itself ('' for the value a relative summary is about). */
  pattern: string
  message: string
  key: string
  /** For a pattern with `*`: how many rows of the outermost array show the problem, of how many. */
  rows?: { hit: number; of: number }
  /** Distinct offending values seen (at most three). */
  got: string[]
  schema?: string
  schemaPath?: string
  issues: Issue[]
}

type Seg = string | number

interface Ctx {
  path: Seg[]
  parent: unknown
  root: unknown
  schema?: string
  rel: Seg[]
}

function short(value: unknown): string {
  const s = JSON.stringify(value) ?? String(value)
  return s.length > 40 ? `${s.slice(0, 37)}...` : s
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function starred(path: Seg[]): string {
  return path.map((s) => (typeof s === 'number' ? '*' : s)).join('/')
}

function isObjectSchema(node: Json): boolean {
  return node.type === 'object' || !!node.properties
}

function at(root: unknown, path: Seg[]): unknown {
  let cur = root
  for (const s of path) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[String(s)] : undefined
  return cur
}

/**
 * Groups issues by place (array indices as `*`) and cause. `base` is left out of the patterns (used for the
 * differences inside a oneOf branch, shown relative to the oneOf).
 */
export function summarizeIssues(issues: Issue[], root: unknown, base: Seg[] = []): IssueSummary[] {
  const groups = new Map<string, IssueSummary>()
  for (const issue of issues) {
    const rel = issue.path.slice(base.length)
    const pattern = rel.length ? `/${starred(rel)}` : base.length ? '' : '(body)'
    const id = `${pattern}|${issue.key}`
    let g = groups.get(id)
    if (!g) {
      g = { pattern, message: issue.message, key: issue.key, got: [], schema: issue.schema, schemaPath: issue.schemaPath, issues: [] }
      groups.set(id, g)
    }
    g.issues.push(issue)
    if (issue.got !== undefined && !g.got.includes(issue.got) && g.got.length < 3) g.got.push(issue.got)
  }
  for (const g of groups.values()) {
    const first = g.issues[0].path
    const pos = first.findIndex((s, i) => i >= base.length && typeof s === 'number')
    if (pos < 0) continue
    const rows = at(root, first.slice(0, pos))
    const hit = new Set(g.issues.map((i) => i.path[pos])).size
    g.rows = { hit, of: Array.isArray(rows) ? rows.length : hit }
  }
  return [...groups.values()]
}

/** `pattern message (got …; n of m rows)`: one summary as a line of text. */
export function describeSummary(s: IssueSummary): string {
  const extra = [
    s.got.length ? `got ${s.got.join(', ')}` : '',
    s.rows ? `${s.rows.hit} of ${s.rows.of} row${s.rows.of === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  return `${s.pattern ? `${s.pattern} ` : ''}${s.message}${extra.length ? ` (${extra.join('; ')})` : ''}`
}

/** Walks the contract's (OpenAPI) schema next to a body and says, cause by cause, where they differ. */
class Explainer {
  private compiled = new WeakMap<object, ValidateFunction>()
  private shallow = new WeakMap<object, ValidateFunction>()

  constructor(
    private ajv: Ajv,
    private schemas: Json,
    private strict: boolean,
  ) {}

  explainBody(schema: unknown, body: unknown): Issue[] {
    const issues = this.explain(schema, body, { path: [], parent: undefined, root: body, rel: [] })
    if (issues.length || this.isValid(schema, body)) return issues
    // Never lose a failure the walk could not attribute: fall back to Ajv's own words.
    const v = this.validator(this.deref(schema).node)
    v(body)
    return (v.errors ?? []).slice(0, 5).map((e) => ({
      path: e.instancePath.split('/').slice(1),
      keyword: e.keyword,
      message: e.message ?? e.keyword,
      key: `${e.keyword}:${e.schemaPath}`,
      weight: 1,
    }))
  }

  private deref(node: unknown, ctx?: Ctx): { node: Json; ctx?: Ctx } {
    let n = node as Json
    let c = ctx
    for (let i = 0; i < 20 && n && typeof n.$ref === 'string'; i++) {
      const name = (n.$ref as string).split('/').pop() ?? ''
      const target = this.schemas[name] as Json | undefined
      if (!target) return { node: {}, ctx: c }
      if (c && isObjectSchema(target)) c = { ...c, schema: name, rel: [] }
      n = target
    }
    return { node: n && typeof n === 'object' ? n : {}, ctx: c }
  }

  private validator(node: Json): ValidateFunction {
    let v = this.compiled.get(node)
    if (!v) {
      const plain = { ...node }
      delete plain.nullable // null is handled by the walk; the rest of the node is what is checked
      try {
        v = this.ajv.compile(toJsonSchema(rewriteRefs(plain), this.strict) as Json)
      } catch {
        v = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction
      }
      this.compiled.set(node, v)
    }
    return v
  }

  private isValid(node: unknown, data: unknown): boolean {
    const n = this.deref(node).node
    if (data === null && n.nullable === true) return true
    return this.validator(n)(data) as boolean
  }

  /**
   * The node's own keywords only (type, required, enum, format, additionalProperties …): its subschemas are
   * emptied, so every error is about the value itself (Ajv cannot tell such errors from a referenced schema's).
   */
  private shallowValidator(node: Json): ValidateFunction {
    let v = this.shallow.get(node)
    if (!v) {
      const flat: Json = { ...node }
      delete flat.oneOf
      delete flat.anyOf
      delete flat.allOf
      if (flat.properties && typeof flat.properties === 'object')
        flat.properties = Object.fromEntries(Object.keys(flat.properties as Json).map((k) => [k, {}]))
      if (flat.items && typeof flat.items === 'object') flat.items = {}
      if (flat.additionalProperties && typeof flat.additionalProperties === 'object') flat.additionalProperties = {}
      // the parts of an allOf bring their own properties: extra properties are for them to judge
      if (node.allOf && flat.additionalProperties === undefined) flat.additionalProperties = true
      v = this.validator(flat)
      this.shallow.set(node, v)
    }
    return v
  }

  private explain(node: unknown, data: unknown, ctx: Ctx): Issue[] {
    const { node: n, ctx: c0 } = this.deref(node, ctx)
    const c = c0 ?? ctx
    if (data === null && n.nullable === true) return []
    const v = this.validator(n)
    if (v(data)) return []
    const errors = [...(v.errors ?? [])]
    const out: Issue[] = []
    const choices = (n.oneOf ?? n.anyOf) as unknown[] | undefined
    if (Array.isArray(choices)) out.push(...this.choose(n, choices, data, c))
    if (Array.isArray(n.allOf)) for (const part of n.allOf) out.push(...this.explain(part, data, c))
    const shallow = this.shallowValidator(n)
    const own = shallow(data) ? [] : [...(shallow.errors ?? [])]
    out.push(...this.local(own, data, c))
    if (own.some((e) => e.keyword === 'type')) return out
    const failing = (seg: string) => errors.some((e) => e.instancePath === `/${seg}` || e.instancePath.startsWith(`/${seg}/`))
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const props = (n.properties ?? {}) as Json
      for (const [k, value] of Object.entries(data as Json)) {
        if (!failing(k.replace(/~/g, '~0').replace(/\//g, '~1'))) continue
        const sub = props[k] ?? (n.additionalProperties && typeof n.additionalProperties === 'object' ? n.additionalProperties : undefined)
        if (sub) out.push(...this.explain(sub, value, this.child(c, k, data)))
      }
    } else if (Array.isArray(data) && n.items && typeof n.items === 'object') {
      ;(data as unknown[]).forEach((el, i) => {
        if (failing(String(i))) out.push(...this.explain(n.items, el, this.child(c, i, data)))
      })
    }
    return out
  }

  private child(c: Ctx, seg: Seg, parent: unknown): Ctx {
    return { ...c, path: [...c.path, seg], rel: [...c.rel, seg], parent }
  }

  private issue(c: Ctx, keyword: string, message: string, key: string, extra: Partial<Issue> = {}): Issue {
    return { path: c.path, keyword, message, key, schema: c.schema, schemaPath: c.schema ? starred(c.rel) : undefined, weight: 1, ...extra }
  }

  /** The node's own problems (errors of its shallow validator), one issue per cause. */
  private local(own: ErrorObject[], data: unknown, c: Ctx): Issue[] {
    const out: Issue[] = []
    const missing = own.filter((e) => e.keyword === 'required').map((e) => String((e.params as Json).missingProperty))
    if (missing.length) {
      const list = missing.map((m) => `'${m}'`).join(', ')
      out.push(
        this.issue(
          c,
          'required',
          `must have required propert${missing.length > 1 ? 'ies' : 'y'} ${list}`,
          `required:${[...missing].sort().join(',')}`,
          { weight: missing.length },
        ),
      )
    }
    const extra = own.filter((e) => e.keyword === 'additionalProperties').map((e) => String((e.params as Json).additionalProperty))
    if (extra.length) {
      const list = extra.map((m) => `"${m}"`).join(', ')
      out.push(
        this.issue(
          c,
          'additionalProperties',
          `must NOT have additional propert${extra.length > 1 ? 'ies' : 'y'} ${list}`,
          `additional:${[...extra].sort().join(',')}`,
          { weight: extra.length },
        ),
      )
    }
    const hasFormat = own.some((e) => e.keyword === 'format')
    for (const e of own) {
      const p = e.params as Json
      if (e.keyword === 'required' || e.keyword === 'additionalProperties') continue
      if (e.keyword === 'type')
        out.push(
          this.issue(
            c,
            'type',
            `must be ${Array.isArray(p.type) ? (p.type as string[]).join(' or ') : String(p.type)}`,
            `type:${String(p.type)}`,
            { got: jsonType(data) },
          ),
        )
      else if (e.keyword === 'enum') {
        const allowed = (p.allowedValues as unknown[]) ?? []
        const list =
          allowed
            .slice(0, 8)
            .map((a) => JSON.stringify(a))
            .join(', ') + (allowed.length > 8 ? ', …' : '')
        out.push(this.issue(c, 'enum', `must be one of ${list}`, 'enum', { got: short(data) }))
      } else if (e.keyword === 'const')
        out.push(this.issue(c, 'const', `must be ${JSON.stringify(p.allowedValue)}`, 'const', { got: short(data) }))
      else if (e.keyword === 'format')
        out.push(this.issue(c, 'format', `must match format "${String(p.format)}"`, `format:${String(p.format)}`, { got: short(data) }))
      else if (e.keyword === 'pattern') {
        if (!hasFormat)
          out.push(
            this.issue(c, 'pattern', `must match pattern "${String(p.pattern)}"`, `pattern:${String(p.pattern)}`, { got: short(data) }),
          )
      } else out.push(this.issue(c, e.keyword, e.message ?? e.keyword, `${e.keyword}:${JSON.stringify(p)}`))
    }
    return out
  }

  /**
   * A failed oneOf/anyOf. When only one branch has the body's JSON type (a page or a bare array; null or a value),
   * that branch's own issues are the causes. Otherwise the failure is one issue, explained by the closest branch:
   * the one the discriminator names (`x-discriminator`, possibly on the parent object), else the one with the
   * fewest differences.
   */
  private choose(n: Json, choices: unknown[], data: unknown, c: Ctx): Issue[] {
    const kw = n.oneOf ? 'oneOf' : 'anyOf'
    const names = choices.map((b, i) => ((b as Json)?.$ref as string | undefined)?.split('/').pop() ?? `branch ${i + 1}`)
    const valid = choices.filter((b) => this.isValid(b, data)).length
    if (kw === 'oneOf' && valid > 1)
      return [this.issue(c, kw, `must match exactly one oneOf branch, matches ${valid} (${names.join(', ')})`, 'oneOf-many')]
    if (valid) return []
    const results = choices.map((b, i) => ({ name: names[i], issues: this.explain(b, data, c) }))
    const samePlace = (p: Seg[]) => p.length === c.path.length
    const applicable = results.filter((r) => !r.issues.some((i) => i.keyword === 'type' && samePlace(i.path)))
    if (applicable.length === 1) return applicable[0].issues
    const pool = applicable.length ? applicable : results
    let chosen: (typeof results)[number] | undefined
    let because = ''
    const disc = (n.discriminator ?? n['x-discriminator']) as Json | undefined
    if (disc && typeof disc.propertyName === 'string') {
      const holder = disc.in === 'parent' ? c.parent : data
      const value = holder && typeof holder === 'object' ? (holder as Json)[disc.propertyName] : undefined
      if (typeof value === 'string') {
        const target = (disc.mapping as Json | undefined)?.[value]
        const name = typeof target === 'string' ? target.split('/').pop() : value
        chosen = pool.find((r) => r.name === name)
        if (chosen) because = `${disc.propertyName} "${value}"`
      }
    }
    const weight = (r: (typeof results)[number]) => r.issues.reduce((sum, i) => sum + i.weight, 0)
    chosen ??= pool.reduce((a, b) => (weight(b) < weight(a) ? b : a))
    const diffs = summarizeIssues(chosen.issues, c.root, c.path)
    const detail = diffs.slice(0, 2).map(describeSummary).join('; ') + (diffs.length > 2 ? `; and ${diffs.length - 2} more` : '')
    return [
      this.issue(
        c,
        kw,
        `matches none of its ${choices.length} ${kw} branches; closest ${chosen.name}${because ? ` (${because})` : ''}: ${detail}`,
        `${kw}-none`,
        { weight: weight(chosen) },
      ),
    ]
  }
}
