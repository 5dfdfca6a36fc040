// The dashboard (ROUTE-DASH-01): the landing page of admins, org admins and auditors. The totals of now; then, over
// the last 7 or 30 days (the choice is kept in the address, `?days=30`): sessions per day, the sessions and users of
// the period, how many users and assets were active, the users and assets with the most sessions, and the latest
// sessions. Every part asks for its own group of figures (groups.ts) and shows its own loading and error state.
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { ActivityCard, LatestSessionsCard, PeriodCard, TopCard, TotalsRow, TrendCard } from './cards'
import { PERIODS, periodOf, useGroup, type Period } from './groups'
import { dashboardLinks } from './links'

export default function DashboardPage() {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [params, setParams] = useSearchParams()
  const days = periodOf(params)

  const totals = useGroup('totals', days, env)
  const trend = useGroup('trend', days, env)
  const period = useGroup('period', days, env)
  const userActivity = useGroup('userActivity', days, env)
  const assetActivity = useGroup('assetActivity', days, env)
  const topUsers = useGroup('topUsers', days, env)
  const topAssets = useGroup('topAssets', days, env)
  const latest = useGroup('latestSessions', days, env)

  // the windowed links end when the figures were computed (the first answer of the period), else when the page opened
  const [openedAt] = useState(() => Date.now())
  const answeredAt = trend.dataUpdatedAt || period.dataUpdatedAt || topUsers.dataUpdatedAt || openedAt
  const links = useMemo(() => dashboardLinks(env, days, answeredAt), [env, days, answeredAt])

  const choose = (next: Period | null) => {
    if (!next || next === days) return
    const copy = new URLSearchParams(params)
    if (next === 7) copy.delete('days')
    else copy.set('days', String(next))
    setParams(copy, { replace: true })
  }

  const toggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={days}
      onChange={(_, next: Period | null) => choose(next)}
      aria-label={t('dashboard.PeriodChoice')}
    >
      {PERIODS.map((p) => (
        <ToggleButton key={p} value={p} data-testid={`dash-period-${p}`}>
          {t('dashboard.LastDays', { n: p })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )

  return (
    <PageFrame actions={toggle}>
      <Box data-testid="dashboard" data-days={days} sx={{ display: 'grid', gap: 2 }}>
        <TotalsRow query={totals} links={links} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <TrendCard query={trend} listLink={links.period} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <PeriodCard query={period} listLink={links.period} />
            <ActivityCard kind="users" query={userActivity} />
            <ActivityCard kind="assets" query={assetActivity} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
          <TopCard kind="users" query={topUsers} linkOf={links.userSessions} />
          <TopCard kind="assets" query={topAssets} linkOf={links.assetSessions} />
          <LatestSessionsCard query={latest} userLink={links.userSessions} assetLink={links.assetSessions} />
        </Box>
      </Box>
    </PageFrame>
  )
}
