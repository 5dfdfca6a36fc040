// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildRowActions, splitActions } from './rowActions'

describe('DTABLE-06..08 / CONST-23 row actions', () => {
  it('DTABLE-06 default actions are update 10, delete 20, clone 30, sorted with extras by order', () => {
    const actions = buildRowActions(
      {
        extras: [
          { name: 'remove', labelKey: 'x', order: 15, type: 'warning' },
          { name: 'first', labelKey: 'y', order: 1 },
        ],
      },
      {},
      false,
    )
    expect(actions.map((a) => [a.name, a.order, a.type])).toEqual([
      ['first', 1, 'default'],
      ['update', 10, 'primary'],
      ['remove', 15, 'warning'],
      ['delete', 20, 'danger'],
      ['clone', 30, 'info'],
    ])
  })
  it('hides actions whose has() is false and disables those whose can() is false', () => {
    const actions = buildRowActions<{ row: { can_update: boolean } }>(
      { clone: { has: false }, update: { can: ({ row }) => row.can_update } },
      { row: { can_update: false } },
      false,
    )
    expect(actions.map((a) => a.name)).toEqual(['update', 'delete'])
    expect(actions[0].disabled).toBe(true)
    expect(actions[1].disabled).toBe(false)
  })
  it('DTABLE-08 / LIST-37 in the root organisation update, delete and clone are disabled', () => {
    const actions = buildRowActions({}, {}, true)
    expect(actions.every((a) => a.disabled)).toBe(true)
  })
  it('DTABLE-07 two or fewer actions show inline; more put all but the first in More', () => {
    expect(splitActions([1, 2])).toEqual({ inline: [1, 2], more: [] })
    expect(splitActions([1, 2, 3])).toEqual({ inline: [1], more: [2, 3] })
    expect(splitActions([])).toEqual({ inline: [], more: [] })
  })
})
