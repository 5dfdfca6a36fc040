// Objects whose nested settings change shape with a sibling choice (a storage's `meta` by `type`, a cloud
// account's `attrs` by `provider`): the contract's `oneOf`, shown as ordinary form fields. Each setting is a
// form-only field `<container>__<KEY>`, shown only for the variants that have it; the body packs the shown ones
// back into the container, and an object's container fills them when it is edited. The settings' keys (`K`) and the
// choices (`S`) are typed by the caller: by the contract's variants where it describes them (storages).
import type { ComponentType } from 'react'
import type { CustomFieldProps, FieldContext, FieldOverride } from '../../components/data/fieldTyping'
import type { FieldMeta } from '../../components/data/metadata'
import type { Row } from '../../components/resource/types'

export interface VariantField<K extends string = string> {
  /** The setting's key in the container. */
  key: K
  /** Locale key of the label. */
  labelKey: string
  /** `json`: an object edited as JSON text (e.g. the content of a key file). */
  type?: 'string' | 'boolean' | 'list' | 'choice' | 'integer' | 'json'
  required?: boolean
  /** A secret: typed as a password, required on create only (an update keeps the stored one when empty). */
  secret?: boolean
  default?: unknown
  choices?: string[]
  helpKey?: string
  /** An extra check of a shown value; returns the locale key of the error. */
  validate?: (value: unknown) => string | undefined
  /** An input of the resource's own (the value is still typed and checked as `type` says). */
  component?: ComponentType<CustomFieldProps>
}

export interface Variants<K extends string = string, S extends string = string, C extends string = string, B extends string = string> {
  /** The nested object's field (`meta`, `attrs`). */
  container: C
  /** The sibling choice that selects the shape (`type`, `provider`): a field of the body (`B`). */
  by: B
  /** The settings of each choice that has some. */
  shapes: { [T in S]?: ReadonlyArray<VariantField<K>> }
}

/** The form name of a setting: `<container>__<KEY>`. */
export type VariantName<K extends string, C extends string> = `${C}__${K}`

const nameOf = <K extends string, C extends string>(v: Variants<K, string, C>, key: K): VariantName<K, C> => `${v.container}__${key}`
/** Nothing typed: an empty text, or an empty object (a JSON field left empty). */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)

/** The settings of a choice (none for a choice without settings). */
function shapeOf<K extends string>(v: Variants<K>, choice: string): ReadonlyArray<VariantField<K>> {
  const shapes: Partial<Record<string, ReadonlyArray<VariantField<K>>>> = v.shapes
  return shapes[choice] ?? []
}

function allFields<K extends string>(v: Variants<K>): Map<K, { field: VariantField<K>; in: string[] }> {
  const out = new Map<K, { field: VariantField<K>; in: string[] }>()
  for (const shape of Object.keys(v.shapes)) {
    for (const f of shapeOf(v, shape)) {
      const seen = out.get(f.key)
      if (seen) seen.in.push(shape)
      else out.set(f.key, { field: f, in: [shape] })
    }
  }
  return out
}

/** The form names of the settings, to place in a layout. */
export function variantNames<K extends string, S extends string, C extends string>(v: Variants<K, S, C>): Array<VariantName<K, C>> {
  return [...allFields(v).keys()].map((k) => nameOf(v, k))
}

/** Overrides of the settings (each a form-only field), with the container itself hidden. */
export function variantOverrides<K extends string, S extends string, C extends string>(
  v: Variants<K, S, C>,
): { [N in VariantName<K, C> | C]?: FieldOverride } {
  const out: { [N in VariantName<K, C> | C]?: FieldOverride } = {}
  out[v.container] = { hidden: () => true }
  for (const [key, { field, in: shapes }] of allFields(v)) {
    const shown = (values: Record<string, unknown>) => shapes.includes(String(values[v.by] ?? ''))
    const type = field.type ?? 'string'
    const meta: FieldMeta = {
      type: type === 'json' ? 'nested object' : type,
      label: key,
      max_length: type === 'string' ? 1024 : undefined,
      ...(field.choices ? { choices: field.choices.map((c) => ({ value: c, display_name: c })) } : {}),
      ...(type === 'list' ? { child: { type: 'string' } } : {}),
    }
    out[nameOf(v, key)] = {
      meta,
      labelKey: field.labelKey,
      helpKey: field.helpKey,
      widget: field.secret && type === 'string' ? 'password' : undefined,
      component: field.component,
      hidden: (values) => !shown(values),
      required: Boolean(field.required && !field.secret),
      validate: (value, values, ctx: FieldContext) => {
        if (!shown(values)) return undefined
        if (field.required && field.secret && ctx.mode !== 'update' && isBlank(value)) return 'form.required'
        return isBlank(value) ? undefined : field.validate?.(value)
      },
    }
  }
  return out
}

/** Starting values of every setting (a variant's own default when it has one). */
export function variantInitial<K extends string, S extends string, C extends string>(
  v: Variants<K, S, C>,
): { [N in VariantName<K, C>]?: unknown } {
  const out: { [N in VariantName<K, C>]?: unknown } = {}
  for (const [key, { field }] of allFields(v))
    out[nameOf(v, key)] = field.default ?? (field.type === 'list' ? [] : field.type === 'boolean' ? false : '')
  return out
}

/** An object with its container spread into the settings' fields. */
export function variantFromObject<K extends string, S extends string, C extends string>(
  v: Variants<K, S, C>,
  object: Row,
): Record<string, unknown> {
  const nested = (object[v.container] ?? {}) as Record<string, unknown>
  const out: Record<string, unknown> = { ...variantInitial(v), ...object }
  for (const key of allFields(v).keys()) if (nested[key] !== undefined) out[nameOf(v, key)] = nested[key]
  return out
}

/** The body with the chosen variant's settings packed into the container (empty secrets left out on update). */
export function variantClean<K extends string, S extends string, C extends string>(
  v: Variants<K, S, C>,
  body: Record<string, unknown>,
  ctx: FieldContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const nested: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(body)) if (!name.startsWith(`${v.container}__`)) out[name] = value
  for (const f of shapeOf(v, String(body[v.by] ?? ''))) {
    const value = body[nameOf(v, f.key)]
    if (f.secret && ctx.mode === 'update' && isBlank(value)) continue
    if (value !== undefined) nested[f.key] = value
  }
  out[v.container] = nested
  return out
}
