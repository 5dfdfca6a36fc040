// @vitest-environment node
// Export (?format=csv|xlsx, templates) and import preview (render-to-json with text/csv and text/xlsx bodies).
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { type Client, serverForFile } from './client'
import { contract } from '../engine/contract'

let srv: RunningServer
let admin: Client
serverForFile((s, a) => {
  srv = s
  admin = a
})

const f = contract.schema('UserGroup')!.fields
const zh = (name: string) => f[name].labelZh ?? f[name].label!
const en = (name: string) => f[name].label!

function rows(csv: string): string[][] {
  return Papa.parse<string[]>(csv.replace(/^\ufeff/, '').trim()).data
}

describe('export', () => {
  it('writes CSV with a UTF-8 BOM, \\r\\n rows, label headers (* on required) and a file name', async () => {
    const r = await admin.get('/api/v1/users/groups/?format=csv')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="usergroup_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv"$/)
    expect(r.text.charCodeAt(0)).toBe(0xfeff)
    expect(r.text).toContain('\r\n')
    const table = rows(r.text)
    expect(table[0]).toEqual([
      zh('id'),
      `*${zh('name')}`,
      zh('comment'),
      zh('date_created'),
      zh('created_by'),
      zh('users'),
      zh('users_amount'),
      zh('org_name'),
    ])
    const groups = (await admin.get('/api/v1/users/groups/')).json as unknown[]
    expect(table.length - 1).toBe(groups.length)
  })

  it('uses English labels with Accept-Language: en and honours the list filters and spm', async () => {
    const all = (await admin.get('/api/v1/users/groups/')).json as Array<{ id: string; name: string }>
    const { spm } = (await admin.post('/api/v1/common/resources/cache/', { resources: [all[0].id, all[1].id] })).json
    const r = await admin.get(`/api/v1/users/groups/?format=csv&spm=${spm}`, { headers: { 'Accept-Language': 'en' } })
    const table = rows(r.text)
    expect(table[0][1]).toBe(`*${en('name')}`)
    expect(
      table
        .slice(1)
        .map((x) => x[1])
        .sort(),
    ).toEqual([all[0].name, all[1].name].sort())
  })

  it('selects columns by template: import (writable, no id, first row only), update (writable with id)', async () => {
    const imp = rows((await admin.get('/api/v1/users/groups/?format=csv&template=import')).text)
    expect(imp[0]).toEqual([`*${zh('name')}`, zh('comment'), zh('users')])
    expect(imp).toHaveLength(2)
    const upd = rows((await admin.get('/api/v1/users/groups/?format=csv&template=update')).text)
    expect(upd[0]).toEqual([zh('id'), `*${zh('name')}`, zh('comment'), zh('users')])
    expect(upd.length).toBeGreaterThan(2)
  })

  it('writes list cells the way the real server does (Python str of the value, empty when falsy)', async () => {
    const users = (await admin.get('/api/v1/users/users/')).json as Array<{ id: string; groups: string[] }>
    const u = users.find((x) => x.groups.length > 0)!
    const r = await admin.get(`/api/v1/users/users/?format=csv&ids=${u.id}`, { headers: { 'Accept-Language': 'en' } })
    const table = rows(r.text)
    const col = table[0].indexOf(contract.schema('User')!.fields.groups.label!)
    expect(table[1][col]).toBe(`[${u.groups.map((g) => `'${g}'`).join(', ')}]`)
  })

  it('writes XLSX (application/xlsx) readable as a workbook', async () => {
    const res = await fetch(`${srv.url}/api/v1/users/groups/?format=xlsx`, { headers: { cookie: admin.cookieHeader() } })
    expect(res.headers.get('content-type')).toBe('application/xlsx; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/\.xlsx"$/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(await res.arrayBuffer())
    const ws = wb.worksheets[0]
    expect(ws.getRow(1).getCell(2).value).toBe(`*${zh('name')}`)
    expect(ws.rowCount).toBeGreaterThan(2)
  })
})

describe('import preview (render-to-json)', () => {
  it('maps a text/csv file by labels or names to fields and decodes JSON-looking cells', async () => {
    const users = (await admin.get('/api/v1/users/users/?limit=2')).json.results as Array<{ id: string }>
    const csv = `\ufeff*${zh('name')},comment,${zh('users')},Unknown\r\nimp-a,hello,"['${users[0].id}', '${users[1].id}']",x\r\n,,,\r\nimp-b,,,\r\n`
    const r = await admin.request('POST', '/api/v1/users/groups/render-to-json/', { body: csv, headers: { 'Content-Type': 'text/csv' } })
    expect(r.status).toBe(200)
    expect(r.json.title).toEqual([
      [`*${zh('name')}`, 'name'],
      ['comment', 'comment'],
      [zh('users'), 'users'],
      ['Unknown', ''],
    ])
    expect(r.json.data).toEqual([{ name: 'imp-a', comment: 'hello', users: [users[0].id, users[1].id] }, { name: 'imp-b' }])
    // then the console creates each row itself
    const created = await admin.post('/api/v1/users/groups/', r.json.data[0])
    expect(created.status).toBe(201)
    expect(created.json.users_amount).toBe(2)
  })

  it('reads a text/xlsx workbook', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('Sheet')
    ws.addRow([`*${en('name')}`, en('comment')])
    ws.addRow(['xlsx-a', 'from excel'])
    const buf = await wb.xlsx.writeBuffer()
    const r = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: new Uint8Array(buf as ArrayBuffer),
      headers: { 'Content-Type': 'text/xlsx' },
    })
    expect(r.status).toBe(200)
    expect(r.json.data).toEqual([{ name: 'xlsx-a', comment: 'from excel' }])
  })

  it('answers the real errors: all-empty file, empty body, over 10 MiB', async () => {
    const empty = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: 'Foo,Bar\r\n,\r\n',
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(empty.status).toBe(400)
    expect(empty.json).toEqual({ error: 'Request file format may be wrong' })
    const none = await admin.request('POST', '/api/v1/users/groups/render-to-json/', { body: '', headers: { 'Content-Type': 'text/csv' } })
    expect(none.json).toEqual({ title: [], data: {} })
    const big = 'name\r\n' + 'x'.repeat(10 * 1024 * 1024 + 10)
    const over = await admin.request('POST', '/api/v1/users/groups/render-to-json/', { body: big, headers: { 'Content-Type': 'text/csv' } })
    expect(over.status).toBe(400)
    expect(over.json).toEqual({
      detail: 'The file content overflowed (The maximum length `10485760` bytes)',
      code: 'file_content_overflowed',
    })
    const bad = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: 'name,users\r\na,"[oops"]\r\n',
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.detail).toMatch(/^Parse file error: /)
  })
})

// IMPORT-08 / EXPORT-08: hostile cells go through the import preview exactly as written, from CSV and XLSX files,
// and through an export → import round trip.
const HOSTILE = [
  "O'Brien's",
  'say "hi", then \'bye\'',
  'a,b;c\td',
  'line1\nline2\r\nline3',
  '=1+1',
  '=HYPERLINK("http://attacker.example/","x")',
  '@SUM(1)',
  '+1+1',
  '-2+3',
  '研发中心 / 運維',
  '\u202Egnp.exe',
  'emoji 👩‍💻 ok',
  '<img src=x onerror=alert(1)>',
  '  padded  ',
  '‘curly’ “quotes”',
]

describe('import preview keeps hostile cells as written', () => {
  it('CSV: quotes, commas, line breaks, formulas, unicode and bidi controls come back unchanged', async () => {
    const file = '\ufeff' + Papa.unparse([['name', 'comment'], ...HOSTILE.map((c, i) => [`h${i}`, c])], { newline: '\r\n' }) + '\r\n'
    const r = await admin.request('POST', '/api/v1/users/groups/render-to-json/', { body: file, headers: { 'Content-Type': 'text/csv' } })
    expect(r.status).toBe(200)
    expect(r.json.data).toEqual(HOSTILE.map((c, i) => ({ name: `h${i}`, comment: c })))
  })

  it('CSV: an unclosed quote refuses the file and names its row instead of swallowing the rows after it', async () => {
    const r = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: 'name,comment\r\na,"never closed\r\nb,two\r\nc,three\r\n',
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ detail: 'Parse file error: unclosed quote in row 2', code: 'parse_error' })
  })

  it('XLSX: text as written, a formula as its last result (its text when the sheet has none), rich text as its text', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('Sheet')
    ws.addRow(['name', 'comment'])
    HOSTILE.forEach((c, i) => ws.addRow([`x${i}`, c]))
    ws.addRow(['f1', { formula: 'A2&"!"' }])
    ws.addRow(['f2', { formula: '"cached"&"!"', result: 'cached!' }])
    ws.addRow(['r1', { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] }])
    const buf = await wb.xlsx.writeBuffer()
    const r = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: new Uint8Array(buf as ArrayBuffer),
      headers: { 'Content-Type': 'text/xlsx' },
    })
    expect(r.status).toBe(200)
    expect(r.json.data).toEqual([
      // a workbook is XML, whose readers turn a CR LF inside a cell into LF
      ...HOSTILE.map((c, i) => ({ name: `x${i}`, comment: c.replace(/\r\n/g, '\n') })),
      { name: 'f1', comment: '=A2&"!"' },
      { name: 'f2', comment: 'cached!' },
      { name: 'r1', comment: 'rich text' },
    ])
  })

  it('export → import round trip (CSV and XLSX) gives back every hostile comment; XLSX cells are text, never formulas', async () => {
    const ids: string[] = []
    for (const [i, c] of HOSTILE.entries()) {
      const g = await admin.post('/api/v1/users/groups/', { name: `rt-${i}`, comment: c })
      expect(g.status).toBe(201)
      ids.push(g.json.id)
    }
    const { spm } = (await admin.post('/api/v1/common/resources/cache/', { resources: ids })).json
    const csv = await admin.get(`/api/v1/users/groups/?format=csv&template=update&spm=${spm}`)
    const back = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: csv.text,
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(back.status).toBe(200)
    const byName = (data: Array<{ name: string; comment: string }>) => Object.fromEntries(data.map((d) => [d.name, d.comment]))
    // saving trims the ends of a text (as the platform's serializers do); nothing else changes
    const saved = Object.fromEntries(HOSTILE.map((c, i) => [`rt-${i}`, c.trim()]))
    expect(byName(back.json.data)).toEqual(saved)

    const res = await fetch(`${srv.url}/api/v1/users/groups/?format=xlsx&template=update&spm=${spm}`, {
      headers: { cookie: admin.cookieHeader() },
    })
    const buf = new Uint8Array(await res.arrayBuffer())
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(buf.buffer)
    wb.worksheets[0].eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)))
    const xback = await admin.request('POST', '/api/v1/users/groups/render-to-json/', {
      body: buf,
      headers: { 'Content-Type': 'text/xlsx' },
    })
    expect(byName(xback.json.data)).toEqual(Object.fromEntries(Object.entries(saved).map(([k, c]) => [k, c.replace(/\r\n/g, '\n')])))
  })
})
