// The client-held session (SHELL-15, ENT-04): public settings, profile, roles and orgs, current org and role,
// MFA verification time. Filled during startup, emptied on logout. A tiny external store React reads with
// useSyncExternalStore.
import { deriveRoles, sumPerms } from './permissions'
import type { LicenceDetail, OrgRef, Profile, PublicSettings } from './types'

export interface SessionState {
  settings: PublicSettings | null
  profile: Profile | null
  /** The orgs the user administers or audits (`admin_or_audit_orgs`). */
  orgs: OrgRef[]
  currentOrg: OrgRef | null
  /** Derived roles in the current org (ROLE-04..07) and their union (ROLE-08). */
  roles: number[]
  perms: number
  /** The page the user is in: admin-page bits or the user-page bit (GUARD-12). */
  currentRole: number
  /** MFA-04: when the MFA code was last verified (ms since epoch). */
  mfaVerifiedAt: number | null
  licence: LicenceDetail | null
}

export const emptySession = (): SessionState => ({
  settings: null,
  profile: null,
  orgs: [],
  currentOrg: null,
  roles: [],
  perms: 0,
  currentRole: 0,
  mfaVerifiedAt: null,
  licence: null,
})

type Listener = () => void

function createSessionStore() {
  let state = emptySession()
  const listeners = new Set<Listener>()
  const notify = () => listeners.forEach((l) => l())
  return {
    get: (): SessionState => state,
    set(patch: Partial<SessionState>): void {
      state = { ...state, ...patch }
      notify()
    },
    /** Fills profile, orgs and roles from a profile (the roles follow ROLE-04..08). */
    setProfile(profile: Profile): void {
      const roles = deriveRoles(profile)
      state = { ...state, profile, orgs: profile.admin_or_audit_orgs ?? [], roles, perms: sumPerms(roles) }
      notify()
    },
    /** SHELL-14/15: logout empties the client state. */
    clear(): void {
      state = emptySession()
      notify()
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const sessionStore = createSessionStore()
export type SessionStore = typeof sessionStore
