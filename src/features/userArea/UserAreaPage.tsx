// The pages of the user area (ROUTE-UA-01..03), one chunk that the route table loads with one loader (one import
// in the console's first script instead of six): the page shown is the one of the route opened (its name in the
// route table). The batch command page (ROUTE-OPS-02), which the admin area opens too, is a chunk of its own loaded
// from here (with the terminal widget), so that its loader is not in the console's first script.
import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense, useState, type ReactElement } from 'react'
import { useRouteHandle } from '../../components/common/routeHandle'
import MyAssetsPage from './MyAssetsPage'
import { MyDatabases, MyKubernetes, MyRemoteApps } from './MyAppsPage'
import MyCommandExecutionDetailPage from './MyCommandExecutionDetailPage'
import MyCommandExecutionsPage from './MyCommandExecutionsPage'

const BatchCommandPage = lazy(() => import('../batchCommand/BatchCommandPage'))
const batchCommand = () => (
  <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} />}>
    <BatchCommandPage />
  </Suspense>
)

const PAGES: Record<string, () => ReactElement> = {
  MyAssets: () => <MyAssetsPage />,
  MyRemoteApps: () => <MyRemoteApps />,
  MyDatabases: () => <MyDatabases />,
  MyKubernetes: () => <MyKubernetes />,
  MyCommandExecutions: () => <MyCommandExecutionsPage />,
  MyCommandExecutionDetail: () => <MyCommandExecutionDetailPage />,
  MyBatchCommand: batchCommand,
  BatchCommand: batchCommand,
}

/** The page of a route of the user area, by the route's name (undefined for any other route). */
export function userAreaPageOf(routeName: string | undefined): ReactElement | undefined {
  return routeName ? PAGES[routeName]?.() : undefined
}

export default function UserAreaPage() {
  // the route is the one opened when the page mounted: a tab kept open in the background (SHELL-17) keeps its page
  // while another route is shown
  const name = useRouteHandle()?.name
  const [route] = useState(name)
  return userAreaPageOf(route) ?? null
}
