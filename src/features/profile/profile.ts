// The signed-in user's own data: where the screens live, the profile as the server gives it (read fresh for these
// screens), and how a change reaches the session (the same store the guard filled, never a second copy).
import { getUsersProfileRetrieveQueryKey, useUsersProfileRetrieve } from '../../generated/api/users/users'
import type { UserProfile } from '../../generated/model'
import { fetchProfile } from '../../session/api'
import { sessionStore } from '../../session/store'

export const PROFILE_PATH = '/users/profile'
export const GUIDE_PATH = '/users/first-login/guide/'

/** The profile tabs, in their order; the active one is kept in `?tab=`. */
export const PROFILE_TABS = ['info', 'settings', 'password', 'public-key', 'access-keys'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The profile page opened on a tab (the header's "API keys" entry uses the same address). */
export const profileTabPath = (tab: ProfileTab) => `${PROFILE_PATH}?tab=${tab}`

/** MFA level 2 is "forced by the administrator": the user cannot change it (the server keeps 2 whatever is sent). */
export const MFA_FORCED = 2

export function mfaForced(profile: Pick<UserProfile, 'mfa_level' | 'mfa_force_enabled'> | undefined): boolean {
  return Number(profile?.mfa_level) === MFA_FORCED || Boolean(profile?.mfa_force_enabled)
}

/** Only accounts of the platform itself (not LDAP, OpenID, RADIUS, CAS) have a password the platform can change. */
export const isLocalAccount = (profile: Pick<UserProfile, 'source'> | undefined) => (profile?.source ?? 'local') === 'local'

/** `can_public_key_auth` mirrors the platform's TERMINAL_PUBLIC_KEY_AUTH: without it a key is never stored. */
export const canUsePublicKey = (profile: Pick<UserProfile, 'can_public_key_auth'> | undefined) => profile?.can_public_key_auth !== false

export const profileQueryKey = getUsersProfileRetrieveQueryKey()

/** The full profile (every field the server sends), read when a profile screen opens. */
export function useOwnProfile() {
  return useUsersProfileRetrieve(undefined, { query: { retry: false, staleTime: 0 }, request: { silent: true } })
}

/** After a change: the session's profile (roles, first-login flag, header name) is read again from the server. */
export async function reloadSessionProfile(): Promise<void> {
  sessionStore.setProfile(await fetchProfile({ silent: true }))
}
