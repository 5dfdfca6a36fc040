// Toasts of the generic screens (shown by the shell's toast host, common/ToastHost.tsx; 5 s each, CONST-15).
import { isHttpError } from '../http/errors'
import { showToast, type ToastVariant } from './common/toast'
import { serverMessage } from './data/serverErrors'

/** `detail`: the server's own text behind the message (`detailOf`), shown under "Details" as plain text. */
export function toast(message: string, variant: ToastVariant = 'success', detail?: string): void {
  showToast(message, variant, { detail })
}

/**
 * The reason of a failed call: the server's error/msg/detail, else the client's translated message — which comes
 * first when the HTTP layer kept the server's text as a detail (an HTML error page, a 403; issue 23).
 */
export function reasonOf(error: unknown): string {
  if (isHttpError(error)) return error.detail !== undefined ? error.message : (serverMessage(error.data) ?? error.message)
  if (error instanceof Error) return error.message
  return String(error ?? '')
}

/** The server's text kept behind the translated reason of a failed call (see reasonOf). */
export function detailOf(error: unknown): string | undefined {
  return isHttpError(error) ? error.detail : undefined
}

/** The server's `msg` of a failed call, when it sent one (DTABLE-12). */
export function msgOf(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined
  const data = error.data as { msg?: unknown } | undefined
  return typeof data?.msg === 'string' && data.msg ? data.msg : undefined
}
