// A confirmation dialog with the console's default texts (C-13: title `common.Info`, buttons `common.Cancel` and
// `common.Confirm`), a loading state on confirm, and nothing sent when cancelled. With `closeOnDone` it runs the
// confirmed action itself: the confirm button shows a loading state while the action runs (DTABLE-10), and the
// dialog closes when the action succeeds and stays open when it fails (C-04, DTABLE-30).
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState, type ReactNode } from 'react'
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
  /**
   * Waits for `onConfirm` (loading meanwhile), then closes; a failed action (a rejected promise or a throw) keeps
   * the dialog open — the caller has said what went wrong.
   */
  closeOnDone?: boolean
  onConfirm(): Promise<unknown> | unknown
  onClose(): void
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  danger,
  loading: outerLoading,
  closeOnDone,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  const [running, setRunning] = useState(false)
  const loading = outerLoading || running
  const confirm = async () => {
    setRunning(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      // the dialog stays open
    } finally {
      setRunning(false)
    }
  }
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
        <Button
          onClick={closeOnDone ? () => void confirm() : onConfirm}
          loading={loading}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          autoFocus
        >
          {confirmText ?? t('common.Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export default ConfirmDialog
