// Dates: the server renders datetimes as `2026/11/23 03:09:48 +0800` in the zone the console sends in `X-TZ`;
// the console shows them in that same zone (the browser's), in the chosen language.
import { STORAGE_KEYS, type Locale } from '../config/constants'
import { whenIdle } from '../config/idle'
import { readStored, writeStored } from '../config/storage'
import { intlLocale } from './languages'

function resolveTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

// a refused store only means the zone is resolved again on the next visit
function remember(value: string | undefined): void {
  if (value) writeStored(STORAGE_KEYS.timeZone, value)
}

// The first Intl.DateTimeFormat of a page loads the browser's date and time-zone data: 40–120 ms of a cold
// page's main thread, before its first request could leave (issues 9, 22). So the zone resolved on an earlier visit
// is used at once and checked once the page has settled; a changed zone is used from then on and kept for the next
// visit. A first visit has none: it sends a zone named from the current UTC offset (offsetZone), which costs
// nothing, and resolves the browser's own zone the same way, once the page has settled.
let zone: { value: string | undefined } | null = null

function verifyLater(): void {
  const check = () => {
    const resolved = resolveTimeZone()
    zone = { value: resolved }
    remember(resolved)
  }
  setTimeout(() => whenIdle(check, 5000), TIME_ZONE_CHECK_DELAY_MS)
}

/** Delay before the browser's time zone is resolved, to check a remembered one or replace a first visit's (after the page's first work). */
export const TIME_ZONE_CHECK_DELAY_MS = 3000

/** The browser's IANA time zone, sent as `X-TZ` (HTTP-03) and used for every displayed date. */
export function currentTimeZone(): string | undefined {
  if (zone) return zone.value
  const earlier = readStored(STORAGE_KEYS.timeZone)
  if (earlier) {
    zone = { value: earlier }
    verifyLater()
    return earlier
  }
  const derived = offsetZone(new Date().getTimezoneOffset())
  zone = { value: derived }
  verifyLater()
  return derived
}

/**
 * The fixed-offset zone of the IANA database for an offset of `Date.getTimezoneOffset()` (minutes behind UTC):
 * `Etc/GMT-8` is UTC+8 (the names count the other way), `Etc/GMT` is UTC. Only whole hours from UTC−12 to UTC+14
 * have such a name (the server's pytz knows exactly these); any other offset gives undefined (no X-TZ: the server
 * uses its own zone until the browser's is resolved). The zone is right for the present moment only (it knows no
 * daylight saving time), which is what a first page's requests need; dates the server renders carry their offset.
 */
export function offsetZone(offsetMinutes: number): string | undefined {
  if (!Number.isInteger(offsetMinutes) || offsetMinutes % 60 !== 0) return undefined
  const hours = offsetMinutes / 60
  if (hours < -14 || hours > 12) return undefined
  if (hours === 0) return 'Etc/GMT'
  return `Etc/GMT${hours > 0 ? '+' : '-'}${String(Math.abs(hours))}`
}

/** Tests: forget the zone of this page, as a new page load would. */
export function forgetTimeZone(): void {
  zone = null
}

const SERVER_DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/

/** Parses the server's datetime format, ISO-8601 and plain dates; undefined when it is not a date. */
export function parseServerDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value === 'number') return new Date(value)
  const m = SERVER_DATE.exec(value.trim())
  if (!m) {
    const t = Date.parse(value)
    return Number.isNaN(t) ? undefined : new Date(t)
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', tz] = m
  const ms = Number(frac.slice(0, 3).padEnd(3, '0'))
  if (!tz) return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms)
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms)
  if (tz === 'Z') return new Date(utc)
  const sign = tz.startsWith('-') ? -1 : 1
  const digits = tz.slice(1).replace(':', '')
  const offsetMin = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))
  return new Date(utc - sign * offsetMin * 60_000)
}

const pad = (n: number) => String(n).padStart(2, '0')

// one formatter per zone named by a caller: building one costs far more than using it
const zoned = new Map<string, Intl.DateTimeFormat>()

/** Year, month, day, hour, minute, second of a date in a zone; the browser's own zone reads the date itself. */
function fieldsIn(date: Date, timeZone: string | undefined): number[] {
  if (!timeZone) return [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]
  let format = zoned.get(timeZone)
  if (!format) {
    const n = 'numeric'
    format = new Intl.DateTimeFormat('en-US', { year: n, month: n, day: n, hour: n, minute: n, second: n, hourCycle: 'h23', timeZone })
    zoned.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]))
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number)
}

/**
 * The one way the console shows a date and time: `2026-11-23 03:09:48`, the same in every language, in the given
 * zone (default: the browser's, which the console sends as X-TZ). Every screen, cell and message uses it; text that
 * is not a date is shown as it came.
 */
export function formatDateTime(value: string | number | Date | null | undefined, _locale?: Locale, timeZone?: string): string {
  const date = parseServerDate(value)
  if (!date) return typeof value === 'string' ? value : ''
  const [y, mo, d, h, mi, s] = fieldsIn(date, timeZone)
  return `${String(y)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`
}

/** The date part of formatDateTime: `2026-11-23`. */
export function formatDate(value: string | number | Date | null | undefined, _locale?: Locale, timeZone?: string): string {
  const date = parseServerDate(value)
  if (!date) return typeof value === 'string' ? value : ''
  return formatDateTime(date, _locale, timeZone).slice(0, 10)
}

const DAY_MS = 24 * 3600 * 1000

/** Whole days from `from` to `to` (negative when `to` is earlier), rounded down like a calendar count. */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS)
}

/** One relative-time format per language: creating one costs far more than using it. */
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>()
function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let rtf = relativeFormats.get(locale)
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
    relativeFormats.set(locale, rtf)
  }
  return rtf
}

/**
 * MSG-06: a relative time ("3 hours ago") for dates younger than `absoluteAfterDays`, else the absolute date.
 */
export function formatRecent(
  value: string | number | Date | null | undefined,
  locale: Locale,
  now: Date,
  absoluteAfterDays: number,
  timeZone?: string,
): string {
  const date = parseServerDate(value)
  if (!date) return typeof value === 'string' ? value : ''
  const ageMs = now.getTime() - date.getTime()
  if (ageMs >= absoluteAfterDays * DAY_MS) return formatDateTime(date, locale, timeZone)
  const rtf = relativeFormat(locale)
  const seconds = Math.round(ageMs / 1000)
  if (Math.abs(seconds) < 60) return rtf.format(-seconds, 'second')
  const minutes = Math.round(seconds / 60)
  if (Math.abs(minutes) < 60) return rtf.format(-minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 24) return rtf.format(-hours, 'hour')
  return rtf.format(-Math.round(hours / 24), 'day')
}
