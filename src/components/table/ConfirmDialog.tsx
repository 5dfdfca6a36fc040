// The shared confirmation (common/ConfirmDialog) driven by an async action: the confirm button shows a loading
// state while the action runs (DTABLE-10), the dialog closes when it succeeds and stays open when it fails
// (C-04, DTABLE-30).
import { useState, type ReactNode } from 'react'
import { ConfirmDialog as SharedConfirmDialog } from '../common/ConfirmDialog'

export interface ConfirmDialogProps {
  open: boolean
  title?: ReactNode
  message: ReactNode
  confirmLabel?: ReactNode
  /** Runs on confirm; a rejected promise keeps the dialog open. */
  onConfirm: () => Promise<unknown> | unknown
  onClose: () => void
  danger?: boolean
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onClose, danger = true }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      // The caller has shown what went wrong; the dialog stays open.
    } finally {
      setBusy(false)
    }
  }
  return (
    <SharedConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmText={confirmLabel}
      danger={danger}
      loading={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  )
}
