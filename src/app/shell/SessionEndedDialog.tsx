// HTTP-10 / C-10 / ERR-05: one "login required" dialog for every 401, with a re-login button that comes back to
// this page (an open form keeps its draft: signInAgain). The dialog itself is among the shell's menus (menus.tsx): the
// first 401 also asks for them, and the dialog opens as soon as they are there. Nothing is drawn before the first 401
// (issue 22: the closed dialog was a tenth of the shell's first render); once opened it stays, to play its closing.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { onHttpEvent, sessionEndedDialogClosed, signInAgain } from '../../http/events'
import { requestShellMenus, useShellMenus } from './extrasLoader'

export function SessionEndedDialog() {
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState(false)
  useEffect(
    () =>
      onHttpEvent((event) => {
        if (event.type !== 'session-ended') return
        requestShellMenus()
        setOpen(true)
        setShown(true)
      }),
    [],
  )
  return shown ? <LoginRequiredDialog open={open} onClose={() => setOpen(false)} /> : null
}

function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const menus = useShellMenus()
  if (!menus) return null
  return (
    <menus.ConfirmDialog
      open={open}
      title={t('http.LoginRequiredTitle')}
      message={t('http.LoginRequiredMsg')}
      confirmText={t('http.ReLogin')}
      onConfirm={signInAgain}
      onClose={() => {
        onClose()
        sessionEndedDialogClosed()
      }}
    />
  )
}
