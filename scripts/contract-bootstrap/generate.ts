// Bootstrap of the OpenAPI contract from the reference facts of the real API.
//
//   npx tsx scripts/contract-bootstrap/generate.ts --reference <dir with endpoints.json + serializers.json> --out openapi [--check] [--report <file>]
//
// Writes openapi/openapi.yaml, openapi/components/common.yaml, openapi/components/schemas/<group>.yaml,
// openapi/paths/<group>.yaml and openapi/README.md (never the xpack files, which are written by hand). Everything
// the reference cannot give lives in data files next to this script: zh.json (Chinese labels and choice names) and
// overrides/ (schema names and types, hand-described custom views, example fixtures, the README text). The run is
// deterministic; `--check` compares instead of writing and exits 1 on any difference; `--report` lists the example
// fields that were filled from the schema rather than from a fixture (for review).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ctx, type Json, type JsonObject, GROUPS, isObject, loadOverrides } from './lib/context.ts'
import { loadReference } from './lib/reference.ts'
import { Schemas } from './lib/schemas.ts'
import { Examples } from './lib/examples.ts'
import { Operations, type PathOut, pathKey } from './lib/operations.ts'
import { commonComponents } from './lib/common.ts'
import { parseYaml, toYaml } from './lib/yaml.ts'
import { readme } from './lib/readme.ts'

const here = path.dirname(fileURLToPath(import.meta.url))

function args(): { reference: string; out: string; check: boolean; report: string | null } {
  const a = process.argv.slice(2)
  const get = (n: string) => {
    const i = a.indexOf(n)
    return i >= 0 ? a[i + 1] : undefined
  }
  const reference = get('--reference')
  const out = get('--out') ?? 'openapi'
  if (!reference) {
    console.error('usage: generate.ts --reference <dir> --out <openapi dir> [--check] [--report <file>]')
    process.exit(2)
  }
  return { reference, out, check: a.includes('--check'), report: get('--report') ?? null }
}

/** Rewrites symbolic refs (`schema:X`, `common:section/X`) for a file at `from` ('path' | 'schema' | 'root'). */
function rewrite(node: Json, from: 'path' | 'schema', fileGroup: string, groupOf: (name: string) => string): Json {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, from, fileGroup, groupOf))
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      if (v.startsWith('schema:')) {
        const name = v.slice(7)
        const g = groupOf(name)
        out[k] = from === 'path' ? `../components/schemas/${g}.yaml#/${name}` : g === fileGroup ? `#/${name}` : `./${g}.yaml#/${name}`
      } else if (v.startsWith('common:')) {
        out[k] = `${from === 'path' ? '../components/common.yaml' : '../common.yaml'}#/${v.slice(7)}`
      } else out[k] = v
    } else out[k] = rewrite(v, from, fileGroup, groupOf)
  }
  return out
}

function collectSymbolic(node: Json, out: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => collectSymbolic(n, out))
  else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('schema:')) out.add(v.slice(7))
      else collectSymbolic(v, out)
    }
  }
}

function main(): void {
  const opts = args()
  const ref = loadReference(opts.reference)
  const zh = JSON.parse(fs.readFileSync(path.join(here, 'zh.json'), 'utf8')) as Record<string, string>
  const ov = loadOverrides(path.join(here, 'overrides'))
  const ctx = new Ctx(ref, zh, ov)
  const schemas = new Schemas(ctx)
  const examples = new Examples(ctx, schemas)
  const ops = new Operations(ctx, schemas, examples)

  const served = ref.endpoints.filter((e) => e.status === 'ok').sort((a, b) => a.path.localeCompare(b.path))
  const outs: PathOut[] = served.map((e) => ops.build(e))
  for (const [template, spec] of Object.entries(ov.extraPaths).sort(([a], [b]) => a.localeCompare(b))) outs.push(ops.buildExtra(template, spec))
  for (const k of Object.keys(ov.operations)) if (!ops.usedOverrides.has(k)) ctx.problem(`override "${k}" matches no operation`)
  for (const k of Object.keys(ov.listFilters)) if (!served.some((e) => e.path === k)) ctx.problem(`list-filters "${k}" matches no path`)
  for (const o of outs) if (!(GROUPS as readonly string[]).includes(o.group)) ctx.problem(`${o.template}: unknown group ${o.group}`)

  // Every schema reachable from the paths, transitively (building serializer schemas on demand).
  const reachable = new Set<string>()
  const queue: string[] = []
  const seed = new Set<string>()
  for (const o of outs) collectSymbolic(o.item, seed)
  queue.push(...seed)
  while (queue.length) {
    const name = queue.shift()!
    if (reachable.has(name)) continue
    if (!schemas.ensure(name) && !schemas.built.has(name)) {
      ctx.problem(`unknown schema ${name}`)
      continue
    }
    reachable.add(name)
    const inner = new Set<string>()
    collectSymbolic(schemas.built.get(name)!.schema, inner)
    queue.push(...[...inner].filter((n) => !reachable.has(n)))
  }
  const groupOf = (name: string) => schemas.built.get(name)?.group ?? 'common'

  const files = new Map<string, string>()
  /** YAML text of a document, checked to parse back to the same data. */
  const yamlOf = (doc: JsonObject, comment: string, rel: string): string => {
    const text = toYaml(doc, comment)
    try {
      if (JSON.stringify(parseYaml(text)) !== JSON.stringify(doc)) ctx.problem(`${rel}: the YAML emitter did not round-trip`)
    } catch (e) {
      const line = Number((e as { mark?: { line?: number } }).mark?.line ?? 0)
      ctx.problem(`${rel}: the YAML emitter wrote unparsable text near line ${line + 1}:\n${text.split('\n').slice(Math.max(0, line - 3), line + 2).join('\n')}`)
    }
    return text
  }
  const header = 'Generated by scripts/contract-bootstrap/generate.ts from the reference facts; then maintained by hand (see openapi/README.md).'

  // paths/<group>.yaml
  const byGroup = new Map<string, PathOut[]>()
  for (const o of outs) byGroup.set(o.group, [...(byGroup.get(o.group) ?? []), o])
  for (const [group, list] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
    const doc: JsonObject = {}
    for (const o of list.sort((a, b) => a.template.localeCompare(b.template))) {
      if (doc[o.key]) ctx.problem(`path key ${o.key} used twice`)
      doc[o.key] = rewrite(o.item, 'path', group, groupOf)
    }
    files.set(`paths/${group}.yaml`, yamlOf(doc, `${header}\nPath items of the "${group}" group; keys follow the path-item key rule.`, `paths/${group}.yaml`))
  }

  // components/schemas/<group>.yaml
  const schemaGroups = new Map<string, string[]>()
  for (const name of reachable) schemaGroups.set(groupOf(name), [...(schemaGroups.get(groupOf(name)) ?? []), name])
  for (const [group, names] of [...schemaGroups].sort(([a], [b]) => a.localeCompare(b))) {
    if (group === 'xpack') ctx.problem('a generated schema landed in the xpack group')
    const doc: JsonObject = {}
    for (const n of names.sort()) doc[n] = rewrite(schemas.built.get(n)!.schema, 'schema', group, groupOf)
    files.set(`components/schemas/${group}.yaml`, yamlOf(doc, `${header}\nSchemas of the "${group}" group.`, `components/schemas/${group}.yaml`))
  }
  files.set('components/common.yaml', yamlOf(commonComponents(), `${header}\nShared components (names fixed by the contract format).`, 'components/common.yaml'))

  // openapi.yaml
  const xpack = ref.endpoints.filter((e) => e.status === 'xpack_closed_source').sort((a, b) => a.path.localeCompare(b.path))
  const rootPaths: JsonObject = {}
  const allPaths = [
    ...outs.map((o) => ({ template: o.template, ref: `./paths/${o.group}.yaml#/${o.key}` })),
    ...xpack.map((e) => ({ template: e.path, ref: `./paths/xpack.yaml#/${pathKey(e.path)}` })),
  ].sort((a, b) => a.template.localeCompare(b.template))
  for (const p of allPaths) rootPaths[p.template] = { $ref: p.ref }
  const usedGroups = [...new Set(outs.map((o) => o.group))]
  const tags = [...GROUPS.filter((g) => usedGroups.includes(g)), 'xpack'].map((g) => {
    const d = ov.groups[g]
    if (!d) ctx.problem(`no description for tag ${g} (overrides/root.yaml)`)
    return { name: g, description: d?.description ?? g, ...(d?.['x-description-zh'] ? { 'x-description-zh': d['x-description-zh'] } : {}) }
  })
  const root: JsonObject = {
    openapi: '3.0.3',
    info: ov.info,
    servers: [{ url: '/' }],
    tags,
    security: [{ cookieSession: [], csrf: [] }, { bearerToken: [] }, { accessKey: [] }],
    paths: rootPaths,
    components: {
      securitySchemes: {
        cookieSession: { type: 'apiKey', in: 'cookie', name: 'sessionid', description: 'Session cookie set by the login page (`/core/auth/login/`).' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRFToken',
          description: 'Value of the `csrftoken` cookie; required with the session cookie on unsafe methods. A failed check makes the request anonymous.',
        },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'Token from `POST /api/v1/authentication/auth/` (`Authorization: Bearer <token>`).' },
        accessKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Access-key signature `Sign <access_key_id>:<signature>`, where the signature is the base64 MD5 of `<secret>\\n<Date header>`; send the same `Date` header.',
        },
      },
    },
  }
  files.set('openapi.yaml', yamlOf(root, `${header}\nRoot of the contract: every path is a reference to a path item in paths/<group>.yaml.`, 'openapi.yaml'))

  files.set('README.md', readme(ctx, { paths: outs.length + xpack.length, served: outs.length, xpack: xpack.length, operations: ops.operationIds.size, schemas: reachable.size }))

  if (ctx.missingZh.size) {
    ctx.problem(`zh.json lacks ${ctx.missingZh.size} translation(s):\n  ${[...ctx.missingZh].sort().map((s) => JSON.stringify(s)).join('\n  ')}`)
  }
  if (opts.report) {
    const lines = [...examples.autofilled].map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
    fs.writeFileSync(opts.report, `${lines.join('\n')}\n`)
  }
  if (ctx.problems.length) {
    console.error(ctx.problems.map((p) => `✗ ${p}`).join('\n'))
    console.error(`\n${ctx.problems.length} problem(s); nothing written.`)
    process.exit(1)
  }

  const outDir = path.resolve(opts.out)
  const owned = (rel: string) => (rel.startsWith('paths/') || rel.startsWith('components/schemas/')) && !rel.endsWith('/xpack.yaml')
  const existing = ['paths', 'components/schemas']
    .flatMap((d) => (fs.existsSync(path.join(outDir, d)) ? fs.readdirSync(path.join(outDir, d)).map((f) => `${d}/${f}`) : []))
    .filter(owned)
  const stale = existing.filter((f) => !files.has(f))
  if (opts.check) {
    const diffs = [...files].filter(([rel, text]) => !fs.existsSync(path.join(outDir, rel)) || fs.readFileSync(path.join(outDir, rel), 'utf8') !== text).map(([rel]) => rel)
    diffs.push(...stale.map((s) => `${s} (stale)`))
    if (diffs.length) {
      console.error(`differs from the generator output:\n  ${diffs.join('\n  ')}`)
      process.exit(1)
    }
    console.log(`openapi/ matches the generator output (${files.size} files).`)
    return
  }
  for (const f of stale) fs.rmSync(path.join(outDir, f))
  for (const [rel, text] of files) {
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true })
    fs.writeFileSync(path.join(outDir, rel), text)
  }
  console.log(`wrote ${files.size} files: ${outs.length} open-source paths (+${xpack.length} xpack refs), ${ops.operationIds.size} operations, ${reachable.size} schemas.`)
}

main()
