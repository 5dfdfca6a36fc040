import { afterEach, describe, expect, it, vi } from 'vitest'

function prefer(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('theme', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('with reduced motion asked for: transitions of zero length and no ripple', async () => {
    prefer(true)
    const { theme } = await import('./theme')
    expect(theme.transitions.create('opacity')).toBe('none')
    expect(theme.transitions.duration.enteringScreen).toBe(0)
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true)
    // the console's own settings stay
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true)
  })

  it('otherwise MUI motion as usual', async () => {
    prefer(false)
    const { theme } = await import('./theme')
    expect(theme.transitions.create('opacity')).toMatch(/opacity \d+ms/)
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0)
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined()
  })
})
