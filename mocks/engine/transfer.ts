// Export (`?format=csv|xlsx`, `?template=import|update|export`) and import preview (`render-to-json/` with a
// `text/csv` or `text/xlsx` body), as the real renderers and parsers do them.
import Papa from 'papaparse'
import type { Row } from '../db/store'
import { ApiError, type Ctx, json, text } from './http'
import { serializerFields, type MergedField } from './metadata'
import { fieldLabel, renderObject } from './schema'
import type { Resource } from './resource'
import { formatCompact } from './time'

export const FILE_CONTENT_MAX_LENGTH = 1024 * 1024 * 10

/** Python's `str()` of a JSON value (lists and dicts the way the real server writes them into cells). */
export function pyStr(v: unknown): string {
  if (v === null || v === undefined) return 'None'
  if (typeof v === 'boolean') return v ? 'True' : 'False'
  if (typeof v === 'number' || typeof v === 'string') return String(v)
  const repr = (x: unknown): string => {
    if (typeof x === 'string') {
      if (x.includes("'") && !x.includes('"')) return `"${x}"`
      return `'${x.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    }
    if (Array.isArray(x)) return `[${x.map(repr).join(', ')}]`
    if (x && typeof x === 'object')
      return `{${Object.entries(x)
        .map(([k, val]) => `${repr(k)}: ${repr(val)}`)
        .join(', ')}}`
    return pyStr(x)
  }
  return repr(v)
}

/** A cell as the real renderer writes it: `str(value)` when truthy, else empty. */
function cell(v: unknown): string {
  if (!v) return ''
  if (Array.isArray(v) && v.length === 0) return ''
  if (typeof v === 'object' && Object.keys(v as object).length === 0) return ''
  return pyStr(v)
}

function templateFields(schemaName: string | undefined, template: string): MergedField[] {
  const all = serializerFields(schemaName)
  if (template === 'import') return all.filter((m) => m.write && m.name !== 'org_id' && m.name !== 'id')
  if (template === 'update') return all.filter((m) => m.write && m.name !== 'org_id')
  return all.filter((m) => m.read && m.name !== 'org_id')
}

export async function exportResponse(
  ctx: Ctx,
  rows: readonly Row[],
  schemaName: string | undefined,
  resource: Resource | null,
  format: 'csv' | 'xlsx',
): Promise<Response> {
  const template = ctx.query.get('template') ?? 'export'
  const fields = templateFields(schemaName, template)
  if (!fields.length || !schemaName) return text(ctx, 'The resource not support export!', 200)
  const titles = fields.map((m) => {
    const label = fieldLabel({ ...(m.read ?? {}), ...(m.write ?? {}) }, m.name, ctx.lang)
    return m.required && m.write ? `*${label}` : label
  })
  const picked = template === 'import' ? rows.slice(0, 1) : rows.slice(0, 10000)
  const data = picked.map((row) => {
    const rep = renderObject(ctx, schemaName, row, resource, { many: true })
    return fields.map((m) => cell(rep[m.name]))
  })
  const model = (resource?.model ?? 'download').toLowerCase()
  const filename = `${model}_${formatCompact(ctx.state.now(), ctx.tz)}.${format}`
  const disposition = `attachment; filename="${filename}"`
  if (format === 'csv') {
    const body = '\ufeff' + Papa.unparse([titles, ...data], { newline: '\r\n' }) + '\r\n'
    return text(ctx, body, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition })
  }
  const ExcelJS = (await import('exceljs')).default
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Sheet')
  for (const r of [titles, ...data]) ws.addRow(r.map(stripIllegal))
  const buf = await wb.xlsx.writeBuffer()
  return text(ctx, new Uint8Array(buf as ArrayBuffer), 200, {
    'Content-Type': 'application/xlsx; charset=utf-8',
    'Content-Disposition': disposition,
  })
}

/** Characters a worksheet cell may not hold (as openpyxl's ILLEGAL_CHARACTERS_RE). */
function stripIllegal(s: string): string {
  let out = ''
  for (const ch of s) {
    const c = ch.charCodeAt(0)
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) continue
    out += ch
  }
  return out
}

const PYTHON_QUOTES: Record<string, string> = { '“': '"', '”': '"', '‘': '"', '’': '"', "'": '"' }

function parseError(message: string): ApiError {
  return new ApiError(400, { detail: `Parse file error: ${message}`, code: 'parse_error' })
}

/**
 * A cell as the import hands it on: text as written (quotes, commas, line breaks, formulas and bidi marks
 * untouched) except a cell that looks like a list or an object (`[…]`, `{…}`), which is decoded as JSON, or as the
 * Python form the export writes (`['a', 'b']`, single quotes).
 */
function processCell(v: unknown): unknown {
  if (typeof v !== 'string') return v
  if (!((v.startsWith('[') && v.endsWith(']')) || (v.startsWith('{') && v.endsWith('}')))) return v
  try {
    return JSON.parse(v)
  } catch (e) {
    try {
      return JSON.parse(v.replace(/[“”‘’']/g, (c) => PYTHON_QUOTES[c]))
    } catch {
      throw parseError((e as Error).message)
    }
  }
}

/** A worksheet cell's value as the sheet shows it: a formula's last result (its text when it has none). */
function sheetCell(c: import('exceljs').Cell): unknown {
  const v = c.value as unknown
  if (v === null || v === undefined) return ''
  if (v instanceof Date) return v.toISOString().replace('T', ' ').slice(0, 19)
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v
  if (typeof v === 'object' && ('formula' in v || 'sharedFormula' in v)) {
    const result = (v as { result?: unknown }).result
    if (result === undefined || result === null) return `=${c.formula}`
    if (typeof result === 'object' && 'error' in result) return String((result as { error: unknown }).error)
    return result instanceof Date ? result.toISOString().replace('T', ' ').slice(0, 19) : result
  }
  return c.text
}

async function readRows(kind: 'csv' | 'xlsx', buf: ArrayBuffer): Promise<unknown[][]> {
  if (kind === 'csv') {
    let textBody = new TextDecoder('utf-8').decode(buf)
    if (textBody.charCodeAt(0) === 0xfeff) textBody = textBody.slice(1)
    const parsed = Papa.parse<string[]>(textBody.replace(/(\r\n|\n|\r)+$/, ''), { skipEmptyLines: false })
    // a quote opened and never closed would swallow every row after it: refuse the file and say where
    const unclosed = parsed.errors.find((e) => e.code === 'MissingQuotes')
    if (unclosed) throw parseError(`unclosed quote in row ${(unclosed.row ?? 0) + 1}`)
    return parsed.data
  }
  const ExcelJS = (await import('exceljs')).default
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(buf)
  } catch (e) {
    throw parseError((e as Error).message)
  }
  const ws = wb.worksheets[0]
  if (!ws) return []
  const out: unknown[][] = []
  const cols = ws.columnCount
  ws.eachRow({ includeEmpty: true }, (row) => {
    const cells: unknown[] = []
    for (let c = 1; c <= cols; c++) cells.push(sheetCell(row.getCell(c)))
    out.push(cells)
  })
  return out
}

/** `POST {list}render-to-json/`: the file → `{title: [[column, field]], data: [...]}`. */
export async function renderToJson(ctx: Ctx, schemaName: string | undefined): Promise<Response> {
  const declared = Number(ctx.request.headers.get('Content-Length') ?? NaN)
  const buf = await ctx.rawBody()
  if ((Number.isFinite(declared) ? declared : buf.byteLength) > FILE_CONTENT_MAX_LENGTH || buf.byteLength > FILE_CONTENT_MAX_LENGTH) {
    throw new ApiError(400, {
      detail: `The file content overflowed (The maximum length \`${FILE_CONTENT_MAX_LENGTH}\` bytes)`,
      code: 'file_content_overflowed',
    })
  }
  const type = (ctx.request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase()
  if (buf.byteLength === 0) return json(ctx, { title: [], data: {} })
  if (type === 'application/json') {
    const data = await ctx.body()
    if (Array.isArray(data) && !data.some((x) => x && (typeof x !== 'object' || Object.keys(x).length))) {
      return json(ctx, { error: 'Request file format may be wrong' }, 400)
    }
    return json(ctx, { title: [], data })
  }
  if (type !== 'text/csv' && type !== 'text/xlsx') {
    throw new ApiError(415, { detail: `Unsupported media type "${type}" in request.`, code: 'unsupported_media_type' })
  }
  const fields = serializerFields(schemaName)
  const map = new Map<string, string>()
  for (const m of fields) {
    if (!m.write) continue
    const f = { ...(m.read ?? {}), ...m.write }
    map.set(fieldLabel(f, m.name, 'zh'), m.name)
    map.set(fieldLabel(f, m.name, 'en'), m.name)
    map.set(m.name, m.name)
  }
  const rows = await readRows(type === 'text/csv' ? 'csv' : 'xlsx', buf)
  if (!rows.length) return json(ctx, { title: [], data: {} })
  const titles = rows[0].map((t) => (t === null || t === undefined ? '' : String(t)))
  const names = titles.map((t) => map.get(t.replace(/^\*+|\*+$/g, '').trim()) ?? '')
  const byName = new Map(fields.map((m) => [m.name, m]))
  const data: Record<string, unknown>[] = []
  for (const raw of rows.slice(1)) {
    if (!raw.some((c) => c !== '' && c !== null && c !== undefined)) continue
    const cells = raw.map(processCell)
    const obj: Record<string, unknown> = {}
    names.forEach((n, i) => {
      obj[n] = cells[i] ?? ''
    })
    const clean: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(obj)) {
      const keep =
        Array.isArray(v) ||
        (typeof v === 'object' && v !== null) ||
        (typeof v === 'number' && Number.isInteger(v)) ||
        (typeof v === 'string' && k.trim() && v.trim())
      if (!keep || !k.trim()) continue
      const m = byName.get(k)
      const isText = m?.write?.type === 'string' && !m.write.enum
      clean[k] = isText && typeof v !== 'string' ? pyStr(v) : v
    }
    data.push(clean)
  }
  if (!data.some((d) => Object.keys(d).length)) return json(ctx, { error: 'Request file format may be wrong' }, 400)
  return json(ctx, { title: titles.map((t, i) => [t, names[i]]), data })
}
