// The terminal page (/terminal/terminal, super): terminal components, replay storages and command storages as
// tabs (the storages have no list route of their own, ROUTE-TERM-05 / G-17), and the components' load summary
// (SESS-08).
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ResourceConfig } from '../../components/resource/types'
import { terminalComponentsMetrics } from '../../generated/operations/terminal'
import { request, urlOf, type RowOf } from '../../http/operation'
import { ListTabs } from '../ListTabs'
import commandStorages from './commandStorages'
import replayStorages from './replayStorages'

/** The counts the summary adds up (fields of the metrics' items). */
const METRICS = ['total', 'normal', 'high', 'critical', 'offline', 'session_active'] as const satisfies ReadonlyArray<
  keyof RowOf<typeof terminalComponentsMetrics>
>
type Counts = Partial<Pick<RowOf<typeof terminalComponentsMetrics>, (typeof METRICS)[number]>>

/** The server answers one item per component type (koko, guacamole …); the summary adds them up. */
export function sumMetrics(answer: Counts[] | Counts): Counts {
  const items = Array.isArray(answer) ? answer : [answer]
  return Object.fromEntries(METRICS.map((key) => [key, items.reduce((sum, item) => sum + (Number(item[key]) || 0), 0)]))
}

export function TerminalStatus() {
  const { t } = useTranslation()
  const metrics = useQuery({
    queryKey: [urlOf(terminalComponentsMetrics)],
    queryFn: ({ signal }) => request(terminalComponentsMetrics, { signal }),
    select: sumMetrics,
  })
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} role="list" aria-label={t('terminal.status')}>
      {METRICS.map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 2, minWidth: 140 }} role="listitem" aria-label={t(`terminal.metric.${key}`)}>
          <Typography variant="body2" color="text.secondary">
            {t(`terminal.metric.${key}`)}
          </Typography>
          <Typography variant="h5">{metrics.data ? String(metrics.data[key] ?? 0) : '–'}</Typography>
        </Paper>
      ))}
    </Box>
  )
}

export default function TerminalPage({ config }: { config: ResourceConfig }) {
  return (
    <ListTabs
      titleKey="route.TerminalList"
      tabs={[
        { name: 'terminals', labelKey: 'terminal.terminals', config },
        { name: 'replayStorages', labelKey: 'terminal.replayStorages', config: replayStorages },
        { name: 'commandStorages', labelKey: 'terminal.commandStorages', config: commandStorages },
        { name: 'status', labelKey: 'terminal.status', render: () => <TerminalStatus /> },
      ]}
    />
  )
}
