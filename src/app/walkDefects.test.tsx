// Issue 23, defects of the walk seen in the whole console: a detail page's tab and window title read the object's
// name (not "User details"), and a new organisation is in the header's switcher without a reload.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetHttpEvents } from '../http/events'
import { sessionStore } from '../session/store'
import { contractFallback } from '../test/contract'
import { FakeWebSocket } from '../test/fakeSocket'
import { adminProfile, DEFAULT_ORG, licensedSettings } from '../test/fixtures'
import { en } from '../test/i18n'
import { renderApp, shellHandlers } from '../test/renderApp'
import { loadShellExtras } from './shell/extrasLoader'

// the seeded user `user` of the contract-driven mock
const USER_ID = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e04'
const SLOW = { timeout: 20000 }
const fallback = contractFallback()
const server = setupServer(...shellHandlers, ...fallback.handlers)
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await loadShellExtras()
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetHttpEvents()
  FakeWebSocket.reset()
  vi.unstubAllGlobals()
  sessionStore.clear()
  localStorage.clear()
})

const admin = (path: string) =>
  renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 146, currentOrg: DEFAULT_ORG, path })

describe('walk defects (issue 23)', () => {
  it('DETAIL-02 a detail page names its page tab and the window after the object, not "User details"', async () => {
    const name = String(fallback.mock.state.db.collection('users').get(USER_ID)?.name)
    admin(`/users/users/${USER_ID}`)
    expect(await screen.findByRole('heading', { level: 1, name }, SLOW)).toBeInTheDocument()
    const tab = within(screen.getByTestId('page-tabs')).getByRole('tab', { selected: true })
    await waitFor(() => expect(tab).toHaveTextContent(name))
    expect(tab).not.toHaveTextContent(en('route.UserDetail'))
    await waitFor(() => expect(document.title).toBe(`${name} - ${en('shell.ProductName')}`))
  })

  it('ORG-01 a new organisation is in the header switcher at once, without a reload', async () => {
    const user = userEvent.setup()
    admin('/xpack/orgs/create')
    const nameInput = await screen.findByRole('textbox', { name: /^Name/ }, SLOW)
    await user.type(nameInput, 'Walk org')
    await user.click(screen.getByRole('button', { name: en('form.submit') }))
    await screen.findByText(en('form.createSuccess'), undefined, SLOW)
    await user.click(screen.getByTestId('org-switcher'))
    expect(await screen.findByRole('menuitem', { name: 'Walk org' })).toBeInTheDocument()
  })
})
