// Rows for every resource that no dedicated seed filled: a few per organisation, built from the contract schema
// (names, choices, related ids picked from the related collections), so every list has data to show.
import type { Row } from '../db/store'
import { isDatetimeField, type FieldMeta } from '../engine/contract'
import { allResources, collectionOf, resourceByListUrl } from '../engine/resource'
import { getSchemaFor } from '../engine/crud'
import { contract } from '../engine/contract'
import type { SeedContext } from './core'
import { DAY } from './core'

function valueFor(c: SeedContext, name: string, f: FieldMeta, i: number, label: string): unknown {
  const { rng } = c
  if (f.enum?.length) return f.enum[i % f.enum.length]
  if (isDatetimeField(f)) return c.anchor - rng.int(0, 60) * DAY - rng.int(0, 86000) * 1000
  if (f.relatedUrl || f.items?.relatedUrl) {
    const r = resourceByListUrl(f.relatedUrl ?? f.items?.relatedUrl)
    const rows = r ? collectionOf(c.state, r).all() : []
    if (f.type === 'array')
      return rows.length
        ? rng
            .sample(rows, Math.min(rows.length, rng.int(1, 3)))
            .map((x) => (f.items?.format === 'uuid' || !f.items?.type ? x.id : (x.name ?? x.id)))
        : []
    if (!rows.length) return f.nullable ? null : ''
    const pick = rng.pick(rows)
    return f.format === 'uuid' || !f.type ? pick.id : (pick.name ?? pick.id)
  }
  switch (f.type) {
    case 'string':
      if (f.format === 'uuid') return rng.uuid()
      if (f.format === 'email') return `${label}${i}@example.com`
      if (f.format === 'ipv4' || /(^ip$|_ip$|address)/.test(name)) return `10.${rng.int(0, 20)}.${rng.int(0, 255)}.${rng.int(1, 254)}`
      if (/^(name|hostname|username|title|subject)$/.test(name)) return `${label}-${String(i + 1).padStart(2, '0')}`
      if (/comment|description/.test(name)) return rng.pick(['', '示例数据', 'seeded by the mock'])
      if (/created_by|user_display|applicant_display/.test(name)) return 'admin'
      return f.maxLength && f.maxLength < 8 ? '' : `${name}-${i + 1}`
    case 'integer': {
      const lo = f.minimum ?? 0
      return rng.int(lo, Math.max(lo, f.maximum ?? lo + 100))
    }
    case 'number':
      return rng.int(0, 1000) / 10
    case 'boolean':
      return rng.bool(0.7)
    case 'array': {
      if (f.items?.enum?.length) return [f.items.enum[0]]
      const n = f.minItems ?? 0
      if (!n || !f.items) return []
      // e.g. protocols "name/port"
      if (f.items.pattern?.includes('ssh')) return ['ssh/22']
      return Array.from({ length: n }, (_, k) => valueFor(c, name, f.items!, i + k, label))
    }
    case 'object': {
      const fields = f.fields ?? contract.schema(f.ref)?.fields
      if (!fields) return {}
      const out: Record<string, unknown> = {}
      for (const [k, sub] of Object.entries(fields)) {
        if (sub.displayOf) continue
        const v = valueFor(c, k, sub, i, label)
        if (v !== undefined) out[k] = v
      }
      return out
    }
    default:
      return undefined
  }
}

export function seedGeneric(c: SeedContext): void {
  const pending: Array<{ coll: ReturnType<typeof collectionOf>; rows: Row[]; fields: Array<[string, FieldMeta]>; label: string }> = []
  for (const r of allResources()) {
    const coll = collectionOf(c.state, r)
    if (coll.size || r.parentField === '_parent' || r.path.includes('{')) continue
    const schemaName = getSchemaFor(r.path)
    const schema = contract.schema(schemaName)
    if (!schema) continue
    const label = r.path.split('/').filter(Boolean).pop()!.replace(/s$/, '')
    const orgs = r.orgScoped ? c.orgs : [null]
    const rows: Row[] = []
    for (const org of orgs) {
      const n = org === c.orgs[0] || !r.orgScoped ? 6 : 2
      for (let i = 0; i < n; i++) {
        const row: Row = { id: c.rng.uuid() }
        for (const [name, f] of Object.entries(schema.fields)) {
          if (name === 'id' || name === 'org_id' || name === 'org_name' || f.displayOf) continue
          if (r.compute && f.readOnly) continue
          const v = valueFor(c, name, f, rows.length, label)
          if (v !== undefined) row[name] = v
        }
        if (org) row.org_id = org
        rows.push(row)
      }
    }
    coll.load(rows)
    pending.push({
      coll,
      rows,
      fields: Object.entries(schema.fields).filter(([name, f]) => !f.displayOf && relatedOf(f) && name !== 'org_id'),
      label,
    })
  }
  // a second pass for references to collections seeded after the referring one
  for (const { coll, rows, fields, label } of pending) {
    rows.forEach((row, i) => {
      for (const [name, f] of fields) {
        const v = row[name]
        if (v === '' || v === null || (Array.isArray(v) && !v.length)) {
          const again = valueFor(c, name, f, i, label)
          if (again !== undefined) row[name] = again
        }
      }
    })
    coll.touch()
  }
}

const relatedOf = (f: FieldMeta): string | undefined => f.relatedUrl ?? f.items?.relatedUrl
