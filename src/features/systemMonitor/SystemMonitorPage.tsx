// The system monitor (ROUTE-XPACK-08, SESS-08): one card per type of registered component (koko, guacamole, omnidb,
// xrdp, lion, core, celery — whichever types have components). A card shows how many of its components are in each
// state the platform computes from their latest report (normal, high, critical, offline), the sessions online on
// them, and the load each live component last reported (CPU load, memory and disk use). The platform keeps only the
// latest report of a component (three minutes), so there is no history to ask for: while the page is open it reads
// the metrics every minute, and the online sessions of each type are kept in this browser for 24 hours (samples.ts)
// and drawn as a chart that says where its points come from.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { TrendChart } from '../../components/charts/TrendChart'
import { PageFrame } from '../../components/common/PageFrame'
import { browserStorage } from '../../config/storage'
import { reasonOf } from '../../components/feedback'
import { terminalComponentsMetrics, terminalTerminalsList } from '../../generated/operations/terminal'
import { request, urlOf, type ResponseOf, type RowOf } from '../../http/operation'
import { intlLocale, resolveLocale } from '../../i18n/languages'
import { readSamples, recordSample, SAMPLE_EVERY_MS, seriesOf, type Sample } from './samples'

export type ComponentMetrics = RowOf<typeof terminalComponentsMetrics>
export type Component = RowOf<typeof terminalTerminalsList>

/** The states, in the order the cards show them. */
export const STATES = ['normal', 'high', 'critical', 'offline'] as const
export type ComponentState = (typeof STATES)[number]

const STATE_COLOR: Record<ComponentState, string> = {
  normal: 'success.main',
  high: 'warning.main',
  critical: 'error.main',
  offline: 'grey.400',
}
const STATE_CHIP: Record<ComponentState, 'success' | 'warning' | 'error' | 'default'> = {
  normal: 'success',
  high: 'warning',
  critical: 'error',
  offline: 'default',
}

/** The list answers a bare array without `limit`, a page with it. */
function rowsOf(answer: ResponseOf<typeof terminalTerminalsList>): Component[] {
  return Array.isArray(answer) ? answer : answer.results
}

function useFormat() {
  const { i18n } = useTranslation()
  const locale = intlLocale(resolveLocale(i18n.resolvedLanguage ?? i18n.language))
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) ? '–' : number.format(value)
}

/** The share of each state as a bar, the widths in proportion to the counts. */
function StateBar({ metrics }: { metrics: ComponentMetrics }) {
  const { t } = useTranslation()
  const total = Math.max(metrics.total, 1)
  return (
    <Box
      role="img"
      aria-label={STATES.map((s) => `${t(`systemMonitor.state.${s}`)}: ${metrics[s]}`).join(', ')}
      sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {STATES.map((s) =>
        metrics[s] > 0 ? <Box key={s} sx={{ width: `${(metrics[s] / total) * 100}%`, bgcolor: STATE_COLOR[s] }} /> : null,
      )}
    </Box>
  )
}

/** One type of component: its counts per state, its online sessions and the load of each of its components. */
export function ComponentCard({ metrics, components }: { metrics: ComponentMetrics; components: Component[] | undefined }) {
  const { t } = useTranslation()
  const format = useFormat()
  const type = metrics.type
  const titleId = `monitor-${type}-title`
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-testid={`monitor-${type}`} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`systemMonitor.type.${type}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid={`monitor-${type}-total`}>
          {t('systemMonitor.Total', { count: metrics.total })}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <StateBar metrics={metrics} />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {STATES.map((s) => (
              <Box component="li" key={s} data-testid={`monitor-${type}-${s}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATE_COLOR[s] }} />
                <Typography variant="body2">
                  {t(`systemMonitor.state.${s}`)}: <strong>{metrics[s]}</strong>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ textAlign: 'center', minWidth: 120 }} data-testid={`monitor-${type}-sessions`}>
          <Typography variant="body2" color="text.secondary">
            {t('systemMonitor.OnlineSessions')}
          </Typography>
          <Typography variant="h5">{metrics.session_active}</Typography>
        </Box>
      </Stack>
      {components === undefined ? (
        <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
      ) : components.length ? (
        <Table size="small" sx={{ mt: 2 }} aria-label={t('systemMonitor.LoadOf', { type: t(`systemMonitor.type.${type}`) })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('systemMonitor.col.name')}</TableCell>
              <TableCell>{t('systemMonitor.col.state')}</TableCell>
              <TableCell align="right">{t('systemMonitor.col.cpuLoad')}</TableCell>
              <TableCell align="right">{t('systemMonitor.col.memoryUsed')}</TableCell>
              <TableCell align="right">{t('systemMonitor.col.diskUsed')}</TableCell>
              <TableCell align="right">{t('systemMonitor.col.sessions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {components.map((c) => {
              const state = (STATES as readonly string[]).includes(c.status) ? (c.status as ComponentState) : 'offline'
              return (
                <TableRow key={c.id} data-testid={`monitor-component-${c.name}`}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={STATE_CHIP[state]} label={t(`systemMonitor.state.${state}`)} />
                  </TableCell>
                  <TableCell align="right">{format(c.stat?.cpu_load)}</TableCell>
                  <TableCell align="right">{c.stat ? `${format(c.stat.memory_used)} %` : '–'}</TableCell>
                  <TableCell align="right">{c.stat ? `${format(c.stat.disk_used)} %` : '–'}</TableCell>
                  <TableCell align="right">{c.session_online}</TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  )
}

/** The online sessions of each type over the samples this browser kept (two at least make a line). */
function SessionsHistory({ samples }: { samples: Sample[] }) {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const locale = intlLocale(resolveLocale(i18n.resolvedLanguage ?? i18n.language))
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
  const { times, types, data } = seriesOf(samples)
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="monitor-history-title"
      data-testid="monitor-history"
      sx={{ p: 2, mt: 2 }}
    >
      <Typography id="monitor-history-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('systemMonitor.HistoryTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('systemMonitor.HistoryNote', { count: samples.length })}
      </Typography>
      {samples.length > 1 ? (
        <TrendChart
          time={{ times, format: (ms) => time.format(ms) }}
          series={types.map((type) => ({ id: type, label: t(`systemMonitor.type.${type}`), data: data[type] }))}
          format={(n) => format(n)}
        />
      ) : null}
    </Paper>
  )
}

export default function SystemMonitorPage() {
  const { t } = useTranslation()
  const metrics = useQuery({
    queryKey: [urlOf(terminalComponentsMetrics)],
    queryFn: async ({ signal }) => {
      const answer = await request(terminalComponentsMetrics, { signal }, { silent: true })
      // each reading is a point of the page's own history
      recordSample(browserStorage(), Date.now(), answer)
      return answer
    },
    refetchInterval: SAMPLE_EVERY_MS,
  })
  const updatedAt = metrics.dataUpdatedAt
  const samples = useMemo(() => (updatedAt ? readSamples(browserStorage()) : []), [updatedAt])
  const components = useQuery({
    queryKey: [urlOf(terminalTerminalsList), 'system-monitor'],
    queryFn: ({ signal }) => request(terminalTerminalsList, { signal }, { silent: true }).then(rowsOf),
  })
  const refresh = () => {
    void metrics.refetch()
    void components.refetch()
  }

  let body
  if (metrics.isError) {
    body = (
      <Alert severity="error" data-testid="monitor-error">
        {t('systemMonitor.LoadFailed', { reason: reasonOf(metrics.error) })}
      </Alert>
    )
  } else if (metrics.data === undefined) {
    body = (
      <Box
        data-testid="monitor-loading"
        aria-busy="true"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    )
  } else if (metrics.data.length === 0) {
    body = (
      <Alert severity="info" data-testid="monitor-empty">
        {t('systemMonitor.NoComponents')}
      </Alert>
    )
  } else {
    // the load table waits for the list; a failed list leaves the counts and says why below them
    const all = components.data
    body = (
      <>
        {components.isError ? (
          <Alert severity="warning" data-testid="monitor-load-error" sx={{ mb: 2 }}>
            {t('systemMonitor.LoadFailed', { reason: reasonOf(components.error) })}
          </Alert>
        ) : null}
        <Box
          data-testid="system-monitor"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
        >
          {metrics.data.map((m) => (
            <ComponentCard
              key={m.type}
              metrics={m}
              components={components.isError ? [] : all?.filter((c) => c.type === m.type).sort((a, b) => a.name.localeCompare(b.name))}
            />
          ))}
        </Box>
        <SessionsHistory samples={samples} />
      </>
    )
  }

  return (
    <PageFrame
      actions={
        <Button
          size="small"
          variant="outlined"
          onClick={refresh}
          disabled={metrics.isFetching || components.isFetching}
          data-testid="monitor-refresh"
        >
          {t('systemMonitor.Refresh')}
        </Button>
      }
    >
      {body}
    </PageFrame>
  )
}
