// Cells shared by the job centre's task screens: a run's host counts and the runs table of a task or a version.
import type { Column } from '../../components/resource/types'
import { opsAdhocExecutionsList } from '../../generated/operations/ops'
import type { RowOf } from '../../http/operation'
import { idOf } from '../shared'

type Run = RowOf<typeof opsAdhocExecutionsList>

/** A run's host counts (`stat`: total, success, failed) as one cell. */
export function statText(stat: Partial<Run['stat']> | null | undefined): string {
  const s = stat ?? {}
  return `${String(s.success ?? 0)}/${String(s.failed ?? 0)}/${String(s.total ?? 0)}`
}

/** The runs of a task or a task version (the run list's rows), each linking to the run detail. */
export const runColumns: Array<Column<Run>> = [
  { field: 'short_id', labelKey: 'ops.run', link: { route: 'HistoryExecutionDetail', params: (r) => ({ id: idOf(r) }) }, sortable: false },
  { field: 'stat', labelKey: 'ops.stat', value: (r) => statText(r.stat), sortable: false },
  { field: 'is_success', kind: 'boolean' },
  { field: 'is_finished', kind: 'boolean' },
  'timedelta',
  'date_start',
]
