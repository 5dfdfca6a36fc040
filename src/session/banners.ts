// LIC-01..07: when the licence banner and the password-expiry banner show, and what they say. Pure.
import { LICENCE_EXPIRED_BELOW_DAYS, LICENCE_WARN_DAYS, PASSWORD_WARN_DAYS } from '../config/constants'
import { daysBetween, parseServerDate } from '../i18n/date'
import type { Profile, PublicSettings } from './types'

/** LIC-01/02 / C-20: only the system Admin, and only when the paid edition is enabled. */
export function licenceApplies(settings: PublicSettings | null, profile: Pick<Profile, 'role'> | null): boolean {
  return !!settings?.XPACK_ENABLED && profile?.role === 'Admin'
}

export type LicenceBanner = { kind: 'expired' } | { kind: 'expiring'; date: string } | null

/** LIC-03: under 0 days left → expired; under 7 → "will expire at {date}"; otherwise nothing. */
export function licenceBanner(dateExpired: string | null | undefined, now: Date): LicenceBanner {
  const expires = parseServerDate(dateExpired ?? undefined)
  if (!expires || !dateExpired) return null
  const daysLeft = daysBetween(now, expires)
  if (daysLeft < LICENCE_EXPIRED_BELOW_DAYS) return { kind: 'expired' }
  if (daysLeft < LICENCE_WARN_DAYS) return { kind: 'expiring', date: dateExpired }
  return null
}

export type PasswordBanner = { kind: 'expired' } | { kind: 'expiring'; days: number } | null

/**
 * LIC-06/07: only for local users. Expired when the days since the last change reach the configured expiration
 * time; a warning when 5 or fewer days remain.
 */
export function passwordBanner(
  profile: Pick<Profile, 'source' | 'date_password_last_updated'> | null,
  settings: Pick<PublicSettings, 'SECURITY_PASSWORD_EXPIRATION_TIME'> | null,
  now: Date,
): PasswordBanner {
  if (!profile || profile.source !== 'local') return null
  const expiration = Number(settings?.SECURITY_PASSWORD_EXPIRATION_TIME)
  const updated = parseServerDate(profile.date_password_last_updated ?? undefined)
  if (!updated || !Number.isFinite(expiration)) return null
  const since = daysBetween(updated, now)
  if (since >= expiration) return { kind: 'expired' }
  const left = expiration - since
  if (left <= PASSWORD_WARN_DAYS) return { kind: 'expiring', days: left }
  return null
}
