import { describe, expect, it } from 'vitest'
import { clampWidth, columnWidths, MAX_WIDTH, moveCell, nextSort, rangeSelection } from './gridModel'

describe('list table rules', () => {
  it('LIST-14 a header click sorts ascending, then descending, then not; another column starts ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' })
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({ field: 'name', direction: 'desc' })
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toBeNull()
    expect(nextSort({ field: 'name', direction: 'desc' }, 'email')).toEqual({ field: 'email', direction: 'asc' })
  })

  it('LIST-29 shift-click selects or clears every row between the anchor and the clicked row', () => {
    const ids = ['a', 'b', 'c', 'd', 'e']
    expect([...rangeSelection(ids, new Set(['x']), 'b', 'd', true)].sort()).toEqual(['b', 'c', 'd', 'x'])
    expect([...rangeSelection(ids, new Set(['x']), 'd', 'b', true)].sort()).toEqual(['b', 'c', 'd', 'x'])
    expect([...rangeSelection(ids, new Set(['a', 'b', 'c', 'd']), 'a', 'c', false)]).toEqual(['d'])
    // no anchor on this page (it was on another page): only the clicked row
    expect([...rangeSelection(ids, new Set(), 'zz', 'c', true)]).toEqual(['c'])
    expect([...rangeSelection(ids, new Set(['c']), undefined, 'c', false)]).toEqual([])
  })

  it('LIST-22 fixed columns keep their saved width, the others share the rest by flex', () => {
    const { widths, minTable } = columnWidths([{ width: 120 }, { flex: 1 }, { flex: 3, minWidth: 100 }, { width: 40 }], 48)
    expect(widths[0]).toBe('120px')
    expect(widths[1]).toBe('calc((100% - 248px) * 0.25)')
    expect(widths[2]).toBe('calc((100% - 248px) * 0.75)')
    // a width below the minimum is raised to it
    expect(widths[3]).toBe('80px')
    expect(minTable).toBe(48 + 120 + 80 + 80 + 100)
  })

  it('LIST-22 a resized width is whole pixels within the column minimum and the maximum', () => {
    expect(clampWidth(10)).toBe(80)
    expect(clampWidth(10, 50)).toBe(50)
    expect(clampWidth(181.6)).toBe(182)
    expect(clampWidth(99_999)).toBe(MAX_WIDTH)
  })

  it('arrow keys, Home and End move the focused cell and stop at the edges', () => {
    const size = { rows: 3, cols: 4 }
    expect(moveCell('ArrowDown', { row: 0, col: 1 }, size)).toEqual({ row: 1, col: 1 })
    expect(moveCell('ArrowDown', { row: 2, col: 1 }, size)).toEqual({ row: 2, col: 1 })
    expect(moveCell('ArrowUp', { row: 0, col: 1 }, size)).toEqual({ row: 0, col: 1 })
    expect(moveCell('ArrowLeft', { row: 1, col: 0 }, size)).toEqual({ row: 1, col: 0 })
    expect(moveCell('ArrowRight', { row: 1, col: 3 }, size)).toEqual({ row: 1, col: 3 })
    expect(moveCell('Home', { row: 1, col: 2 }, size)).toEqual({ row: 1, col: 0 })
    expect(moveCell('End', { row: 1, col: 0 }, size)).toEqual({ row: 1, col: 3 })
    expect(moveCell('Home', { row: 2, col: 2 }, size, true)).toEqual({ row: 0, col: 0 })
    expect(moveCell('End', { row: 0, col: 0 }, size, true)).toEqual({ row: 2, col: 3 })
    expect(moveCell('a', { row: 0, col: 0 }, size)).toBeNull()
  })
})
