// The gathered users page (/accounts/gathered-user): the accounts found and the gathering tasks as tabs.
import type { ResourceConfig } from '../../components/resource/types'
import { ListTabs } from '../ListTabs'
import gatherUserTasks from './gatherUserTasks'

export default function GatheredUserPage({ config }: { config: ResourceConfig }) {
  return (
    <ListTabs
      titleKey="route.GatheredUserList"
      tabs={[
        { name: 'users', labelKey: 'route.GatheredUserList', config },
        { name: 'tasks', labelKey: 'route.GatherUserTaskList', config: gatherUserTasks },
      ]}
    />
  )
}
