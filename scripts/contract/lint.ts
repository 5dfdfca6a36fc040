// Project rules for the contract that the generic linter does not have:
//  - every component defined in openapi/components/** is referenced somewhere (no unused components);
//  - every /api/v1 path ends with a slash, unless its path item says x-no-trailing-slash (a few real xpack paths);
//  - every operation has exactly one known tag and a unique operationId;
//  - every response that has a body has a schema and an example;
//  - every operation has at least one 2xx response.
import fs from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'

type Json = Record<string, unknown>
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function walkFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    return d.isDirectory() ? walkFiles(p) : /\.ya?ml$/.test(d.name) ? [p] : []
  })
}

function collectRefs(node: unknown, out: string[]): void {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out))
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v)
      else collectRefs(v, out)
    }
  }
}

/** Component keys (file#/pointer) that no $ref anywhere in openapi/ points at. */
export function unusedComponents(openapiDir: string): string[] {
  const files = walkFiles(openapiDir).filter((f) => !f.includes(`${path.sep}dist${path.sep}`) && !f.endsWith('redocly.yaml'))
  const used = new Set<string>()
  const docs = new Map<string, Json>()
  for (const f of files) {
    const doc = (yaml.load(fs.readFileSync(f, 'utf8')) ?? {}) as Json
    docs.set(f, doc)
    const refs: string[] = []
    collectRefs(doc, refs)
    for (const ref of refs) {
      const [file, pointer = ''] = ref.split('#')
      const target = file ? path.resolve(path.dirname(f), file) : f
      used.add(`${target}#${pointer}`)
    }
  }
  const unused: string[] = []
  const componentsDir = path.join(openapiDir, 'components')
  for (const [f, doc] of docs) {
    if (!f.startsWith(componentsDir)) continue
    const isCommon = path.basename(f) === 'common.yaml'
    const sections = isCommon ? Object.entries(doc).map(([section, body]) => [section, body as Json] as const) : [['', doc] as const]
    for (const [section, body] of sections) {
      for (const key of Object.keys(body ?? {})) {
        const pointer = section ? `/${section}/${key}` : `/${key}`
        if (!used.has(`${f}#${pointer}`)) unused.push(`${path.relative(openapiDir, f)}#${pointer}`)
      }
    }
  }
  return unused
}

function resolve(doc: Json, node: unknown): Json {
  let cur = node as Json
  for (let i = 0; i < 20 && cur && typeof cur === 'object' && typeof cur.$ref === 'string'; i++) {
    const pointer = (cur.$ref as string).replace(/^#\//, '').split('/')
    let next: unknown = doc
    for (const part of pointer) next = (next as Json)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')]
    cur = next as Json
  }
  return cur ?? {}
}

/** Problems found in the bundled document. */
export function bundleProblems(doc: Json): string[] {
  const problems: string[] = []
  const tags = new Set(((doc.tags as Json[]) ?? []).map((t) => t.name as string))
  const ids = new Map<string, string>()
  for (const [p, rawItem] of Object.entries((doc.paths as Json) ?? {})) {
    const item = resolve(doc, rawItem)
    if (p.startsWith('/api/v1/') && !p.endsWith('/') && item['x-no-trailing-slash'] !== true)
      problems.push(`${p}: /api/v1 path without a trailing slash`)
    for (const m of METHODS) {
      const op = item[m] as Json | undefined
      if (!op) continue
      const where = `${m.toUpperCase()} ${p}`
      const opTags = (op.tags as string[]) ?? []
      const groupTags = opTags.filter((t) => t !== 'xpack')
      if (groupTags.length !== 1 && !(opTags.length === 1 && opTags[0] === 'xpack'))
        problems.push(`${where}: needs exactly one resource-group tag (has ${JSON.stringify(opTags)})`)
      for (const t of opTags) if (!tags.has(t)) problems.push(`${where}: tag "${t}" is not declared`)
      const id = op.operationId as string | undefined
      if (!id) problems.push(`${where}: no operationId`)
      else if (ids.has(id)) problems.push(`${where}: operationId ${id} also used by ${ids.get(id)}`)
      else ids.set(id, where)
      const responses = (op.responses as Json) ?? {}
      // An operation the real server always refuses (e.g. DELETE on tickets, 405) is described so that nobody
      // builds on it; it must say so with x-always-refused.
      if (!Object.keys(responses).some((c) => c.startsWith('2')) && op['x-always-refused'] !== true)
        problems.push(`${where}: no 2xx response`)
      for (const [code, rawResp] of Object.entries(responses)) {
        const resp = resolve(doc, rawResp)
        const content = resp.content as Json | undefined
        if (!content) continue
        for (const [media, rawMedia] of Object.entries(content)) {
          const mt = rawMedia as Json
          if (!mt.schema) problems.push(`${where} ${code} ${media}: no schema`)
          const hasExample = mt.example !== undefined || (mt.examples && Object.keys(mt.examples as Json).length > 0)
          if (!hasExample) problems.push(`${where} ${code} ${media}: no example`)
        }
      }
    }
  }
  return problems
}
