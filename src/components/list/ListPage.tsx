// The generic list screen (LIST-01..38): columns and tag filters from the list URL's metadata, state in the
// address bar, column preferences per table, row and bulk actions, import, export, and the root-organisation
// restrictions. Everything specific comes from the resource's config.
import MuiAddIcon from '@mui/icons-material/Add'
import MuiArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import MuiDownloadIcon from '@mui/icons-material/Download'
import MuiRefreshIcon from '@mui/icons-material/Refresh'
import MuiUploadIcon from '@mui/icons-material/Upload'
import MuiViewColumnIcon from '@mui/icons-material/ViewColumn'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../config/constants'
import { uiUrl } from '../../config/paths'
import { buttonClass, END_ICON, PUSH_END, START_ICON } from '../common/buttons'
import { canAdmin, isRootOrg } from '../env/access'
import { useConsoleEnv } from '../env/ConsoleEnv'
import { buildPath, routeNamesOf } from '../data/routeNames'
import { reasonOf, toast } from '../feedback'
import { routeTableFor } from '../resource/registry'
import type { ActionContext, BulkActionSpec, FormDialogSpec, ListConfig, ResourceConfig, SelectionContext } from '../resource/types'
import { check } from '../table/actionsColumn'
import { DataTableView } from '../table/DataTableView'
import { HintIconButton } from '../table/HintIconButton'
import { LazyColumnChooser, LazyMenu, preloadActions, useUsed } from '../table/lazyParts'
import { useListController } from '../table/useListController'
import type { TableController } from '../table/useTable'
import { listTableOf } from './prefetch'
import { SearchBar } from './SearchBar'
import { plainIcon } from '../common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const AddIcon = plainIcon(MuiAddIcon)
const ArrowDropDownIcon = plainIcon(MuiArrowDropDownIcon)
const DownloadIcon = plainIcon(MuiDownloadIcon)
const RefreshIcon = plainIcon(MuiRefreshIcon)
const UploadIcon = plainIcon(MuiUploadIcon)
const ViewColumnIcon = plainIcon(MuiViewColumnIcon)

const DateRangeFilter = lazy(() => import('./DateRangeFilter'))
const ImportDialog = lazy(() => import('../importer/ImportDialog').then((m) => ({ default: m.ImportDialog })))
const ExportDialog = lazy(() => import('../exporter/ExportDialog').then((m) => ({ default: m.ExportDialog })))
// the form dialogs carry the form machinery (react-hook-form, the field widgets): loaded when one opens
const BulkUpdateDialog = lazy(() => import('./BulkUpdateDialog').then((m) => ({ default: m.BulkUpdateDialog })))
const DataDialog = lazy(() => import('../table/DataDialog').then((m) => ({ default: m.DataDialog })))

// plain elements and inline styles: the page's frame, its toolbar and its buttons are drawn without a styled component
// each (issue 22); the buttons' looks are the first screen's one stylesheet (components/common/buttons.ts)
const STACK_STYLE = { display: 'flex', flexDirection: 'column', gap: 16 } as const
const TOOLBAR_STYLE = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' } as const
const SELECTION_STYLE = { fontSize: 13, display: 'flex', gap: 8, alignItems: 'center' } as const

/** The range of `dateRange: { defaultDays }`, ending now. */
function defaultRangeOf(option: ListConfig['dateRange']): { dateFrom: string; dateTo: string } | undefined {
  if (typeof option !== 'object' || !option.defaultDays) return undefined
  const now = Date.now()
  return { dateFrom: new Date(now - option.defaultDays * 24 * 3600 * 1000).toISOString(), dateTo: new Date(now).toISOString() }
}

export function ListPage({
  config,
  tableRef,
}: {
  config: ResourceConfig
  /** Lets the page around the list refresh it or clear its selection. */ tableRef?: { current: TableController | null }
}) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const navigate = useNavigate()
  const list = config.list ?? { columns: ['name'] }
  // the same table options as the early request of a page opened from the address bar (prefetch.ts)
  const { url, tableKey, extraParams, defaultSort } = listTableOf(config)
  const names = routeNamesOf(config.name)
  const screens = config.screens ?? ['list', 'create', 'update', 'detail']
  const routes = useMemo(() => routeTableFor(config), [config])

  /** The path of a route by name; DTABLE-03: an unknown name is logged and goes nowhere. */
  function pathOf(route: string, params?: Record<string, string>, query?: Record<string, string>): string | undefined {
    const pattern = routes.get(route)
    if (!pattern) console.error(`No route named ${route}`)
    return pattern && buildPath(pattern, params, query)
  }
  function goTo(route: string, params: Record<string, string>, query?: Record<string, string>) {
    const path = pathOf(route, params, query)
    if (path) navigate(path)
  }

  // LIST-06: a list may start on a range of the last N days (fixed when the page opens).
  const [defaultDateRange] = useState(() => defaultRangeOf(list.dateRange))
  const rowActions = list.rowActions ?? {}
  const { table, meta, actionCtx, reload, columns, columnPrefs, search, deleteSelected, runWithConfirm, dialogs } = useListController({
    table: {
      defaultDateRange,
      url,
      tableKey,
      sizes: LIST_PAGE_SIZES,
      defaultSize: LIST_DEFAULT_PAGE_SIZE,
      urlSync: true,
      extra: extraParams,
      keepSelection: list.keepSelection ?? true,
      defaultSort,
    },
    metaUrl: config.url,
    contractFields: config.contractFields,
    columns: list.columns,
    columnPrefs: list.columnsShow ?? {},
    routes,
    detailRoute: screens.includes('detail') ? names.detail : undefined,
    detailQuery: config.readQuery?.of,
    rowActions: {
      update: screens.includes('update')
        ? { ...rowActions.update, run: ({ row }) => goTo(names.update, { id: String(row.id) }, config.readQuery?.of(row)) }
        : undefined,
      delete: rowActions.delete ?? {},
      clone: screens.includes('create')
        ? { ...rowActions.clone, run: ({ row }) => goTo(names.create, {}, { clone_from: String(row.id), ...config.readQuery?.of(row) }) }
        : undefined,
      extras: rowActions.extras,
    },
    filters: list.filters,
    excludeFilters: list.excludeFilters,
  })
  // a callback that stays the same across renders, so the (memoised) date pickers are not drawn again on a sort
  const latestTable = useRef(table)
  useEffect(() => {
    latestTable.current = table
  })
  const setDateRange = useCallback((from?: string, to?: string) => latestTable.current.setDateRange(from, to), [])
  const admin = canAdmin(env)
  useEffect(() => {
    if (!tableRef) return
    tableRef.current = table
  })
  const [chooserOpen, setChooserOpen] = useState(false)

  // ─── header actions ────────────────────────────────────────────────────────────────────────────────────
  const create = list.create === false ? null : (list.create ?? {})
  const showCreate =
    Boolean(create) && screens.includes('create') && check(create?.has, actionCtx, admin) && (!isRootOrg(env) || Boolean(create?.inRootOrg))
  const importCfg = list.import === false ? null : (list.import ?? {})
  const showImport = Boolean(importCfg) && check(importCfg?.has, actionCtx, admin) && (!isRootOrg(env) || Boolean(importCfg?.inRootOrg))
  const exportCfg = list.export === false ? null : (list.export ?? {})
  const showExport = Boolean(exportCfg) && check(exportCfg?.has, actionCtx, true)
  const bulkDelete = list.bulkDelete === false ? null : (list.bulkDelete ?? {})
  const showBulkDelete = Boolean(bulkDelete) && check(bulkDelete?.has, actionCtx, admin)
  const bulkUpdate = list.bulkUpdate || null
  const showBulkUpdate = Boolean(bulkUpdate) && check(bulkUpdate?.has, actionCtx, admin)
  const selectedRows = [...table.selection.rows.values()]
  const selectionCtx: SelectionContext = {
    ...actionCtx,
    rows: selectedRows,
    ids: [...table.selection.ids].map(String),
    clearSelection: table.clearSelection,
  }

  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null)
  const [importOpen, setImportOpen] = useState(false)
  const [exportOpen, setExportOpen] = useState(false)
  const [bulkOpen, setBulkOpen] = useState(false)
  const [formDialog, setFormDialog] = useState<FormDialogSpec | null>(null)

  const onCreate = () => {
    const path = pathOf(create?.route ?? names.create, undefined, create?.query)
    if (!path) return
    // LIST-11: a table may open the create page in a new tab.
    if (create?.newTab) window.open(uiUrl(path), '_blank', 'noopener')
    else navigate(path)
  }

  const nothingSelected = table.selection.count === 0
  const moreItems: Array<{ key: string; label: string; disabled: boolean; onClick: () => void }> = []
  if (showBulkDelete)
    moreItems.push({ key: 'bulkDelete', label: t('list.bulkDelete'), disabled: nothingSelected || isRootOrg(env), onClick: deleteSelected })
  if (showBulkUpdate)
    moreItems.push({
      key: 'bulkUpdate',
      label: t('list.bulkUpdate'),
      disabled: nothingSelected || isRootOrg(env),
      onClick: () => setBulkOpen(true),
    })
  for (const spec of list.bulkActions ?? []) {
    if (!check(spec.has, actionCtx)) continue
    moreItems.push({
      key: spec.name,
      label: t(spec.labelKey),
      disabled: !check(spec.can as BulkActionSpec['can'], selectionCtx, !nothingSelected),
      onClick: () =>
        runWithConfirm(spec.confirmKey, async () => {
          try {
            await spec.run(selectionCtx)
          } catch (error) {
            toast(`${t('list.actionFailed')} ${reasonOf(error)}`, 'error')
            throw error
          }
        }),
    })
  }
  const headerButtons = (list.headerActions ?? []).filter((h) => check(h.has, actionCtx))

  // the tooltip's hover also loads what the buttons open (the column chooser is among the list's parts)
  const icon = (label: string, node: ReactNode, onClick: () => void, className?: string) => (
    <HintIconButton label={label} onClick={onClick} className={className}>
      {node}
    </HintIconButton>
  )
  const chooserUsed = useUsed(chooserOpen)

  return (
    <div style={STACK_STYLE}>
      <div style={TOOLBAR_STYLE}>
        {showCreate && (
          <button type="button" className={buttonClass({ look: 'contained' })} onClick={onCreate}>
            <AddIcon className={START_ICON} />
            {t('common.Create')}
          </button>
        )}
        {headerButtons.map((h) => (
          <button key={h.name} type="button" className={buttonClass({ look: 'outlined' })} onClick={() => setFormDialog(h)}>
            {t(h.labelKey)}
          </button>
        ))}
        {moreItems.length > 0 && (
          <>
            <button
              type="button"
              className={buttonClass({ look: 'outlined' })}
              onClick={(e) => setMoreAnchor(e.currentTarget)}
              onMouseEnter={preloadActions}
              onFocus={preloadActions}
              aria-haspopup="menu"
            >
              {t('list.moreActions')}
              <ArrowDropDownIcon className={END_ICON} />
            </button>
            <LazyMenu anchor={moreAnchor} open={Boolean(moreAnchor)} items={moreItems} onClose={() => setMoreAnchor(null)} />
          </>
        )}
        <SearchBar {...search} />
        {list.dateRange && (
          <Suspense fallback={null}>
            <DateRangeFilter dateFrom={table.state.dateFrom} dateTo={table.state.dateTo} onChange={setDateRange} />
          </Suspense>
        )}
        {/* the icons keep to the right end (`toolbar-end`) */}
        {icon(t('list.columnSettings'), <ViewColumnIcon />, () => setChooserOpen(true), PUSH_END)}
        {showImport && icon(t('list.import'), <UploadIcon />, () => setImportOpen(true))}
        {showExport && icon(t('list.export'), <DownloadIcon />, () => setExportOpen(true))}
        {icon(t('list.refresh'), <RefreshIcon />, reload)}
      </div>
      {table.selection.count > 0 && (
        <div style={SELECTION_STYLE}>
          {t('list.selectedCount', { count: table.selection.count })}
          <button type="button" className={buttonClass({ look: 'text', small: true })} onClick={table.clearSelection}>
            {t('list.clearSelection')}
          </button>
        </div>
      )}
      <DataTableView
        table={table}
        columns={columns}
        ariaLabel={t(config.titleKeys?.list ?? `route.${names.list}`)}
        onColumnResize={columnPrefs?.resize}
        rowDrag={list.rowDrag && check(list.rowDrag.has, actionCtx) ? list.rowDrag.type : undefined}
      />
      {columnPrefs && chooserUsed && (
        <Suspense fallback={null}>
          <LazyColumnChooser
            open={chooserOpen}
            defaults={columnPrefs.defaults}
            resolved={columnPrefs.resolved}
            labels={columnPrefs.labels}
            onChange={columnPrefs.save}
            onReset={columnPrefs.reset}
            onClose={() => setChooserOpen(false)}
          />
        </Suspense>
      )}
      {dialogs}
      <Suspense fallback={null}>
        {bulkUpdate && bulkOpen && (
          <BulkUpdateDialog
            open
            url={table.url}
            meta={meta}
            metaUrl={config.url}
            fields={bulkUpdate.fields}
            overrides={bulkUpdate.overrides}
            initial={bulkUpdate.initial?.()}
            ids={[...table.selection.ids]}
            onDone={reload}
            onClose={() => setBulkOpen(false)}
          />
        )}
        {formDialog && (
          <DataDialog
            open
            fields={formDialog.fields}
            overrides={formDialog.overrides}
            layout={formDialog.layout}
            initial={formDialog.initial}
            title={t(formDialog.titleKey ?? formDialog.labelKey)}
            submitLabel={formDialog.submitKey ? t(formDialog.submitKey) : undefined}
            successMessage={formDialog.successKey ? t(formDialog.successKey) : undefined}
            submit={(values) => formDialog.submit(values, actionCtx as ActionContext)}
            onSaved={reload}
            onClose={() => setFormDialog(null)}
          />
        )}
        {importOpen && (
          <ImportDialog
            open
            url={table.url}
            tableKey={tableKey}
            selectedIds={[...table.selection.ids]}
            onClose={() => setImportOpen(false)}
            onFinished={reload}
          />
        )}
        {exportOpen && (
          <ExportDialog
            open
            url={table.url}
            query={table.query}
            selectedIds={[...table.selection.ids]}
            tableKey={tableKey}
            mfa={exportCfg?.mfa}
            ranges={exportCfg?.ranges}
            onClose={() => setExportOpen(false)}
          />
        )}
      </Suspense>
    </div>
  )
}
