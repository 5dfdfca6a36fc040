import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { browser } from '../../http/browser'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { GUIDE_PATH, profileQueryKey } from './profile'
import { profileFixture, serveProfile } from '../../test/profile'
import UserGuidePage from './UserGuidePage'

const mock = setupMockServer()

function open(settings: Record<string, unknown> = {}) {
  return renderScreen(<UserGuidePage />, {
    route: GUIDE_PATH,
    path: GUIDE_PATH,
    routes: [{ path: '/users/profile', element: <p>profile page</p> }],
    env: { perms: 1, isSuperAdmin: false, settings },
  })
}

describe('UserGuidePage', () => {
  it('ROUTE-PUB-04 explains the console and continues to the console home', async () => {
    serveProfile(mock.server, profileFixture())
    const r = open()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Getting started')
    expect(screen.getByRole('heading', { name: 'Where your assets are' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the web terminal' })).toHaveAttribute('href', '/luna/')
    expect(screen.getByRole('link', { name: 'Profile settings' })).toHaveAttribute('href', '/users/profile?tab=settings')
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await r.user.click(screen.getByRole('button', { name: 'Go to the console' }))
    expect(assign).toHaveBeenCalledWith('/ui/')
    assign.mockRestore()
  })

  it('ROUTE-PUB-04 links the profile', async () => {
    serveProfile(mock.server, profileFixture())
    const r = open()
    await r.user.click(screen.getByRole('link', { name: 'Profile' }))
    expect(await screen.findByText('profile page')).toBeInTheDocument()
  })

  it('ROUTE-PUB-04 links the platform user guide when one is configured', async () => {
    serveProfile(mock.server, profileFixture({ guide_url: 'https://docs.example.com/guide' }))
    open()
    expect(await screen.findByRole('link', { name: 'Read the user guide' })).toHaveAttribute('href', 'https://docs.example.com/guide')
  })

  it('ROUTE-PUB-04 USER_GUIDE_URL of the settings is used when the profile has none; unsafe addresses are not linked', async () => {
    serveProfile(mock.server, profileFixture({ guide_url: 'javascript:alert(1)' }))
    open({ USER_GUIDE_URL: 'https://wiki.example.com/start' })
    expect(await screen.findByRole('link', { name: 'Read the user guide' })).toHaveAttribute('href', 'https://wiki.example.com/start')
  })

  it('ROUTE-PUB-04 no guide link without an address', async () => {
    serveProfile(mock.server, profileFixture({ guide_url: '' }))
    const r = open()
    // once the profile has been read, there is still no guide link
    await waitFor(() => expect(r.queryClient.getQueryState(profileQueryKey)?.status).toBe('success'))
    expect(screen.getByRole('button', { name: 'Go to the console' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Read the user guide' })).not.toBeInTheDocument()
  })
})
