// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { choiceLabel, columnKindOf, filterOptionsOf, formFieldsOf, isSortable, labelOf } from './metadata'

const GET = {
  name: { type: 'string', label: 'Name', filter: true, max_length: 128 },
  source: {
    type: 'choice',
    label: 'Source',
    filter: true,
    choices: [
      { value: 'local', display_name: 'Local' },
      { value: 'ldap', display_name: 'LDAP/AD' },
    ],
  },
  source_display: { type: 'field', label: 'Source name', read_only: true },
  groups_display: { type: 'field', read_only: true },
  groups: { type: 'field', label: 'User group' },
  password: { type: 'string', write_only: true },
}

describe('LIST-01 / LIST-03 metadata', () => {
  it('LIST-03 tag filters are the fields flagged filter; choices show display names and send values', () => {
    expect(filterOptionsOf(GET)).toEqual([
      { field: 'name', label: 'Name' },
      {
        field: 'source',
        label: 'Source',
        choices: [
          { value: 'local', label: 'Local' },
          { value: 'ldap', label: 'LDAP/AD' },
        ],
      },
    ])
    expect(filterOptionsOf(GET, ['name']).map((f) => f.field)).toEqual(['source'])
  })
  it('a _display column without a label takes its base field label', () => {
    expect(labelOf(GET, 'groups_display')).toBe('User group')
    expect(labelOf(GET, 'unknown')).toBe('unknown')
  })
  it('columns of plain types are sortable, write-only ones are not', () => {
    expect(isSortable(GET, 'name')).toBe(true)
    expect(isSortable(GET, 'groups')).toBe(false)
    expect(isSortable(GET, 'password')).toBe(false)
    expect(columnKindOf({ type: 'boolean' })).toBe('boolean')
    expect(columnKindOf({ type: 'datetime' })).toBe('datetime')
    expect(choiceLabel(GET.source, 'ldap')).toBe('LDAP/AD')
  })
  it('FORM-02 the form reads the submit method, falling back to POST', () => {
    expect(formFieldsOf({ actions: { POST: { a: { type: 'string' } } } }, 'PUT')).toEqual({ a: { type: 'string' } })
    expect(formFieldsOf({ actions: { PUT: { b: { type: 'string' } }, POST: { a: { type: 'string' } } } }, 'PUT')).toEqual({
      b: { type: 'string' },
    })
    expect(formFieldsOf(undefined, 'POST')).toEqual({})
  })
})
