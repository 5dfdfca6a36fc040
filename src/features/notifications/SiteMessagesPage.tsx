// The signed-in user's site messages (ROUTE-UA-06, G-13; MSG-07): every message with its subject, sender, date
// and whether it was read, filtered to unread or read ones (kept in the address). A message opens in a dialog
// with its whole body (server HTML, sanitised) and is marked read; the ticked messages, or all unread ones, can be
// marked read at once. Each message marked read lowers the header's count (MSG-05).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import { reasonOf, toast } from '../../components/feedback'
import type { ColumnSpec, Row } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'
import type { TableController } from '../../components/table/useTable'
import { SITE_MESSAGE_PAGE_SIZE } from '../../config/constants'
import { notificationsSiteMessageList } from '../../generated/operations/notifications'
import { urlOf } from '../../http/operation'
import { currentLocale } from '../../i18n'
import { formatDateTime } from '../../i18n/date'
import { fetchAllUnreadSiteMessageIds, markSiteMessagesRead } from '../../session/api'

const SafeHtml = lazy(() => import('../../components/common/SafeHtml'))

export const SITE_MESSAGES_URL = urlOf(notificationsSiteMessageList)
const SHOWN = ['all', 'unread', 'read'] as const
type Shown = (typeof SHOWN)[number]

/** The `has_read` filter of a choice of the page (none for all messages). */
export function hasReadFilter(shown: Shown): Record<string, string> {
  return shown === 'all' ? {} : { has_read: shown === 'read' ? 'true' : 'false' }
}

/** The ids among these messages that are still unread (only those are sent, and each lowers the count). */
export function unreadIds(rows: Iterable<Row>): string[] {
  return [...rows].filter((r) => r.has_read !== true).map((r) => String(r.id))
}

export default function SiteMessagesPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const shown: Shown = SHOWN.find((s) => s === params.get('shown')) ?? 'all'
  const [open, setOpen] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const locale = currentLocale()

  const read = async (ids: string[], table: TableController) => {
    if (ids.length === 0) return
    setBusy(true)
    try {
      await markSiteMessagesRead(ids, { silent: true })
      toast(t('siteMessages.markedRead', { count: ids.length }))
      table.clearSelection()
      await table.refresh()
    } catch (error) {
      toast(`${t('common.updateErrorMsg')}: ${reasonOf(error)}`, 'error')
    } finally {
      setBusy(false)
    }
  }

  const columns = useMemo<ColumnSpec[]>(
    () => [
      {
        field: 'subject',
        labelKey: 'siteMessages.subject',
        minWidth: 240,
        render: (row) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => setOpen(row)}
            sx={{ fontWeight: row.has_read ? 400 : 600, textAlign: 'left' }}
          >
            {String(row.subject ?? '')}
          </Link>
        ),
      },
      {
        field: 'sender',
        labelKey: 'siteMessages.sender',
        width: 180,
        value: (row) => (row.sender ? String(row.sender) : t('siteMessages.system')),
      },
      { field: 'has_read', labelKey: 'siteMessages.hasRead', kind: 'boolean', width: 100 },
      {
        field: 'date_created',
        labelKey: 'siteMessages.date',
        width: 190,
        value: (row) => formatDateTime(row.date_created as string, locale),
      },
    ],
    [t, locale, setOpen],
  )

  return (
    <PageFrame>
      <DataTable
        url={SITE_MESSAGES_URL}
        metaUrl={false}
        tableKey={`SiteMessages-${shown}`}
        columns={columns}
        extra={hasReadFilter(shown)}
        sizes={[15, 30, 50, 100]}
        defaultSize={SITE_MESSAGE_PAGE_SIZE}
        selection="multiple"
        ariaLabel={t('route.SiteMessageList')}
        toolbar={(table) => {
          const ticked = unreadIds(table.selection.rows.values())
          return (
            <>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={shown}
                aria-label={t('siteMessages.show')}
                onChange={(_e, value: Shown | null) => {
                  if (!value) return
                  const next = new URLSearchParams(params)
                  if (value === 'all') next.delete('shown')
                  else next.set('shown', value)
                  setParams(next)
                }}
              >
                {SHOWN.map((s) => (
                  <ToggleButton key={s} value={s}>
                    {t(`siteMessages.shown_${s}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Button variant="outlined" disabled={busy || ticked.length === 0} onClick={() => void read(ticked, table)}>
                {t('siteMessages.markSelected', { count: ticked.length })}
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void fetchAllUnreadSiteMessageIds({ silent: true })
                    .then((ids) => (ids.length ? read(ids, table) : toast(t('siteMessages.noneUnread'))))
                    .catch((error: unknown) => toast(`${t('common.getErrorMsg')}: ${reasonOf(error)}`, 'error'))
                }
              >
                {t('siteMessages.markAll')}
              </Button>
              <MessageDialog
                row={open}
                locale={locale}
                onClose={() => setOpen(null)}
                onShown={(row) => void read(unreadIds([row]), table)}
              />
            </>
          )
        }}
      />
    </PageFrame>
  )
}

function MessageDialog({
  row,
  locale,
  onClose,
  onShown,
}: {
  row: Row | null
  locale: ReturnType<typeof currentLocale>
  onClose(): void
  onShown(row: Row): void
}) {
  const { t } = useTranslation()
  // opening an unread message reads it
  useEffect(() => {
    if (row && row.has_read !== true) onShown(row)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message opened, not per render of the page
  }, [row])
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{String(row?.subject ?? '')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="site-message-meta">
          {`${row?.sender ? String(row.sender) : t('siteMessages.system')} · ${formatDateTime(row?.date_created as string, locale)}`}
        </Typography>
        <Box sx={{ wordBreak: 'break-word' }}>
          <Suspense fallback={null}>{row?.message ? <SafeHtml html={String(row.message)} /> : null}</Suspense>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.Close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
