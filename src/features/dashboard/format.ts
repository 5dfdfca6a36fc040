// How the dashboard shows the server's figures in the console's language: counts through Intl, the per-day labels
// (`MM-DD` without a year) as dates of the language, and the Python datetimes of the top lists.
import type { Locale } from '../../config/constants'
import { intlLocale } from '../../i18n/languages'
import { parseServerDate } from '../../i18n/date'

const DAY_MS = 24 * 3600 * 1000

const numberFormats = new Map<Locale, Intl.NumberFormat>()

/**
 * A count in the language's digits and grouping (`12,345`). Both languages write whole numbers in Latin digits
 * grouped by three with commas, so a whole number is written here without Intl: the first `Intl.NumberFormat` of a
 * page costs tens of milliseconds (the ICU data starts up), which the first figure would wait for.
 */
export function formatCount(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupThousands(value)
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale))
    numberFormats.set(locale, format)
  }
  return format.format(value)
}

/** A whole number with its digits grouped by three (`-1,234,567`), as Intl writes it in English and Chinese. */
function groupThousands(value: number): string {
  const digits = String(Math.abs(value))
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1)
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`
  return value < 0 ? `-${out}` : out
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * The days of the per-day series as dates of the language (`Nov 26`, `11月26日`). The server writes the UTC dates of
 * now minus N-1 … 0 days as `MM-DD`; the year is the one of that date counted back from `now` (the time of the
 * answer). A label that does not fit (another clock, another answer) is shown as the server wrote it.
 */
export function dayLabels(labels: readonly string[], locale: Locale, now: number): string[] {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' })
    dayFormats.set(locale, format)
  }
  return labels.map((label, i) => {
    const back = labels.length - 1 - i
    // the answer may have been computed just before a UTC midnight that `now` is past
    for (const shift of [0, 1]) {
      const date = new Date(now - (back + shift) * DAY_MS)
      if (date.toISOString().slice(5, 10) === label) return format.format(date)
    }
    return label
  })
}

/** A datetime of the top lists: Python's str() of an aware datetime (`2026-11-23 01:52:10.318204+00:00`). */
export function parsePythonDate(value: string | null | undefined): Date | undefined {
  if (!value || value === 'None') return undefined
  return parseServerDate(value)
}

/** The window of the windowed figures, as the server takes it: the last `days` days up to `now`. */
export function windowOf(days: number, now: number): { dateFrom: string; dateTo: string } {
  return { dateFrom: new Date(now - days * DAY_MS).toISOString(), dateTo: new Date(now).toISOString() }
}
