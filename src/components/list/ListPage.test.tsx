import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { uiUrl } from '../../config/paths'
import { resourceRoutes } from '../resource/resourceRoutes'
import type { ResourceConfig } from '../resource/types'
import { CACHE, cacheHandler, fakeEndpoint, GROUP_META, seedGroups } from '../../test/fakeEndpoint'
import { en } from '../../test/i18n'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { ListPage } from './ListPage'

// A synthetic resource (GROUP_META, seedGroups) that exercises the generic list: served at a path the contract does
// not have, so no contract check applies to its answers (the spm cache, a contract operation, answers as the contract says)
const URL_ = '/api/test/groups/'
// the first spm key the cache answers
const SPM_1 = '00000000-0000-4000-9000-000000000001'
const endpoint = fakeEndpoint(URL_, GROUP_META, [])
const mock = setupMockServer()

const config: ResourceConfig = {
  name: 'TestGroup',
  path: '/test/groups',
  url: URL_,
  list: {
    columns: ['name', 'source', 'comment', 'is_active', 'date_created'],
    columnsShow: { default: ['name', 'source', 'is_active'], min: ['name'] },
    bulkUpdate: { fields: ['comment', 'source'] },
    rowActions: {
      extras: [{ name: 'ping', labelKey: 'list.refresh', order: 40, run: () => undefined }],
    },
  },
}
resourceRoutes(config)

function reset(n: number) {
  endpoint.items = seedGroups(n)
  mock.server.use(...endpoint.handlers, cacheHandler([endpoint]))
}

const lists = () => mock.requests('GET', URL_)
const lastList = () => lists().at(-1)?.search

async function ready(n = 42, route = '/test/groups', env = {}) {
  reset(n)
  const r = renderScreen(<ListPage config={config} />, { route, env, path: '/test/groups' })
  await screen.findByText(endpoint.items.length ? 'group-001' : 'No data', {}, { timeout: 5000 }).catch(() => undefined)
  return r
}

describe('ListPage', () => {
  beforeEach(() => localStorage.clear())

  it('LIST-01 reads the metadata once per table and labels the columns with it', async () => {
    const r = await ready(3)
    expect(await screen.findByRole('columnheader', { name: 'Source' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(lists().length).toBeGreaterThanOrEqual(2))
    expect(mock.requests('OPTIONS', URL_)).toHaveLength(1)
    expect(mock.requests('OPTIONS', URL_)[0].search.get('draw')).toBe('1')
    expect(mock.requests('OPTIONS', URL_)[0].search.get('display')).toBe('1')
  })

  it('LIST-02 / LIST-10 / LIST-23 / LIST-24 toolbar: create opens the create route; import and export open their dialogs', async () => {
    const r = await ready(3)
    for (const name of ['Create', 'More actions', 'Column settings', 'Import', 'Export', 'Refresh']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByRole('heading', { name: 'Import' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await r.user.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByRole('heading', { name: 'Export' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await r.user.click(screen.getByRole('button', { name: 'Create' }))
    expect(r.router.state.location.pathname).toBe('/test/groups/create')
  })

  it('LIST-11 a table may open its create page in a new tab', async () => {
    reset(1)
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const r = renderScreen(<ListPage config={{ ...config, list: { ...config.list!, create: { newTab: true } } }} />, {
      route: '/test/groups',
      path: '/test/groups',
    })
    await screen.findByText('group-001')
    await r.user.click(screen.getByRole('button', { name: 'Create' }))
    expect(open).toHaveBeenCalledWith('/ui/test/groups/create', '_blank', 'noopener')
    open.mockRestore()
  })

  it('LIST-13 / LIST-15 / LIST-16 asks offset 0 limit 15, shows the total from count and pages', async () => {
    const r = await ready(42)
    expect(lastList()?.get('offset')).toBe('0')
    expect(lastList()?.get('limit')).toBe('15')
    expect(screen.getByTestId('pager-total')).toHaveTextContent('Total 42')
    await r.user.click(screen.getByRole('button', { name: 'Page 2' }))
    await screen.findByText('group-016')
    expect(lastList()?.get('offset')).toBe('15')
    await r.user.click(screen.getByRole('combobox', { name: 'Rows per page' }))
    // the list box loads when it first opens
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['15 / page', '30 / page', '50 / page', '100 / page'])
  })

  it('LIST-18 / C-21 restores page, size, search and sort from the address bar', async () => {
    await ready(80, '/test/groups?page=2&size=30&search=group&order=-name')
    await waitFor(() => expect(lastList()?.get('offset')).toBe('30'))
    expect(lastList()?.get('limit')).toBe('30')
    expect(lastList()?.get('search')).toBe('group')
    expect(lastList()?.get('order')).toBe('-name')
  })

  it('LIST-17 a new search returns to page 1 and is written to the address bar', async () => {
    const r = await ready(42, '/test/groups?page=3')
    await waitFor(() => expect(lastList()?.get('offset')).toBe('30'))
    await r.user.type(screen.getByRole('combobox', { name: 'Search' }), 'group-02{Enter}')
    await waitFor(() => expect(lastList()?.get('search')).toBe('group-02'))
    expect(lastList()?.get('offset')).toBe('0')
    expect(r.router.state.location.search).toContain('search=group-02')
    expect(r.router.state.location.search).not.toContain('page=')
  })

  it('LIST-03 / LIST-04 a choice tag shows the display name and sends the value', async () => {
    const r = await ready(42)
    await r.user.click(screen.getByRole('combobox', { name: 'Search' }))
    await r.user.click(await screen.findByRole('option', { name: 'Source' }))
    await r.user.click(await screen.findByRole('option', { name: 'LDAP/AD' }))
    await waitFor(() => expect(lastList()?.get('source')).toBe('ldap'))
    expect(screen.getByText('Source: LDAP/AD')).toBeInTheDocument()
    expect(r.router.state.location.search).toContain('source=ldap')
  })

  it("LIST-05 / CONST-10 tags in the address are the search bar's initial value: shown at once and sent with the first request, never re-sent later", async () => {
    await ready(42, '/test/groups?source=ldap&search=group')
    await waitFor(() => expect(lists()).toHaveLength(1))
    expect(lastList()?.get('source')).toBe('ldap')
    expect(lastList()?.get('search')).toBe('group')
    expect(screen.getByText('Source: LDAP/AD')).toBeInTheDocument()
    expect(screen.getByText('Keyword: group')).toBeInTheDocument()
    // the original console emitted the initial tags again 400 ms after mounting; here that would be a second request
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(lists()).toHaveLength(1)
  })

  it('LIST-14 sorting a column sends order=field, then order=-field', async () => {
    const r = await ready(5)
    await r.user.click(screen.getByRole('columnheader', { name: 'Name' }))
    await waitFor(() => expect(lastList()?.get('order')).toBe('name'))
    await r.user.click(screen.getByRole('columnheader', { name: /Name/ }))
    await waitFor(() => expect(lastList()?.get('order')).toBe('-name'))
  })

  it('LIST-20 / LIST-21 / LIST-22 the column chooser locks id/actions and minimum columns and saves per table', async () => {
    const r = await ready(3)
    expect(screen.queryByRole('columnheader', { name: 'Comment' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Column settings' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('checkbox', { name: 'Actions' })).toBeDisabled()
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeDisabled()
    await r.user.click(within(dialog).getByRole('checkbox', { name: 'Comment' }))
    await r.user.click(within(dialog).getByRole('checkbox', { name: 'Source' }))
    await r.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('columnheader', { name: 'Comment' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Source' })).not.toBeInTheDocument()
    const stored = JSON.parse(localStorage.getItem('jms_table_config_TestGroup') ?? '{}')
    expect(stored.visible).toContain('comment')
    expect(stored.visible).not.toContain('source')
    expect(localStorage.getItem('jms_table_config_Other')).toBeNull()
  })

  it('LIST-25 / DTABLE-07 more than two row actions: the first inline, the rest in More', async () => {
    const r = await ready(1)
    const row = screen.getByText('group-001').closest('[role="row"]') as HTMLElement
    expect(within(row).getByRole('button', { name: 'Update' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    await r.user.click(within(row).getByRole('button', { name: 'More' }))
    const items = screen.getAllByRole('menuitem').map((m) => m.textContent)
    expect(items).toEqual(['Delete', 'Clone', 'Refresh'])
  })

  it('LIST-26 / DTABLE-04 / DTABLE-05 / DTABLE-34 delete, clone and update each use the id of their row', async () => {
    const r = await ready(3)
    const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement
    await screen.findByText('group-003', undefined, { timeout: 30_000 })
    await r.user.click(within(rowOf('group-003')).getByRole('button', { name: 'More' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('DELETE', `${URL_}g003/`)).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText('group-003')).not.toBeInTheDocument())
    await r.user.click(await waitFor(() => within(rowOf('group-002')).getByRole('button', { name: 'More' })))
    await r.user.click(screen.getByRole('menuitem', { name: 'Clone' }))
    expect(r.router.state.location.pathname).toBe('/test/groups/create')
    expect(r.router.state.location.search).toBe('?clone_from=g002')
    await r.router.navigate('/test/groups')
    await r.user.click(within(await waitFor(() => rowOf('group-001'))).getByRole('button', { name: 'Update' }))
    expect(r.router.state.location.pathname).toBe('/test/groups/g001/update')
  })

  it('LIST-27 the name links to the detail route, followed through the router', async () => {
    const r = await ready(1)
    const link = screen.getByRole('link', { name: 'group-001' })
    expect(link).toHaveAttribute('href', uiUrl('/test/groups/g001'))
    await r.user.click(link)
    expect(r.router.state.location.pathname).toBe('/test/groups/g001')
  })

  it('LIST-35 / LIST-36 / LIST-37 in the root organisation: no create, no import, row actions disabled', async () => {
    const r = await ready(1, '/test/groups', { orgIsRoot: true })
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
    const row = screen.getByText('group-001').closest('[role="row"]') as HTMLElement
    expect(within(row).getByRole('button', { name: 'Update' })).toBeDisabled()
    await r.user.click(within(row).getByRole('button', { name: 'More' }))
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('menuitem', { name: 'Clone' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('LIST-30..33 / VAL-24 / ROLE-18 / ERR-15 / ERR-16 bulk delete: disabled without selection, confirms with the count, deletes through spm', async () => {
    const r = await ready(20)
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    expect(screen.getByRole('menuitem', { name: 'Delete selected' })).toHaveAttribute('aria-disabled', 'true')
    await r.user.keyboard('{Escape}')
    const rows = screen.getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(rows[0])
    await r.user.click(rows[1])
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Delete selected' }))
    expect(await screen.findByText('Are you sure to delete 2 rows ?')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Bulk delete succeeded')).toBeInTheDocument()
    const [cache] = mock.requests('POST', CACHE)
    expect(cache.body).toEqual({ resources: ['g001', 'g002'] })
    const [del] = mock.requests('DELETE', URL_)
    expect(del.search.get('spm')).toBe(SPM_1)
    expect(endpoint.items.map((i) => i.id)).not.toContain('g001')
    await waitFor(() => expect(screen.queryByText('group-001')).not.toBeInTheDocument())
  })

  it('LIST-12 / LIST-28 the More actions menu holds bulk delete, bulk update and the extras; the ticked rows drive them', async () => {
    reset(5)
    const run = vi.fn()
    const withExtra: ResourceConfig = {
      ...config,
      list: { ...config.list!, bulkActions: [{ name: 'disable', labelKey: 'users.disableSelected', run }] },
    }
    const r = renderScreen(<ListPage config={withExtra} />, { route: '/test/groups', path: '/test/groups' })
    await screen.findByText('group-001')
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Delete selected', 'Update selected', 'Disable selected'])
    for (const item of screen.getAllByRole('menuitem')) expect(item).toHaveAttribute('aria-disabled', 'true')
    await r.user.keyboard('{Escape}')
    const boxes = screen.getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes[1])
    await r.user.click(boxes[3])
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    for (const item of screen.getAllByRole('menuitem')) expect(item).not.toHaveAttribute('aria-disabled')
    await r.user.click(screen.getByRole('menuitem', { name: 'Disable selected' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run.mock.calls[0][0].ids).toEqual(['g002', 'g004'])
    expect(run.mock.calls[0][0].rows.map((row: { name: string }) => row.name)).toEqual(['group-002', 'group-004'])
    // the same selection is the export's "selected" range
    await r.user.click(screen.getByRole('button', { name: 'Export' }))
    const selected = await screen.findByRole('radio', { name: 'Selected rows (2)' })
    expect(selected).toBeEnabled()
    expect(selected).toBeChecked()
  })

  it('LIST-19 refresh asks the same page, search and sort again and keeps the selection', async () => {
    const r = await ready(42, '/test/groups?page=2&search=group&order=-name')
    await waitFor(() => expect(lastList()?.get('offset')).toBe('15'))
    await screen.findAllByRole('checkbox', { name: /select row/i })
    await r.user.click(screen.getAllByRole('checkbox', { name: /select row/i })[0])
    const before = lists().length
    const address = r.router.state.location.search
    await r.user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(lists().length).toBe(before + 1))
    expect(Object.fromEntries(lastList()!)).toMatchObject({ offset: '15', limit: '15', search: 'group', order: '-name' })
    expect(r.router.state.location.search).toBe(address)
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox', { name: /select row/i })[0]).toBeChecked()
  })

  it('LIST-33 / C-04 / ERR-17 a failed bulk delete shows the error and keeps the confirmation open', async () => {
    const r = await ready(3)
    mock.server.use(http.delete(URL_, () => HttpResponse.json({ detail: 'Nope' }, { status: 400 })))
    await r.user.click(screen.getAllByRole('checkbox', { name: /select row/i })[0])
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Delete selected' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Bulk delete failed: Nope')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('LIST-29 / DTABLE-23 the selection is kept across pages', async () => {
    const r = await ready(20)
    await r.user.click(screen.getAllByRole('checkbox', { name: /select row/i })[0])
    await r.user.click(screen.getByRole('button', { name: 'Page 2' }))
    await screen.findByText('group-016')
    await r.user.click(screen.getAllByRole('checkbox', { name: /select row/i })[0])
    expect(screen.getByText('2 selected')).toBeInTheDocument()
  })

  it('LIST-34 / VAL-25 bulk update sends PATCH with only the ticked fields for every selected row', async () => {
    const r = await ready(3)
    const boxes = screen.getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes[0])
    await r.user.click(boxes[2])
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Update selected' }))
    const dialog = await screen.findByRole('dialog')
    await r.user.click(within(dialog).getByRole('checkbox', { name: 'Update Comment' }))
    await r.user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'bulk note')
    await r.user.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('PATCH', URL_)).toHaveLength(1))
    expect(mock.requests('PATCH', URL_)[0].body).toEqual([
      { id: 'g001', comment: 'bulk note' },
      { id: 'g003', comment: 'bulk note' },
    ])
  })

  it('DTABLE-09 / DTABLE-10 row delete confirms with the name, deletes and reloads', async () => {
    const r = await ready(2)
    const row = screen.getByText('group-001').closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: 'More' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(await screen.findByText('Are you sure to delete "group-001" ?')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Info' })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument()
    expect(mock.requests('DELETE', `${URL_}g001/`)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByText('group-001')).not.toBeInTheDocument())
  })

  it('DTABLE-12 a delete failure with msg shows only that message; without msg the delete-error text and reason', async () => {
    const r = await ready(2)
    mock.server.use(
      http.delete(`${URL_}:id/`, ({ params }) =>
        params.id === 'g001'
          ? HttpResponse.json({ msg: 'Deleting the default is not allowed' }, { status: 400 })
          : HttpResponse.json({ detail: 'Is referenced' }, { status: 400 }),
      ),
    )
    const openDelete = async (name: string) => {
      const row = screen.getByText(name).closest('[role="row"]') as HTMLElement
      await r.user.click(within(row).getByRole('button', { name: 'More' }))
      await r.user.click(screen.getByRole('menuitem', { name: 'Delete' }))
      await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    }
    await openDelete('group-001')
    expect(await screen.findByText('Deleting the default is not allowed')).toBeInTheDocument()
    expect(screen.queryByText(/Delete failed/)).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await openDelete('group-002')
    expect(await screen.findByText('Delete failed: Is referenced')).toBeInTheDocument()
  })

  it('LIST-38 / DTABLE-29 / ERR-41 (issue 23) a failed load says why in place of the rows, with a retry, not "no data, total 0"', async () => {
    reset(1)
    let fail = true
    mock.server.use(http.get(URL_, () => (fail ? HttpResponse.json({ detail: 'Server exploded' }, { status: 500 }) : undefined)))
    const r = renderScreen(<ListPage config={config} />, { route: '/test/groups', path: '/test/groups' })
    const inPlace = await screen.findByText(en('http.ListFailed', { reason: 'Server exploded' }))
    expect(inPlace).toHaveAttribute('role', 'alert')
    expect(screen.queryByText('No data')).not.toBeInTheDocument()
    expect(screen.queryByTestId('pager-total')).not.toBeInTheDocument()
    fail = false
    await r.user.click(within(inPlace).getByRole('button', { name: en('guard.Retry') }))
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    expect(screen.getByTestId('pager-total')).toHaveTextContent('Total 1')
  })

  it('issue 23: a list that has not answered after a few seconds says it is slow (not a bare spinner until the timeout)', async () => {
    reset(1)
    mock.server.use(http.get(URL_, () => delay('infinite')))
    const r = renderScreen(<ListPage config={config} />, { route: '/test/groups', path: '/test/groups' })
    // LIST_SLOW_MS is 4 s: a patience limit for the wait, not a timing assertion
    expect(await screen.findByText(en('http.ListSlow'), {}, { timeout: 10_000 })).toHaveAttribute('role', 'status')
    expect(screen.queryByText('No data')).not.toBeInTheDocument()
    r.unmount()
  })

  it('DTABLE-11 deleting the only row of the last page goes back one page', async () => {
    const r = await ready(16, '/test/groups?page=2')
    await screen.findByText('group-016')
    const row = screen.getByText('group-016').closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: 'More' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(lastList()?.get('offset')).toBe('0'))
    expect(r.router.state.location.search).not.toContain('page=2')
  })
})
