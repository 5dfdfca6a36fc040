// Shows the toasts asked for with showToast (toast.ts): top centre, 5 s each, three at most — a fourth pushes out
// the oldest (HTTP-05, CONST-15). A toast asked with preventDuplicate is not shown twice while the same message is
// on screen. The shell mounts the host just after the first screen is drawn (with its other extras); the test
// harness mounts one that keeps its toasts. Built on MUI's Alert: a toast library would add a chunk of its own.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TOAST_DURATION_MS } from '../../config/constants'
import { registerToastSink, type ToastRequest } from './toast'

interface Shown extends ToastRequest {
  key: number
}

export interface ToastHostProps {
  /** How many toasts are on screen at most (the oldest leaves first). */
  max?: number
  /** How long a toast stays; null keeps it until closed. */
  durationMs?: number | null
}

export function ToastHost({ max = 3, durationMs = TOAST_DURATION_MS }: ToastHostProps) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Shown[]>([])
  const shown = useRef<Shown[]>([])
  const nextKey = useRef(0)
  const timers = useRef(new Map<number, number>())

  const update = (next: Shown[]) => {
    shown.current = next
    setToasts(next)
  }
  const dismiss = (key: number) => {
    window.clearTimeout(timers.current.get(key))
    timers.current.delete(key)
    update(shown.current.filter((s) => s.key !== key))
  }

  useEffect(() => {
    const pending = timers.current
    const unregister = registerToastSink((toast) => {
      if (toast.preventDuplicate && shown.current.some((s) => s.message === toast.message)) return
      const key = (nextKey.current += 1)
      if (durationMs !== null)
        pending.set(
          key,
          window.setTimeout(() => dismiss(key), durationMs),
        )
      const next = [...shown.current, { ...toast, key }]
      for (const gone of next.slice(0, Math.max(0, next.length - max))) {
        window.clearTimeout(pending.get(gone.key))
        pending.delete(gone.key)
      }
      update(next.slice(-max))
    })
    return () => {
      unregister()
      for (const id of pending.values()) window.clearTimeout(id)
      pending.clear()
    }
    // dismiss and update only touch refs and the state setter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [max, durationMs])

  if (toasts.length === 0) return null
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        alignItems: 'center',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.key}
          severity={toast.variant === 'default' ? 'info' : toast.variant}
          variant="filled"
          role={toast.variant === 'error' || toast.variant === 'warning' ? 'alert' : 'status'}
          onClose={() => dismiss(toast.key)}
          slotProps={{ closeButton: { title: t('common.Close'), 'aria-label': t('common.Close') } }}
          sx={{ minWidth: 288, boxShadow: 3 }}
        >
          {toast.message}
          {toast.detail && toast.detail !== toast.message && (
            <details>
              <summary>{t('http.Details')}</summary>
              <Box
                component="span"
                sx={{ display: 'block', maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {toast.detail}
              </Box>
            </details>
          )}
        </Alert>
      ))}
    </Box>
  )
}

export default ToastHost
