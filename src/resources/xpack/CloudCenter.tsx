// The cloud centre (/xpack/cloud): cloud accounts and sync tasks as tabs; the sync history is on each sync
// task's detail (G-02).
import { ListTabs } from '../ListTabs'
import cloudAccounts from './cloudAccounts'
import syncInstanceTasks from './syncInstanceTasks'

export default function CloudCenter() {
  return (
    <ListTabs
      titleKey="route.CloudCenter"
      tabs={[
        { name: 'accounts', labelKey: 'route.CloudAccountList', config: cloudAccounts },
        { name: 'syncTasks', labelKey: 'route.SyncInstanceTaskList', config: syncInstanceTasks },
      ]}
    />
  )
}
