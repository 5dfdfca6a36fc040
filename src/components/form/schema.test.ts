// @vitest-environment node
// FORM-02 / FORM-12: the form's schema is the metadata rules of the visible fields, joined with the generated zod
// schema of the request body when the resource gives one.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldModel, type FieldContext } from '../data/fieldTyping'
import { applicationsApplicationsCreate } from '../../generated/operations/applications'
import { xpackCloudAccountsCreate } from '../../generated/operations/xpack'
import { bodySchemaOf } from '../../http/bodySchema'
import type { BodySchema } from '../../http/operation'
import { buildFormSchema, shapeOf } from './schema'

const ctx: FieldContext = { mode: 'create', orgIsRoot: false, isSuperAdmin: true, licenceValid: true }
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}:${JSON.stringify(values)}` : key)
const body = z.object({
  email: z.email(),
  groups: z.array(z.uuid()).optional(),
  level: z.enum({ off: 0, on: 1 }),
  date_expired: z
    .string()
    .regex(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
    .nullish(),
})
const models = [
  fieldModel('email', { type: 'email', required: true }),
  fieldModel('groups', { type: 'field' }, { widget: 'relation', multiple: true }),
  fieldModel('level', {
    type: 'choice',
    choices: [
      { value: 0, display_name: 'Off' },
      { value: 1, display_name: 'On' },
    ],
  }),
  fieldModel('date_expired', { type: 'datetime' }),
  fieldModel('comment', { type: 'string' }, { hidden: (v) => v.email === 'hide@x.io' }),
]
const errorsOf = (values: Record<string, unknown>, generated?: z.ZodType, form = models, context = ctx) => {
  const body: BodySchema | undefined = generated ? { schema: generated, variants: {} } : undefined
  return errorsWith(values, body, form, context)
}
const errorsWith = (values: Record<string, unknown>, generated: BodySchema | undefined, form = models, context = ctx) => {
  const result = buildFormSchema(form, values, context, t, generated).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}
const good = {
  email: 'a@x.io',
  groups: ['6f1c1f4e-0d2a-4b8e-9a51-1b2c3d4e5f01'],
  level: 1,
  date_expired: '2099-01-01T00:00:00.000Z',
  comment: '',
}

describe('FORM-02 metadata rules joined with the generated body schema', () => {
  it('without a generated schema only the metadata rules apply', () => {
    expect(errorsOf({ ...good, groups: ['g1'], level: 7 })).toEqual({})
    expect(errorsOf({ ...good, email: '' })).toEqual({ email: 'form.required' })
  })

  it('a value must also pass the generated field schema', () => {
    expect(errorsOf(good, body)).toEqual({})
    const errors = errorsOf({ ...good, email: 'a@x..io', groups: ['g1'], level: 7 }, body)
    expect(Object.keys(errors).sort()).toEqual(['email', 'groups', 'level'])
    expect(errors.groups).toMatch(/^form\.invalidValue:/)
    expect(errors.email).toBe('form.invalidEmail')
  })

  it('VAL-05 an e-mail address is checked as the server checks it, with the translated message only', () => {
    for (const email of ['ops@localhost', 'a@[10.0.0.1]', "o'brien+tag@example.com", 'x@例子.中国', 'a!b@sub.example.co'])
      expect([email, errorsOf({ ...good, email }, body)]).toEqual([email, {}])
    for (const email of ['plain', 'a@x..io', 'a@b', 'a b@x.io', 'a@x.io\nb', 'a@-x.io', 'a@[999.1.1.1]'])
      expect([email, errorsOf({ ...good, email }, body)]).toEqual([email, { email: 'form.invalidEmail' }])
  })

  it('the metadata rule is reported first; empty optional values are left to the metadata rules', () => {
    expect(errorsOf({ ...good, email: 'plain' }, body)).toEqual({ email: 'form.invalidEmail' })
    expect(errorsOf({ ...good, groups: [], level: null }, body)).toEqual({})
  })

  it("date pickers give ISO-8601, which the server takes: the contract's output pattern is not applied to them", () => {
    expect(errorsOf({ ...good, date_expired: '2099-01-01T00:00:00.000Z' }, body)).toEqual({})
  })

  it('hidden fields are not checked', () => {
    const values = { ...good, email: 'hide@x.io', comment: 'x'.repeat(5) }
    expect(errorsOf(values, z.object({ comment: z.string().max(2) }))).toEqual({})
    expect(errorsOf({ ...values, email: 'show@x.io' }, z.object({ comment: z.string().max(2) })).comment).toMatch(/^form\.invalidValue:/)
  })

  it("a body that is one object or a list of them gives the object's fields", () => {
    const union = z.union([body, z.array(body)])
    expect(Object.keys(shapeOf(union) ?? {})).toEqual(['email', 'groups', 'level', 'date_expired'])
    expect(shapeOf(z.array(body))).toBeUndefined()
    expect(errorsOf({ ...good, groups: ['g1'] }, union).groups).toMatch(/^form\.invalidValue:/)
  })
})

describe('FORM-02 polymorphic bodies: a nested field is checked against the variant its type picks', () => {
  // metadata models without a length rule, so that only the generated schema can refuse a value
  const attrs = [
    fieldModel('type', { type: 'string' }),
    fieldModel('attrs__host', { type: 'string' }),
    fieldModel('attrs__path', { type: 'string' }),
  ]
  const long = 'h'.repeat(200)

  it('a database application checks attrs host against the database variant (at most 128 characters)', async () => {
    const body = await bodySchemaOf(applicationsApplicationsCreate)
    expect(errorsWith({ type: 'mysql', attrs__host: long, attrs__path: '' }, body, attrs).attrs__host).toMatch(/^form\.invalidValue:/)
    expect(errorsWith({ type: 'oracle', attrs__host: 'db-1', attrs__path: '' }, body, attrs)).toEqual({})
  })

  it('a remote app has no host in its variant: the same value is not checked there', async () => {
    const body = await bodySchemaOf(applicationsApplicationsCreate)
    expect(errorsWith({ type: 'chrome', attrs__host: long, attrs__path: '' }, body, attrs)).toEqual({})
    expect(errorsWith({ type: 'chrome', attrs__host: '', attrs__path: 'p'.repeat(200) }, body, attrs).attrs__path).toMatch(
      /^form\.invalidValue:/,
    )
  })

  it('the type comes from the page query on create and from the object on update when the form has no type field', async () => {
    const body = await bodySchemaOf(applicationsApplicationsCreate)
    const hostOnly = [attrs[1]]
    expect(errorsWith({ attrs__host: long }, body, hostOnly, { ...ctx, query: { type: 'postgresql' } }).attrs__host).toMatch(
      /^form\.invalidValue:/,
    )
    expect(errorsWith({ attrs__host: long }, body, hostOnly, { ...ctx, mode: 'update', object: { type: 'mariadb' } }).attrs__host).toMatch(
      /^form\.invalidValue:/,
    )
    // an unknown type picks no variant: nothing to check against
    expect(errorsWith({ attrs__host: long }, body, hostOnly, { ...ctx, query: { type: 'unknown' } })).toEqual({})
  })

  it('a cloud account picks its attrs variant by provider', async () => {
    const body = await bodySchemaOf(xpackCloudAccountsCreate)
    const form = [fieldModel('provider', { type: 'string' }), fieldModel('attrs__api_endpoint', { type: 'string' })]
    // Nutanix reads an API endpoint (at most 128 characters); Alibaba Cloud has none to check
    expect(errorsWith({ provider: 'nutanix', attrs__api_endpoint: long }, body, form).attrs__api_endpoint).toMatch(/^form\.invalidValue:/)
    expect(errorsWith({ provider: 'aliyun', attrs__api_endpoint: long }, body, form)).toEqual({})
  })
})
