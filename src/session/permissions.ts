// Permission bits and role derivation (ROLE-01..09). Pure: a role is a set of bits, a check passes when the held
// bits cover every required bit.
import { PERM_ADMIN, PERM_AUDIT, PERM_NONE, PERM_SUPER, PERM_USE } from '../config/constants'

export { PERM_ADMIN, PERM_AUDIT, PERM_NONE, PERM_SUPER, PERM_USE }

/** ROLE-02 */
export const ROLES = {
  SuperAdmin: PERM_SUPER | PERM_ADMIN | PERM_AUDIT,
  SuperAuditor: PERM_SUPER | PERM_AUDIT | PERM_USE,
  OrgAdmin: PERM_ADMIN | PERM_AUDIT,
  OrgAuditor: PERM_AUDIT | PERM_USE,
  User: PERM_USE,
  Anon: PERM_NONE,
} as const
export type RoleName = keyof typeof ROLES

/** ROLE-09: the bits that open the admin page (any one of them), and the bit that opens the user page. */
export const ADMIN_PAGE_PERMS = PERM_SUPER | PERM_ADMIN | PERM_AUDIT
export const USER_PAGE_PERMS = PERM_USE

/** ROLE-03 */
export function hasPerm(held: number, required: number): boolean {
  return (held & required) === required
}

export function sumPerms(perms: readonly number[]): number {
  return perms.reduce((acc, p) => acc | p, 0)
}

export interface RoleSource {
  role?: string | null
  current_org_roles?: readonly string[] | null
}

/** ROLE-04..07 */
export function deriveRoles(source: RoleSource): number[] {
  const orgRoles = source.current_org_roles ?? []
  if (source.role === 'Admin') return [ROLES.SuperAdmin, ROLES.User]
  if (orgRoles.includes('Admin')) return [ROLES.OrgAdmin, ROLES.User]
  if (source.role === 'Auditor' || orgRoles.includes('Auditor')) return [ROLES.OrgAuditor]
  return [ROLES.User]
}

/** ROLE-08: the permission held in the current org. */
export function heldPerms(source: RoleSource): number {
  return sumPerms(deriveRoles(source))
}

export function adminPagePerm(held: number): number {
  return held & ADMIN_PAGE_PERMS
}

export function userPagePerm(held: number): number {
  return held & USER_PAGE_PERMS
}

/** ROLE-09 */
export function hasAdminPagePerm(held: number): boolean {
  return adminPagePerm(held) !== 0
}

export function hasUserPagePerm(held: number): boolean {
  return userPagePerm(held) !== 0
}

/** The current role opens the admin page (it holds an admin-page bit and not the user-page bit). */
export function isAdminView(currentRole: number): boolean {
  return (currentRole & PERM_USE) === 0 && (currentRole & ADMIN_PAGE_PERMS) !== 0
}

/** The names of the roles a bit set covers (for display). */
export function roleNames(perms: number): RoleName[] {
  return (Object.keys(ROLES) as RoleName[]).filter((name) => ROLES[name] !== 0 && hasPerm(perms, ROLES[name]))
}

/** ROLE-14: the user is an auditor (and not an admin) in the current org. */
export function isAuditor(roles: readonly number[]): boolean {
  return roles.some((r) => r === ROLES.OrgAuditor || r === ROLES.SuperAuditor) && !roles.some((r) => (r & PERM_ADMIN) !== 0)
}
