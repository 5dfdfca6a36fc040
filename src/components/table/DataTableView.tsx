// The table view: MUI's DataGrid in server mode (rows, sort and pages come from the controller), our pager
// below it, checkbox selection (single or multiple), column widths reported for saving, and tree rows.
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { GridColDef, GridLocaleText, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid'
import { lazy, Suspense, useEffect, useMemo, useState, type DragEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { storedLocale } from '../../i18n'
import { toggleExpanded, visibleTreeRows, type TreeInput } from '../data/tree'
import { Pager } from './Pager'
import type { AnyRow, RowId, TableController } from './useTable'

export interface ViewColumn {
  field: string
  header: string
  width?: number
  minWidth?: number
  flex?: number
  sortable?: boolean
  align?: 'left' | 'center' | 'right'
  render?: (row: AnyRow) => ReactNode
}

export interface DataTableViewProps {
  table: TableController
  columns: ViewColumn[]
  ariaLabel: string
  onColumnResize?: (field: string, width: number) => void
  /** DTABLE-22: rows form a tree through `parentId` (flat) or `children` (nested, flattened by the caller). */
  tree?: boolean
  pagerAlign?: 'center' | 'flex-end' | 'flex-start'
  hidePager?: boolean
  /** Rows can be dragged: the data under this MIME type is the JSON id list (the selection when the row is in it). */
  rowDrag?: string
}

/** The ids a drag of one row carries: every selected id when that row is selected, else only its own. */
export function draggedIds(rowId: string, selected: ReadonlySet<RowId>): string[] {
  const ids = [...selected].map(String)
  return ids.includes(rowId) ? ids : [rowId]
}

// The grid and its Chinese texts are library chunks of their own (docs/adr/0005): no route chunk carries them and
// the first page never does. They start loading as soon as this module is evaluated — while the startup guard
// still runs when the page of the address is preloaded — and the Chinese texts come with the grid, so a list in
// Chinese is drawn once, not first in English.
let cnLocale: Partial<GridLocaleText> | undefined
function loadCnLocale(): Promise<void> {
  return import('@mui/x-data-grid/locales').then((m) => {
    cnLocale = m.zhCN.components.MuiDataGrid.defaultProps.localeText
  })
}
const gridLoad = Promise.all([import('@mui/x-data-grid'), storedLocale() === 'cn' ? loadCnLocale().catch(() => undefined) : undefined]).then(([m]) => ({ default: m.DataGrid }))
gridLoad.catch(() => undefined) // a failed load shows through the lazy component, not as an unhandled rejection
const DataGrid = lazy(() => gridLoad)
function useGridLocale(language: string): Partial<GridLocaleText> | undefined {
  const [loaded, setLoaded] = useState(cnLocale)
  useEffect(() => {
    if (language !== 'cn' || cnLocale) return
    let live = true
    void loadCnLocale().then(() => {
      if (live) setLoaded(cnLocale)
    })
    return () => {
      live = false
    }
  }, [language])
  return language === 'cn' ? (loaded ?? cnLocale) : undefined
}

export function DataTableView({ table, columns, ariaLabel, onColumnResize, tree = false, pagerAlign, hidePager, rowDrag }: DataTableViewProps) {
  const { t, i18n } = useTranslation()
  const gridLocale = useGridLocale(i18n.language)
  const [expanded, setExpanded] = useState<Set<RowId>>(() => new Set())
  const treeRows = useMemo(
    () => (tree ? visibleTreeRows(table.rows.map((r) => ({ ...r, id: table.getRowId(r) }) as TreeInput), expanded) : null),
    [tree, table, expanded],
  )
  const rows = treeRows ? treeRows.map((r) => r.row as AnyRow) : table.rows
  const levels = useMemo(() => new Map(treeRows?.map((r) => [r.id, r] as const) ?? []), [treeRows])

  const gridColumns: GridColDef[] = columns.map((c, index) => {
    const treeCell = tree && index === 0
    return {
      field: c.field,
      headerName: c.header,
      width: c.width,
      minWidth: c.minWidth ?? 80,
      flex: c.width ? undefined : (c.flex ?? 1),
      sortable: Boolean(c.sortable),
      align: c.align,
      headerAlign: c.align,
      disableColumnMenu: true,
      renderCell: (params) => {
        const content = c.render ? c.render(params.row as AnyRow) : (params.value as ReactNode)
        if (!treeCell) return content
        const info = levels.get(table.getRowId(params.row as AnyRow))
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', pl: (info?.level ?? 0) * 2 }}>
            {info?.hasChildren ? (
              <IconButton
                size="small"
                aria-label={info.expanded ? t('table.collapse') : t('table.expand')}
                aria-expanded={info.expanded}
                onClick={(e) => {
                  e.stopPropagation()
                  setExpanded((s) => toggleExpanded(s, info.id))
                }}
              >
                {info.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box component="span" sx={{ width: 34 }} />
            )}
            {content}
          </Box>
        )
      },
    }
  })

  const pageIds = rows.map(table.getRowId)
  const selectedOnPage = new Set(pageIds.filter((id) => table.selection.ids.has(id)))
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: selectedOnPage }
  const onSelection = (model: GridRowSelectionModel) => {
    const ids = model.type === 'include' ? new Set(model.ids) : new Set(pageIds.filter((id) => !model.ids.has(id)))
    table.selectOnPage(ids)
  }
  const sortModel: GridSortModel = table.state.sort ? [{ field: table.state.sort.field, sort: table.state.sort.direction }] : []
  const rowProps = rowDrag ? {
    draggable: true,
    onDragStart: (e: DragEvent<HTMLDivElement>) => {
      const id = e.currentTarget.getAttribute('data-id')
      if (id === null) return
      const ids = draggedIds(id, table.selection.ids)
      e.dataTransfer.setData(rowDrag, JSON.stringify(ids))
      e.dataTransfer.setData('text/plain', ids.join(','))
      e.dataTransfer.effectAllowed = 'copyMove'
    },
  } : undefined

  return (
    <Box>
      <Suspense fallback={null}>
      <DataGrid
        aria-label={ariaLabel}
        rows={rows}
        columns={gridColumns}
        getRowId={(row) => table.getRowId(row as AnyRow)}
        loading={table.loading}
        autoHeight
        hideFooter
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick={table.selectionMode !== 'single'}
        checkboxSelection={table.selectionMode !== 'none'}
        disableMultipleRowSelection={table.selectionMode === 'single'}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={onSelection}
        keepNonExistentRowsSelected
        sortingMode="server"
        paginationMode="server"
        filterMode="server"
        rowCount={table.total}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0]
          table.setSort(first?.sort ? { field: first.field, direction: first.sort } : null)
        }}
        onColumnWidthChange={(params) => onColumnResize?.(params.colDef.field, params.width)}
        localeText={{ ...(gridLocale ?? {}), noRowsLabel: t('table.noData') }}
        density="compact"
        slotProps={rowProps ? { row: rowProps } : undefined}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
      </Suspense>
      {!hidePager && table.paginated && (
        <Pager page={table.state.page} size={table.state.size} total={table.total} sizes={table.sizes} onPage={table.setPage} onSize={table.setSize} align={pagerAlign} />
      )}
    </Box>
  )
}
