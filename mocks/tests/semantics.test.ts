// @vitest-environment node
// Issue 5 part 2, over every list of the contract instead of one example each: every documented filter, search
// field and order field (`x-jms-list`) and `fields_size` where the serializer has mini/small field sets.
import { describe, expect, it } from 'vitest'
import { type Client, serverForFile } from './client'
import { contract, isDatetimeField, type OperationMeta } from '../engine/contract'

let admin: Client
serverForFile((_srv, a) => {
  admin = a
})

type R = Record<string, unknown> & { id?: string }

const lists = Object.values(contract.meta.operations).filter(
  (op): op is OperationMeta & { list: NonNullable<OperationMeta['list']> } => op.method === 'GET' && !!op.list && !op.path.includes('{'),
)
const primitive = (v: unknown): v is string | number | boolean =>
  (typeof v === 'string' && v !== '') || typeof v === 'number' || typeof v === 'boolean'
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`

/** Datetimes are compared as instants (with fractions of seconds), not as their text: left out here. */
function textual(op: OperationMeta, field: string): boolean {
  const schema = contract.schema(Object.entries(op.responses).find(([st, b]) => st.startsWith('2') && b.schema)?.[1].schema)
  return !isDatetimeField(schema?.fields[field])
}

async function sample(path: string): Promise<R[]> {
  const r = await admin.get(q(path, { limit: '20' }))
  return r.status === 200 && Array.isArray(r.json?.results) ? (r.json.results as R[]) : []
}

describe('every list of the contract', () => {
  it('applies each documented filter (rows all carry the value, the sampled row among them)', async () => {
    const failures: string[] = []
    let checked = 0
    for (const op of lists) {
      const rows = await sample(op.path)
      for (const f of op.list.filter.filter((x) => textual(op, x))) {
        const row = rows.find((x) => primitive(x[f]) && x.id)
        if (!row) continue
        const want = String(row[f])
        const r = await admin.get(q(op.path, { [f]: want }))
        checked++
        const got = Array.isArray(r.json) ? (r.json as R[]) : null
        if (!got) failures.push(`${op.operationId} ?${f}=${want}: ${r.status} ${r.text.slice(0, 80)}`)
        else if (!got.some((x) => x.id === row.id)) failures.push(`${op.operationId} ?${f}=${want}: the row it came from is missing`)
        else if (!got.every((x) => String(x[f]) === want)) failures.push(`${op.operationId} ?${f}=${want}: other values kept`)
      }
    }
    expect(checked).toBeGreaterThan(30)
    expect(failures).toEqual([])
  }, 120000)

  it('searches each documented search field (the row is found by a word of its value)', async () => {
    const failures: string[] = []
    let checked = 0
    for (const op of lists) {
      const rows = await sample(op.path)
      for (const f of op.list.search.filter((x) => textual(op, x))) {
        const row = rows.find((x) => typeof x[f] === 'string' && (x[f] as string).trim() && x.id)
        if (!row) continue
        const word = (row[f] as string).trim().split(/[\s,]+/)[0]
        const r = await admin.get(q(op.path, { search: word }))
        checked++
        const got = Array.isArray(r.json) ? (r.json as R[]) : null
        if (!got) failures.push(`${op.operationId} ?search=${word}: ${r.status}`)
        else if (!got.some((x) => x.id === row.id)) failures.push(`${op.operationId} ?search=${word} (${f}): the row is missing`)
      }
    }
    expect(checked).toBeGreaterThan(30)
    expect(failures).toEqual([])
  }, 120000)

  it('orders by each documented order field, descending with "-"', async () => {
    const failures: string[] = []
    let checked = 0
    const cmp = (a: unknown, b: unknown): number => {
      if (a === b) return 0
      if (a === null || a === undefined) return -1
      if (b === null || b === undefined) return 1
      if (typeof a === 'number' && typeof b === 'number') return a - b
      if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
      return String(a) < String(b) ? -1 : 1
    }
    const sorted = (vals: unknown[], dir: 1 | -1) => vals.every((v, i) => i === 0 || dir * cmp(vals[i - 1], v) <= 0)
    for (const op of lists) {
      if (!op.list.order) continue
      const rows = await sample(op.path)
      for (const f of op.list.order.filter((x) => textual(op, x))) {
        const values = rows.map((x) => x[f])
        if (!values.some(primitive) || new Set(values.map(String)).size < 2 || values.some((v) => typeof v === 'object' && v !== null))
          continue
        checked++
        for (const [order, dir] of [
          [f, 1],
          [`-${f}`, -1],
        ] as const) {
          const r = await admin.get(q(op.path, { order }))
          const got = Array.isArray(r.json) ? (r.json as R[]).map((x) => x[f]) : null
          if (!got) failures.push(`${op.operationId} ?order=${order}: ${r.status}`)
          else if (!sorted(got, dir)) failures.push(`${op.operationId} ?order=${order}: not in order`)
        }
      }
    }
    expect(checked).toBeGreaterThan(5)
    expect(failures).toEqual([])
  }, 120000)

  it('trims rows to the mini and small field sets of the serializer with fields_size', async () => {
    const failures: string[] = []
    let checked = 0
    for (const op of lists) {
      if (!op.query.includes('fields_size')) continue
      const schemaName = op.responses['200']?.schema
      const schema = contract.schema(schemaName)
      if (!schema) continue
      const readable = Object.keys(schema.fields).filter((k) => !schema.fields[k].writeOnly)
      for (const [size, set] of [
        ['mini', schema.fieldsMini],
        ['small', schema.fieldsSmall],
      ] as const) {
        if (!set) continue
        const r = await admin.get(q(op.path, { fields_size: size, limit: '1' }))
        const row = r.json?.results?.[0] as R | undefined
        if (!row) continue
        checked++
        const want = readable.filter((k) => set.includes(k)).sort()
        if (JSON.stringify(Object.keys(row).sort()) !== JSON.stringify(want))
          failures.push(`${op.operationId} fields_size=${size}: ${Object.keys(row).sort().join(',')} ≠ ${want.join(',')}`)
      }
    }
    expect(checked).toBeGreaterThan(5)
    expect(failures).toEqual([])
  }, 120000)
})
