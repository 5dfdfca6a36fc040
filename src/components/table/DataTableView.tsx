// The table view: MUI's DataGrid in server mode (rows, sort and pages come from the controller), our pager
// below it, checkbox selection (single or multiple), column widths reported for saving, and tree rows.
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { GridColDef, GridLocaleText, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid'
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
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
}

// The grid and its Chinese texts load on first use, as library chunks of their own (docs/adr/0005): no route
// chunk carries them and the first page never does.
const DataGrid = lazy(() => import('@mui/x-data-grid').then((m) => ({ default: m.DataGrid })))
let cnLocale: Partial<GridLocaleText> | undefined
function useGridLocale(language: string): Partial<GridLocaleText> | undefined {
  const [loaded, setLoaded] = useState(cnLocale)
  useEffect(() => {
    if (language !== 'cn' || cnLocale) return
    let live = true
    void import('@mui/x-data-grid/locales').then((m) => {
      cnLocale = m.zhCN.components.MuiDataGrid.defaultProps.localeText
      if (live) setLoaded(cnLocale)
    })
    return () => {
      live = false
    }
  }, [language])
  return language === 'cn' ? (loaded ?? cnLocale) : undefined
}

export function DataTableView({ table, columns, ariaLabel, onColumnResize, tree = false, pagerAlign, hidePager }: DataTableViewProps) {
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
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
      </Suspense>
      {!hidePager && table.paginated && (
        <Pager page={table.state.page} size={table.state.size} total={table.total} sizes={table.sizes} onPage={table.setPage} onSize={table.setSize} align={pagerAlign} />
      )}
    </Box>
  )
}
