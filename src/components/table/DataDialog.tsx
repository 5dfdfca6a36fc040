// DTABLE-13..17: the data dialog. Modes new (default), edit and view; view disables every field and hides the
// footer. Confirm validates first, then creates (POST {url} with the extra body) or edits (the caller's call,
// else PUT {url}{id}/ — G-07); success reloads, closes and says so; a failure keeps the dialog and its values.
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_TOP } from '../../config/constants'
import { httpRequest } from '../../http/client'
import { detailUrlOf } from '../api/requests'
import { useMetadata } from '../api/hooks'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { buildFormModel, type FieldContext, type FieldLayout, type FieldOverride } from '../data/fieldTyping'
import { formFieldsOf, type FieldMeta } from '../data/metadata'
import { toast } from '../feedback'
import { MetadataForm } from '../form/MetadataForm'
import { useMetadataForm } from '../form/useMetadataForm'

export type DialogMode = 'new' | 'edit' | 'view'

export interface DataDialogProps {
  open: boolean
  mode?: DialogMode
  /** The list URL (POST target in new mode, metadata source unless `fields` is given). */
  url?: string
  /** Field metadata when the dialog's fields are not a resource's (or to skip OPTIONS). */
  fields?: Record<string, FieldMeta>
  layout?: FieldLayout
  overrides?: Record<string, FieldOverride | undefined>
  object?: Record<string, unknown>
  initial?: Record<string, unknown>
  /** DTABLE-15: added to the body of a create (for a tree, the parent id). */
  extraBody?: Record<string, unknown>
  /** DTABLE-16: the edit call (default PUT {url}{id}/). */
  onEdit?: (values: Record<string, unknown>, object: Record<string, unknown> | undefined) => Promise<unknown>
  /** Replaces the create call (e.g. a dialog posting somewhere else). */
  submit?: (values: Record<string, unknown>) => Promise<unknown>
  title?: string
  submitLabel?: string
  successMessage?: string
  onSaved?: () => void
  onClose: () => void
}

const TITLE_KEYS: Record<DialogMode, string> = { new: 'table.dialogNew', edit: 'table.dialogEdit', view: 'table.dialogView' }

function DialogForm(props: DataDialogProps & { fieldsMeta: Record<string, FieldMeta> }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const mode = props.mode ?? 'new'
  const ctx: FieldContext = {
    mode: mode === 'new' ? 'create' : 'update',
    orgIsRoot: env.orgIsRoot,
    isSuperAdmin: env.isSuperAdmin,
    licenceValid: env.licenceValid,
    object: props.object,
    settings: env.settings,
  }
  const groups = useMemo(
    () => buildFormModel(props.fieldsMeta, props.layout, props.overrides),
    [props.fieldsMeta, props.layout, props.overrides],
  )
  const controller = useMetadataForm(groups, { ...(props.initial ?? {}), ...(props.object ?? {}) }, ctx)
  const [busy, setBusy] = useState(false)
  const confirm = controller.form.handleSubmit(async (values) => {
    setBusy(true)
    controller.clearGeneralErrors()
    const body = controller.payload(values)
    try {
      if (props.submit) await props.submit(body)
      else if (mode === 'edit') {
        if (props.onEdit) await props.onEdit(body, props.object)
        else if (props.url && props.object?.id !== undefined)
          await httpRequest({ url: detailUrlOf(props.url, String(props.object.id)), method: 'PUT', data: body })
      } else if (props.url) {
        await httpRequest({ url: props.url, method: 'POST', data: { ...body, ...(props.extraBody ?? {}) } })
      }
      toast(props.successMessage ?? t('common.OperationSucceeded'))
      props.onSaved?.()
      props.onClose()
    } catch (error) {
      controller.applyServerError(error)
    } finally {
      setBusy(false)
    }
  })
  return (
    <>
      <DialogContent dividers>
        <form id="data-dialog-form" noValidate onSubmit={(e) => void confirm(e)}>
          <MetadataForm
            groups={groups}
            form={controller.form}
            ctx={ctx}
            readOnly={mode === 'view'}
            generalErrors={controller.generalErrors}
          />
        </form>
      </DialogContent>
      {mode !== 'view' && (
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {t('common.Cancel')}
          </Button>
          <Button
            type="submit"
            form="data-dialog-form"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {props.submitLabel ?? t('common.Confirm')}
          </Button>
        </DialogActions>
      )}
    </>
  )
}

function RemoteFields(props: DataDialogProps) {
  const { t } = useTranslation()
  const { meta, loading } = useMetadata(props.url)
  if (loading || !meta)
    return (
      <DialogContent>
        <CircularProgress aria-label={t('common.Loading')} />
      </DialogContent>
    )
  return <DialogForm {...props} fieldsMeta={formFieldsOf(meta, props.mode === 'edit' ? 'PUT' : 'POST')} />
}

export function DataDialog(props: DataDialogProps) {
  const { t } = useTranslation()
  const mode = props.mode ?? 'new'
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="sm"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
    >
      <DialogTitle>{props.title ?? t(TITLE_KEYS[mode])}</DialogTitle>
      {props.open && (props.fields ? <DialogForm {...props} fieldsMeta={props.fields} /> : <RemoteFields {...props} />)}
    </Dialog>
  )
}
