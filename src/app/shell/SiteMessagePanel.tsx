// MSG-04/05/07: the unread site messages, loaded when the panel opens, each with its subject, message and date;
// reading one marks it read, removes it from the list and lowers the header's count. The message is HTML written
// by the server (its links use the old hash form `/ui/#/tickets/tickets/{id}`): it is sanitised before it is
// shown. One of the shell's extras (loaded after the first screen).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { SITE_MESSAGE_ABSOLUTE_DATE_AFTER_DAYS } from '../../config/constants'
import type { Paginated } from '../../http/list'
import { currentLocale } from '../../i18n'
import { formatRecent } from '../../i18n/date'
import { fetchUnreadSiteMessages, markSiteMessagesRead } from '../../session/api'
import type { SiteMessage } from '../../session/types'

export const unreadMessagesKey = ['shell', 'site-messages', 'unread'] as const

export interface SiteMessagePanelProps {
  anchor: HTMLElement | null
  open: boolean
  onClose(): void
  /** The count the socket last reported, shown until the list has loaded. */
  count: number
  /** The site-message list page, when the role has it. */
  listPath: string | undefined
  now: () => Date
}

// the sanitiser loads when a message is shown, not with the shell's extras
const SafeHtml = lazy(() => import('../../components/common/SafeHtml'))

/** Two lines of the message at most; the list page shows it whole. */
const messageSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-word',
  '& p': { m: 0 },
} as const

export function SiteMessagePanel({ anchor, open, onClose, count, listPath, now }: SiteMessagePanelProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const unread = useQuery({
    queryKey: unreadMessagesKey,
    queryFn: ({ signal }) => fetchUnreadSiteMessages(undefined, signal),
    enabled: open,
  })
  const markRead = useMutation({
    mutationFn: (message: SiteMessage) => markSiteMessagesRead([message.id]),
    onSuccess: (_data, message) => {
      queryClient.setQueryData<Paginated<SiteMessage>>(unreadMessagesKey, (old) =>
        old ? { ...old, count: Math.max(0, old.count - 1), results: old.results.filter((m) => m.id !== message.id) } : old,
      )
    },
  })
  const messages = unread.data?.results ?? []
  const locale = currentLocale()
  return (
    <Popover
      open={open && anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ width: 340, maxHeight: 420, display: 'flex', flexDirection: 'column' }} data-testid="site-messages-panel">
        <Typography variant="subtitle2" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {t('shell.UnreadMessages', { count: unread.data?.count ?? count })}
        </Typography>
        <List dense sx={{ overflowY: 'auto', flex: 1 }}>
          {unread.isPending ? (
            <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
              {t('common.Loading')}
            </Typography>
          ) : messages.length === 0 ? (
            <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
              {t('shell.NoUnreadMessages')}
            </Typography>
          ) : (
            messages.map((m) => (
              <ListItemButton
                key={m.id}
                data-testid="site-message"
                onClick={(event) => {
                  markRead.mutate(m)
                  // a link of the message leads elsewhere: the panel makes way for it
                  if (event.target instanceof Element && event.target.closest('a')) onClose()
                }}
                disabled={markRead.isPending}
                title={t('shell.MarkAsRead')}
              >
                <ListItemText
                  primary={m.subject}
                  secondary={
                    <>
                      {m.message ? (
                        <Suspense fallback={null}>
                          <SafeHtml html={m.message} sx={messageSx} />
                        </Suspense>
                      ) : null}
                      <Box component="span" data-testid="site-message-date">
                        {formatRecent(m.date_created, locale, now(), SITE_MESSAGE_ABSOLUTE_DATE_AFTER_DAYS)}
                      </Box>
                    </>
                  }
                  slotProps={{ primary: { noWrap: true }, secondary: { component: 'div' } }}
                />
              </ListItemButton>
            ))
          )}
        </List>
        {listPath ? (
          <Button component={RouterLink} to={listPath} onClick={onClose} sx={{ borderTop: 1, borderColor: 'divider', borderRadius: 0 }}>
            {t('shell.AllMessages')}
          </Button>
        ) : null}
      </Box>
    </Popover>
  )
}
