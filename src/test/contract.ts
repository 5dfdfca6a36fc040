// Test helpers that keep a component test's fixtures true to the contract (the response checks of src/test/setup.ts
// fail a test whose answers are not):
// - `contractRow(op, fields)` completes the fields a test cares about into a whole answer row of `op`, every other
//   field given a plain value of its contract type (a uuid, a date, the first choice …);
// - `contractFallback()` answers every request a test does not handle itself (the OPTIONS metadata above all) with the
//   contract-driven mock backend, signed in as admin: no hand-written metadata.
import contractMeta from '../generated/contract-meta.json'
import type { Operation, RowOf } from '../http/operation'
import { createHandlers } from '../../mocks/msw-handlers'
import { createMock } from '../../mocks/app'
import { signInAs } from '../../mocks/node'

interface FieldMeta {
  type?: string
  format?: string
  pattern?: string
  nullable?: boolean
  enum?: unknown[]
  minimum?: number
  minLength?: number
  ref?: string
  oneOf?: string[]
  discriminator?: { propertyName: string; mapping?: Record<string, string>; in?: string }
  items?: FieldMeta
  readOnly?: boolean
  writeOnly?: boolean
}
interface SchemaMeta {
  fields: Record<string, FieldMeta>
  required: string[]
}
interface BodyMeta {
  schema?: string
}
interface OperationMeta {
  operationId: string
  responses: Record<string, BodyMeta>
}

const meta = contractMeta as unknown as { operations: Record<string, OperationMeta>; schemas: Record<string, SchemaMeta> }
const byId = new Map(Object.values(meta.operations).map((o) => [o.operationId, o]))

const JMS_DATETIME = '2026/01/01 08:00:00 +0800'

/** A plain value of a field's contract type. */
function plainValue(f: FieldMeta, depth: number): unknown {
  if (f.nullable) return null
  if (f.enum?.length) return f.enum[0]
  switch (f.type) {
    case 'string':
      if (f.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
      if (f.format === 'jms-datetime') return JMS_DATETIME
      if (f.format === 'date-time') return '2026-01-01T00:00:00Z'
      if (f.format === 'date') return '2026-01-01'
      if (f.format === 'email') return 'someone@example.com'
      if (f.format === 'uri' || f.format === 'url') return 'http://example.com/'
      if (f.pattern === '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$') return '2026-01-01 08:00:00'
      return 'x'.repeat(Math.max(0, f.minLength ?? 0))
    case 'integer':
    case 'number':
      return f.minimum ?? 0
    case 'boolean':
      return false
    case 'array':
      return []
    default:
      if (f.ref && depth < 4) return completeRow(f.ref, {}, depth + 1)
      return {}
  }
}

function completeRow(schemaName: string, fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const schema = meta.schemas[schemaName]
  if (!schema) return { ...fields }
  const out: Record<string, unknown> = {}
  for (const [name, f] of Object.entries(schema.fields)) {
    if (f.writeOnly) continue
    if (name in fields) out[name] = fields[name]
    else if (schema.required.includes(name)) out[name] = plainValue(f, depth)
  }
  for (const [name, value] of Object.entries(fields)) if (!(name in out)) out[name] = value
  return out
}

/** The schema of one row of an operation's success answer (a list's row, or the object). */
function rowSchemaOf(op: Operation): string {
  const m = byId.get(op.id)
  const success = m && Object.entries(m.responses).find(([status, body]) => status.startsWith('2') && body.schema)
  if (!success?.[1].schema) throw new Error(`${op.id}: the contract gives no answer schema`)
  return success[1].schema
}

/** A whole row of `op`'s answer: the given fields, and a plain value of its type for every other required field. */
export function contractRow<O extends Operation>(
  op: O,
  fields: Partial<Record<keyof RowOf<O>, unknown>> & Record<string, unknown>,
): RowOf<O> & Record<string, unknown> {
  return completeRow(rowSchemaOf(op), fields) as RowOf<O> & Record<string, unknown>
}

/**
 * msw handlers answering every `/api/…` request with the contract-driven mock (seeded, admin signed in unless another
 * seeded account is named): put them after a test's own handlers so that what the test does not answer itself
 * (OPTIONS metadata, related lists) is answered as the contract says.
 */
export function contractFallback(username = 'admin') {
  const mock = createMock({ scale: 'small' })
  const { cookie } = signInAs(mock, username)
  const handlers = createHandlers(mock)
  return { mock, cookie, handlers }
}
