// The table view on its own, driven by an in-memory controller: what a user sees and does in the grid.
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Sort } from '../data/listQuery'
import { renderScreen } from '../../test/render'
import { LinkCell } from './cells'
import { DataTableView, type ViewColumn } from './DataTableView'
import type { AnyRow, RowId, SelectionMode, TableController } from './useTable'

const ROWS: AnyRow[] = ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((name, i) => ({
  id: `r${i + 1}`,
  name,
  email: `${name}@example.com`,
}))
const COLUMNS: ViewColumn[] = [
  { field: 'name', header: 'Name', sortable: true, render: (row) => <a href={`#${String(row.id)}`}>{String(row.name)}</a> },
  { field: 'email', header: 'Email', width: 200 },
]

function Harness({
  mode = 'multiple',
  onResize,
  onSort,
  rows = ROWS,
}: {
  mode?: SelectionMode
  onResize?: (f: string, w: number) => void
  onSort?: (s: Sort | null) => void
  rows?: AnyRow[]
}) {
  const [selected, setSelected] = useState<Map<RowId, AnyRow>>(new Map())
  const [sort, setSort] = useState<Sort | null>(null)
  const table = {
    url: '/x/',
    tableKey: 'x',
    query: {},
    params: {},
    sizes: [15],
    rows,
    total: rows.length,
    loading: false,
    failed: false,
    paginated: false,
    selectionMode: mode,
    state: { page: 1, size: 15, search: '', filters: {}, sort },
    selection: { ids: new Set(selected.keys()), rows: selected, count: selected.size },
    getRowId: (row: AnyRow) => row.id as RowId,
    setSort: (s: Sort | null) => {
      setSort(s)
      onSort?.(s)
    },
    selectOnPage: (ids: ReadonlySet<RowId>) =>
      setSelected(new Map(rows.filter((r) => ids.has(r.id as RowId)).map((r) => [r.id as RowId, r]))),
  } as unknown as TableController
  return (
    <>
      <DataTableView table={table} columns={COLUMNS} ariaLabel="People" onColumnResize={onResize} />
      <output>{[...selected.keys()].join(',')}</output>
    </>
  )
}

const boxes = () => screen.getAllByRole('checkbox', { name: 'Select row' })

describe('DataTableView', () => {
  it('DTABLE-06 a cell’s link carries the console’s address and a plain click follows it through the router; a modified click is the browser’s', async () => {
    const columns: ViewColumn[] = [
      { field: 'name', header: 'Name', render: (row) => <LinkCell to={`/people/${String(row.id)}`} value={row.name} /> },
    ]
    const table = {
      rows: ROWS,
      total: ROWS.length,
      state: { page: 1, size: 15, search: '', filters: {}, sort: null },
      selectionMode: 'none',
      getRowId: (row: AnyRow) => row.id as RowId,
      selection: { ids: new Set(), rows: new Map(), count: 0 },
      sizes: [15],
    } as unknown as TableController
    const r = renderScreen(<DataTableView table={table} columns={columns} ariaLabel="People" />, { route: '/people' })
    const link = screen.getByRole('link', { name: 'bravo' })
    expect(link).toHaveAttribute('href', '/ui/people/r2')
    // with a modifier the browser opens it (a new tab): the router does not move
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(r.router.state.location.pathname).toBe('/people')
    // a plain click: the router moves, the browser does not load the page
    expect(fireEvent.click(link)).toBe(false)
    expect(r.router.state.location.pathname).toBe('/people/r2')
  })

  it('DTABLE-01 is a named grid: a header row, one row per record, cells with the rendered values', () => {
    renderScreen(<Harness />)
    const grid = screen.getByRole('grid', { name: 'People' })
    const rows = within(grid).getAllByRole('row')
    expect(rows).toHaveLength(1 + ROWS.length)
    expect(within(rows[0]).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument()
    expect(
      within(rows[1])
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['', 'alpha', 'alpha@example.com'])
    expect(rows[1]).toHaveAttribute('data-id', 'r1')
  })

  it('DTABLE-01 shows the no-data text when there is no row', () => {
    renderScreen(<Harness rows={[]} />)
    expect(screen.getByText('No data')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled()
  })

  it('LIST-14 a sortable header cycles ascending, descending, none and says so in aria-sort', async () => {
    const onSort = vi.fn()
    const r = renderScreen(<Harness onSort={onSort} />)
    const header = screen.getByRole('columnheader', { name: 'Name' })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await r.user.click(header)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await r.user.click(header)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    await r.user.click(header)
    expect(onSort.mock.calls.map((c) => c[0])).toEqual([{ field: 'name', direction: 'asc' }, { field: 'name', direction: 'desc' }, null])
    // a column that is not sortable does nothing on click
    await r.user.click(screen.getByRole('columnheader', { name: 'Email' }))
    expect(onSort).toHaveBeenCalledTimes(3)
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort')
  })

  it('LIST-14 a sortable header is reached with Tab and sorts with Enter or Space', async () => {
    const onSort = vi.fn()
    const r = renderScreen(<Harness onSort={onSort} />)
    await r.user.tab()
    await r.user.tab()
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus()
    await r.user.keyboard('{Enter}')
    await r.user.keyboard(' ')
    expect(onSort.mock.calls.map((c) => c[0])).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'name', direction: 'desc' },
    ])
  })

  it('LIST-29 ticks rows one by one, a range with shift, and the whole page from the header', async () => {
    const r = renderScreen(<Harness />)
    await r.user.click(boxes()[1])
    await r.user.keyboard('{Shift>}')
    await r.user.click(boxes()[3])
    await r.user.keyboard('{/Shift}')
    expect(screen.getByRole('status')).toHaveTextContent('r2,r3,r4')
    expect(screen.getAllByRole('row')[3]).toHaveAttribute('aria-selected', 'true')
    const all = screen.getByRole('checkbox', { name: 'Select all rows' })
    expect(all).toBePartiallyChecked()
    await r.user.click(all)
    expect(screen.getByRole('status')).toHaveTextContent('r1,r2,r3,r4,r5')
    await r.user.click(all)
    expect(screen.getByRole('status')).toHaveTextContent(/^$/)
  })

  it('DTABLE-24 single selection: a row click or its box chooses that row only, with no select-all box', async () => {
    const r = renderScreen(<Harness mode="single" />)
    expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('gridcell', { name: 'charlie@example.com' }))
    expect(screen.getByRole('status')).toHaveTextContent('r3')
    await r.user.click(boxes()[0])
    expect(screen.getByRole('status')).toHaveTextContent(/^r1$/)
  })

  it('no selection mode draws no boxes', () => {
    renderScreen(<Harness mode="none" />)
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.getAllByRole('row')[1].getAttribute('aria-selected')).toBeNull()
  })

  it('LIST-22 a column is resized with the arrow keys on its handle and by dragging; the width is reported once per change', () => {
    const onResize = vi.fn()
    renderScreen(<Harness onResize={onResize} />)
    const handle = screen.getByRole('separator', { name: 'Resize column Email' })
    // accessibility (issue 23): the handle says the width it moves (jsdom draws nothing: the configured 200), its least and most
    expect(handle).toHaveAttribute('aria-valuenow', '200')
    expect(handle).toHaveAttribute('aria-valuemin', '80')
    expect(handle).toHaveAttribute('aria-valuemax', '1200')
    fireEvent.keyDown(handle, { key: 'ArrowRight' })
    expect(onResize).toHaveBeenLastCalledWith('email', 216)
    expect(handle).toHaveAttribute('aria-valuenow', '216')
    fireEvent.keyDown(handle, { key: 'ArrowLeft' })
    fireEvent.keyDown(handle, { key: 'ArrowLeft' })
    expect(onResize).toHaveBeenLastCalledWith('email', 184)
    expect(handle).toHaveAttribute('aria-valuenow', '184')
    // a column without a width announces its minimum until it is drawn
    expect(screen.getByRole('separator', { name: 'Resize column Name' })).toHaveAttribute('aria-valuenow', '80')
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 160, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 })
    expect(onResize).toHaveBeenCalledTimes(3)
    fireEvent.pointerUp(handle, { clientX: 400, pointerId: 1 })
    expect(onResize).toHaveBeenCalledTimes(4)
    expect(onResize).toHaveBeenLastCalledWith('email', 300)
    // the column shows the new width at once
    expect(document.querySelectorAll('col')[2]).toHaveStyle({ width: '300px' })
  })

  it('arrow keys move between cells and land on the control inside a cell', async () => {
    const r = renderScreen(<Harness />)
    const link = screen.getByRole('link', { name: 'alpha' })
    link.focus()
    await r.user.keyboard('{ArrowRight}')
    expect(screen.getByRole('gridcell', { name: 'alpha@example.com' })).toHaveFocus()
    await r.user.keyboard('{ArrowDown}')
    expect(screen.getByRole('gridcell', { name: 'bravo@example.com' })).toHaveFocus()
    await r.user.keyboard('{Home}')
    expect(boxes()[1]).toHaveFocus()
    await r.user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus()
  })
})
