// HTTP-05 / ERR-09: error responses become 5-second error toasts (the toast host shows them for 5 s); the first
// one also asks for the toast host at once.
import { useEffect } from 'react'
import { showToast } from '../../components/common/toast'
import { onHttpEvent } from '../../http/events'
import { requestShellExtras } from './extrasLoader'

export function HttpToasts() {
  useEffect(
    () =>
      onHttpEvent((event) => {
        if (event.type !== 'error') return
        showToast(event.message, 'error', { preventDuplicate: true, detail: event.error.detail })
        // the toast host comes with the shell's extras: an error does not wait for them to load at idle
        requestShellExtras()
      }),
    [],
  )
  return null
}
