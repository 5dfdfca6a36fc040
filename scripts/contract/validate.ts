// Validate HTTP responses against the bundled contract (used by the Prism smoke test, the mock's conformance
// test and `npm run contract:verify`). OpenAPI 3.0 schemas are turned into JSON Schema for Ajv: `nullable`
// becomes a union with null, `readOnly`/`writeOnly`/`x-*`/`example` are dropped, `discriminator` is ignored
// (oneOf alone decides), and the custom `jms-datetime` format is checked by its pattern.
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
    if (k.startsWith('x-') || ['example', 'examples', 'readOnly', 'writeOnly', 'discriminator', 'nullable', 'xml', 'externalDocs', 'deprecated'].includes(k)) continue
    if (k === 'properties' && v && typeof v === 'object') {
      out.properties = Object.fromEntries(Object.entries(v as Json).map(([pk, pv]) => [pk, toJsonSchema(pv, strict)]))
    } else out[k] = toJsonSchema(v, strict)
  }
  // In strict mode an object that lists its properties admits no others, so extra fields show up as drift.
  if (strict && out.properties && out.additionalProperties === undefined && !out.allOf) out.additionalProperties = false
  if (src.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null']
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
    if (!out.type && (out.oneOf || out.anyOf || out.allOf || out.$ref)) return { anyOf: [{ type: 'null' }, out] }
  }
  return out
}

export class ContractValidator {
  private ajv: Ajv
  readonly operations: OperationRef[] = []
  private cache = new Map<string, ValidateFunction>()
  private matchers: { re: RegExp; item: OperationRef[] }[] = []

  /** `strict`: objects admit no undocumented properties (used to report drift of a live server). */
  constructor(readonly doc: Json, private strict = false) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true })
    addFormats(this.ajv)
    this.ajv.addFormat('jms-datetime', /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
    this.ajv.addFormat('binary', true)
    const schemas = ((doc.components as Json)?.schemas ?? {}) as Json
    this.ajv.addSchema({ $id: 'contract', definitions: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, toJsonSchema(v, strict)])) })
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
    const candidates = this.matchers.filter((m) => m.re.test(path)).flatMap((m) => m.item).filter((o) => o.method === method.toUpperCase())
    return candidates.sort((a, b) => (a.pathTemplate.match(/\{/g)?.length ?? 0) - (b.pathTemplate.match(/\{/g)?.length ?? 0))[0]
  }

  /** Problems with one response (empty when it conforms). */
  validateResponse(op: OperationRef, status: number, contentType: string | null, body: unknown): ValidationProblem[] {
    const where = `${op.method} ${op.pathTemplate} → ${status}`
    const responses = (op.op.responses ?? {}) as Json
    const resp = (responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default) as Json | undefined
    if (!resp) return [{ where, message: `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})` }]
    const resolved = this.resolve(resp)
    const content = resolved.content as Json | undefined
    if (!content) {
      const empty = body === undefined || body === null || body === ''
      return empty ? [] : [{ where, message: 'the contract documents no body, but one was returned' }]
    }
    const media = (contentType ?? '').split(';')[0].trim()
    const entry = (content[media] ?? (media.includes('json') ? content['application/json'] : undefined)) as Json | undefined
    if (!entry) return [{ where, message: `content type "${media}" is not documented (documented: ${Object.keys(content).join(', ')})` }]
    if (!media.includes('json')) return []
    const key = `${op.operationId}:${status}:${media}`
    let validate = this.cache.get(key)
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(rewriteRefs(entry.schema), this.strict) as Json)
      this.cache.set(key, validate)
    }
    if (validate(body)) return []
    return (validate.errors ?? []).map((e: ErrorObject) => ({ where, message: `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` "${String(e.params.additionalProperty)}"` : ''}` }))
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
