// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isMfaFresh, isValidMfaCode } from './mfa'

describe('MFA rules', () => {
  it('VAL-21 / MFA-03 a code must be exactly 6 characters', () => {
    expect(isValidMfaCode('123456')).toBe(true)
    expect(isValidMfaCode(' 123456 ')).toBe(true)
    expect(isValidMfaCode('12345')).toBe(false)
    expect(isValidMfaCode('1234567')).toBe(false)
  })
  it('MFA-06 a verification is valid for SECURITY_MFA_VERIFY_TTL seconds', () => {
    expect(isMfaFresh(1000, 60, 1000 + 59_999)).toBe(true)
    expect(isMfaFresh(1000, 60, 1000 + 60_000)).toBe(false)
    expect(isMfaFresh(null, 60, 5)).toBe(false)
    expect(isMfaFresh(1000, 0, 1001)).toBe(false)
  })
})
