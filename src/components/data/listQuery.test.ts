// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  drfAdapter,
  fromDrfResponse,
  fromPageSizeResponse,
  hasActiveFilter,
  orderParam,
  pageAfterDelete,
  pageCount,
  pageSizeAdapter,
  parseOrder,
  toDrfParams,
  toPageSizeParams,
} from './listQuery'

describe('C-03 page/size ↔ offset/limit adapter', () => {
  it('LIST-13 page 3 of size 15 is offset 30 limit 15, with filters', () => {
    expect(toDrfParams({ page: 3, size: 15, search: ' bob ', filters: { source: 'ldap', empty: '' } })).toEqual({
      offset: '30',
      limit: '15',
      search: 'bob',
      source: 'ldap',
    })
  })
  it('LIST-13 the first page is offset 0', () => {
    expect(toDrfParams({ page: 1, size: 30 })).toEqual({ offset: '0', limit: '30' })
  })
  it('LIST-14 ascending sort sends order=field, descending order=-field', () => {
    expect(orderParam({ field: 'name', direction: 'asc' })).toBe('name')
    expect(orderParam({ field: 'name', direction: 'desc' })).toBe('-name')
    expect(toDrfParams({ page: 1, size: 15, sort: { field: 'date_joined', direction: 'desc' } }).order).toBe('-date_joined')
    expect(parseOrder('-name')).toEqual({ field: 'name', direction: 'desc' })
    expect(parseOrder('name')).toEqual({ field: 'name', direction: 'asc' })
    expect(parseOrder('')).toBeNull()
  })
  it('LIST-06 a date range is sent as date_from/date_to only when both ends exist', () => {
    expect(toDrfParams({ page: 1, size: 15, dateFrom: 'a', dateTo: 'b' })).toMatchObject({ date_from: 'a', date_to: 'b' })
    expect(toDrfParams({ page: 1, size: 15, dateFrom: 'a' })).not.toHaveProperty('date_from')
  })
  it('VAL-23 empty, undefined and null values are dropped and the rest trimmed', () => {
    expect(toDrfParams({ page: 1, size: 15, extra: { user: ' u1 ', x: undefined, y: '' } })).toEqual({
      offset: '0',
      limit: '15',
      user: 'u1',
    })
  })
  it('DTABLE-28 pagination off sends neither limit nor offset; the bare array is read as all rows', () => {
    expect(toDrfParams({ page: 2, size: 15, paginated: false })).toEqual({})
    expect(fromDrfResponse([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 })
  })
  it('LIST-13 reads results and count', () => {
    expect(fromDrfResponse({ count: 42, next: null, previous: null, results: [{ id: 'a' }] })).toEqual({ rows: [{ id: 'a' }], total: 42 })
    expect(fromDrfResponse(null)).toEqual({ rows: [], total: 0 })
    expect(drfAdapter.fromResponse({ count: 1, results: [] })).toEqual({ rows: [], total: 1 })
  })
  it('DTABLE-27 the page/size convention sends page, size, sort and direction and reads payload.content', () => {
    expect(toPageSizeParams({ page: 2, size: 10, search: 'x', sort: { field: 'name', direction: 'desc' }, extra: { kind: 'a' } })).toEqual({
      page: '2',
      size: '10',
      search: 'x',
      sort: 'name',
      direction: 'desc',
      kind: 'a',
    })
    expect(fromPageSizeResponse({ payload: { content: [{ id: 1 }], totalElements: 11 } })).toEqual({ rows: [{ id: 1 }], total: 11 })
    expect(pageSizeAdapter.toParams({ page: 1, size: 10 })).toEqual({ page: '1', size: '10' })
  })
  it('DTABLE-28 the page/size convention unpaged sends size=999 and page=-1 and falls back to payload itself', () => {
    expect(toPageSizeParams({ page: 3, size: 10, paginated: false })).toEqual({ page: '-1', size: '999' })
    expect(fromPageSizeResponse({ payload: [{ id: 1 }, { id: 2 }] })).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 })
    expect(fromPageSizeResponse({})).toEqual({ rows: [], total: 0 })
  })
  it('EXPORT-04 a filter is active with search text, a tag or a whole date range', () => {
    expect(hasActiveFilter({})).toBe(false)
    expect(hasActiveFilter({ search: '  ' })).toBe(false)
    expect(hasActiveFilter({ search: 'a' })).toBe(true)
    expect(hasActiveFilter({ filters: { source: 'local' } })).toBe(true)
    expect(hasActiveFilter({ dateFrom: 'a', dateTo: 'b' })).toBe(true)
    expect(hasActiveFilter({ dateFrom: 'a' })).toBe(false)
  })
})

describe('DTABLE-11 last page after delete', () => {
  it('goes back one page when the last page above the first becomes empty', () => {
    expect(pageAfterDelete({ page: 3, size: 15, total: 31, rowsOnPage: 1, deleted: 1 })).toBe(2)
  })
  it('stays when rows remain on the page', () => {
    expect(pageAfterDelete({ page: 3, size: 15, total: 32, rowsOnPage: 2, deleted: 1 })).toBe(3)
  })
  it('stays on page 1 even when it becomes empty', () => {
    expect(pageAfterDelete({ page: 1, size: 15, total: 1, rowsOnPage: 1, deleted: 1 })).toBe(1)
  })
  it('stays when the emptied page is not the last one', () => {
    expect(pageAfterDelete({ page: 2, size: 15, total: 60, rowsOnPage: 1, deleted: 1 })).toBe(2)
  })
  it('counts pages of a total', () => {
    expect(pageCount(0, 15)).toBe(1)
    expect(pageCount(31, 15)).toBe(3)
  })
})
