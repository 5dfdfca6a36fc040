// The calls the console spine makes, through the generated client (src/generated/api), so that the contract's
// paths, query parameters and response types are the ones used here. The generated functions call the one HTTP
// client (`httpRequest`) with the options given here (silent toast, organisation override).
import { SITE_MESSAGE_PAGE_SIZE, TICKET_LIST_LIMIT } from '../config/constants'
import { notificationsSiteMessageList, notificationsSiteMessageMarkAsRead } from '../generated/api/notifications/notifications'
import { orgsOrgsCurrent } from '../generated/api/orgs/orgs'
import { settingsPublic } from '../generated/api/settings/settings'
import { ticketsTicketsList } from '../generated/api/tickets/tickets'
import { usersProfileRetrieve } from '../generated/api/users/users'
import { xpackLicenseDetailRetrieve } from '../generated/api/xpack/xpack'
import type { TicketsTicketsListParams } from '../generated/model'
import type { RequestOptions } from '../http/client'
import { normaliseList, type Paginated } from '../http/list'
import type { LicenceDetail, OrgRef, Profile, PublicSettings, SiteMessage } from './types'

/** The server wraps the settings in `data` (the contract's answer). */
export async function fetchPublicSettings(options?: RequestOptions): Promise<PublicSettings> {
  const body = await settingsPublic(undefined, options)
  return body.data
}

/**
 * `current_org_roles` is typed as a list of anything by the contract; the console reads role names. The lists are
 * copied out of the contract's read-only arrays.
 */
export async function fetchProfile(options?: RequestOptions): Promise<Profile> {
  const profile = await usersProfileRetrieve(undefined, options)
  const roles = Array.isArray(profile?.current_org_roles) ? profile.current_org_roles : []
  const orgs = Array.isArray(profile?.admin_or_audit_orgs) ? profile.admin_or_audit_orgs : []
  return { ...profile, current_org_roles: roles.filter((r): r is string => typeof r === 'string'), admin_or_audit_orgs: [...orgs] }
}

/** The current organisation, or with `oid` the one to switch to (ORG-04). */
export function fetchCurrentOrg(oid?: string, options?: RequestOptions): Promise<OrgRef> {
  return orgsOrgsCurrent(oid ? { oid } : undefined, options)
}

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
