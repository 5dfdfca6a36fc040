import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { authenticationOtpVerifyRetrieve } from '../../generated/operations/authentication'
import { urlOf } from '../../http/operation'
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
