import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { authenticationOtpVerifyRetrieve } from '../../generated/operations/authentication'
import { usersProfileRetrieve } from '../../generated/operations/users'
import { urlOf } from '../../http/operation'
import { en } from '../../test/i18n'
import { profileFixture } from '../../test/profile'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { MfaDialog } from './MfaDialog'

// GET asks whether the session is verified, POST sends a code: the answers are the contract's
const OTP_VERIFY_URL = urlOf(authenticationOtpVerifyRetrieve)
const mock = setupMockServer()

function Harness({ onVerified }: { onVerified: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <MfaDialog
        open={open}
        onVerified={() => {
          setOpen(false)
          onVerified()
        }}
        onCancel={() => setOpen(false)}
      />
      <span>{open ? 'gate open' : 'gate closed'}</span>
    </>
  )
}

const required = () => HttpResponse.json({ detail: 'This action require verify your MFA', code: 'mfa_verify_required' }, { status: 400 })

describe('MfaDialog', () => {
  // an account with MFA (the dialog reads the profile when the session is not verified)
  beforeEach(() => {
    mock.server.use(http.get(urlOf(usersProfileRetrieve), () => HttpResponse.json(profileFixture({ mfa_enabled: true, mfa_level: 1 }))))
  })

  it('MFA-01 / C-24 an already verified session finishes without asking and without an error toast', async () => {
    mock.server.use(http.get(OTP_VERIFY_URL, () => HttpResponse.json({ code: 'valid', msg: 'verified' })))
    const done = vi.fn()
    renderScreen(<Harness onVerified={done} />)
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('MFA-06 a verification younger than the TTL passes without asking the server', async () => {
    const done = vi.fn()
    renderScreen(<Harness onVerified={done} />, { env: { mfaVerifiedAt: Date.now() - 1000, mfaTtlSeconds: 60 } })
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1))
    expect(mock.log).toHaveLength(0)
  })

  it('MFA-02 / HTTP-09 when the check fails the dialog asks for a code and no error is shown', async () => {
    mock.server.use(http.get(OTP_VERIFY_URL, required))
    renderScreen(<Harness onVerified={vi.fn()} />)
    expect(await screen.findByRole('textbox', { name: 'Code' })).toBeInTheDocument()
    expect(screen.queryByText('This action require verify your MFA')).not.toBeInTheDocument()
  })

  it('MFA-03 / ERR-22 a code that is not 6 characters shows the MFA error and sends nothing', async () => {
    mock.server.use(http.get(OTP_VERIFY_URL, required))
    const r = renderScreen(<Harness onVerified={vi.fn()} />)
    await r.user.type(await screen.findByRole('textbox', { name: 'Code' }), '12345')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('MFA Error, please check')).toBeInTheDocument()
    expect(mock.requests('POST', OTP_VERIFY_URL)).toHaveLength(0)
  })

  it('MFA-04 a 6-character code is posted; success records the time and finishes', async () => {
    mock.server.use(
      http.get(OTP_VERIFY_URL, required),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json({ ok: '1' })),
    )
    const done = vi.fn()
    const recorded = vi.fn()
    const r = renderScreen(<Harness onVerified={done} />, { env: { recordMfaVerified: recorded } })
    await r.user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1))
    expect(mock.requests('POST', OTP_VERIFY_URL)[0].body).toEqual({ code: '123456' })
    expect(recorded).toHaveBeenCalledWith(expect.any(Number))
  })

  it('MFA-05 a rejected code shows the server error and keeps the dialog', async () => {
    mock.server.use(
      http.get(OTP_VERIFY_URL, required),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json({ error: 'Code is invalid' }, { status: 400 })),
    )
    const done = vi.fn()
    const r = renderScreen(<Harness onVerified={done} />)
    await r.user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Code is invalid')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInTheDocument()
    expect(done).not.toHaveBeenCalled()
  })
})

describe('MfaDialog for an account without MFA (issue 23)', () => {
  const profileUrl = urlOf(usersProfileRetrieve)

  function Opener() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          View secret
        </button>
        <MfaDialog open={open} onVerified={vi.fn()} onCancel={() => setOpen(false)} />
      </>
    )
  }

  it('MFA-02 says MFA must be enabled first, links to the profile settings, and asks no code', async () => {
    mock.server.use(
      http.get(OTP_VERIFY_URL, required),
      http.get(profileUrl, () => HttpResponse.json(profileFixture({ mfa_enabled: false, mfa_level: 0 }))),
    )
    const r = renderScreen(<Opener />)
    await r.user.click(screen.getByRole('button', { name: 'View secret' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(en('mfa.notEnabled'))).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: en('mfa.enableLink') })).toHaveAttribute('href', '/users/profile?tab=settings')
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    // not a trap: Escape closes it and the focus goes back to the button that opened it
    await r.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'View secret' })).toHaveFocus()
  })

  it('MFA-05 a code refused with mfa_not_enabled turns into the same advice', async () => {
    mock.server.use(
      http.get(OTP_VERIFY_URL, required),
      http.get(profileUrl, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json({ detail: 'MFA not enabled', code: 'mfa_not_enabled' }, { status: 403 })),
    )
    const r = renderScreen(<Opener />)
    await r.user.click(screen.getByRole('button', { name: 'View secret' }))
    await r.user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText(en('mfa.notEnabled'))).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: en('common.Close') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'View secret' })).toHaveFocus()
  })
})
