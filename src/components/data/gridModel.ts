// The pure rules of the list table (DataTableView): the sort cycle of a header click, the rows a shift-click
// selects, the widths the columns get, and where the arrow keys move the focused cell.
import type { Sort } from './listQuery'

/** LIST-14: a click on a sortable header sorts ascending, then descending, then not at all. */
export function nextSort(current: Sort | null, field: string): Sort | null {
  if (!current || current.field !== field) return { field, direction: 'asc' }
  if (current.direction === 'asc') return { field, direction: 'desc' }
  return null
}

/**
 * The page's ids a shift-click selects: every row between the last clicked row (`anchor`) and this one, both
 * included, added to what was selected. Without an anchor on this page only the clicked row toggles.
 */
export function rangeSelection<Id>(
  pageIds: readonly Id[],
  selected: ReadonlySet<Id>,
  anchor: Id | undefined,
  clicked: Id,
  checked: boolean,
): Set<Id> {
  const next = new Set(selected)
  const from = anchor === undefined ? -1 : pageIds.indexOf(anchor)
  const to = pageIds.indexOf(clicked)
  if (from < 0 || to < 0) {
    if (checked) next.add(clicked)
    else next.delete(clicked)
    return next
  }
  const [lo, hi] = from < to ? [from, to] : [to, from]
  for (const id of pageIds.slice(lo, hi + 1)) {
    if (checked) next.add(id)
    else next.delete(id)
  }
  return next
}

export interface SizedColumn {
  width?: number
  minWidth?: number
  flex?: number
}

export const DEFAULT_MIN_WIDTH = 80
export const MAX_WIDTH = 1200

/**
 * The `<col>` widths of a fixed-layout table: a column with a width keeps it (never below its minimum); the others
 * share what is left in proportion to their flex, as percentages. `minTable` is the narrowest the table may get
 * before it scrolls sideways (every fixed width plus the minimum of every shared column).
 */
export function columnWidths(columns: readonly SizedColumn[], leading = 0): { widths: string[]; minTable: number } {
  let fixed = leading
  let flexTotal = 0
  let flexMin = 0
  for (const c of columns) {
    if (c.width) fixed += Math.max(c.width, c.minWidth ?? DEFAULT_MIN_WIDTH)
    else {
      flexTotal += c.flex ?? 1
      flexMin += c.minWidth ?? DEFAULT_MIN_WIDTH
    }
  }
  const widths = columns.map((c) => {
    if (c.width) return `${Math.max(c.width, c.minWidth ?? DEFAULT_MIN_WIDTH)}px`
    const share = (c.flex ?? 1) / flexTotal
    return `calc((100% - ${fixed}px) * ${Number(share.toFixed(4))})`
  })
  return { widths, minTable: fixed + flexMin }
}

/** A width dragged or keyed to: whole pixels between the column's minimum and MAX_WIDTH. */
export function clampWidth(width: number, minWidth = DEFAULT_MIN_WIDTH): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(minWidth, width)))
}

/** The cell the focus moves to on a key of the grid pattern, or null when the key is not one of them. */
export function moveCell(
  key: string,
  at: { row: number; col: number },
  size: { rows: number; cols: number },
  ctrl = false,
): { row: number; col: number } | null {
  const lastRow = size.rows - 1
  const lastCol = size.cols - 1
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(0, at.row - 1), col: at.col }
    case 'ArrowDown':
      return { row: Math.min(lastRow, at.row + 1), col: at.col }
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) }
    case 'ArrowRight':
      return { row: at.row, col: Math.min(lastCol, at.col + 1) }
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 }
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol }
    default:
      return null
  }
}
