// The metadata form's controller: react-hook-form over the field models, the metadata rules as its resolver,
// conversion to the request body, and the server's 400 errors put back on the fields (FORM-13/14). Values are
// never cleared by a failed save (FORM-15).
import { useCallback, useMemo, useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isHttpError } from '../../http/errors'
import { toFormValue, toPayloadValue, type FieldContext, type FormFieldModel, type FormGroupModel } from '../data/fieldTyping'
import { mapServerErrors } from '../data/serverErrors'
import { isDisabled, isHidden, metadataResolver } from './schema'
import { showFieldErrors } from './submitErrors'
import type { BodySchema } from '../../http/operation'

export interface MetadataFormController {
  form: UseFormReturn<Record<string, unknown>>
  models: FormFieldModel[]
  generalErrors: string[]
  /** The body of the visible fields. */
  payload(values: Record<string, unknown>): Record<string, unknown>
  /** Puts a failed save's field errors on the fields; true when it was a validation error. */
  applyServerError(error: unknown): boolean
  clearGeneralErrors(): void
  /** Replaces the values the form resets to (and the current values). */
  resetTo(values: Record<string, unknown>): void
}

export function initialFormValues(models: readonly FormFieldModel[], source: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...source }
  for (const m of models) values[m.name] = toFormValue(m, source[m.name])
  return values
}

/** The request body of the fields that are shown and enabled for these values. */
export function payloadOf(models: readonly FormFieldModel[], values: Record<string, unknown>, ctx: FieldContext): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const m of models) {
    if (isHidden(m, values, ctx) || isDisabled(m, values, ctx)) continue
    // An unchosen optional choice is left to the server's default rather than sent as ''.
    if (values[m.name] === '' && ['radio', 'select', 'select-filterable'].includes(m.kind)) continue
    body[m.name] = toPayloadValue(m, values[m.name])
  }
  return body
}

export function useMetadataForm(
  groups: FormGroupModel[],
  initial: Record<string, unknown>,
  ctx: FieldContext,
  schema?: BodySchema,
): MetadataFormController {
  const { t } = useTranslation()
  const models = useMemo(() => groups.flatMap((g) => g.fields), [groups])
  // react-hook-form takes the resolver of every render, so it always sees the current fields.
  const resolver = useMemo(
    () =>
      metadataResolver(
        () => models,
        () => ctx,
        (k, v) => t(k, v),
        schema,
      ),
    [models, ctx, t, schema],
  )
  const [defaults] = useState(() => initialFormValues(models, initial))
  const form = useForm<Record<string, unknown>>({ defaultValues: defaults, resolver, mode: 'onBlur', reValidateMode: 'onChange' })
  const [generalErrors, setGeneralErrors] = useState<string[]>([])

  const payload = useCallback((values: Record<string, unknown>) => payloadOf(models, values, ctx), [models, ctx])

  const applyServerError = useCallback(
    (error: unknown) => {
      if (!isHttpError(error) || error.status !== 400) return false
      const values = form.getValues()
      const visible = models.filter((m) => !isHidden(m, values, ctx)).map((m) => m.name)
      const mapped = mapServerErrors(error.data, visible)
      showFieldErrors(form.setError, mapped.fields)
      setGeneralErrors(mapped.general)
      return true
    },
    [form, models, ctx],
  )

  const resetTo = useCallback(
    (values: Record<string, unknown>) => {
      form.reset(initialFormValues(models, values))
      setGeneralErrors([])
    },
    [form, models],
  )

  return { form, models, generalErrors, payload, applyServerError, clearGeneralErrors: () => setGeneralErrors([]), resetTo }
}
