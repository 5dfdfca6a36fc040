// Cell values of the generic table and detail cards.
import { DETAIL_TITLE_MAX_CHARS } from '../../config/constants'

/** DTABLE-25: the row's `<field>_display` when present, else the raw field. */
export function displayValue(row: Record<string, unknown>, field: string): unknown {
  const display = row[`${field}_display`]
  if (display !== undefined && display !== null && display !== '') return display
  return row[field]
}

/** Text of a cell value: lists joined with commas, objects as JSON, null/undefined as empty. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * DTABLE-21: the value an editable cell stores for the text typed: parsed JSON when the text is JSON,
 * otherwise the text itself.
 */
export function parseEditable(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The text an editable cell shows for a stored value (inverse of parseEditable for strings). */
export function editableText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** DETAIL-02 / CONST-17: a detail title longer than 80 characters is cut and ends with an ellipsis. */
export function truncateTitle(title: string, max: number = DETAIL_TITLE_MAX_CHARS): string {
  const chars = Array.from(title)
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title
}

/** ENT-27: the label of a row in confirmations: its name, else its hostname, else its id. */
export function rowLabel(row: Record<string, unknown>, field?: string): string {
  const value = (field && row[field]) ?? row.name ?? row.hostname ?? row.id
  return cellText(value)
}
