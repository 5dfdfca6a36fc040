// What a form does with the refusals of a submit: the contract's complaints about a body it is about to send (a
// form that validated first never has any; a mismatch is shown rather than sent), and the server's messages put
// under the fields they name (FORM-13/14), without moving the focus.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import type { ZodType } from 'zod'

/** The contract's complaints about a request body, `path: message` each; none when the body fits its schema. */
export function bodyComplaints(schema: ZodType, body: unknown): string[] {
  const checked = schema.safeParse(body)
  return checked.success ? [] : checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

/** Shows each server message under the form field it names. */
export function showFieldErrors<V extends FieldValues>(setError: UseFormSetError<V>, fields: Record<string, string>): void {
  for (const [name, message] of Object.entries(fields)) setError(name as FieldPath<V>, { type: 'server', message }, { shouldFocus: false })
}
