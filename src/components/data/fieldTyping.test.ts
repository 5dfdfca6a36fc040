// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildFormModel, fieldModel, toFormValue, toPayloadValue, validateField, validationTrigger, widgetOf } from './fieldTyping'

const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, display_name: `c${i}` }))

describe('FORM-08..12 field typing from metadata', () => {
  it('FORM-08 email, password and comment decide the input by name', () => {
    expect(widgetOf('email', { type: 'string', max_length: 128 })).toBe('email')
    expect(widgetOf('password', { type: 'string', max_length: 128 })).toBe('password')
    expect(widgetOf('comment', { type: 'string', max_length: 128 })).toBe('textarea')
  })
  it('FORM-09 a string holding a secret is a password input; write-only alone does not make one', () => {
    expect(widgetOf('secret', { type: 'string', write_only: true, max_length: 10 })).toBe('password')
    for (const name of ['private_key', 'EMAIL_HOST_PASSWORD', 'access_key_secret', 'new_password_again', 'token', 'passphrase'])
      expect([name, widgetOf(name, { type: 'string', write_only: true, max_length: 64 })]).toEqual([name, 'password'])
    // the fields an update form showed as password boxes when a server marked them write-only
    for (const name of ['name', 'username', 'hostname', 'ip', 'TENCENT_SECRET_ID'])
      expect([name, widgetOf(name, { type: 'string', write_only: true, max_length: 128 })]).toEqual([name, 'text'])
    expect(widgetOf('comment', { type: 'string', write_only: true })).toBe('textarea')
    expect(widgetOf('public_key', { type: 'string', write_only: true })).toBe('textarea')
  })
  it('FORM-10 a string without max_length is a 3-row textarea', () => {
    expect(widgetOf('notes', { type: 'string' })).toBe('textarea')
    expect(widgetOf('name', { type: 'string', max_length: 128 })).toBe('text')
  })
  it('FORM-11 / CONST-24 a choice with more than 4 options is a filterable select, else radio buttons', () => {
    expect(widgetOf('x', { type: 'choice', choices: choices(5) })).toBe('select-filterable')
    expect(widgetOf('x', { type: 'choice', choices: choices(4) })).toBe('radio')
  })
  it('maps other types: boolean switch, numbers, dates, JSON, lists', () => {
    expect(widgetOf('a', { type: 'boolean' })).toBe('switch')
    expect(widgetOf('a', { type: 'integer' })).toBe('number')
    expect(widgetOf('a', { type: 'datetime' })).toBe('datetime')
    expect(widgetOf('a', { type: 'nested object' })).toBe('json')
    expect(widgetOf('a', { type: 'list', child: { type: 'string' } })).toBe('tags')
    expect(widgetOf('a', { type: 'list', child: { type: 'choice', choices: choices(3) } })).toBe('checkbox-group')
    expect(widgetOf('a', { type: 'field' }, 'relation')).toBe('relation')
  })
  it('FORM-12 / VAL-04 inputs validate on blur, other widgets on change', () => {
    expect(validationTrigger('text')).toBe('blur')
    expect(validationTrigger('email')).toBe('blur')
    expect(validationTrigger('select-filterable')).toBe('change')
    expect(validationTrigger('switch')).toBe('change')
    expect(validationTrigger('datetime')).toBe('change')
  })
})

describe('FORM-12 / FORM-19 / VAL-04..06 validation', () => {
  it('ERR-35 required fields refuse empty values', () => {
    const m = fieldModel('name', { type: 'string', required: true, max_length: 5 })
    expect(validateField(m, '')?.key).toBe('form.required')
    expect(validateField(m, '  ')?.key).toBe('form.required')
    expect(validateField(m, 'ok')).toBeUndefined()
    expect(validateField(m, 'toolong')).toEqual({ key: 'form.maxLength', values: { max: 5 } })
    expect(validateField(fieldModel('g', { type: 'field', required: true }, { widget: 'relation', multiple: true }), [])?.key).toBe(
      'form.required',
    )
  })
  it('ERR-36 / VAL-05 an invalid email is refused', () => {
    const m = fieldModel('email', { type: 'email', required: true })
    expect(validateField(m, 'not-an-email')?.key).toBe('form.invalidEmail')
    expect(validateField(m, 'a@b.io')).toBeUndefined()
  })
  it('ERR-37 / VAL-06 a JSON field must parse', () => {
    const m = fieldModel('attrs', { type: 'nested object' })
    expect(validateField(m, '{oops')?.key).toBe('form.invalidJson')
    expect(validateField(m, '{"a": 1}')).toBeUndefined()
  })
  it("VAL-13 / G-18 numbers respect the metadata's min_value and max_value (the server's setting minimums among them)", () => {
    const limit = fieldModel('SECURITY_LOGIN_LIMIT_COUNT', { type: 'integer', label: 'Limit the number of login failures', min_value: 3 })
    expect(validateField(limit, '2')).toEqual({ key: 'form.minValue', values: { min: 3 } })
    expect(validateField(limit, '3')).toBeUndefined()
    const m = fieldModel('priority', { type: 'integer', min_value: 1, max_value: 100 })
    expect(validateField(m, '0')).toEqual({ key: 'form.minValue', values: { min: 1 } })
    expect(validateField(m, '101')).toEqual({ key: 'form.maxValue', values: { max: 100 } })
    expect(validateField(m, '1.5')?.key).toBe('form.invalidNumber')
    expect(validateField(m, '50')).toBeUndefined()
    expect(toPayloadValue(m, '50')).toBe(50)
  })
  it("ENT-05 a field's metadata gives its label, help text, flags, length, default and choices", () => {
    const m = fieldModel('protocol', {
      type: 'choice',
      label: 'Protocol',
      help_text: 'How to connect',
      required: true,
      read_only: false,
      max_length: 16,
      default: 'ssh',
      filter: true,
      choices: [
        { value: 'ssh', display_name: 'SSH' },
        { value: 'rdp', display_name: 'RDP' },
      ],
    })
    expect(m).toMatchObject({
      label: 'Protocol',
      helpText: 'How to connect',
      required: true,
      readOnly: false,
      maxLength: 16,
      defaultValue: 'ssh',
      kind: 'radio',
    })
    expect(m.choices).toEqual([
      { value: 'ssh', display_name: 'SSH' },
      { value: 'rdp', display_name: 'RDP' },
    ])
    expect(fieldModel('secret', { type: 'string', write_only: true, label: 'Secret' }).kind).toBe('password')
    expect(fieldModel('date_joined', { type: 'datetime', read_only: true }).readOnly).toBe(true)
    const nested = fieldModel('meta', { type: 'nested object', children: { HOST: { type: 'string', label: 'Host' } } })
    expect(nested.kind).toBe('json')
    expect(nested.meta.children?.HOST.label).toBe('Host')
  })
  it('converts JSON and defaults between the form and the payload', () => {
    const j = fieldModel('attrs', { type: 'nested object' })
    expect(toFormValue(j, { a: 1 })).toBe('{\n  "a": 1\n}')
    expect(toPayloadValue(j, '{"a":1}')).toEqual({ a: 1 })
    const s = fieldModel('mfa_level', { type: 'choice', default: 0, choices: choices(3) })
    expect(toFormValue(s, undefined)).toBe(0)
    expect(toFormValue(fieldModel('groups', { type: 'field' }, { widget: 'relation', multiple: true }), null)).toEqual([])
  })
})

describe('FORM-02 form model', () => {
  const fields = {
    name: { type: 'string', required: true, max_length: 128, label: 'Name' },
    username: { type: 'string', required: true, max_length: 128 },
    date_joined: { type: 'datetime', read_only: true },
    comment: { type: 'string' },
  }
  it('without a layout: every writable field in metadata order', () => {
    const [g] = buildFormModel(fields, undefined)
    expect(g.fields.map((f) => f.name)).toEqual(['name', 'username', 'comment'])
  })
  it('with groups: their order, unknown and read-only fields dropped, form-only fields kept', () => {
    const groups = buildFormModel(
      fields,
      [
        ['a', ['username', 'name', 'nope']],
        ['b', ['comment', 'date_joined', 'extra']],
      ],
      { extra: { meta: { type: 'boolean', label: 'Extra' } } },
    )
    expect(groups.map((g) => [g.titleKey, g.fields.map((f) => f.name)])).toEqual([
      ['a', ['username', 'name']],
      ['b', ['comment', 'extra']],
    ])
  })
})
