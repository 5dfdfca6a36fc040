// The request forms (TICKET-07) and the approval flow pages (TICKET-04) behind one loader of the route table (one
// import in the console's first script instead of four): the page shown is the one of the route opened, by its
// name, each loaded as a chunk of its own.
import { lazy, Suspense, useState, type LazyExoticComponent, type ComponentType } from 'react'
import { useRouteHandle } from '../../../components/common/routeHandle'

const RequestAssetPermPage = lazy(() => import('./RequestAssetPermPage'))
const RequestApplicationPermPage = lazy(() => import('./RequestApplicationPermPage'))
const FlowFormPage = lazy(() => import('../flows/FlowFormPage'))
const FlowDetailPage = lazy(() => import('../flows/FlowDetailPage'))

const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  RequestAssetPermTicketCreate: RequestAssetPermPage,
  MyRequestAssetPermTicketCreate: RequestAssetPermPage,
  RequestApplicationPermTicketCreate: RequestApplicationPermPage,
  MyRequestApplicationPermTicketCreate: RequestApplicationPermPage,
  TicketFlowCreate: FlowFormPage,
  TicketFlowUpdate: FlowFormPage,
  TicketFlowDetail: FlowDetailPage,
}

export default function TicketFormsPage() {
  // the route is the one opened when the page mounted: a tab kept in the background keeps its page
  const name = useRouteHandle()?.name
  const [route] = useState(name)
  const Page = route ? PAGES[route] : undefined
  if (!Page) return null
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
