// Issue 9: a list opened from the address bar asks for its first page while the console starts; the list screen
// takes that answer instead of asking again — only in the same organisation. Issue 22: no metadata is asked early;
// a list with contract fields never asks for it.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureHttp } from '../../http/client'
import { clearEarly } from '../api/early'
import { savePrefs, TABLE_CONFIG_VERSION } from '../data/columnConfig'
import type { ResourceConfig } from '../resource/types'
import { fakeEndpoint, GROUP_META, seedGroups } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { ListPage } from './ListPage'
import { earlyListOf, prefetchList } from './prefetch'

// A synthetic resource (GROUP_META, seedGroups), served at a path the contract does not have: no contract check applies
const URL_ = '/api/test/groups/'
const endpoint = fakeEndpoint(URL_, GROUP_META, [])
const mock = setupMockServer()
const ORG = 'org-1'
const config: ResourceConfig = { name: 'EarlyGroup', path: '/test/groups', url: URL_, list: { columns: ['name', 'comment'] } }
const EARLY = earlyListOf(config)!
const ROUTE = '/test/groups?page=2&search=group&order=-name'

const lists = () => mock.requests('GET', URL_)
const open = (route = ROUTE) => renderScreen(<ListPage config={config} />, { route, path: '/test/groups' })

// every case: 40 groups, no early answer left over, the session in ORG
beforeEach(() => {
  clearEarly()
  endpoint.items = seedGroups(40)
  mock.server.use(...endpoint.handlers)
  configureHttp({ currentOrgId: () => ORG })
})
afterEach(() => configureHttp({ currentOrgId: () => undefined }))

describe('prefetchList', () => {
  it('sends the request the table will send (address, stored page size) and the table takes its answer', async () => {
    savePrefs(localStorage, 'EarlyGroup', {
      version: TABLE_CONFIG_VERSION,
      visible: ['name', 'comment', 'actions'],
      order: ['name', 'comment', 'actions'],
      widths: {},
      pageSize: 30,
    })
    prefetchList(EARLY, '?page=2&search=group&order=-name', ORG)
    await waitFor(() => expect(lists()).toHaveLength(1))
    expect(Object.fromEntries(lists()[0].search)).toEqual({ offset: '30', limit: '30', search: 'group', order: '-name' })
    expect(lists()[0].org).toBe(ORG)
    expect(mock.requests('OPTIONS', URL_)).toHaveLength(0)
    open()
    expect(await screen.findByText('group-010')).toBeInTheDocument()
    expect(await screen.findByRole('columnheader', { name: 'Comment' })).toBeInTheDocument()
    expect(lists()).toHaveLength(1)
    // this synthetic list has no contract fields: the screen asks for its labels itself, once
    expect(mock.requests('OPTIONS', URL_)).toHaveLength(1)
  })

  it('issue 22: a list with contract fields draws its header from them and never asks OPTIONS', async () => {
    const contractFields = {
      name: { type: 'string', label: ['Group name', '组名'] },
      comment: { type: 'string', label: ['Remark', '备注'] },
    } as const
    prefetchList(EARLY, '', ORG)
    renderScreen(<ListPage config={{ ...config, contractFields }} />, { route: '/test/groups', path: '/test/groups' })
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Remark' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Group name' })).toBeInTheDocument()
    expect(lists()).toHaveLength(1)
    expect(mock.requests('OPTIONS', URL_)).toHaveLength(0)
  })

  it('issue 22: an answer that arrived before the list is drawn is in its first render, with no loading row before it', async () => {
    const contractFields = {
      name: { type: 'string', label: ['Group name', '组名'] },
      comment: { type: 'string', label: ['Remark', '备注'] },
    } as const
    prefetchList(EARLY, '', ORG)
    await waitFor(() => expect(lists()).toHaveLength(1))
    // the answer is read before the list is drawn
    await new Promise((done) => setTimeout(done, 20))
    renderScreen(<ListPage config={{ ...config, contractFields }} />, { route: '/test/groups', path: '/test/groups' })
    expect(screen.getByText('group-001')).toBeInTheDocument()
    expect(lists()).toHaveLength(1)
  })

  it('an answer is taken once: the next visit of the same page asks again', async () => {
    prefetchList(EARLY, '', ORG)
    const first = open('/test/groups')
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    expect(lists()).toHaveLength(1)
    first.unmount()
    open('/test/groups')
    await waitFor(() => expect(lists()).toHaveLength(2))
  })

  it("an answer asked in another organisation than the session's is not used", async () => {
    prefetchList(EARLY, '', 'org-2')
    await waitFor(() => expect(lists()).toHaveLength(1))
    open('/test/groups')
    await waitFor(() => expect(lists()).toHaveLength(2))
    expect(lists()[1].org).toBe(ORG)
    expect(await screen.findByText('group-001')).toBeInTheDocument()
  })

  it('a failed early request says nothing; the table asks again and reports its own failure', async () => {
    let calls = 0
    mock.server.use(
      http.get(URL_, () =>
        ++calls === 1
          ? HttpResponse.json({ detail: 'early refused' }, { status: 500 })
          : HttpResponse.json({ detail: 'table refused' }, { status: 500 }),
      ),
    )
    prefetchList(EARLY, '', ORG)
    await waitFor(() => expect(calls).toBe(1))
    open('/test/groups')
    await waitFor(() => expect(calls).toBe(2))
    expect((await screen.findAllByText(/table refused/)).length).toBeGreaterThan(0)
    expect(screen.queryByText(/early refused/)).not.toBeInTheDocument()
  })

  it('sends nothing without an organisation; a list that opens on a date range has no early request', async () => {
    prefetchList(EARLY, '', undefined)
    await new Promise((r) => setTimeout(r, 50))
    expect(mock.log).toHaveLength(0)
    expect(earlyListOf({ ...config, list: { columns: ['name'], dateRange: { defaultDays: 7 } } })).toBeNull()
    expect(
      earlyListOf({
        ...config,
        tableKey: 'Own',
        list: { columns: ['name'], extraParams: { type: 'x' }, defaultSort: { field: 'name', direction: 'desc' } },
      }),
    ).toEqual({ url: URL_, tableKey: 'Own', extraParams: { type: 'x' }, defaultSort: { field: 'name', direction: 'desc' } })
  })
})

describe('a new sort or page: its request leaves before the list is drawn again (issue 9)', () => {
  it('LIST-18: one request per sort and per page, for the state the address then holds, and its rows are shown', async () => {
    const r = open('/test/groups')
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    expect(lists()).toHaveLength(1)
    await r.user.click(screen.getByRole('columnheader', { name: 'Name' }))
    await waitFor(() => expect(lists()).toHaveLength(2))
    expect(Object.fromEntries(lists()[1].search)).toMatchObject({ offset: '0', order: 'name' })
    await r.user.click(screen.getByRole('columnheader', { name: 'Name' }))
    expect(await screen.findByText('group-040')).toBeInTheDocument()
    expect(Object.fromEntries(lists()[2].search)).toMatchObject({ offset: '0', order: '-name' })
    await r.user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('group-025')).toBeInTheDocument()
    expect(Object.fromEntries(lists()[3].search)).toMatchObject({ offset: '15', order: '-name' })
    await new Promise((done) => setTimeout(done, 50))
    expect(lists()).toHaveLength(4)
  })

  it('a refresh asks the server again even right after a page was sent ahead', async () => {
    const r = open('/test/groups')
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('group-016')).toBeInTheDocument()
    expect(lists()).toHaveLength(2)
    await r.user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(lists()).toHaveLength(3))
    expect(Object.fromEntries(lists()[2].search)).toMatchObject({ offset: '15' })
  })

  it('a page the query still holds as fresh is shown again without a request', async () => {
    const r = open('/test/groups')
    r.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } })
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('group-016')).toBeInTheDocument()
    expect(lists()).toHaveLength(2)
    await r.user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(await screen.findByText('group-001')).toBeInTheDocument()
    await new Promise((done) => setTimeout(done, 50))
    expect(lists()).toHaveLength(2)
  })
})
