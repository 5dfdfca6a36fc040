// HTTP-10 / C-10 / ERR-05: one "login required" dialog for every 401, with a re-login button that comes back to
// this page (an open form keeps its draft: signInAgain). The dialog itself is among the shell's extras: the first
// 401 also asks for them, and the dialog opens as soon as they are there.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { onHttpEvent, sessionEndedDialogClosed, signInAgain } from '../../http/events'
import { requestShellExtras, useShellExtras } from './extrasLoader'

export function SessionEndedDialog() {
  const { t } = useTranslation()
  const extras = useShellExtras()
  const [open, setOpen] = useState(false)
  useEffect(
    () =>
      onHttpEvent((event) => {
        if (event.type !== 'session-ended') return
        requestShellExtras()
        setOpen(true)
      }),
    [],
  )
  if (!extras) return null
  return (
    <extras.ConfirmDialog
      open={open}
      title={t('http.LoginRequiredTitle')}
      message={t('http.LoginRequiredMsg')}
      confirmText={t('http.ReLogin')}
      onConfirm={signInAgain}
      onClose={() => {
        setOpen(false)
        sessionEndedDialogClosed()
      }}
    />
  )
}
