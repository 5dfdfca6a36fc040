// What a ticket asks for, by its type (the `meta` of the detail): the assets, applications and system users of a
// request by the names the server gives beside their ids, the actions in words, the validity dates; the sign-in,
// the asset sign-in and the command a confirmation is about.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { formatDateTime } from '../../components/data/dates'
import { actionKey, utcMetaDate, type Ticket } from './ticketState'

type Meta = Record<string, unknown>

/** One `label: value` line of a description list. */
export function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={testId}>
        {children ?? '—'}
      </Typography>
    </Box>
  )
}

export function Items({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {children}
    </Box>
  )
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** Names the server gives (`<field>_display`), else the ids. */
function names(meta: Meta, field: string): string {
  const shown = list(meta[`${field}_display`])
  return (shown.length ? shown : list(meta[field])).join(', ')
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value))

export function TicketMeta({ ticket, area }: { ticket: Pick<Ticket, 'type' | 'meta'>; area: 'admin' | 'user' }) {
  const { t } = useTranslation()
  const meta = (ticket.meta ?? {}) as Meta
  const label = (field: string) => t(`tickets.meta.${field}`)
  const date = (field: string) => text(meta[field]) && formatDateTime(meta[field])
  switch (ticket.type) {
    case 'apply_asset':
      return (
        <Items label={t('tickets.detailMeta')}>
          <Item label={label('apply_permission_name')}>{text(meta.apply_permission_name)}</Item>
          <Item label={label('apply_assets')} testId="ticket-meta-assets">
            {names(meta, 'apply_assets')}
          </Item>
          <Item label={label('apply_system_users')} testId="ticket-meta-system-users">
            {names(meta, 'apply_system_users')}
          </Item>
          <Item label={label('apply_actions')} testId="ticket-meta-actions">
            {list(meta.apply_actions)
              .map((a) => t(actionKey(a)))
              .join(', ')}
          </Item>
          <Item label={label('apply_date_start')}>{date('apply_date_start')}</Item>
          <Item label={label('apply_date_expired')}>{date('apply_date_expired')}</Item>
        </Items>
      )
    case 'apply_application':
      return (
        <Items label={t('tickets.detailMeta')}>
          <Item label={label('apply_permission_name')}>{text(meta.apply_permission_name)}</Item>
          <Item label={label('apply_category')}>{text(meta.apply_category_display ?? meta.apply_category)}</Item>
          <Item label={label('apply_type')}>{text(meta.apply_type_display ?? meta.apply_type)}</Item>
          <Item label={label('apply_applications')} testId="ticket-meta-applications">
            {names(meta, 'apply_applications')}
          </Item>
          <Item label={label('apply_system_users')} testId="ticket-meta-system-users">
            {names(meta, 'apply_system_users')}
          </Item>
          <Item label={label('apply_date_start')}>{date('apply_date_start')}</Item>
          <Item label={label('apply_date_expired')}>{date('apply_date_expired')}</Item>
        </Items>
      )
    case 'login_confirm': {
      const at = utcMetaDate(meta.apply_login_datetime)
      return (
        <Items label={t('tickets.detailMeta')}>
          <Item label={label('apply_login_ip')}>{text(meta.apply_login_ip)}</Item>
          <Item label={label('apply_login_city')}>{text(meta.apply_login_city)}</Item>
          <Item label={label('apply_login_datetime')} testId="ticket-meta-login-datetime">
            {at && formatDateTime(at)}
          </Item>
        </Items>
      )
    }
    case 'login_asset_confirm':
      return (
        <Items label={t('tickets.detailMeta')}>
          <Item label={label('apply_login_user')}>{text(meta.apply_login_user)}</Item>
          <Item label={label('apply_login_asset')}>{text(meta.apply_login_asset)}</Item>
          <Item label={label('apply_login_system_user')}>{text(meta.apply_login_system_user)}</Item>
        </Items>
      )
    case 'command_confirm': {
      const session = text(meta.apply_from_session_id)
      const filter = text(meta.apply_from_cmd_filter_id)
      // the session and the command filter have pages in the admin page only
      const link = (to: string, value: string) =>
        area === 'admin' ? (
          <Link component={RouterLink} to={to} underline="hover">
            {value}
          </Link>
        ) : (
          value
        )
      return (
        <Items label={t('tickets.detailMeta')}>
          <Item label={label('apply_run_user')}>{text(meta.apply_run_user)}</Item>
          <Item label={label('apply_run_asset')}>{text(meta.apply_run_asset)}</Item>
          <Item label={label('apply_run_system_user')}>{text(meta.apply_run_system_user)}</Item>
          <Item label={label('apply_run_command')}>
            {text(meta.apply_run_command) && (
              <Box component="code" data-testid="ticket-meta-command">
                {String(meta.apply_run_command)}
              </Box>
            )}
          </Item>
          <Item label={label('apply_from_session_id')} testId="ticket-meta-session">
            {session && link(`/terminal/sessions/${encodeURIComponent(session)}`, session)}
          </Item>
          <Item label={label('apply_from_cmd_filter_id')}>
            {filter && link(`/assets/cmd-filters/${encodeURIComponent(filter)}`, filter)}
          </Item>
          <Item label={label('apply_from_cmd_filter_rule_id')}>{text(meta.apply_from_cmd_filter_rule_id)}</Item>
        </Items>
      )
    }
    default:
      return (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tickets.detailNoMeta')}
        </Typography>
      )
  }
}
