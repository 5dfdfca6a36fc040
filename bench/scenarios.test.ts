// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SCENARIOS, type BrowserScenario } from './scenarios'

const browser = SCENARIOS.filter((s): s is BrowserScenario => s.kind === 'browser')

describe('the stack floor in the scenarios', () => {
  it('opens the same view as the plain floor in every browser scenario, under /bench/stack/', () => {
    expect(browser.length).toBeGreaterThan(0)
    for (const s of browser) {
      const floorView = new URL(s.floor.path, 'http://bench').searchParams.get('view')
      expect(s.stack, s.id).toEqual({ path: `/bench/stack/?view=${floorView}`, prefix: '/bench/stack/' })
    }
  })
})
