// Issue 23: a right-to-left override (U+202E) in a server string reversed the text after it on the row. Every
// server string of a table cell or a detail value sits in its own bidi isolate (dir="auto"), so the override
// ends with the value.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../test/render'
import { DetailCard } from '../detail/DetailCard'
import { LinkCell, TextCell } from './cells'

const SPOOF = 'invoice\u202Egnp.exe'

describe('server strings are bidi-isolated', () => {
  it('table text and link cells', () => {
    renderScreen(
      <div>
        <TextCell value={SPOOF} />
        <LinkCell to="/x" value={`${SPOOF}-link`} />
        <span>after</span>
      </div>,
    )
    expect(screen.getByText(SPOOF).closest('[dir="auto"]')).not.toBeNull()
    expect(screen.getByText(`${SPOOF}-link`).closest('[dir="auto"]')).not.toBeNull()
    expect(screen.getByText('after').closest('[dir="auto"]')).toBeNull()
  })

  it('detail values', () => {
    renderScreen(<DetailCard object={{ name: SPOOF, comment: 'plain' }} items={['name', 'comment']} fields={{}} />)
    expect(screen.getByText(SPOOF).closest('dd')?.getAttribute('dir')).toBe('auto')
    expect(screen.getByText('plain').closest('dd')?.getAttribute('dir')).toBe('auto')
  })
})
