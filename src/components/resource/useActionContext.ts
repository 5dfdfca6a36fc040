// The context a config's callbacks receive (env, navigation, toasts, translation, reload).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { toast } from '../feedback'
import type { ActionContext } from './types'

export function useActionContext(reload: () => void): ActionContext {
  const env = useConsoleEnv()
  const navigate = useNavigate()
  const { t } = useTranslation()
  return useMemo(
    () => ({
      env,
      reload,
      navigate: (to: string) => navigate(to),
      notify: (key, variant = 'success', values) => toast(t(key, values), variant),
      t: (key, values) => t(key, values),
    }),
    [env, reload, navigate, t],
  )
}
