// A task version (/ops/adhoc/{id}): what it runs, on which hosts and as whom, with its runs.
import { defineResource, tableTab } from '../../components/resource/define'
import { opsAdhocExecutionsList, opsAdhocList, opsAdhocRetrieve } from '../../generated/operations/ops'
import { idOf } from '../shared'
import { runColumns } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Adhoc,
  { list: opsAdhocList, retrieve: opsAdhocRetrieve },
  {
    detail: {
      titleField: 'short_id',
      canUpdate: () => false,
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'short_id',
            'pattern',
            'options',
            'run_as',
            'become_display',
            'run_as_admin',
            { field: 'tasks', labelKey: 'ops.playbook', value: (o) => JSON.stringify(o.tasks ?? []) },
            { field: 'hosts', labelKey: 'ops.hostsAmount', value: (o) => (Array.isArray(o.hosts) ? o.hosts.length : 0) },
            'date_created',
          ],
        },
        tableTab(opsAdhocExecutionsList, {
          name: 'runs',
          titleKey: 'ops.history',
          query: (o) => ({ adhoc: idOf(o) }),
          columns: runColumns,
        }),
      ],
    },
  },
)
