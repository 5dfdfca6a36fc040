import { describe, expect, it, vi } from 'vitest'
import { usersProfileRetrieve } from '../generated/operations/users'
import { HttpError } from '../http/errors'
import { urlOf } from '../http/operation'
import { adminProfile, auditorProfile, DEFAULT_ORG, licensedSettings, OPS_ORG, orgAdminProfile, userProfile } from '../test/fixtures'
import { once, runStartup, type StartupDeps, type StartupStep } from './startup'
import type { OrgRef, Profile, PublicSettings } from './types'

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function httpError(status: number) {
  return new HttpError({ message: 'x', status, kind: 'http', url: urlOf(usersProfileRetrieve), method: 'GET' })
}

function deps(over: Partial<StartupDeps<string>> = {}) {
  const steps: StartupStep[] = []
  const storedRoles = new Map<string, number>()
  const storedOrgs = new Map<string, OrgRef>()
  const d: StartupDeps<string> & { steps: StartupStep[]; storedRoles: typeof storedRoles; storedOrgs: typeof storedOrgs } = {
    pathname: '/dashboard',
    search: '',
    fetchPublicSettings: vi.fn(async (): Promise<PublicSettings> => licensedSettings),
    fetchProfile: vi.fn(async (): Promise<Profile> => adminProfile),
    fetchCurrentOrg: vi.fn(async (id: string | undefined): Promise<OrgRef> => (id === OPS_ORG.id ? OPS_ORG : DEFAULT_ORG)),
    readCsrf: () => 'csrf-token',
    loadStoredRole: (u) => storedRoles.get(u) ?? null,
    saveStoredRole: (u, r) => void storedRoles.set(u, r),
    loadStoredOrg: (u) => storedOrgs.get(u) ?? null,
    saveStoredOrg: (u, o) => void storedOrgs.set(u, o),
    generateRoutes: vi.fn((ctx) => `routes for role ${ctx.role}`),
    onStep: (s) => steps.push(s),
    steps,
    storedRoles,
    storedOrgs,
    ...over,
  }
  return d
}

describe('startup guard (GUARD)', () => {
  it('GUARD-17: runs the steps strictly in order 1 → 7 and ends ready', async () => {
    const d = deps()
    d.storedOrgs.set('admin', DEFAULT_ORG)
    const result = await runStartup(d)
    expect(d.steps).toEqual(['settings', 'csrf', 'profile', 'orgs', 'roles', 'routes', 'first-login'])
    expect(result).toMatchObject({
      kind: 'ready',
      routes: 'routes for role 146',
      session: { currentRole: 146, perms: 147, currentOrg: DEFAULT_ORG },
    })
  })

  it('GUARD-03: settings and profile are requested together; the decisions wait for the settings first', async () => {
    const settings = deferred<PublicSettings>()
    const d = deps({ fetchPublicSettings: vi.fn(() => settings.promise) })
    d.storedOrgs.set('admin', DEFAULT_ORG)
    const running = runStartup(d)
    await Promise.resolve()
    expect(d.fetchPublicSettings).toHaveBeenCalledTimes(1)
    expect(d.fetchProfile).toHaveBeenCalledTimes(1)
    expect(d.steps).toEqual(['settings'])
    settings.resolve(licensedSettings)
    await expect(running).resolves.toMatchObject({ kind: 'ready' })
  })

  it('GUARD-03: settings already loaded are not requested again', async () => {
    const d = deps({ settings: licensedSettings })
    d.storedOrgs.set('admin', DEFAULT_ORG)
    await runStartup(d)
    expect(d.fetchPublicSettings).not.toHaveBeenCalled()
  })

  it('GUARD-04/17: without the CSRF cookie the guard stops with a sign-in redirect; no later step runs', async () => {
    const d = deps({ readCsrf: () => undefined })
    const result = await runStartup(d)
    expect(result).toEqual({ kind: 'login', reason: 'No token found in cookie', href: '/core/auth/login/', delayMs: 100 })
    expect(d.fetchProfile).not.toHaveBeenCalled()
    expect(d.steps).toEqual(['settings', 'csrf'])
    expect(d.generateRoutes).not.toHaveBeenCalled()
  })

  it.each([401, 403])('GUARD-05 / ERR-02: a %i on the profile sends the browser to sign in, without a message', async (status) => {
    const d = deps({ fetchProfile: vi.fn(() => Promise.reject(httpError(status))) })
    const result = await runStartup(d)
    expect(result).toMatchObject({ kind: 'login', href: '/core/auth/login/', delayMs: 100 })
    expect(result).not.toHaveProperty('message')
    expect(d.steps).toEqual(['settings', 'csrf', 'profile'])
  })

  it('GUARD-06: any other profile error rejects with "Verification failed" and no redirect', async () => {
    const d = deps({ fetchProfile: vi.fn(() => Promise.reject(httpError(500))) })
    await expect(runStartup(d)).resolves.toEqual({ kind: 'rejected', step: 'profile', message: 'guard.VerificationFailed' })
    expect(d.fetchCurrentOrg).not.toHaveBeenCalled()
  })

  it('a failing settings call stops the guard before the CSRF check', async () => {
    const d = deps({ fetchPublicSettings: vi.fn(() => Promise.reject(new Error('Cannot reach the server'))), readCsrf: () => undefined })
    await expect(runStartup(d)).resolves.toEqual({ kind: 'rejected', step: 'settings', message: 'Cannot reach the server', literal: true })
  })

  it('GUARD-07/11: a user without admin orgs skips the org check and gets the user-page role', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => userProfile) })
    const result = await runStartup(d)
    expect(d.fetchCurrentOrg).not.toHaveBeenCalled()
    expect(result).toMatchObject({ kind: 'ready', session: { currentRole: 1, currentOrg: null } })
    expect(d.storedRoles.get('user')).toBe(1)
  })

  it('GUARD-08/09: with no stored org, a server in another org than the proper one means switch and abort', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => orgAdminProfile) })
    const result = await runStartup(d)
    expect(d.fetchCurrentOrg).toHaveBeenCalledWith(undefined)
    expect(result).toEqual({ kind: 'switch-org', org: OPS_ORG, username: 'orgadmin' })
    expect(d.steps).not.toContain('roles')
  })

  it('GUARD-08/09: with no stored org and the server already in the proper org, it is stored and startup goes on', async () => {
    const d = deps()
    const result = await runStartup(d)
    expect(d.fetchCurrentOrg).toHaveBeenCalledWith(undefined)
    expect(result).toMatchObject({ kind: 'ready', session: { currentOrg: DEFAULT_ORG } })
    expect(d.storedOrgs.get('admin')).toEqual(DEFAULT_ORG)
  })

  it('GUARD-08: the current org is looked up with the stored org', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => orgAdminProfile) })
    d.storedOrgs.set('orgadmin', OPS_ORG)
    const result = await runStartup(d)
    expect(d.fetchCurrentOrg).toHaveBeenCalledWith(OPS_ORG.id)
    expect(result).toMatchObject({ kind: 'ready', session: { currentOrg: OPS_ORG, currentRole: 18 } })
  })

  it('issue 9 / GUARD-03/08: with the org cookie, the current-org request starts with settings and profile', async () => {
    const settings = deferred<PublicSettings>()
    const profile = deferred<Profile>()
    const d = deps({
      fetchPublicSettings: vi.fn(() => settings.promise),
      fetchProfile: vi.fn(() => profile.promise),
      readOrgCookie: () => OPS_ORG.id,
    })
    d.storedOrgs.set('orgadmin', OPS_ORG)
    const run = runStartup(d)
    await Promise.resolve()
    // all three are on the wire before any answer, and no decision is taken yet
    expect(d.fetchCurrentOrg).toHaveBeenCalledWith(OPS_ORG.id)
    expect(d.steps).toEqual(['settings'])
    settings.resolve(licensedSettings)
    profile.resolve(orgAdminProfile)
    await expect(run).resolves.toMatchObject({ kind: 'ready', session: { currentOrg: OPS_ORG, currentRole: 18 } })
    // the early answer was the one step 4 needed: not asked twice
    expect(d.fetchCurrentOrg).toHaveBeenCalledTimes(1)
    expect(d.steps).toEqual(['settings', 'csrf', 'profile', 'orgs', 'roles', 'routes', 'first-login'])
  })

  it('GUARD-08: an early answer for another org than the user stored (another user signed in) is not used', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => orgAdminProfile), readOrgCookie: () => DEFAULT_ORG.id })
    d.storedOrgs.set('orgadmin', OPS_ORG)
    const result = await runStartup(d)
    expect(vi.mocked(d.fetchCurrentOrg).mock.calls).toEqual([[DEFAULT_ORG.id], [OPS_ORG.id]])
    expect(result).toMatchObject({ kind: 'ready', session: { currentOrg: OPS_ORG } })
  })

  it('GUARD-07/HTTP-02: ?oid= is the org asked for early; a user without admin orgs ignores the early answer', async () => {
    const d = deps({ search: '?oid=' + OPS_ORG.id, readOrgCookie: () => DEFAULT_ORG.id })
    await expect(runStartup(d)).resolves.toMatchObject({ kind: 'ready', session: { currentOrg: OPS_ORG } })
    expect(vi.mocked(d.fetchCurrentOrg).mock.calls).toEqual([[OPS_ORG.id]])
    const user = deps({ fetchProfile: vi.fn(async () => userProfile), readOrgCookie: () => OPS_ORG.id })
    await expect(runStartup(user)).resolves.toMatchObject({ kind: 'ready', session: { currentRole: 1, currentOrg: null } })
    expect(user.storedOrgs.size).toBe(0)
  })

  it('GUARD-04: without the CSRF cookie nothing is asked early', async () => {
    const d = deps({ readCsrf: () => undefined, readOrgCookie: () => OPS_ORG.id })
    await expect(runStartup(d)).resolves.toMatchObject({ kind: 'login' })
    expect(d.fetchProfile).not.toHaveBeenCalled()
    expect(d.fetchCurrentOrg).not.toHaveBeenCalled()
  })

  it('GUARD-10/12/ROLE-16: a stored role still covered is kept; an auditor gets the audit page', async () => {
    const d = deps()
    d.storedOrgs.set('admin', DEFAULT_ORG)
    d.storedRoles.set('admin', 1)
    await expect(runStartup(d)).resolves.toMatchObject({ session: { currentRole: 1 } })
    const a = deps({ fetchProfile: vi.fn(async () => auditorProfile) })
    a.storedOrgs.set('auditor', DEFAULT_ORG)
    await expect(runStartup(a)).resolves.toMatchObject({ routes: 'routes for role 2', session: { currentRole: 2 } })
    expect(a.storedRoles.get('auditor')).toBe(2)
  })

  it('GUARD-14: a route-generation failure rejects with its message, or "Has Error"', async () => {
    const withMessage = deps({
      generateRoutes: () => {
        throw new Error('boom')
      },
    })
    withMessage.storedOrgs.set('admin', DEFAULT_ORG)
    await expect(runStartup(withMessage)).resolves.toEqual({ kind: 'rejected', step: 'routes', message: 'boom', literal: true })
    const without = deps({
      generateRoutes: () => {
        throw new Error('')
      },
    })
    without.storedOrgs.set('admin', DEFAULT_ORG)
    await expect(runStartup(without)).resolves.toEqual({ kind: 'rejected', step: 'routes', message: 'guard.HasError', literal: false })
  })

  it('GUARD-15: a first-login profile is sent to the personal-information page after the routes exist', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => ({ ...userProfile, is_first_login: true })) })
    await expect(runStartup(d)).resolves.toMatchObject({
      kind: 'ready',
      redirectTo: '/users/first-login/personal-information-improvement/',
    })
  })

  it('GUARD-02: an exempt path skips the guard entirely', async () => {
    const d = deps({ pathname: '/login' })
    await expect(runStartup(d)).resolves.toEqual({ kind: 'exempt' })
    expect(d.fetchPublicSettings).not.toHaveBeenCalled()
  })

  it('GUARD-01: the guard runs once per page load', async () => {
    const d = deps()
    d.storedOrgs.set('admin', DEFAULT_ORG)
    const start = once(() => runStartup(d))
    const [a, b] = await Promise.all([start(), start()])
    await start()
    expect(a).toBe(b)
    expect(d.fetchProfile).toHaveBeenCalledTimes(1)
  })
})
