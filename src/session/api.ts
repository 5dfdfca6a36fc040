// The calls the console spine makes. They go through the one HTTP client with their real paths; switch each to
// the generated function named beside it once `src/generated/` exists (same URL, method and query).
import { API_PATHS, SITE_MESSAGE_PAGE_SIZE, TICKET_LIST_LIMIT } from '../config/constants'
import { httpRequest, type RequestOptions } from '../http/client'
import { normaliseList, type ListBody, type Paginated } from '../http/list'
import type { LicenceDetail, OrgRef, Profile, PublicSettings, SiteMessage } from './types'

/** generated: settingsPublicRetrieve. The server wraps the settings: `{data: {...}}`. */
export async function fetchPublicSettings(options?: RequestOptions): Promise<PublicSettings> {
  const body = await httpRequest<{ data?: PublicSettings } & PublicSettings>({ url: API_PATHS.publicSettings, method: 'GET' }, options)
  return (body && typeof body.data === 'object' && body.data !== null ? body.data : body) ?? {}
}

/** generated: usersProfileRetrieve */
export function fetchProfile(options?: RequestOptions): Promise<Profile> {
  return httpRequest<Profile>({ url: API_PATHS.profile, method: 'GET' }, options)
}

/** generated: orgsOrgsCurrentRetrieve (with `oid` to look an org up, ORG-04). */
export function fetchCurrentOrg(oid?: string, options?: RequestOptions): Promise<OrgRef> {
  return httpRequest<OrgRef>({ url: API_PATHS.currentOrg, method: 'GET', params: oid ? { oid } : undefined }, options)
}

/** generated: xpackLicenseDetailRetrieve (LIC-01). */
export function fetchLicenceDetail(options?: RequestOptions): Promise<LicenceDetail> {
  return httpRequest<LicenceDetail>({ url: API_PATHS.licenceDetail, method: 'GET' }, options)
}

/** generated: notificationsSiteMessageList (MSG-04). */
export async function fetchUnreadSiteMessages(options?: RequestOptions, signal?: AbortSignal): Promise<Paginated<SiteMessage>> {
  const body = await httpRequest<ListBody<SiteMessage>>(
    { url: API_PATHS.siteMessages, method: 'GET', params: { offset: 0, limit: SITE_MESSAGE_PAGE_SIZE, has_read: false }, signal },
    options,
  )
  return normaliseList(body)
}

/** generated: notificationsSiteMessageMarkAsReadPartialUpdate (MSG-05). */
export function markSiteMessagesRead(ids: string[], options?: RequestOptions): Promise<unknown> {
  return httpRequest({ url: API_PATHS.siteMessagesMarkRead, method: 'PATCH', data: { ids } }, options)
}

/** generated: ticketsTicketsList (TICKET-06; its count is the header badge, G-04). */
export async function fetchOpenTicketCount(assigneeId: string, options?: RequestOptions, signal?: AbortSignal): Promise<number> {
  const body = await httpRequest<ListBody<unknown>>(
    {
      url: API_PATHS.tickets,
      method: 'GET',
      params: { assignees__id: assigneeId, status: 'open', offset: 0, limit: TICKET_LIST_LIMIT, display: 1, draw: 1 },
      signal,
    },
    options,
  )
  return normaliseList(body).count
}
