// MFA-03 / MFA-06 / VAL-21 / CONST-18: the MFA code rule and the verification lifetime.
import { MFA_CODE_LENGTH } from '../../config/constants'

/** VAL-21: exactly 6 characters (after trimming surrounding spaces). */
export function isValidMfaCode(code: string): boolean {
  return Array.from(code.trim()).length === MFA_CODE_LENGTH
}

/** MFA-06: a verification made `verifiedAt` (ms) is valid for `ttlSeconds` after it. */
export function isMfaFresh(verifiedAt: number | null | undefined, ttlSeconds: number | null | undefined, now: number): boolean {
  if (!verifiedAt || !ttlSeconds || ttlSeconds <= 0) return false
  return now - verifiedAt < ttlSeconds * 1000
}
