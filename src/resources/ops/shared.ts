// API URLs and cells shared by the job centre's task screens.
import type { ColumnSpec, Row } from '../../components/resource/types'

export const TASKS_URL = '/api/v1/ops/tasks/'
export const ADHOCS_URL = '/api/v1/ops/adhoc/'
export const EXECUTIONS_URL = '/api/v1/ops/adhoc-executions/'

export const idOf = (o: Row): string => String(o.id)

/** A run's host counts (`stat`: total, success, failed) as one cell. */
export function statText(stat: unknown): string {
  const s = (stat ?? {}) as Record<string, unknown>
  return `${String(s.success ?? 0)}/${String(s.failed ?? 0)}/${String(s.total ?? 0)}`
}

/** The runs of a task or a task version, each linking to the run detail. */
export const runColumns: Array<string | ColumnSpec> = [
  { field: 'short_id', labelKey: 'ops.run', link: { route: 'HistoryExecutionDetail', params: (r: Row) => ({ id: idOf(r) }) }, sortable: false },
  { field: 'stat', labelKey: 'ops.stat', value: (r: Row) => statText(r.stat), sortable: false },
  { field: 'is_success', kind: 'boolean' }, { field: 'is_finished', kind: 'boolean' }, 'timedelta', 'date_start',
]
