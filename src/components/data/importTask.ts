// IMPORT-01..20 / ENT-07 / CONST-06..08: the import task as a pure state machine plus a paced runner.
// Task: pending → started ⇄ stopped → done. Rows: pending | ok | error; editing a cell makes a row pending
// again. Continue after done sends only rows that are not ok (failed rows are reset to pending).
import {
  IMPORT_COLUMN_MAX_PX,
  IMPORT_COLUMN_MIN_PX,
  IMPORT_COLUMN_PX_PER_CHAR,
  IMPORT_PAGE_PAUSE_MS,
  IMPORT_PREVIEW_PAGE_SIZE,
  IMPORT_ROW_PAUSE_MS,
  UPLOAD_FILE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '../../config/constants'
import type { FileFormat } from './exportRules'
import type { QueryParams } from './listQuery'
import { restoreRow } from './csvSafety'

export type ImportMode = 'create' | 'update'
export type TaskState = 'pending' | 'started' | 'stopped' | 'done'

/** ENT-07: one error of a row: the field (column) it concerns, '' for the whole row, and the message. */
export interface RowError {
  name: string
  message: string
  /** A client-side refusal with a translated text (e.g. `missingId`). */
  code?: 'missingId'
}

export type RowStatus = { kind: 'pending' } | { kind: 'ok' } | { kind: 'error'; errors: RowError[] }

export interface ImportRow {
  key: number
  data: Record<string, unknown>
  status: RowStatus
}

export interface ImportColumn {
  /** Column title as the file has it (a leading `*` marks a required column). */
  label: string
  field: string
  width: number
}

export interface ImportState {
  mode: ImportMode
  task: TaskState
  columns: ImportColumn[]
  rows: ImportRow[]
}

export type ImportEvent =
  | { type: 'load'; title: ReadonlyArray<readonly [string, string]>; data: ReadonlyArray<Record<string, unknown>> }
  | { type: 'setMode'; mode: ImportMode }
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'continue' }
  | { type: 'rowResult'; key: number; errors?: RowError[] }
  | { type: 'finish' }
  | { type: 'editCell'; key: number; field: string; value: unknown }
  | { type: 'clear' }

export function initialImportState(mode: ImportMode = 'create'): ImportState {
  return { mode, task: 'pending', columns: [], rows: [] }
}

/** IMPORT-10 / CONST-07: 10 px per character of the label, clamped to 100–180 px. */
export function columnWidth(label: string): number {
  const width = Array.from(label).length * IMPORT_COLUMN_PX_PER_CHAR
  return Math.min(IMPORT_COLUMN_MAX_PX, Math.max(IMPORT_COLUMN_MIN_PX, width))
}

/** IMPORT-11 / VAL-02: keys of rows that have no id (refused in update mode before anything is sent). */
export function rowsWithoutId(rows: readonly ImportRow[]): number[] {
  return rows.filter((r) => r.data.id === undefined || r.data.id === null || String(r.data.id).trim() === '').map((r) => r.key)
}

function setStatus(rows: readonly ImportRow[], key: number, status: RowStatus): ImportRow[] {
  return rows.map((r) => (r.key === key ? { ...r, status } : r))
}

/**
 * The columns of the preview: one per field the server read, at the place of its last column (when a file names a
 * field twice, as the users export does with `Role` and `Organization role name`, the server keeps the last cell).
 * Columns it did not map to a field (read-only ones of an export: `Is expired`, `Can update` …) are not imported
 * and are left out.
 */
export function previewColumns(title: ReadonlyArray<readonly [string, string]>): ImportColumn[] {
  const last = new Map<string, number>()
  title.forEach(([, field], i) => {
    if (field) last.set(field, i)
  })
  return title.filter(([, field], i) => last.get(field) === i).map(([label, field]) => ({ label, field, width: columnWidth(label) }))
}

export function importReducer(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'load': {
      // IMPORT-08: columns from `title`, rows from `data`, every row pending; a fresh task.
      const columns = previewColumns(event.title)
      // EXPORT-08: a cell the console's CSV export neutralised (`'=…`) is imported as the value it stood for
      const rows = event.data.map((data, key) => ({ key, data: restoreRow(data), status: { kind: 'pending' } as RowStatus }))
      return { ...state, task: 'pending', columns, rows }
    }
    case 'setMode':
      return state.task === 'pending' ? { ...state, mode: event.mode } : state
    case 'start': {
      if (state.task !== 'pending' || state.rows.length === 0) return state
      if (state.mode === 'update') {
        const missing = rowsWithoutId(state.rows)
        if (missing.length) {
          // IMPORT-11: refused; the rows say why, nothing is sent.
          const rows = state.rows.map((r) =>
            missing.includes(r.key)
              ? { ...r, status: { kind: 'error', errors: [{ name: 'id', message: '', code: 'missingId' }] } as RowStatus }
              : r,
          )
          return { ...state, rows }
        }
      }
      return { ...state, task: 'started' }
    }
    case 'stop':
      return state.task === 'started' ? { ...state, task: 'stopped' } : state
    case 'continue': {
      if (state.task === 'stopped') return { ...state, task: 'started' }
      if (state.task === 'done' && state.rows.some((r) => r.status.kind !== 'ok')) {
        // IMPORT-15: failed rows go back to pending; rows already ok are never sent again.
        const rows = state.rows.map((r) => (r.status.kind === 'error' ? { ...r, status: { kind: 'pending' } as RowStatus } : r))
        return { ...state, task: 'started', rows }
      }
      if (state.task === 'pending' && state.rows.some((r) => r.status.kind === 'error')) {
        // After a refused update start (rows without id were then fixed by editing).
        return importReducer(state, { type: 'start' })
      }
      return state
    }
    case 'rowResult': {
      const status: RowStatus = event.errors && event.errors.length ? { kind: 'error', errors: event.errors } : { kind: 'ok' }
      return { ...state, rows: setStatus(state.rows, event.key, status) }
    }
    case 'finish':
      return state.task === 'started' ? { ...state, task: 'done' } : state
    case 'editCell': {
      // IMPORT-18: any edit makes the row pending again.
      const rows = state.rows.map((r) =>
        r.key === event.key ? { ...r, data: { ...r.data, [event.field]: event.value }, status: { kind: 'pending' } as RowStatus } : r,
      )
      return { ...state, rows }
    }
    case 'clear':
      return initialImportState(state.mode)
    default:
      return state
  }
}

export type ImportButton = 'import' | 'stop' | 'continue' | 'finished'

/** IMPORT-13: Import when pending, Stop when started, Continue when stopped or done with rows not ok, else Finished. */
export function importButton(state: ImportState): ImportButton {
  switch (state.task) {
    case 'pending':
      return 'import'
    case 'started':
      return 'stop'
    case 'stopped':
      return 'continue'
    default:
      return state.rows.every((r) => r.status.kind === 'ok') ? 'finished' : 'continue'
  }
}

/** The event the action button sends for the current state (Finished closes the dialog: G-16). */
export function buttonEvent(button: ImportButton): ImportEvent | null {
  switch (button) {
    case 'import':
      return { type: 'start' }
    case 'stop':
      return { type: 'stop' }
    case 'continue':
      return { type: 'continue' }
    default:
      return null
  }
}

export function nextPendingRow(state: ImportState): ImportRow | null {
  return state.rows.find((r) => r.status.kind === 'pending') ?? null
}

export interface ImportCounts {
  total: number
  ok: number
  error: number
  pending: number
}

export function importCounts(state: ImportState): ImportCounts {
  const counts = { total: state.rows.length, ok: 0, error: 0, pending: 0 }
  for (const r of state.rows) counts[r.status.kind] += 1
  return counts
}

/** IMPORT-20: the summary error shows when the task is done and at least one row failed. */
export function hasFailedSummary(state: ImportState): boolean {
  return state.task === 'done' && state.rows.some((r) => r.status.kind === 'error')
}

/** Estimated milliseconds left at the pacing of IMPORT-16, given the mean time a row took. */
export function estimateRemainingMs(state: ImportState, meanRowMs: number): number {
  const pending = importCounts(state).pending
  const pages = Math.floor(pending / IMPORT_PREVIEW_PAGE_SIZE)
  return Math.round(pending * (meanRowMs + IMPORT_ROW_PAUSE_MS) + pages * IMPORT_PAGE_PAUSE_MS)
}

/** IMPORT-19: a failed response as row errors; field keys keep their name, other messages have none. */
export function rowErrorsFrom(body: unknown, fallback: string): RowError[] {
  if (body === null || body === undefined || body === '') return [{ name: '', message: fallback }]
  if (typeof body === 'string') return [{ name: '', message: body }]
  if (Array.isArray(body)) return [{ name: '', message: body.map(String).join(';') }]
  if (typeof body !== 'object') return [{ name: '', message: String(body) }]
  const errors: RowError[] = []
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'code') continue
    const message = Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(';')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value)
    const general = ['detail', 'error', 'msg', 'non_field_errors'].includes(key)
    errors.push({ name: general ? '' : key, message })
  }
  return errors.length ? errors : [{ name: '', message: fallback }]
}

/** IMPORT-19: the tooltip lines `column label: message` (the label without the required `*`). */
export function errorLines(
  errors: readonly RowError[],
  columns: readonly ImportColumn[],
  translate: (e: RowError) => string = (e) => e.message,
): string[] {
  return errors.map((e) => {
    const text = translate(e)
    if (!e.name) return text
    const column = columns.find((c) => c.field === e.name)
    const label = (column?.label ?? e.name).replace(/^\*/, '')
    return `${label}: ${text}`
  })
}

export type SendResult = { ok: true } | { ok: false; errors: RowError[] }

export interface RunnerDeps {
  getState: () => ImportState
  dispatch: (event: ImportEvent) => void
  send: (row: ImportRow, mode: ImportMode) => Promise<SendResult>
  sleep: (ms: number) => Promise<void>
  pageSize?: number
  /** Called with each row's duration (ms) for the ETA. */
  onRowTime?: (ms: number) => void
  now?: () => number
}

/**
 * IMPORT-14 / IMPORT-16: sends pending rows one at a time, in order, pausing 100 ms after each row and another
 * 100 ms at each page boundary, until stopped (no new row is sent) or no row is pending (the task is done).
 */
export async function runImport(deps: RunnerDeps): Promise<void> {
  const pageSize = deps.pageSize ?? IMPORT_PREVIEW_PAGE_SIZE
  const now = deps.now ?? (() => Date.now())
  for (;;) {
    const state = deps.getState()
    if (state.task !== 'started') return
    const row = nextPendingRow(state)
    if (!row) {
      deps.dispatch({ type: 'finish' })
      return
    }
    const t0 = now()
    const result = await deps.send(row, state.mode)
    deps.onRowTime?.(now() - t0)
    deps.dispatch({ type: 'rowResult', key: row.key, errors: result.ok ? undefined : result.errors })
    await deps.sleep(IMPORT_ROW_PAUSE_MS)
    const index = deps.getState().rows.findIndex((r) => r.key === row.key)
    if ((index + 1) % pageSize === 0) await deps.sleep(IMPORT_PAGE_PAUSE_MS)
  }
}

export type FileProblem = 'count' | 'type' | 'size'

/** IMPORT-03 / IMPORT-04 / VAL-01: one csv or xlsx file of at most 10 MiB. */
export function checkImportFiles(files: ReadonlyArray<{ name: string; size: number }>): FileProblem | null {
  if (files.length !== UPLOAD_MAX_FILES) return 'count'
  const [file] = files
  const ext = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!UPLOAD_FILE_TYPES.includes(ext)) return 'type'
  if (file.size > UPLOAD_MAX_BYTES) return 'size'
  return null
}

export function fileFormatOf(name: string): FileFormat | null {
  const ext = name.split('.').pop()?.toLowerCase()
  return ext === 'csv' || ext === 'xlsx' ? ext : null
}

/** IMPORT-06 / C-16: the content type the server's parsers expect (`text/xlsx` on purpose). */
export function renderContentType(format: FileFormat): string {
  return format === 'csv' ? 'text/csv' : 'text/xlsx'
}

/** IMPORT-02: the template download query. */
export function templateParams(mode: ImportMode, format: FileFormat, spm?: string): QueryParams {
  if (mode === 'create') return { format, template: 'import', limit: '1' }
  return spm ? { format, template: 'update', spm } : { format, template: 'update', limit: '1' }
}

/** IMPORT-17: the request of one row. */
export function rowRequest(
  listUrl: string,
  row: ImportRow,
  mode: ImportMode,
): { url: string; method: 'POST' | 'PUT'; data: Record<string, unknown> } {
  if (mode === 'update') return { url: `${listUrl}${String(row.data.id)}/`, method: 'PUT', data: row.data }
  return { url: listUrl, method: 'POST', data: row.data }
}
