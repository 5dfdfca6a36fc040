// The calls the console spine makes, through the generated client (src/generated/api), so that the contract's
// paths, query parameters and response types are the ones used here. The generated functions call the one HTTP
// client (`httpRequest`) with the options given here (silent toast, organisation override).
import { SITE_MESSAGE_PAGE_SIZE, TICKET_LIST_LIMIT } from '../config/constants'
import { notificationsSiteMessageList, notificationsSiteMessageMarkAsRead } from '../generated/api/notifications/notifications'
import { ticketsTicketsList } from '../generated/api/tickets/tickets'
import { xpackLicenseDetailRetrieve } from '../generated/api/xpack/xpack'
import type { TicketsTicketsListParams } from '../generated/model'
import type { RequestOptions } from '../http/client'
import { normaliseList, type Paginated } from '../http/list'
import type { LicenceDetail, SiteMessage } from './types'

export { fetchCurrentOrg, fetchProfile, fetchPublicSettings } from './startupApi'

/** LIC-01 */
export function fetchLicenceDetail(options?: RequestOptions): Promise<LicenceDetail> {
  return xpackLicenseDetailRetrieve(undefined, options)
}

/** MSG-04: the first page of unread messages. */
export async function fetchUnreadSiteMessages(options?: RequestOptions, signal?: AbortSignal): Promise<Paginated<SiteMessage>> {
  const body = await notificationsSiteMessageList({ offset: 0, limit: SITE_MESSAGE_PAGE_SIZE, has_read: false }, options, signal)
  return normaliseList<SiteMessage>(body)
}

type ReadListener = (count: number) => void
const readListeners = new Set<ReadListener>()

/**
 * Told how many unread messages were just marked read, wherever that happened (the header's panel, the list
 * page): the server pushes a new unread count only when a message arrives, so the header lowers its own.
 */
export function onSiteMessagesRead(listener: ReadListener): () => void {
  readListeners.add(listener)
  return () => void readListeners.delete(listener)
}

/** MSG-05: `ids` must be unread messages (each lowers the header's count by one). */
export async function markSiteMessagesRead(ids: string[], options?: RequestOptions): Promise<unknown> {
  const done = await notificationsSiteMessageMarkAsRead({ ids }, undefined, options)
  for (const listener of readListeners) listener(ids.length)
  return done
}

/** Every unread message of the user (the list without `limit` is the bare array of all of them). */
export async function fetchAllUnreadSiteMessageIds(options?: RequestOptions, signal?: AbortSignal): Promise<string[]> {
  const body = await notificationsSiteMessageList({ has_read: false }, options, signal)
  return normaliseList<SiteMessage>(body).results.map((m) => m.id)
}

/**
 * TICKET-06 / API-10: open tickets assigned to the user; the count is the header badge (G-04). `display` and
 * `draw` are sent as the original console sends them; the server ignores both, so the contract does not list them.
 */
export async function fetchOpenTicketCount(assigneeId: string, options?: RequestOptions, signal?: AbortSignal): Promise<number> {
  const params: TicketsTicketsListParams & { display: number; draw: number } = {
    assignees__id: assigneeId,
    status: 'open',
    offset: 0,
    limit: TICKET_LIST_LIMIT,
    display: 1,
    draw: 1,
  }
  return normaliseList(await ticketsTicketsList(params, options, signal)).count
}
