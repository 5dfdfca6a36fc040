// The table view: an ARIA grid on MUI's Table, in server mode — rows, sort and pages come from the controller
// (useTable), the pager sits below. Checkbox selection (single, or multiple with shift-click ranges), sortable
// headers, columns resized by dragging or with the arrow keys (reported for saving), tree rows, draggable rows,
// and arrow-key moves between cells. Why not a data-grid library: docs/adr/0008-list-table-and-the-wire-budget.md.
import MuiChevronRightIcon from '@mui/icons-material/ChevronRight'
import MuiExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import { keyframes } from '@emotion/react'
import type { Theme } from '@mui/material/styles'
import { alpha } from '@mui/system/colorManipulator'
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainIconButton } from '../common/PlainIconButton'
import { clampWidth, columnWidths, DEFAULT_MIN_WIDTH, MAX_WIDTH, moveCell, nextSort, rangeSelection } from '../data/gridModel'
import { ROW_BUTTON_COLORS, type RowButtonColor } from '../data/rowActions'
import { toggleExpanded, visibleTreeRows, type TreeInput, type TreeRow } from '../data/tree'
import { followCellLink } from './cells'
import { Pager } from './Pager'
import type { AnyRow, RowId, TableController } from './useTable'
import { plainIcon } from '../common/plainIcon'

// the first screen's icons as plain <svg> (components/common/plainIcon.tsx)
const ChevronRightIcon = plainIcon(MuiChevronRightIcon)
const ExpandMoreIcon = plainIcon(MuiExpandMoreIcon)

export interface ViewColumn {
  field: string
  header: string
  width?: number
  minWidth?: number
  flex?: number
  sortable?: boolean
  align?: 'left' | 'center' | 'right'
  render?: (row: AnyRow) => ReactNode
  /**
   * A column of plain text: the cell shows this text itself, whole on hover (the cell's title) and bidi-isolated
   * (`dir="auto"`), with no element inside it (issue 22: the rows, not their scaffolding, make the DOM).
   */
  text?: (row: AnyRow) => string
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

const ARROW_UP = 'm4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z'
const CHECK_WIDTH = 48
const RESIZE_STEP = 16
// Elements inside a cell that keep the arrow keys for themselves.
const OWN_ARROWS = 'input:not([type=checkbox]):not([type=radio]), textarea, select, [role=combobox], [contenteditable=true]'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]'

/** A row button's colour: text and border, a tint on hover (MUI's small outlined button, drawn by CSS). */
function rowButtonColor(theme: Theme, color: RowButtonColor) {
  const main = color === 'inherit' ? 'currentColor' : theme.palette[color].main
  return {
    color: color === 'inherit' ? 'inherit' : main,
    borderColor: color === 'inherit' ? 'currentColor' : alpha(main, 0.5),
    '&:hover:not(:disabled)': {
      borderColor: main,
      backgroundColor: color === 'inherit' ? theme.palette.action.hover : alpha(main, theme.palette.action.hoverOpacity),
    },
  }
}

/** The row buttons (RowActions): the browser's own buttons, one stylesheet for all (built once per theme). */
const rowButtonStyles = new WeakMap<Theme, object>()
function rowButtons(theme: Theme) {
  let styles = rowButtonStyles.get(theme)
  if (!styles) {
    styles = rowButtonStylesOf(theme)
    rowButtonStyles.set(theme, styles)
  }
  return styles
}

function rowButtonStylesOf(theme: Theme) {
  const colors = Object.fromEntries(
    [...new Set(Object.values(ROW_BUTTON_COLORS))].map((color) => [`& .row-btn-${color}`, rowButtonColor(theme, color)]),
  )
  return {
    // a row's buttons sit in the cell itself, side by side
    '& .row-btn + .row-btn': { marginLeft: theme.spacing(0.5) },
    '& .row-btn': {
      verticalAlign: 'middle',
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.spacing(0.5),
      minWidth: 64,
      padding: '3px 9px',
      margin: 0,
      border: '1px solid',
      borderRadius: `${theme.shape.borderRadius}px`,
      background: 'transparent',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      '&:disabled': { color: theme.palette.action.disabled, borderColor: theme.palette.action.disabledBackground, cursor: 'default' },
    },
    // the More button's three dots (16 px, as the icon they replace), drawn without an element
    '& .row-btn-more::after': {
      content: '""',
      width: 8 / 3,
      height: 8 / 3,
      margin: `0 ${20 / 3}px`,
      borderRadius: '50%',
      background: 'currentColor',
      boxShadow: `0 ${-14 / 3}px currentColor, 0 ${14 / 3}px currentColor`,
    },
    ...colors,
  }
}

// One stylesheet for the whole table (compact density), instead of styles per cell.
const tableSx = {
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: 14,
  '& th, & td': {
    height: 38,
    px: 1.25,
    py: 0.25,
    borderBottom: 1,
    borderColor: 'divider',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'left',
    boxSizing: 'border-box',
  },
  '& th': { position: 'relative', fontWeight: 500, height: 42, userSelect: 'none' },
  '& td:focus, & th:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& tbody tr[aria-selected=true]': { bgcolor: 'action.selected' },
  '& .sort-icon': {
    ml: 0.5,
    verticalAlign: 'middle',
    display: 'inline-block',
    width: '1em',
    height: '1em',
    fill: 'currentColor',
    fontSize: 16,
    opacity: 0,
    transition: 'none',
  },
  '& th:hover .sort-icon': { opacity: 0.4 },
  '& .sort-icon.sorted': { opacity: 1 },
  '& td': { verticalAlign: 'middle' },
  '& td > svg': { verticalAlign: 'middle' },
  // a row's buttons are never cut off: when they do not fit the actions column side by side, they wrap
  '& td[data-field="actions"]': { whiteSpace: 'normal', textOverflow: 'clip', lineHeight: '34px' },
  // the cells' links (LinkCell): MUI's Link look, underlined on hover
  '& .cell-link': {
    color: 'primary.main',
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '&:hover': { textDecoration: 'underline' },
  },
  // a cell's link-looking button (ShowOnDemandCell)
  '& .cell-button': {
    font: 'inherit',
    color: 'primary.main',
    background: 'none',
    border: 0,
    margin: 0,
    padding: 0,
    cursor: 'pointer',
    verticalAlign: 'middle',
    '&:hover': { textDecoration: 'underline' },
    '&:disabled': { cursor: 'default' },
  },
  '& .cell-flex': { display: 'flex', alignItems: 'center', minWidth: 0 },
  '& .col-check': { px: 0, textAlign: 'center' },
  // the browser's own check box: one element per row instead of MUI's five (issue 9: DOM, heap, render time)
  '& .check': {
    width: 16,
    height: 16,
    m: 0,
    verticalAlign: 'middle',
    cursor: 'pointer',
    accentColor: (theme: Theme) => theme.palette.primary.main,
  },
  '& .check:disabled': { cursor: 'default' },
  '& .resize': {
    position: 'absolute',
    top: 8,
    bottom: 8,
    right: 0,
    width: 8,
    cursor: 'col-resize',
    touchAction: 'none',
    borderRight: 2,
    borderColor: 'divider',
    '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
  },
} as const

// The loading bar above the rows: one element and a CSS animation (MUI's LinearProgress is three elements, three
// styled components and a chunk of code a list's first render would otherwise carry).
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`
const loadingBarSx = {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1,
  height: 2,
  overflow: 'hidden',
  bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.24),
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '40%',
    bgcolor: 'primary.main',
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
} as const

/** The header's select-all box: checked, empty, or mixed (`indeterminate` is a property, not an attribute). */
function SelectAll({
  checked,
  indeterminate,
  disabled,
  onChange,
  label,
}: {
  checked: boolean
  indeterminate: boolean
  disabled: boolean
  onChange(): void
  label: string
}) {
  const ref = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return <input ref={ref} type="checkbox" className="check" checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />
}

type Align = ViewColumn['align']
const alignOf = (a: Align) => (a === 'center' || a === 'right' ? { textAlign: a } : undefined)

/** Moves the focus to a cell (the control inside it when it has one) after an arrow key in the grid. */
function onGridKey(e: KeyboardEvent<HTMLTableElement>) {
  const target = e.target as HTMLElement
  if (target.closest(OWN_ARROWS)) return
  const cell = target.closest<HTMLElement>('[data-col]')
  const row = cell?.parentElement
  if (!cell || !row) return
  const rows = [...e.currentTarget.querySelectorAll<HTMLElement>('tr[role=row]')].filter((r) => r.querySelector('[data-col]'))
  const at = { row: rows.indexOf(row), col: Number(cell.dataset.col) }
  const cols = row.querySelectorAll('[data-col]').length
  const to = moveCell(e.key, at, { rows: rows.length, cols }, e.ctrlKey || e.metaKey)
  if (!to || at.row < 0) return
  const next = rows[to.row]?.querySelector<HTMLElement>(`[data-col="${to.col}"]`)
  if (!next) return
  e.preventDefault()
  ;(next.querySelector<HTMLElement>(FOCUSABLE) ?? next).focus()
}

interface BodyProps {
  rows: AnyRow[]
  columns: ViewColumn[]
  getRowId: (row: AnyRow) => RowId
  selectionMode: TableController['selectionMode']
  selected: ReadonlySet<RowId>
  /** The whole selection (every page): what a drag of a selected row carries. */
  dragSelection: ReadonlySet<RowId>
  levels: Map<RowId, TreeRow> | null
  rowDrag?: string
  onCheck(id: RowId, checked: boolean, shift: boolean): void
  onToggleTree(id: RowId): void
  texts: { selectRow: string; expand: string; collapse: string; noData: string }
  loading: boolean
  /** Said instead of "no data" (issue 23): a failed load with its retry, or a load that is slow. */
  fault?: ReactNode
}

// The body only re-renders when its rows, columns or selection change — not on a column resize or a focus move.
const Body = memo(function Body({
  rows,
  columns,
  getRowId,
  selectionMode,
  selected,
  dragSelection,
  levels,
  rowDrag,
  onCheck,
  onToggleTree,
  texts,
  loading,
  fault,
}: BodyProps) {
  const checks = selectionMode !== 'none'
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={columns.length + (checks ? 1 : 0)} style={{ height: 96, textAlign: 'center' }}>
            {fault ??
              (loading ? null : (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {texts.noData}
                </Box>
              ))}
          </td>
        </tr>
      </tbody>
    )
  }
  const onDragStart = rowDrag
    ? (e: DragEvent<HTMLTableRowElement>) => {
        const id = e.currentTarget.getAttribute('data-id')
        if (id === null) return
        const ids = draggedIds(id, dragSelection)
        e.dataTransfer.setData(rowDrag, JSON.stringify(ids))
        e.dataTransfer.setData('text/plain', ids.join(','))
        e.dataTransfer.effectAllowed = 'copyMove'
      }
    : undefined
  return (
    <tbody>
      {rows.map((row) => {
        const id = getRowId(row)
        const isSelected = selected.has(id)
        return (
          <tr
            key={String(id)}
            role="row"
            data-id={String(id)}
            aria-selected={checks ? isSelected : undefined}
            draggable={rowDrag ? true : undefined}
            onDragStart={onDragStart}
            onClick={
              selectionMode === 'single'
                ? () => {
                    if (!isSelected) onCheck(id, true, false)
                  }
                : undefined
            }
          >
            {checks && (
              <td role="gridcell" className="col-check" data-col={0} tabIndex={-1}>
                <input
                  type="checkbox"
                  className="check"
                  checked={isSelected}
                  readOnly
                  aria-label={texts.selectRow}
                  onClick={(e) => {
                    e.stopPropagation()
                    onCheck(id, !isSelected, e.shiftKey)
                  }}
                />
              </td>
            )}
            {columns.map((c, index) => {
              const text = c.text?.(row)
              const content = text !== undefined ? text : c.render ? c.render(row) : (row[c.field] as ReactNode)
              const info = index === 0 ? levels?.get(id) : undefined
              return (
                <td
                  key={c.field}
                  role="gridcell"
                  data-col={index + (checks ? 1 : 0)}
                  data-field={c.field}
                  tabIndex={-1}
                  style={alignOf(c.align)}
                  title={text || undefined}
                  dir={text !== undefined ? 'auto' : undefined}
                >
                  {levels && index === 0 ? (
                    <div className="cell-flex" style={{ paddingLeft: (info?.level ?? 0) * 16 }}>
                      {info?.hasChildren ? (
                        <PlainIconButton
                          size="small"
                          aria-label={info.expanded ? texts.collapse : texts.expand}
                          aria-expanded={info.expanded}
                          onClick={(e) => {
                            e.stopPropagation()
                            onToggleTree(info.id)
                          }}
                        >
                          {info.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                        </PlainIconButton>
                      ) : (
                        <span style={{ display: 'inline-block', width: 34 }} />
                      )}
                      {content}
                    </div>
                  ) : (
                    // the cell itself cuts, aligns and centres its content: no wrapper per cell (issue 22: the rows,
                    // not their scaffolding, make the DOM)
                    content
                  )}
                </td>
              )
            })}
          </tr>
        )
      })}
    </tbody>
  )
})

export function DataTableView({
  table,
  columns,
  ariaLabel,
  onColumnResize,
  tree = false,
  pagerAlign,
  hidePager,
  rowDrag,
}: DataTableViewProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [expanded, setExpanded] = useState<Set<RowId>>(() => new Set())
  // widths being dragged (shown at once, reported on release) and widths set here without a saver
  const [liveWidths, setLiveWidths] = useState<Record<string, number>>({})
  // the drawn width of each header, the value its resize handle announces (a separator that moves has a value)
  const [drawnWidths, setDrawnWidths] = useState<Record<string, number>>({})
  const headRow = useRef<HTMLTableRowElement>(null)
  useLayoutEffect(() => {
    const row = headRow.current
    if (!row || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) =>
      setDrawnWidths((w) => {
        let next = w
        for (const e of entries) {
          const width = Math.round(e.target.getBoundingClientRect().width)
          const field = (e.target as HTMLElement).dataset.field as string
          // a page of a hidden tab draws nothing: keep the last width (and no render when nothing changed)
          if (width && width !== next[field]) next = { ...next, [field]: width }
        }
        return next
      }),
    )
    row.querySelectorAll('th[data-field]').forEach((th) => observer.observe(th))
    return () => observer.disconnect()
  }, [columns])
  const anchor = useRef<RowId | undefined>(undefined)
  const treeRows = useMemo(
    () =>
      tree
        ? visibleTreeRows(
            table.rows.map((r) => ({ ...r, id: table.getRowId(r) }) as TreeInput),
            expanded,
          )
        : null,
    [tree, table, expanded],
  )
  const rows = useMemo(() => (treeRows ? treeRows.map((r) => r.row as AnyRow) : table.rows), [treeRows, table.rows])
  const levels = useMemo(() => (treeRows ? new Map(treeRows.map((r) => [r.id, r] as const)) : null), [treeRows])
  const checks = table.selectionMode !== 'none'
  const multiple = table.selectionMode === 'multiple'

  const pageIds = useMemo(() => rows.map(table.getRowId), [rows, table.getRowId])
  const allIds = table.selection.ids
  const selectedOnPage = useMemo(() => new Set(pageIds.filter((id) => allIds.has(id))), [pageIds, allIds])
  const { selectOnPage } = table
  const onCheck = useMemo(
    () => (id: RowId, checked: boolean, shift: boolean) => {
      if (!multiple) {
        selectOnPage(checked ? new Set([id]) : new Set())
        return
      }
      selectOnPage(rangeSelection(pageIds, selectedOnPage, shift ? anchor.current : undefined, id, checked))
      anchor.current = id
    },
    [multiple, selectOnPage, pageIds, selectedOnPage],
  )
  const onToggleTree = useMemo(() => (id: RowId) => setExpanded((s) => toggleExpanded(s, id)), [])
  const texts = useMemo(
    () => ({ selectRow: t('table.selectRow'), expand: t('table.expand'), collapse: t('table.collapse'), noData: t('table.noData') }),
    [t],
  )

  // issue 23: a failed load says why, in place, with a retry (not "no data" and a total of 0 once the toast is gone);
  // a load that takes long says so (above the rows it will replace, or in place of none)
  const fault =
    table.failed && !table.loading ? (
      <Box role="alert" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', color: 'error.main' }}>
        {t('http.ListFailed', { reason: table.error instanceof Error ? table.error.message : '' })}
        <button type="button" className="row-btn row-btn-primary" onClick={() => void table.refresh()}>
          {t('guard.Retry')}
        </button>
      </Box>
    ) : undefined

  const sized = columns.map((c) => (liveWidths[c.field] ? { ...c, width: liveWidths[c.field] } : c))
  const layout = columnWidths(sized, checks ? CHECK_WIDTH : 0)
  const allChecked = pageIds.length > 0 && selectedOnPage.size === pageIds.length
  const sort = table.state.sort

  const setWidth = (field: string, width: number, done: boolean) => {
    setLiveWidths((w) => ({ ...w, [field]: width }))
    if (done) onColumnResize?.(field, width)
  }
  const startResize = (c: ViewColumn) => (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault()
    e.stopPropagation()
    const handle = e.currentTarget
    const header = handle.parentElement
    if (!header) return
    const startX = e.clientX
    const startWidth = header.getBoundingClientRect().width
    let width = startWidth
    handle.setPointerCapture?.(e.pointerId)
    const move = (ev: globalThis.PointerEvent) => {
      width = clampWidth(startWidth + ev.clientX - startX, c.minWidth)
      setWidth(c.field, width, false)
    }
    const end = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', end)
      handle.removeEventListener('pointercancel', end)
      if (width !== startWidth) setWidth(c.field, width, true)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', end)
    handle.addEventListener('pointercancel', end)
  }
  /** A column's width as its handle announces it: being resized, as drawn, or as configured. */
  const widthOf = (c: ViewColumn) => liveWidths[c.field] ?? drawnWidths[c.field] ?? c.width ?? c.minWidth ?? DEFAULT_MIN_WIDTH
  const keyResize = (c: ViewColumn) => (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    e.preventDefault()
    e.stopPropagation()
    setWidth(c.field, clampWidth(widthOf(c) + (e.key === 'ArrowRight' ? RESIZE_STEP : -RESIZE_STEP), c.minWidth), true)
  }

  return (
    <Box>
      <Box sx={{ position: 'relative', overflowX: 'auto' }}>
        {table.loading && <Box role="progressbar" aria-label={t('common.Loading')} sx={loadingBarSx} />}
        {table.slow && (
          <Box role="status" sx={{ color: 'text.secondary', py: 0.5, textAlign: 'center' }}>
            {t('http.ListSlow')}
          </Box>
        )}
        <Table
          size="small"
          role="grid"
          aria-label={ariaLabel}
          aria-busy={table.loading || undefined}
          aria-multiselectable={multiple || undefined}
          onKeyDown={onGridKey}
          onClick={(e) => followCellLink(e, navigate)}
          sx={[tableSx, rowButtons, { minWidth: layout.minTable }]}
        >
          <colgroup>
            {checks && <col style={{ width: CHECK_WIDTH }} />}
            {layout.widths.map((w, i) => (
              <col key={columns[i].field} style={{ width: w }} />
            ))}
          </colgroup>
          <thead>
            <tr role="row" ref={headRow}>
              {checks && (
                <th role="columnheader" className="col-check" data-col={0} tabIndex={-1} aria-label={t('table.selection')}>
                  {multiple && (
                    <SelectAll
                      checked={allChecked}
                      indeterminate={!allChecked && selectedOnPage.size > 0}
                      disabled={pageIds.length === 0}
                      onChange={() => selectOnPage(allChecked ? new Set() : new Set(pageIds))}
                      label={t('table.selectAll')}
                    />
                  )}
                </th>
              )}
              {columns.map((c, index) => {
                const sorted = sort?.field === c.field ? sort.direction : undefined
                return (
                  <th
                    key={c.field}
                    role="columnheader"
                    aria-label={c.header}
                    aria-sort={c.sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    data-field={c.field}
                    data-col={index + (checks ? 1 : 0)}
                    tabIndex={c.sortable ? 0 : -1}
                    style={{ ...alignOf(c.align), cursor: c.sortable ? 'pointer' : undefined }}
                    onClick={c.sortable ? () => table.setSort(nextSort(sort ?? null, c.field)) : undefined}
                    onKeyDown={
                      c.sortable
                        ? (e) => {
                            if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return
                            e.preventDefault()
                            table.setSort(nextSort(sort ?? null, c.field))
                          }
                        : undefined
                    }
                  >
                    {c.header}
                    {c.sortable && (
                      // a plain SVG styled by the table's stylesheet: no icon component per header
                      <svg
                        className={sorted ? 'sort-icon sorted' : 'sort-icon'}
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        focusable="false"
                        style={sorted === 'desc' ? { transform: 'rotate(180deg)' } : undefined}
                      >
                        <path d={ARROW_UP} />
                      </svg>
                    )}
                    <span
                      className="resize"
                      role="separator"
                      aria-orientation="vertical"
                      aria-label={t('table.resizeColumn', { name: c.header })}
                      aria-valuenow={widthOf(c)}
                      aria-valuemin={c.minWidth ?? DEFAULT_MIN_WIDTH}
                      aria-valuemax={MAX_WIDTH}
                      tabIndex={0}
                      onPointerDown={startResize(c)}
                      onKeyDown={keyResize(c)}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </th>
                )
              })}
            </tr>
          </thead>
          <Body
            rows={rows}
            columns={columns}
            getRowId={table.getRowId}
            selectionMode={table.selectionMode}
            selected={selectedOnPage}
            dragSelection={allIds}
            levels={levels}
            rowDrag={rowDrag}
            onCheck={onCheck}
            onToggleTree={onToggleTree}
            texts={texts}
            loading={table.loading}
            fault={rows.length === 0 ? fault : undefined}
          />
        </Table>
      </Box>
      {!hidePager && table.paginated && !table.failed && (
        <Pager
          page={table.state.page}
          size={table.state.size}
          total={table.total}
          sizes={table.sizes}
          onPage={table.setPage}
          onSize={table.setSize}
          align={pagerAlign}
        />
      )}
    </Box>
  )
}
