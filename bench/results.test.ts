// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { budgetFor, comparedValue, figureResult, INTERACTION_BUDGET, LOAD_FIGURES, type FigureDef } from './results'

const load = (id: string) => LOAD_FIGURES.find((f) => f.id === id)!
const interaction: FigureDef = { id: 'interaction:sort-asc', label: 'sort', unit: 'ms', compareBy: 'ratio' }

describe('budgets of the issue', () => {
  it('issue 22: hold the first row to 1.5× the stack floor on the users list, 2× on the landing pages', () => {
    expect(figureResult('users-cold', load('firstRow'), [449, 450, 451], [100, 100, 100], [300, 300, 300]).budgetMet).toBe(true)
    expect(figureResult('users-cold', load('firstRow'), [460, 460, 460], [100, 100, 100], [300, 300, 300]).budgetMet).toBe(false)
    expect(figureResult('dashboard-cold', load('firstRow'), [600], [100], [300]).budgetMet).toBe(true)
    expect(figureResult('my-assets-cold', load('firstRow'), [601], [100], [300]).budgetMet).toBe(false)
    // no stack floor measured: the budget cannot be judged
    expect(figureResult('users-cold', load('firstRow'), [100], [100]).budgetMet).toBeNull()
    expect(figureResult('users-cold', load('fcp'), [250, 250, 250], [100, 100, 100]).budgetMet).toBe(true)
  })

  it('hold requests before the first row, bytes, round trips after boot, heap and DOM to absolute limits on the console', () => {
    expect(figureResult('users-cold', load('requestsBeforeRow'), [15], [3]).budgetMet).toBe(true)
    expect(figureResult('users-cold', load('requestsBeforeRow'), [16], [3]).budgetMet).toBe(false)
    // requests after the first row (idle work) are reported, not budgeted
    expect(figureResult('users-cold', load('requests'), [30], [3]).budget).toBeUndefined()
    expect(figureResult('users-cold', load('bytes'), [250_001], [3_000]).budgetMet).toBe(false)
    expect(figureResult('users-cold', load('roundTripsAfterBoot'), [2], [1]).budgetMet).toBe(true)
    expect(figureResult('users-cold', load('roundTripsAfterBoot'), [3], [1]).budgetMet).toBe(false)
    expect(figureResult('users-cold', load('heap'), [4_900_000], [900_000]).budgetMet).toBe(true)
    expect(figureResult('users-cold', load('heap'), [5_100_000], [900_000]).budgetMet).toBe(false)
    expect(figureResult('users-cold', load('domNodes'), [601], [146]).budgetMet).toBe(false)
  })

  it('hold interactions of the tree, import and sort scenarios to 200 ms, and nothing else', () => {
    expect(budgetFor('sessions-sort-page', interaction)).toBe(INTERACTION_BUDGET)
    expect(budgetFor('detail-back', { ...interaction, id: 'detail' })).toBeUndefined()
    expect(budgetFor('tree-expand', { id: 'expand-max', label: 'max', unit: 'ms', compareBy: 'ratio' })).toBeUndefined()
    expect(budgetFor('assets-cold', load('firstRow'))).toBeUndefined()
    expect(figureResult('import-preview', { ...interaction, id: 'interaction:preview' }, [150], [100]).budgetMet).toBe(true)
    expect(figureResult('import-preview', { ...interaction, id: 'interaction:preview' }, [250], [100]).budgetMet).toBe(false)
  })

  it('cannot judge a figure that was not measured', () => {
    expect(figureResult('users-cold', load('firstRow'), [null], [100]).budgetMet).toBeNull()
  })
})

describe('figureResult', () => {
  it('summarises both sides, keeps the raw runs and divides the medians', () => {
    const f = figureResult('x', load('firstRow'), [300, 100, 200], [100, 50, 150])
    expect(f.console).toEqual({ median: 200, min: 100, max: 300, n: 3 })
    expect(f.ratio).toBe(2)
    expect(f.values).toEqual({ console: [300, 100, 200], floor: [100, 50, 150] })
  })

  it('adds the stack floor when it was measured: console × stack floor and stack floor × floor', () => {
    const f = figureResult('users-cold', load('firstRow'), [600, 600], [100, 100], [300, null, 200])
    expect(f.stack).toEqual({ median: 250, min: 200, max: 300, n: 2 })
    expect(f.stackRatio).toBe(2.4)
    expect(f.stackFloorRatio).toBe(2.5)
    expect(f.values?.stack).toEqual([300, null, 200])
    // the budget and --compare stay on console × plain floor
    expect(f.ratio).toBe(6)
    expect(f.budgetMet).toBe(false)
    expect(comparedValue(f)).toBe(6)
  })

  it('has no stack floor fields when the scenario has no stack page', () => {
    const f = figureResult('x', load('firstRow'), [300], [100])
    expect(f).not.toHaveProperty('stack')
    expect(f).not.toHaveProperty('stackRatio')
    expect(f.values).not.toHaveProperty('stack')
  })

  it('is compared by ratio for timings and by the console value for sizes', () => {
    expect(comparedValue(figureResult('x', load('firstRow'), [300], [100]))).toBe(3)
    expect(comparedValue(figureResult('x', load('bytes'), [300], [100]))).toBe(300)
  })
})
