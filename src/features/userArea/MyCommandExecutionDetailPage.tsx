// One of my command executions (ROUTE-UA-03): what ran where, as whom and when, how it ended, the output of each
// host (from the run's `result`: what it printed and its exit code, or why it could not run there), and the task's
// whole log as the platform streams it. A run that is still going is asked for again until it has finished.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { truncateTitle } from '../../components/data/cells'
import { PageFrame } from '../../components/common/PageFrame'
import { formatDateTime } from '../../components/data/dates'
import { TaskLogView } from '../../components/detail/TaskLogDialog'
import { opsCommandExecutionsRetrieve } from '../../generated/operations/ops'
import { isHttpError } from '../../http/errors'
import { request } from '../../http/operation'
import { hostFailed, outputOf, type HostOutput } from './executionOutput'
import { EXECUTIONS_PATH } from './links'
import { ExecutionStateText, hostsText } from './MyCommandExecutionsPage'
import { useRunAsNames } from './runAs'

/** How often a running execution is asked for again. */
export const EXECUTION_POLL_MS = 3000

const PRE = {
  m: 0,
  p: 1.5,
  bgcolor: '#1e1e1e',
  color: '#e0e0e0',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflow: 'auto',
  maxHeight: 360,
} as const

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Box>
  )
}

function HostPanel({ output }: { output: HostOutput }) {
  const { t } = useTranslation()
  const failed = hostFailed(output)
  const facts = output.ran
    ? [t('userArea.exitCode', { rc: output.rc ?? '—' }), output.delta && t('userArea.duration', { delta: output.delta })].filter(Boolean)
    : [t('userArea.hostError')]
  return (
    <Paper variant="outlined" component="section" aria-label={output.host} data-testid="host-output">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', px: 1.5, py: 1 }}>
        <Typography variant="subtitle2">{output.host}</Typography>
        <Typography variant="body2" sx={{ color: failed ? 'error.main' : 'success.main' }}>
          {facts.join(' · ')}
        </Typography>
      </Box>
      <Box component="pre" sx={PRE}>
        {output.ran ? [output.stdout, output.stderr].filter(Boolean).join('\n') || t('userArea.noOutput') : output.error}
      </Box>
    </Paper>
  )
}

export default function MyCommandExecutionDetailPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { id = '' } = useParams()
  const runAs = useRunAsNames()
  const execution = useQuery({
    queryKey: ['user-area', 'command-execution', id],
    queryFn: ({ signal }) => request(opsCommandExecutionsRetrieve, { path: { id }, signal }, { silent: true }),
    refetchInterval: (query) => (query.state.data && !query.state.data.is_finished ? EXECUTION_POLL_MS : false),
    retry: false,
  })
  const back = () => navigate(EXECUTIONS_PATH)
  if (execution.isPending) {
    return (
      <PageFrame onBack={back}>
        <CircularProgress size={24} aria-label={t('common.Loading')} />
      </PageFrame>
    )
  }
  if (execution.isError) {
    const gone = isHttpError(execution.error) && execution.error.status === 404
    return (
      <PageFrame onBack={back}>
        <Alert severity={gone ? 'warning' : 'error'}>{t(gone ? 'userArea.executionNotFound' : 'common.getErrorMsg')}</Alert>
      </PageFrame>
    )
  }
  const run = execution.data
  const output = outputOf(run.result)
  return (
    <PageFrame onBack={back} name={truncateTitle(run.command)}>
      <Stack spacing={2}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          <Item label={t('userArea.command')}>
            <Box component="code" data-testid="execution-command">
              {run.command}
            </Box>
          </Item>
          <Item label={t('userArea.state')}>
            <ExecutionStateText execution={run} />
          </Item>
          <Item label={t('userArea.hosts')}>{hostsText(run, t)}</Item>
          <Item label={t('userArea.runAs')}>{runAs(run.run_as)}</Item>
          <Item label={t('userArea.dateCreated')}>{formatDateTime(run.date_created)}</Item>
          <Item label={t('userArea.dateFinished')}>{formatDateTime(run.date_finished)}</Item>
        </Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('userArea.output')}
        </Typography>
        {!run.is_finished && <Alert severity="info">{t('userArea.stillRunning')}</Alert>}
        {output.error && <Alert severity="error">{t('userArea.runError', { error: output.error })}</Alert>}
        {output.hosts.map((h) => (
          <HostPanel key={h.host} output={h} />
        ))}
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('detail.taskLog')}
        </Typography>
        <TaskLogView key={run.id} task={run.id} />
      </Stack>
    </PageFrame>
  )
}
