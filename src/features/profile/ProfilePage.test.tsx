import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { authenticationAccessKeysList, authenticationOtpVerifyCreate } from '../../generated/operations/authentication'
import { usersProfilePasswordUpdate, usersProfilePublicKeyRetrieve } from '../../generated/operations/users'
import { browser } from '../../http/browser'
import { urlOf } from '../../http/operation'
import { contractRow } from '../../test/contract'
import { sessionStore } from '../../session/store'
import { ACCESS_KEYS_URL } from './AccessKeysPage'
import ProfilePage from './ProfilePage'
import { PROFILE_URL, profileFixture, serveProfile } from '../../test/profile'

const mock = setupMockServer()
const USER_ENV = { perms: 1, isSuperAdmin: false }
const PASSWORD_URL = urlOf(usersProfilePasswordUpdate)
const KEY_URL = urlOf(usersProfilePublicKeyRetrieve)
const OTP_VERIFY_URL = urlOf(authenticationOtpVerifyCreate)
const STRICT_RULE = {
  PASSWORD_RULE: {
    SECURITY_PASSWORD_MIN_LENGTH: 8,
    SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 12,
    SECURITY_PASSWORD_UPPER_CASE: true,
    SECURITY_PASSWORD_LOWER_CASE: true,
    SECURITY_PASSWORD_NUMBER: true,
    SECURITY_PASSWORD_SPECIAL_CHAR: true,
  },
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStore.clear()
})

function open(tab?: string, options: { settings?: Record<string, unknown>; mfaVerifiedAt?: number | null } = {}) {
  return renderScreen(<ProfilePage />, {
    route: tab ? `/users/profile?tab=${tab}` : '/users/profile',
    env: { ...USER_ENV, settings: options.settings ?? {}, mfaVerifiedAt: options.mfaVerifiedAt ?? null },
  })
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

describe('ProfilePage', () => {
  it('ROUTE-PUB-02 / ENT-01 basic information shows the account read-only', async () => {
    serveProfile(mock.server, profileFixture())
    open()
    expect(await screen.findByText('zhangwei')).toBeInTheDocument()
    expect(screen.getByText('Zhang Wei')).toBeInTheDocument()
    expect(screen.getByText('zhangwei@example.com')).toBeInTheDocument()
    expect(screen.getByText('Developers')).toBeInTheDocument()
    expect(screen.getByText('Local')).toBeInTheDocument()
    expect(screen.getByText('2026-11-01', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('2026-11-02', { exact: false })).toBeInTheDocument()
    // nothing on this tab is an input
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(tabNames()).toEqual(['Basic information', 'Profile settings', 'Login password', 'SSH public key', 'API keys'])
  })

  it('ROUTE-PUB-02 the password tab exists only for local accounts, the key tab only with key authentication', async () => {
    serveProfile(mock.server, profileFixture({ source: 'ldap', source_display: 'LDAP/AD', can_public_key_auth: false }))
    open('password')
    expect(await screen.findByText('LDAP/AD')).toBeInTheDocument()
    expect(tabNames()).toEqual(['Basic information', 'Profile settings', 'API keys'])
    // an address naming a tab the account may not use opens the first tab
    expect(screen.getByRole('tab', { name: 'Basic information' })).toHaveAttribute('aria-selected', 'true')
  })

  it('ROUTE-PUB-02 the chosen tab is kept in ?tab=', async () => {
    serveProfile(mock.server, profileFixture())
    const r = open()
    await r.user.click(await screen.findByRole('tab', { name: 'Profile settings' }))
    expect(r.router.state.location.search).toBe('?tab=settings')
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('13800000000')
  })

  it('ROUTE-PUB-02 / ENT-01 profile settings PATCH only what a user may change and refresh the session profile', async () => {
    serveProfile(mock.server, profileFixture())
    const r = open('settings')
    const phone = await screen.findByRole('textbox', { name: 'Phone' })
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled()
    await r.user.clear(phone)
    await r.user.type(phone, '13900000001')
    await r.user.click(screen.getByRole('radio', { name: 'Enabled' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument()
    expect(mock.requests('PATCH', PROFILE_URL)[0].body).toEqual({ phone: '13900000001', wechat: 'zw-wx', mfa_level: 1 })
    await waitFor(() => expect(sessionStore.get().profile?.username).toBe('zhangwei'))
    expect(mock.requests('GET', PROFILE_URL).length).toBeGreaterThanOrEqual(2)
  })

  it('FORM-13 / FORM-15 a refused save shows the reason under the field and keeps the values', async () => {
    serveProfile(mock.server, profileFixture(), { fail: { wechat: ['Ensure this field has no more than 128 characters.'] } })
    const r = open('settings')
    const wechat = await screen.findByRole('textbox', { name: 'WeChat' })
    await r.user.clear(wechat)
    await r.user.type(wechat, 'my-new-wechat')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Ensure this field has no more than 128 characters.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'WeChat' })).toHaveValue('my-new-wechat')
  })

  it('ROUTE-PUB-02 a forced MFA level is neither shown nor sent', async () => {
    // forced by the administrator: mfa_force_enabled (the contract's profile mfa_level is 0 or 1)
    serveProfile(mock.server, profileFixture({ mfa_level: 1, mfa_force_enabled: true, mfa_enabled: true }))
    const r = open('settings')
    await screen.findByRole('textbox', { name: 'Phone' })
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(mock.requests('PATCH', PROFILE_URL)).toHaveLength(1))
    expect(mock.requests('PATCH', PROFILE_URL)[0].body).not.toHaveProperty('mfa_level')
  })

  it('MFA-01 / MFA-02 / MFA-04 turning MFA off asks for the code first and saves after it is verified', async () => {
    serveProfile(mock.server, profileFixture({ mfa_level: 1, mfa_enabled: true }))
    mock.server.use(
      http.get(OTP_VERIFY_URL, () =>
        HttpResponse.json({ detail: 'This action require verify your MFA', code: 'mfa_verify_required' }, { status: 400 }),
      ),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json({ ok: '1' })),
    )
    const r = open('settings')
    await r.user.click(await screen.findByRole('radio', { name: 'Disabled' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    const dialog = await screen.findByRole('dialog')
    expect(mock.requests('PATCH', PROFILE_URL)).toHaveLength(0)
    await r.user.type(within(dialog).getByRole('textbox'), '123456')
    await r.user.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('PATCH', PROFILE_URL)).toHaveLength(1))
    expect(mock.requests('POST', OTP_VERIFY_URL)[0].body).toEqual({ code: '123456' })
    expect(mock.requests('PATCH', PROFILE_URL)[0].body).toMatchObject({ mfa_level: 0 })
  })

  it('MFA-02 a cancelled MFA check sends nothing', async () => {
    serveProfile(mock.server, profileFixture({ mfa_level: 1, mfa_enabled: true }))
    mock.server.use(
      http.get(OTP_VERIFY_URL, () =>
        HttpResponse.json({ detail: 'This action require verify your MFA', code: 'mfa_verify_required' }, { status: 400 }),
      ),
    )
    const r = open('settings')
    await r.user.click(await screen.findByRole('radio', { name: 'Disabled' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await r.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(mock.requests('PATCH', PROFILE_URL)).toHaveLength(0)
  })
})

describe('ProfilePage · login password', () => {
  async function fill(r: ReturnType<typeof open>, values: [string, string, string]) {
    const [old, next, again] = values
    await r.user.type(await screen.findByLabelText(/Current password/), old)
    await r.user.type(screen.getByLabelText(/^New password/), next)
    await r.user.type(screen.getByLabelText(/Confirm the new password/), again)
  }

  it('VAL-07 a new password breaking the published rules is refused with the rule, nothing is sent', async () => {
    serveProfile(mock.server, profileFixture())
    const r = open('password', { settings: STRICT_RULE })
    await fill(r, ['Old-pass1', 'abcdefgh', 'abcdefgh'])
    await r.user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Needs an uppercase letter')).toBeInTheDocument()
    expect(mock.requests('PUT', PASSWORD_URL)).toHaveLength(0)
  })

  it('VAL-07 administrators need the admin minimum length', async () => {
    serveProfile(mock.server, profileFixture({ is_org_admin: true }))
    const r = open('password', { settings: STRICT_RULE })
    await fill(r, ['Old-pass1', 'Abcdef1!x', 'Abcdef1!x'])
    await r.user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('At least 12 characters')).toBeInTheDocument()
    expect(mock.requests('PUT', PASSWORD_URL)).toHaveLength(0)
  })

  it('VAL-07 a mismatched confirmation is refused before sending and every value is kept', async () => {
    serveProfile(mock.server, profileFixture())
    const r = open('password', { settings: STRICT_RULE })
    await fill(r, ['Old-pass1', 'New-pass1!', 'New-pass2!'])
    await r.user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument()
    expect(mock.requests('PUT', PASSWORD_URL)).toHaveLength(0)
    expect(screen.getByLabelText(/Current password/)).toHaveValue('Old-pass1')
    expect(screen.getByLabelText(/^New password/)).toHaveValue('New-pass1!')
    // corrected, it is sent
    mock.server.use(http.put(PASSWORD_URL, () => HttpResponse.json({})))
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await r.user.clear(screen.getByLabelText(/Confirm the new password/))
    await r.user.type(screen.getByLabelText(/Confirm the new password/), 'New-pass1!')
    await r.user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(mock.requests('PUT', PASSWORD_URL)).toHaveLength(1))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
  })

  it('VAL-07 / FORM-13 a wrong current password comes back under its field', async () => {
    serveProfile(mock.server, profileFixture())
    mock.server.use(http.put(PASSWORD_URL, () => HttpResponse.json({ old_password: ['The old password is incorrect'] }, { status: 400 })))
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const r = open('password', { settings: STRICT_RULE })
    await fill(r, ['Wrong-pass1', 'New-pass1!', 'New-pass1!'])
    await r.user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument()
    expect(screen.getByLabelText(/Current password/)).toHaveValue('Wrong-pass1')
    expect(assign).not.toHaveBeenCalled()
  })

  it('VAL-07 / SHELL-14 a changed password sends the three fields and leaves through sign-out to sign in again', async () => {
    serveProfile(mock.server, profileFixture())
    mock.server.use(http.put(PASSWORD_URL, () => HttpResponse.json({})))
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const r = open('password', { settings: STRICT_RULE })
    await fill(r, ['Old-pass1', 'New-pass1!', 'New-pass1!'])
    await r.user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(mock.requests('PUT', PASSWORD_URL)[0].body).toEqual({
      old_password: 'Old-pass1',
      new_password: 'New-pass1!',
      new_password_again: 'New-pass1!',
    })
    expect(assign.mock.calls[0][0]).toMatch(/^\/core\/auth\/logout\/\?next=/)
  })
})

describe('ProfilePage · SSH public key and API keys', () => {
  it('ROUTE-PUB-02 the SSH key tab shows the current key and replaces it with PUT public-key/', async () => {
    serveProfile(mock.server, profileFixture())
    let key = { public_key_comment: 'old@laptop', public_key_hash_md5: 'aa:bb:cc' }
    mock.server.use(
      http.get(KEY_URL, () => HttpResponse.json(key)),
      http.put(KEY_URL, () => {
        key = { public_key_comment: 'me@desk', public_key_hash_md5: 'dd:ee:ff' }
        return HttpResponse.json(key)
      }),
    )
    const r = open('public-key')
    expect(await screen.findByText('aa:bb:cc')).toBeInTheDocument()
    expect(screen.getByText('old@laptop')).toBeInTheDocument()
    await r.user.type(screen.getByRole('textbox', { name: /SSH public key/ }), 'ssh-ed25519 AAAAC3Nza me@desk')
    await r.user.click(screen.getByRole('button', { name: 'Save key' }))
    expect(await screen.findByText('dd:ee:ff')).toBeInTheDocument()
    expect(mock.requests('PUT', KEY_URL)[0].body).toEqual({ public_key: 'ssh-ed25519 AAAAC3Nza me@desk' })
    expect(screen.getByRole('textbox', { name: /SSH public key/ })).toHaveValue('')
  })

  it('ROUTE-PUB-02 / FORM-13 an invalid key is refused under the field and stays typed', async () => {
    serveProfile(mock.server, profileFixture())
    mock.server.use(
      http.get(KEY_URL, () => HttpResponse.json({ public_key_comment: '', public_key_hash_md5: '' })),
      http.put(KEY_URL, () => HttpResponse.json({ public_key: ['Not a valid ssh public key'] }, { status: 400 })),
    )
    const r = open('public-key')
    expect(await screen.findByText('No key set')).toBeInTheDocument()
    await r.user.type(screen.getByRole('textbox', { name: /SSH public key/ }), 'not a key')
    await r.user.click(screen.getByRole('button', { name: 'Save key' }))
    expect(await screen.findByText('Not a valid ssh public key')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /SSH public key/ })).toHaveValue('not a key')
  })

  it('AKEY-01 the API keys tab lists the keys', async () => {
    serveProfile(mock.server, profileFixture())
    const key = contractRow(authenticationAccessKeysList, {
      id: 'c3d4e5f6-0a1b-4c2d-8e3f-4a5b6c7d8e99',
      secret: 'd4e5f6a7-1b2c-4d3e-9f4a-5b6c7d8e9f00',
      is_active: true,
      date_created: '2026/11/01 00:00:00 +0000',
    })
    mock.server.use(http.get(ACCESS_KEYS_URL, () => HttpResponse.json([key])))
    open('access-keys')
    expect(await screen.findByText(key.id)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true')
  })
})
