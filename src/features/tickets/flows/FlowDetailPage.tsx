// An approval flow (TICKET-04, route TicketFlowDetail at `flow/{id}`): its ticket type and organisation, then each
// level in order with its strategy (translated) and the users who approve at that level, by name.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { PageFrame } from '../../../components/common/PageFrame'
import { formatDateTime } from '../../../components/data/dates'
import { reasonOf } from '../../../components/feedback'
import { ticketsFlowsRetrieve } from '../../../generated/operations/tickets'
import { request, urlOf } from '../../../http/operation'
import { flowUpdatePath, rulesByLevel, type Flow } from './flowModel'

function Pairs({ items }: { items: Array<[string, ReactNode, string]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 30%) 1fr', rowGap: 1, columnGap: 2, m: 0 }}>
      {items.map(([label, value, field]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: 14, wordBreak: 'break-word' }} data-field={field}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

function FlowView({ flow }: { flow: Flow }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('detail.basicInfo')}
        </Typography>
        <Pairs
          items={[
            [t('tickets.flowType'), t(`tickets.type.${flow.type}`), 'type'],
            [t('tickets.flowLevels'), String(flow.approval_level), 'approval_level'],
            [t('tickets.flowOrg'), flow.org_name, 'org_name'],
            [t('tickets.flowCreatedBy'), flow.created_by ?? '', 'created_by'],
            [t('tickets.flowDateCreated'), formatDateTime(flow.date_created), 'date_created'],
            [t('tickets.flowDateUpdated'), formatDateTime(flow.date_updated), 'date_updated'],
          ]}
        />
      </Paper>
      {rulesByLevel(flow).map((rule) => (
        <Paper key={rule.level} variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('tickets.flowLevel', { level: rule.level })}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('tickets.flowLevel', { level: rule.level })}
          </Typography>
          <Pairs
            items={[
              [t('tickets.flowStrategy'), t(`tickets.flowStrategies.${rule.strategy}`), 'strategy'],
              [
                t('tickets.flowAssignees'),
                rule.assignees_display.length ? rule.assignees_display.join(', ') : t('tickets.flowNoAssignees'),
                'assignees',
              ],
            ]}
          />
        </Paper>
      ))}
    </Stack>
  )
}

export default function FlowDetailPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { id = '' } = useParams()
  const flow = useQuery({
    queryKey: [urlOf(ticketsFlowsRetrieve, { id })],
    queryFn: ({ signal }) => request(ticketsFlowsRetrieve, { path: { id }, signal }),
  })
  return (
    <PageFrame
      onBack={() => navigate(-1)}
      name={flow.data?.type_display}
      actions={
        flow.data ? (
          <Button variant="contained" onClick={() => navigate(flowUpdatePath(id))}>
            {t('common.Update')}
          </Button>
        ) : null
      }
    >
      {flow.isPending ? (
        <CircularProgress size={24} />
      ) : flow.isError ? (
        <Alert severity="error">{reasonOf(flow.error)}</Alert>
      ) : (
        <FlowView flow={flow.data} />
      )}
    </PageFrame>
  )
}
