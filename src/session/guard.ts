// The decisions of the startup guard (GUARD-01..17), one pure function per step; `startup.ts` runs them in order.
import { DEFAULT_ORG_ID, GUARD_EXEMPT_PATHS, LOGIN_PATH, LOGIN_REDIRECT_DELAY_MS } from '../config/constants'
import { adminPagePerm, hasAdminPagePerm, hasPerm, isAdminView, userPagePerm, USER_PAGE_PERMS } from './permissions'
import type { OrgRef, Profile } from './types'

/** GUARD-02: navigations that skip the login check. */
export function isGuardExempt(pathname: string): boolean {
  const normalise = (p: string) => (p.endsWith('/') ? p : `${p}/`)
  return GUARD_EXEMPT_PATHS.some((p) => normalise(p) === normalise(pathname))
}

export interface LoginRedirect {
  kind: 'login'
  reason: string
  href: string
  delayMs: number
}

/** GUARD-04 / ERR-01: no CSRF cookie → reject with `No token found in cookie`, sign in 100 ms later. */
export function decideCsrf(csrfToken: string | undefined): LoginRedirect | null {
  if (csrfToken) return null
  return { kind: 'login', reason: 'No token found in cookie', href: LOGIN_PATH, delayMs: LOGIN_REDIRECT_DELAY_MS }
}

export interface Rejection {
  kind: 'rejected'
  /** A locale key, or a literal message when `literal` is set. */
  message: string
  literal?: boolean
}

/** GUARD-05/06, ERR-02/03: profile 401/403 → sign in; any other failure → `Verification failed…`. */
export function decideProfileFailure(status: number | undefined): LoginRedirect | Rejection {
  if (status === 401 || status === 403) {
    return { kind: 'login', reason: `Profile request answered ${status}`, href: LOGIN_PATH, delayMs: LOGIN_REDIRECT_DELAY_MS }
  }
  return { kind: 'rejected', message: 'guard.VerificationFailed' }
}

/** ORG-02: root organisations only with a valid licence. */
export function selectableOrgs(adminOrgs: readonly OrgRef[], licenceValid: boolean): OrgRef[] {
  return adminOrgs.filter((o) => licenceValid || !o.is_root)
}

/**
 * G-03: the default org if the user administers it, else the first admin org (root only with a licence). The
 * default org is the one flagged `is_default`, or the one with the fixed default id when no org carries the flag
 * (ORG-05).
 */
export function properOrg(adminOrgs: readonly OrgRef[], licenceValid: boolean): OrgRef | undefined {
  const candidates = selectableOrgs(adminOrgs, licenceValid)
  return candidates.find((o) => o.is_default) ?? candidates.find((o) => o.id === DEFAULT_ORG_ID) ?? candidates[0]
}

export type OrgDecision = { kind: 'skip' } | { kind: 'keep'; org: OrgRef } | { kind: 'switch'; org: OrgRef }

/**
 * GUARD-07..09. `storedOrg` is this user's remembered org, `resolvedOrg` what the server answered for the
 * current org (asked with the page's `?oid=` or the stored org), `pageOid` the page URL's `oid` if any.
 */
export function decideOrg(input: {
  adminOrgs: readonly OrgRef[]
  storedOrg: OrgRef | null
  resolvedOrg: OrgRef | null
  pageOid?: string
  licenceValid: boolean
}): OrgDecision {
  const candidates = selectableOrgs(input.adminOrgs, input.licenceValid)
  if (input.adminOrgs.length === 0 || candidates.length === 0) return { kind: 'skip' }
  const allowed = (id: string | undefined) => !!id && candidates.some((o) => o.id === id)
  const proper = properOrg(input.adminOrgs, input.licenceValid) as OrgRef
  const resolved = input.resolvedOrg
  // A link opened with ?oid= names the org explicitly: honour it when the user may use it.
  if (input.pageOid && resolved && resolved.id === input.pageOid && allowed(resolved.id)) return { kind: 'keep', org: resolved }
  // Nothing stored yet (a first visit): when the server already works in the proper org, the profile just read is
  // that org's, so switching would only reload the same page; take it as it is.
  if (!input.storedOrg) return resolved && resolved.id === proper.id ? { kind: 'keep', org: resolved } : { kind: 'switch', org: proper }
  if (!allowed(input.storedOrg.id)) return { kind: 'switch', org: proper }
  if (resolved && resolved.id === input.storedOrg.id) return { kind: 'keep', org: resolved }
  if (!resolved) return { kind: 'keep', org: candidates.find((o) => o.id === input.storedOrg?.id) as OrgRef }
  // the server fell back to another org (the stored one vanished): start again in the proper one
  return { kind: 'switch', org: proper }
}

/** A remembered role is still usable when the held bits cover it and it is a pure admin-page or user-page role. */
export function isUsableRole(role: number | null | undefined, held: number): role is number {
  if (!role) return false
  if (!hasPerm(held, role)) return false
  return isAdminView(role) || role === USER_PAGE_PERMS
}

/** GUARD-10..12 */
export function decideRole(input: { held: number; storedRole: number | null; hasAdminOrgs: boolean }): number {
  if (isUsableRole(input.storedRole, input.held)) return input.storedRole
  if (!input.hasAdminOrgs) return USER_PAGE_PERMS
  if (hasAdminPagePerm(input.held)) return adminPagePerm(input.held)
  return userPagePerm(input.held)
}

export const FIRST_LOGIN_PATH = '/users/first-login/personal-information-improvement/'

/** GUARD-15: where a first-login profile must go (undefined otherwise). */
export function decideFirstLogin(profile: Pick<Profile, 'is_first_login'>, pathname: string): string | undefined {
  if (!profile.is_first_login) return undefined
  return pathname.replace(/\/?$/, '/') === FIRST_LOGIN_PATH ? undefined : FIRST_LOGIN_PATH
}
