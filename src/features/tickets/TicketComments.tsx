// A ticket's comments (TICKET-02/05), oldest first, with a reply box for those who may write: the applicant and
// the assignees. The platform adds a comment of its own when the ticket is opened, approved, rejected or closed.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../components/data/dates'
import { ticketsCommentsCreate, ticketsCommentsList } from '../../generated/operations/tickets'
import { isHttpError, serverMessage, statusMessageKey } from '../../http/errors'
import { normaliseList } from '../../http/list'
import { request, type RowOf } from '../../http/operation'

type Comment = RowOf<typeof ticketsCommentsList>

export const commentsKey = (ticket: string) => ['tickets', 'comments', ticket]

/** Why a call failed, in words: the server's own text (in the user's language), else the console's. */
export function failureText(error: unknown, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (isHttpError(error)) return serverMessage(error.data) ?? t(statusMessageKey(error.status, error.kind), { status: error.status })
  return error instanceof Error ? error.message : String(error)
}

export function TicketComments({ ticket, canWrite }: { ticket: string; canWrite: boolean }) {
  const { t } = useTranslation()
  const [body, setBody] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const comments = useQuery({
    queryKey: commentsKey(ticket),
    queryFn: async ({ signal }) =>
      normaliseList<Comment>(await request(ticketsCommentsList, { query: { ticket_id: ticket }, signal }, { silent: true })).results,
    retry: false,
  })
  const send = async () => {
    setSending(true)
    setError(null)
    try {
      await request(ticketsCommentsCreate, { query: { ticket_id: ticket }, body: { body: body.trim() } }, { silent: true })
      setBody('')
      await comments.refetch()
    } catch (e) {
      setError(
        isHttpError(e) && e.status === 403
          ? t('tickets.detailCommentForbidden')
          : t('tickets.detailCommentFailed', { reason: failureText(e, t) }),
      )
    } finally {
      setSending(false)
    }
  }
  return (
    <Stack spacing={1.5} data-testid="ticket-comments">
      {comments.isPending && <CircularProgress size={20} aria-label={t('common.Loading')} />}
      {comments.isError && (
        <Alert severity="warning">
          {isHttpError(comments.error) && comments.error.status === 403
            ? t('tickets.detailCommentForbidden')
            : failureText(comments.error, t)}
        </Alert>
      )}
      {comments.data?.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tickets.detailNoComments')}
        </Typography>
      )}
      {comments.data?.map((c) => (
        <Box key={c.id} component="article" data-testid="ticket-comment" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {c.user_display} · {formatDateTime(c.date_created)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {c.body}
          </Typography>
        </Box>
      ))}
      {canWrite ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('tickets.detailReply')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'ticket-comment-input', maxLength: 2000 } }}
          />
          <Button variant="contained" size="small" onClick={send} disabled={!body.trim() || sending} data-testid="ticket-comment-send">
            {t('tickets.detailSendReply')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tickets.detailCommentForbidden')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  )
}
