// LIST-20..22 / CONST-33 / VAL-19: per-table column preferences (visibility, widths, order) and the
// remembered page size, kept in localStorage under one key per table with a version inside the value, so a
// change of format discards old values instead of misreading them. `id` and `actions` (and a table's own
// minimum columns) can never be hidden.
import { tableConfigKey } from '../../config/constants'

export const TABLE_CONFIG_VERSION = 1

export const LOCKED_COLUMNS: readonly string[] = ['id', 'actions']

export interface ColumnPrefs {
  version: typeof TABLE_CONFIG_VERSION
  /** Visible columns (locked and minimum columns are added whatever this says). */
  visible: string[]
  /** Column widths in pixels chosen by dragging. */
  widths: Record<string, number>
  /** Column order chosen in the column chooser. */
  order: string[]
  /** Page size last chosen in this table (used when the address bar has none). */
  pageSize?: number
}

export interface ColumnDefaults {
  /** Every column the table offers, in the default order. */
  all: readonly string[]
  /** Columns shown before the user chooses (default: all). */
  defaultVisible?: readonly string[]
  /** Columns that are always shown (besides id and actions). */
  min?: readonly string[]
}

export interface ResolvedColumns {
  order: string[]
  visible: Set<string>
  widths: Record<string, number>
}

export function isLocked(column: string, defaults: ColumnDefaults): boolean {
  return LOCKED_COLUMNS.includes(column) || Boolean(defaults.min?.includes(column))
}

function isPrefs(value: unknown): value is ColumnPrefs {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Partial<ColumnPrefs>
  return (
    v.version === TABLE_CONFIG_VERSION &&
    Array.isArray(v.visible) &&
    Array.isArray(v.order) &&
    typeof v.widths === 'object' &&
    v.widths !== null
  )
}

/** Reads a table's preferences; a missing, malformed or older-version value reads as none. */
export function loadPrefs(storage: Pick<Storage, 'getItem'> | undefined, table: string): ColumnPrefs | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(tableConfigKey(table))
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return isPrefs(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function savePrefs(storage: Pick<Storage, 'setItem'> | undefined, table: string, prefs: ColumnPrefs): void {
  if (!storage) return
  try {
    storage.setItem(tableConfigKey(table), JSON.stringify(prefs))
  } catch {
    // A full or blocked storage only loses the preference, never the page.
  }
}

/** Merges stored preferences with the table's columns: unknown columns are dropped, new ones appended. */
export function resolveColumns(defaults: ColumnDefaults, stored: ColumnPrefs | null): ResolvedColumns {
  const known = new Set(defaults.all)
  // A value holding only the remembered page size says nothing about columns.
  const prefs = stored && stored.order.length > 0 ? stored : null
  const order = prefs ? prefs.order.filter((c) => known.has(c)) : []
  for (const column of defaults.all) if (!order.includes(column)) order.splice(insertAt(order, column, defaults.all), 0, column)
  const wanted = prefs ? prefs.visible : (defaults.defaultVisible ?? defaults.all)
  const visible = new Set(wanted.filter((c) => known.has(c)))
  for (const column of defaults.all) if (isLocked(column, defaults)) visible.add(column)
  const widths: Record<string, number> = {}
  if (prefs) for (const [c, w] of Object.entries(prefs.widths)) if (known.has(c) && Number.isFinite(w) && w > 0) widths[c] = w
  // `actions` always ends the row.
  const actionsAt = order.indexOf('actions')
  if (actionsAt >= 0 && actionsAt !== order.length - 1) {
    order.splice(actionsAt, 1)
    order.push('actions')
  }
  return { order, visible, widths }
}

/** Where a column missing from a stored order goes: after its nearest earlier neighbour in the default order. */
function insertAt(order: string[], column: string, all: readonly string[]): number {
  const index = all.indexOf(column)
  for (let i = index - 1; i >= 0; i -= 1) {
    const at = order.indexOf(all[i])
    if (at >= 0) return at + 1
  }
  return 0
}

export function toPrefs(resolved: ResolvedColumns, pageSize?: number): ColumnPrefs {
  return {
    version: TABLE_CONFIG_VERSION,
    visible: resolved.order.filter((c) => resolved.visible.has(c)),
    widths: { ...resolved.widths },
    order: [...resolved.order],
    ...(pageSize ? { pageSize } : {}),
  }
}

/** Shows or hides a column; locked columns stay shown. */
export function setVisible(resolved: ResolvedColumns, defaults: ColumnDefaults, column: string, shown: boolean): ResolvedColumns {
  const visible = new Set(resolved.visible)
  if (shown) visible.add(column)
  else if (!isLocked(column, defaults)) visible.delete(column)
  return { ...resolved, visible }
}

/** Moves a column one place earlier (-1) or later (+1); `actions` stays last. */
export function moveColumn(resolved: ResolvedColumns, column: string, delta: -1 | 1): ResolvedColumns {
  const order = [...resolved.order]
  const from = order.indexOf(column)
  const to = from + delta
  if (from < 0 || to < 0 || to >= order.length || column === 'actions' || order[to] === 'actions') return resolved
  order.splice(from, 1)
  order.splice(to, 0, column)
  return { ...resolved, order }
}

export function setWidth(resolved: ResolvedColumns, column: string, width: number): ResolvedColumns {
  if (!Number.isFinite(width) || width <= 0) return resolved
  return { ...resolved, widths: { ...resolved.widths, [column]: Math.round(width) } }
}

/** Back to the table's defaults (nothing stored). */
export function defaultColumns(defaults: ColumnDefaults): ResolvedColumns {
  return resolveColumns(defaults, null)
}
