// Renders the whole console (providers, router, shell) for a signed-in session, as the startup guard leaves it.
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { App } from '../app/App'
import { createQueryClient } from '../app/providers'
import { uiUrl } from '../config/paths'
import { notificationsSiteMessageList } from '../generated/operations/notifications'
import { ticketsTicketsList } from '../generated/operations/tickets'
import { xpackLicenseDetailRetrieve } from '../generated/operations/xpack'
import { urlOf } from '../http/operation'
import { deriveRoles } from '../session/permissions'
import { sessionStore } from '../session/store'
import type { OrgRef, Profile, PublicSettings } from '../session/types'
import { FakeWebSocket } from './fakeSocket'
import { contractRow } from './contract'
import { licenceDetail } from './fixtures'

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

/** Three open tickets assigned to the signed-in user (the header's badge reads their count). */
const openTickets = [1, 2, 3].map((n) =>
  contractRow(ticketsTicketsList, {
    id: `7e1c0d2a-4b3f-4c5d-8e6f-00000000000${n}`,
    title: `Ticket ${n}`,
    type: 'general',
    status: 'open',
    state: 'open',
  }),
)

/** Answers for the calls the shell makes by itself (tickets badge, unread messages, licence), as the contract answers them. */
export const shellHandlers = [
  http.get(urlOf(ticketsTicketsList), () =>
    HttpResponse.json({ count: openTickets.length, next: null, previous: null, results: openTickets }),
  ),
  http.get(urlOf(notificationsSiteMessageList), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get(urlOf(xpackLicenseDetailRetrieve), () => HttpResponse.json(licenceDetail)),
]
