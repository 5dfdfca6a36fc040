// Contract operations as typed references (ADR 0010). `src/generated/operations/<tag>.ts` holds a constant per
// operation of the contract (its id, method and path template); its types come from openapi-typescript's
// `operations` (src/generated/schema.d.ts) by that id. A screen names the operations it calls and the fields it
// shows through these types, so a path or field removed from the contract fails the typecheck where it is used.
import type { ZodType } from 'zod'
import type { operations } from '../generated/schema'
import { httpRequest, type RequestOptions } from './client'
import { withQuery } from './query'

export type OperationId = keyof operations

/** One operation of the contract (the zod schema of its JSON body: `bodySchemaOf`, src/http/bodySchema.ts). */
export interface Operation<I extends OperationId = OperationId> {
  readonly id: I
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
  /** Path template, e.g. `/api/v1/assets/labels/{id}/`. */
  readonly path: string
}

/**
 * How a polymorphic body field picks its shape: the discriminating sibling property (`type`, `provider`) and, per
 * value, the index of that value's variant in the field's zod union (src/generated/operations/bodies.ts).
 */
export interface BodyVariant {
  readonly by: string
  readonly options: Readonly<Record<string, number>>
}

/** orval's zod schema of a JSON request body, with the variants of its polymorphic fields. */
export interface BodySchema {
  readonly schema: ZodType
  readonly variants: Readonly<Record<string, BodyVariant>>
}

type Def<O extends Operation> = operations[O['id']]
type Responses<O extends Operation> = Def<O> extends { responses: infer R } ? R : never
type JsonOf<X> = X extends { content: { 'application/json': infer J } } ? J : never
type SuccessOf<R> = 200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : 202 extends keyof R ? R[202] : never

/** The JSON body of the operation's success answer. */
export type ResponseOf<O extends Operation> = JsonOf<SuccessOf<Responses<O>>>

/** One object of the answer: a list's row (paged or bare), else the object answered. */
export type RowOf<O extends Operation> =
  ResponseOf<O> extends infer B ? (B extends { results: Array<infer R> } ? R : B extends Array<infer R> ? R : B) : never

/** The operation's query parameters. */
export type QueryOf<O extends Operation> = Def<O> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never

/** The operation's path parameters (`{id}`, `{asset_id}` …). */
export type PathParamsOf<O extends Operation> =
  Def<O> extends { parameters: { path: infer P } } ? ([P] extends [never] ? Record<string, never> : NonNullable<P>) : Record<string, never>

/** The JSON request body as the contract describes it (an object, a list of them, or either). */
export type BodyContent<O extends Operation> = Def<O> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never
/** One object of the JSON request body (a body that also takes a list of them gives the object; a list, its item). */
export type BodyOf<O extends Operation> = BodyContent<O> extends infer B ? (B extends Array<infer I> ? I : B) : never

/** The names of an object type's fields. */
export type FieldOf<R> = R extends object ? Extract<keyof R, string> : never

/** A query with the operation's parameters (values as the client sends them: strings, numbers, booleans). */
export type QueryValues<O extends Operation> = { [K in keyof QueryOf<O>]?: string | number | boolean | null }

/** The operation's URL with its path parameters filled (and a query, when given). */
export function urlOf<O extends Operation>(
  op: O,
  params?: { [K in keyof PathParamsOf<O>]: string | number },
  query?: QueryValues<O>,
): string {
  const values = (params ?? {}) as Record<string, string | number>
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === null || value === '') throw new Error(`${op.id}: no value for {${name}}`)
    return encodeURIComponent(String(value))
  })
  return query ? withQuery(path, query as Record<string, unknown>) : path
}

export interface CallArgs<O extends Operation> {
  path?: { [K in keyof PathParamsOf<O>]: string | number }
  query?: QueryValues<O>
  body?: BodyContent<O>
  signal?: AbortSignal
}

/** The URL, method and body of a call (for a config that hands the call to a generic page: a quick action). */
export function requestOf<O extends Operation>(
  op: O,
  args: Omit<CallArgs<O>, 'signal'> = {},
): { url: string; method: O['method']; data?: unknown } {
  return { url: urlOf(op, args.path, args.query), method: op.method, ...(args.body !== undefined ? { data: args.body } : {}) }
}

/** Calls an operation through the HTTP layer, its answer typed by the contract. */
export function request<O extends Operation>(op: O, args: CallArgs<O> = {}, options?: RequestOptions): Promise<ResponseOf<O>> {
  return httpRequest<ResponseOf<O>>({ ...requestOf(op, args), signal: args.signal }, options)
}
