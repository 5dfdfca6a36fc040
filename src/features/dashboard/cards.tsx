// The parts of the dashboard, one per group of figures (groups.ts), each in its own card with its own loading and
// error state (GroupCard). Counts are written in the console's language; names link to the filtered lists they
// summarise when the role may open them (links.ts), else they are plain text.
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { memo, useLayoutEffect, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ConsoleEnv } from '../../components/env/ConsoleEnv'
import type { Locale } from '../../config/constants'
import { formatDateTime, formatRecent } from '../../i18n/date'
import { resolveLocale } from '../../i18n/languages'
import { dayLabels, formatCount, parsePythonDate } from './format'
import { GroupCard, GroupError, ListSkeleton } from './GroupCard'
import { useGroup, type Period } from './groups'
import { CHART_HEIGHT, TrendChart } from '../../components/charts/TrendChart'

/** The console's language, as the page's texts render it. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return resolveLocale(i18n.resolvedLanguage ?? i18n.language)
}

/** What every card needs to ask for its own group: the window and the role. */
export interface GroupProps {
  days: Period
  env: Pick<ConsoleEnv, 'perms'>
}

/** A name that links to a list when there is a target, else plain text. */
function MaybeLink({ to, children, testId }: { to?: string; children: ReactNode; testId?: string }) {
  if (!to) return <span data-testid={testId}>{children}</span>
  return (
    <Link component={RouterLink} to={to} underline="hover" data-testid={testId}>
      {children}
    </Link>
  )
}

// ─── totals ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface TotalLinks {
  users?: string
  assets?: string
  online?: string
}

const TOTALS = [
  { key: 'total_count_users', labelKey: 'dashboard.UsersTotal', link: 'users' },
  { key: 'total_count_assets', labelKey: 'dashboard.AssetsTotal', link: 'assets' },
  { key: 'total_count_online_users', labelKey: 'dashboard.OnlineUsers', link: 'online' },
  { key: 'total_count_online_sessions', labelKey: 'dashboard.OnlineSessions', link: 'online' },
] as const

let firstFigureMarked = false

/**
 * The page's first figure is drawn: the mark the performance bench reads as the page's first data (once per page
 * load, before the browser paints it; docs/performance.md, "What the console must expose").
 */
function useFirstFigureMark(drawn: boolean): void {
  useLayoutEffect(() => {
    if (!drawn || firstFigureMarked) return
    firstFigureMarked = true
    performance.mark('bench:first-row')
  }, [drawn])
}

/** The four totals of now (not windowed): one group, four tiles. */
export const TotalsRow = memo(function TotalsRow({ days, env, links }: GroupProps & { links: TotalLinks }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useGroup('totals', days, env)
  useFirstFigureMark(query.data !== undefined)
  if (query.isError) return <GroupError testId="dash-totals-error" query={query} />
  return (
    <Box data-testid="dash-totals" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {TOTALS.map((item) => {
        const value = query.data?.[item.key]
        return (
          <Paper key={item.key} variant="outlined" data-testid={`dash-${item.key}`} sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              <MaybeLink to={links[item.link]}>{t(item.labelKey)}</MaybeLink>
            </Typography>
            {query.data === undefined ? (
              <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} data-testid="dash-totals-loading" />
            ) : (
              <Typography variant="h4" component="p" data-testid="dash-value">
                {formatCount(value ?? 0, locale)}
              </Typography>
            )}
          </Paper>
        )
      })}
    </Box>
  )
})

// ─── per-day chart ──────────────────────────────────────────────────────────────────────────────────────────

// the figures of the chart, for screen readers and for reading the exact numbers: a table kept off screen
const offScreen: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

const SERIES = [
  { id: 'sessions', key: 'dates_metrics_total_count_login', labelKey: 'dashboard.SeriesSessions' },
  { id: 'users', key: 'dates_metrics_total_count_active_users', labelKey: 'dashboard.SeriesUsers' },
  { id: 'assets', key: 'dates_metrics_total_count_active_assets', labelKey: 'dashboard.SeriesAssets' },
] as const

/** Sessions, active users and active assets of each day (whole calendar days, also before the window). */
export const TrendCard = memo(function TrendCard({ days: period, env, listLink }: GroupProps & { listLink?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useGroup('trend', period, env)
  const action = listLink ? (
    <Link component={RouterLink} to={listLink} underline="hover" variant="body2">
      {t('dashboard.ViewSessions')}
    </Link>
  ) : undefined
  return (
    <GroupCard
      id="dash-trend"
      title={t('dashboard.Trend')}
      action={action}
      query={query}
      skeleton={<Skeleton variant="rounded" height={CHART_HEIGHT} />}
    >
      {(data) => {
        const days = dayLabels(data.dates_metrics_date ?? [], locale, query.dataUpdatedAt)
        const series = SERIES.map((s) => ({ id: s.id, label: t(s.labelKey), data: data[s.key] ?? [] }))
        const format = (n: number) => formatCount(n, locale)
        return (
          <Box sx={{ position: 'relative' }}>
            <TrendChart days={days} series={series} format={format} />
            <table style={offScreen} data-testid="dash-trend-table" data-days={days.length}>
              <caption>{t('dashboard.Trend')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.Day')}</th>
                  {series.map((s) => (
                    <th key={s.id} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day, i) => (
                  <tr key={`${day}-${i}`}>
                    <th scope="row">{day}</th>
                    {series.map((s) => (
                      <td key={s.id}>{format(s.data[i] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        )
      }}
    </GroupCard>
  )
})

// ─── figures of the window ──────────────────────────────────────────────────────────────────────────────────

function Figure({ label, value, to, testId }: { label: string; value: string; to?: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="span">
        <MaybeLink to={to}>{value}</MaybeLink>
      </Typography>
    </Stack>
  )
}

/** The sessions of the window and the users who opened them. */
export const PeriodCard = memo(function PeriodCard({ days, env, listLink }: GroupProps & { listLink?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useGroup('period', days, env)
  return (
    <GroupCard id="dash-period" title={t('dashboard.PeriodTitle')} query={query} skeleton={<ListSkeleton rows={2} />}>
      {(data) => (
        <Stack spacing={0.5}>
          <Figure
            testId="dash-period-sessions"
            label={t('dashboard.PeriodSessions')}
            value={formatCount(data.dates_total_count_login_times ?? 0, locale)}
            to={listLink}
          />
          <Figure
            testId="dash-period-users"
            label={t('dashboard.PeriodUsers')}
            value={formatCount(data.dates_total_count_login_users ?? 0, locale)}
          />
        </Stack>
      )}
    </GroupCard>
  )
})

/**
 * Users (or assets) with a session in the window against those without one, and the disabled ones (the server
 * counts them apart: a disabled user is also among the inactive ones).
 */
export const ActivityCard = memo(function ActivityCard({ kind, days, env }: GroupProps & { kind: 'users' | 'assets' }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useGroup(kind === 'users' ? 'userActivity' : 'assetActivity', days, env)
  const id = kind === 'users' ? 'dash-user-activity' : 'dash-asset-activity'
  return (
    <GroupCard
      id={id}
      title={t(kind === 'users' ? 'dashboard.UserActivity' : 'dashboard.AssetActivity')}
      query={query}
      skeleton={<ListSkeleton rows={2} />}
    >
      {(data) => {
        const active = (kind === 'users' ? data.dates_total_count_active_users : data.dates_total_count_active_assets) ?? 0
        const inactive = (kind === 'users' ? data.dates_total_count_inactive_users : data.dates_total_count_inactive_assets) ?? 0
        const disabled = (kind === 'users' ? data.dates_total_count_disabled_users : data.dates_total_count_disabled_assets) ?? 0
        const total = active + inactive
        return (
          <Stack spacing={1}>
            <LinearProgress
              variant="determinate"
              value={total ? (active * 100) / total : 0}
              aria-label={t('dashboard.ActiveShare')}
              sx={{ height: 8, borderRadius: 1 }}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              {[
                ['active', 'dashboard.Active', active],
                ['inactive', 'dashboard.Inactive', inactive],
                ['disabled', 'dashboard.Disabled', disabled],
              ].map(([key, labelKey, value]) => (
                <Typography key={key as string} variant="body2" data-testid={`${id}-${key as string}`}>
                  {t(labelKey as string)}: <strong>{formatCount(value as number, locale)}</strong>
                </Typography>
              ))}
            </Stack>
          </Stack>
        )
      }}
    </GroupCard>
  )
})

// ─── top lists and latest sessions ──────────────────────────────────────────────────────────────────────────

/** When a session started: relative for the last days, the date and time in full on hover and below. */
function When({ value, locale, now }: { value: string | undefined; locale: Locale; now: number }) {
  const date = parsePythonDate(value)
  if (!date) return null
  const full = formatDateTime(date, locale)
  return (
    <Typography component="time" variant="caption" color="text.secondary" dateTime={date.toISOString()} title={full}>
      {formatRecent(date, locale, new Date(now), 30)}
    </Typography>
  )
}

interface TopRow {
  name: string
  total: number
  last?: string
}

/** The users (or assets) with the most sessions in the window, each linking to its sessions. */
export const TopCard = memo(function TopCard({
  kind,
  days,
  env,
  linkOf,
}: GroupProps & {
  kind: 'users' | 'assets'
  linkOf?: (name: string) => string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useGroup(kind === 'users' ? 'topUsers' : 'topAssets', days, env)
  const id = kind === 'users' ? 'dash-top-users' : 'dash-top-assets'
  return (
    <GroupCard id={id} title={t(kind === 'users' ? 'dashboard.TopUsers' : 'dashboard.TopAssets')} query={query} skeleton={<ListSkeleton />}>
      {(data) => {
        const rows: TopRow[] =
          kind === 'users'
            ? (data.dates_login_times_top10_users ?? []).map((u) => ({ name: u.user, total: u.total, last: u.last }))
            : (data.dates_login_times_top10_assets ?? []).map((a) => ({ name: a.asset, total: a.total, last: a.last }))
        if (!rows.length) return <Typography color="text.secondary">{t('dashboard.NoSessions')}</Typography>
        const max = Math.max(...rows.map((r) => r.total), 1)
        // relative to when the figures were computed (the answer's time)
        const now = query.dataUpdatedAt
        return (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row, i) => (
              <Box component="li" key={`${row.name}-${i}`} data-testid={`${id}-row`} sx={{ py: 0.75 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                      {formatCount(i + 1, locale)}
                    </Box>
                    <MaybeLink to={linkOf?.(row.name)} testId={`${id}-name`}>
                      {row.name}
                    </MaybeLink>
                  </Typography>
                  <Typography variant="body2" data-testid={`${id}-total`} sx={{ whiteSpace: 'nowrap' }}>
                    {t('dashboard.SessionsCount', { count: row.total, n: formatCount(row.total, locale) })}
                  </Typography>
                </Stack>
                {/* the count is written above: the bar only draws it */}
                <LinearProgress
                  variant="determinate"
                  value={(row.total * 100) / max}
                  aria-hidden
                  sx={{ my: 0.5, height: 4, borderRadius: 1 }}
                />
                {row.last ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('dashboard.LastSession')} <When value={row.last} locale={locale} now={now} />
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        )
      }}
    </GroupCard>
  )
})

/** The ten latest sessions of the window: who, on what, still open or not, and when. */
export const LatestSessionsCard = memo(function LatestSessionsCard({
  days,
  env,
  userLink,
  assetLink,
}: GroupProps & {
  userLink?: (user: string, online?: boolean) => string
  assetLink?: (asset: string, online?: boolean) => string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useGroup('latestSessions', days, env)
  return (
    <GroupCard id="dash-latest" title={t('dashboard.LatestSessions')} query={query} skeleton={<ListSkeleton />}>
      {(data) => {
        const rows = data.dates_login_record_top10_sessions ?? []
        if (!rows.length) return <Typography color="text.secondary">{t('dashboard.NoSessions')}</Typography>
        // relative to when the figures were computed (the answer's time)
        const now = query.dataUpdatedAt
        return (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((s, i) => (
              <Box component="li" key={`${s.date_start}-${i}`} data-testid="dash-latest-row" sx={{ py: 0.75 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    <MaybeLink to={userLink?.(s.user, !s.is_finished)} testId="dash-latest-user">
                      {s.user}
                    </MaybeLink>
                    <Box component="span" sx={{ color: 'text.secondary', mx: 0.5 }}>
                      {t('dashboard.On')}
                    </Box>
                    <MaybeLink to={assetLink?.(s.asset, !s.is_finished)} testId="dash-latest-asset">
                      {s.asset}
                    </MaybeLink>
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={s.is_finished ? 'default' : 'success'}
                    label={t(s.is_finished ? 'terminal.finished' : 'terminal.online')}
                  />
                </Stack>
                <When value={s.date_start} locale={locale} now={now} />
              </Box>
            ))}
          </Box>
        )
      }}
    </GroupCard>
  )
})
