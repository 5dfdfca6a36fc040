import { afterEach, describe, expect, it } from 'vitest'
import { adminProfile, DEFAULT_ORG, licensedSettings } from '../test/fixtures'
import { emptySession, sessionStore } from './store'

afterEach(() => sessionStore.clear())

describe('SHELL-15 / ENT-04: client session state', () => {
  it('is filled from the profile (roles derived) and emptied on clear', () => {
    const seen: number[] = []
    const stop = sessionStore.subscribe(() => seen.push(sessionStore.get().perms))
    sessionStore.set({ settings: licensedSettings, currentOrg: DEFAULT_ORG, currentRole: 146 })
    sessionStore.setProfile(adminProfile)
    expect(sessionStore.get()).toMatchObject({ profile: adminProfile, orgs: adminProfile.admin_or_audit_orgs, roles: [146, 1], perms: 147 })
    sessionStore.clear()
    expect(sessionStore.get()).toEqual(emptySession())
    stop()
    expect(seen).toEqual([0, 147, 0])
  })
})
