// Issue 23: a users export names `Role` and `Organization role name` twice and has read-only columns the server
// does not read back; importing it showed one preview column per file column, keyed by field, which flooded the
// console with duplicate-key errors. The preview has one column per field the server read (the last of a repeated
// one, whose cell the server kept) and sends each row unchanged.
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { previewColumns } from '../data/importTask'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { ImportDialog } from './ImportDialog'

const URL_ = '/api/test/people/'
// the title pairs the platform's render-to-json answers for its own users export (a shortened copy of it)
const TITLE: Array<[string, string]> = [
  ['ID', 'id'],
  ['*Name', 'name'],
  ['*Username', 'username'],
  ['Is expired', ''],
  ['Organization role name', 'org_roles'],
  ['Role', 'role'],
  ['Role', 'role'],
  ['Super role name', ''],
  ['Groups', 'groups'],
  ['Organization role name', 'org_roles'],
  ['Can update', ''],
]
const ROW = { id: 'u1', name: 'Ann', username: 'ann', org_roles: ['User'], role: 'User', groups: ['g1'] }

describe('import of an export with repeated titles (IMPORT-08, issue 23)', () => {
  it('one column per field the server read, at the place of its last column; unread columns left out', () => {
    expect(previewColumns(TITLE).map((c) => c.field)).toEqual(['id', 'name', 'username', 'role', 'groups', 'org_roles'])
  })

  const mock = setupMockServer()
  let errors: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    errors = vi.spyOn(console, 'error')
  })
  afterEach(() => errors.mockRestore())

  it('the preview shows each field once and logs no error', async () => {
    mock.server.use(http.post(`${URL_}render-to-json/`, () => HttpResponse.json({ title: TITLE, data: [ROW] })))
    renderScreen(<ImportDialog open url={URL_} tableKey="people" selectedIds={[]} onClose={() => {}} onFinished={() => {}} />)
    const file = new File(['ID,*Name\r\nu1,Ann\r\n'], 'people.csv', { type: 'text/csv' })
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } })
    const table = await screen.findByRole('table', { name: 'Rows to import' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.filter((h) => h === 'Role')).toHaveLength(1)
    expect(headers.filter((h) => h === 'Organization role name')).toHaveLength(1)
    expect(headers).not.toContain('Is expired')
    expect(errors).not.toHaveBeenCalled()
  })
})
