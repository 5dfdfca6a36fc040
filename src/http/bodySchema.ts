// The zod schema of an operation's JSON request body, for the forms (FORM-02). A module of its own, so that the
// first page, which names operations but opens no form, does not carry it.
import type { BodySchema, Operation } from './operation'

/** The operation's request body schema (undefined when it has no JSON body); loads the schemas' module. */
export async function bodySchemaOf(op: Operation): Promise<BodySchema | undefined> {
  const { requestBodies, bodyVariants } = await import('../generated/operations/bodies')
  const schema = await requestBodies[op.id]?.()
  return schema ? { schema, variants: bodyVariants[op.id] ?? {} } : undefined
}
