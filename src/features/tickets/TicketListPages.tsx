// The ticket list pages. The admin page (`/tickets/tickets`) has three views kept in `?tab=`: my tickets, those
// assigned to me (the header's link opens it with `status=open`: what waits for me) and, for super admins, the
// approval flows. The user page (`/tickets`) lists the user's own tickets. Both offer the request forms.
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { ListPage } from '../../components/list/ListPage'
import type { ResourceConfig } from '../../components/resource/types'
import { RequestTicketButtons } from './request/RequestButtons'
import { flowList, ticketList } from './ticketLists'

/** The views of the admin page, by their `?tab=` value. */
export const TICKET_TABS = { mine: 'mine', assigned: 'assigned', flows: 'flows' } as const

interface View {
  name: string
  labelKey: string
  config: ResourceConfig
}

export function AdminTicketListPage() {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [search, setSearch] = useSearchParams()
  const me = env.currentUserId ?? ''
  const views = useMemo<View[]>(
    () => [
      { name: TICKET_TABS.mine, labelKey: 'tickets.listMine', config: ticketList({ applicant: me }) },
      { name: TICKET_TABS.assigned, labelKey: 'tickets.listAssigned', config: ticketList({ assignees__id: me }) },
      // the server's flows are for super admins only
      ...(env.isSuperAdmin ? [{ name: TICKET_TABS.flows, labelKey: 'tickets.listFlows', config: flowList }] : []),
    ],
    [me, env.isSuperAdmin],
  )
  const current = views.find((v) => v.name === search.get('tab')) ?? views[0]
  const change = (tab: string) => {
    // a new view starts afresh; only the organisation of the address is kept
    const oid = search.get('oid')
    setSearch(oid ? { oid, tab } : { tab })
  }
  return (
    <PageFrame title={t('route.TicketList')} actions={<RequestTicketButtons />}>
      <Tabs
        value={current.name}
        onChange={(_, v: string) => change(v)}
        sx={{ mb: 2 }}
        variant="scrollable"
        aria-label={t('tickets.listViews')}
      >
        {views.map((v) => (
          <Tab key={v.name} value={v.name} label={t(v.labelKey)} data-testid={`tickets-tab-${v.name}`} />
        ))}
      </Tabs>
      {me && <ListPage key={current.name} config={current.config} />}
    </PageFrame>
  )
}

export function MyTicketListPage() {
  const { t } = useTranslation()
  const me = useConsoleEnv().currentUserId ?? ''
  const config = useMemo(() => ticketList({ applicant: me }), [me])
  return (
    <PageFrame title={t('route.MyTicketList')} actions={<RequestTicketButtons />}>
      {me && <ListPage config={config} />}
    </PageFrame>
  )
}
