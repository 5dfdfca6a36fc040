// The metadata form's view: groups with titles, the visible fields, and the messages of the server that belong
// to no field. It renders what useMetadataForm decided.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { FieldContext, FormFieldModel, FormGroupModel } from '../data/fieldTyping'
import { FieldInput } from './FieldInput'
import { isDisabled, isHidden } from './schema'

export interface MetadataFormProps {
  groups: FormGroupModel[]
  form: UseFormReturn<Record<string, unknown>>
  ctx: FieldContext
  /** DTABLE-13: view mode disables every field. */
  readOnly?: boolean
  generalErrors?: string[]
}

/** A relation field whose options depend on the values or context gets its query for them. */
function withContextQuery(model: FormFieldModel, values: Record<string, unknown>, ctx: FieldContext): FormFieldModel {
  const queryOf = model.override.queryOf
  return queryOf ? { ...model, override: { ...model.override, query: { ...model.override.query, ...queryOf(values, ctx) } } } : model
}

export function MetadataForm({ groups, form, ctx, readOnly, generalErrors = [] }: MetadataFormProps) {
  const { t } = useTranslation()
  const values = useWatch({ control: form.control }) as Record<string, unknown>
  return (
    <Stack spacing={2}>
      {generalErrors.length > 0 && (
        <Alert severity="error" role="alert">
          {generalErrors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
      {groups.map((group, index) => {
        const visible = group.fields.filter((f) => !isHidden(f, values, ctx))
        if (visible.length === 0) return null
        return (
          <Box key={group.titleKey ?? index} component="section" aria-label={group.titleKey ? t(group.titleKey) : undefined}>
            {group.titleKey && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t(group.titleKey)}
                </Typography>
                <Divider sx={{ mb: 2 }} />
              </>
            )}
            <Stack spacing={2}>
              {visible.map((model) => (
                <FieldInput
                  key={model.name}
                  model={withContextQuery(model, values, ctx)}
                  control={form.control}
                  trigger={form.trigger}
                  disabled={readOnly || isDisabled(model, values, ctx)}
                />
              ))}
            </Stack>
          </Box>
        )
      })}
    </Stack>
  )
}
