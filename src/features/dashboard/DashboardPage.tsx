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
import { PERIODS, periodOf, useGroupAnsweredAt, type Period } from './groups'
import { dashboardLinks } from './links'

export default function DashboardPage() {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [params, setParams] = useSearchParams()
  const days = periodOf(params)

  // Each card asks for its own group (an answer draws only its card); the page follows only when the windowed
  // figures were computed: the windowed links end then (the first answer of the period), else when the page opened.
  const trendAt = useGroupAnsweredAt('trend', days, env)
  const periodAt = useGroupAnsweredAt('period', days, env)
  const topUsersAt = useGroupAnsweredAt('topUsers', days, env)
  const [openedAt] = useState(() => Date.now())
  const answeredAt = trendAt || periodAt || topUsersAt || openedAt
  const links = useMemo(() => dashboardLinks(env, days, answeredAt), [env, days, answeredAt])
  // the totals' links do not depend on the window: the same object while they are the same
  const { users, assets, online } = links
  const totalLinks = useMemo(() => ({ users, assets, online }), [users, assets, online])

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
        <TotalsRow days={days} env={env} links={totalLinks} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <TrendCard days={days} env={env} listLink={links.period} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <PeriodCard days={days} env={env} listLink={links.period} />
            <ActivityCard kind="users" days={days} env={env} />
            <ActivityCard kind="assets" days={days} env={env} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
          <TopCard kind="users" days={days} env={env} linkOf={links.userSessions} />
          <TopCard kind="assets" days={days} env={env} linkOf={links.assetSessions} />
          <LatestSessionsCard days={days} env={env} userLink={links.userSessions} assetLink={links.assetSessions} />
        </Box>
      </Box>
    </PageFrame>
  )
}
