// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultOptionLabel, nearBottom } from './relationData'

describe('relational options', () => {
  it('ENT-06 an option is labelled by its name (or hostname, username, id when the object has no name)', () => {
    expect(defaultOptionLabel({ id: 'u1', name: 'Alice', username: 'alice' })).toBe('Alice')
    expect(defaultOptionLabel({ id: 'a1', hostname: 'web-01' })).toBe('web-01')
    expect(defaultOptionLabel({ id: 'u2', username: 'bob' })).toBe('bob')
    expect(defaultOptionLabel({ id: 'x9' })).toBe('x9')
  })
  it('FORM-18 / CONST-05 the next page loads within 600 px of the bottom of the list', () => {
    expect(nearBottom({ scrollHeight: 2000, scrollTop: 1400, clientHeight: 0 })).toBe(true)
    expect(nearBottom({ scrollHeight: 2000, scrollTop: 1399, clientHeight: 0 })).toBe(false)
  })
})
