import { describe, expect, it } from 'vitest'
import { PERM_AUDIT, PERM_USE, ROLES, USER_PAGE_PERMS, adminPagePerm, heldPerms } from '../../session/permissions'
import { canAdmin, canAdminInOrg, canAudit, canManageOrgMembers, isRootOrg, isSuper, isSuperAdmin } from './access'

// The page role of each JumpServer role, as the startup guard sets it (GUARD-12).
const superAdmin = adminPagePerm(heldPerms({ role: 'Admin' }))
const orgAdmin = adminPagePerm(heldPerms({ role: 'User', current_org_roles: ['Admin'] }))
const auditor = adminPagePerm(heldPerms({ role: 'User', current_org_roles: ['Auditor'] }))
const userPage = USER_PAGE_PERMS

const env = (perms: number, extra: { orgIsRoot?: boolean; licenceValid?: boolean; isSuperAdmin?: boolean } = {}) => ({
  perms,
  orgIsRoot: extra.orgIsRoot ?? false,
  licenceValid: extra.licenceValid ?? true,
  isSuperAdmin: extra.isSuperAdmin ?? false,
})

describe('issue 18: the named access predicates', () => {
  it('ROLE-02: the page roles the predicates are read against', () => {
    expect([superAdmin, orgAdmin, auditor, userPage]).toEqual([ROLES.SuperAdmin, ROLES.OrgAdmin, PERM_AUDIT, PERM_USE])
  })

  it.each([
    ['super admin', superAdmin, { canAdmin: true, canAudit: true, isSuper: true }],
    ['org admin', orgAdmin, { canAdmin: true, canAudit: true, isSuper: false }],
    ['auditor', auditor, { canAdmin: false, canAudit: true, isSuper: false }],
    ['user page', userPage, { canAdmin: false, canAudit: false, isSuper: false }],
  ] as const)('the %s page role: admin, audit and super bits', (_, perms, expected) => {
    const e = env(perms)
    expect({ canAdmin: canAdmin(e), canAudit: canAudit(e), isSuper: isSuper(e) }).toEqual(expected)
  })

  it("ORG-06: an admin changes the current organisation's objects only outside the root organisation", () => {
    expect(canAdminInOrg(env(orgAdmin))).toBe(true)
    expect(canAdminInOrg(env(superAdmin))).toBe(true)
    expect(canAdminInOrg(env(superAdmin, { orgIsRoot: true }))).toBe(false)
    expect(canAdminInOrg(env(auditor))).toBe(false)
    expect(canAdminInOrg(env(userPage))).toBe(false)
    expect(isRootOrg(env(superAdmin, { orgIsRoot: true }))).toBe(true)
    expect(isRootOrg(env(superAdmin))).toBe(false)
  })

  it('organisation members are invited and removed by an admin outside the root organisation, with a licence', () => {
    expect(canManageOrgMembers(env(orgAdmin))).toBe(true)
    expect(canManageOrgMembers(env(orgAdmin, { licenceValid: false }))).toBe(false)
    expect(canManageOrgMembers(env(superAdmin, { orgIsRoot: true }))).toBe(false)
    expect(canManageOrgMembers(env(auditor))).toBe(false)
  })

  it("the super admin is the profile's system role, whatever the page bits say", () => {
    expect(isSuperAdmin(env(orgAdmin, { isSuperAdmin: true }))).toBe(true)
    expect(isSuperAdmin(env(superAdmin, { isSuperAdmin: false }))).toBe(false)
  })
})
