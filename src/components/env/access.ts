// Who may see or do what inside a screen, named once (issue 18). Resource configs, feature screens and the generic
// pages call these instead of combining the environment's fields inline, so one file answers "who sees this button".
// Who may open a screen at all is the route table's business: see `screenAccess` in src/routes/filter.ts.
//
// JumpServer's roles as the console holds them (ROLE-02, src/session/permissions.ts), on the admin page:
// - super admin: the system role Admin. Administers every organisation and the global objects (users as such,
//   platforms, terminals, storages, organisations, settings). Page bits: super + admin + audit.
// - org admin: Admin of the current organisation only. Page bits: admin + audit.
// - auditor: Auditor of the system or of the current organisation. Reads sessions, commands and logs and changes
//   nothing. Page bit: audit.
// - user: uses the assets and applications granted to them. They work on the user page (bit: use), where every
//   admin-page predicate below is false.
// The root organisation (ORG-06) is the global view over every organisation, offered only with a valid licence
// (ORG-02): it lists the objects of all organisations, but nothing is created there and they are not changed.
import { PERM_ADMIN, PERM_AUDIT, PERM_SUPER } from '../../config/constants'
import { hasPerm } from '../../session/permissions'
import type { ConsoleEnv } from './ConsoleEnv'

type Perms = Pick<ConsoleEnv, 'perms'>
type InOrg = Pick<ConsoleEnv, 'perms' | 'orgIsRoot'>

/** The page role holds the admin bit: an org admin, or the super admin (ROLE-02). */
export function canAdmin(env: Perms): boolean {
  return hasPerm(env.perms, PERM_ADMIN)
}

/** The page role holds the audit bit: auditors, and admins (who read everything an auditor reads). */
export function canAudit(env: Perms): boolean {
  return hasPerm(env.perms, PERM_AUDIT)
}

/** The page role holds the super bit: the super admin on the admin page (the global screens). */
export function isSuper(env: Perms): boolean {
  return hasPerm(env.perms, PERM_SUPER)
}

/** The profile's system role is Admin (the super admin): the only one who deletes users or sets a system role. */
export function isSuperAdmin(env: Pick<ConsoleEnv, 'isSuperAdmin'>): boolean {
  return env.isSuperAdmin
}

/** The current organisation is the root one, the read-only global view (ORG-06). Also takes a form's context. */
export function isRootOrg(env: Pick<ConsoleEnv, 'orgIsRoot'>): boolean {
  return env.orgIsRoot
}

/** An admin outside the root organisation: creates, changes, relates and removes the current org's objects. */
export function canAdminInOrg(env: InOrg): boolean {
  return canAdmin(env) && !isRootOrg(env)
}

/**
 * `canAdminInOrg` with a valid licence: invites platform users into the current organisation and removes them
 * from it (organisation membership is a licensed feature).
 */
export function canManageOrgMembers(env: InOrg & Pick<ConsoleEnv, 'licenceValid'>): boolean {
  return env.licenceValid && canAdminInOrg(env)
}
