import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles'
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

/** A colour as drawn over an opaque background (a translucent text colour mixes with what is under it). */
function over(color: string, background: string): string {
  const { values, type } = decomposeColor(color)
  const alpha = type === 'rgba' || type === 'hsla' ? (values[3] ?? 1) : 1
  const under = decomposeColor(background).values
  const rgb = decomposeColor(recomposeColor({ type: type.startsWith('hsl') ? 'hsl' : 'rgb', values: [values[0], values[1], values[2]] }))
  const mixed = [0, 1, 2].map((i) => Math.round(rgb.values[i] * alpha + under[i] * (1 - alpha)))
  return `rgb(${mixed.join(', ')})`
}

it('accessibility (issue 23): every text colour of the theme reads against its background (WCAG AA, 4.5:1 for body text)', async () => {
  const { theme } = await import('./theme')
  const p = theme.palette
  const grounds = { paper: p.background.paper, page: p.background.default }
  const pairs: Array<[string, string, string]> = []
  // a filled button, chip or the selected menu item: its text on its colour
  for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    pairs.push([`${name}.contrastText on ${name}.main`, p[name].contrastText, p[name].main])
    // a link, text or outlined button, a selected tab: the colour as text on the paper and on the page
    for (const [ground, bg] of Object.entries(grounds)) pairs.push([`${name}.main on ${ground}`, p[name].main, bg])
  }
  for (const [ground, bg] of Object.entries(grounds)) {
    pairs.push([`text.primary on ${ground}`, p.text.primary, bg])
    pairs.push([`text.secondary on ${ground}`, p.text.secondary, bg])
    // toggle buttons write their text in the active-action colour
    pairs.push([`action.active on ${ground}`, p.action.active, bg])
  }
  const weak = pairs
    .map(([name, text, bg]) => [name, getContrastRatio(over(text, bg), bg)] as const)
    .filter(([, ratio]) => ratio < 4.5)
    .map(([name, ratio]) => `${name}: ${ratio.toFixed(2)}:1`)
  expect(weak).toEqual([])
})
