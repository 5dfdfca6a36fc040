import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { settingsPublic, settingsSettingRetrieve } from '../../generated/operations/settings'
import { xpackLicenseDetailRetrieve, xpackLicenseImportCreate } from '../../generated/operations/xpack'
import { urlOf } from '../../http/operation'
import { contractFallback } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { sessionStore } from '../../session/store'
import SettingsPage from './SettingsPage'

// The public settings read after an import, and the settings of the basic tab, come from the contract-driven mock
const mock = setupMockServer(...contractFallback().handlers)
const DETAIL = urlOf(xpackLicenseDetailRetrieve)
const IMPORT = urlOf(xpackLicenseImportCreate)
const PUBLIC = urlOf(settingsPublic)
const SETTINGS = urlOf(settingsSettingRetrieve)
const LICENSED = {
  subscription_id: '9b2f6c1e',
  corporation: 'Example Tech Ltd.',
  date_expired: '2027-11-23',
  asset_count: 1000,
  edition: 'Enterprise',
}
const NONE = { subscription_id: '', corporation: '', date_expired: '', asset_count: 0, edition: '' }
const XPACK = { settings: { XPACK_ENABLED: true }, licenceValid: true }

function serve(options: { valid?: boolean } = {}) {
  let current: Record<string, unknown> = NONE
  mock.server.use(
    http.get(DETAIL, () => HttpResponse.json(current)),
    http.post(IMPORT, () => {
      if (options.valid === false) return HttpResponse.json({ status: false, msg: 'License is invalid' })
      current = LICENSED
      return HttpResponse.json({ status: true, msg: 'License import successfully' })
    }),
  )
  return { set: (value: Record<string, unknown>) => (current = value) }
}

describe('Licence tab', () => {
  it('LIC-04 shows the expiry date, corporation, edition and asset count of the licence', async () => {
    serve().set(LICENSED)
    renderScreen(<SettingsPage />, { route: '/settings?tab=licence', env: XPACK })
    expect(await screen.findByText('2027-11-23')).toBeInTheDocument()
    expect(screen.getByText('Expires on')).toBeInTheDocument()
    expect(screen.getByText('Example Tech Ltd.')).toBeInTheDocument()
    expect(screen.getByText('Enterprise')).toBeInTheDocument()
    expect(screen.getByText('1000')).toBeInTheDocument()
  })

  it('LIC-05 / SET-09 a licence file is uploaded as multipart, then the licence and public settings are read again', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=licence', env: XPACK })
    expect(await screen.findByText('No licence has been imported.')).toBeInTheDocument()
    const file = new File(['licence-bytes'], 'bastion.lic', { type: 'application/octet-stream' })
    await r.user.upload(screen.getByTestId('licence-file'), file)
    expect(await screen.findByText('License import successfully')).toBeInTheDocument()
    const sent = mock.requests('POST', IMPORT)
    expect(sent).toHaveLength(1)
    expect(sent[0].contentType).toMatch(/^multipart\/form-data/)
    expect(String(sent[0].body)).toContain('name="file"; filename="bastion.lic"')
    expect(await screen.findByText('Example Tech Ltd.')).toBeInTheDocument()
    await waitFor(() => expect(mock.requests('GET', PUBLIC)).toHaveLength(1))
    await waitFor(() => expect(sessionStore.get().licence?.corporation).toBe('Example Tech Ltd.'))
  })

  it('LIC-05 a licence the server cannot validate (status false) is reported as a failure', async () => {
    serve({ valid: false })
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=licence', env: XPACK })
    await screen.findByText('No licence has been imported.')
    await r.user.upload(screen.getByTestId('licence-file'), new File(['x'], 'bad.lic'))
    const alert = await screen.findByText('License is invalid')
    expect(alert.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError')
    expect(mock.requests('GET', PUBLIC)).toHaveLength(0)
  })

  it('LIC-01 without the paid edition there is no licence tab and the licence is never asked for', async () => {
    serve()
    renderScreen(<SettingsPage />, { route: '/settings?tab=licence', env: { settings: { XPACK_ENABLED: false }, licenceValid: false } })
    expect(screen.queryByRole('tab', { name: 'Licence' })).not.toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('tab', { name: 'SMS' })).not.toBeInTheDocument()
    await waitFor(() => expect(mock.requests('GET', SETTINGS)).toHaveLength(1))
    expect(mock.requests('GET', DETAIL)).toHaveLength(0)
  })
})
