import { describe, expect, it } from 'vitest'
import { draftKeyOf, keptValues } from './draft'

describe('form drafts kept over signing in again (issue 23)', () => {
  it('never keeps a password or secret field, by widget or by name', () => {
    const values = { name: 'web-01', comment: 'c', password: 'p', new_secret: 's', private_key: 'k', passphrase: 'x', pin: '1' }
    expect(keptValues(values, new Set(['pin']))).toEqual({ name: 'web-01', comment: 'c' })
  })

  it('is keyed by the address of the form, query included', () => {
    expect(draftKeyOf({ pathname: '/ui/assets/assets/create', search: '?node=n1' })).not.toBe(
      draftKeyOf({ pathname: '/ui/assets/assets/create', search: '' }),
    )
  })
})
