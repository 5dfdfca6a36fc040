// Gathering tasks (/accounts/gathered-user/tasks, admin + licence): which nodes' assets are searched for local
// accounts and when; run on demand, with the runs on the detail.
import { defineResource, pickFrom, tableTab } from '../../components/resource/define'
import { assetsNodesList } from '../../generated/operations/assets'
import {
  xpackGatheredUserTaskExecutionsCreate,
  xpackGatheredUserTaskExecutionsList,
  xpackGatheredUserTasksCreate,
  xpackGatheredUserTasksList,
  xpackGatheredUserTasksRetrieve,
  xpackGatheredUserTasksUpdate,
} from '../../generated/operations/xpack'
import { request } from '../../http/operation'
import { idOf, nodeLabel } from '../shared'
import { PERIODIC_DISPLAY, PERIODIC_FIELDS, periodicInitial, periodicOverrides } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.GatherUserTask,
  {
    list: xpackGatheredUserTasksList,
    retrieve: xpackGatheredUserTasksRetrieve,
    create: xpackGatheredUserTasksCreate,
    update: xpackGatheredUserTasksUpdate,
  },
  {
    list: {
      columns: ['name', PERIODIC_DISPLAY, 'executed_times', 'comment', 'created_by', 'date_created'],
      columnsShow: { min: ['name'] },
      import: false,
      // the contract has no bulk delete of these lists (the platform's console offers none): rows are deleted one by one
      bulkDelete: false,
      rowActions: {
        extras: [
          {
            name: 'run',
            labelKey: 'xpack.runNow',
            order: 5,
            confirmKey: 'xpack.runConfirm',
            run: async ({ row, notify }) => {
              await request(xpackGatheredUserTaskExecutionsCreate, { body: { task: idOf(row) } })
              notify('xpack.runStarted')
            },
          },
        ],
      },
    },
    form: {
      layout: [
        ['xpack.basic', ['name', 'nodes']],
        ['xpack.schedule', [...PERIODIC_FIELDS]],
        ['xpack.other', ['comment']],
      ],
      overrides: { ...periodicOverrides, nodes: pickFrom(assetsNodesList, { multiple: true, optionLabel: nodeLabel }) },
      initial: () => ({ ...periodicInitial(), nodes: [] }),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: ['name', PERIODIC_DISPLAY, 'executed_times', 'created_by', 'date_created', 'date_updated', 'comment'],
        },
        tableTab(xpackGatheredUserTaskExecutionsList, {
          name: 'executions',
          titleKey: 'xpack.plan.executions',
          query: (o) => ({ task: idOf(o) }),
          columns: ['date_start', 'timedelta', { field: 'success', kind: 'boolean' }],
        }),
      ],
    },
  },
)
