import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { cacheHandler, fakeEndpoint, GROUP_META, seedGroups, type Item } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import ResourceDetailPage from './ResourceDetailPage'
import { resourceRoutes } from './resourceRoutes'
import type { ResourceConfig } from './types'

// Synthetic resources (items of GROUP_META, their members and the relation rows between them), served at paths the
// contract does not have: no contract check applies
const URL_ = '/api/test/items/'
const MEMBERS = '/api/test/members/'
const RELATIONS = '/api/test/relations/'
const endpoint = fakeEndpoint(URL_, GROUP_META, [])
const members = fakeEndpoint(MEMBERS, { actions: { GET: { name: { type: 'string', label: 'Name' } } } }, [
  { id: 'm1', name: 'alice' },
  { id: 'm2', name: 'bob' },
])
const mock = setupMockServer()

const config: ResourceConfig = {
  name: 'Item',
  path: '/items',
  url: URL_,
  detail: {
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: ['name', 'source', 'is_active', 'comment'],
        quickActions: [
          {
            name: 'toggle',
            kind: 'switch',
            titleKey: 'users.activate',
            value: (o) => Boolean(o.is_active),
            request: (o, v) => ({ url: `${URL_}${String(o.id)}/`, method: 'PATCH', data: { is_active: v } }),
          },
          {
            name: 'reset',
            kind: 'button',
            titleKey: 'users.resetMfa',
            labelKey: 'users.reset',
            confirmKey: 'users.resetMfaConfirm',
            successKey: 'users.resetMfaSuccess',
            request: (o) => ({ url: `${URL_}${String(o.id)}/otp/reset/`, method: 'GET' }),
          },
        ],
        relations: [
          {
            titleKey: 'groups.members',
            value: (o) => (o.members as string[]) ?? [],
            optionsUrl: MEMBERS,
            relationUrl: RELATIONS,
            from: 'item',
            to: 'member',
          },
        ],
      },
      { name: 'rows', titleKey: 'users.loginAcls', kind: 'table', url: (o) => `${MEMBERS}?item=${String(o.id)}`, columns: ['name'] },
    ],
  },
}
resourceRoutes(config)

let patched: unknown[] = []
function setup(route: string, env = {}, seed: Item[] = seedGroups(2).map((g) => ({ ...g, members: ['m1'] })), first: HttpHandler[] = []) {
  endpoint.items = seed
  patched = []
  mock.server.use(
    ...first,
    ...endpoint.handlers,
    ...members.handlers,
    cacheHandler([endpoint, members]),
    http.patch(`${URL_}:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      patched.push(body)
      const found = endpoint.items.find((i) => i.id === params.id)
      Object.assign(found ?? {}, body)
      return HttpResponse.json(found)
    }),
    http.get(`${URL_}:id/otp/reset/`, () => HttpResponse.json({ msg: 'success' })),
    http.post(RELATIONS, () => HttpResponse.json([], { status: 201 })),
    http.delete(RELATIONS, () => new HttpResponse(null, { status: 204 })),
  )
  return renderScreen(<ResourceDetailPage config={config} />, {
    route,
    env,
    path: '/items/:id',
    routes: [
      { path: '/items', element: <div>the list page</div> },
      { path: '/items/:id/update', element: <div>the update page</div> },
    ],
  })
}

describe('ResourceDetailPage', () => {
  beforeEach(() => {
    document.cookie = 'detail_tab_ItemDetail=; max-age=0; path=/'
  })

  it('DETAIL-01 / DETAIL-04 shows back, the title, tabs, Update and Delete, from GET {url}{id}/', async () => {
    setup('/items/g001')
    expect(await screen.findByRole('heading', { name: 'group-001' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Basic information' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Login ACLs' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled()
    expect(mock.requests('GET', `${URL_}g001/`)).toHaveLength(1)
    const card = screen.getByText('Source').closest('dl') as HTMLElement
    expect(within(card).getByText('LDAP/AD')).toBeInTheDocument()
  })

  it('DETAIL-02 a long title is cut at 80 characters', async () => {
    setup('/items/g001', {}, [{ id: 'g001', name: 'n'.repeat(100) }])
    expect(await screen.findByRole('heading', { name: `${'n'.repeat(80)}...` })).toBeInTheDocument()
  })

  it('DETAIL-03 / G-19 the tab is kept in ?tab= and a cookie; the parameter wins', async () => {
    const r = setup('/items/g001')
    await r.user.click(await screen.findByRole('tab', { name: 'Login ACLs' }))
    expect(r.router.state.location.search).toContain('tab=rows')
    expect(document.cookie).toContain('detail_tab_ItemDetail=rows')
    r.unmount()
    setup('/items/g001')
    expect(await screen.findByRole('tab', { name: 'Login ACLs' })).toHaveAttribute('aria-selected', 'true')
    r.unmount()
  })

  it('DETAIL-05 / ORG-06 in the root organisation Update and Delete are disabled', async () => {
    setup('/items/g001', { orgIsRoot: true })
    await screen.findByRole('heading', { name: 'group-001' })
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled()
  })

  it('DETAIL-06 delete confirms, deletes and returns to the list', async () => {
    const r = setup('/items/g001')
    await r.user.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(screen.getByText('Are you sure to delete "group-001" ?')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('the list page')).toBeInTheDocument()
    expect(mock.requests('DELETE', `${URL_}g001/`)).toHaveLength(1)
  })

  it('DETAIL-07 / ERR-12 a failed delete shows the delete-error text and the reason', async () => {
    const r = setup('/items/g001')
    mock.server.use(
      http.delete(`${URL_}:id/`, () =>
        HttpResponse.json(
          { detail: 'Is referenced by other objects and cannot be deleted', code: 'referenced_by_others' },
          { status: 400 },
        ),
      ),
    )
    await r.user.click(await screen.findByRole('button', { name: 'Delete' }))
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Delete failed: Is referenced by other objects and cannot be deleted')).toBeInTheDocument()
    expect(screen.queryByText('the list page')).not.toBeInTheDocument()
  })

  it('DETAIL-08 / ERR-10 a missing object: object not found or deleted', async () => {
    setup('/items/missing')
    expect(await screen.findByText('object not found or deleted')).toBeInTheDocument()
  })

  it('ERR-24 any other failure to load the object says loading failed, with the reason', async () => {
    setup('/items/g001', {}, undefined, [
      http.get(`${URL_}:id/`, () => HttpResponse.json({ detail: 'Upstream timed out' }, { status: 502 })),
    ])
    expect(await screen.findByText('Loading failed: Upstream timed out')).toBeInTheDocument()
  })

  it('ERR-11 / C-11 a 404 of a tab table says the resource is lost', async () => {
    const r = setup('/items/g001')
    mock.server.use(http.get(MEMBERS, () => HttpResponse.json({ detail: 'gone' }, { status: 404 })))
    await r.user.click(await screen.findByRole('tab', { name: 'Login ACLs' }))
    expect(await screen.findByText('Resource lost or deleted')).toBeInTheDocument()
  })

  it('quick actions: a switch PATCHes and refreshes; a button confirms, calls and says so', async () => {
    const r = setup('/items/g001')
    const toggle = await screen.findByRole('switch', { name: 'Active' })
    expect(toggle).toBeChecked()
    await r.user.click(toggle)
    await waitFor(() => expect(patched).toEqual([{ is_active: false }]))
    await waitFor(() => expect(mock.requests('GET', `${URL_}g001/`).length).toBeGreaterThanOrEqual(2))
    await r.user.click(screen.getByRole('button', { name: 'Reset MFA' }))
    expect(screen.getByText("Reset this user's MFA? They will have to bind it again.")).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('MFA reset')).toBeInTheDocument()
    expect(mock.requests('GET', `${URL_}g001/otp/reset/`)).toHaveLength(1)
  })

  it('relation card lists related names, adds with POST [{from, to}] and removes with DELETE ?from=&to=', async () => {
    const r = setup('/items/g001')
    const card = await screen.findByRole('region', { name: 'Members' })
    expect(await within(card).findByText('alice')).toBeInTheDocument()
    await r.user.click(within(card).getByRole('button', { name: 'Remove alice' }))
    await waitFor(() => expect(mock.requests('DELETE', RELATIONS)).toHaveLength(1))
    const del = mock.requests('DELETE', RELATIONS)[0].search
    expect([del.get('item'), del.get('member')]).toEqual(['g001', 'm1'])
    await r.user.click(within(card).getByRole('combobox', { name: 'Add' }))
    await r.user.click(await screen.findByRole('option', { name: 'bob' }))
    await r.user.click(within(card).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(mock.requests('POST', RELATIONS)).toHaveLength(1))
    expect(mock.requests('POST', RELATIONS)[0].body).toEqual([{ item: 'g001', member: 'm2' }])
  })
})
