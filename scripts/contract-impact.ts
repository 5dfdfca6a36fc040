// npm run contract:impact -- <operationId | path | Schema.field> [...]
// What a contract change would touch: the screens and configs that call the operation (or every operation of the
// path, or every operation whose bodies or answers use the schema and whose callers name the field), and the tests
// that exercise them (unit tests importing them, e2e specs naming the path). For a backend team proposing a change.
import fs from 'node:fs'
import { bundle, bundlePath } from './contract/run.ts'
import { importersOf, readContract, readSources, type ContractOperation } from './contract/usage.ts'

const targets = process.argv.slice(2).filter((a) => a !== '--')
if (!targets.length) {
  console.error('usage: npm run contract:impact -- <operationId | /api/v1/path/ | "GET /api/v1/path/" | Schema.field> [...]')
  process.exit(2)
}
bundle()
const ops = readContract(JSON.parse(fs.readFileSync(bundlePath, 'utf8')))
const sources = readSources(ops)

let unknown = 0
for (const target of targets) {
  let chosen: ContractOperation[] = []
  let field: string | undefined
  let schema: string | undefined
  const byMethod = /^(GET|POST|PUT|PATCH|DELETE|OPTIONS)\s+(\S+)$/i.exec(target)
  if (ops.has(target)) chosen = [ops.get(target)!]
  else if (byMethod || target.startsWith('/')) {
    const raw = byMethod ? byMethod[2] : target
    const wanted = (raw.startsWith('/api/') ? raw : `/api/v1${raw.startsWith('/') ? '' : '/'}${raw}`).replace(/\/?$/, '/')
    chosen = [...ops.values()].filter((o) => o.path === wanted && (!byMethod || o.method === byMethod[1].toUpperCase()))
  } else if (/^\w+\.\w+$/.test(target)) {
    ;[schema, field] = target.split('.')
    chosen = [...ops.values()].filter((o) => o.schemas.has(schema!))
  }
  console.log(`\n${target}`)
  if (!chosen.length) {
    console.log('  no such operation, path or schema in the contract')
    unknown++
    continue
  }
  const ids = new Set(chosen.map((o) => o.id))
  const paths = new Set(chosen.map((o) => o.path))
  console.log(`  operations: ${[...ids].sort().join(', ')}`)
  const callers = sources.filter(
    (s) =>
      !s.test &&
      [...s.operations, ...s.implied, ...[...s.models].filter((m) => m === schema)].some((x) => ids.has(x) || x === schema) &&
      (!field || s.words.has(field)),
  )
  const direct = new Set(callers.map((c) => c.file))
  const reach = importersOf(direct, sources)
  const screens = [...reach].filter((f) => !sources.find((s) => s.file === f)?.test).sort()
  // the console routes of those screens (`path: '/assets/labels'`), which e2e specs open under /ui/
  const routes = new Set(
    callers.flatMap((c) => [...c.words].filter((w) => /^\/[a-z-]+\/[a-z-]+(\/[a-z-]+)*$/.test(w) && !w.startsWith('/api/'))),
  )
  const opensRoute = (w: string) => [...routes].some((r) => w === `/ui${r}` || w.startsWith(`/ui${r}/`) || w.startsWith(`/ui${r}?`))
  const tests = sources
    .filter(
      (s) =>
        s.test &&
        (reach.has(s.file) ||
          [...s.words].some((w) => [...paths].some((p) => w.includes(p)) || ids.has(w) || opensRoute(w)) ||
          [...s.operations].some((o) => ids.has(o))),
    )
    .map((s) => s.file)
    .sort()
  console.log(field ? `  code naming "${field}" with them (${callers.length}):` : `  code calling them (${callers.length}):`)
  for (const c of callers.sort((a, b) => a.file.localeCompare(b.file)))
    console.log(
      `    ${c.file}${[...c.implied].some((i) => ids.has(i)) && ![...c.operations].some((o) => ids.has(o)) ? ' (through its generic list)' : ''}`,
    )
  const around = screens.filter((f) => !direct.has(f))
  if (around.length) {
    console.log(`  code built on that code (${around.length}):`)
    for (const f of around) console.log(`    ${f}`)
  }
  console.log(`  tests (${tests.length}):`)
  for (const t of tests) console.log(`    ${t}`)
}
process.exit(unknown ? 1 : 0)
