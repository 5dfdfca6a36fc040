// Which contract operations the console calls, and from where (contract:coverage, contract:impact). Reads the
// hand-written sources with the TypeScript parser: an operation is used by a file that imports its generated
// constant (src/generated/operations), its orval function, hook or query key (src/generated/api), or — for the
// generic screens — the operations a `defineResource` list implies (its OPTIONS metadata, its row and bulk delete,
// its import preview). Field names are the string literals and property names a file writes.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { root } from './run.ts'

type Json = Record<string, unknown>

export interface ContractOperation {
  id: string
  method: string
  path: string
  tag: string
  /** Component schemas the operation's bodies and answers name (transitively). */
  schemas: Set<string>
}

export interface SourceFile {
  file: string
  test: boolean
  /** Operation ids the file names. */
  operations: Set<string>
  /** Operation ids the file's generic screens call without naming them. */
  implied: Set<string>
  /** Model types imported from src/generated/model. */
  models: Set<string>
  /** String literals and property names written in the file. */
  words: Set<string>
  /** Resolved relative imports (files of the repository). */
  imports: Set<string>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const

export function readContract(doc: Json): Map<string, ContractOperation> {
  const schemas = ((doc.components as Json)?.schemas ?? {}) as Record<string, Json>
  const refsOf = (node: unknown, out: Set<string>, seen = new Set<unknown>()): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) {
      for (const n of node) refsOf(n, out, seen)
      return
    }
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length)
        if (!out.has(name)) {
          out.add(name)
          refsOf(schemas[name], out, seen)
        }
      } else refsOf(v, out, seen)
    }
  }
  const ops = new Map<string, ContractOperation>()
  for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const m of METHODS) {
      const op = item[m] as Json | undefined
      if (!op) continue
      const used = new Set<string>()
      refsOf({ requestBody: op.requestBody, responses: op.responses }, used)
      ops.set(String(op.operationId), {
        id: String(op.operationId),
        method: m.toUpperCase(),
        path: p,
        tag: ((op.tags as string[]) ?? ['?'])[0],
        schemas: used,
      })
    }
  }
  return ops
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    if (d.isDirectory()) return d.name === 'generated' || d.name === 'node_modules' || d.name.startsWith('.') ? [] : listFiles(p)
    return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith('.d.ts') ? [p] : []
  })
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1)

/** The operation id an orval export names (`usersProfileRetrieve`, `useUsersProfileRetrieve`, `getUsersProfileRetrieveQueryKey` …). */
function orvalOperation(name: string, ops: Map<string, ContractOperation>): string | undefined {
  if (ops.has(name)) return name
  const m =
    /^(?:use|get|prefetch)([A-Z]\w*?)(?:Query|QueryKey|QueryOptions|MutationOptions|Url|Suspense\w*|Infinite\w*|Mutation|MutationResult|MutationBody|MutationError|QueryResult|QueryError)?$/.exec(
      name,
    )
  if (m && ops.has(lowerFirst(m[1]))) return lowerFirst(m[1])
  return undefined
}

/** The operations a generic list screen calls for a list operation (besides the list itself). */
function impliedBy(listId: string, ops: Map<string, ContractOperation>): string[] {
  const list = ops.get(listId)
  if (!list) return []
  const out: string[] = []
  for (const op of ops.values()) {
    if (op.path === list.path && (op.method === 'OPTIONS' || op.method === 'DELETE')) out.push(op.id)
    if (op.path === `${list.path}{id}/` && (op.method === 'DELETE' || op.method === 'OPTIONS')) out.push(op.id)
    if (op.path === `${list.path}render-to-json/`) out.push(op.id)
  }
  return out
}

export function readSources(ops: Map<string, ContractOperation>, dirs = ['src', 'e2e']): SourceFile[] {
  const files = dirs.flatMap((d) => listFiles(path.join(root, d)))
  return files.map((abs) => {
    const text = fs.readFileSync(abs, 'utf8')
    const sf = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest, true, abs.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const rel = path.relative(root, abs)
    const out: SourceFile = {
      file: rel,
      test: /\.test\.tsx?$|^e2e\//.test(rel),
      operations: new Set(),
      implied: new Set(),
      models: new Set(),
      words: new Set(),
      imports: new Set(),
    }
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const from = node.moduleSpecifier.text
        if (from.startsWith('.')) {
          const base = path.resolve(path.dirname(abs), from)
          for (const cand of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
            if (fs.existsSync(cand) && fs.statSync(cand).isFile()) {
              out.imports.add(path.relative(root, cand))
              break
            }
          }
        }
        const names =
          node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)
            ? node.importClause.namedBindings.elements.map((e) => (e.propertyName ?? e.name).text)
            : []
        if (/generated\/operations\//.test(from)) for (const n of names) if (ops.has(n)) out.operations.add(n)
        if (/generated\/api\//.test(from))
          for (const n of names) {
            const id = orvalOperation(n, ops)
            if (id) out.operations.add(id)
          }
        if (/generated\/model/.test(from)) for (const n of names) out.models.add(n)
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.words.add(node.text)
      if (ts.isPropertyAccessExpression(node)) out.words.add(node.name.text)
      if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) out.words.add(node.name.text)
      // defineResource(identity, { list: op, … }) and an identity's `earlyList: op` (src/resources/identities.ts):
      // the generic list also calls the list's metadata, deletes and import
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineResource') {
        const opsArg = node.arguments[1]
        const props = opsArg && ts.isObjectLiteralExpression(opsArg) ? opsArg.properties : []
        for (const p of props) {
          if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'list' && ts.isIdentifier(p.initializer)) {
            for (const id of impliedBy(p.initializer.text, ops)) out.implied.add(id)
          }
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'earlyList' &&
        ts.isIdentifier(node.initializer)
      ) {
        for (const id of impliedBy(node.initializer.text, ops)) out.implied.add(id)
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
    return out
  })
}

/** Every source file that imports one of `files`, directly or not. */
export function importersOf(files: Set<string>, sources: SourceFile[]): Set<string> {
  const found = new Set(files)
  let grew = true
  while (grew) {
    grew = false
    for (const s of sources) {
      if (found.has(s.file)) continue
      if ([...s.imports].some((i) => found.has(i))) {
        found.add(s.file)
        grew = true
      }
    }
  }
  return found
}
