import { describe, expect, it } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT, PERM_SUPER, PERM_USE } from '../config/constants'
import { allNames, generateRoutes, mayOpenScreen, routeTable, screenAccess, type RouteFilterContext, type ScreenAction } from './index'

const SUPER_ADMIN = PERM_SUPER | PERM_ADMIN | PERM_AUDIT
const ORG_ADMIN = PERM_ADMIN | PERM_AUDIT
const AUDITOR = PERM_AUDIT

describe('issue 18: who may open a resource screen, by resource and action', () => {
  it('reads the rule of the route and of every group above it', () => {
    expect(screenAccess(routeTable, 'User', 'create')).toEqual({
      route: 'UserCreate',
      perms: [PERM_ADMIN, PERM_ADMIN, PERM_ADMIN],
      licence: false,
      settings: [],
    })
    expect(screenAccess(routeTable, 'Session', 'detail')).toEqual({
      route: 'SessionDetail',
      perms: [PERM_AUDIT, PERM_AUDIT, PERM_AUDIT],
      licence: false,
      settings: [],
    })
    expect(screenAccess(routeTable, 'RemoteApp', 'update')?.licence).toBe(true)
    expect(screenAccess(routeTable, 'ReplayStorage', 'create')?.perms).toContain(PERM_SUPER)
    expect(screenAccess(routeTable, 'Nothing', 'list')).toBeUndefined()
  })

  it('ROUTE-GEN-04 / ROLE-12: an auditor opens session details but no user screen; an org admin no global screen', () => {
    const ctx = (role: number): RouteFilterContext => ({ role, licenceValid: true, settings: {} })
    expect(mayOpenScreen(routeTable, 'Session', 'detail', ctx(AUDITOR))).toBe(true)
    expect(mayOpenScreen(routeTable, 'User', 'list', ctx(AUDITOR))).toBe(false)
    expect(mayOpenScreen(routeTable, 'User', 'create', ctx(ORG_ADMIN))).toBe(true)
    expect(mayOpenScreen(routeTable, 'Platform', 'create', ctx(ORG_ADMIN))).toBe(false)
    expect(mayOpenScreen(routeTable, 'Platform', 'create', ctx(SUPER_ADMIN))).toBe(true)
    expect(mayOpenScreen(routeTable, 'RemoteApp', 'list', { role: SUPER_ADMIN, licenceValid: false, settings: {} })).toBe(false)
    expect(mayOpenScreen(routeTable, 'Nothing', 'list', ctx(SUPER_ADMIN))).toBe(false)
  })

  it('GUARD-16: gives the same answer as the route filter for every resource screen, role, licence and setting', () => {
    const screens = allNames(routeTable).flatMap((name) => {
      const m = /^(.+)(List|Create|Update|Detail)$/.exec(name)
      return m ? [{ name, stem: m[1], action: m[2].toLowerCase() as ScreenAction }] : []
    })
    expect(screens.length).toBeGreaterThan(100)
    const contexts: RouteFilterContext[] = []
    for (const role of [SUPER_ADMIN, ORG_ADMIN, AUDITOR, PERM_USE, 0]) {
      for (const licenceValid of [true, false]) {
        for (const settings of [{}, { SECURITY_COMMAND_EXECUTION: true, TICKETS_ENABLED: true }])
          contexts.push({ role, licenceValid, settings })
      }
    }
    for (const ctx of contexts) {
      const registered = new Set(generateRoutes(ctx).flat.map((r) => r.name))
      for (const s of screens)
        expect([s.name, ctx, mayOpenScreen(routeTable, s.stem, s.action, ctx)]).toEqual([s.name, ctx, registered.has(s.name)])
    }
  })
})
