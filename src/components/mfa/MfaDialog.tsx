// MFA-01..06 / C-24: before a sensitive action. A verification younger than SECURITY_MFA_VERIFY_TTL passes at
// once; otherwise the server is asked quietly (GET otp/verify/, no toast, any failure = ask) and only then does a
// dialog ask for the 6-character code. A wrong length is refused without a request; a rejected code keeps it open.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_TOP, MFA_CODE_LENGTH } from '../../config/constants'
import { authenticationOtpVerifyCreate, authenticationOtpVerifyRetrieve } from '../../generated/operations/authentication'
import { request } from '../../http/operation'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { isMfaFresh, isValidMfaCode } from '../data/mfa'

export interface MfaDialogProps {
  open: boolean
  onVerified(): void
  onCancel(): void
}

type Phase = 'checking' | 'asking' | 'sending'

function MfaGate({ onVerified, onCancel }: Omit<MfaDialogProps, 'open'>) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [phase, setPhase] = useState<Phase>('checking')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const verified = useEffectEvent(() => onVerified())
  const isFresh = useEffectEvent(() => isMfaFresh(env.mfaVerifiedAt, env.mfaTtlSeconds, Date.now()))

  useEffect(() => {
    if (isFresh()) {
      verified()
      return
    }
    let cancelled = false
    request(authenticationOtpVerifyRetrieve, {}, { silent: true })
      .then(() => {
        if (!cancelled) verified()
      })
      .catch(() => {
        if (!cancelled) setPhase('asking')
      })
    return () => {
      cancelled = true
    }
  }, [])

  const submit = async () => {
    if (!isValidMfaCode(code)) {
      setError(t('common.MFAErrorMsg'))
      return
    }
    setError(null)
    setPhase('sending')
    try {
      await request(authenticationOtpVerifyCreate, { body: { code: code.trim() } })
      env.recordMfaVerified(Date.now())
      onVerified()
    } catch {
      // MFA-05: the HTTP layer has shown the server's reason; the code can be typed again.
      setPhase('asking')
    }
  }

  return (
    <Dialog
      open={phase !== 'checking'}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
    >
      <DialogTitle>{t('mfa.title')}</DialogTitle>
      <DialogContent>
        <form
          id="mfa-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <DialogContentText sx={{ mb: 2 }}>{t('mfa.prompt', { length: MFA_CODE_LENGTH })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('mfa.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.Cancel')}</Button>
        <Button type="submit" form="mfa-form" variant="contained" disabled={phase !== 'asking'}>
          {t('common.Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Mount with `open` when the sensitive action starts; it calls onVerified once MFA is settled. */
export function MfaDialog({ open, onVerified, onCancel }: MfaDialogProps) {
  return open ? <MfaGate onVerified={onVerified} onCancel={onCancel} /> : null
}
