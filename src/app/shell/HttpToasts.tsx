// HTTP-05 / ERR-09: error responses become 5-second error toasts (the toast host shows them for 5 s).
import { useEffect } from 'react'
import { showToast } from '../../components/common/toast'
import { onHttpEvent } from '../../http/events'

export function HttpToasts() {
  useEffect(
    () =>
      onHttpEvent((event) => {
        if (event.type === 'error') showToast(event.message, 'error', { preventDuplicate: true, detail: event.error.detail })
      }),
    [],
  )
  return null
}
