// Name of a new node, or the new name of a node. A blank new node gets the server's default name. Mounted each
// time it opens, so it starts from `initial`.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf } from '../../components/feedback'

export function NodeNameDialog({
  open,
  titleKey,
  initial,
  onSave,
  onClose,
}: {
  open: boolean
  titleKey: string
  initial: string
  onSave(value: string): Promise<void>
  onClose(): void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const save = async () => {
    if (titleKey !== 'assets.nodeCreate' && !value.trim()) {
      setError(t('form.required'))
      return
    }
    setBusy(true)
    try {
      await onSave(value.trim())
      onClose()
    } catch (e) {
      setError(reasonOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(titleKey)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('assets.nodeName')}
          value={value}
          error={Boolean(error)}
          helperText={error ?? undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save()
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.Cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('common.Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
