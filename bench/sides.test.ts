// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SIDES, sideOrder } from './sides'

describe('sideOrder', () => {
  it('rotates the three sides so each goes first, second and last in turn', () => {
    const orders = [0, 1, 2, 3].map((run) => sideOrder(run, SIDES))
    expect(orders).toEqual([
      ['console', 'floor', 'stack'],
      ['floor', 'stack', 'console'],
      ['stack', 'console', 'floor'],
      ['console', 'floor', 'stack'],
    ])
    for (const side of SIDES)
      expect(
        orders
          .slice(0, 3)
          .map((o) => o.indexOf(side))
          .sort(),
      ).toEqual([0, 1, 2])
  })

  it('alternates two sides when a scenario has no stack floor page', () => {
    expect([0, 1, 2].map((run) => sideOrder(run, ['console', 'floor']))).toEqual([
      ['console', 'floor'],
      ['floor', 'console'],
      ['console', 'floor'],
    ])
  })

  it('has nothing to order without sides', () => {
    expect(sideOrder(4, [])).toEqual([])
  })
})
