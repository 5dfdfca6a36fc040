// npm run contract:experiment: shows that the console is bound to its contract by the compiler (issue 18, ADR 0010).
//
// For every resource config written with defineResource it removes, from a copy of the contract, one field the
// config names (from its list's row schema) and, in a second run, the path of the config's list; each time it
// regenerates everything from that copy (`npm run generate`'s steps) into a copy of the sources and typechecks it.
// Each change must fail the typecheck in the config that uses it, the error naming the field, or the operation
// whose constant is gone. Nothing in the repository changes: the work happens in `.contract-experiment/` (ignored
// by git), removed at the end unless --keep is given. Exit code 1 when a config does not notice a change.
//
//   npm run contract:experiment [-- --keep]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { bundle, bundlePath, generateInto, root } from './contract/run.ts'
import { readContract, readSources } from './contract/usage.ts'

type Json = Record<string, unknown>

/** A config, with its list operation and one field of the list's rows that it names. */
interface Sample {
  file: string
  list: string
  field: string
  /** Where the list operation is named when not in the config: its identity's `earlyList` (identities.ts). */
  listFile?: string
}

const IDENTITIES = 'src/resources/identities.ts'

const WORK = path.join(root, '.contract-experiment')
const keep = process.argv.includes('--keep')
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options']

function findOperation(doc: Json, id: string): { path: string; op: Json } {
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const m of METHODS) {
      const op = item[m] as Json | undefined
      if (op?.operationId === id) return { path: p, op }
    }
  }
  throw new Error(`no operation ${id} in the contract`)
}

/** The component schema of one row of a list operation's answer (a page's `results` item, or an array item). */
function rowSchemaName(doc: Json, id: string): string {
  const { op } = findOperation(doc, id)
  const schemas = (doc.components as Json).schemas as Record<string, Json>
  const answer = ((((op.responses as Json)['200'] as Json).content as Json)['application/json'] as Json).schema as Json
  const refName = (s: unknown): string | undefined =>
    s && typeof s === 'object' && typeof (s as Json).$ref === 'string'
      ? String((s as Json).$ref)
          .split('/')
          .pop()
      : undefined
  const candidates: unknown[] = [answer, ...(((answer.oneOf ?? answer.anyOf) as unknown[] | undefined) ?? [])]
  for (const c of candidates) {
    const direct = refName(c)
    const schema = direct ? schemas[direct] : (c as Json)
    const items = (schema?.properties as Json | undefined)?.results
      ? ((schema.properties as Json).results as Json).items
      : schema?.type === 'array'
        ? schema.items
        : undefined
    const row = refName(items)
    if (row) return row
  }
  throw new Error(`${id}: no row schema found in its answer`)
}

function removeField(doc: Json, r: { list: string; field: string }): void {
  const schemas = (doc.components as Json).schemas as Record<string, Json>
  const row = rowSchemaName(doc, r.list)
  let removed = 0
  // the retrieve's `…Detail` schema too: a config's detail items are typed against it
  for (const name of [row, `${row}Detail`, `${row}Request`, `Patched${row}Request`]) {
    const props = schemas[name]?.properties as Json | undefined
    if (props && r.field in props) {
      delete props[r.field]
      const required = schemas[name].required as string[] | undefined
      // an empty `required` is not valid OpenAPI: leave it out
      const rest = required?.filter((f) => f !== r.field)
      if (rest?.length) schemas[name].required = rest
      else delete schemas[name].required
      removed += 1
    }
  }
  if (!removed) throw new Error(`${row} has no field ${r.field}`)
}

/** Removes the path of `list` (every method on it) from `doc`; the path is looked up in `contract`. */
function removePath(doc: Json, contract: Json, list: string): string {
  const p = findOperation(contract, list).path
  delete (doc.paths as Json)[p]
  return p
}

/**
 * The configs: files calling `defineResource(identity, { list: <op>, … })`, or `defineResource(identity, ops)` with
 * `const ops = { list: <op>, … }`, or whose identity names the list (`earlyList: <op>` in identities.ts), and for
 * each the first field of its list's rows (other than `id`) that it writes as a literal.
 */
function samplesOf(doc: Json): Sample[] {
  const schemas = (doc.components as Json).schemas as Record<string, Json>
  const identities = fs.readFileSync(path.join(root, IDENTITIES), 'utf8')
  const earlyLists = new Map([...identities.matchAll(/^\s*(\w+): \{[^}]*\bearlyList: (\w+)/gm)].map((m) => [m[1], m[2]]))
  const out: Sample[] = []
  for (const src of readSources(readContract(doc), ['src']).filter((f) => !f.test)) {
    const text = fs.readFileSync(path.join(root, src.file), 'utf8')
    const m = /defineResource(?:<[^>]*>)?\(\s*(?:RESOURCES\.(\w+)|[\w.]+|\{[^}]*\})\s*,\s*(?:\{\s*list:\s*(\w+)|(\w+)|\{)/.exec(text)
    if (!m) continue
    const early = m[1] ? earlyLists.get(m[1]) : undefined
    const list = m[2] ?? (m[3] ? new RegExp(`const ${m[3]} = \\{\\s*list:\\s*(\\w+)`).exec(text)?.[1] : undefined) ?? early
    if (!list) continue
    const props = Object.keys((schemas[rowSchemaName(doc, list)].properties as Json | undefined) ?? {})
    // a field of the list's columns when the config writes them, else any the config names after defineResource(
    const rest = text.slice(m.index)
    const at = rest.indexOf('columns:')
    const names = (part: string) => props.find((p) => p !== 'id' && new RegExp(`(?<![\\w.])'${p}'`).test(part))
    const field = (at >= 0 ? names(rest.slice(at, at + 1500)) : undefined) ?? names(rest)
    if (field) out.push({ file: src.file, list, field, ...(list === early ? { listFile: IDENTITIES } : {}) })
  }
  return out
}

function copyTree(from: string, to: string, skip: (rel: string) => boolean, base = from): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name)
    const rel = path.relative(base, src)
    if (skip(rel)) continue
    const dest = path.join(to, entry.name)
    if (entry.isDirectory()) {
      fs.mkdirSync(dest, { recursive: true })
      copyTree(src, dest, skip, base)
    } else fs.copyFileSync(src, dest)
  }
}

/** A copy of the sources the typecheck reads (src without its generated code, mocks and the scripts they use, locales), once. */
function prepareSources(): void {
  fs.rmSync(WORK, { recursive: true, force: true })
  for (const dir of ['src', 'mocks', 'scripts', 'locales']) {
    fs.mkdirSync(path.join(WORK, dir), { recursive: true })
    copyTree(path.join(root, dir), path.join(WORK, dir), (rel) => dir === 'src' && (rel === 'generated' || rel === '.generated-check'))
  }
  fs.writeFileSync(
    path.join(WORK, 'tsconfig.json'),
    JSON.stringify(
      { extends: '../tsconfig.json', compilerOptions: { incremental: false }, include: ['src', 'mocks'], exclude: [] },
      null,
      2,
    ),
  )
}

/** Regenerates from `doc` into the copy and typechecks it: the errors, by file. */
function typecheckWith(doc: Json, label: string): Map<string, string[]> {
  const bundleFile = path.join(WORK, `${label}.json`)
  fs.writeFileSync(bundleFile, JSON.stringify(doc))
  const generated = path.join(WORK, 'src', 'generated')
  fs.rmSync(generated, { recursive: true, force: true })
  generateInto(path.relative(root, generated), true, bundleFile)
  const res = spawnSync(
    path.join(root, 'node_modules/.bin/tsc'),
    ['-p', path.join(WORK, 'tsconfig.json'), '--noEmit', '--pretty', 'false'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const errors = new Map<string, string[]>()
  for (const line of `${res.stdout}`.split('\n')) {
    const m = /^(.+?)\(\d+,\d+\): error (TS\d+: .*)$/.exec(line)
    if (!m) continue
    const file = path.relative(WORK, path.resolve(root, m[1])).split(path.sep).join('/')
    errors.set(file, [...(errors.get(file) ?? []), m[2]])
  }
  return errors
}

/** `needles`: the texts one of which the error names (a field as a literal type or a property, an operation's constant). */
function report(
  title: string,
  cases: Array<{ change: string; expect: string; needles: string[] }>,
  errors: Map<string, string[]>,
): boolean {
  console.log(`\n${title}`)
  let ok = true
  for (const c of cases) {
    const hit = (errors.get(c.expect) ?? []).find((e) => c.needles.some((n) => e.includes(n)))
    ok &&= Boolean(hit)
    console.log(
      `  ${hit ? '✓' : '✗'} ${c.change} → ${c.expect}${hit ? `: ${hit.length > 150 ? `${hit.slice(0, 147)}...` : hit}` : ': typecheck passed there (the screen is not bound to the contract)'}`,
    )
  }
  const expected = new Set(cases.map((c) => c.expect))
  const others = [...errors.keys()].filter((f) => !expected.has(f)).sort()
  if (others.length) console.log(`  the same changes also fail in: ${others.join(', ')}`)
  return ok
}

function main(): void {
  bundle()
  const contract = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Json
  prepareSources()
  try {
    const baseline = typecheckWith(contract, 'unchanged')
    if (baseline.size) throw new Error(`the unchanged contract does not typecheck in the copy: ${[...baseline.keys()].join(', ')}`)

    const samples = samplesOf(contract)
    console.log(`${samples.length} configs: one field each removed from the contract, then each list's path`)

    const withoutFields = structuredClone(contract)
    for (const r of samples) removeField(withoutFields, r)
    const fieldsOk = report(
      'A field removed from the contract fails the typecheck in the config that names it:',
      samples.map((r) => ({
        change: `${rowSchemaName(contract, r.list)}.${r.field} removed`,
        expect: r.file,
        needles: [`"${r.field}"`, `'${r.field}'`],
      })),
      typecheckWith(withoutFields, 'fields-removed'),
    )

    const withoutPaths = structuredClone(contract)
    const removed = samples.map((r) => removePath(withoutPaths, contract, r.list))
    const pathsOk = report(
      'A path removed from the contract fails the typecheck in the config that lists it:',
      samples.map((r, i) => ({ change: `${removed[i]} removed`, expect: r.listFile ?? r.file, needles: [`'${r.list}'`] })),
      typecheckWith(withoutPaths, 'paths-removed'),
    )

    if (!fieldsOk || !pathsOk) {
      console.error('\ncontract:experiment FAILED: a change to the contract went unnoticed by the typecheck.')
      process.exitCode = 1
    } else console.log('\ncontract:experiment passed: every change failed the typecheck where the screen uses it.')
  } finally {
    if (!keep) fs.rmSync(WORK, { recursive: true, force: true })
  }
}

main()
