// What the user does to the session: switch organisation (ORG-04), switch between admin and user page
// (SHELL-12/13), sign out (SHELL-14). The decisions are pure; the effects go through the store, the per-user
// storage and the `browser` object.
import { BASE_PATH, ROUTER_BASENAME } from '../config/constants'
import { logoutUrl, pathHasUuid } from '../config/paths'
import { browser } from '../http/browser'
import { sessionKeepAlive } from '../http/client'
import { fetchCurrentOrg } from './startupApi'
import { properOrg } from './guard'
import { adminPagePerm, hasAdminPagePerm, hasUserPagePerm, isAdminView, USER_PAGE_PERMS } from './permissions'
import { saveStoredOrg, saveStoredRole } from './storage'
import { sessionStore, type SessionState } from './store'

/** After an org change the page restarts; a URL naming an object (a UUID) goes to the console home instead. */
export function urlAfterOrgSwitch(location: { pathname: string; search: string; hash: string }): string | null {
  if (pathHasUuid(location.pathname) || pathHasUuid(location.search)) return BASE_PATH
  return null
}

/**
 * ORG-04 / GUARD-09: looks the org up (`GET /api/v1/orgs/orgs/current/?oid={id}`), stores it for this user
 * (localStorage + `X-JMS-ORG` cookie), forgets the stored role (the new org's permissions decide it) and
 * restarts the console in that org.
 */
export async function switchOrg(orgId: string, username = sessionStore.get().profile?.username): Promise<void> {
  const org = await fetchCurrentOrg(orgId, { orgId })
  if (username) {
    saveStoredOrg(username, org)
    saveStoredRole(username, null)
  }
  sessionStore.set({ currentOrg: org })
  sessionKeepAlive.stop()
  const target = urlAfterOrgSwitch(window.location)
  if (target) browser.assign(target)
  else browser.reload()
}

/** SHELL-12: the account menu offers the switch when the user has several roles or an admin org. */
export function canSwitchView(state: Pick<SessionState, 'roles' | 'orgs'>): boolean {
  return state.roles.length > 1 || state.orgs.length > 0
}

export type ViewSwitch = { kind: 'role'; role: number } | { kind: 'change-org'; orgId: string } | { kind: 'none' }

/** SHELL-13: the role the other page needs, or an org change when the current org gives no admin page. */
export function decideViewSwitch(state: Pick<SessionState, 'currentRole' | 'perms' | 'orgs' | 'settings'>): ViewSwitch {
  if (isAdminView(state.currentRole)) {
    return hasUserPagePerm(state.perms) ? { kind: 'role', role: USER_PAGE_PERMS } : { kind: 'none' }
  }
  if (hasAdminPagePerm(state.perms)) return { kind: 'role', role: adminPagePerm(state.perms) }
  const org = properOrg(state.orgs, !!state.settings?.XPACK_LICENSE_IS_VALID)
  return org ? { kind: 'change-org', orgId: org.id } : { kind: 'none' }
}

/** Stores the new current role for this user and puts it in the session (the app regenerates the routes). */
export function applyRole(role: number): void {
  const username = sessionStore.get().profile?.username
  if (username) saveStoredRole(username, role)
  sessionStore.set({ currentRole: role })
}

/** SHELL-14 / C-06: clear the client state and leave through the platform's sign-out page. */
export function logout(location: { pathname: string; search: string } = window.location): void {
  const next = `${location.pathname}${location.search}` || `${ROUTER_BASENAME}/`
  sessionKeepAlive.stop()
  sessionStore.clear()
  browser.assign(logoutUrl(next))
}
