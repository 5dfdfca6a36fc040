// A task run (/ops/executions/{id}): when and how long it ran, its host counts and what each host answered.
import { defineResource } from '../../components/resource/define'
import { opsAdhocExecutionsList, opsAdhocExecutionsRetrieve } from '../../generated/operations/ops'
import { statText } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.HistoryExecution,
  { list: opsAdhocExecutionsList, retrieve: opsAdhocExecutionsRetrieve },
  {
    detail: {
      titleField: 'short_id',
      canUpdate: () => false,
      canDelete: () => false,
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'task_display',
            'adhoc_short_id',
            'hosts_amount',
            { field: 'stat', labelKey: 'ops.stat', value: (o) => statText(o.stat) },
            'is_finished',
            'is_success',
            'timedelta',
            'date_start',
            'date_finished',
            { field: 'summary', labelKey: 'ops.summary', kind: 'json' },
            { field: 'result', labelKey: 'ops.result', kind: 'json' },
          ],
        },
      ],
    },
  },
)
