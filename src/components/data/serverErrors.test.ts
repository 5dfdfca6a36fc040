// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { errorText, mapServerErrors, serverMessage } from './serverErrors'

describe('FORM-13 / FORM-14 / VAL-14 server errors', () => {
  it('FORM-14 maps each field key to its field, joining arrays with ;', () => {
    expect(mapServerErrors({ username: ['Taken.', 'Too short.'], email: ['Enter a valid email address.'] }, ['username', 'email'])).toEqual({
      fields: { username: 'Taken.;Too short.', email: 'Enter a valid email address.' }, general: [],
    })
  })
  it('FORM-13 nested errors are joined into one text', () => {
    expect(errorText({ host: ['Bad.'], port: ['Required.'] })).toBe('host: Bad.;port: Required.')
    expect(mapServerErrors({ attrs: { host: ['Bad.'] } }, ['attrs']).fields.attrs).toBe('host: Bad.')
  })
  it('keeps messages that belong to no field', () => {
    expect(mapServerErrors({ non_field_errors: ['Nope.'], other: ['x'], detail: 'D', code: 'c' }, ['name'])).toEqual({
      fields: {}, general: ['Nope.', 'other: x', 'D'],
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
