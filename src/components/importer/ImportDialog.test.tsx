import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { usersGroupsCreate, usersGroupsList, usersGroupsRenderToJson, usersGroupsUpdate } from '../../generated/operations/users'
import { urlOf } from '../../http/operation'
import { contractRow } from '../../test/contract'
import { CACHE } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { ImportDialog } from './ImportDialog'

// The dialog imports user groups: every answer is the contract's (the saved group, not the echoed row)
const URL_ = urlOf(usersGroupsList)
const RENDER = urlOf(usersGroupsRenderToJson)
// the spm key the cache answers, and the id of the group a row updates (the contract's formats: uuids)
const SPM = '00000000-0000-4000-9000-000000000007'
const A1 = '5d0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01'
const CREATED = '5d0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a99'
const mock = setupMockServer()
const downloads: string[] = []

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x')
  URL.revokeObjectURL = vi.fn()
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    downloads.push(this.download)
  }
})

const TITLE = [
  ['*Name', 'name'],
  ['Comment', 'comment'],
]
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `g${i + 1}`, comment: `c${i + 1}` }))

function serve(data: Array<Record<string, unknown>>, failNames: string[] = []) {
  mock.server.use(
    http.post(RENDER, () => HttpResponse.json({ title: TITLE, data })),
    http.post(URL_, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      if (failNames.includes(String(body.name)))
        return HttpResponse.json({ name: ['User group with this name already exists.'] }, { status: 400 })
      return HttpResponse.json(contractRow(usersGroupsCreate, { name: body.name, comment: body.comment ?? '', id: CREATED }), {
        status: 201,
      })
    }),
    http.put(`${URL_}:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json(contractRow(usersGroupsUpdate, { name: body.name, comment: body.comment ?? '', id: params.id }))
    }),
    http.get(URL_, () => new HttpResponse('template', { headers: { 'Content-Type': 'text/csv' } })),
    http.post(CACHE, () => HttpResponse.json({ spm: SPM })),
  )
}

function open(selected: string[] = [], onFinished = vi.fn()) {
  const r = renderScreen(
    <ImportDialog open url={URL_} tableKey="groups" selectedIds={selected} onClose={() => {}} onFinished={onFinished} />,
  )
  return { ...r, onFinished }
}

function pick(name: string, content = 'name\ng1', type = 'text/csv', size?: number) {
  const file = new File([content], name, { type })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } })
}

describe('ImportDialog', () => {
  it('IMPORT-01 / IMPORT-05 offers create and update and says which files it takes', () => {
    open()
    expect(screen.getByRole('radio', { name: 'Create new objects' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Update existing objects' })).toBeInTheDocument()
    expect(screen.getByText('One csv or xlsx file of at most 10 MB')).toBeInTheDocument()
  })

  it('IMPORT-02 templates: import with limit=1; update with the spm of the selected rows', async () => {
    serve([])
    const r = open([A1])
    await r.user.click(screen.getByRole('button', { name: 'CSV' }))
    await waitFor(() => expect(mock.requests('GET', URL_)).toHaveLength(1))
    expect(Object.fromEntries(mock.requests('GET', URL_)[0].search)).toEqual({ format: 'csv', template: 'import', limit: '1' })
    await r.user.click(screen.getByRole('radio', { name: 'Update existing objects' }))
    await r.user.click(screen.getByRole('button', { name: 'XLSX' }))
    await waitFor(() => expect(mock.requests('GET', URL_)).toHaveLength(2))
    expect(Object.fromEntries(mock.requests('GET', URL_)[1].search)).toEqual({ format: 'xlsx', template: 'update', spm: SPM })
    expect(downloads.some((d) => d.endsWith('.xlsx'))).toBe(true)
  })

  it('IMPORT-03 / IMPORT-04 / ERR-21 a wrong type or an oversize file raises the flag and is not uploaded', async () => {
    serve(rows(1))
    open()
    pick('users.xls', 'x', 'application/vnd.ms-excel')
    expect(await screen.findByText('The file must be one csv or xlsx file of at most 10 MB')).toBeInTheDocument()
    pick('users.csv', 'x', 'text/csv', 10 * 1024 * 1024 + 1)
    expect(screen.getByText('The file must be one csv or xlsx file of at most 10 MB')).toBeInTheDocument()
    expect(mock.requests('POST', RENDER)).toHaveLength(0)
  })

  it('IMPORT-06 / IMPORT-08 / IMPORT-09 the raw file goes to render-to-json as text/csv; the preview shows 10 rows a page', async () => {
    serve(rows(12))
    open()
    pick('groups.csv', 'name,comment\ng1,c1')
    const table = await screen.findByRole('table', { name: 'Rows to import' })
    const [render] = mock.requests('POST', RENDER)
    expect(render.contentType).toBe('text/csv')
    expect(render.body).toBe('name,comment\ng1,c1')
    expect(within(table).getByRole('columnheader', { name: '*Name' })).toBeInTheDocument()
    expect(
      within(table)
        .getAllByRole('row')
        .filter((r) => r.getAttribute('data-status')),
    ).toHaveLength(10)
    expect(screen.getByText('12 rows: 0 done, 0 failed, 12 waiting')).toBeInTheDocument()
    expect(screen.getByText('groups.csv')).toBeInTheDocument()
  })

  it('IMPORT-06 / C-16 an xlsx file is sent as text/xlsx', async () => {
    serve(rows(1))
    open()
    pick('groups.xlsx', 'PK..', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    await screen.findByRole('table', { name: 'Rows to import' })
    expect(mock.requests('POST', RENDER)[0].contentType).toBe('text/xlsx')
  })

  it('IMPORT-07 / ERR-20 a render failure shows the error under the upload area and clears the file', async () => {
    mock.server.use(http.post(RENDER, () => HttpResponse.json({ error: 'Request file format may be wrong' }, { status: 400 })))
    open()
    pick('bad.csv', 'garbage')
    expect(await screen.findByText('The file could not be read: Request file format may be wrong')).toBeInTheDocument()
    expect(screen.queryByText('bad.csv')).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('IMPORT-13..20 / ERR-19 rows go one by one; a failed row explains itself; Continue re-sends only failed rows; Finished closes and reloads', async () => {
    serve(rows(3), ['g2'])
    const r = open()
    pick('groups.csv')
    await screen.findByRole('table', { name: 'Rows to import' })
    await r.user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('1 rows failed: fix them and press Continue', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(mock.requests('POST', URL_).map((q) => (q.body as { name: string }).name)).toEqual(['g1', 'g2', 'g3'])
    const failed = screen.getAllByRole('row').find((row) => row.getAttribute('data-status') === 'error') as HTMLElement
    expect(within(failed).getByTitle('Name: User group with this name already exists.')).toBeInTheDocument()
    // IMPORT-18: editing the failed row makes it pending again
    await r.user.click(within(failed).getByRole('button', { name: 'Name 2' }))
    const editor = within(failed).getByRole('textbox', { name: 'Name 2' })
    await r.user.clear(editor)
    await r.user.type(editor, 'g2b{Enter}')
    await waitFor(() => expect(screen.getByText('3 rows: 2 done, 0 failed, 1 waiting')).toBeInTheDocument())
    await r.user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('button', { name: 'Finished' }, { timeout: 5000 })
    // only the edited row was sent again
    expect(mock.requests('POST', URL_).map((q) => (q.body as { name: string }).name)).toEqual(['g1', 'g2', 'g3', 'g2b'])
    await r.user.click(screen.getByRole('button', { name: 'Finished' }))
    expect(r.onFinished).toHaveBeenCalledTimes(1)
  })

  it('IMPORT-15 Continue after done sends only the rows that failed', async () => {
    serve(rows(2), ['g1'])
    const r = open()
    pick('groups.csv')
    await screen.findByRole('table', { name: 'Rows to import' })
    await r.user.click(screen.getByRole('button', { name: 'Import' }))
    await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 })
    serve(rows(2))
    await r.user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('button', { name: 'Finished' }, { timeout: 5000 })
    expect(mock.requests('POST', URL_).map((q) => (q.body as { name: string }).name)).toEqual(['g1', 'g2', 'g1'])
  })

  it('IMPORT-11 / IMPORT-17 update mode refuses rows without id, and PUTs rows that have one', async () => {
    serve([{ id: A1, name: 'g1' }, { name: 'g2' }])
    const r = open()
    await r.user.click(screen.getByRole('radio', { name: 'Update existing objects' }))
    pick('groups.csv')
    await screen.findByRole('table', { name: 'Rows to import' })
    await r.user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Every row needs an id to be updated')).toBeInTheDocument()
    expect(mock.requests('PUT')).toHaveLength(0)
    serve([{ id: A1, name: 'g1' }])
    pick('groups.csv')
    await waitFor(() => expect(screen.queryByText('Every row needs an id to be updated')).not.toBeInTheDocument())
    await r.user.click(screen.getByRole('button', { name: 'Import' }))
    await screen.findByRole('button', { name: 'Finished' }, { timeout: 5000 })
    expect(mock.requests('PUT', urlOf(usersGroupsUpdate, { id: A1 }))).toHaveLength(1)
  })
})
