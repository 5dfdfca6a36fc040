// Toasts of the generic screens (shown by the shell's toast host, common/ToastHost.tsx; 5 s each, CONST-15).
import { isHttpError } from '../http/errors'
import { showToast, type ToastVariant } from './common/toast'
import { serverMessage } from './data/serverErrors'

export function toast(message: string, variant: ToastVariant = 'success'): void {
  showToast(message, variant)
}

/** The reason of a failed call: the server's error/msg/detail, else the client's translated message. */
export function reasonOf(error: unknown): string {
  if (isHttpError(error)) return serverMessage(error.data) ?? error.message
  if (error instanceof Error) return error.message
  return String(error ?? '')
}

/** The server's `msg` of a failed call, when it sent one (DTABLE-12). */
export function msgOf(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined
  const data = error.data as { msg?: unknown } | undefined
  return typeof data?.msg === 'string' && data.msg ? data.msg : undefined
}
