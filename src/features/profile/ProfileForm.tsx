// One profile form: the metadata form's fields, the server's messages that belong to no field, and the buttons.
// A failed save keeps every value (FORM-15) and puts the server's messages under their fields (FORM-13/14).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldContext, FormGroupModel } from '../../components/data/fieldTyping'
import { MetadataForm } from '../../components/form/MetadataForm'
import type { MetadataFormController } from '../../components/form/useMetadataForm'

export interface ProfileFormProps {
  label: string
  groups: FormGroupModel[]
  controller: MetadataFormController
  ctx: FieldContext
  busy: boolean
  submitLabel: string
  onSubmit(values: Record<string, unknown>): Promise<void> | void
  onReset?(): void
  children?: ReactNode
}

export function ProfileForm({ label, groups, controller, ctx, busy, submitLabel, onSubmit, onReset, children }: ProfileFormProps) {
  const { t } = useTranslation()
  const submit = controller.form.handleSubmit(async (values) => {
    controller.clearGeneralErrors()
    await onSubmit(values)
  })
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={(e) => void submit(e)} sx={{ maxWidth: 720 }}>
      <MetadataForm groups={groups} form={controller.form} ctx={ctx} generalErrors={controller.generalErrors} />
      {children}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
        {onReset && (
          <Button onClick={onReset} disabled={busy}>
            {t('form.reset')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  )
}
