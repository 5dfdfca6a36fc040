// OPTIONS metadata in the real shape (JumpServer's SimpleMetadataWithFilters): name, description, renders,
// parses, and actions GET/POST/PATCH/PUT (each allowed method the user may call) with field infos.
import { optionsTypeOf } from '../../scripts/contract/optionsType'
import { contract, type FieldMeta, type OperationMeta, type Route, type SchemaMeta } from './contract'
import type { Ctx, Lang } from './http'
import { evalPermission, permissionOf } from './access'
import { choiceLabel, fieldLabel } from './schema'
import { pickVariant } from './variants'

export const RENDERS = ['application/json', 'text/csv', 'application/xlsx']
export const PARSES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/csv', 'text/xlsx', '*/*']

export interface MergedField {
  name: string
  read: FieldMeta | undefined
  write: FieldMeta | undefined
  required: boolean
}

export const baseSchemaName = (name: string): string => name.replace(/^Patched/, '').replace(/Request$/, '')

/**
 * The serializer behind a response schema `X` and its request schema `XRequest`: every field in serializer
 * order (write-only fields slotted in after the field that precedes them in the request schema).
 */
export function serializerFields(name: string | undefined): MergedField[] {
  if (!name) return []
  const base = baseSchemaName(name)
  // a bulk update (`XBulkUpdateRequest`, PUT/PATCH of a list route) uses the serializer of `X`: its readable fields
  const read = contract.schema(base) ?? contract.schema(base.replace(/BulkUpdate$/, ''))
  const write = contract.schema(`${base}Request`)
  const required = new Set(write?.required ?? [])
  const out: MergedField[] = []
  const index = new Map<string, number>()
  for (const [n, f] of Object.entries(read?.fields ?? {})) {
    index.set(n, out.length)
    out.push({ name: n, read: f, write: undefined, required: false })
  }
  let lastPos = -1
  for (const [n, f] of Object.entries(write?.fields ?? {})) {
    const at = index.get(n)
    if (at !== undefined) {
      out[at].write = f
      out[at].required = required.has(n)
      lastPos = at
      continue
    }
    const pos = lastPos + 1
    out.splice(pos, 0, { name: n, read: undefined, write: f, required: required.has(n) })
    for (const [k, v] of index) if (v >= pos) index.set(k, v + 1)
    index.set(n, pos)
    lastPos = pos
  }
  if (!read && !write) {
    const only = contract.schema(name)
    for (const [n, f] of Object.entries(only?.fields ?? {}))
      out.push({ name: n, read: f, write: undefined, required: (only?.required ?? []).includes(n) })
  }
  return out
}

function isLiteralDefault(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || Array.isArray(v)
}

interface InfoOptions {
  lang: Lang
  ctx: Ctx
  depth: number
}

function fieldInfo(m: MergedField, o: InfoOptions): Record<string, unknown> {
  const f: FieldMeta = { ...(m.read ?? {}), ...(m.write ?? {}) }
  const readOnly = !m.write
  // write_only is the serializer field's own flag (the contract's writeOnly), not "absent from the answer"
  const writeOnly = !!m.write?.writeOnly
  const info: Record<string, unknown> = {}
  info.type = optionsTypeOf(f)
  info.required = readOnly ? false : m.required
  if (m.write?.default !== undefined && m.write.default !== null && isLiteralDefault(m.write.default)) info.default = m.write.default
  info.read_only = readOnly
  info.label = fieldLabel(f, m.name, o.lang)
  const help = o.lang === 'zh' ? (f.helpZh ?? f.help) : f.help
  if (help) info.help_text = help
  // minLength 1 only says "not blank"; DRF reports min_length when a real minimum is set
  if (f.type === 'string' && f.minLength !== undefined && f.minLength > 1) info.min_length = f.minLength
  if (f.type === 'string' && f.maxLength !== undefined) info.max_length = f.maxLength
  if (f.minimum !== undefined) info.min_value = f.minimum
  if (f.maximum !== undefined) info.max_value = f.maximum
  info.write_only = writeOnly
  if (f.type === 'array' && f.items && info.type !== 'field' && info.type !== 'multiple choice') {
    info.child = childInfo(f.items, o)
  } else if (f.ref && o.depth < 4) {
    const children = serializerInfo(f.ref, o.ctx, o.lang, o.depth + 1)
    if (Object.keys(children).length) info.children = children
  } else if (
    (f.oneOf || ((f.type === 'object' || f.metaType === 'nested object') && (m.name === 'attrs' || m.name === 'meta'))) &&
    o.depth < 4
  ) {
    const variant = pickVariant(m.name, f, o.ctx)
    if (variant) {
      const children = serializerInfo(variant, o.ctx, o.lang, o.depth + 1)
      if (Object.keys(children).length) info.children = children
    }
  }
  const choiceSource = f.enum ? f : info.type === 'multiple choice' ? f.items : undefined
  if (choiceSource?.enum && !f.relatedUrl) {
    info.choices = (choiceSource.choices ?? choiceSource.enum).map((v) => ({
      value: v,
      display_name: choiceLabel(choiceSource, v, o.lang),
    }))
  }
  return info
}

function childInfo(item: FieldMeta, o: InfoOptions): Record<string, unknown> {
  if (item.ref) {
    const info: Record<string, unknown> = { type: 'nested object', required: true, read_only: !!item.readOnly }
    const children = o.depth < 4 ? serializerInfo(item.ref, o.ctx, o.lang, o.depth + 1) : {}
    if (Object.keys(children).length) info.children = children
    return info
  }
  const info: Record<string, unknown> = { type: optionsTypeOf(item), required: true, read_only: false }
  if (item.label) info.label = fieldLabel(item, '', o.lang)
  if (item.maxLength !== undefined) info.max_length = item.maxLength
  info.write_only = false
  if (item.enum) info.choices = item.enum.map((v) => ({ value: v, display_name: choiceLabel(item, v, o.lang) }))
  return info
}

export function serializerInfo(schemaName: string, ctx: Ctx, lang: Lang, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const m of serializerFields(schemaName)) out[m.name] = fieldInfo(m, { lang, ctx, depth })
  return out
}

function schemaOfMethod(op: OperationMeta): string | undefined {
  if (op.method === 'GET') {
    return Object.entries(op.responses).find(([s, b]) => s.startsWith('2') && b.schema)?.[1].schema
  }
  return op.request?.schema ?? Object.entries(op.responses).find(([s, b]) => s.startsWith('2') && b.schema)?.[1].schema
}

function viewName(route: Route): string {
  const any = [...route.ops.values()].find((o) => o.viewName)
  const isList = !!route.ops.get('GET')?.list
  const isDetail = /\{[^}]*\}\/?$/.test(route.path)
  const suffix = isList ? ' List' : isDetail ? ' Instance' : ''
  if (any?.viewName) return any.viewName + (/ (List|Instance)$/.test(any.viewName) ? '' : suffix)
  const get = route.ops.get('GET') ?? [...route.ops.values()][0]
  const schema = get ? schemaOfMethod(get) : undefined
  const words = schema
    ? baseSchemaName(schema)
        .replace(/((?<=[a-z])[A-Z]|(?<!^)[A-Z](?=[a-z]))/g, ' $1')
        .trim()
    : 'Api'
  return words + suffix
}

/**
 * OPTIONS body for a route. `exists` tells whether the object of a detail route exists (PUT is left out when
 * not, as the real server does).
 */
export function optionsMetadata(ctx: Ctx, route: Route, exists = true): Record<string, unknown> {
  const actions: Record<string, unknown> = {}
  const listGet = route.ops.get('GET')?.list
  // ?action=<name> picks the serializer of that action (e.g. tickets ?action=open → the apply serializer)
  const actionName = ctx.query.get('action')
  const actionOp = actionName ? contract.op('POST', `${route.path}${actionName}/`) : undefined
  for (const method of ['GET', 'POST', 'PATCH', 'PUT']) {
    let op = route.ops.get(method)
    if (actionOp) op = method === 'GET' || method === 'POST' ? actionOp : undefined
    if (!op) continue
    if (!ctx.user) continue
    // the classes the request itself is checked with (a view's per-action override included)
    const permission = actionOp ? op.permission : permissionOf(method, route.shape, op.permission)
    if (!permission.filter((p) => !/NeedMFAVerify/.test(p)).every((p) => evalPermission(p, ctx))) continue
    if (method === 'PUT' && !exists) continue
    const schema = schemaOfMethod(op)
    if (!schema) {
      actions[method] = {}
      continue
    }
    const info = serializerInfo(schema, ctx, ctx.lang)
    if (method === 'GET' && listGet) {
      const filters = new Set(listGet.filter)
      const orders = new Set(listGet.order ?? [])
      for (const [k, v] of Object.entries(info)) {
        if (filters.has(k)) (v as Record<string, unknown>).filter = true
        if (orders.has(k)) (v as Record<string, unknown>).order = true
      }
    }
    actions[method] = info
  }
  const body: Record<string, unknown> = { name: viewName(route), description: '', renders: RENDERS, parses: PARSES }
  if (Object.keys(actions).length) body.actions = actions
  return body
}

export type { SchemaMeta }
