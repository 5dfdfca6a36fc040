import { describe, expect, it } from 'vitest'
import { DEFAULT_ORG, OPS_ORG, ROOT_ORG } from '../test/fixtures'
import {
  decideCsrf,
  decideFirstLogin,
  decideOrg,
  decideProfileFailure,
  decideRole,
  FIRST_LOGIN_PATH,
  isGuardExempt,
  isUsableRole,
  properOrg,
  selectableOrgs,
} from './guard'

describe('startup guard decisions', () => {
  it('GUARD-02: /login and /core/auth/login/ are exempt', () => {
    expect(isGuardExempt('/login')).toBe(true)
    expect(isGuardExempt('/login/')).toBe(true)
    expect(isGuardExempt('/core/auth/login/')).toBe(true)
    expect(isGuardExempt('/users/users')).toBe(false)
  })

  it('GUARD-04/ERR-01: no CSRF cookie rejects with "No token found in cookie" and signs in after 100 ms', () => {
    expect(decideCsrf(undefined)).toEqual({ kind: 'login', reason: 'No token found in cookie', href: '/core/auth/login/', delayMs: 100 })
    expect(decideCsrf('token')).toBeNull()
  })

  it('GUARD-05/06 / ERR-02/03: profile 401/403 → sign in after 100 ms; anything else → Verification failed', () => {
    expect(decideProfileFailure(401)).toMatchObject({ kind: 'login', href: '/core/auth/login/', delayMs: 100 })
    expect(decideProfileFailure(403)).toMatchObject({ kind: 'login', href: '/core/auth/login/', delayMs: 100 })
    expect(decideProfileFailure(500)).toEqual({ kind: 'rejected', message: 'guard.VerificationFailed' })
    expect(decideProfileFailure(undefined)).toEqual({ kind: 'rejected', message: 'guard.VerificationFailed' })
  })

  it('ORG-02: root organisations only with a valid licence', () => {
    expect(selectableOrgs([ROOT_ORG, DEFAULT_ORG], false)).toEqual([DEFAULT_ORG])
    expect(selectableOrgs([ROOT_ORG, DEFAULT_ORG], true)).toEqual([ROOT_ORG, DEFAULT_ORG])
  })

  it('G-03: the proper org is the default one when administered, else the first admin org', () => {
    expect(properOrg([ROOT_ORG, DEFAULT_ORG, OPS_ORG], true)).toEqual(DEFAULT_ORG)
    expect(properOrg([OPS_ORG], true)).toEqual(OPS_ORG)
    expect(properOrg([ROOT_ORG, OPS_ORG], false)).toEqual(OPS_ORG)
    expect(properOrg([ROOT_ORG], false)).toBeUndefined()
  })

  it('ORG-05 / C-12: the organisation with the id ending in 0002 is the default one when no org is flagged', () => {
    const unflagged = { id: '00000000-0000-0000-0000-000000000002', name: 'Default' }
    const other = { id: '00000000-0000-0000-0000-000000000009', name: 'Ops' }
    expect(properOrg([other, unflagged], true)).toEqual(unflagged)
    // the flag, when an org carries it, decides
    const flagged = { ...other, is_default: true }
    expect(properOrg([unflagged, flagged], true)).toEqual(flagged)
  })

  describe('GUARD-07..09: current organisation', () => {
    const adminOrgs = [ROOT_ORG, DEFAULT_ORG, OPS_ORG]
    it('GUARD-07: no admin orgs → no org check', () => {
      expect(decideOrg({ adminOrgs: [], storedOrg: null, resolvedOrg: null, licenceValid: true })).toEqual({ kind: 'skip' })
    })
    it('GUARD-09: no stored org and the server in another org → switch to the proper org', () => {
      expect(decideOrg({ adminOrgs, storedOrg: null, resolvedOrg: OPS_ORG, licenceValid: true })).toEqual({
        kind: 'switch',
        org: DEFAULT_ORG,
      })
      expect(decideOrg({ adminOrgs, storedOrg: null, resolvedOrg: null, licenceValid: true })).toEqual({ kind: 'switch', org: DEFAULT_ORG })
    })
    it('GUARD-09: no stored org and the server already in the proper org → kept without a restart', () => {
      expect(decideOrg({ adminOrgs, storedOrg: null, resolvedOrg: DEFAULT_ORG, licenceValid: true })).toEqual({
        kind: 'keep',
        org: DEFAULT_ORG,
      })
    })
    it('GUARD-09: a stored org the user lacks permission in → switch', () => {
      const foreign = { id: 'x', name: 'Elsewhere' }
      expect(decideOrg({ adminOrgs, storedOrg: foreign, resolvedOrg: foreign, licenceValid: true })).toEqual({
        kind: 'switch',
        org: DEFAULT_ORG,
      })
    })
    it('GUARD-09 / ORG-02: a stored root org without a licence → switch', () => {
      expect(decideOrg({ adminOrgs, storedOrg: ROOT_ORG, resolvedOrg: ROOT_ORG, licenceValid: false })).toEqual({
        kind: 'switch',
        org: DEFAULT_ORG,
      })
    })
    it('GUARD-08: a permitted stored org is kept as the server names it', () => {
      const renamed = { ...OPS_ORG, name: 'Ops (renamed)' }
      expect(decideOrg({ adminOrgs, storedOrg: OPS_ORG, resolvedOrg: renamed, licenceValid: true })).toEqual({ kind: 'keep', org: renamed })
    })
    it('a permitted ?oid= of the page wins for this page', () => {
      expect(decideOrg({ adminOrgs, storedOrg: DEFAULT_ORG, resolvedOrg: OPS_ORG, pageOid: OPS_ORG.id, licenceValid: true })).toEqual({
        kind: 'keep',
        org: OPS_ORG,
      })
    })
    it('the server answering another org than the stored one → switch to the proper org', () => {
      expect(decideOrg({ adminOrgs, storedOrg: OPS_ORG, resolvedOrg: DEFAULT_ORG, licenceValid: true })).toEqual({
        kind: 'switch',
        org: DEFAULT_ORG,
      })
    })
  })

  describe('GUARD-10..12: current role', () => {
    it('GUARD-10: a stored role the permissions still cover is kept', () => {
      expect(decideRole({ held: 147, storedRole: 1, hasAdminOrgs: true })).toBe(1)
      expect(decideRole({ held: 147, storedRole: 146, hasAdminOrgs: true })).toBe(146)
      expect(decideRole({ held: 19, storedRole: 18, hasAdminOrgs: true })).toBe(18)
    })
    it('GUARD-10: a stored role the permissions no longer cover is replaced', () => {
      expect(decideRole({ held: 19, storedRole: 146, hasAdminOrgs: true })).toBe(18)
      expect(decideRole({ held: 1, storedRole: 146, hasAdminOrgs: false })).toBe(1)
    })
    it('GUARD-11: no admin orgs → the minimum user-page role', () => {
      expect(decideRole({ held: 1, storedRole: null, hasAdminOrgs: false })).toBe(1)
    })
    it('GUARD-12: otherwise the admin-page role when non-zero, else the user-page role', () => {
      expect(decideRole({ held: 147, storedRole: null, hasAdminOrgs: true })).toBe(146)
      expect(decideRole({ held: 3, storedRole: null, hasAdminOrgs: true })).toBe(2)
      expect(decideRole({ held: 1, storedRole: null, hasAdminOrgs: true })).toBe(1)
    })
    it('a stored mixed role (admin and user bits) is not usable', () => {
      expect(isUsableRole(3, 3)).toBe(false)
      expect(isUsableRole(0, 3)).toBe(false)
    })
  })

  it('GUARD-15: a first-login profile goes to the personal-information page', () => {
    expect(decideFirstLogin({ is_first_login: true }, '/dashboard')).toBe(FIRST_LOGIN_PATH)
    expect(decideFirstLogin({ is_first_login: true }, FIRST_LOGIN_PATH)).toBeUndefined()
    expect(decideFirstLogin({ is_first_login: false }, '/dashboard')).toBeUndefined()
    expect(FIRST_LOGIN_PATH).toBe('/users/first-login/personal-information-improvement/')
  })
})
