// The sessions page (/terminal/sessions, SESS-01 / ROUTE-TERM-01): the online sessions and the history of finished
// ones as two tabs, the open one kept in the address (`?tab=online|history`).
import type { ResourceConfig } from '../../components/resource/types'
import { ListTabs } from '../ListTabs'
import sessions, { onlineSessions } from './sessions'

export { sessions }

export default function SessionsPage({ config }: { config: ResourceConfig }) {
  return (
    <ListTabs
      titleKey="route.SessionList"
      ariaLabelKey="sessions.views"
      tabs={[
        { name: 'online', labelKey: 'route.SessionOnline', config: onlineSessions, testId: 'sessions-online' },
        { name: 'history', labelKey: 'route.SessionOffline', config, testId: 'sessions-offline' },
      ]}
    />
  )
}
