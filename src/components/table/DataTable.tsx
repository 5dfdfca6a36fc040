// The generic data table as one component (DTABLE): for detail tabs, dialogs and screens that are not a
// resource list. Its own defaults are those of DTABLE-32 (10 a page, 10–50); a screen passes the list sizes.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DTABLE_DEFAULTS } from '../../config/constants'
import { useMetadata } from '../api/hooks'
import { canAdmin, useConsoleEnv } from '../env/ConsoleEnv'
import { fieldsOf, filterOptionsOf } from '../data/metadata'
import type { ListAdapter, Sort } from '../data/listQuery'
import { SearchBar } from '../list/SearchBar'
import { routeTable } from '../resource/registry'
import type { ColumnSpec, RowActionSpec, RowContext } from '../resource/types'
import { useActionContext } from '../resource/useActionContext'
import { actionsColumn } from './actionsColumn'
import { buildViewColumns, normaliseColumns } from './columns'
import { ConfirmDialog } from './ConfirmDialog'
import { DataTableView, type ViewColumn } from './DataTableView'
import { useDeleteFlows, type BulkDeleteMode } from './useDeleteFlows'
import { useTable, type AnyRow, type SelectionMode, type TableController } from './useTable'

export interface DataTableProps {
  url: string
  columns: Array<string | ColumnSpec>
  tableKey: string
  /** URL whose OPTIONS metadata labels the columns (default `url`); false for none. */
  metaUrl?: string | false
  adapter?: ListAdapter
  sizes?: readonly number[]
  defaultSize?: number
  urlSync?: boolean | { prefix: string }
  extra?: Record<string, string | number | boolean | undefined>
  paginated?: boolean
  keepSelection?: boolean
  selection?: SelectionMode
  defaultSort?: Sort | null
  /** The detail route the name column links to. */
  detailRoute?: string
  /** Row deletion through `DELETE {url}{id}/` (and the bulk delete mode of C-04). */
  deletable?: boolean
  bulkMode?: BulkDeleteMode
  /** A "delete selected" button (needs a selection mode). */
  bulkDelete?: boolean
  /** Rows belong to the signed-in user (e.g. API keys): edit/delete need no admin permission. */
  ownRows?: boolean
  onEdit?: (row: AnyRow) => void
  extras?: RowActionSpec[]
  searchable?: boolean
  tree?: boolean
  onLoadError?: (error: unknown) => void
  /** Renders above the table with the controller (bulk buttons …). */
  toolbar?: (table: TableController) => ReactNode
  ariaLabel: string
}

export function DataTable(props: DataTableProps) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const { meta } = useMetadata(props.metaUrl === false ? undefined : (props.metaUrl ?? props.url.split('?')[0]))
  const fields = useMemo(() => fieldsOf(meta, 'GET'), [meta])
  const table = useTable({
    url: props.url,
    tableKey: props.tableKey,
    adapter: props.adapter,
    sizes: props.sizes ?? DTABLE_DEFAULTS.pageSizes,
    defaultSize: props.defaultSize ?? DTABLE_DEFAULTS.pageSize,
    urlSync: props.urlSync,
    extra: props.extra,
    paginated: props.paginated,
    keepSelection: props.keepSelection,
    selection: props.selection ?? 'none',
    defaultSort: props.defaultSort,
    onLoadError: props.onLoadError,
  })
  const reload = useCallback(() => void table.refresh(), [table])
  const ctx = useActionContext(reload)
  const deletes = useDeleteFlows(table, { bulkMode: props.bulkMode })
  const [pending, setPending] = useState<{ message: string; run: () => unknown } | null>(null)
  const specs = useMemo(() => normaliseColumns(props.columns).filter((c) => c.field !== 'actions'), [props.columns])
  const columns: ViewColumn[] = buildViewColumns(specs, { fields, t, routes: routeTable(), detailRoute: props.detailRoute })
  const hasActions = props.deletable || props.onEdit || (props.extras?.length ?? 0) > 0
  if (hasActions) {
    columns.push(actionsColumn({
      header: t('table.actions'),
      context: (row): RowContext => ({ ...ctx, row }),
      orgIsRoot: props.ownRows ? false : env.orgIsRoot,
      update: props.onEdit ? { has: props.ownRows || canAdmin(env), run: ({ row }) => props.onEdit?.(row) } : undefined,
      delete: props.deletable ? { has: props.ownRows || canAdmin(env), run: ({ row }) => deletes.deleteRow(row) } : undefined,
      extras: props.extras,
      runExtra: (spec, rowCtx) => {
        if (spec.confirmKey) setPending({ message: t(spec.confirmKey), run: () => spec.run(rowCtx) })
        else void Promise.resolve(spec.run(rowCtx)).catch(() => {})
      },
    }))
  }
  const searchFilters = useMemo(() => filterOptionsOf(fields), [fields])
  return (
    <Box>
      {(props.searchable || props.toolbar || props.bulkDelete) && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {props.bulkDelete && (
            <Button variant="outlined" color="error" disabled={table.selection.count === 0} onClick={deletes.deleteSelected}>
              {t('list.bulkDelete')}
            </Button>
          )}
          {props.toolbar?.(table)}
          {props.searchable && <SearchBar filters={searchFilters} search={table.state.search} values={table.state.filters} onChange={table.setSearch} />}
        </Box>
      )}
      <DataTableView table={table} columns={columns} ariaLabel={props.ariaLabel} tree={props.tree} pagerAlign={props.sizes ? 'flex-end' : 'center'} />
      {deletes.dialog}
      <ConfirmDialog open={pending !== null} message={pending?.message ?? ''} danger={false} onConfirm={() => pending?.run()} onClose={() => setPending(null)} />
    </Box>
  )
}
