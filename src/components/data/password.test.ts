// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { passwordProblems, passwordRuleFrom, SPEC_PASSWORD_RULE } from './password'

describe('VAL-07 / VAL-08 password strength', () => {
  it('VAL-07 needs upper, lower, number, special and the minimum length', () => {
    expect(passwordProblems('Abc1!x', SPEC_PASSWORD_RULE)).toEqual([])
    expect(passwordProblems('abc', SPEC_PASSWORD_RULE)).toEqual(['minLength', 'upper', 'number', 'special'])
    expect(passwordProblems('ABCDEF1!', SPEC_PASSWORD_RULE)).toEqual(['lower'])
  })
  it('VAL-08 some auth types accept a password without special characters', () => {
    expect(passwordProblems('Abcdef1', SPEC_PASSWORD_RULE, { allowNoSpecial: true })).toEqual([])
  })
  it('follows the platform PASSWORD_RULE, with the admin minimum for admins', () => {
    const settings = {
      PASSWORD_RULE: {
        SECURITY_PASSWORD_MIN_LENGTH: 8,
        SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 12,
        SECURITY_PASSWORD_UPPER_CASE: true,
        SECURITY_PASSWORD_LOWER_CASE: false,
        SECURITY_PASSWORD_NUMBER: false,
        SECURITY_PASSWORD_SPECIAL_CHAR: false,
      },
    }
    expect(passwordRuleFrom(settings)).toEqual({ minLength: 8, upper: true, lower: false, number: false, special: false })
    expect(passwordRuleFrom(settings, true).minLength).toBe(12)
    expect(passwordProblems('ABCDEFGH', passwordRuleFrom(settings))).toEqual([])
    expect(passwordRuleFrom(undefined)).toEqual(SPEC_PASSWORD_RULE)
  })
})
