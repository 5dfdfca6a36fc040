// Issue 22: the shell is drawn once. Its parts (the shell itself, the menu, the header, the tab bar, the footer)
// are not drawn again when the page's data arrives; the renders are counted by wrapping each part.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { usersUsersList } from '../../generated/operations/users'
import { urlOf } from '../../http/operation'
import { sessionStore } from '../../session/store'
import { contractFallback } from '../../test/contract'
import { FakeWebSocket } from '../../test/fakeSocket'
import { adminProfile, DEFAULT_ORG, licensedSettings } from '../../test/fixtures'
import { renderApp, shellHandlers } from '../../test/renderApp'
import { loadShellExtras } from './extrasLoader'

const renders = vi.hoisted(() => ({ Shell: 0, Sidebar: 0, Header: 0, TabsBar: 0, Footer: 0 }))

// each part is called from a counting component of the same name: its hooks are the counting component's own
vi.mock('./Shell', async (original) => {
  const module = await original<typeof import('./Shell')>()
  return { ...module, Shell: () => (renders.Shell++, module.Shell()) }
})
vi.mock('./Sidebar', async (original) => {
  const module = await original<typeof import('./Sidebar')>()
  return { ...module, Sidebar: (props: Parameters<typeof module.Sidebar>[0]) => (renders.Sidebar++, module.Sidebar(props)) }
})
vi.mock('./Header', async (original) => {
  const module = await original<typeof import('./Header')>()
  return { ...module, Header: (props: Parameters<typeof module.Header>[0]) => (renders.Header++, module.Header(props)) }
})
vi.mock('./PageTabs', async (original) => {
  const module = await original<typeof import('./PageTabs')>()
  return { ...module, TabsBar: () => (renders.TabsBar++, module.TabsBar()) }
})
vi.mock('./Footer', async (original) => {
  const module = await original<typeof import('./Footer')>()
  return { ...module, Footer: () => (renders.Footer++, module.Footer()) }
})

const server = setupServer(...shellHandlers, ...contractFallback().handlers)
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // the extras arrive a moment after the first screen; here they are there from the start
  await loadShellExtras()
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  FakeWebSocket.reset()
  vi.unstubAllGlobals()
  sessionStore.clear()
})

it("issue 22: the shell is drawn once; the list's data arriving draws none of its parts again", async () => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  server.use(
    // the users list answers when the test says so (nothing returned: the contract mock answers then)
    http.get(urlOf(usersUsersList), async () => {
      asked = true
      await released
    }),
  )
  renderApp({ profile: adminProfile, settings: licensedSettings, currentRole: 146, currentOrg: DEFAULT_ORG, path: '/users/users' })
  await screen.findByTestId('sidebar')
  await waitFor(() => expect(asked).toBe(true))
  const drawn = { ...renders }
  expect(drawn).toEqual({ Shell: 1, Sidebar: 1, Header: 1, TabsBar: 1, Footer: 1 })

  release()
  expect(await screen.findByRole('link', { name: 'Administrator' })).toBeInTheDocument()
  expect(renders).toEqual(drawn)
})
