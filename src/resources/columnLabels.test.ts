// Issue 23: no list shows a raw field name (`periodic_display`) as a column header. Every column of every resource
// list and detail table has a label: its own locale key, or the contract's label of the field (what the server's
// metadata gives), also for a `x_display` column whose label is the one of `x`.
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import cn from '../../locales/cn.json'
import meta from '../generated/contract-meta.json'
import type { ResourceConfig } from '../components/resource/types'

type Field = { label?: string; labelZh?: string }
type Schema = { fields: Record<string, Field> }
type Op = { operationId: string; method: string; path: string; responses: Record<string, { schema?: string } | undefined> }
const operations = Object.values(meta.operations as unknown as Record<string, Op>)
const schemas = meta.schemas as unknown as Record<string, Schema>

const textOf = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree)

/** The schema of the rows a GET path answers (a page of them or a list). */
function rowSchemaOfPath(path: string): Schema | undefined {
  const bare = path.split('?')[0]
  const op = operations.find(
    (o) => o.method === 'GET' && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare) && o.responses['200']?.schema,
  )
  const name = op?.responses['200']?.schema
  return name ? schemas[name] : undefined
}

function contractLabel(schema: Schema | undefined, field: string): string | undefined {
  const own = schema?.fields[field]
  const base = field.endsWith('_display') ? schema?.fields[field.slice(0, -'_display'.length)] : undefined
  const f = own?.label ? own : base
  // both languages: a label in one language only is the server's text in the other
  return f?.label && f.labelZh ? f.label : undefined
}

/** Fields whose label the platform's metadata does not give (the periodic-task mixin's `periodic_display`). */
const UNLABELLED_BY_PLATFORM = ['periodic_display']

type Col = string | { field: string; labelKey?: string; render?: unknown }
const configs = import.meta.glob<{ default?: ResourceConfig }>(['./**/*.ts', '!./**/*.test.ts'], { eager: true })

function problemsOf(where: string, columns: Col[], schema: Schema | undefined): string[] {
  const out: string[] = []
  for (const c of columns) {
    const spec = typeof c === 'string' ? { field: c } : c
    if (spec.field === 'actions') continue
    if (spec.labelKey) {
      if (typeof textOf(en, spec.labelKey) !== 'string' || typeof textOf(cn, spec.labelKey) !== 'string')
        out.push(`${where}: ${spec.field} → missing key ${spec.labelKey}`)
      continue
    }
    // a model property the platform's serializers list without a label: its metadata names it only by the field
    // name (`Periodic display`, English in every language), so the console gives it a label of its own
    if (UNLABELLED_BY_PLATFORM.includes(spec.field)) out.push(`${where}: ${spec.field} needs a labelKey`)
    else if (!contractLabel(schema, spec.field)) out.push(`${where}: ${spec.field} has no label`)
  }
  return out
}

describe('column labels (issue 23)', () => {
  it('LIST-01 every column of every resource list and detail table has a label, never the raw field name', () => {
    const problems: string[] = []
    let checked = 0
    for (const [file, mod] of Object.entries(configs)) {
      const config = mod.default
      if (!config?.ops?.list || !config.list) continue
      const listSchema = rowSchemaOfPath(config.ops.list.path)
      problems.push(...problemsOf(`${file} list`, config.list.columns as Col[], listSchema))
      checked += config.list.columns.length
      for (const tab of config.detail?.tabs ?? []) {
        if (tab.kind === 'info') {
          // the detail's lines: the same rule for the fields the platform does not label
          const own = tab.items.filter((i) => UNLABELLED_BY_PLATFORM.includes(typeof i === 'string' ? i : i.field))
          problems.push(...problemsOf(`${file} tab ${tab.name}`, own as Col[], listSchema))
          continue
        }
        if (tab.kind !== 'table' || typeof tab.columns === 'function') continue
        let url: string
        try {
          url = tab.url({ id: '00000000-0000-4000-8000-000000000000' } as never)
        } catch {
          continue
        }
        problems.push(...problemsOf(`${file} tab ${tab.name}`, tab.columns as Col[], rowSchemaOfPath(url.replace(/^https?:\/\/[^/]+/, ''))))
        checked += tab.columns.length
      }
    }
    expect(checked).toBeGreaterThan(200)
    expect(problems).toEqual([])
  })
})
