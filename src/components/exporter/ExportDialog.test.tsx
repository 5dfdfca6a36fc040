import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { authenticationOtpVerifyRetrieve } from '../../generated/operations/authentication'
import { usersUsersList } from '../../generated/operations/users'
import { urlOf } from '../../http/operation'
import type { TableQuery } from '../data/listQuery'
import { CACHE } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { ExportDialog } from './ExportDialog'

// The dialog exports users: the export itself is a file (not checked), the cache and MFA answers are the contract's
const URL_ = urlOf(usersUsersList)
const OTP_VERIFY_URL = urlOf(authenticationOtpVerifyRetrieve)
// the spm key the cache answers and two selected users (the contract's formats: uuids)
const SPM = '00000000-0000-4000-9000-000000000009'
const U1 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e71'
const U2 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e72'
const mock = setupMockServer()
const saved: string[] = []

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x')
  URL.revokeObjectURL = vi.fn()
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download)
  }
})

function serve() {
  mock.server.use(
    http.get(URL_, () => new HttpResponse('\ufeffName\r\nalice\r\n', { headers: { 'Content-Type': 'text/csv' } })),
    http.post(CACHE, () => HttpResponse.json({ spm: SPM })),
  )
}

const base: TableQuery = { page: 3, size: 15, sort: null }

function open(query: TableQuery, selected: string[] = [], extra: Partial<Parameters<typeof ExportDialog>[0]> = {}) {
  return renderScreen(<ExportDialog open url={URL_} query={query} selectedIds={selected} tableKey="users" onClose={() => {}} {...extra} />)
}

describe('ExportDialog', () => {
  it('EXPORT-02 / EXPORT-03 / EXPORT-04..06 / ROLE-18 file types and ranges with their enabling rules', async () => {
    serve()
    open({ ...base, search: 'bob' }, [])
    expect(screen.getByRole('radio', { name: 'CSV' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'XLSX' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'All rows' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Selected rows (0)' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Rows matching the search' })).toBeChecked()
  })

  it('EXPORT-07 a table flag disables a range', async () => {
    serve()
    open(base, [U1], { ranges: { selected: false } })
    expect(screen.getByRole('radio', { name: 'Selected rows (1)' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'All rows' })).toBeChecked()
  })

  it('EXPORT-08 filtered: the format and the filters, without limit and offset', async () => {
    serve()
    const r = open({ ...base, search: 'bob', filters: { source: 'ldap' } })
    await r.user.click(screen.getByRole('radio', { name: 'XLSX' }))
    await r.user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(mock.requests('GET', URL_)).toHaveLength(1))
    const q = mock.requests('GET', URL_)[0].search
    expect(Object.fromEntries(q.entries())).toEqual({ search: 'bob', source: 'ldap', format: 'xlsx' })
    await waitFor(() => expect(saved.at(-1)).toMatch(/^users_.*\.xlsx$/))
  })

  it('EXPORT-08 a saved CSV file holds no cell a spreadsheet would run as a formula', async () => {
    const file = '\ufeffName,Comment\r\n=1+1,"=HYPERLINK(""http://attacker.example/"")"\r\n@SUM(1),-5\r\n'
    mock.server.use(http.get(URL_, () => new HttpResponse(file, { headers: { 'Content-Type': 'text/csv' } })))
    const blobs = vi.mocked(URL.createObjectURL)
    blobs.mockClear()
    const r = open(base)
    await r.user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(blobs).toHaveBeenCalledTimes(1))
    const text = await (blobs.mock.calls[0][0] as Blob).text()
    expect(text).toBe('\ufeffName,Comment\r\n\'=1+1,"\'=HYPERLINK(""http://attacker.example/"")"\r\n\'@SUM(1),-5\r\n')
  })

  it('EXPORT-09 selected rows are cached first and exported by spm', async () => {
    serve()
    const r = open(base, [U1, U2])
    expect(screen.getByRole('radio', { name: 'Selected rows (2)' })).toBeChecked()
    await r.user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(mock.requests('GET', URL_)).toHaveLength(1))
    expect(mock.requests('POST', CACHE)[0].body).toEqual({ resources: [U1, U2] })
    expect(Object.fromEntries(mock.requests('GET', URL_)[0].search.entries())).toEqual({ spm: SPM, format: 'csv' })
  })

  it('EXPORT-01 / G-15 with MFA required the options appear only after the code is accepted', async () => {
    serve()
    mock.server.use(
      http.get(OTP_VERIFY_URL, () => HttpResponse.json({ detail: 'required', code: 'mfa_verify_required' }, { status: 400 })),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json({ ok: '1' })),
    )
    const r = open(base, [], { mfa: true })
    const code = await screen.findByRole('textbox', { name: 'Code' })
    expect(screen.queryByRole('radio', { name: 'CSV' })).not.toBeInTheDocument()
    await r.user.type(code, '123456')
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('radio', { name: 'CSV' })).toBeInTheDocument()
  })
})
