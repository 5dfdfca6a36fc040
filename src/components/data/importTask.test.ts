// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  buttonEvent,
  checkImportFiles,
  columnWidth,
  errorLines,
  hasFailedSummary,
  importButton,
  importCounts,
  importReducer,
  initialImportState,
  renderContentType,
  rowErrorsFrom,
  rowRequest,
  runImport,
  templateParams,
  type ImportEvent,
  type ImportState,
} from './importTask'

const title = [
  ['*Name', 'name'],
  ['Comment', 'comment'],
] as const
const data = Array.from({ length: 23 }, (_, i) => ({ name: `g${i}`, comment: '' }))

function loaded(mode: 'create' | 'update' = 'create', rows: Array<Record<string, unknown>> = data): ImportState {
  return importReducer(importReducer(initialImportState(), { type: 'setMode', mode }), { type: 'load', title, data: rows })
}

function harness(initial: ImportState) {
  let state = initial
  const sleeps: number[] = []
  const sent: number[] = []
  const dispatch = (e: ImportEvent) => {
    state = importReducer(state, e)
  }
  return {
    get state() {
      return state
    },
    dispatch,
    sleeps,
    sent,
    getState: () => state,
  }
}

describe('IMPORT state machine', () => {
  it('IMPORT-08 / IMPORT-12 columns from title, rows from data, all pending; the task starts pending', () => {
    const s = loaded()
    expect(s.task).toBe('pending')
    expect(s.columns.map((c) => c.field)).toEqual(['name', 'comment'])
    expect(importCounts(s)).toEqual({ total: 23, ok: 0, error: 0, pending: 23 })
  })
  it('IMPORT-08 / EXPORT-08 a cell the CSV export neutralised is sent as the value it stood for', () => {
    const s = loaded('create', [{ name: "'=1+1", comment: "O'Brien's" }])
    expect(rowRequest('/x/', s.rows[0], 'create').data).toEqual({ name: '=1+1', comment: "O'Brien's" })
  })
  it('IMPORT-10 / CONST-07 column width is 10 px per character clamped to 100–180', () => {
    expect(columnWidth('Name')).toBe(100)
    expect(columnWidth('x'.repeat(14))).toBe(140)
    expect(columnWidth('x'.repeat(40))).toBe(180)
  })
  it('IMPORT-13 the button reads Import, Stop, Continue, Finished', () => {
    let s = loaded()
    expect(importButton(s)).toBe('import')
    s = importReducer(s, { type: 'start' })
    expect(importButton(s)).toBe('stop')
    s = importReducer(s, { type: 'stop' })
    expect(importButton(s)).toBe('continue')
    s = importReducer(importReducer(s, { type: 'continue' }), { type: 'rowResult', key: 0, errors: [{ name: 'name', message: 'bad' }] })
    s = importReducer(s, { type: 'finish' })
    expect(importButton(s)).toBe('continue')
    const allOk = data.reduce((acc, _, key) => importReducer(acc, { type: 'rowResult', key }), importReducer(loaded(), { type: 'start' }))
    expect(importButton(importReducer(allOk, { type: 'finish' }))).toBe('finished')
    expect(buttonEvent('finished')).toBeNull()
  })
  it('IMPORT-11 / VAL-02 update mode refuses rows without id before anything is sent', () => {
    const s = importReducer(loaded('update', [{ id: 'a', name: 'x' }, { name: 'y' }]), { type: 'start' })
    expect(s.task).toBe('pending')
    expect(s.rows[1].status).toEqual({ kind: 'error', errors: [{ name: 'id', message: '', code: 'missingId' }] })
    expect(s.rows[0].status.kind).toBe('pending')
    const fixed = importReducer(importReducer(s, { type: 'editCell', key: 1, field: 'id', value: 'b' }), { type: 'start' })
    expect(fixed.task).toBe('started')
  })
  it('IMPORT-18 editing a cell resets the row to pending', () => {
    let s = importReducer(loaded(), { type: 'rowResult', key: 2, errors: [{ name: '', message: 'x' }] })
    s = importReducer(s, { type: 'editCell', key: 2, field: 'name', value: 'new' })
    expect(s.rows[2]).toMatchObject({ data: { name: 'new' }, status: { kind: 'pending' } })
  })
  it('IMPORT-14 / IMPORT-16 rows go one by one with 100 ms between rows and another 100 ms between pages', async () => {
    const h = harness(importReducer(loaded(), { type: 'start' }))
    await runImport({
      getState: h.getState,
      dispatch: h.dispatch,
      send: async (row) => {
        h.sent.push(row.key)
        return row.key === 5 ? { ok: false, errors: [{ name: 'name', message: 'dup' }] } : { ok: true }
      },
      sleep: async (ms) => {
        h.sleeps.push(ms)
      },
    })
    expect(h.sent).toEqual(data.map((_, i) => i))
    expect(h.state.task).toBe('done')
    // 23 row pauses and a page pause after rows 10 and 20.
    expect(h.sleeps.filter((ms) => ms === 100).length).toBe(25)
    expect(importCounts(h.state)).toEqual({ total: 23, ok: 22, error: 1, pending: 0 })
    expect(hasFailedSummary(h.state)).toBe(true)
  })
  it('IMPORT-14 Stop sends no new row; Continue resumes with the remaining pending rows', async () => {
    const h = harness(importReducer(loaded(), { type: 'start' }))
    await runImport({
      getState: h.getState,
      dispatch: h.dispatch,
      send: async (row) => {
        h.sent.push(row.key)
        if (row.key === 2) h.dispatch({ type: 'stop' })
        return { ok: true }
      },
      sleep: async () => {},
    })
    expect(h.sent).toEqual([0, 1, 2])
    expect(h.state.task).toBe('stopped')
    h.dispatch({ type: 'continue' })
    await runImport({
      getState: h.getState,
      dispatch: h.dispatch,
      send: async (row) => {
        h.sent.push(row.key)
        return { ok: true }
      },
      sleep: async () => {},
    })
    expect(h.sent).toEqual(data.map((_, i) => i))
    expect(importButton(h.state)).toBe('finished')
  })
  it('IMPORT-15 Continue after done re-sends only the failed rows', async () => {
    const h = harness(importReducer(loaded(), { type: 'start' }))
    const fail = new Set([3, 17])
    await runImport({
      getState: h.getState,
      dispatch: h.dispatch,
      send: async (row) => (fail.has(row.key) ? { ok: false, errors: [{ name: '', message: 'x' }] } : { ok: true }),
      sleep: async () => {},
    })
    expect(h.state.task).toBe('done')
    h.dispatch({ type: 'continue' })
    expect(importCounts(h.state)).toMatchObject({ pending: 2, ok: 21 })
    const resent: number[] = []
    await runImport({
      getState: h.getState,
      dispatch: h.dispatch,
      send: async (row) => {
        resent.push(row.key)
        return { ok: true }
      },
      sleep: async () => {},
    })
    expect(resent).toEqual([3, 17])
    expect(h.state.task).toBe('done')
  })
  it('IMPORT-19 / ERR-18 / ENT-07 a failed response becomes "column label: message" lines', () => {
    const errors = rowErrorsFrom({ name: ['This field may not be blank.', 'Too long'], detail: 'Whole row' }, 'failed')
    expect(errorLines(errors, loaded().columns)).toEqual(['Name: This field may not be blank.;Too long', 'Whole row'])
    expect(rowErrorsFrom(null, 'failed')).toEqual([{ name: '', message: 'failed' }])
    expect(rowErrorsFrom('text', 'failed')).toEqual([{ name: '', message: 'text' }])
  })
  it('IMPORT-03 / IMPORT-04 / VAL-01 one csv or xlsx file of at most 10 MiB', () => {
    expect(checkImportFiles([{ name: 'a.csv', size: 10 * 1024 * 1024 }])).toBeNull()
    expect(checkImportFiles([{ name: 'a.XLSX', size: 1 }])).toBeNull()
    expect(checkImportFiles([{ name: 'a.csv', size: 10 * 1024 * 1024 + 1 }])).toBe('size')
    expect(checkImportFiles([{ name: 'a.xls', size: 1 }])).toBe('type')
    expect(
      checkImportFiles([
        { name: 'a.csv', size: 1 },
        { name: 'b.csv', size: 1 },
      ]),
    ).toBe('count')
    expect(checkImportFiles([])).toBe('count')
  })
  it('IMPORT-06 / C-16 content types text/csv and text/xlsx', () => {
    expect(renderContentType('csv')).toBe('text/csv')
    expect(renderContentType('xlsx')).toBe('text/xlsx')
  })
  it('IMPORT-02 template queries', () => {
    expect(templateParams('create', 'csv')).toEqual({ format: 'csv', template: 'import', limit: '1' })
    expect(templateParams('update', 'xlsx', 's')).toEqual({ format: 'xlsx', template: 'update', spm: 's' })
    expect(templateParams('update', 'xlsx')).toEqual({ format: 'xlsx', template: 'update', limit: '1' })
  })
  it('IMPORT-17 create posts to the list URL, update puts to the row URL', () => {
    const row = { key: 0, data: { id: 'u1', name: 'n' }, status: { kind: 'pending' as const } }
    expect(rowRequest('/api/test/groups/', row, 'create')).toMatchObject({ url: '/api/test/groups/', method: 'POST' })
    expect(rowRequest('/api/test/groups/', row, 'update')).toMatchObject({ url: '/api/test/groups/u1/', method: 'PUT' })
  })
})
