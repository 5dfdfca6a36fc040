// EXPORT-02..09 / VAL-03 / G-14: which export ranges are enabled, which one is chosen by default, and the
// query of the download.
import { filterParams, hasActiveFilter, type QueryParams, type TableQuery } from './listQuery'

export type ExportRange = 'all' | 'selected' | 'filtered'
export type FileFormat = 'csv' | 'xlsx'

export const EXPORT_RANGES: readonly ExportRange[] = ['all', 'selected', 'filtered']

export interface RangeFlags {
  /** Per-table switches (EXPORT-07); a range set to false is never enabled. */
  all?: boolean
  selected?: boolean
  filtered?: boolean
}

export interface ExportSituation {
  query: Pick<TableQuery, 'search' | 'filters' | 'dateFrom' | 'dateTo'>
  selectedCount: number
  flags?: RangeFlags
}

/** EXPORT-04..07: all only without filters, selected only with a selection, filtered only with a filter. */
export function enabledRanges(s: ExportSituation): Record<ExportRange, boolean> {
  const filtered = hasActiveFilter(s.query)
  const flag = (r: ExportRange) => s.flags?.[r] !== false
  return {
    all: flag('all') && !filtered,
    selected: flag('selected') && s.selectedCount > 0,
    filtered: flag('filtered') && filtered,
  }
}

/** G-14: selected when rows are selected, else filtered when a filter is active, else all (first enabled). */
export function defaultRange(s: ExportSituation): ExportRange | null {
  const enabled = enabledRanges(s)
  for (const r of ['selected', 'filtered', 'all'] as const) if (enabled[r]) return r
  return null
}

/**
 * EXPORT-08 / EXPORT-09: the download query: the format plus, for 'filtered', the table's filters (never
 * limit/offset); for 'selected', only the spm of the cached ids; for 'all', nothing else but the table's
 * fixed query.
 */
export function exportParams(args: { format: FileFormat; range: ExportRange; query: TableQuery; spm?: string }): QueryParams {
  const { format, range, query } = args
  const base: QueryParams = {}
  if (range === 'filtered') Object.assign(base, filterParams(query))
  else Object.assign(base, filterParams({ extra: query.extra }))
  if (range === 'selected') {
    if (!args.spm) throw new Error('An export of selected rows needs the spm of the cached ids')
    base.spm = args.spm
  }
  if (query.sort?.field) base.order = query.sort.direction === 'desc' ? `-${query.sort.field}` : query.sort.field
  base.format = format
  return base
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** The name of a downloaded file: `{table}_{YYYY-MM-DD_HH-mm-ss}.{format}`. */
export function exportFileName(table: string, format: FileFormat, now: Date): string {
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`
  return `${table}_${stamp}.${format}`
}
