// npm run contract:coverage: per resource group, the operations described, how many have a success response
// schema and an example on every response, how many the console calls (named through the generated operations or
// orval's functions and hooks, or called by a generic screen for its list), and the schemas/fields the group
// defines. Fails (exit 1) when an operation lacks a success response schema or any response lacks an example.
import fs from 'node:fs'
import { bundle, bundlePath } from './contract/run.ts'
import { readContract, readSources } from './contract/usage.ts'

type Json = Record<string, unknown>
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'patch']

bundle()
const doc = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Json
const deref = (node: unknown): Json => {
  let cur = node as Json
  for (let i = 0; i < 10 && cur && typeof cur.$ref === 'string'; i++) {
    let next: unknown = doc
    for (const part of (cur.$ref as string).replace(/^#\//, '').split('/')) next = (next as Json)?.[part.replace(/~1/g, '/')]
    cur = next as Json
  }
  return cur ?? {}
}

const contractOps = readContract(doc)
const appSources = readSources(contractOps, ['src']).filter((s) => !s.test)
const named = new Set(appSources.flatMap((s) => [...s.operations]))
const called = new Set([...named, ...appSources.flatMap((s) => [...s.implied])])

interface Row {
  paths: Set<string>
  ops: number
  withSchema: number
  withExamples: number
  called: number
  missing: string[]
}
const rows = new Map<string, Row>()
for (const [p, rawItem] of Object.entries(doc.paths as Json)) {
  const item = deref(rawItem)
  for (const m of METHODS) {
    const op = item[m] as Json | undefined
    if (!op) continue
    const group = ((op.tags as string[]) ?? ['(none)']).find((t) => t !== 'xpack') ?? 'xpack'
    const row = rows.get(group) ?? { paths: new Set(), ops: 0, withSchema: 0, withExamples: 0, called: 0, missing: [] }
    rows.set(group, row)
    row.paths.add(p)
    row.ops++
    if (called.has(String(op.operationId))) row.called++
    const where = `${m.toUpperCase()} ${p}`
    const responses = Object.entries((op.responses as Json) ?? {}).map(([code, r]) => [code, deref(r)] as const)
    const success = responses.filter(([code]) => code.startsWith('2'))
    const schemaOk =
      success.some(([code, r]) => code === '204' || (r.content && Object.values(r.content as Json).some((c) => (c as Json).schema))) ||
      success.every(([, r]) => !r.content)
    if ((schemaOk && success.length) || op['x-always-refused'] === true) row.withSchema++
    else row.missing.push(`${where}: no success response schema`)
    let examplesOk = true
    for (const [code, r] of responses) {
      for (const [media, c] of Object.entries((r.content as Json) ?? {})) {
        const mt = c as Json
        if (mt.example === undefined && !(mt.examples && Object.keys(mt.examples as Json).length)) {
          examplesOk = false
          row.missing.push(`${where} ${code} ${media}: no example`)
        }
      }
    }
    if (examplesOk) row.withExamples++
  }
}

const schemas = Object.entries(((doc.components as Json)?.schemas ?? {}) as Json)
const fields = schemas.reduce((n, [, s]) => n + Object.keys(((s as Json).properties as Json) ?? {}).length, 0)
console.log('group            paths  operations  success-schema  all-examples  called-by-app')
let total = { paths: 0, ops: 0, schema: 0, examples: 0, called: 0 }
const missing: string[] = []
for (const [group, r] of [...rows].sort()) {
  console.log(
    `${group.padEnd(16)} ${String(r.paths.size).padStart(5)}  ${String(r.ops).padStart(10)}  ${String(r.withSchema).padStart(14)}  ${String(r.withExamples).padStart(12)}  ${String(r.called).padStart(13)}`,
  )
  total = {
    paths: total.paths + r.paths.size,
    ops: total.ops + r.ops,
    schema: total.schema + r.withSchema,
    examples: total.examples + r.withExamples,
    called: total.called + r.called,
  }
  missing.push(...r.missing)
}
console.log(
  `${'total'.padEnd(16)} ${String(total.paths).padStart(5)}  ${String(total.ops).padStart(10)}  ${String(total.schema).padStart(14)}  ${String(total.examples).padStart(12)}  ${String(total.called).padStart(13)}`,
)
console.log(
  `the console calls ${called.size} of ${contractOps.size} contract operations (${named.size} named in its code, ${called.size - named.size} more called by the generic screens for their lists)`,
)
console.log(`schemas: ${schemas.length}, schema fields: ${fields}`)
if (missing.length) {
  console.error(missing.map((m) => `✗ ${m}`).join('\n'))
  process.exit(1)
}
