// What the list controller adds beyond the ListPage and DataTable tests: the rule of own rows, and row actions that
// ask for a confirmation first. Drawn through DataTable, the controller's smallest view.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeEndpoint, GROUP_META, seedGroups } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import type { RowActionSpec } from '../resource/types'
import { DataTable } from './DataTable'

// A synthetic list (GROUP_META, seedGroups), served at a path the contract does not have: no contract check applies
const URL_ = '/api/test/owned/'
const endpoint = fakeEndpoint(URL_, GROUP_META, [])
const mock = setupMockServer()

function serve(n: number) {
  endpoint.items = seedGroups(n)
  mock.server.use(...endpoint.handlers)
}

const USER = { perms: 1, isSuperAdmin: false }
const rowOf = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement

describe('useListController', () => {
  it('own rows: a user without the admin permission edits and deletes them, in the root organisation too', async () => {
    serve(1)
    const onEdit = vi.fn()
    const r = renderScreen(<DataTable url={URL_} tableKey="own" columns={['name']} ownRows deletable onEdit={onEdit} ariaLabel="rows" />, {
      env: { ...USER, orgIsRoot: true },
    })
    const row = await rowOf('group-001')
    await r.user.click(within(row).getByRole('button', { name: 'Update' }))
    expect(onEdit.mock.calls[0][0]).toMatchObject({ id: 'g001' })
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled()
  })

  it('rows of others: edit and delete are for admins, and disabled in the root organisation', async () => {
    serve(1)
    const table = <DataTable url={URL_} tableKey="others" columns={['name']} deletable onEdit={() => undefined} ariaLabel="rows" />
    const user = renderScreen(table, { env: USER })
    await rowOf('group-001')
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    user.unmount()

    renderScreen(table, { env: { orgIsRoot: true } })
    const row = await rowOf('group-001')
    expect(within(row).getByRole('button', { name: 'Update' })).toBeDisabled()
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled()
  })

  it('a row action with a confirmation runs only when confirmed; a failure keeps the confirmation open', async () => {
    serve(1)
    let fail = true
    const run = vi.fn(() => (fail ? Promise.reject(new Error('no')) : Promise.resolve()))
    const extras: RowActionSpec[] = [{ name: 'unbind', labelKey: 'common.Update', confirmKey: 'table.deleteConfirm', run }]
    const r = renderScreen(<DataTable url={URL_} tableKey="confirm" columns={['name']} extras={extras} ariaLabel="rows" />)
    const row = await rowOf('group-001')

    await r.user.click(within(row).getByRole('button', { name: 'Update' }))
    // the confirmation's code loads when it first opens
    expect(within(await screen.findByRole('dialog')).getByText('Confirm deletion?')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(run).not.toHaveBeenCalled()

    await r.user.click(within(row).getByRole('button', { name: 'Update' }))
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run.mock.calls[0]).toEqual([expect.objectContaining({ row: expect.objectContaining({ id: 'g001' }) })])
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled())
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    fail = false
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(run).toHaveBeenCalledTimes(2)
  })
})
