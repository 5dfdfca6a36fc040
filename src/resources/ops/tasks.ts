// Tasks (/ops/tasks, admin): the platform's background jobs (connectivity tests, pushes …) with their latest run;
// run one again, and see its versions and runs on the detail.
import { openTaskLogWindow, taskLogAction } from '../../components/detail/TaskLogDialog'
import { defineResource, tableTab } from '../../components/resource/define'
import { opsAdhocExecutionsList, opsAdhocList, opsTasksList, opsTasksRetrieve, opsTasksRun } from '../../generated/operations/ops'
import { request, type RowOf } from '../../http/operation'
import { idOf } from '../shared'
import { runColumns } from './shared'
import { RESOURCES } from '../identities'

/** The task's latest run (none before its first). */
const latest = (o: Pick<RowOf<typeof opsTasksList>, 'latest_execution'>) => o.latest_execution ?? undefined

const ops = { list: opsTasksList, retrieve: opsTasksRetrieve }
/** Cells of the task's own: its latest run's outcome, start and duration. */
type LatestRun = 'latest_success' | 'latest_date' | 'latest_timedelta'

export default defineResource<typeof RESOURCES.Task, typeof ops, LatestRun>(RESOURCES.Task, ops, {
  list: {
    columns: [
      { field: 'name', labelKey: 'ops.taskName' },
      // runs that succeeded / all runs
      {
        field: 'summary',
        labelKey: 'ops.runs',
        value: (r) => `${String(r.summary.success ?? 0)}/${String(r.summary.total ?? 0)}`,
        sortable: false,
      },
      { field: 'latest_success', labelKey: 'ops.latestSuccess', kind: 'boolean', value: (r) => latest(r)?.is_success, sortable: false },
      { field: 'latest_date', labelKey: 'ops.latestRun', kind: 'datetime', value: (r) => latest(r)?.date_start ?? '', sortable: false },
      { field: 'latest_timedelta', labelKey: 'ops.latestTimedelta', value: (r) => latest(r)?.timedelta ?? '', sortable: false },
      { field: 'date_created', labelKey: 'ops.dateCreated', kind: 'datetime' },
      { field: 'comment', labelKey: 'ops.comment' },
    ],
    columnsShow: { min: ['name'] },
    create: false,
    import: false,
    rowActions: {
      extras: [
        {
          name: 'run',
          labelKey: 'ops.runAgain',
          order: 5,
          // the run answers the id of the job it started: its log opens at once and follows the run live
          run: async ({ row, notify, reload }) => {
            const { task } = await request(opsTasksRun, { path: { id: idOf(row) } })
            notify('ops.runStartedLog')
            openTaskLogWindow(task)
            reload()
          },
        },
      ],
    },
  },
  detail: {
    canUpdate: () => false,
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: [
          'name',
          'is_periodic',
          'interval',
          'crontab',
          { field: 'latest_run', labelKey: 'ops.latestRun', kind: 'datetime', value: (o) => latest(o)?.date_start ?? '' },
          'date_created',
          'date_updated',
          'comment',
        ],
      },
      tableTab(opsAdhocList, {
        name: 'versions',
        titleKey: 'ops.versions',
        query: (o) => ({ task: idOf(o) }),
        columns: [
          { field: 'short_id', labelKey: 'ops.version', link: { route: 'AdhocDetail', params: (r) => ({ id: idOf(r) }) }, sortable: false },
          'pattern',
          'run_as_admin',
          'date_created',
        ],
      }),
      tableTab(opsAdhocExecutionsList, {
        name: 'runs',
        titleKey: 'ops.history',
        query: (o) => ({ task: idOf(o) }),
        columns: runColumns,
        rowActions: [taskLogAction],
      }),
    ],
  },
})
