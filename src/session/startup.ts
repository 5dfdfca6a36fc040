// The startup guard (GUARD-01..17): the seven steps in their required order, as one loader over injected calls.
// Steps 1 (public settings) and 3 (profile) do not depend on each other, so both requests start at once; so does
// step 4's current-org request when the org it will ask for can be told beforehand (the org cookie mirrors the
// user's stored org). The decisions still run strictly 1 → 7, a step that rejects stops every later one, and an
// early answer is used only when it is the request the step would have made.
import { isHttpError } from '../http/errors'
import {
  decideCsrf,
  decideFirstLogin,
  decideOrg,
  decideProfileFailure,
  decideRole,
  isGuardExempt,
  type LoginRedirect,
  type Rejection,
} from './guard'
import { deriveRoles, sumPerms } from './permissions'
import type { OrgRef, Profile, PublicSettings } from './types'

export type StartupStep = 'settings' | 'csrf' | 'profile' | 'orgs' | 'roles' | 'routes' | 'first-login'

export interface RouteContext {
  role: number
  perms: number
  settings: PublicSettings
  licenceValid: boolean
  /** The organisation the console will send requests in (none: the user has no organisation to administer). */
  orgId: string | undefined
}

export interface StartupDeps<R> {
  pathname: string
  /** The page URL's query string (for `?oid=`). */
  search: string
  settings?: PublicSettings | null
  fetchPublicSettings(): Promise<PublicSettings>
  fetchProfile(): Promise<Profile>
  fetchCurrentOrg(orgId: string | undefined): Promise<OrgRef>
  readCsrf(): string | undefined
  /**
   * The org the page last worked in (the `X-JMS-ORG` cookie, written with the stored org): when given, step 4's
   * request starts with steps 1 and 3, for `?oid=`, else this org. Step 4 uses that answer only when it asks
   * for the same org; otherwise (another user's org, or no admin orgs) the answer is ignored.
   */
  readOrgCookie?(): string | undefined
  loadStoredRole(username: string): number | null
  saveStoredRole(username: string, role: number): void
  loadStoredOrg(username: string): OrgRef | null
  saveStoredOrg(username: string, org: OrgRef): void
  /** Step 6 (GUARD-16): the allowed routes for the role (may wait for the route table's chunk). */
  generateRoutes(context: RouteContext): R | Promise<R>
  /** Called as each step starts (tests read the order). */
  onStep?(step: StartupStep): void
}

export interface StartupSession {
  settings: PublicSettings
  profile: Profile
  orgs: OrgRef[]
  currentOrg: OrgRef | null
  roles: number[]
  perms: number
  currentRole: number
}

export type StartupResult<R> =
  | { kind: 'exempt' }
  | LoginRedirect
  | (Rejection & { step: StartupStep })
  | { kind: 'switch-org'; org: OrgRef; username: string }
  | { kind: 'ready'; session: StartupSession; routes: R; redirectTo?: string }

/** Never rejects: a failed request becomes a settled result, so starting it early leaves no unhandled error. */
function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return undefined
}

export async function runStartup<R>(deps: StartupDeps<R>): Promise<StartupResult<R>> {
  if (isGuardExempt(deps.pathname)) return { kind: 'exempt' }

  const csrf = deps.readCsrf()
  const settingsRequest = deps.settings ? null : settle(deps.fetchPublicSettings())
  const profileRequest = csrf ? settle(deps.fetchProfile()) : null
  const pageOid = new URLSearchParams(deps.search).get('oid') || undefined
  const early = csrf && deps.readOrgCookie ? { orgId: pageOid ?? (deps.readOrgCookie() || undefined) } : null
  const earlyOrg = early ? settle(deps.fetchCurrentOrg(early.orgId)) : null

  // 1. public settings
  deps.onStep?.('settings')
  let settings: PublicSettings
  if (deps.settings) settings = deps.settings
  else {
    const result = await (settingsRequest as NonNullable<typeof settingsRequest>)
    if (!result.ok)
      return {
        kind: 'rejected',
        step: 'settings',
        message: messageOf(result.error) ?? 'guard.HasError',
        literal: !!messageOf(result.error),
      }
    settings = result.value ?? {}
  }
  const licenceValid = !!settings.XPACK_LICENSE_IS_VALID

  // 2. CSRF cookie
  deps.onStep?.('csrf')
  const noToken = decideCsrf(csrf)
  if (noToken || !profileRequest) return noToken as LoginRedirect

  // 3. profile
  deps.onStep?.('profile')
  const profileResult = await profileRequest
  if (!profileResult.ok) {
    const status = isHttpError(profileResult.error) ? profileResult.error.status : undefined
    const decision = decideProfileFailure(status)
    return decision.kind === 'login' ? decision : { ...decision, step: 'profile' }
  }
  const profile = profileResult.value
  if (!profile || typeof profile.username !== 'string') return { kind: 'rejected', step: 'profile', message: 'guard.VerificationFailed' }

  // 4. organisations
  deps.onStep?.('orgs')
  const adminOrgs = profile.admin_or_audit_orgs ?? []
  let currentOrg: OrgRef | null = null
  if (adminOrgs.length > 0) {
    const storedOrg = deps.loadStoredOrg(profile.username)
    const orgId = pageOid ?? storedOrg?.id
    const resolved = await (early && earlyOrg && early.orgId === orgId ? earlyOrg : settle(deps.fetchCurrentOrg(orgId)))
    const decision = decideOrg({
      adminOrgs,
      storedOrg,
      resolvedOrg: resolved.ok ? resolved.value : null,
      pageOid,
      licenceValid,
    })
    if (decision.kind === 'switch') return { kind: 'switch-org', org: decision.org, username: profile.username }
    if (decision.kind === 'keep') {
      currentOrg = decision.org
      deps.saveStoredOrg(profile.username, currentOrg)
    }
  }

  // 5. roles
  deps.onStep?.('roles')
  const roles = deriveRoles(profile)
  const perms = sumPerms(roles)
  const currentRole = decideRole({ held: perms, storedRole: deps.loadStoredRole(profile.username), hasAdminOrgs: adminOrgs.length > 0 })
  deps.saveStoredRole(profile.username, currentRole)

  // 6. routes
  deps.onStep?.('routes')
  let routes: R
  try {
    routes = await deps.generateRoutes({ role: currentRole, perms, settings, licenceValid, orgId: currentOrg?.id })
  } catch (error) {
    const text = messageOf(error)
    return { kind: 'rejected', step: 'routes', message: text ?? 'guard.HasError', literal: !!text }
  }

  // 7. first login
  deps.onStep?.('first-login')
  const redirectTo = decideFirstLogin(profile, deps.pathname)

  return {
    kind: 'ready',
    session: { settings, profile, orgs: adminOrgs, currentOrg, roles, perms, currentRole },
    routes,
    redirectTo,
  }
}

/** GUARD-01: the guard runs once per page load; later calls get the first run's result. */
export function once<A extends unknown[], T>(fn: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let first: Promise<T> | undefined
  return (...args: A) => (first ??= fn(...args))
}
