// The Replay tab of a session's detail page: the player and its page load when the tab opens (their own chunks).
import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense } from 'react'

const SessionReplay = lazy(() => import('./SessionReplay'))

export function ReplayTab({ sessionId }: { sessionId: string }) {
  return (
    <Suspense fallback={<CircularProgress />}>
      <SessionReplay sessionId={sessionId} />
    </Suspense>
  )
}
