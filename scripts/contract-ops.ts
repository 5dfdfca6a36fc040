// Contract → typed operation references for the console (part of `npm run generate`).
//
//   npx tsx scripts/contract-ops.ts [--bundle openapi/dist/openapi.json] [--out src/generated/operations]
//
// Writes one module per tag with a constant per operation (`assetsLabelsList`: id, method and path template),
// typed by the operation's id so that openapi-typescript's `operations` (src/generated/schema.d.ts) gives its
// parameters, body and answer. A screen names the operations it calls through these constants: a path removed
// from the contract removes the constant, and a field removed from a schema removes it from the typed rows, so
// either fails the typecheck where the screen uses it. The constants are only that (id, method, path). `bodies.ts` maps the operations with a JSON body to
// a loader of orval's zod schema of that body (forms validate with it; loaded with the first form). `checks.ts` maps
// every operation to the zod schema of its success answer, for the response checks the HTTP layer runs in
// development and tests (never in production).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

type Json = Record<string, unknown>
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const

const { values } = parseArgs({
  options: {
    bundle: { type: 'string', default: 'openapi/dist/openapi.json' },
    out: { type: 'string', default: 'src/generated/operations' },
  },
})
const doc = JSON.parse(readFileSync(values.bundle!, 'utf8')) as Json
const outDir = values.out!
// the zod modules sit beside this folder (orval writes them to <generated>/zod/<tag>/<tag>.zod.ts)
const zodDir = path.join(path.dirname(outDir), 'zod')

interface Op {
  id: string
  method: string
  path: string
  tag: string
  summary: string
  hasJsonBody: boolean
  successJson: boolean
  /** The JSON request body's schema, as the contract writes it. */
  body?: Json
}

const ops: Op[] = []
for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
  for (const m of METHODS) {
    const op = item[m] as Json | undefined
    if (!op) continue
    const body = op.requestBody as Json | undefined
    const content = (body?.content ?? {}) as Json
    const responses = (op.responses ?? {}) as Record<string, Json>
    const success = Object.keys(responses)
      .filter((s) => /^2\d\d$/.test(s))
      .sort()[0]
    const successContent = success ? ((responses[success].content ?? {}) as Json) : {}
    ops.push({
      id: String(op.operationId),
      method: m.toUpperCase(),
      path: p,
      tag: ((op.tags as string[] | undefined) ?? ['common'])[0],
      summary: String(op.summary ?? ''),
      hasJsonBody: 'application/json' in content,
      body: ((content as Record<string, Json>)['application/json']?.schema as Json | undefined) ?? undefined,
      // a `$ref` response (e.g. NoContent) has no content here: nothing to check
      successJson: 'application/json' in successContent,
    })
  }
}
ops.sort((a, b) => (a.tag === b.tag ? a.id.localeCompare(b.id) : a.tag.localeCompare(b.tag)))

/** orval's zod export names: `AssetsLabelsCreateBody`, `AssetsLabelsListResponse`. */
const pascal = (id: string) => id[0].toUpperCase() + id.slice(1)
const zodExports = new Map<string, Set<string>>()
function zodHas(tag: string, name: string): boolean {
  let names = zodExports.get(tag)
  if (!names) {
    let text: string
    try {
      text = readFileSync(path.join(zodDir, tag, `${tag}.zod.ts`), 'utf8')
    } catch {
      text = ''
    }
    names = new Set([...text.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]))
    zodExports.set(tag, names)
  }
  return names.has(name)
}

const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>
const refName = (s: unknown): string | undefined =>
  s && typeof s === 'object' && typeof (s as Json).$ref === 'string'
    ? String((s as Json).$ref)
        .split('/')
        .pop()
    : undefined

/**
 * The polymorphic fields of an operation's body (its object option when the body is `one object | array`): a field
 * whose `anyOf`/`oneOf` has a discriminator on a sibling property (`x-discriminator` with `in: parent`).
 */
function variantsOf(o: Op): Record<string, { by: string; options: Record<string, number> }> {
  const out: Record<string, { by: string; options: Record<string, number> }> = {}
  const top = o.body
  const object = [top, ...(((top?.oneOf ?? top?.anyOf) as unknown[] | undefined) ?? [])].map(refName).find((n) => n && schemas[n])
  const props = (object ? (schemas[object].properties as Record<string, Json> | undefined) : undefined) ?? {}
  for (const [name, field] of Object.entries(props)) {
    const branches = ((field.anyOf ?? field.oneOf) as unknown[] | undefined)?.map(refName)
    const disc = (field['x-discriminator'] ?? field.discriminator) as Json | undefined
    if (!branches || !disc || disc.in !== 'parent') continue
    const options: Record<string, number> = {}
    for (const [value, target] of Object.entries((disc.mapping ?? {}) as Record<string, string>)) {
      const index = branches.indexOf(target.split('/').pop())
      if (index >= 0) options[value] = index
    }
    out[name] = { by: String(disc.propertyName), options }
  }
  return out
}

const HEADER = '// Generated by scripts/contract-ops.ts from openapi/ (npm run generate): never edit by hand.\n'
const literal = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const tags = [...new Set(ops.map((o) => o.tag))]
for (const tag of tags) {
  const mine = ops.filter((o) => o.tag === tag)
  const lines = [
    HEADER,
    `// The operations of the contract's "${tag}" group, as typed references (see src/http/operation.ts).`,
    "import type { Operation } from '../../http/operation'",
    '',
  ]
  for (const o of mine) {
    lines.push(`/** ${o.summary.replace(/\*\//g, '*\\/')} — ${o.method} ${o.path} */`)
    lines.push(
      `export const ${o.id}: Operation<${literal(o.id)}> = { id: ${literal(o.id)}, method: ${literal(o.method)}, path: ${literal(o.path)} }`,
    )
  }
  writeFileSync(path.join(outDir, `${tag}.ts`), `${lines.join('\n')}\n`)
}

const zodLoaders = tags.map((tag) => `const ${tag.replace(/\W/g, '_')}Zod = () => import(${literal(`../zod/${tag}/${tag}.zod`)})`)

// the request bodies: every operation with a JSON body that orval made a zod schema of
const bodies = [
  HEADER,
  "// The zod schema of each operation's JSON request body, by operation id (forms validate with it: loaded with the",
  '// first form, never with a list).',
  "import type { ZodType } from 'zod'",
  "import type { BodyVariant, OperationId } from '../../http/operation'",
  '',
  ...zodLoaders,
  '',
  'export const requestBodies: Partial<Record<OperationId, () => Promise<ZodType>>> = {',
]
for (const o of ops) {
  const name = `${pascal(o.id)}Body`
  if (!o.hasJsonBody || !zodHas(o.tag, name)) continue
  bodies.push(`  ${o.id}: () => ${o.tag.replace(/\W/g, '_')}Zod().then((m) => m.${name}),`)
}
bodies.push('}', '')
bodies.push(
  '// A polymorphic body field (application attrs, storage meta, ticket meta, cloud account attrs): the discriminating',
  "// sibling property and, per value, the index of the value's variant in the field's zod union.",
  'export const bodyVariants: Partial<Record<OperationId, Record<string, BodyVariant>>> = {',
)
for (const o of ops) {
  if (!o.hasJsonBody || !zodHas(o.tag, `${pascal(o.id)}Body`)) continue
  const variants = variantsOf(o)
  if (Object.keys(variants).length) bodies.push(`  ${o.id}: ${JSON.stringify(variants)},`)
}
bodies.push('}', '')
bodies.push(
  "// The success answer's zod schema of each write with a JSON body: a form checks what its save answered, so that a",
  '// 200 whose body is not the saved object is not reported as saved (issue 23). Same modules as the bodies.',
  'export const writeAnswers: Partial<Record<OperationId, () => Promise<ZodType>>> = {',
)
for (const o of ops) {
  const name = `${pascal(o.id)}Response`
  if (!o.hasJsonBody || !o.successJson || !['POST', 'PUT', 'PATCH'].includes(o.method) || !zodHas(o.tag, name)) continue
  bodies.push(`  ${o.id}: () => ${o.tag.replace(/\W/g, '_')}Zod().then((m) => m.${name}),`)
}
bodies.push('}')
writeFileSync(path.join(outDir, 'bodies.ts'), `${bodies.join('\n')}\n`)

// the response checks: every operation whose success answer is JSON, by tag module (loaded only when checked)
const check = [
  HEADER,
  "// Every operation with its success answer's zod schema, for the response checks of the HTTP layer in development and",
  '// tests (src/http/responseCheck.ts). Nothing in a production build imports this module.',
  "import type { ZodType } from 'zod'",
  '',
  'export interface OperationCheck {',
  '  id: string',
  '  method: string',
  '  path: string',
  '  response: () => Promise<ZodType>',
  '}',
  '',
  ...zodLoaders,
  '',
  'export const operationChecks: OperationCheck[] = [',
]
for (const o of ops) {
  const name = `${pascal(o.id)}Response`
  if (!o.successJson || !zodHas(o.tag, name)) continue
  check.push(
    `  { id: ${literal(o.id)}, method: ${literal(o.method)}, path: ${literal(o.path)}, response: () => ${o.tag.replace(/\W/g, '_')}Zod().then((m) => m.${name}) },`,
  )
}
check.push(']')
writeFileSync(path.join(outDir, 'checks.ts'), `${check.join('\n')}\n`)
console.log(`contract-ops: ${ops.length} operations in ${tags.length} modules → ${outDir}`)
