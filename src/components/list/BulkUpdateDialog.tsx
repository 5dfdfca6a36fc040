// LIST-34 / VAL-25: bulk update. Each field has a tick box; only ticked fields are validated and sent, as
// `PATCH {list url}` with `[{id, …ticked fields}]` for every selected row.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_TOP } from '../../config/constants'
import { httpRequest } from '../../http/client'
import { useMetadata } from '../api/hooks'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { bulkUpdateBody } from '../data/bulk'
import { buildFormModel, type FieldContext, type FieldOverride } from '../data/fieldTyping'
import { formFieldsOf, type OptionsMetadata } from '../data/metadata'
import { toast } from '../feedback'
import { FieldInput } from '../form/FieldInput'
import { useMetadataForm } from '../form/useMetadataForm'
import { isHidden } from '../form/schema'

export interface BulkUpdateDialogProps {
  open: boolean
  url: string
  meta: OptionsMetadata | undefined
  /** Where to ask for the metadata when the list has none (a list drawn from its contract fields never asks). */
  metaUrl?: string
  fields: string[]
  overrides?: Record<string, FieldOverride | undefined>
  initial?: Record<string, unknown>
  ids: Array<string | number>
  onDone(): void
  onClose(): void
}

function BulkForm({ url, meta: given, metaUrl, fields, overrides, initial, ids, onDone, onClose }: Omit<BulkUpdateDialogProps, 'open'>) {
  const { t } = useTranslation()
  // the form needs what this user may write (actions.POST): the list's own metadata, or asked for now
  const asked = useMetadata(given ? undefined : metaUrl)
  const meta = given ?? asked.meta
  const env = useConsoleEnv()
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const ctx: FieldContext = { mode: 'update', orgIsRoot: env.orgIsRoot, isSuperAdmin: env.isSuperAdmin, licenceValid: env.licenceValid }
  const groups = useMemo(() => {
    const withTicks: Record<string, FieldOverride> = {}
    for (const name of fields)
      withTicks[name] = { ...(overrides?.[name] ?? {}), required: overrides?.[name]?.required, disabled: !ticked.has(name) }
    // Lina's bulk dialog reads the create fields (actions.POST).
    return buildFormModel(formFieldsOf(meta, 'POST'), fields, withTicks)
  }, [meta, fields, overrides, ticked])
  const controller = useMetadataForm(groups, initial ?? {}, ctx)
  const [busy, setBusy] = useState(false)
  const submit = controller.form.handleSubmit(async (values) => {
    setBusy(true)
    try {
      const payload = controller.payload(values)
      await httpRequest({ url, method: 'PATCH', data: bulkUpdateBody(ids, payload, ticked) })
      toast(t('list.bulkUpdateSuccess', { count: ids.length }))
      onDone()
      onClose()
    } catch (error) {
      controller.applyServerError(error)
    } finally {
      setBusy(false)
    }
  })
  const values = controller.form.watch()
  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('list.bulkUpdateHelp', { count: ids.length })}
        </Typography>
        <form id="bulk-update-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2}>
            {groups
              .flatMap((g) => g.fields)
              .filter((m) => !isHidden(m, values, ctx))
              .map((model) => (
                <Box key={model.name} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Checkbox
                    checked={ticked.has(model.name)}
                    onChange={(e) => {
                      const next = new Set(ticked)
                      if (e.target.checked) next.add(model.name)
                      else {
                        next.delete(model.name)
                        controller.form.clearErrors(model.name)
                      }
                      setTicked(next)
                    }}
                    slotProps={{
                      input: {
                        'aria-label': t('list.updateThisField', { field: model.labelKey ? t(model.labelKey) : model.label }),
                        ...{ 'data-tick': model.name },
                      },
                    }}
                  />
                  <Box sx={{ flex: 1 }}>
                    <FieldInput
                      model={model}
                      control={controller.form.control}
                      trigger={controller.form.trigger}
                      disabled={!ticked.has(model.name)}
                    />
                  </Box>
                </Box>
              ))}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.Cancel')}
        </Button>
        <Button
          type="submit"
          form="bulk-update-form"
          variant="contained"
          disabled={busy || ticked.size === 0}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('common.Confirm')}
        </Button>
      </DialogActions>
    </>
  )
}

export function BulkUpdateDialog(props: BulkUpdateDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="sm"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
    >
      <DialogTitle>{t('list.bulkUpdate')}</DialogTitle>
      {props.open && <BulkForm {...props} />}
    </Dialog>
  )
}
