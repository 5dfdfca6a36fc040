import { afterEach, describe, expect, it } from 'vitest'
import { OPS_ORG } from '../test/fixtures'
import { loadStoredOrg, loadStoredRole, saveStoredOrg, saveStoredRole } from './storage'

afterEach(() => {
  localStorage.clear()
  document.cookie = 'X-JMS-ORG=; max-age=0; path=/'
})

describe('ROLE-16 / ENT-12: per-user role and org', () => {
  it('keeps role and org per username under jms_current_role_<u> / jms_current_org_<u>', () => {
    saveStoredRole('alice', 146)
    saveStoredRole('bob', 1)
    saveStoredOrg('alice', OPS_ORG)
    expect(localStorage.getItem('jms_current_role_alice')).toBe('146')
    expect(loadStoredRole('alice')).toBe(146)
    expect(loadStoredRole('bob')).toBe(1)
    expect(loadStoredOrg('alice')).toEqual(OPS_ORG)
    expect(loadStoredOrg('bob')).toBeNull()
  })

  it('mirrors the org id into the X-JMS-ORG cookie', () => {
    saveStoredOrg('alice', OPS_ORG)
    expect(document.cookie).toContain(`X-JMS-ORG=${OPS_ORG.id}`)
  })

  it('forgets a role and ignores values it did not write', () => {
    saveStoredRole('alice', 146)
    saveStoredRole('alice', null)
    expect(loadStoredRole('alice')).toBeNull()
    localStorage.setItem('jms_current_role_carol', 'garbage')
    localStorage.setItem('jms_current_org_carol', '{not json')
    expect(loadStoredRole('carol')).toBeNull()
    expect(loadStoredOrg('carol')).toBeNull()
  })

  it('stores nothing but the role number and the org id, name and flags (no credential)', () => {
    saveStoredRole('alice', 146)
    saveStoredOrg('alice', { ...OPS_ORG, comment: 'secret-ish', token: 'abc' } as never)
    const stored = Object.keys(localStorage)
      .map((k) => localStorage.getItem(k) ?? '')
      .join(' ')
    expect(stored).not.toMatch(/token|abc|password|secret|csrf|session/i)
  })
})
