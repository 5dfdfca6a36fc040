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
