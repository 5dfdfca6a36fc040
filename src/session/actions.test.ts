import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { orgsOrgsCurrent } from '../generated/operations/orgs'
import { browser } from '../http/browser'
import { urlOf } from '../http/operation'
import { adminProfile, auditorProfile, currentOrgAnswer, DEFAULT_ORG, licensedSettings, OPS_ORG, userProfile } from '../test/fixtures'
import { canSwitchView, decideViewSwitch, logout, switchOrg, urlAfterOrgSwitch } from './actions'
import { deriveRoles, sumPerms } from './permissions'
import { loadStoredOrg, loadStoredRole, saveStoredRole } from './storage'
import { sessionStore } from './store'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  server.resetHandlers()
  sessionStore.clear()
  localStorage.clear()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/ui/')
})

describe('ORG-04: switching organisation', () => {
  it('looks the org up with ?oid=, stores it for the user, forgets the role and restarts the page', async () => {
    let asked = ''
    server.use(
      http.get(urlOf(orgsOrgsCurrent), ({ request }) => {
        asked = new URL(request.url).searchParams.get('oid') ?? ''
        return HttpResponse.json(currentOrgAnswer(OPS_ORG))
      }),
    )
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
    sessionStore.setProfile(adminProfile)
    saveStoredRole('admin', 146)
    window.history.replaceState(null, '', '/ui/assets/assets')
    await switchOrg(OPS_ORG.id)
    expect(asked).toBe(OPS_ORG.id)
    expect(loadStoredOrg('admin')).toEqual(OPS_ORG)
    expect(document.cookie).toContain(`X-JMS-ORG=${OPS_ORG.id}`)
    expect(loadStoredRole('admin')).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a page naming an object restarts at the console home instead', () => {
    expect(urlAfterOrgSwitch({ pathname: '/ui/users/users/0c9d3e1a-1111-4a2b-9c3d-000000000001', search: '', hash: '' })).toBe('/ui/')
    expect(urlAfterOrgSwitch({ pathname: '/ui/users/users', search: '?page=2', hash: '' })).toBeNull()
  })
})

describe('SHELL-12/13: admin page ↔ user page', () => {
  const state = (profile = adminProfile, currentRole = 146) => {
    const roles = deriveRoles(profile)
    return { roles, perms: sumPerms(roles), orgs: profile.admin_or_audit_orgs, currentRole, settings: licensedSettings }
  }
  it('SHELL-12: offered with several roles or an admin org, not to a plain user', () => {
    expect(canSwitchView(state())).toBe(true)
    expect(canSwitchView(state(auditorProfile, 2))).toBe(true)
    expect(canSwitchView(state(userProfile, 1))).toBe(false)
  })
  it('SHELL-13: from the admin page to the user page and back', () => {
    expect(decideViewSwitch(state(adminProfile, 146))).toEqual({ kind: 'role', role: 1 })
    expect(decideViewSwitch(state(adminProfile, 1))).toEqual({ kind: 'role', role: 146 })
    expect(decideViewSwitch(state(auditorProfile, 1))).toEqual({ kind: 'role', role: 2 })
  })
  it('SHELL-13: without admin bits in this org the switch moves to an org the user administers', () => {
    const profile = { ...userProfile, admin_or_audit_orgs: [DEFAULT_ORG] }
    expect(decideViewSwitch(state(profile, 1))).toEqual({ kind: 'change-org', orgId: DEFAULT_ORG.id })
  })
})

describe('SHELL-14 / C-06: logout', () => {
  it('empties the client state and leaves through /core/auth/logout/?next={current path}', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    sessionStore.setProfile(adminProfile)
    logout({ pathname: '/ui/users/users', search: '?search=bob' })
    expect(sessionStore.get().profile).toBeNull()
    expect(sessionStore.get().roles).toEqual([])
    expect(assign).toHaveBeenCalledWith('/core/auth/logout/?next=%2Fui%2Fusers%2Fusers%3Fsearch%3Dbob')
  })
})
