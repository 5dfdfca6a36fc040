// The zod schemas of an operation's JSON request body, for the forms (FORM-02), and of its write's answer. A module of its own, so that the
// first page, which names operations but opens no form, does not carry it.
import type { BodySchema, Operation } from './operation'

/** The operation's request body schema (undefined when it has no JSON body); loads the schemas' module. */
export async function bodySchemaOf(op: Operation): Promise<BodySchema | undefined> {
  const { requestBodies, bodyVariants } = await import('../generated/operations/bodies')
  const schema = await requestBodies[op.id]?.()
  return schema ? { schema, variants: bodyVariants[op.id] ?? {} } : undefined
}

/**
 * Issue 23: whether a write's success answer is what the contract says the operation answers (a 200 whose body is
 * not the saved object — a proxy's page, an empty or foreign body — must not be reported as saved). True when the
 * contract describes no JSON answer for it. Loads the same schema module as `bodySchemaOf`.
 */
export async function answerFits(op: Operation, answer: unknown): Promise<boolean> {
  const { writeAnswers } = await import('../generated/operations/bodies')
  const schema = await writeAnswers[op.id]?.()
  return !schema || schema.safeParse(answer).success
}
