import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { xpackInterfaceRestore, xpackInterfaceSettingRetrieve } from '../../generated/operations/xpack'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import InterfaceSettingPage, { INTERFACE_URL } from './InterfaceSettingPage'

// The OPTIONS metadata (labels: "Title of login page", "Website icon" …) and the public settings read after a save
// come from the contract-driven mock; the branding the tests read and save is theirs
const mock = setupMockServer(...contractFallback().handlers)
const RESTORE_URL = urlOf(xpackInterfaceRestore)
const CURRENT = contractRow(xpackInterfaceSettingRetrieve, {
  login_title: 'Ops Audit Platform',
  login_image: '/static/img/login_image.jpg',
  favicon: '/static/img/facio.ico',
  logo_index: '/static/img/logo_text.png',
  logo_logout: '/static/img/logo.png',
})

function serve(options: { failPut?: boolean } = {}) {
  mock.server.use(
    http.get(INTERFACE_URL, () => HttpResponse.json(CURRENT)),
    http.put(INTERFACE_URL, () =>
      options.failPut
        ? HttpResponse.json({ favicon: ['Upload a valid image.'] }, { status: 400 })
        : HttpResponse.json({ ...CURRENT, login_title: 'Bastion' }),
    ),
    http.get(RESTORE_URL, () => HttpResponse.json({ success: 'Restore default successfully.' })),
  )
}

describe('InterfaceSettingPage', () => {
  it('SET-08 / ROUTE-XPACK-06 each image upload states its size', async () => {
    serve()
    renderScreen(<InterfaceSettingPage />)
    expect(await screen.findByRole('textbox', { name: 'Title of login page' })).toHaveValue('Ops Audit Platform')
    expect(screen.getByText('Website icon, 16 × 16 pixels')).toBeInTheDocument()
    expect(screen.getByText('Picture beside the sign-in form, 492 × 472 pixels')).toBeInTheDocument()
    expect(screen.getByText('Logo with text at the top left of the console, 185 × 55 pixels')).toBeInTheDocument()
    expect(screen.getByText('Logo without text, 82 × 82 pixels')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Website icon' })).toHaveAttribute('src', '/static/img/facio.ico')
  })

  it('SET-08 saving sends one multipart PUT with the title and only the images that were chosen', async () => {
    serve()
    const r = renderScreen(<InterfaceSettingPage />)
    const title = await screen.findByRole('textbox', { name: 'Title of login page' })
    await r.user.clear(title)
    await r.user.type(title, 'Bastion')
    await r.user.upload(screen.getByTestId('upload-favicon'), new File(['icon'], 'icon.png', { type: 'image/png' }))
    expect(screen.getByText('icon.png')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(mock.requests('PUT', INTERFACE_URL)).toHaveLength(1))
    const sent = mock.requests('PUT', INTERFACE_URL)[0]
    expect(sent.contentType).toMatch(/^multipart\/form-data/)
    const body = String(sent.body)
    expect(body).toContain('name="login_title"')
    expect(body).toContain('Bastion')
    expect(body).toContain('name="favicon"; filename="icon.png"')
    expect(body).not.toContain('name="login_image"')
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
  })

  it('SET-08 a refused image is reported under its field and the form keeps its values', async () => {
    serve({ failPut: true })
    const r = renderScreen(<InterfaceSettingPage />)
    const title = await screen.findByRole('textbox', { name: 'Title of login page' })
    await r.user.clear(title)
    await r.user.type(title, 'Kept title')
    await r.user.upload(screen.getByTestId('upload-favicon'), new File(['x'], 'broken.png', { type: 'image/png' }))
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Upload a valid image.')).toBeInTheDocument()
    expect(title).toHaveValue('Kept title')
    expect(screen.getByText('broken.png')).toBeInTheDocument()
  })

  it('SET-08 restore defaults asks first, then calls the restore route', async () => {
    serve()
    const r = renderScreen(<InterfaceSettingPage />)
    await screen.findByRole('textbox', { name: 'Title of login page' })
    await r.user.click(screen.getByRole('button', { name: 'Restore defaults' }))
    expect(mock.requests('GET', RESTORE_URL)).toHaveLength(0)
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('GET', RESTORE_URL)).toHaveLength(1))
    expect(await screen.findByText('Restore default successfully.')).toBeInTheDocument()
  })
})
