// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultRange, enabledRanges, exportFileName, exportParams } from './exportRules'

describe('EXPORT-03..09 / VAL-03 / G-14 export rules', () => {
  it('EXPORT-04 all is enabled only without an active filter', () => {
    expect(enabledRanges({ query: {}, selectedCount: 0 }).all).toBe(true)
    expect(enabledRanges({ query: { search: 'x' }, selectedCount: 0 }).all).toBe(false)
  })
  it('EXPORT-05 selected needs at least one selected row', () => {
    expect(enabledRanges({ query: {}, selectedCount: 0 }).selected).toBe(false)
    expect(enabledRanges({ query: {}, selectedCount: 2 }).selected).toBe(true)
  })
  it('EXPORT-06 filtered needs an active filter (tag or date range too)', () => {
    expect(enabledRanges({ query: {}, selectedCount: 0 }).filtered).toBe(false)
    expect(enabledRanges({ query: { filters: { source: 'ldap' } }, selectedCount: 0 }).filtered).toBe(true)
    expect(enabledRanges({ query: { dateFrom: 'a', dateTo: 'b' }, selectedCount: 0 }).filtered).toBe(true)
  })
  it('EXPORT-07 a per-table flag disables a range', () => {
    expect(enabledRanges({ query: {}, selectedCount: 3, flags: { selected: false } }).selected).toBe(false)
  })
  it('G-14 default range: selected, else filtered, else all', () => {
    expect(defaultRange({ query: { search: 'a' }, selectedCount: 1 })).toBe('selected')
    expect(defaultRange({ query: { search: 'a' }, selectedCount: 0 })).toBe('filtered')
    expect(defaultRange({ query: {}, selectedCount: 0 })).toBe('all')
    expect(defaultRange({ query: {}, selectedCount: 0, flags: { all: false } })).toBeNull()
  })
  it('EXPORT-08 the download carries the format and the filters, never limit or offset', () => {
    const query = { page: 3, size: 15, search: 'bob', filters: { source: 'ldap' }, sort: { field: 'name', direction: 'desc' as const } }
    const p = exportParams({ format: 'xlsx', range: 'filtered', query })
    expect(p).toEqual({ search: 'bob', source: 'ldap', order: '-name', format: 'xlsx' })
    expect(exportParams({ format: 'csv', range: 'all', query })).toEqual({ order: '-name', format: 'csv' })
  })
  it('EXPORT-09 selected rows go by spm only', () => {
    expect(exportParams({ format: 'csv', range: 'selected', query: { page: 1, size: 15, search: 'x' }, spm: 's1' })).toEqual({
      spm: 's1',
      format: 'csv',
    })
    expect(() => exportParams({ format: 'csv', range: 'selected', query: { page: 1, size: 15 } })).toThrow()
  })
  it('names the file after the table and the time', () => {
    expect(exportFileName('users', 'xlsx', new Date(2024, 0, 2, 3, 4, 5))).toBe('users_2024-01-02_03-04-05.xlsx')
  })
})
