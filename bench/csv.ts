// The file of the import-preview scenario: N new users in the columns of the server's own import template
// (its header row, in the server's language), so the preview reads every row as a valid user.
import Papa from 'papaparse'

/** A template column: [label as written in the header, field name]. */
export type TemplateColumn = readonly [label: string, field: string]

/** Used when the server's template cannot be read: the field names themselves as the header. */
export const FALLBACK_COLUMNS: readonly TemplateColumn[] = [
  ['name', 'name'],
  ['username', 'username'],
  ['email', 'email'],
  ['comment', 'comment'],
]

function cell(field: string, i: number): string {
  const n = String(i + 1).padStart(5, '0')
  switch (field) {
    case 'name':
      return `Bench user ${n}`
    case 'username':
      return `bench-${n}`
    case 'email':
      return `bench-${n}@example.com`
    case 'comment':
      return `imported by the bench, row ${i + 1}, with "quotes", commas`
    case 'source':
      return 'local'
    case 'is_active':
      return 'True'
    case 'role':
      return 'User'
    case 'mfa_level':
      return '0'
    default:
      return ''
  }
}

/** A CSV file (with the UTF-8 byte-order mark the platform's templates carry) of `rows` users. */
export function importCsv(columns: readonly TemplateColumn[], rows: number): string {
  const data = Array.from({ length: rows }, (_, i) => columns.map(([, field]) => cell(field, i)))
  return `\ufeff${Papa.unparse({ fields: columns.map(([label]) => label), data }, { newline: '\r\n' })}\r\n`
}
