// Gathering tasks (/accounts/gathered-user/tasks, admin + licence): which nodes' assets are searched for local
// accounts and when; run on demand, with the runs on the detail.
import type { ResourceConfig } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { GATHER_EXECUTIONS_URL, GATHER_TASKS_URL, idOf, NODES_URL, nodeLabel, PERIODIC_FIELDS, periodicInitial, periodicOverrides } from './shared'

const gatherTasks: ResourceConfig = {
  name: 'GatherUserTask',
  path: '/accounts/gathered-user/tasks',
  url: GATHER_TASKS_URL,
  list: {
    columns: ['name', 'periodic_display', 'executed_times', 'comment', 'created_by', 'date_created'],
    columnsShow: { min: ['name'] },
    import: false,
    rowActions: {
      extras: [{ name: 'run', labelKey: 'xpack.runNow', order: 5, confirmKey: 'xpack.runConfirm', run: async ({ row, notify }) => {
        await httpRequest({ url: GATHER_EXECUTIONS_URL, method: 'POST', data: { task: idOf(row) } })
        notify('xpack.runStarted')
      } }],
    },
  },
  form: {
    layout: [['xpack.basic', ['name', 'nodes']], ['xpack.schedule', [...PERIODIC_FIELDS]], ['xpack.other', ['comment']]],
    overrides: { ...periodicOverrides, nodes: { widget: 'relation', multiple: true, url: NODES_URL, optionLabel: nodeLabel } },
    initial: () => ({ ...periodicInitial(), nodes: [] }),
  },
  detail: {
    tabs: [
      { name: 'info', titleKey: 'detail.basicInfo', kind: 'info', items: ['name', 'periodic_display', 'executed_times', 'created_by', 'date_created', 'date_updated', 'comment'] },
      {
        name: 'executions',
        titleKey: 'xpack.plan.executions',
        kind: 'table',
        url: (o) => `${GATHER_EXECUTIONS_URL}?task=${idOf(o)}`,
        columns: ['date_start', 'timedelta', { field: 'success', kind: 'boolean' }],
      },
    ],
  },
}

export default gatherTasks
