// The generic data table as one component (DTABLE): for detail tabs, dialogs and screens that are not a
// resource list. Its own defaults are those of DTABLE-32 (10 a page, 10–50); a screen passes the list sizes.
import type { ListFieldSpecs } from '../../generated/fields/types'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DTABLE_DEFAULTS } from '../../config/constants'
import type { ListAdapter, Sort } from '../data/listQuery'
import { SearchBar } from '../list/SearchBar'
import { routeTable } from '../resource/registry'
import type { ColumnSpec, RowActionSpec } from '../resource/types'
import { DataTableView } from './DataTableView'
import type { BulkDeleteMode } from './useDeleteFlows'
import { useListController } from './useListController'
import type { AnyRow, SelectionMode, TableController } from './useTable'

export interface DataTableProps {
  url: string
  columns: Array<string | ColumnSpec>
  tableKey: string
  /** URL whose OPTIONS metadata labels the columns (default `url`); false for none. */
  metaUrl?: string | false
  /** The list's fields from the contract (src/generated/fields): they label the columns instead of OPTIONS. */
  contractFields?: ListFieldSpecs
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
  /** Lets the page around the table refresh it. */
  tableRef?: { current: TableController | null }
  ariaLabel: string
}

export function DataTable(props: DataTableProps) {
  const { t } = useTranslation()
  const { onEdit } = props
  const { table, columns, search, deleteSelected, dialogs } = useListController({
    table: {
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
    },
    metaUrl: props.metaUrl === false ? undefined : (props.metaUrl ?? props.url.split('?')[0]),
    contractFields: props.contractFields,
    columns: props.columns,
    routes: routeTable(),
    detailRoute: props.detailRoute,
    rowActions: {
      update: onEdit && { run: ({ row }) => onEdit(row) },
      delete: props.deletable ? {} : undefined,
      extras: props.extras,
      own: props.ownRows,
    },
    bulkDeleteMode: props.bulkMode,
  })
  const { tableRef } = props
  useEffect(() => {
    if (tableRef) tableRef.current = table
  })
  return (
    <Box>
      {(props.searchable || props.toolbar || props.bulkDelete) && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {props.bulkDelete && (
            <Button variant="outlined" color="error" disabled={table.selection.count === 0} onClick={deleteSelected}>
              {t('list.bulkDelete')}
            </Button>
          )}
          {props.toolbar?.(table)}
          {props.searchable && <SearchBar {...search} />}
        </Box>
      )}
      <DataTableView
        table={table}
        columns={columns}
        ariaLabel={props.ariaLabel}
        tree={props.tree}
        pagerAlign={props.sizes ? 'flex-end' : 'center'}
      />
      {dialogs}
    </Box>
  )
}
