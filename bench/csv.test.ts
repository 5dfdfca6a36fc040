// @vitest-environment node
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { FALLBACK_COLUMNS, importCsv, type TemplateColumn } from './csv'

const columns: TemplateColumn[] = [
  ['*名称', 'name'],
  ['*用户名', 'username'],
  ['密码', 'password'],
  ['*邮箱', 'email'],
  ['备注', 'comment'],
]

function parse(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data
}

describe('importCsv', () => {
  it('writes the template header and one line per user', () => {
    const rows = parse(importCsv(columns, 5000))
    expect(rows[0]).toEqual(['*名称', '*用户名', '密码', '*邮箱', '备注'])
    expect(rows).toHaveLength(5001)
  })

  it('gives every user a unique username and a valid email, and leaves unknown columns empty', () => {
    const rows = parse(importCsv(columns, 300)).slice(1)
    expect(new Set(rows.map((r) => r[1])).size).toBe(300)
    expect(rows.every((r) => /^bench-\d{5}@example\.com$/.test(r[3]))).toBe(true)
    expect(rows.every((r) => r[2] === '')).toBe(true)
  })

  it('quotes values with commas and quotes so they read back unchanged', () => {
    const rows = parse(importCsv(columns, 2))
    expect(rows[2][4]).toBe('imported by the bench, row 2, with "quotes", commas')
  })

  it('starts with the byte-order mark the platform templates carry', () => {
    expect(importCsv(FALLBACK_COLUMNS, 1).startsWith('\ufeffname,username,email,comment\r\n')).toBe(true)
  })
})
