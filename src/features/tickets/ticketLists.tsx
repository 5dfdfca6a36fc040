// The ticket lists (TICKET-05): the tickets I applied for (`?applicant={me}`), those assigned to me
// (`?assignees__id={me}`), and the approval flows. The server lists only tickets the user applied for or must
// approve; it filters by type and status (open / closed) and searches title, type, status and applicant — there is
// no state filter, so the console offers none.
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { defineResource } from '../../components/resource/define'
import type { ResourceIdentity } from '../../components/resource/identity'
import { LinkCell } from '../../components/table/cells'
import { ticketsFlowsList, ticketsTicketsList } from '../../generated/operations/tickets'
import type { RowOf } from '../../http/operation'
import { currentAssignees, shownState, STATE_COLORS, STATE_KEYS, TICKET_TYPES, ticketPath, typeKey, type Ticket } from './ticketState'

type TicketRow = RowOf<typeof ticketsTicketsList>

/** G-20: the state of a ticket as a coloured chip. */
export function TicketStateChip({ ticket }: { ticket: Pick<Ticket, 'state' | 'status'> }) {
  const { t } = useTranslation()
  const state = shownState(ticket)
  return <Chip size="small" color={STATE_COLORS[state]} label={t(STATE_KEYS[state])} data-state={state} data-testid="ticket-state" />
}

function TypeText({ type }: { type: string }) {
  const { t } = useTranslation()
  return <>{t(typeKey(type))}</>
}

// The ticket lists are tabs of a page, not resources of the route table: their identity is written here.
const TICKETS: ResourceIdentity<'Ticket'> = { name: 'Ticket', path: '/tickets/tickets', screens: ['list', 'detail'] }
const FLOWS: ResourceIdentity<'TicketFlow'> = { name: 'TicketFlow', path: '/tickets/flows' }

/** A list of tickets with the fixed query `query` (`applicant` or `assignees__id`). */
export function ticketList(query: { applicant?: string; assignees__id?: string }) {
  return defineResource(
    TICKETS,
    { list: ticketsTicketsList },
    {
      list: {
        columns: [
          { field: 'title', minWidth: 240, render: (row: TicketRow) => <LinkCell to={ticketPath(row)} value={row.title} /> },
          { field: 'type', width: 190, render: (row: TicketRow) => <TypeText type={row.type} /> },
          {
            field: 'state',
            labelKey: 'tickets.listState',
            width: 120,
            sortable: false,
            render: (row: TicketRow) => <TicketStateChip ticket={row} />,
          },
          { field: 'applicant_display', labelKey: 'tickets.detailApplicant', width: 170 },
          {
            field: 'assignees',
            labelKey: 'tickets.listAssignees',
            sortable: false,
            value: (row: TicketRow) => currentAssignees(row).join(', '),
          },
          { field: 'org_name', labelKey: 'tickets.detailOrg', width: 140 },
          { field: 'date_created', width: 180 },
        ],
        columnsShow: { min: ['title'], default: ['title', 'type', 'state', 'applicant_display', 'assignees', 'org_name', 'date_created'] },
        defaultSort: { field: 'date_created', direction: 'desc' },
        extraParams: query,
        filters: [
          { field: 'type', labelKey: 'tickets.listType', choices: TICKET_TYPES.map((v) => ({ value: v, labelKey: typeKey(v) })) },
          {
            field: 'status',
            labelKey: 'tickets.listStatus',
            choices: [
              { value: 'open', labelKey: 'tickets.status.open' },
              { value: 'closed', labelKey: 'tickets.status.closed' },
            ],
          },
        ],
        excludeFilters: ['id', 'title', 'applicant', 'assignees__id', 'applicant_display'],
        create: false,
        import: false,
        bulkDelete: false,
        rowActions: { update: { has: false }, delete: { has: false } },
      },
    },
  )
}

/** The approval flows (TICKET-04): their pages (create, update, detail) are those of the flow screens. */
export const flowList = defineResource(
  FLOWS,
  { list: ticketsFlowsList },
  {
    titleKeys: { list: 'tickets.listFlows' },
    list: {
      columns: [
        { field: 'type', link: { route: 'TicketFlowDetail', params: (row) => ({ id: String(row.id) }) } },
        'approval_level',
        'created_by',
        'date_created',
        'date_updated',
      ],
      columnsShow: { min: ['type'] },
      import: false,
      export: false,
      bulkDelete: false,
      rowActions: { delete: { has: false } },
    },
  },
)
