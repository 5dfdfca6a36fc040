// GUARD-02 / SHELL-01: signing in happens on the platform's page; this console address leads there.
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LOGIN_PATH } from '../../config/constants'
import { browser } from '../../http/browser'

export default function LoginRedirectPage() {
  const { t } = useTranslation()
  useEffect(() => {
    browser.assign(LOGIN_PATH)
  }, [])
  return <Typography sx={{ p: 3 }}>{t('guard.GoingToLogin')}</Typography>
}
