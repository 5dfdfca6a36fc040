// One part of the dashboard: a titled card that shows its own group's state — a skeleton while it loads, the
// reason and a retry button when it failed, else its content (ROUTE-DASH-01).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonOf } from '../../components/feedback'

export interface GroupCardProps<T> {
  /** The card's test id and accessible name source. */
  id: string
  title: ReactNode
  /** Controls beside the title (a link to the list). */
  action?: ReactNode
  query: UseQueryResult<T>
  /** The skeleton's shape while the group loads. */
  skeleton?: ReactNode
  children: (data: T) => ReactNode
}

export function GroupCard<T>({ id, title, action, query, skeleton, children }: GroupCardProps<T>) {
  const titleId = `${id}-title`
  let body: ReactNode
  if (query.isError) {
    body = <GroupError testId={`${id}-error`} query={query} />
  } else if (query.data === undefined) {
    body = (
      <Box data-testid={`${id}-loading`} aria-busy="true">
        {skeleton ?? <Skeleton variant="rounded" height={64} />}
      </Box>
    )
  } else {
    body = children(query.data)
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-testid={id} sx={{ p: 2, height: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action && query.data !== undefined ? action : null}
      </Stack>
      {body}
    </Paper>
  )
}

/** A group's failure: the reason, translated by the HTTP layer or said by the server, and a retry. */
export function GroupError({
  testId,
  query,
}: {
  testId: string
  query: Pick<UseQueryResult<unknown>, 'error' | 'refetch' | 'isFetching'>
}) {
  const { t } = useTranslation()
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('dashboard.Retry')}
        </Button>
      }
    >
      {t('dashboard.LoadFailed', { reason: reasonOf(query.error) })}
    </Alert>
  )
}

/** Skeleton lines of a list card. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack spacing={1}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="text" />
      ))}
    </Stack>
  )
}
