// Dates as the server writes them (`2026/11/23 03:09:48 +0800`, in the X-TZ zone) and as the console sends
// them (ISO-8601), plus the date-range rules of the list screens (LIST-06..09, CONST-29).
import { DATE_RANGE_DEFAULT_TIMES, DATE_SHORTCUTS_DAYS } from '../../config/constants'
import { formatDateTime as formatOne } from '../../i18n/date'

const SERVER_FORMAT = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})(?: ([+-])(\d{2}):?(\d{2}))?$/

/** Parses the server's datetime format, ISO-8601, or `YYYY-MM-DD HH:mm:ss`; null when unreadable. */
export function parseServerDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  const text = String(value).trim()
  const m = SERVER_FORMAT.exec(text)
  if (m) {
    const [, y, mo, d, h, mi, s, sign, oh, om] = m
    const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${sign ? `${sign}${oh}:${om}` : ''}`
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? null : date
  }
  const date = new Date(text.includes(' ') && !text.includes('T') ? text.replace(' ', 'T') : text)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Display text of a date (the console's one format, src/i18n/date.ts); the raw text when it cannot be read. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' || typeof value === 'number' || value instanceof Date ? formatOne(value) : String(value)
}

/**
 * Field names that hold a date in the platform's answers (`date_created`, `date_last_sync`, `last_login`,
 * `approval_date`, `start_time` …): such a column shows a date even where the metadata does not type it.
 * (`timestamp` is not among them: commands give epoch seconds there.)
 */
export function isDateFieldName(field: string): boolean {
  return /^date_|_date$|^date$|_time$|^last_login$/.test(field)
}

/** A date field's text value that reads as a date. */
export function looksLikeDate(field: string, value: unknown): boolean {
  return (
    isDateFieldName(field) && typeof value === 'string' && /^\d{4}[-/]\d{1,2}[-/]\d{1,2}/.test(value) && parseServerDate(value) !== null
  )
}

function withTime(day: Date, time: string): Date {
  const [h, m, s] = time.split(':').map(Number)
  const date = new Date(day)
  date.setHours(h, m, s, 0)
  return date
}

/** LIST-08: a picked start day gets 00:00:01. */
export function startOfRange(day: Date): Date {
  return withTime(day, DATE_RANGE_DEFAULT_TIMES.start)
}

/** LIST-08: a picked end day gets 23:59:59. */
export function endOfRange(day: Date): Date {
  return withTime(day, DATE_RANGE_DEFAULT_TIMES.end)
}

export type ShortcutName = keyof typeof DATE_SHORTCUTS_DAYS

/** LIST-07: the shortcut ranges, ending now: last 24 hours, 7, 30 and 90 days. */
export function shortcutRange(name: ShortcutName, now: Date): { from: Date; to: Date } {
  const days = DATE_SHORTCUTS_DAYS[name]
  return { from: new Date(now.getTime() - days * 24 * 3600 * 1000), to: new Date(now) }
}

export const SHORTCUTS: readonly ShortcutName[] = ['day', 'week', 'month', 'threeMonths']

function valid(date: Date | null | undefined): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime())
}

/**
 * LIST-09 / VAL-18: the range a picker emits: both ends valid → ISO strings; otherwise null (nothing is
 * emitted). An end before the start is not a range either.
 */
export function rangeToEmit(from: Date | null | undefined, to: Date | null | undefined): { dateFrom: string; dateTo: string } | null {
  if (!valid(from) || !valid(to)) return null
  if (to.getTime() < from.getTime()) return null
  return { dateFrom: from.toISOString(), dateTo: to.toISOString() }
}
