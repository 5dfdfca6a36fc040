// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { errorText, mapServerErrors, serverMessage } from './serverErrors'

describe('FORM-13 / FORM-14 / VAL-14 server errors', () => {
  it('FORM-14 maps each field key to its field, joining arrays with ;', () => {
    expect(mapServerErrors({ username: ['Taken.', 'Too short.'], email: ['Enter a valid email address.'] }, ['username', 'email'])).toEqual(
      {
        fields: { username: 'Taken.;Too short.', email: 'Enter a valid email address.' },
        general: [],
      },
    )
  })
  it('FORM-13 nested errors are joined into one text', () => {
    expect(errorText({ host: ['Bad.'], port: ['Required.'] })).toBe('host: Bad.;port: Required.')
    expect(mapServerErrors({ attrs: { host: ['Bad.'] } }, ['attrs']).fields.attrs).toBe('host: Bad.')
  })
  it('FORM-13 / FORM-14 a nested object edited as separate fields puts each child error under its own field', () => {
    // flat (`attrs__host`) and dotted (`meta.BUCKET`) names of the children
    expect(
      mapServerErrors({ attrs: { host: ['This field is required.'], port: ['A valid integer is required.'] } }, [
        'name',
        'attrs__host',
        'attrs__port',
      ]),
    ).toEqual({
      fields: { attrs__host: 'This field is required.', attrs__port: 'A valid integer is required.' },
      general: [],
    })
    expect(mapServerErrors({ meta: { BUCKET: ['Required.'] }, name: ['Taken.'] }, ['name', 'meta.BUCKET'])).toEqual({
      fields: { 'meta.BUCKET': 'Required.', name: 'Taken.' },
      general: [],
    })
    // a list child's per-item errors stay one text under the list field
    expect(mapServerErrors({ meta: { HOSTS: { 0: ['Enter a valid URL.'] } } }, ['meta__HOSTS']).fields).toEqual({
      meta__HOSTS: '0: Enter a valid URL.',
    })
    // a child without a field of its own is kept as a form-level message with its path
    expect(mapServerErrors({ attrs: { host: ['Bad.'], cluster: ['Gone.'] } }, ['attrs__host'])).toEqual({
      fields: { attrs__host: 'Bad.' },
      general: ['attrs.cluster: Gone.'],
    })
    // deeper nesting
    expect(mapServerErrors({ a: { b: { c: ['Deep.'] } } }, ['a.b.c']).fields).toEqual({ 'a.b.c': 'Deep.' })
    // no child has a field: the former handling (the parent field, else a form-level message)
    expect(mapServerErrors({ attrs: { host: ['Bad.'] } }, ['name'])).toEqual({ fields: {}, general: ['attrs: host: Bad.'] })
  })
  it('keeps messages that belong to no field', () => {
    expect(mapServerErrors({ non_field_errors: ['Nope.'], other: ['x'], detail: 'D', code: 'c' }, ['name'])).toEqual({
      fields: {},
      general: ['Nope.', 'other: x', 'D'],
    })
    expect(mapServerErrors('plain', [])).toEqual({ fields: {}, general: ['plain'] })
    expect(mapServerErrors(null, [])).toEqual({ fields: {}, general: [] })
  })
  it('HTTP-05 reads error, then msg, then detail', () => {
    expect(serverMessage({ detail: 'd', msg: 'm' })).toBe('m')
    expect(serverMessage({ error: 'e', detail: 'd' })).toBe('e')
    expect(serverMessage({})).toBeUndefined()
  })
})
