// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pagerItems } from './pager'

const numbers = (items: ReturnType<typeof pagerItems>) => items.filter((i) => typeof i === 'number')

describe('LIST-16 / DTABLE-32 pager with at most 5 page buttons', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3])
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('near the start: first pages, an ellipsis and the last', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 'end-ellipsis', 10])
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'end-ellipsis', 10])
  })
  it('in the middle: first, ellipsis, neighbours, ellipsis, last', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10])
  })
  it('near the end: first, an ellipsis and the last pages', () => {
    expect(pagerItems(10, 10)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10])
    expect(pagerItems(8, 10)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10])
  })
  it('never shows more than 5 page numbers', () => {
    for (let page = 1; page <= 50; page += 1) expect(numbers(pagerItems(page, 50)).length).toBeLessThanOrEqual(5)
  })
})
