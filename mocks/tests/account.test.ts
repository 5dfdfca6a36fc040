// @vitest-environment node
// Profile, MFA and password verification, access keys, public settings, admin settings, user actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { Client, signedIn, startTestServer } from './client'

let srv: RunningServer
beforeAll(async () => {
  srv = await startTestServer()
})
afterAll(async () => {
  await srv.close()
})

const ROOT = '00000000-0000-0000-0000-000000000000'
const DEFAULT = '00000000-0000-0000-0000-000000000002'
const RND = '00000000-0000-0000-0000-000000000003'

describe('profile', () => {
  it('gives system admins GLOBAL first in admin_or_audit_orgs and current_org_roles per org header', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const p = (await admin.get('/api/v1/users/profile/')).json
    expect(p.role).toBe('Admin')
    expect(p.is_superuser).toBe(true)
    expect(p.admin_or_audit_orgs[0]).toEqual({ id: ROOT, name: 'GLOBAL', is_default: false, is_root: true })
    expect(p.admin_or_audit_orgs.map((o: { id: string }) => o.id)).toContain(DEFAULT)
    expect(p.current_org_roles).toEqual(['User'])
    const inRoot = (await admin.get('/api/v1/users/profile/', { headers: { 'X-JMS-ORG': ROOT } })).json
    expect(inRoot.current_org_roles).toEqual(['Admin'])
  })

  it('gives the system auditor GLOBAL too, orgadmin only its org, a plain user none', async () => {
    const aud = (await (await signedIn(srv.url, 'auditor')).get('/api/v1/users/profile/')).json
    expect(aud.role).toBe('Auditor')
    expect(aud.admin_or_audit_orgs[0].is_root).toBe(true)
    const oa = await signedIn(srv.url, 'orgadmin')
    const po = (await oa.get('/api/v1/users/profile/')).json
    expect(po.role).toBe('User')
    expect(po.admin_or_audit_orgs).toEqual([{ id: DEFAULT, name: 'Default', is_default: true, is_root: false }])
    expect(po.current_org_roles).toEqual(['Admin'])
    const u = await signedIn(srv.url, 'user')
    const pu = (await u.get('/api/v1/users/profile/')).json
    expect(pu.admin_or_audit_orgs).toEqual([])
    expect(pu.current_org_roles).toEqual(['User'])
    expect(pu.user_all_orgs.map((o: { id: string }) => o.id).sort()).toEqual([DEFAULT, RND].sort())
  })

  it('updates the profile with PATCH and PUT, ignoring read-only fields', async () => {
    const u = await signedIn(srv.url, 'user')
    const r = await u.patch('/api/v1/users/profile/', { phone: '13800000000', username: 'hacker', is_first_login: false })
    expect(r.status).toBe(200)
    expect(r.json.phone).toBe('13800000000')
    expect(r.json.username).toBe('user')
    const put = await u.put('/api/v1/users/profile/', { wechat: 'wx-user', is_first_login: false })
    expect(put.status).toBe(200)
    expect(put.json.wechat).toBe('wx-user')
  })

  it('changes the password (old password checked, new ones must match)', async () => {
    const u = await signedIn(srv.url, 'mfauser')
    expect(
      (await u.put('/api/v1/users/profile/password/', { old_password: 'x', new_password: 'abcdef', new_password_again: 'abcdef' })).json,
    ).toEqual({ old_password: ['The old password is incorrect'] })
    expect(
      (await u.put('/api/v1/users/profile/password/', { old_password: 'mfauser', new_password: 'abcdef', new_password_again: 'abcdeg' }))
        .status,
    ).toBe(400)
    expect(
      (await u.put('/api/v1/users/profile/password/', { old_password: 'mfauser', new_password: 'abcdef', new_password_again: 'abcdef' }))
        .status,
    ).toBe(200)
    const again = new Client(srv.url)
    await again.login('mfauser', 'abcdef')
    expect((await again.get('/api/v1/users/profile/')).json.username).toBe('mfauser')
    await again.put('/api/v1/users/profile/password/', { old_password: 'abcdef', new_password: 'mfauser', new_password_again: 'mfauser' })
  })

  /** A user of this test's own, so that its password and MFA level can change freely. */
  async function ownUser(extra: Record<string, unknown> = {}): Promise<{ client: Client; id: string; username: string }> {
    const admin = await signedIn(srv.url, 'admin')
    const username = `own${Math.random().toString(36).slice(2, 8)}`
    const created = await admin.post('/api/v1/users/users/', {
      name: username,
      username,
      email: `${username}@example.com`,
      password_strategy: 'custom',
      password: 'Start-pw1',
      role: 'User',
      ...extra,
    })
    expect(created.status, created.text).toBe(201)
    const client = new Client(srv.url)
    await client.login(username, 'Start-pw1')
    return { client, id: created.json.id, username }
  }

  it("checks the password rules of the security settings, reports every failing field, and a change ends the account's sessions", async () => {
    const admin = await signedIn(srv.url, 'admin')
    await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_PASSWORD_UPPER_CASE: true, SECURITY_PASSWORD_NUMBER: true })
    try {
      const { client, username } = await ownUser()
      const weak = await client.put('/api/v1/users/profile/password/', {
        old_password: 'nope',
        new_password: 'lowercase',
        new_password_again: 'other',
      })
      expect(weak.status).toBe(400)
      expect(weak.json).toEqual({
        old_password: ['The old password is incorrect'],
        new_password: ['Password does not match security rules'],
        new_password_again: ['The newly set password is inconsistent'],
      })
      const second = new Client(srv.url)
      await second.login(username, 'Start-pw1')
      expect(
        (
          await client.put('/api/v1/users/profile/password/', {
            old_password: 'Start-pw1',
            new_password: 'Next-pw22',
            new_password_again: 'Next-pw22',
          })
        ).status,
      ).toBe(200)
      expect((await client.get('/api/v1/users/profile/')).status).toBe(401)
      expect((await second.get('/api/v1/users/profile/')).status).toBe(401)
      const fresh = new Client(srv.url)
      await fresh.login(username, 'Next-pw22')
      expect((await fresh.get('/api/v1/users/profile/')).json.username).toBe(username)
    } finally {
      await admin.patch('/api/v1/settings/setting/?category=security', {
        SECURITY_PASSWORD_UPPER_CASE: false,
        SECURITY_PASSWORD_NUMBER: false,
      })
    }
  })

  it('a profile save keeps a forced MFA level, checks an SSH key and marks the first login done', async () => {
    const { client, id } = await ownUser()
    const admin = await signedIn(srv.url, 'admin')
    expect((await client.get('/api/v1/users/profile/')).json.is_first_login).toBe(true)
    const bad = await client.put('/api/v1/users/profile/', { public_key: 'not a key', is_first_login: false })
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ public_key: ['Not a valid ssh public key'] })
    const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG8q3WcN5o1fTq2aZJ7Rk0b9XyLh4pVd6sE2uC1mA0bQ me@desk'
    const ok = await client.put('/api/v1/users/profile/', { public_key: key, phone: '13700000000', mfa_level: 0, is_first_login: false })
    expect(ok.status).toBe(200)
    expect(ok.json).toMatchObject({ is_first_login: false, phone: '13700000000', public_key_comment: 'me@desk' })
    expect((await admin.patch(`/api/v1/users/users/${id}/`, { mfa_level: 2 })).status).toBe(200)
    const forced = await client.patch('/api/v1/users/profile/', { mfa_level: 0 })
    expect(forced.json).toMatchObject({ mfa_level: 2, mfa_force_enabled: true })
  })
})

describe('MFA and password verification', () => {
  it('GET otp/verify: 400 mfa_verify_required until a code is verified, then 200 valid (TTL)', async () => {
    const u = await signedIn(srv.url, 'user')
    const before = await u.get('/api/v1/authentication/otp/verify/')
    expect(before.status).toBe(400)
    expect(before.json).toEqual({ detail: 'This action require verify your MFA', code: 'mfa_verify_required' })
    expect((await u.post('/api/v1/authentication/otp/verify/', { code: '123456' })).json).toEqual({
      detail: 'MFA not enabled',
      code: 'mfa_not_enabled',
    })
    const m = await signedIn(srv.url, 'mfauser')
    // a sign-in with the code counts as a fresh verification
    expect((await m.get('/api/v1/authentication/otp/verify/')).json).toEqual({ code: 'valid', msg: 'verified' })
    srv.mock.state.clockOffset = (srv.mock.state.config.mfaTtlSeconds + 1) * 1000
    try {
      expect((await m.get('/api/v1/authentication/otp/verify/')).status).toBe(400)
      const bad = await m.post('/api/v1/authentication/otp/verify/', { code: '111111' })
      expect(bad.status).toBe(400)
      expect(bad.json).toEqual({ error: 'Code is invalid' })
      expect((await m.post('/api/v1/authentication/otp/verify/', { code: '123456' })).json).toEqual({ ok: '1' })
      expect((await m.get('/api/v1/authentication/otp/verify/')).json).toEqual({ code: 'valid', msg: 'verified' })
    } finally {
      srv.mock.state.clockOffset = 0
    }
  })

  it('POST password/verify: 200 empty body or 400 passwd_invalid', async () => {
    const u = await signedIn(srv.url, 'user')
    const ok = await u.post('/api/v1/authentication/password/verify/', { password: 'user' })
    expect(ok.status).toBe(200)
    expect(ok.text).toBe('')
    const bad = await u.post('/api/v1/authentication/password/verify/', { password: 'nope' })
    expect(bad.json).toEqual({ detail: 'Your password is invalid', code: 'passwd_invalid' })
  })
})

describe('access keys', () => {
  it('POST returns 201 {} and the new key appears in the (bare) list of the user only', async () => {
    const u = await signedIn(srv.url, 'auditor')
    const before = (await u.get('/api/v1/authentication/access-keys/')).json as Array<{ id: string }>
    const r = await u.post('/api/v1/authentication/access-keys/', { anything: 1 })
    expect(r.status).toBe(201)
    expect(r.json).toEqual({})
    const after = (await u.get('/api/v1/authentication/access-keys/')).json as Array<{ id: string; secret: string; is_active: boolean }>
    expect(after).toHaveLength(before.length + 1)
    expect(Object.keys(after[0]).sort()).toEqual(['date_created', 'id', 'is_active', 'secret'])
    const key = after[after.length - 1]
    expect((await u.patch(`/api/v1/authentication/access-keys/${key.id}/`, { is_active: false })).json.is_active).toBe(false)
    const other = await signedIn(srv.url, 'user')
    expect((await other.get(`/api/v1/authentication/access-keys/${key.id}/`)).status).toBe(404)
    expect((await u.delete(`/api/v1/authentication/access-keys/${key.id}/`)).status).toBe(204)
  })

  it('authenticates "Authorization: Sign <key id>:<signature>"', async () => {
    const u = await signedIn(srv.url, 'user')
    const keys = (await u.get('/api/v1/authentication/access-keys/')).json as Array<{ id: string }>
    const bot = new Client(srv.url)
    bot.defaultHeaders.Authorization = `Sign ${keys[0].id}:signature`
    bot.defaultHeaders.Date = new Date().toUTCString()
    expect((await bot.get('/api/v1/users/profile/')).json.username).toBe('user')
  })
})

describe('scan-to-login unbinding', () => {
  type Bound = { id: string; username: string; is_valid: boolean; is_wecom_bound: boolean; is_dingtalk_bound: boolean }
  const denied = { detail: 'You do not have permission to perform this action.', code: 'permission_denied' }

  it('lets an administrator unbind any user at {backend}/qr/unbind/{user_id}/; 400 when not bound', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const bound = ((await admin.get('/api/v1/users/users/')).json as Bound[]).find((u) => u.is_dingtalk_bound)!
    expect(bound).toBeDefined()
    const url = `/api/v1/authentication/dingtalk/qr/unbind/${bound.id}/`
    const plain = await signedIn(srv.url, 'user')
    const refused = await plain.post(url)
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual(denied)
    const ok = await admin.post(url)
    expect(ok.status).toBe(200)
    expect(ok.text).toBe('')
    expect((await admin.get(`/api/v1/users/users/${bound.id}/`)).json.is_dingtalk_bound).toBe(false)
    const again = await admin.post(url)
    expect(again.status).toBe(400)
    expect(again.json).toEqual({ detail: 'DingTalk is not bound', code: 'dingtalk_not_bound' })
  })

  it('lets users unbind themselves at {backend}/qr/unbind/ only within 5 minutes of a password check', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const bound = ((await admin.get('/api/v1/users/users/')).json as Bound[]).find((u) => u.is_wecom_bound && u.is_valid)!
    expect(bound).toBeDefined()
    const me = await signedIn(srv.url, bound.username)
    const before = await me.post('/api/v1/authentication/wecom/qr/unbind/')
    expect(before.status).toBe(403)
    expect(before.json).toEqual(denied)
    expect((await me.post('/api/v1/authentication/password/verify/', { password: bound.username })).status).toBe(200)
    expect((await me.post('/api/v1/authentication/wecom/qr/unbind/')).status).toBe(200)
    expect((await me.get('/api/v1/users/profile/')).json.is_wecom_bound).toBe(false)
    srv.mock.state.clockOffset = 301 * 1000
    try {
      expect((await me.post('/api/v1/authentication/dingtalk/qr/unbind/')).status).toBe(403)
    } finally {
      srv.mock.state.clockOffset = 0
    }
  })
})

describe('settings', () => {
  it('wraps the public settings in {"data": {...}} with the real keys, licence valid by default', async () => {
    const r = await new Client(srv.url).get('/api/v1/settings/public/')
    expect(Object.keys(r.json)).toEqual(['data'])
    const d = r.json.data
    for (const k of [
      'XPACK_ENABLED',
      'XPACK_LICENSE_IS_VALID',
      'SECURITY_VIEW_AUTH_NEED_MFA',
      'SECURITY_MFA_VERIFY_TTL',
      'LOGO_URLS',
      'PASSWORD_RULE',
      'TICKETS_ENABLED',
      'SECURITY_MAX_IDLE_TIME',
      'LOGIN_TITLE',
    ]) {
      expect(d, k).toHaveProperty(k)
    }
    expect(d.XPACK_ENABLED).toBe(true)
    expect(d.XPACK_LICENSE_IS_VALID).toBe(true)
    expect(d.PASSWORD_RULE.SECURITY_PASSWORD_MIN_LENGTH).toBe(6)
  })

  it('serves the unlicensed console with MOCK_LICENSE=none', async () => {
    const other = await startTestServer({ MOCK_LICENSE: 'none' })
    try {
      const d = (await new Client(other.url).get('/api/v1/settings/public/')).json.data
      expect(d.XPACK_ENABLED).toBe(false)
      expect(d.XPACK_LICENSE_IS_VALID).toBe(false)
    } finally {
      await other.close()
    }
  })

  it('reads and patches a category of admin settings as a flat UPPER_CASE object', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const sec = (await admin.get('/api/v1/settings/setting/?category=security')).json
    expect(sec).toHaveProperty('SECURITY_PASSWORD_MIN_LENGTH')
    expect(Object.keys(sec).every((k) => /^[A-Z0-9_]+$/.test(k))).toBe(true)
    const r = await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_PASSWORD_MIN_LENGTH: 8 })
    expect(r.status).toBe(200)
    expect(r.json.SECURITY_PASSWORD_MIN_LENGTH).toBe(8)
    expect((await new Client(srv.url).get('/api/v1/settings/public/')).json.data.PASSWORD_RULE.SECURITY_PASSWORD_MIN_LENGTH).toBe(8)
    await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_PASSWORD_MIN_LENGTH: 6 })
  })
})

describe('user actions', () => {
  it('invites an existing user into the current org and removes them again', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const rndOnly = (await admin.get('/api/v1/users/users/?oid=ROOT')).json as Array<{ id: string; username: string }>
    const inDefault = new Set(((await admin.get('/api/v1/users/users/')).json as Array<{ id: string }>).map((u) => u.id))
    const outsider = rndOnly.find((u) => !inDefault.has(u.id))
    const target = outsider ?? rndOnly[rndOnly.length - 1]
    const r = await admin.post('/api/v1/users/users/invite/', [{ user: target.id, role: 'Auditor' }], { headers: { 'X-JMS-ORG': RND } })
    expect(r.status).toBe(201)
    expect(r.json).toEqual([{ user: target.id, role: 'Auditor' }])
    const inRnd = (await admin.get(`/api/v1/users/users/${target.id}/`, { headers: { 'X-JMS-ORG': RND } })).json
    expect(inRnd.org_roles).toContain('Auditor')
    expect((await admin.post(`/api/v1/users/users/${target.id}/remove/`, undefined, { headers: { 'X-JMS-ORG': RND } })).status).toBe(204)
    expect((await admin.get(`/api/v1/users/users/${target.id}/`, { headers: { 'X-JMS-ORG': RND } })).status).toBe(404)
    expect(
      (await admin.post('/api/v1/users/users/invite/', { user: target.id, role: 'User' }, { headers: { 'X-JMS-ORG': ROOT } })).json,
    ).toEqual({ error: 'Not a valid org' })
  })

  it("resets OTP (not one's own), password and public key; unblocks a locked account", async () => {
    const admin = await signedIn(srv.url, 'admin')
    const users = (await admin.get('/api/v1/users/users/')).json as Array<{ id: string; username: string; mfa_enabled: boolean }>
    const mfa = users.find((u) => u.username === 'mfauser')!
    const me = users.find((u) => u.username === 'admin')!
    expect((await admin.get(`/api/v1/users/users/${me.id}/otp/reset/`)).json).toEqual({
      error: 'Could not reset self otp, use profile reset instead',
    })
    const reset = await admin.get(`/api/v1/users/users/${mfa.id}/otp/reset/`)
    expect(reset.json).toEqual({ msg: 'success' })
    expect((await admin.get(`/api/v1/users/users/${mfa.id}/`)).json.is_otp_secret_key_bound).toBe(false)
    const u = users.find((x) => x.username === 'user')!
    expect((await admin.put(`/api/v1/users/users/${u.id}/pubkey/reset/`, {})).status).toBe(200)
    expect((await admin.patch(`/api/v1/users/users/${u.id}/password/reset/`, {})).json.need_update_password).toBe(true)
    // lock an account with wrong passwords, then unblock it
    const victim = users.find((x) => !['admin', 'auditor', 'orgadmin', 'user', 'mfauser'].includes(x.username))!
    for (let i = 0; i < 7; i++) {
      const c = new Client(srv.url)
      await c.get('/core/auth/login/')
      await c.request('POST', '/core/auth/login/', {
        body: new URLSearchParams({
          username: victim.username,
          password: 'wrong',
          csrfmiddlewaretoken: c.jar.get('csrftoken')!,
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        csrf: false,
      })
    }
    expect((await admin.get(`/api/v1/users/users/${victim.id}/`)).json.login_blocked).toBe(true)
    expect((await admin.put(`/api/v1/users/users/${victim.id}/unblock/`, {})).status).toBe(200)
    expect((await admin.get(`/api/v1/users/users/${victim.id}/`)).json.login_blocked).toBe(false)
  })

  it('lets only a system admin delete users; nobody deletes themselves', async () => {
    const admin = await signedIn(srv.url, 'admin')
    const u = (await admin.post('/api/v1/users/users/', { name: 'Temp', username: 'temp-del', email: 'temp-del@example.com' })).json
    const oa = await signedIn(srv.url, 'orgadmin')
    expect((await oa.delete(`/api/v1/users/users/${u.id}/`)).status).toBe(403)
    expect((await admin.delete(`/api/v1/users/users/${u.id}/`)).status).toBe(204)
    const me = (await admin.get('/api/v1/users/profile/')).json
    expect((await admin.delete(`/api/v1/users/users/${me.id}/`)).status).toBe(403)
  })
})
