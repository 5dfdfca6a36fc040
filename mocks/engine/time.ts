// Datetimes as the real API renders and parses them: output `%Y/%m/%d %H:%M:%S %z` in the request's time zone
// (`X-TZ`, default Asia/Shanghai); input accepts that format, ISO-8601 and `%Y-%m-%d %H:%M:%S %z`.
export const DEFAULT_TZ = 'Asia/Shanghai'

const formatters = new Map<string, Intl.DateTimeFormat | null>()

function formatterFor(tz: string): Intl.DateTimeFormat | null {
  let f = formatters.get(tz)
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    } catch {
      f = null
    }
    formatters.set(tz, f)
  }
  return f
}

/** The zone to use for a request: a valid IANA name from `X-TZ`, else the default. */
export function resolveTz(header: string | null | undefined): string {
  if (header && header !== 'undefined' && formatterFor(header)) return header
  return DEFAULT_TZ
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0')

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function partsIn(ms: number, tz: string): Parts {
  const f = formatterFor(tz) ?? formatterFor(DEFAULT_TZ)!
  const p: Record<string, number> = {}
  for (const part of f.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value)
  }
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second }
}

/** Offset of `tz` from UTC at instant `ms`, in minutes. */
export function offsetMinutes(ms: number, tz: string): number {
  const p = partsIn(ms, tz)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000)
}

/** `2026/11/23 03:09:48 +0800` */
export function formatDatetime(ms: number, tz: string): string {
  const p = partsIn(ms, tz)
  const off = offsetMinutes(ms, tz)
  const sign = off < 0 ? '-' : '+'
  const oh = Math.floor(Math.abs(off) / 60)
  const om = Math.abs(off) % 60
  return `${p.year}/${pad(p.month)}/${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)} ${sign}${pad(oh)}${pad(om)}`
}

/** `2026-11-23 03:09:48`: a wall-clock time with no offset (what a ticket's meta stores). */
export function formatPlainDatetime(ms: number, tz: string): string {
  const p = partsIn(ms, tz)
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

/** Python's `str()` of an aware UTC datetime: `2026-11-21 09:30:12.402000+00:00` (no fraction when it is zero). */
export function pythonUtcString(ms: number): string {
  const iso = new Date(ms).toISOString() // 2026-11-21T09:30:12.402Z
  const frac = ms % 1000 === 0 ? '' : `.${iso.slice(20, 23)}000`
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${frac}+00:00`
}

/** `YYYY-MM-DD` of an instant in a zone (for export file names and dashboards). */
export function formatDate(ms: number, tz: string): string {
  const p = partsIn(ms, tz)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

export function formatCompact(ms: number, tz: string): string {
  const p = partsIn(ms, tz)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}_${pad(p.hour)}-${pad(p.minute)}-${pad(p.second)}`
}

/** Wall-clock time in `tz` → UTC ms. */
function zonedToUtc(p: Parts, ms: number, tz: string): number {
  const guess = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + ms
  const off1 = offsetMinutes(guess, tz)
  const first = guess - off1 * 60000
  const off2 = offsetMinutes(first, tz)
  return guess - off2 * 60000
}

const JMS_RE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2}) (\d{1,2}):(\d{2}):(\d{2}) ([+-])(\d{2}):?(\d{2})$/
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/

/** Parses an input datetime; returns UTC ms or null when the text matches none of the accepted formats. */
export function parseDatetime(input: unknown, tz: string = DEFAULT_TZ): number | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  let m = JMS_RE.exec(text)
  if (m) {
    const [, y, mo, d, h, mi, s, sign, oh, om] = m
    const p = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)]
    if (!validParts(p)) return null
    const off = (Number(oh) * 60 + Number(om)) * (sign === '-' ? -1 : 1)
    return Date.UTC(p[0], p[1] - 1, p[2], p[3], p[4], p[5]) - off * 60000
  }
  m = ISO_RE.exec(text)
  if (m) {
    const [, y, mo, d, h, mi, s, frac, zone] = m
    const p = [Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)]
    if (!validParts(p)) return null
    const ms = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0
    if (!zone) {
      return zonedToUtc({ year: p[0], month: p[1], day: p[2], hour: p[3], minute: p[4], second: p[5] }, ms, tz)
    }
    let off = 0
    if (zone !== 'Z') {
      const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!
      off = (Number(zm[2]) * 60 + Number(zm[3] ?? 0)) * (zm[1] === '-' ? -1 : 1)
    }
    return Date.UTC(p[0], p[1] - 1, p[2], p[3], p[4], p[5], ms) - off * 60000
  }
  return null
}

function validParts([y, mo, d, h, mi, s]: number[]): boolean {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate()
  return d <= days
}

export const DATETIME_FORMAT_ERROR =
  'Datetime has wrong format. Use one of these formats instead: YYYY/MM/DD hh:mm:ss [+HHMM|-HHMM], ' +
  'YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z], YYYY-MM-DD hh:mm:ss [+HHMM|-HHMM].'
