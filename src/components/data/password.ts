// VAL-07 / VAL-08: password strength. The platform's public setting PASSWORD_RULE says which classes of
// characters are required and the minimum lengths; without it every class is required (VAL-07) with a
// minimum of 6. Some auth types accept a password without special characters.
export interface PasswordRule {
  minLength: number
  upper: boolean
  lower: boolean
  number: boolean
  special: boolean
}

export const SPEC_PASSWORD_RULE: PasswordRule = { minLength: 6, upper: true, lower: true, number: true, special: true }

/** Reads PASSWORD_RULE of the public settings; admins get the admin minimum length. */
export function passwordRuleFrom(settings: Record<string, unknown> | undefined, forAdmin = false): PasswordRule {
  const raw = settings?.PASSWORD_RULE as Record<string, unknown> | undefined
  if (!raw || typeof raw !== 'object') return SPEC_PASSWORD_RULE
  const min = Number(
    forAdmin ? (raw.SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH ?? raw.SECURITY_PASSWORD_MIN_LENGTH) : raw.SECURITY_PASSWORD_MIN_LENGTH,
  )
  return {
    minLength: Number.isFinite(min) && min > 0 ? min : SPEC_PASSWORD_RULE.minLength,
    upper: Boolean(raw.SECURITY_PASSWORD_UPPER_CASE),
    lower: Boolean(raw.SECURITY_PASSWORD_LOWER_CASE),
    number: Boolean(raw.SECURITY_PASSWORD_NUMBER),
    special: Boolean(raw.SECURITY_PASSWORD_SPECIAL_CHAR),
  }
}

export type PasswordProblem = 'minLength' | 'upper' | 'lower' | 'number' | 'special'

/** The rules a password breaks, in a fixed order (empty when it is acceptable). */
export function passwordProblems(password: string, rule: PasswordRule, options: { allowNoSpecial?: boolean } = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if (Array.from(password).length < rule.minLength) problems.push('minLength')
  if (rule.upper && !/[A-Z]/.test(password)) problems.push('upper')
  if (rule.lower && !/[a-z]/.test(password)) problems.push('lower')
  if (rule.number && !/[0-9]/.test(password)) problems.push('number')
  if (rule.special && !options.allowNoSpecial && !/[^A-Za-z0-9]/.test(password)) problems.push('special')
  return problems
}
