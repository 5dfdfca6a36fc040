// The startup guard's three calls (settings, profile, current organisation), by the contract's operation references
// rather than the generated react-query modules: the first script makes them before React or react-query have
// loaded (issue 22), and these references import neither. src/session/api.ts re-exports them with the other calls.
import { orgsOrgsCurrent } from '../generated/operations/orgs'
import { settingsPublic } from '../generated/operations/settings'
import { usersProfileRetrieve } from '../generated/operations/users'
import type { RequestOptions } from '../http/client'
import { request } from '../http/operation'
import type { OrgRef, Profile, PublicSettings } from './types'

/** The server wraps the settings in `data` (the contract's answer). */
export async function fetchPublicSettings(options?: RequestOptions): Promise<PublicSettings> {
  const body = await request(settingsPublic, {}, options)
  return body.data
}

/**
 * `current_org_roles` is typed as a list of anything by the contract; the console reads role names. The lists are
 * copied out of the contract's read-only arrays.
 */
export async function fetchProfile(options?: RequestOptions): Promise<Profile> {
  const profile = await request(usersProfileRetrieve, {}, options)
  const roles = Array.isArray(profile?.current_org_roles) ? profile.current_org_roles : []
  const orgs = Array.isArray(profile?.admin_or_audit_orgs) ? profile.admin_or_audit_orgs : []
  return { ...profile, current_org_roles: roles.filter((r): r is string => typeof r === 'string'), admin_or_audit_orgs: [...orgs] }
}

/** The current organisation, or with `oid` the one to switch to (ORG-04). */
export function fetchCurrentOrg(oid?: string, options?: RequestOptions): Promise<OrgRef> {
  return request(orgsOrgsCurrent, oid ? { query: { oid } } : {}, options)
}
