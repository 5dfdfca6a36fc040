// Examples of OPTIONS answers, built the way the server's metadata class builds them (labels, help texts and
// choice names in Chinese, the server's default language).
import { type Ctx, type Json, type JsonObject, cleanText } from './context.ts'
import type { RefField, RefSerializer } from './reference.ts'

export const RENDERS = ['application/json', 'text/csv', 'application/xlsx']
export const PARSES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/csv', 'text/xlsx', '*/*']

/** DRF's view name: class name without View/ViewSet, camel case split, plus the route suffix. */
export function viewName(viewClass: string, suffix: string | null): string {
  let name = viewClass.split('.').pop() ?? viewClass
  name = name.replace(/View$/, '').replace(/ViewSet$/, '')
  name = name.replace(/(((?<=[a-z])[A-Z])|([A-Z](?![A-Z]|$)))/g, ' $1').trim()
  return suffix ? `${name} ${suffix}` : name
}

export class OptionsBuilder {
  constructor(private readonly ctx: Ctx) {}

  fieldInfo(f: RefField, variantFields?: RefField[]): JsonObject {
    const info: JsonObject = { type: f.meta_type, required: f.read_only ? false : f.required }
    const d = f.default as Json | undefined
    if (d !== undefined && d !== null && !(typeof d === 'string' && (d.startsWith('callable:') || d === 'dynamic'))) {
      if (['string', 'number', 'boolean'].includes(typeof d) || Array.isArray(d)) info.default = d
    }
    info.read_only = f.read_only
    if (f.label) info.label = this.ctx.zhOf(f.label)
    if (f.help_text) info.help_text = this.ctx.zhOf(cleanText(f.help_text))
    if (f.min_length !== undefined) info.min_length = f.min_length
    if (f.max_length !== undefined) info.max_length = f.max_length
    if (f.min_value !== undefined) info.min_value = f.min_value
    if (f.max_value !== undefined) info.max_value = f.max_value
    info.write_only = f.write_only
    if (f.child) {
      const c: JsonObject = { type: f.child.meta_type, required: true, read_only: false }
      if (f.child.max_length !== undefined) c.max_length = f.child.max_length
      c.write_only = false
      if (f.child.choices) c.choices = f.child.choices.map((x) => ({ value: x.value as Json, display_name: this.ctx.zhOf(x.display_name) }))
      info.child = c
    } else if (f.nested_serializer && this.ctx.ref.serializers[f.nested_serializer]) {
      info.children = this.serializerInfo(this.ctx.ref.serializers[f.nested_serializer])
    } else if (f.child_serializer && this.ctx.ref.serializers[f.child_serializer]) {
      const child = this.ctx.ref.serializers[f.child_serializer]
      info.child = { type: 'nested object', required: true, read_only: false, write_only: false, children: this.serializerInfo(child) }
    } else if (variantFields && variantFields.length) {
      info.children = Object.fromEntries(variantFields.filter((x) => x.drf_type !== 'HiddenField').map((x) => [x.name, this.fieldInfo(x)]))
    }
    if (f.choices && !['PrimaryKeyRelatedField', 'ManyRelatedField'].includes(f.drf_type)) {
      info.choices = f.choices.map((c) => ({ value: c.value as Json, display_name: this.ctx.zhOf(c.display_name) }))
    }
    return info
  }

  serializerInfo(ser: RefSerializer, variants?: Record<string, RefField[]>): JsonObject {
    const out: JsonObject = {}
    for (const f of ser.fields) {
      if (f.drf_type === 'HiddenField' || f.drf_type === 'ReadableHiddenField' || out[f.name] !== undefined) continue
      out[f.name] = this.fieldInfo(f, variants?.[f.name])
    }
    return out
  }

  /** The whole OPTIONS body. `actions` maps method → serializer (null: method not described). */
  metadata(
    name: string,
    description: string,
    actions: Record<string, RefSerializer | null>,
    filterFields: string[],
    orderFields: string[],
    variants?: Record<string, RefField[]>,
  ): JsonObject {
    const body: JsonObject = { name, description, renders: RENDERS, parses: PARSES }
    const acts: JsonObject = {}
    for (const m of ['GET', 'POST', 'PUT', 'PATCH']) {
      const ser = actions[m]
      if (!ser) continue
      const info = this.serializerInfo(ser, variants)
      if (m === 'GET') {
        for (const [k, v] of Object.entries(info)) {
          const fi = v as JsonObject
          if (filterFields.includes(k)) fi.filter = true
          if (orderFields.includes(k)) fi.order = true
        }
      }
      acts[m] = info
    }
    if (Object.keys(acts).length) body.actions = acts
    return body
  }
}
