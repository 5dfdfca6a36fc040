import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { pageSizeAdapter } from '../data/listQuery'
import { fakeEndpoint, GROUP_META, seedGroups } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { ShowOnDemandCell } from './cells'
import { DeleteActionCell, EditableCell } from './editCells'
import { DataDialog, type DialogMode } from './DataDialog'
import { DataTable } from './DataTable'

// A synthetic resource (GROUP_META, seedGroups), served at a path the contract does not have: no contract check applies
const URL_ = '/api/test/rows/'
const endpoint = fakeEndpoint(URL_, GROUP_META, [])
const mock = setupMockServer()

function serve(n: number) {
  endpoint.items = seedGroups(n)
  mock.server.use(...endpoint.handlers)
}

describe('DataTable component', () => {
  it('DTABLE-32 / CONST-22 defaults: 10 a page, sizes 10–50, pager centred', async () => {
    serve(25)
    const r = renderScreen(<DataTable url={URL_} tableKey="t1" columns={['name']} ariaLabel="rows" />)
    await screen.findByText('group-001')
    expect(mock.requests('GET', URL_)[0].search.get('limit')).toBe('10')
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveStyle({ justifyContent: 'center' })
    await r.user.click(screen.getByRole('combobox', { name: 'Rows per page' }))
    // the list box loads when it first opens
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 / page', '20 / page', '30 / page', '40 / page', '50 / page'])
  })

  it('DTABLE-26 boolean cells show a check for true and a cross for false', async () => {
    serve(2)
    renderScreen(<DataTable url={URL_} tableKey="t2" columns={['name', 'is_active']} ariaLabel="rows" />)
    await screen.findByText('group-001')
    expect(screen.getByTitle('Yes')).toBeInTheDocument()
    expect(screen.getByTitle('No')).toBeInTheDocument()
  })

  it('DTABLE-28 / C-03 pagination off sends no limit and reads the bare array', async () => {
    serve(12)
    renderScreen(<DataTable url={URL_} tableKey="t3" columns={['name']} paginated={false} ariaLabel="rows" />)
    await screen.findByText('group-012')
    const q = mock.requests('GET', URL_)[0].search
    expect(q.has('limit')).toBe(false)
    expect(q.has('offset')).toBe(false)
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  })

  it('DTABLE-27 the page/size adapter sends page and size and reads payload.content / totalElements', async () => {
    mock.server.use(
      http.options('/api/other/', () => HttpResponse.json({})),
      http.get('/api/other/', ({ request }) => {
        const q = new URL(request.url).searchParams
        return HttpResponse.json({
          payload: { content: [{ id: 1, name: `page ${q.get('page')} size ${q.get('size')}` }], totalElements: 31 },
        })
      }),
    )
    renderScreen(
      <DataTable url="/api/other/" tableKey="t4" columns={['name']} adapter={pageSizeAdapter} metaUrl={false} ariaLabel="rows" />,
    )
    expect(await screen.findByText('page 1 size 10')).toBeInTheDocument()
    expect(screen.getByTestId('pager-total')).toHaveTextContent('Total 31')
  })

  it('DTABLE-24 single selection: choosing a row deselects the previous one', async () => {
    serve(3)
    const r = renderScreen(<DataTable url={URL_} tableKey="t5" columns={['name']} selection="single" bulkDelete ariaLabel="rows" />)
    await screen.findByText('group-001')
    const boxes = () => screen.getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes()[0])
    await r.user.click(boxes()[1])
    await waitFor(() => expect(boxes().filter((b) => (b as HTMLInputElement).checked)).toHaveLength(1))
    expect((boxes()[1] as HTMLInputElement).checked).toBe(true)
  })

  it('DTABLE-30 / C-04 / ERR-41 the comma option deletes DELETE {url}/{a,b}/; a failure is logged and the confirmation stays', async () => {
    serve(3)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    mock.server.use(http.delete(`${URL_}:ids/`, () => HttpResponse.json({ detail: 'no' }, { status: 404 })))
    const r = renderScreen(
      <DataTable url={URL_} tableKey="t6" columns={['name']} selection="multiple" bulkDelete bulkMode="comma" ariaLabel="rows" />,
    )
    await screen.findByText('group-001')
    const boxes = screen.getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes[0])
    await r.user.click(boxes[1])
    await r.user.click(screen.getByRole('button', { name: 'Delete selected' }))
    // the confirmation's code loads when it first opens
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('DELETE', `${URL_}g001,g002/`)).toHaveLength(1))
    await waitFor(() => expect(error).toHaveBeenCalled())
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    error.mockRestore()
  })

  it('DTABLE-22 tree rows expand and collapse; children of collapsed rows are hidden', async () => {
    mock.server.use(
      http.get('/api/tree/', () =>
        HttpResponse.json([
          { id: 'a', name: 'root', parentId: null },
          { id: 'b', name: 'child', parentId: 'a' },
          { id: 'c', name: 'grandchild', parentId: 'b' },
        ]),
      ),
    )
    const r = renderScreen(
      <DataTable url="/api/tree/" tableKey="t7" columns={['name']} paginated={false} tree metaUrl={false} ariaLabel="rows" />,
    )
    await screen.findByText('root')
    expect(screen.queryByText('child')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Expand' }))
    expect(await screen.findByText('child')).toBeInTheDocument()
    expect(screen.queryByText('grandchild')).not.toBeInTheDocument()
    await r.user.click(screen.getAllByRole('button', { name: 'Expand' })[0])
    expect(await screen.findByText('grandchild')).toBeInTheDocument()
    await r.user.click(screen.getAllByRole('button', { name: 'Collapse' })[0])
    await waitFor(() => expect(screen.queryByText('grandchild')).not.toBeInTheDocument())
    expect(screen.queryByText('child')).not.toBeInTheDocument()
  })

  it('DTABLE-33 / C-13 the default texts in Chinese', async () => {
    endpoint.items = [{ id: 'g001' }]
    mock.server.use(...endpoint.handlers)
    const r = renderScreen(<DataTable url={URL_} tableKey="t8" columns={[{ field: 'id' }]} deletable ariaLabel="rows" />, {
      language: 'cn',
    })
    await screen.findByText('g001')
    const row = screen.getByText('g001').closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('确认删除吗?')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '提示' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '取 消' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '确 定' })).toBeInTheDocument()
  })
})

describe('DTABLE cells', () => {
  it('DTABLE-20 a show-on-demand cell hides its value until clicked', async () => {
    const r = renderScreen(<ShowOnDemandCell value="s3cret" />)
    expect(screen.queryByText('s3cret')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: '******' }))
    expect(screen.getByText('s3cret')).toBeInTheDocument()
  })

  it('DTABLE-20 a show-on-demand cell can fetch granted system users and list their names', async () => {
    mock.server.use(http.get('/api/su/', () => HttpResponse.json([{ name: 'root' }, { name: 'web' }])))
    const r = renderScreen(<ShowOnDemandCell fetchUrl="/api/su/" />)
    await r.user.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('root, web')).toBeInTheDocument()
  })

  it('DTABLE-21 an editable cell commits on Enter as JSON when it parses, else as text', async () => {
    const commits: unknown[] = []
    function Cell() {
      const [v, setV] = useState<unknown>('old')
      return (
        <EditableCell
          value={v}
          label="cell"
          onCommit={(x) => {
            commits.push(x)
            setV(x)
          }}
        />
      )
    }
    const r = renderScreen(<Cell />)
    await r.user.click(screen.getByRole('button', { name: 'cell' }))
    const input = screen.getByRole('textbox', { name: 'cell' })
    await r.user.clear(input)
    await r.user.type(input, '[[1,2]{Enter}')
    await r.user.click(screen.getByRole('button', { name: 'cell' }))
    await r.user.clear(screen.getByRole('textbox', { name: 'cell' }))
    await r.user.type(screen.getByRole('textbox', { name: 'cell' }), 'plain text')
    await r.user.tab()
    expect(commits).toEqual([[1, 2], 'plain text'])
  })
})

describe('DataDialog', () => {
  const fields = { name: { type: 'string', label: 'Name', required: true, max_length: 20 }, comment: { type: 'string', label: 'Comment' } }

  function Dialog({
    mode,
    onEdit,
    onSaved,
  }: {
    mode: DialogMode
    onEdit?: (v: Record<string, unknown>) => Promise<unknown>
    onSaved?: () => void
  }) {
    const [open, setOpen] = useState(true)
    return open ? (
      <DataDialog
        open
        mode={mode}
        url={URL_}
        fields={fields}
        object={mode === 'new' ? undefined : { id: 'g001', name: 'one', comment: 'c' }}
        extraBody={{ parent: 'p1' }}
        onEdit={onEdit ? (v) => onEdit(v) : undefined}
        onSaved={onSaved}
        onClose={() => setOpen(false)}
      />
    ) : (
      <div>closed</div>
    )
  }

  it('DTABLE-13 view mode disables every field and hides the footer', () => {
    renderScreen(<Dialog mode="view" />)
    expect(screen.getByRole('heading', { name: 'View' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument()
  })

  it('DTABLE-14 / VAL-22 an invalid form sends nothing and stays open', async () => {
    serve(0)
    const r = renderScreen(<Dialog mode="new" />)
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(mock.requests('POST', URL_)).toHaveLength(0)
  })

  it('DTABLE-15 / DTABLE-17 new mode posts the values plus the extra body, says so, reloads and closes', async () => {
    serve(0)
    const saved = vi.fn()
    const r = renderScreen(<Dialog mode="new" onSaved={saved} />)
    await r.user.type(screen.getByRole('textbox', { name: 'Name' }), 'fresh')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('closed')).toBeInTheDocument()
    expect(mock.requests('POST', URL_)[0].body).toEqual({ name: 'fresh', comment: '', parent: 'p1' })
    expect(saved).toHaveBeenCalled()
    expect(screen.getByText('Operation succeeded')).toBeInTheDocument()
  })

  it("DTABLE-16 / G-07 edit mode calls the caller's edit call, else PUT {url}{id}/", async () => {
    serve(1)
    const onEdit = vi.fn(async () => ({}))
    const r = renderScreen(<Dialog mode="edit" onEdit={onEdit} />)
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith({ name: 'one', comment: 'c' }))
    r.unmount()
    const r2 = renderScreen(<Dialog mode="edit" />)
    await r2.user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('PUT', `${URL_}g001/`)).toHaveLength(1))
  })

  it('DTABLE-17 on failure the dialog stays open with the values entered', async () => {
    serve(0)
    mock.server.use(http.post(URL_, () => HttpResponse.json({ name: ['Taken.'] }, { status: 400 })))
    const r = renderScreen(<Dialog mode="new" />)
    await r.user.type(screen.getByRole('textbox', { name: 'Name' }), 'dup')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Taken.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('dup')
  })
})

describe('DeleteActionCell', () => {
  it('DTABLE-31 deletes {deleteUrl}{value}; a failure shows the delete-error text and the error', async () => {
    mock.server.use(
      http.delete('/api/rel/ok', () => new HttpResponse(null, { status: 204 })),
      http.delete('/api/rel/bad', () => HttpResponse.json({ detail: 'locked' }, { status: 400 })),
    )
    const deleted = vi.fn()
    const r = renderScreen(
      <>
        <DeleteActionCell deleteUrl="/api/rel/" value="ok" onDeleted={deleted} />
        <DeleteActionCell deleteUrl="/api/rel/" value="bad" />
      </>,
    )
    const [ok, bad] = screen.getAllByRole('button', { name: 'Delete' })
    await r.user.click(ok)
    await waitFor(() => expect(deleted).toHaveBeenCalled())
    await r.user.click(bad)
    expect(await screen.findByText('Delete failed: locked')).toBeInTheDocument()
  })
})
