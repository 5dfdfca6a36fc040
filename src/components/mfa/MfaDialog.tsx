// MFA-01..06 / C-24: before a sensitive action. A verification younger than SECURITY_MFA_VERIFY_TTL passes at
// once; otherwise the server is asked quietly (GET otp/verify/, no toast, any failure = ask) and only then does a
// dialog ask for the 6-character code. A wrong length is refused without a request; a rejected code keeps it open.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DIALOG_TOP, MFA_CODE_LENGTH } from '../../config/constants'
import { authenticationOtpVerifyCreate, authenticationOtpVerifyRetrieve } from '../../generated/operations/authentication'
import { usersProfileRetrieve } from '../../generated/operations/users'
import { isHttpError } from '../../http/errors'
import { request } from '../../http/operation'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { isMfaFresh, isValidMfaCode } from '../data/mfa'

export interface MfaDialogProps {
  open: boolean
  onVerified(): void
  onCancel(): void
}

// 'unset': the account has no MFA, so no code can be typed (the platform refuses with `mfa_not_enabled`)
type Phase = 'checking' | 'asking' | 'sending' | 'unset'

/** Where a user turns MFA on: the settings tab of their own profile. */
export const MFA_SETUP_PATH = '/users/profile?tab=settings'

const notEnabled = (e: unknown) => isHttpError(e) && (e.data as { code?: unknown } | undefined)?.code === 'mfa_not_enabled'

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
      .catch(async () => {
        // a code is asked only of an account that has MFA; any doubt (profile unread) asks for it
        const profile = await request(usersProfileRetrieve, {}, { silent: true }).catch(() => undefined)
        if (!cancelled) setPhase(profile?.mfa_enabled === false ? 'unset' : 'asking')
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
    } catch (e) {
      // MFA-05: the HTTP layer has shown the server's reason; the code can be typed again.
      setPhase(notEnabled(e) ? 'unset' : 'asking')
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
      {phase === 'unset' ? (
        <>
          <DialogContent>
            <DialogContentText>{t('mfa.notEnabled')}</DialogContentText>
            <Link component={RouterLink} to={MFA_SETUP_PATH} onClick={onCancel} sx={{ display: 'inline-block', mt: 2 }}>
              {t('mfa.enableLink')}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('common.Close')}</Button>
          </DialogActions>
        </>
      ) : (
        <>
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
        </>
      )}
    </Dialog>
  )
}

/** Mount with `open` when the sensitive action starts; it calls onVerified once MFA is settled. */
export function MfaDialog({ open, onVerified, onCancel }: MfaDialogProps) {
  return open ? <MfaGate onVerified={onVerified} onCancel={onCancel} /> : null
}
