// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readTableState, toTableQuery, withDateRange, withPage, withReset, withSearch, withSize, writeTableState } from './urlState'

const opts = { sizes: [15, 30, 50, 100], defaultSize: 15 }

describe('LIST-18 / C-21 list state in the address bar', () => {
  it('restores page, size, search, tags, sort and dates from the URL, including the page', () => {
    const state = readTableState(
      new URLSearchParams('page=3&size=30&search=bob&source=ldap&order=-name&date_from=a&date_to=b&tab=x&oid=o'),
      opts,
    )
    expect(state).toEqual({
      page: 3,
      size: 30,
      search: 'bob',
      filters: { source: 'ldap' },
      sort: { field: 'name', direction: 'desc' },
      dateFrom: 'a',
      dateTo: 'b',
    })
  })
  it('falls back to defaults for malformed or unknown values', () => {
    const state = readTableState(new URLSearchParams('page=-2&size=999'), opts)
    expect(state.page).toBe(1)
    expect(state.size).toBe(15)
  })
  it('round-trips through the query string and leaves unrelated parameters alone', () => {
    const state = { page: 2, size: 50, search: 'x y', filters: { role: 'Admin' }, sort: { field: 'name', direction: 'asc' as const } }
    const params = writeTableState(new URLSearchParams('tab=Info&oid=1&members.page=4'), state, opts)
    expect(params.get('tab')).toBe('Info')
    expect(params.get('oid')).toBe('1')
    expect(params.get('members.page')).toBe('4')
    expect(readTableState(params, opts)).toEqual({ ...state, dateFrom: undefined, dateTo: undefined })
  })
  it('keeps links short: default page and size are not written', () => {
    const params = writeTableState(new URLSearchParams(), { page: 1, size: 15, search: '', filters: {}, sort: null }, opts)
    expect(params.toString()).toBe('')
  })
  it('removes tags that were cleared', () => {
    const params = writeTableState(
      new URLSearchParams('source=ldap&page=2'),
      { page: 1, size: 15, search: '', filters: {}, sort: null },
      opts,
    )
    expect(params.has('source')).toBe(false)
    expect(params.has('page')).toBe(false)
  })
  it('DTABLE-19 a prefixed secondary table keeps its own keys', () => {
    const params = writeTableState(
      new URLSearchParams('page=2'),
      { page: 3, size: 15, search: 'a', filters: { name: 'n' }, sort: null },
      { ...opts, prefix: 'members' },
    )
    expect(params.get('page')).toBe('2')
    expect(params.get('members.page')).toBe('3')
    expect(readTableState(params, { ...opts, prefix: 'members' })).toMatchObject({ page: 3, search: 'a', filters: { name: 'n' } })
    expect(readTableState(params, opts).filters).toEqual({})
  })
  it('reads only the allowed filter keys when given', () => {
    expect(readTableState(new URLSearchParams('source=a&junk=b'), { ...opts, filterKeys: ['source'] }).filters).toEqual({ source: 'a' })
  })
  it('LIST-17 / DTABLE-18 a change of search, tags, dates or size returns to page 1; a reset clears the search', () => {
    const s = { page: 4, size: 15, search: '', filters: {}, sort: null }
    expect(withSearch(s, 'x', {}).page).toBe(1)
    expect(withSize(s, 30)).toMatchObject({ page: 1, size: 30 })
    expect(withDateRange(s, 'a', 'b').page).toBe(1)
    expect(withReset({ ...s, search: 'x', filters: { a: 'b' } })).toMatchObject({ page: 1, search: '', filters: {} })
    expect(withPage(s, 0).page).toBe(1)
  })
  it('builds the table query with fixed extras', () => {
    const q = toTableQuery({ page: 2, size: 15, search: 's', filters: {}, sort: null }, { user: 'u' })
    expect(q).toMatchObject({ page: 2, size: 15, search: 's', extra: { user: 'u' } })
  })
})
