// A task version (/ops/adhoc/{id}): what it runs, on which hosts and as whom, with its runs.
import type { ResourceConfig } from '../../components/resource/types'
import { ADHOCS_URL, EXECUTIONS_URL, idOf, runColumns } from './shared'

const adhocs: ResourceConfig = {
  name: 'Adhoc',
  path: '/ops/adhoc',
  url: ADHOCS_URL,
  screens: ['detail'],
  detail: {
    titleField: 'short_id',
    canUpdate: () => false,
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: [
          'short_id', 'pattern', 'options', 'run_as', 'become_display', 'run_as_admin',
          { field: 'tasks', labelKey: 'ops.playbook', value: (o) => JSON.stringify(o.tasks ?? []) },
          { field: 'hosts', labelKey: 'ops.hostsAmount', value: (o) => (Array.isArray(o.hosts) ? o.hosts.length : 0) }, 'date_created',
        ],
      },
      { name: 'runs', titleKey: 'ops.history', kind: 'table', url: (o) => `${EXECUTIONS_URL}?adhoc=${idOf(o)}`, columns: runColumns },
    ],
  },
}

export default adhocs
