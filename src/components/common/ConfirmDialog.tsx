// A confirmation dialog with the console's default texts (C-13: title `common.Info`, buttons `common.Cancel` and
// `common.Confirm`), a loading state on confirm, and nothing sent when cancelled.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export interface ConfirmDialogProps {
  open: boolean
  title?: ReactNode
  message: ReactNode
  confirmText?: ReactNode
  cancelText?: ReactNode
  /** Shows a warning colour on the confirm button. */
  danger?: boolean
  loading?: boolean
  onConfirm(): void
  onClose(): void
}

export function ConfirmDialog({ open, title, message, confirmText, cancelText, danger, loading, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title ?? t('common.Info')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {cancelText ?? t('common.Cancel')}
        </Button>
        <Button onClick={onConfirm} loading={loading} variant="contained" color={danger ? 'error' : 'primary'} autoFocus>
          {confirmText ?? t('common.Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export default ConfirmDialog
