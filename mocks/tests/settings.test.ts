// @vitest-environment node
// Admin settings per category: OPTIONS metadata of the category's serializer (min_value …), LDAP directory users
// and their import, the licence import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { signedIn, startTestServer } from './client'

let srv: RunningServer
beforeAll(async () => {
  srv = await startTestServer({ MOCK_LICENSE: 'none' })
})
afterAll(async () => {
  await srv.close()
})

describe('settings metadata per category', () => {
  it('describes the serializer of ?category= with min_value, help texts and write-only secrets (G-18)', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const sec = await admin.request('OPTIONS', '/api/v1/settings/setting/?category=security')
    expect(sec.status).toBe(200)
    const patch = sec.json.actions.PATCH
    expect(patch.SECURITY_LOGIN_LIMIT_COUNT).toMatchObject({ type: 'integer', min_value: 3 })
    expect(patch.SECURITY_LOGIN_LIMIT_TIME).toMatchObject({ type: 'integer', min_value: 5 })
    expect(patch.SECURITY_PASSWORD_MIN_LENGTH).toMatchObject({ min_value: 6 })
    expect(patch.SECURITY_MFA_VERIFY_TTL).toMatchObject({ min_value: 5 })
    expect(patch.SECURITY_PASSWORD_EXPIRATION_TIME).toMatchObject({ min_value: 1 })
    expect(patch.SECURITY_MAX_IDLE_TIME).toMatchObject({ min_value: 1 })
    expect(patch).not.toHaveProperty('SITE_URL')
    const email = (await admin.request('OPTIONS', '/api/v1/settings/setting/?category=email')).json.actions.PATCH
    expect(email.EMAIL_HOST_PASSWORD).toMatchObject({ write_only: true })
    expect(Object.keys(email)).toContain('EMAIL_PORT')
    const terminal = (await admin.request('OPTIONS', '/api/v1/settings/setting/?category=terminal')).json.actions.PATCH
    expect(terminal.TERMINAL_SESSION_KEEP_DURATION).toMatchObject({ min_value: 1 })
    const basic = (await admin.request('OPTIONS', '/api/v1/settings/setting/')).json.actions.PATCH
    expect(Object.keys(basic)).toContain('SITE_URL')
  })

  it('gives no actions to someone who is not a super admin', async () => {
    const orgadmin = await signedIn(srv.url, 'orgadmin')
    const r = await orgadmin.request('OPTIONS', '/api/v1/settings/setting/?category=security')
    expect(r.json.actions).toBeUndefined()
  })

  it('starts an unset number at its minimum, so a form saved unchanged passes validation', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const other = (await admin.get('/api/v1/settings/setting/?category=other')).json
    expect(other.OTP_VALID_WINDOW).toBeGreaterThanOrEqual(1)
    const r = await admin.patch('/api/v1/settings/setting/?category=other', other)
    expect(r.status).toBe(200)
  })

  it('takes null for a nullable text (what the console sends for one left empty)', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const oidc = (await admin.get('/api/v1/settings/setting/?category=oidc')).json
    expect(oidc.BASE_SITE_URL).toBeNull()
    expect((await admin.patch('/api/v1/settings/setting/?category=oidc', { ...oidc, BASE_SITE_URL: '' })).status).toBe(400)
    expect((await admin.patch('/api/v1/settings/setting/?category=oidc', oidc)).status).toBe(200)
  })

  it('refuses a value below the minimum with a field error and keeps the stored one', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const r = await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_LOGIN_LIMIT_COUNT: 2 })
    expect(r.status).toBe(400)
    expect(r.json.SECURITY_LOGIN_LIMIT_COUNT).toBeDefined()
    expect((await admin.get('/api/v1/settings/setting/?category=security')).json.SECURITY_LOGIN_LIMIT_COUNT).not.toBe(2)
  })
})

describe('LDAP users', () => {
  it('lists the directory (paged with limit, bare without), searches, and imports the chosen users', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const page = (await admin.get('/api/v1/settings/ldap/users/?cache_police=1&offset=0&limit=5')).json
    expect(page.count).toBeGreaterThan(5)
    expect(page.results).toHaveLength(5)
    expect(page.results[0]).toEqual(expect.objectContaining({ id: expect.any(String), username: expect.any(String), existing: false }))
    const bare = (await admin.get('/api/v1/settings/ldap/users/?cache_police=1&search=ldap.wang')).json
    expect(bare).toHaveLength(1)
    const imported = await admin.post('/api/v1/settings/ldap/users/import/', { username_list: ['ldap.wang'] })
    expect(imported.status).toBe(200)
    expect(imported.json.msg).toContain('1')
    const after = (await admin.get('/api/v1/settings/ldap/users/?search=ldap.wang')).json
    expect(after[0].existing).toBe(true)
    const users = (await admin.get('/api/v1/users/users/?search=ldap.wang')).json
    expect((Array.isArray(users) ? users : users.results).map((u: { username: string }) => u.username)).toContain('ldap.wang')
    const none = await admin.post('/api/v1/settings/ldap/users/import/', { username_list: ['nobody'] })
    expect(none.status).toBe(400)
    expect(none.json).toEqual({ msg: 'Get ldap users is None' })
  })

  it('is for super admins only', async () => {
    const orgadmin = await signedIn(srv.url, 'orgadmin')
    expect((await orgadmin.get('/api/v1/settings/ldap/users/')).status).toBe(403)
    expect((await orgadmin.post('/api/v1/settings/ldap/users/import/', { username_list: ['ldap.chen'] })).status).toBe(403)
  })
})

describe('licence import', () => {
  it('takes a multipart file, then the licence detail and public settings say licensed', async () => {
    const admin = await signedIn(srv.url, 'admin')
    expect((await admin.get('/api/v1/xpack/license/detail')).json.corporation).toBe('')
    const form = new FormData()
    form.append('file', new Blob(['licence']), 'bastion.lic')
    const r = await admin.request('POST', '/api/v1/xpack/license/import', { body: form })
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ status: true, msg: 'License import successfully' })
    expect((await admin.get('/api/v1/xpack/license/detail')).json.corporation).not.toBe('')
    expect((await admin.get('/api/v1/settings/public/')).json.data.XPACK_LICENSE_IS_VALID).toBe(true)
  })
})

describe('tests of settings', () => {
  it('mail: names the recipient; LDAP: answers bare strings, 400 for a failed sign-in', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const mail = await admin.post('/api/v1/settings/mail/testing/', { EMAIL_FROM: '', EMAIL_RECIPIENT: 'ops@example.com' })
    expect(mail.json).toEqual({ msg: 'Test mail sent to ops@example.com, please check' })
    const config = await admin.post('/api/v1/settings/ldap/testing/config/', {
      AUTH_LDAP_SERVER_URI: 'ldap://x',
      AUTH_LDAP_SEARCH_OU: 'ou=x',
      AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)',
      AUTH_LDAP_USER_ATTR_MAP: '{}',
    })
    expect(config.status).toBe(200)
    expect(typeof config.json).toBe('string')
    const ok = await admin.post('/api/v1/settings/ldap/testing/login/', { username: 'ldap.chen', password: 'ldap.chen' })
    expect(ok.json).toBe('Authentication success: ldap.chen')
    const bad = await admin.post('/api/v1/settings/ldap/testing/login/', { username: 'ldap.chen', password: 'wrong' })
    expect(bad.status).toBe(400)
    expect(String(bad.json)).toMatch(/^Authentication failed/)
  })
})
