// Shared state of one generator run: the reference facts, the Chinese dictionary, the override data and the
// problems found on the way (the run fails when any is left).
import fs from 'node:fs'
import path from 'node:path'
import type { Reference } from './reference.ts'
import { parseYaml } from './yaml.ts'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
export type JsonObject = { [k: string]: Json }

export const GROUPS = [
  'authentication', 'users', 'orgs', 'common', 'settings', 'assets', 'applications', 'perms', 'acls', 'terminal',
  'audits', 'ops', 'tickets', 'notifications', 'index',
] as const
export type Group = (typeof GROUPS)[number]

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T)
}

/** Normalises an English text (help texts come with indentation and trailing blanks). */
export function cleanText(s: string): string {
  return s
    .split('\n')
    .map((l) => l.trim())
    .filter((l, i, all) => l !== '' || (i > 0 && i < all.length - 1))
    .join('\n')
    .trim()
}

export interface Overrides {
  names: Record<string, string>
  schemaGroups: Record<string, string>
  fieldTypes: Record<string, JsonObject>
  relatedUrls: Record<string, string>
  relatedPkTypes: Record<string, string>
  variantNames: Record<string, Record<string, string>>
  customSchemas: Record<string, Record<string, JsonObject>>
  operations: Record<string, JsonObject>
  extraPaths: Record<string, JsonObject>
  groups: Record<string, { description: string; 'x-description-zh'?: string }>
  ids: Record<string, Record<string, { id: string | number; label: string }>>
  fixtures: Record<string, Json>
  readme: string
  listFilters: Record<string, JsonObject[]>
  info: JsonObject
}

export class Ctx {
  readonly problems: string[] = []
  readonly missingZh = new Set<string>()
  readonly warnings: string[] = []
  readonly idTable = new Map<string, string | number>()

  constructor(
    readonly ref: Reference,
    readonly zh: Record<string, string>,
    readonly ov: Overrides,
  ) {
    for (const [resource, entries] of Object.entries(ov.ids)) {
      for (const [k, v] of Object.entries(entries)) this.idTable.set(`${resource}.${k}`, v.id)
    }
  }

  /** Chinese text of an English label, choice name or help text (recorded as missing when absent). */
  zhOf(english: string): string {
    const key = cleanText(english)
    const found = this.zh[key]
    if (found === undefined) {
      this.missingZh.add(key)
      return key
    }
    return found
  }

  problem(msg: string): void {
    this.problems.push(msg)
  }

  /** Replaces `{{resource.key}}` placeholders by the fixed ids of the id table (recursively). */
  substitute<T>(v: T): T {
    const walk = (x: unknown): unknown => {
      if (typeof x === 'string') {
        const whole = x.match(/^\{\{([a-z0-9_.-]+)\}\}$/i)
        if (whole) {
          const id = this.idTable.get(whole[1])
          if (id === undefined) this.problem(`unknown id placeholder ${x}`)
          return id ?? x
        }
        return x.replace(/\{\{([a-z0-9_.-]+)\}\}/gi, (m, k: string) => {
          const id = this.idTable.get(k)
          if (id === undefined) this.problem(`unknown id placeholder ${m}`)
          return String(id ?? m)
        })
      }
      if (Array.isArray(x)) return x.map(walk)
      if (isObject(x)) return Object.fromEntries(Object.entries(x).map(([k, y]) => [walk(k) as string, walk(y)]))
      return x
    }
    return walk(v) as T
  }
}

function readYamlFile(file: string): unknown {
  return parseYaml(fs.readFileSync(file, 'utf8'))
}

export function loadOverrides(dir: string): Overrides {
  const data = (name: string) => (readYamlFile(path.join(dir, name)) ?? {}) as JsonObject
  const schemas = data('schemas.yaml')
  const fixtures: Record<string, Json> = {}
  const exampleDir = path.join(dir, 'examples')
  for (const f of fs.readdirSync(exampleDir).filter((n) => n.endsWith('.yaml')).sort()) {
    const doc = (readYamlFile(path.join(exampleDir, f)) ?? {}) as JsonObject
    for (const [k, v] of Object.entries(doc)) {
      if (k in fixtures) throw new Error(`fixture ${k} is defined twice (examples/${f})`)
      fixtures[k] = v
    }
  }
  const operations: Record<string, JsonObject> = {}
  const extraPaths: Record<string, JsonObject> = {}
  const opDir = path.join(dir, 'operations')
  for (const f of fs.readdirSync(opDir).filter((n) => n.endsWith('.yaml')).sort()) {
    const doc = (readYamlFile(path.join(opDir, f)) ?? {}) as JsonObject
    for (const [k, v] of Object.entries(doc)) {
      if (k === 'extra-paths') {
        Object.assign(extraPaths, v as JsonObject)
        continue
      }
      if (k in operations) throw new Error(`operation override ${k} is defined twice (operations/${f})`)
      operations[k] = v as JsonObject
    }
  }
  const customSchemas: Record<string, Record<string, JsonObject>> = {}
  const customDir = path.join(dir, 'custom-schemas')
  for (const f of fs.readdirSync(customDir).filter((n) => n.endsWith('.yaml')).sort()) {
    customSchemas[f.replace(/\.yaml$/, '')] = (readYamlFile(path.join(customDir, f)) ?? {}) as Record<string, JsonObject>
  }
  const root = data('root.yaml')
  return {
    names: (schemas.names ?? {}) as Record<string, string>,
    schemaGroups: (schemas.groups ?? {}) as Record<string, string>,
    fieldTypes: (schemas['field-types'] ?? {}) as Record<string, JsonObject>,
    relatedUrls: (schemas['related-urls'] ?? {}) as Record<string, string>,
    relatedPkTypes: (schemas['related-pk-types'] ?? {}) as Record<string, string>,
    variantNames: (schemas['variant-names'] ?? {}) as Record<string, Record<string, string>>,
    listFilters: (schemas['list-filters'] ?? {}) as Record<string, JsonObject[]>,
    customSchemas,
    operations,
    extraPaths,
    groups: (root.groups ?? {}) as Overrides['groups'],
    info: (root.info ?? {}) as JsonObject,
    ids: data('ids.yaml') as Overrides['ids'],
    fixtures,
    readme: fs.readFileSync(path.join(dir, 'README.template.md'), 'utf8'),
  }
}
