// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { flattenNested, toggleExpanded, visibleTreeRows, type TreeInput } from './tree'

const nested: TreeInput[] = [
  {
    id: 1,
    name: 'root',
    children: [
      { id: 2, name: 'a', children: [{ id: 3, name: 'a1' }] },
      { id: 4, name: 'b' },
    ],
  },
  { id: 5, name: 'other' },
]

describe('DTABLE-22 tree rows', () => {
  const flat = flattenNested(nested)
  it('flattens children into parentId', () => {
    expect(flat.map((r) => [r.id, r.parentId])).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, null],
    ])
  })
  it('hides rows while any ancestor is collapsed', () => {
    expect(visibleTreeRows(flat, new Set()).map((r) => r.id)).toEqual([1, 5])
    expect(visibleTreeRows(flat, new Set([1])).map((r) => [r.id, r.level])).toEqual([
      [1, 0],
      [2, 1],
      [4, 1],
      [5, 0],
    ])
    // 2 is expanded but its parent 1 is collapsed: 3 stays hidden.
    expect(visibleTreeRows(flat, new Set([2])).map((r) => r.id)).toEqual([1, 5])
    expect(visibleTreeRows(flat, new Set([1, 2])).map((r) => r.id)).toEqual([1, 2, 3, 4, 5])
  })
  it('marks rows with children and their expanded flag', () => {
    const rows = visibleTreeRows(flat, toggleExpanded(new Set(), 1))
    expect(rows[0]).toMatchObject({ hasChildren: true, expanded: true })
    expect(rows.find((r) => r.id === 4)).toMatchObject({ hasChildren: false })
    expect(toggleExpanded(new Set([1]), 1).has(1)).toBe(false)
  })
})
