// Tasks (/ops/tasks, admin): the platform's background jobs (connectivity tests, pushes …) with their latest run;
// run one again, and see its versions and runs on the detail.
import type { ResourceConfig, Row } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { taskLogAction } from '../../components/detail/TaskLogDialog'
import { ADHOCS_URL, EXECUTIONS_URL, idOf, runColumns, TASKS_URL } from './shared'

const latest = (o: Row) => (o.latest_execution ?? {}) as Record<string, unknown>

const tasks: ResourceConfig = {
  name: 'Task',
  path: '/ops/tasks',
  url: TASKS_URL,
  screens: ['list', 'detail'],
  list: {
    columns: [
      'name',
      // runs that succeeded / all runs
      { field: 'summary', labelKey: 'ops.runs', value: (r) => { const s = (r.summary ?? {}) as Record<string, unknown>; return `${String(s.success ?? 0)}/${String(s.total ?? 0)}` }, sortable: false },
      { field: 'latest_success', labelKey: 'ops.latestSuccess', kind: 'boolean', value: (r) => latest(r).is_success, sortable: false },
      { field: 'latest_date', labelKey: 'ops.latestRun', value: (r) => latest(r).date_start ?? '', sortable: false },
      { field: 'latest_timedelta', labelKey: 'ops.latestTimedelta', value: (r) => latest(r).timedelta ?? '', sortable: false },
      'periodic_display', 'date_created', 'comment',
    ],
    columnsShow: { min: ['name'] },
    create: false,
    import: false,
    rowActions: {
      extras: [{ name: 'run', labelKey: 'ops.runAgain', order: 5, run: async ({ row, notify, reload }) => {
        await httpRequest({ url: `${TASKS_URL}${idOf(row)}/run/`, method: 'GET' })
        notify('ops.runStarted')
        reload()
      } }],
    },
  },
  detail: {
    canUpdate: () => false,
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: ['name', 'is_periodic', 'interval', 'crontab', { field: 'latest_run', labelKey: 'ops.latestRun', value: (o) => latest(o).date_start ?? '' }, 'date_created', 'date_updated', 'comment'],
      },
      {
        name: 'versions',
        titleKey: 'ops.versions',
        kind: 'table',
        url: (o) => `${ADHOCS_URL}?task=${idOf(o)}`,
        columns: [{ field: 'short_id', labelKey: 'ops.version', link: { route: 'AdhocDetail', params: (r: Row) => ({ id: idOf(r) }) }, sortable: false }, 'pattern', 'run_as_admin', 'date_created'],
      },
      { name: 'runs', titleKey: 'ops.history', kind: 'table', url: (o) => `${EXECUTIONS_URL}?task=${idOf(o)}`, columns: runColumns, rowActions: [taskLogAction] },
    ],
  },
}

export default tasks
