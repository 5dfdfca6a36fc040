// What the page shows while the startup guard runs, and when it stops (GUARD-06, GUARD-14, ERR-01/03/04).
import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '../components/common/toast'
import { LOGIN_PATH } from '../config/constants'
import { browser } from '../http/browser'
import { requestShellExtras } from './shell/extrasLoader'
import { ShellButton } from './shell/ShellButton'
import { ShellMessage } from './shell/ShellMessage'

/** The page's own spinner (the `boot` style of index.html), while a page's code loads. */
export function StartupSpinner() {
  return (
    <Box sx={{ display: 'flex', minHeight: '60vh' }}>
      <Box className="boot" role="progressbar" aria-busy="true" sx={{ flex: 1 }} />
    </Box>
  )
}

export interface StartupMessageProps {
  /** Already translated text. */
  message: string
  /** Offer the sign-in page. */
  offerLogin?: boolean
  /** Also show the message as an error toast (GUARD-14). */
  toast?: boolean
}

export function StartupMessage({ message, offerLogin, toast }: StartupMessageProps) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!toast) return
    showToast(message, 'error', { preventDuplicate: true })
    // the toast host comes with the shell's extras, which otherwise wait for a page's data
    requestShellExtras()
  }, [toast, message])
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <ShellMessage
        data-testid="startup-error"
        action={
          offerLogin ? (
            <ShellButton onClick={() => browser.assign(LOGIN_PATH)}>{t('http.ReLogin')}</ShellButton>
          ) : (
            <ShellButton onClick={() => browser.reload()}>{t('guard.Retry')}</ShellButton>
          )
        }
      >
        {message}
      </ShellMessage>
    </Box>
  )
}
