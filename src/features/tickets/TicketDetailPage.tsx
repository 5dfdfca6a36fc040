// A ticket (TICKET-02/03/05/07): what it is and who asked, what it asks for (by type: TicketMeta), the decision
// of each approval level, the comments, and the actions the signed-in user may take (G-06): approve or reject for
// an assignee of the current level, close for the applicant. Every action is confirmed first; afterwards the
// ticket and its comments are read again. A refused action (a ticket already closed: 400) says why.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ConfirmDialog } from '../../components/common/ConfirmDialog'
import { truncateTitle } from '../../components/data/cells'
import { PageFrame } from '../../components/common/PageFrame'
import { formatDateTime } from '../../components/data/dates'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { toast } from '../../components/feedback'
import {
  ticketsTicketsApprove,
  ticketsTicketsClose,
  ticketsTicketsReject,
  ticketsTicketsRetrieve,
} from '../../generated/operations/tickets'
import { isHttpError } from '../../http/errors'
import { request } from '../../http/operation'
import { commentsKey, failureText, TicketComments } from './TicketComments'
import { TicketStateChip } from './ticketLists'
import { Item, Items, TicketMeta } from './TicketMeta'
import { actionsFor, mayComment, stepStateKey, typeKey, type ProcessStep, type Ticket } from './ticketState'

type Action = 'approve' | 'reject' | 'close'

const OPS = { approve: ticketsTicketsApprove, reject: ticketsTicketsReject, close: ticketsTicketsClose } as const

export const ticketKey = (id: string) => ['tickets', 'ticket', id]

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

/** The approval levels: who may decide, how the level ended, who decided and when. */
export function ProcessMap({ steps, current, open }: { steps: ProcessStep[]; current: number; open: boolean }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1.5} component="ol" sx={{ m: 0, pl: 2.5 }}>
      {steps.map((s) => {
        const decided = s.state !== 'notified'
        // a level after the current one of an open ticket has not been asked yet
        const waiting = !decided && open && s.approval_level > current
        return (
          <Box component="li" key={s.approval_level} data-testid="ticket-step" data-level={s.approval_level} data-state={s.state}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('tickets.detailLevel', { level: s.approval_level })} —{' '}
              {waiting ? t('tickets.detailStepWaiting') : decided || open ? t(stepStateKey(s.state)) : t('tickets.detailStepSkipped')}
            </Typography>
            <Typography variant="body2">
              {t('tickets.detailAssignees')}: {(s.assignees_display ?? []).join(', ') || '—'}
            </Typography>
            {decided && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('tickets.detailProcessor')}: {s.processor_display || '—'}
              </Typography>
            )}
            {/* the platform's date of a level is when the ticket reached it */}
            {s.approval_date && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('tickets.detailStepReached', { date: formatDateTime(s.approval_date) })}
              </Typography>
            )}
          </Box>
        )
      })}
    </Stack>
  )
}

const CONFIRM_KEYS: Record<Action, string> = {
  approve: 'tickets.detailConfirmApprove',
  reject: 'tickets.detailConfirmReject',
  close: 'tickets.detailConfirmClose',
}
const DONE_KEYS: Record<Action, string> = {
  approve: 'tickets.detailApproved',
  reject: 'tickets.detailRejected',
  close: 'tickets.detailClosed',
}

function ActionBar({ ticket, onDone }: { ticket: Ticket; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation()
  const me = useConsoleEnv().currentUserId
  const allowed = actionsFor(ticket, me)
  const [asked, setAsked] = useState<Action | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = async (action: Action) => {
    setError(null)
    try {
      await request(OPS[action], { path: { id: ticket.id }, ...(action === 'close' ? {} : { body: {} }) } as never, { silent: true })
      toast(t(DONE_KEYS[action]))
    } catch (e) {
      setError(t('tickets.detailActionFailed', { reason: failureText(e, t) }))
    }
    await onDone()
  }
  const buttons: Array<{ action: Action; label: string; color: 'primary' | 'error' | 'inherit' }> = [
    { action: 'approve' as const, label: t('tickets.detailApprove'), color: 'primary' as const },
    { action: 'reject' as const, label: t('tickets.detailReject'), color: 'error' as const },
    { action: 'close' as const, label: t('tickets.detailClose'), color: 'inherit' as const },
  ].filter((b) => allowed[b.action])
  if (!buttons.length && !error) return null
  return (
    <Stack spacing={1}>
      {buttons.length > 0 && (
        <Stack direction="row" spacing={1}>
          {buttons.map((b) => (
            <Button
              key={b.action}
              variant={b.action === 'approve' ? 'contained' : 'outlined'}
              color={b.color}
              onClick={() => setAsked(b.action)}
              data-testid={`ticket-${b.action}`}
            >
              {b.label}
            </Button>
          ))}
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert" data-testid="ticket-action-error">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={asked !== null}
        message={asked ? t(CONFIRM_KEYS[asked], { title: ticket.title }) : ''}
        confirmText={asked ? buttons.find((b) => b.action === asked)?.label : undefined}
        danger={asked === 'reject' || asked === 'close'}
        closeOnDone
        onConfirm={() => (asked ? run(asked) : undefined)}
        onClose={() => setAsked(null)}
      />
    </Stack>
  )
}

export function TicketDetailPage({ area }: { area: 'admin' | 'user' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useConsoleEnv().currentUserId
  const { id = '' } = useParams()
  const ticket = useQuery({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => request(ticketsTicketsRetrieve, { path: { id }, signal }, { silent: true }),
    retry: false,
  })
  const back = () => navigate(area === 'admin' ? '/tickets/tickets' : '/tickets')
  const reread = () =>
    Promise.all([
      ticket.refetch(),
      queryClient.invalidateQueries({ queryKey: commentsKey(id) }),
      // the header's count of what waits for me
      queryClient.invalidateQueries({ queryKey: ['shell', 'open-tickets'] }),
    ])
  if (ticket.isPending) {
    return (
      <PageFrame onBack={back}>
        <CircularProgress size={24} aria-label={t('common.Loading')} />
      </PageFrame>
    )
  }
  if (ticket.isError) {
    const gone = isHttpError(ticket.error) && ticket.error.status === 404
    return (
      <PageFrame onBack={back}>
        <Alert severity={gone ? 'warning' : 'error'}>{gone ? t('tickets.detailNotFound') : failureText(ticket.error, t)}</Alert>
      </PageFrame>
    )
  }
  const data = ticket.data
  return (
    <PageFrame onBack={back} name={truncateTitle(data.title)}>
      <Stack spacing={2}>
        <ActionBar ticket={data} onDone={reread} />
        <Section title={t('tickets.detailBasic')} testId="ticket-basic">
          <Items>
            <Item label={t('tickets.detailTitle')} testId="ticket-title">
              {data.title}
            </Item>
            <Item label={t('tickets.listType')} testId="ticket-type">
              {t(typeKey(data.type))}
            </Item>
            <Item label={t('tickets.listState')}>
              <TicketStateChip ticket={data} />
            </Item>
            <Item label={t('tickets.listStatus')}>{t(`tickets.status.${data.status}`)}</Item>
            <Item label={t('tickets.detailApplicant')}>{data.applicant_display}</Item>
            <Item label={t('tickets.detailOrg')}>{data.org_name}</Item>
            <Item label={t('tickets.detailDateCreated')}>{formatDateTime(data.date_created)}</Item>
            <Item label={t('tickets.detailDateUpdated')}>{formatDateTime(data.date_updated)}</Item>
            <Item label={t('tickets.detailComment')}>{data.comment || undefined}</Item>
          </Items>
        </Section>
        <Section title={t('tickets.detailMeta')} testId="ticket-meta">
          <TicketMeta ticket={data} area={area} />
        </Section>
        <Section title={t('tickets.detailProcess')} testId="ticket-process-map">
          <ProcessMap steps={data.process_map ?? []} current={data.approval_step} open={data.status === 'open'} />
        </Section>
        <Section title={t('tickets.detailComments')}>
          <TicketComments ticket={data.id} canWrite={mayComment(data, me)} />
        </Section>
      </Stack>
    </PageFrame>
  )
}
