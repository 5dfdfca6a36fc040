// npm run contract:probe: proves that the screens speak the contract (issue 18). For every resource config written
// with defineResource, it removes from the generated types one field the config shows (from its row schema) and,
// in a second pass, the config's list operation; the typecheck must then fail in that config, naming the field or
// the operation. Both passes run the compiler over the real sources with the changed generated files kept in
// memory (nothing is written). Exit code 1 when a config does not notice a change.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { bundle, bundlePath, root } from './contract/run.ts'
import { readContract, readSources } from './contract/usage.ts'

type Json = Record<string, unknown>

bundle()
const doc = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Json
const ops = readContract(doc)
const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, Json>

/** The row schema of a list operation: its page's `results` items, or its array items. */
function rowSchema(opId: string): string | undefined {
  const op = ops.get(opId)
  if (!op) return undefined
  const item = (doc.paths as Record<string, Json>)[op.path][op.method.toLowerCase()] as Json
  const res = ((item.responses as Json)['200'] as Json | undefined)?.content as Json | undefined
  const schema = (res?.['application/json'] as Json | undefined)?.schema as Json | undefined
  const refOf = (n: unknown) => (n && typeof n === 'object' && typeof (n as Json).$ref === 'string' ? String((n as Json).$ref).split('/').pop() : undefined)
  for (const branch of ((schema?.oneOf as Json[]) ?? [schema])) {
    const name = refOf(branch)
    if (name && schemas[name]?.properties && (schemas[name].properties as Json).results) return refOf(((schemas[name].properties as Json).results as Json).items)
    if ((branch as Json | undefined)?.type === 'array') return refOf((branch as Json).items)
  }
  return refOf(schema)
}

interface Sample {
  file: string
  list: string
  schema: string
  field: string
}

// the configs: files calling defineResource({ list: <op>, … }) directly
const samples: Sample[] = []
for (const src of readSources(ops, ['src']).filter((s) => !s.test)) {
  const text = fs.readFileSync(path.join(root, src.file), 'utf8')
  const m = /defineResource(?:<[^>]*>)?\(\s*(?:\{\s*list:\s*(\w+)|(\w+))/.exec(text)
  if (!m) continue
  let list = m[1]
  if (!list && m[2]) list = new RegExp(`const ${m[2]} = \\{\\s*list:\\s*(\\w+)`).exec(text)?.[1] ?? ''
  const schema = list && rowSchema(list)
  if (!schema) continue
  const props = Object.keys((schemas[schema].properties as Json) ?? {})
  // a field the config names as a column (`'name'`, or `field: 'name'`), other than id
  const field = props.find((p) => p !== 'id' && new RegExp(`(?<![\\w.])'${p}'`).test(text.slice(text.indexOf('list:', m.index + 20))))
  if (field) samples.push({ file: src.file, list, schema, field })
}

const generated = path.join(root, 'src/generated')
const schemaFile = path.join(generated, 'schema.d.ts')

/** Removes `field` from the component schema block of `schema` in schema.d.ts. */
function withoutField(text: string, schema: string, field: string): string {
  const start = text.indexOf(`\n        ${schema}: {\n`)
  if (start < 0) throw new Error(`schema.d.ts has no ${schema}`)
  const end = text.indexOf('\n        };\n', start)
  const block = text.slice(start, end)
  const changed = block.replace(new RegExp(`\\n            (readonly )?${field}\\??: [^\\n]*(\\n            [^\\n]*)*?;(?=\\n)`), '')
  return text.slice(0, start) + changed + text.slice(end)
}

function typecheck(overrides: Map<string, string>): ts.Diagnostic[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!
  const host = ts.createCompilerHost({ ...config.options, noEmit: true })
  const read = host.readFile.bind(host)
  host.readFile = (f) => overrides.get(path.resolve(f)) ?? read(f)
  const getSource = host.getSourceFile.bind(host)
  host.getSourceFile = (f, lang, onError, fresh) => {
    const text = overrides.get(path.resolve(f))
    return text !== undefined ? ts.createSourceFile(f, text, lang) : getSource(f, lang, onError, fresh)
  }
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true }, host })
  return [...program.getSemanticDiagnostics(), ...program.getSyntacticDiagnostics()]
}

function errorsIn(diagnostics: ts.Diagnostic[], file: string): string[] {
  return diagnostics.filter((d) => d.file && path.relative(root, d.file.fileName) === file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '))
}

console.log(`${samples.length} configs: removing one field each from the generated types, then each list operation`)
let original = fs.readFileSync(schemaFile, 'utf8')
for (const s of samples) original = withoutField(original, s.schema, s.field)
const fieldPass = typecheck(new Map([[schemaFile, original]]))

const opFiles = new Map<string, string>()
for (const s of samples) {
  const tag = ops.get(s.list)!.tag
  const file = path.join(generated, 'operations', `${tag}.ts`)
  const text = opFiles.get(file) ?? fs.readFileSync(file, 'utf8')
  opFiles.set(file, text.replace(new RegExp(`\\n(/\\*\\*[^\\n]*\\*/\\n)?export const ${s.list}: [^\\n]*`), ''))
}
const opPass = typecheck(opFiles)

let missed = 0
for (const s of samples) {
  const fieldSeen = errorsIn(fieldPass, s.file).some((e) => e.includes(s.field))
  const opSeen = errorsIn(opPass, s.file).some((e) => e.includes(s.list))
  if (!fieldSeen || !opSeen) missed++
  console.log(`${fieldSeen && opSeen ? '✓' : '✗'} ${s.file}: without ${s.schema}.${s.field} ${fieldSeen ? 'fails' : 'PASSES'}, without ${s.list} ${opSeen ? 'fails' : 'PASSES'}`)
}
if (missed) {
  console.error(`\n${missed} config(s) did not notice a change of the contract.`)
  process.exit(1)
}
console.log(`\nEvery config fails the typecheck when its field or its list operation leaves the contract.`)
