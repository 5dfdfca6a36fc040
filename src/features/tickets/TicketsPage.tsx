// Every page of the ticket area (lists, details, request forms, flow pages) of the admin page and the user page
// behind one loader of the route table: the page shown is the one of the route opened (its name in the route table).
// This module stays small and loads the page as a chunk of its own: what a loader's chunk needs is listed in the
// console's first script, so the table names only this one.
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react'
import { useRouteHandle } from '../../components/common/routeHandle'

const AdminTicketListPage = lazy(() => import('./TicketListPages').then((m) => ({ default: m.AdminTicketListPage })))
const MyTicketListPage = lazy(() => import('./TicketListPages').then((m) => ({ default: m.MyTicketListPage })))
const TicketDetailPage = lazy(() => import('./TicketDetailPage').then((m) => ({ default: m.TicketDetailPage })))
const RequestAssetPermPage = lazy(() => import('./request/RequestAssetPermPage'))
const RequestApplicationPermPage = lazy(() => import('./request/RequestApplicationPermPage'))
const FlowFormPage = lazy(() => import('./flows/FlowFormPage'))
const FlowDetailPage = lazy(() => import('./flows/FlowDetailPage'))

/** The request forms (TICKET-07, both areas) and the flow pages (TICKET-04), by route name. */
const FORMS: Record<string, ComponentType> = {
  RequestAssetPermTicketCreate: RequestAssetPermPage,
  MyRequestAssetPermTicketCreate: RequestAssetPermPage,
  RequestApplicationPermTicketCreate: RequestApplicationPermPage,
  MyRequestApplicationPermTicketCreate: RequestApplicationPermPage,
  TicketFlowCreate: FlowFormPage,
  TicketFlowUpdate: FlowFormPage,
  TicketFlowDetail: FlowDetailPage,
}

const DETAILS = [
  'TicketDetail',
  'RequestAssetPermTicketDetail',
  'LoginAssetConfirmTicketDetail',
  'RequestApplicationPermTicketDetail',
  'CommandConfirmTicketDetail',
]

function pageOf(routeName: string): ReactElement | undefined {
  if (routeName === 'TicketList') return <AdminTicketListPage />
  if (routeName === 'MyTicketList') return <MyTicketListPage />
  if (DETAILS.includes(routeName)) return <TicketDetailPage area="admin" />
  if (routeName.startsWith('My') && DETAILS.includes(routeName.slice(2))) return <TicketDetailPage area="user" />
  const Form = FORMS[routeName]
  return Form ? <Form /> : undefined
}

/** The page of a ticket route by its name (undefined for any other route). */
export function ticketPageOf(routeName: string | undefined): ReactElement | undefined {
  const page = routeName ? pageOf(routeName) : undefined
  // no spinner of its own: a component here (and what it needs) would be split out into the first script's chunks
  return page && <Suspense fallback={null}>{page}</Suspense>
}

export default function TicketsPage() {
  // the route is the one opened when the page mounted: a tab kept open in the background keeps its page
  const name = useRouteHandle()?.name
  const [route] = useState(name)
  return ticketPageOf(route) ?? null
}
