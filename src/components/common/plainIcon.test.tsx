// Issue 22: the first screen's icons are plain <svg> drawn with the MUI icon's own path.
import DashboardIcon from '@mui/icons-material/Dashboard'
import SearchIcon from '@mui/icons-material/Search'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { iconDrawing, plainIcon, type MuiIcon } from './plainIcon'

describe('plainIcon', () => {
  it('draws the MUI icon’s own path in a plain svg with MUI’s view box, hidden from assistive technology', () => {
    const Plain = plainIcon(DashboardIcon)
    const mui = render(<DashboardIcon />)
      .container.querySelector('svg path')
      ?.getAttribute('d')
    const { container } = render(<Plain />)
    const svg = container.querySelector('svg') as SVGSVGElement
    expect(mui).toBeTruthy()
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(mui)
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    // no MUI component: no emotion class
    expect(svg.getAttribute('class')).toBe('plain-icon plain-icon-medium')
  })

  it('takes MUI’s size and colour as classes, and the caller’s class and attributes', () => {
    const Plain = plainIcon(SearchIcon)
    const { container } = render(<Plain fontSize="small" color="action" className="menu-icon" style={{ fontSize: 12 }} />)
    const svg = container.querySelector('svg') as SVGSVGElement
    expect(svg.getAttribute('class')).toBe('plain-icon plain-icon-small plain-icon-action menu-icon')
    expect(svg.style.fontSize).toBe('12px')
  })

  it('leaves an icon it cannot read as it is', () => {
    const Other = (() => null) as unknown as MuiIcon
    expect(iconDrawing(Other)).toBeUndefined()
    expect(plainIcon(Other)).toBe(Other)
  })
})
