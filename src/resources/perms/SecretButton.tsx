// An account's secret (password, SSH private key) behind the MFA check (MFA-01..05, C-24): "View" asks for MFA
// when the last verification is too old, then reads the secret endpoint and shows it in a dialog.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchObject } from '../../components/api/requests'
import { MfaDialog } from '../../components/mfa/MfaDialog'

type Secret = { username?: string; password?: string | null; private_key?: string | null }

function SecretView({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useTranslation()
  // gcTime 0: a secret is not kept in the cache once its dialog is closed.
  const secret = useQuery({ queryKey: [url, 'secret'], queryFn: ({ signal }) => fetchObject<Secret>(url, signal), gcTime: 0, retry: false })
  const field = (labelKey: string, value: string | null | undefined, rows = 1) => (
    <TextField
      label={t(labelKey)}
      value={value ?? ''}
      fullWidth
      margin="dense"
      multiline={rows > 1}
      minRows={rows}
      slotProps={{ input: { readOnly: true } }}
    />
  )
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('perms.accounts.secretTitle')}</DialogTitle>
      <DialogContent>
        {secret.isLoading && <CircularProgress aria-label={t('common.Loading')} />}
        {secret.isError && <Alert severity="error">{t('perms.accounts.secretFailed')}</Alert>}
        {secret.data && (
          <>
            {field('perms.accounts.username', secret.data.username)}
            {field('perms.accounts.password', secret.data.password)}
            {secret.data.private_key ? field('perms.accounts.privateKey', secret.data.private_key, 4) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('perms.accounts.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

export function SecretButton({ url }: { url: string }) {
  const { t } = useTranslation()
  const [step, setStep] = useState<'idle' | 'mfa' | 'shown'>('idle')
  return (
    <>
      <Button size="small" onClick={() => setStep('mfa')}>
        {t('perms.accounts.view')}
      </Button>
      {step === 'mfa' && <MfaDialog open onVerified={() => setStep('shown')} onCancel={() => setStep('idle')} />}
      {step === 'shown' && <SecretView url={url} onClose={() => setStep('idle')} />}
    </>
  )
}
