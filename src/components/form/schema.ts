// The form's zod schema, built from the metadata rules of the fields shown (FORM-12, FORM-19) and joined with
// the generated schema of the request body when a resource gives one: a value must pass both.
import type { Resolver } from 'react-hook-form'
import { z, type ZodType } from 'zod'
import type { BodySchema } from '../../http/operation'
import { isEmptyValue, toPayloadValue, validateField, type FieldContext, type FormFieldModel } from '../data/fieldTyping'

export type Translate = (key: string, values?: Record<string, unknown>) => string

export function isHidden(model: FormFieldModel, values: Record<string, unknown>, ctx: FieldContext): boolean {
  return Boolean(model.override.hidden?.(values, ctx))
}

export function isDisabled(model: FormFieldModel, values: Record<string, unknown>, ctx: FieldContext): boolean {
  const d = model.override.disabled
  return typeof d === 'function' ? d(values, ctx) : Boolean(d)
}

/**
 * The field schemas of a generated body: an object's shape, or, for a body that also accepts a list (the
 * contract's `one object | array of objects` create bodies), the shape of its first object option.
 */
export function shapeOf(schema: ZodType | undefined): Record<string, ZodType> | undefined {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape
  if (shape && typeof shape === 'object') return shape
  const options = (schema as { options?: readonly ZodType[] } | undefined)?.options
  if (Array.isArray(options)) {
    for (const option of options) {
      const inner = shapeOf(option)
      if (inner) return inner
    }
  }
  return undefined
}

/**
 * Widgets whose value the generated schema does not describe: the contract's date-time pattern is the server's
 * output format, while the server also takes the ISO-8601 strings the date pickers produce; zod's e-mail check
 * refuses addresses the server takes (`ops@localhost`, `a@[10.0.0.1]`), and the form checks them as the server does.
 */
const NOT_CHECKED_BY_GENERATED = new Set(['datetime', 'date', 'email'])

/** The schema inside zod's optional / nullable / default wrappers. */
function unwrapped(schema: ZodType | undefined): ZodType | undefined {
  let s = schema as { def?: { type?: string; innerType?: ZodType } } | undefined
  while (s?.def?.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(s.def.type ?? ''))
    s = s.def.innerType as typeof s
  return s as ZodType | undefined
}

/**
 * The generated schema of one form field: a body field, or `parent__child`, the child of a nested object. A
 * polymorphic object (application attrs, storage meta, ticket meta, cloud account attrs) is the variant its
 * discriminating property picks: the form's value (`type`, `provider`), else the object's, else the page query's.
 */
function fieldSchemaOf(
  body: BodySchema | undefined,
  shape: Record<string, ZodType> | undefined,
  name: string,
  values: Record<string, unknown>,
  ctx: FieldContext,
): ZodType | undefined {
  if (!shape) return undefined
  if (shape[name]) return shape[name]
  const at = name.indexOf('__')
  if (at <= 0) return undefined
  const parent = name.slice(0, at)
  let node = unwrapped(shape[parent])
  const options = (node as { options?: readonly ZodType[] } | undefined)?.options
  if (Array.isArray(options)) {
    const variant = body?.variants[parent]
    if (!variant) return undefined
    const value = values[variant.by] ?? ctx.object?.[variant.by] ?? ctx.query?.[variant.by]
    const index = variant.options[String(value)]
    node = index === undefined ? undefined : options[index]
  }
  return shapeOf(unwrapped(node))?.[name.slice(at + 2)]
}

/** The schema of the visible fields for the current values. */
export function buildFormSchema(
  models: readonly FormFieldModel[],
  values: Record<string, unknown>,
  ctx: FieldContext,
  t: Translate,
  generated?: BodySchema,
): ZodType<Record<string, unknown>> {
  const generatedShape = shapeOf(generated?.schema)
  const shape: Record<string, ZodType> = {}
  for (const model of models) {
    if (isHidden(model, values, ctx) || isDisabled(model, values, ctx)) continue
    shape[model.name] = z.unknown().superRefine((value, issue) => {
      const error = validateField(model, value)
      if (error) {
        issue.addIssue({ code: 'custom', message: t(error.key, error.values) })
        return
      }
      const extra = model.override.validate?.(value, values, ctx)
      if (extra) {
        issue.addIssue({ code: 'custom', message: typeof extra === 'string' ? t(extra) : t(extra.key, extra.values) })
        return
      }
      const part = NOT_CHECKED_BY_GENERATED.has(model.kind) ? undefined : fieldSchemaOf(generated, generatedShape, model.name, values, ctx)
      if (part && !isEmptyValue(value)) {
        const result = part.safeParse(toPayloadValue(model, value))
        if (!result.success)
          issue.addIssue({ code: 'custom', message: t('form.invalidValue', { reason: result.error.issues[0]?.message ?? '' }) })
      }
    })
  }
  return z.object(shape).passthrough() as unknown as ZodType<Record<string, unknown>>
}

/** A react-hook-form resolver that rebuilds the schema for the values it validates (fields may hide). */
export function metadataResolver(
  models: () => readonly FormFieldModel[],
  ctx: () => FieldContext,
  t: Translate,
  generated?: BodySchema,
): Resolver<Record<string, unknown>> {
  return async (values) => {
    const schema = buildFormSchema(models(), values, ctx(), t, generated)
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '')
      if (name && !errors[name]) errors[name] = { type: 'validate', message: issue.message }
    }
    return { values: {}, errors: errors as never }
  }
}
