// What the console says of a ticket, shared by the ticket screens (lists, detail, request forms, flows): its types,
// the state it is shown in (G-20), who may act on it (G-06), and the page of each type.
//
// G-20: the server has `status` (open / closed) and `state` (open / approved / rejected / closed). A ticket that
// is still open is pending whatever its `state` says — v2.14.2 sets `state` to approved as soon as the first of two
// levels approves while `status` stays open — and a finished one is shown by its `state`.
import type { ticketsTicketsRetrieve } from '../../generated/operations/tickets'
import type { ResponseOf } from '../../http/operation'

export type Ticket = ResponseOf<typeof ticketsTicketsRetrieve>
export type TicketType = Ticket['type']
export type ProcessStep = Ticket['process_map'][number]

export const TICKET_TYPES: readonly TicketType[] = [
  'general',
  'login_confirm',
  'apply_asset',
  'apply_application',
  'login_asset_confirm',
  'command_confirm',
]

/** The locale key of a ticket type. */
export const typeKey = (type: string) => `tickets.type.${type}`

/** The state a ticket is shown in. */
export type ShownState = 'pending' | 'approved' | 'rejected' | 'closed'

/** G-20: an open ticket is pending; a finished one is approved, rejected or closed (by its applicant). */
export function shownState(ticket: Pick<Ticket, 'state' | 'status'>): ShownState {
  if (ticket.status === 'open') return 'pending'
  if (ticket.state === 'approved' || ticket.state === 'rejected') return ticket.state
  return 'closed'
}

export const STATE_KEYS: Record<ShownState, string> = {
  pending: 'tickets.state.pending',
  approved: 'tickets.state.approved',
  rejected: 'tickets.state.rejected',
  closed: 'tickets.state.closed',
}

/** The colour of a state's chip (MUI palette names). */
export const STATE_COLORS: Record<ShownState, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  closed: 'default',
}

/** The locale key of a process step's state (`notified`: waiting for that level). */
export const stepStateKey = (state: string) => (state === 'notified' ? STATE_KEYS.pending : (STATE_KEYS[state as ShownState] ?? state))

/** The level waiting for a decision. */
export function currentStep(ticket: Pick<Ticket, 'process_map' | 'approval_step'>): ProcessStep | undefined {
  return (ticket.process_map ?? []).find((s) => s.approval_level === ticket.approval_step)
}

/** Who must decide now: the current level's assignees while the ticket is open. */
export function currentAssignees(ticket: Pick<Ticket, 'process_map' | 'approval_step' | 'status'>): string[] {
  return ticket.status === 'open' ? (currentStep(ticket)?.assignees_display ?? []) : []
}

export interface TicketActions {
  approve: boolean
  reject: boolean
  close: boolean
}

/**
 * G-06: an open ticket may be approved or rejected by an assignee of its current level and closed by its
 * applicant; approved, rejected and closed tickets take no action.
 */
export function actionsFor(
  ticket: Pick<Ticket, 'status' | 'applicant' | 'process_map' | 'approval_step'>,
  userId: string | undefined,
): TicketActions {
  if (!userId || ticket.status !== 'open') return { approve: false, reject: false, close: false }
  const assignee = (currentStep(ticket)?.assignees ?? []).includes(userId)
  return { approve: assignee, reject: assignee, close: ticket.applicant === userId }
}

/** Who may read and write a ticket's comments: its applicant and the assignees of any level reached. */
export function mayComment(ticket: Pick<Ticket, 'applicant' | 'process_map' | 'approval_step'>, userId: string | undefined): boolean {
  if (!userId) return false
  if (ticket.applicant === userId) return true
  return (ticket.process_map ?? []).some((s) => s.approval_level <= ticket.approval_step && s.assignees.includes(userId))
}

/** The page of a ticket: the page of its type where the console has one (ROUTE-TICKETS-01), else `tickets/{id}`. */
const TYPE_PAGES: Partial<Record<string, string>> = {
  apply_asset: 'request-asset-perm',
  apply_application: 'request-application-perm',
  login_asset_confirm: 'login-asset-confirm',
  command_confirm: 'command-confirm',
}

/** The admin page and the user page open tickets at the same paths. */
export function ticketPath(ticket: { id: string; type: string }): string {
  return `/tickets/${TYPE_PAGES[ticket.type] ?? 'tickets'}/${encodeURIComponent(ticket.id)}`
}

/** The locale key of an asset permission action a request asks for. */
export const actionKey = (action: string) => `tickets.action.${action}`

/** A meta date written in UTC with no offset (`apply_login_datetime`) as a date the console can show locally. */
export function utcMetaDate(value: unknown): Date | string | null {
  if (typeof value !== 'string' || !value) return null
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value)
  return m ? new Date(`${m[1]}T${m[2]}Z`) : value
}
