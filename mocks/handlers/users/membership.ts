// Membership of users: in groups (the user–group relation rows, seen from either end) and in organisations (the
// roles a user holds in one).
import type { MemberRow, OrgRole } from '../../engine/access'
import { m2m } from '../../engine/m2m'
import { randomId } from '../../engine/prng'
import type { MockState } from '../../engine/state'

let relSeq = 0
/** Primary key of a new user–group relation row: a number above every one in use (the seeded rows are numbered). */
export function nextRelationId(state: MockState): string {
  const coll = state.db.collection('user-group-relations')
  if (!relSeq) relSeq = coll.all().reduce((m, r) => Math.max(m, Number(r.id) || 0), 0)
  relSeq = Math.max(relSeq, coll.size) + 1
  while (coll.has(String(relSeq))) relSeq++
  return String(relSeq)
}

/** The user–group relation rows from the user's end (a user's groups)… */
export const USER_GROUPS = m2m('user-group-relations', 'user', 'usergroup', { nextId: nextRelationId })
/** …and from the group's end (a group's users). */
export const GROUP_USERS = m2m('user-group-relations', 'usergroup', 'user', { nextId: nextRelationId })

export const groupsOf = (state: MockState, userId: string): string[] => USER_GROUPS.targets(state, userId)
export const usersOf = (state: MockState, groupId: string): string[] => GROUP_USERS.targets(state, groupId)

/** Makes `roles` the roles of a user in an organisation (rows of roles kept stay as they are). */
export function setOrgRoles(state: MockState, orgId: string, userId: string, roles: OrgRole[]): void {
  const members = state.db.collection<MemberRow>('org-members')
  members.removeWhere((m) => m.org === orgId && m.user === userId && !roles.includes(m.role))
  for (const role of roles) {
    if (!members.find((m) => m.org === orgId && m.user === userId && m.role === role)) {
      members.insert({ id: randomId(), org: orgId, user: userId, role })
    }
  }
}
