// Shows the toasts asked for with showToast (toast.ts): top centre, 5 s each, three at most — a fourth pushes out
// the oldest (HTTP-05, CONST-15). A toast asked with preventDuplicate is not shown twice while the same message is
// on screen. The shell mounts the host just after the first screen is drawn (with its other extras); the test
// harness mounts one that keeps its toasts. A toast has the look of MUI's filled Alert, drawn with plain elements under
// the host's one stylesheet: MUI's Alert brings its close button and ButtonBase, which the shell loads with this host
// just after the first screen (issue 22); a toast library would add a chunk of its own.
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined'
import CloseIcon from '@mui/icons-material/Close'
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined'
import { styled } from '@mui/material/styles'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TOAST_DURATION_MS } from '../../config/constants'
import { PlainIconButton } from './PlainIconButton'
import { registerToastSink, type ToastRequest, type ToastVariant } from './toast'

type Severity = Exclude<ToastVariant, 'default'>
const SEVERITIES = ['success', 'info', 'warning', 'error'] as const satisfies readonly Severity[]
const ICONS = {
  success: CheckCircleOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineOutlinedIcon,
} as const

/** The host: top centre, above the page; its toasts as MUI's filled alerts (colour of their severity, raised). */
const Host = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 24,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  alignItems: 'center',
  maxWidth: 'calc(100vw - 32px)',
  '& .toast': {
    ...theme.typography.body2,
    display: 'flex',
    boxSizing: 'border-box',
    minWidth: 288,
    maxWidth: '100%',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[3],
    fontWeight: theme.typography.fontWeightMedium,
  },
  ...Object.fromEntries(
    SEVERITIES.map((s) => [`& .toast-${s}`, { color: theme.palette[s].contrastText, backgroundColor: theme.palette[s].main }]),
  ),
  '& .toast-icon': { display: 'flex', marginRight: 12, padding: '7px 0', fontSize: 22, opacity: 0.9 },
  '& .toast-message': { minWidth: 0, padding: '8px 0', overflow: 'auto' },
  '& .toast-action': { display: 'flex', alignItems: 'flex-start', padding: '4px 0 0 16px', marginLeft: 'auto', marginRight: -8 },
  '& .toast-detail': { display: 'block', maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
}))

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
    <Host>
      {toasts.map((toast) => {
        const severity: Severity = toast.variant === 'default' ? 'info' : toast.variant
        const Icon = ICONS[severity]
        return (
          <div
            key={toast.key}
            className={`toast toast-${severity}`}
            role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
          >
            <span className="toast-icon">
              <Icon fontSize="inherit" />
            </span>
            <div className="toast-message">
              {toast.message}
              {toast.detail && toast.detail !== toast.message && (
                <details>
                  <summary>{t('http.Details')}</summary>
                  <span className="toast-detail">{toast.detail}</span>
                </details>
              )}
            </div>
            <div className="toast-action">
              <PlainIconButton
                size="small"
                color="inherit"
                title={t('common.Close')}
                aria-label={t('common.Close')}
                onClick={() => dismiss(toast.key)}
              >
                <CloseIcon fontSize="small" />
              </PlainIconButton>
            </div>
          </div>
        )
      })}
    </Host>
  )
}

export default ToastHost
