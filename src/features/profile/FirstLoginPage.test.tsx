import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { FIRST_LOGIN_PATH } from '../../session/guard'
import { sessionStore } from '../../session/store'
import FirstLoginPage from './FirstLoginPage'
import { GUIDE_PATH } from './profile'
import { PROFILE_URL, profileFixture, serveProfile } from '../../test/profile'

const mock = setupMockServer()

afterEach(() => sessionStore.clear())

function open() {
  return renderScreen(<FirstLoginPage />, {
    route: FIRST_LOGIN_PATH,
    path: FIRST_LOGIN_PATH,
    routes: [{ path: GUIDE_PATH, element: <p>guide page</p> }],
    env: { perms: 1, isSuperAdmin: false },
  })
}

const firstLogin = (extra: Record<string, unknown> = {}) => profileFixture({ is_first_login: true, phone: null, wechat: '', ...extra })

describe('FirstLoginPage', () => {
  it('ROUTE-PUB-03 shows the account read-only with the MFA choice, SSH key, phone and WeChat', async () => {
    serveProfile(mock.server, firstLogin())
    open()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Complete your information')
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('zhangwei')
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('zhangwei@example.com')
    expect(screen.getByRole('radio', { name: 'Disabled' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'SSH public key' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the terms of use' })).not.toBeChecked()
  })

  it('VAL-17 / ERR-34 without the terms ticked it says "Please agree to the terms" and sends nothing', async () => {
    serveProfile(mock.server, firstLogin())
    const r = open()
    await r.user.type(await screen.findByRole('textbox', { name: 'Phone' }), '13700000000')
    await r.user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByText('Please agree to the terms')).toBeInTheDocument()
    expect(mock.requests('PUT', PROFILE_URL)).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('13700000000')
    // ticking the box clears the message
    await r.user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms of use' }))
    await waitFor(() => expect(screen.queryByText('Please agree to the terms')).not.toBeInTheDocument())
  })

  it('ERR-34 the message is translated (Chinese console)', async () => {
    serveProfile(mock.server, firstLogin())
    const r = renderScreen(<FirstLoginPage />, { route: FIRST_LOGIN_PATH, env: { perms: 1, isSuperAdmin: false }, language: 'cn' })
    await r.user.click(await screen.findByRole('button', { name: '保存并继续' }))
    expect(await screen.findByText('请同意使用条款')).toBeInTheDocument()
    expect(mock.requests('PUT', PROFILE_URL)).toHaveLength(0)
  })

  it('ROUTE-PUB-03 / GUARD-15 saving sends PUT with is_first_login false, then the guide opens and the session is no longer first-login', async () => {
    serveProfile(mock.server, firstLogin())
    const r = open()
    await r.user.click(await screen.findByRole('radio', { name: 'Enabled' }))
    await r.user.click(screen.getByRole('textbox', { name: 'SSH public key' }))
    await r.user.paste('  ssh-ed25519 AAAAC3Nza me@desk  ')
    await r.user.type(screen.getByRole('textbox', { name: 'Phone' }), '13700000000')
    await r.user.type(screen.getByRole('textbox', { name: 'WeChat' }), 'zw')
    await r.user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms of use' }))
    await r.user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByText('guide page')).toBeInTheDocument()
    expect(mock.requests('PUT', PROFILE_URL)[0].body).toEqual({
      mfa_level: 1,
      public_key: 'ssh-ed25519 AAAAC3Nza me@desk',
      phone: '13700000000',
      wechat: 'zw',
      is_first_login: false,
    })
    expect(sessionStore.get().profile?.is_first_login).toBe(false)
  })

  it('GUARD-15 a forced MFA level is not shown and not sent; an empty key is not sent', async () => {
    // forced by the administrator: mfa_force_enabled (the contract's profile mfa_level is 0 or 1)
    serveProfile(mock.server, firstLogin({ mfa_level: 1, mfa_force_enabled: true, mfa_enabled: true }))
    const r = open()
    await screen.findByRole('textbox', { name: 'Phone' })
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms of use' }))
    await r.user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByText('guide page')).toBeInTheDocument()
    const body = mock.requests('PUT', PROFILE_URL)[0].body as Record<string, unknown>
    expect(body).not.toHaveProperty('mfa_level')
    expect(body).not.toHaveProperty('public_key')
    expect(body.is_first_login).toBe(false)
  })

  it('ROUTE-PUB-03 accounts from another source get no SSH key field', async () => {
    serveProfile(mock.server, firstLogin({ source: 'ldap', source_display: 'LDAP/AD' }))
    open()
    await screen.findByRole('textbox', { name: 'Phone' })
    expect(screen.queryByRole('textbox', { name: 'SSH public key' })).not.toBeInTheDocument()
  })

  it('FORM-13 / FORM-15 a failed save shows the server errors under the fields and keeps every value', async () => {
    serveProfile(mock.server, firstLogin(), {
      fail: { public_key: ['Not a valid ssh public key'], phone: ['Ensure this field has no more than 20 characters.'] },
    })
    const r = open()
    await r.user.type(await screen.findByRole('textbox', { name: 'SSH public key' }), 'ssh-rsa broken')
    await r.user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345')
    await r.user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms of use' }))
    await r.user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByText('Not a valid ssh public key')).toBeInTheDocument()
    expect(screen.getByText('Ensure this field has no more than 20 characters.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'SSH public key' })).toHaveValue('ssh-rsa broken')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('12345')
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the terms of use' })).toBeChecked()
    expect(screen.queryByText('guide page')).not.toBeInTheDocument()
  })
})
