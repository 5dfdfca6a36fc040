// Renders the whole console (providers, router, shell) for a signed-in session, as the startup guard leaves it.
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { App } from '../app/App'
import { createQueryClient } from '../app/providers'
import { uiUrl } from '../config/paths'
import { deriveRoles } from '../session/permissions'
import { sessionStore } from '../session/store'
import type { OrgRef, Profile, PublicSettings } from '../session/types'
import { FakeWebSocket } from './fakeSocket'

export interface RenderAppOptions {
  profile: Profile
  settings: PublicSettings
  currentRole: number
  currentOrg?: OrgRef | null
  /** Console path, e.g. `/users/users`. */
  path?: string
}

export function renderApp({ profile, settings, currentRole, currentOrg = null, path = '/' }: RenderAppOptions) {
  vi.stubGlobal('WebSocket', FakeWebSocket)
  sessionStore.clear()
  sessionStore.set({ settings, currentOrg, currentRole })
  sessionStore.setProfile(profile)
  window.history.replaceState(null, '', uiUrl(path))
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } })
  const utils = render(<App queryClient={queryClient} />)
  return { ...utils, queryClient, roles: deriveRoles(profile) }
}

/** Answers for the calls the shell makes by itself (tickets badge, unread messages, licence). */
export const shellHandlers = [
  http.get('/api/v1/tickets/tickets/', () => HttpResponse.json({ count: 3, next: null, previous: null, results: [] })),
  http.get('/api/v1/notifications/site-message/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get('/api/v1/xpack/license/detail', () => HttpResponse.json({ date_expired: '2099-12-31', corporation: 'ACME', edition: 'Enterprise', asset_count: 100 })),
]
