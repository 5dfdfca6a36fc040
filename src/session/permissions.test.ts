import { describe, expect, it } from 'vitest'
import {
  ADMIN_PAGE_PERMS,
  adminPagePerm,
  deriveRoles,
  hasAdminPagePerm,
  hasPerm,
  hasUserPagePerm,
  heldPerms,
  isAdminView,
  isAuditor,
  PERM_ADMIN,
  PERM_AUDIT,
  PERM_SUPER,
  PERM_USE,
  roleNames,
  ROLES,
  userPagePerm,
} from './permissions'

describe('ROLE-01/02: bits and roles', () => {
  it('ROLE-01: use=1, audit=2, admin=16, super=128', () => {
    expect([PERM_USE, PERM_AUDIT, PERM_ADMIN, PERM_SUPER]).toEqual([1, 2, 16, 128])
  })
  it.each([
    ['SuperAdmin', 146],
    ['SuperAuditor', 131],
    ['OrgAdmin', 18],
    ['OrgAuditor', 3],
    ['User', 1],
    ['Anon', 0],
  ] as const)('ROLE-02: %s = %i', (name, bits) => {
    expect(ROLES[name]).toBe(bits)
  })
})

describe('ROLE-03: a check passes exactly when the held bits cover the required bits', () => {
  const bits = [0, PERM_USE, PERM_AUDIT, PERM_ADMIN, PERM_SUPER]
  // every combination of held and required bit sets built from the four bits
  const sets: number[] = []
  for (let mask = 0; mask < 16; mask += 1) sets.push(bits.slice(1).reduce((acc, b, i) => (mask & (1 << i) ? acc | b : acc), 0))
  it.each(sets.flatMap((held) => sets.map((required) => [held, required] as const)))('held %i, required %i', (held, required) => {
    const covers = [PERM_USE, PERM_AUDIT, PERM_ADMIN, PERM_SUPER].every((b) => !(required & b) || !!(held & b))
    expect(hasPerm(held, required)).toBe(covers)
  })
})

describe('ROLE-04..08: role derivation', () => {
  const cases: [string, string[], number[], number, string][] = [
    // system role, org roles, derived, held, requirement
    ['Admin', ['User'], [146, 1], 147, 'ROLE-04'],
    ['Admin', ['Auditor'], [146, 1], 147, 'ROLE-04'],
    ['User', ['Admin'], [18, 1], 19, 'ROLE-05'],
    ['Auditor', ['Admin'], [18, 1], 19, 'ROLE-05'],
    ['Auditor', ['User'], [3], 3, 'ROLE-06'],
    ['User', ['Auditor'], [3], 3, 'ROLE-06'],
    ['User', ['User', 'Auditor'], [3], 3, 'ROLE-06'],
    ['User', ['User'], [1], 1, 'ROLE-07'],
    ['User', [], [1], 1, 'ROLE-07'],
  ]
  it.each(cases)('%s with %j derives %j (held %i) %s', (role, orgRoles, derived, held) => {
    expect(deriveRoles({ role, current_org_roles: orgRoles })).toEqual(derived)
    expect(heldPerms({ role, current_org_roles: orgRoles })).toBe(held)
  })
})

describe('ROLE-09: admin page and user page', () => {
  it.each([
    [147, true, true, 146, 1],
    [19, true, true, 18, 1],
    [3, true, true, 2, 1],
    [1, false, true, 0, 1],
    [0, false, false, 0, 0],
    [PERM_SUPER, true, false, 128, 0],
  ])('held %i: admin page %s, user page %s', (held, admin, user, adminRole, userRole) => {
    expect(hasAdminPagePerm(held)).toBe(admin)
    expect(hasUserPagePerm(held)).toBe(user)
    expect(adminPagePerm(held)).toBe(adminRole)
    expect(userPagePerm(held)).toBe(userRole)
  })
  it('the admin page needs any one of super, admin, audit', () => {
    expect(ADMIN_PAGE_PERMS).toBe(146)
    expect(isAdminView(146)).toBe(true)
    expect(isAdminView(2)).toBe(true)
    expect(isAdminView(1)).toBe(false)
    expect(isAdminView(3)).toBe(false)
    expect(isAdminView(0)).toBe(false)
  })
  it('role names for display and the auditor test of ROLE-14', () => {
    expect(roleNames(147)).toEqual(['SuperAdmin', 'SuperAuditor', 'OrgAdmin', 'OrgAuditor', 'User'])
    expect(roleNames(19)).toEqual(['OrgAdmin', 'OrgAuditor', 'User'])
    expect(isAuditor([3])).toBe(true)
    expect(isAuditor([146, 1])).toBe(false)
    expect(isAuditor([18, 1])).toBe(false)
    expect(isAuditor([1])).toBe(false)
  })
})
