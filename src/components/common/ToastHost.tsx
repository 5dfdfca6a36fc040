// Shows the toasts asked for with showToast (toast.ts): top centre, 5 s, three at most (HTTP-05, CONST-15). The
// shell mounts it just after the first screen is drawn (with its other extras); a test harness may mount it too.
// It is notistack's provider, so that notistack's own enqueueSnackbar, still called by some screens, shows there.
import { enqueueSnackbar, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { TOAST_DURATION_MS } from '../../config/constants'
import { registerToastSink } from './toast'

function ToastBridge() {
  useEffect(
    () =>
      registerToastSink((toast) => {
        enqueueSnackbar(toast.message, { variant: toast.variant, preventDuplicate: toast.preventDuplicate })
      }),
    [],
  )
  return null
}

export function ToastHost() {
  return (
    <>
      <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
      <ToastBridge />
    </>
  )
}

export default ToastHost
