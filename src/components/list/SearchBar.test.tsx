import { screen, waitFor } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../test/render'
import DateRangeFilter from './DateRangeFilter'
import { SearchBar, type SearchFilter } from './SearchBar'

const FILTERS: SearchFilter[] = [
  { field: 'name', label: 'Name' },
  {
    field: 'source',
    label: 'Source',
    choices: [
      { value: 'local', label: 'Local' },
      { value: 'ldap', label: 'LDAP/AD' },
    ],
  },
]

function Harness({ onChange }: { onChange: (s: string, v: Record<string, string>) => void }) {
  const [state, setState] = useState<{ search: string; values: Record<string, string> }>({ search: '', values: {} })
  return (
    <SearchBar
      filters={FILTERS}
      search={state.search}
      values={state.values}
      onChange={(search, values) => {
        setState({ search, values })
        onChange(search, values)
      }}
    />
  )
}

describe('SearchBar', () => {
  it('is drawn in one commit: nothing it sets while mounting renders it again (issue 22: a second render held back a list’s first rows)', () => {
    const phases: string[] = []
    renderScreen(
      <Profiler id="bar" onRender={(_id, phase) => phases.push(phase)}>
        <SearchBar filters={FILTERS} search="" values={{}} onChange={() => undefined} />
      </Profiler>,
    )
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument()
    expect(phases).toEqual(['mount'])
  })

  it('LIST-04 free text becomes the search keyword; a free-text filter sends {field}={value}', async () => {
    const onChange = vi.fn()
    const r = renderScreen(<Harness onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'Search' })
    await r.user.type(box, 'alice{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('alice', {})
    expect(screen.getByText('Keyword: alice')).toBeInTheDocument()
    await r.user.click(box)
    await r.user.click(await screen.findByRole('option', { name: 'Name' }))
    await r.user.type(box, 'bob{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('alice', { name: 'bob' })
    expect(screen.getByText('Name: bob')).toBeInTheDocument()
  })

  it('LIST-03 a used filter is not offered again; Backspace in an empty box removes the last tag', async () => {
    const onChange = vi.fn()
    const r = renderScreen(<Harness onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'Search' })
    await r.user.click(box)
    await r.user.click(await screen.findByRole('option', { name: 'Source' }))
    await r.user.click(await screen.findByRole('option', { name: 'Local' }))
    expect(onChange).toHaveBeenLastCalledWith('', { source: 'local' })
    await r.user.click(box)
    expect(screen.queryByRole('option', { name: 'Source' })).not.toBeInTheDocument()
    await r.user.keyboard('{Backspace}')
    expect(onChange).toHaveBeenLastCalledWith('', {})
  })

  it('LIST-17 clearing the search removes every tag', async () => {
    const onChange = vi.fn()
    const r = renderScreen(<Harness onChange={onChange} />)
    await r.user.type(screen.getByRole('combobox', { name: 'Search' }), 'x{Enter}')
    await r.user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onChange).toHaveBeenLastCalledWith('', {})
  })
})

describe('DateRangeFilter', () => {
  it('LIST-06 / LIST-07 the shortcuts emit ISO dates of the last 24 hours, 7, 30 and 90 days', async () => {
    const onChange = vi.fn()
    const r = renderScreen(<DateRangeFilter onChange={onChange} />)
    await r.user.click(screen.getByRole('button', { name: 'Quick ranges' }))
    const names = screen.getAllByRole('menuitem').map((m) => m.textContent)
    expect(names).toEqual(['Last 24 hours', 'Last week', 'Last month', 'Last 3 months'])
    await r.user.click(screen.getByRole('menuitem', { name: 'Last week' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    const [from, to] = onChange.mock.calls[0] as [string, string]
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(7 * 24 * 3600 * 1000)
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})
