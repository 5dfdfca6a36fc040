import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OptionsMetadata } from '../../components/data/metadata'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { cacheHandler, fakeEndpoint } from '../../components/testing/fixtures'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import { FakeWebSocket } from '../../test/fakeSocket'
import AssetListPage from './AssetListPage'
import assets from './assets'
import { ASSETS_URL, NODE_TREE_URL, NODES_URL, PLATFORMS_URL } from './shared'
import { childrenMap, visibleNodes, type ZNode } from './treeModel'

const choice = (...values: string[]) => values.map((value) => ({ value, display_name: value }))
const ASSET_WRITE: OptionsMetadata['actions'] = {
  POST: {
    hostname: { type: 'string', label: 'Hostname', required: true, max_length: 128 },
    ip: { type: 'string', label: 'IP', required: true, max_length: 128 },
    platform: { type: 'field', label: 'Platform', required: true },
    protocols: { type: 'list', label: 'Protocols', child: { type: 'regex' } },
    protocol: { type: 'choice', label: 'Protocol', choices: choice('ssh', 'rdp') },
    port: { type: 'integer', label: 'Port' },
    public_ip: { type: 'string', label: 'Public IP', max_length: 128 },
    domain: { type: 'field', label: 'Domain' },
    admin_user: { type: 'field', label: 'Admin user' },
    nodes: { type: 'field', label: 'Nodes' },
    labels: { type: 'field', label: 'Labels' },
    is_active: { type: 'boolean', label: 'Active' },
    comment: { type: 'string', label: 'Comment' },
  },
}
const ASSET_META: OptionsMetadata = {
  actions: {
    ...ASSET_WRITE,
    PUT: ASSET_WRITE.POST,
    GET: {
      hostname: { type: 'string', label: 'Hostname', filter: true },
      ip: { type: 'string', label: 'IP', filter: true },
      platform: { type: 'field', label: 'Platform' },
      protocols: { type: 'list', label: 'Protocols' },
      connectivity: { type: 'choice', label: 'Connectivity', read_only: true, choices: choice('unknown', 'ok', 'failed') },
      is_active: { type: 'boolean', label: 'Active', filter: true },
    },
  },
}
const rows = [
  { id: 'a1', hostname: 'web-01', ip: '10.0.0.1', platform: 'Linux', protocols: ['ssh/22'], connectivity: 'ok', is_active: true, nodes: ['n-root'], labels: [] },
  { id: 'a2', hostname: 'win-01', ip: '10.0.0.2', platform: 'Windows', protocols: ['rdp/3389'], connectivity: 'failed', is_active: true, nodes: ['n-child'], labels: [] },
]
const assetsApi = fakeEndpoint(ASSETS_URL, ASSET_META, [])
const platformsApi = fakeEndpoint(PLATFORMS_URL, { actions: {} }, [{ id: '1', name: 'Linux', base: 'Linux' }, { id: '2', name: 'Windows', base: 'Windows' }])
const tree: ZNode[] = [
  { id: '1', name: 'Default (2)', pId: '', isParent: true, meta: { type: 'node', data: { id: 'n-root', key: '1', value: 'Default' } } },
  { id: '1:1', name: 'Web (1)', pId: '1', isParent: true, meta: { type: 'node', data: { id: 'n-child', key: '1:1', value: 'Web' } } },
]
const mock = setupMockServer()
// the grid is a lazy chunk: load it once before the first test waits for rows
beforeAll(async () => {
  await import('@mui/x-data-grid')
})

function serve() {
  assetsApi.items = rows.map((r) => ({ ...r }))
  mock.server.use(
    ...assetsApi.handlers,
    ...platformsApi.handlers,
    cacheHandler([assetsApi, platformsApi]),
    http.get(NODES_URL, () => HttpResponse.json({ count: 1, next: null, previous: null, results: [{ id: 'n-child', key: '1:1', value: 'Web', full_value: '/Default/Web' }] })),
    http.get(NODE_TREE_URL, ({ request }) => {
      const key = new URL(request.url).searchParams.get('key')
      if (key === '1:1') return HttpResponse.json([{ id: '1:1:1', name: 'Deep (0)', pId: '1:1', isParent: false, meta: { type: 'node', data: { id: 'n-deep', key: '1:1:1', value: 'Deep' } } }])
      return HttpResponse.json(key ? [] : tree)
    }),
  )
}

describe('asset node tree model', () => {
  it('issue 8: only the rows of open nodes are listed, depth first, and 500 open nodes flatten at once', () => {
    const nodes = new Map<string, ZNode>()
    for (let i = 0; i < 500; i++) nodes.set(`1:${i}`, { id: `1:${i}`, name: `n${i}`, pId: i ? '1:0' : '' })
    const kids = childrenMap(nodes)
    expect(visibleNodes(nodes, kids, new Set())).toHaveLength(1)
    const open = visibleNodes(nodes, kids, new Set(['1:0']))
    expect(open).toHaveLength(500)
    expect(open[1]).toMatchObject({ level: 1, node: { id: '1:1' } })
  })
})

describe('asset list with the node tree', () => {
  it('issue 8 / DOM-01: the tree lazily opens children; choosing a node lists its assets and descendants; connectivity is shown', async () => {
    serve()
    const r = renderScreen(<AssetListPage config={assets} />, { route: '/assets/assets', path: '/assets/assets' })
    expect(await screen.findByText('web-01')).toBeInTheDocument()
    const row = screen.getByText('win-01').closest('[role="row"]') as HTMLElement
    expect(within(row).getByText('Unreachable')).toBeInTheDocument()
    const treeBox = screen.getByRole('tree', { name: 'Asset tree' })
    const web = within(treeBox).getByText('Web (1)')
    await r.user.click(within(web.closest('[role="treeitem"]') as HTMLElement).getByRole('button', { name: 'Expand' }))
    expect(await within(treeBox).findByText('Deep (0)')).toBeInTheDocument()
    expect(mock.requests('GET', NODE_TREE_URL).at(-1)?.search.get('key')).toBe('1:1')
    await r.user.click(web)
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('node_id')).toBe('n-child'))
    expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('show_current_asset')).toBe('0')
    expect(screen.getByText('Node: Web')).toBeInTheDocument()
  })

  it('issue 8: a new node is created under the chosen node and the tree shows it', async () => {
    serve()
    mock.server.use(http.post('/api/v1/assets/nodes/:id/children/', () => HttpResponse.json({ id: 'n-new', key: '1:2', value: 'Db' }, { status: 201 })))
    const r = renderScreen(<AssetListPage config={assets} />, { route: '/assets/assets', path: '/assets/assets' })
    await r.user.click(await screen.findByText('Default (2)'))
    await r.user.click(screen.getByRole('button', { name: 'New node' }))
    await r.user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Node name' }), 'Db')
    await r.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('POST', '/api/v1/assets/nodes/n-root/children/')[0]?.body).toEqual({ value: 'Db' }))
  })
})

describe('asset form', () => {
  const form = (route: string) => renderScreen(<ResourceFormPage config={assets} />, {
    route, path: route.includes('update') ? '/assets/assets/:id/update' : '/assets/assets/create',
    routes: [{ path: '/assets/assets', element: <div>asset list</div> }],
  })

  it('G-21: the protocols editor adds rows, refuses a bad port and never removes the last row', async () => {
    serve()
    const r = form('/assets/assets/create?node=n-child')
    const group = await screen.findByRole('group', { name: 'Protocols' })
    expect(within(group).getByRole('button', { name: 'Remove this protocol' })).toBeDisabled()
    await r.user.click(within(group).getByRole('button', { name: 'Add a protocol' }))
    const ports = within(group).getAllByRole('spinbutton', { name: 'Port' })
    expect(ports).toHaveLength(2)
    expect(ports[1]).toHaveValue(3389)
    await r.user.clear(ports[1])
    await r.user.type(ports[1], '70000')
    await r.user.type(screen.getByRole('textbox', { name: 'Hostname' }), 'db-01')
    await r.user.type(screen.getByRole('textbox', { name: 'IP' }), '10.0.0.9')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Each protocol needs a port from 1 to 65535')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Hostname' })).toHaveValue('db-01')
    await r.user.click(within(group).getAllByRole('button', { name: 'Remove this protocol' })[1])
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('asset list')
    expect(mock.requests('POST', ASSETS_URL)[0].body).toMatchObject({ hostname: 'db-01', ip: '10.0.0.9', platform: 'Linux', protocols: ['ssh/22'], nodes: ['n-child'] })
  })

  it('FORM-14: a server error on the hostname shows under it and keeps the typed values', async () => {
    serve()
    mock.server.use(http.post(ASSETS_URL, () => HttpResponse.json({ hostname: ['asset with this hostname already exists.'] }, { status: 400 })))
    const r = form('/assets/assets/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Hostname' }), 'web-01')
    await r.user.type(screen.getByRole('textbox', { name: 'IP' }), '10.0.0.1')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('asset with this hostname already exists.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'IP' })).toHaveValue('10.0.0.1')
  })
})

describe('asset detail', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket))
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeWebSocket.reset()
  })

  it('issue 8 / DOM-11: test connectivity runs the asset task and streams its log; hardware and tabs are shown', async () => {
    serve()
    assetsApi.items[0] = { ...assetsApi.items[0], vendor: 'Dell Inc.', sn: 'SN-42' }
    mock.server.use(http.post(`${ASSETS_URL}:id/tasks/`, async ({ request }) => HttpResponse.json({ ...(await request.json() as object), task: 't-1' }, { status: 201 })))
    const r = renderScreen(<ResourceDetailPage config={assets} />, { route: '/assets/assets/a1', path: '/assets/assets/:id' })
    await screen.findByRole('heading', { name: 'web-01' })
    expect(screen.getByText('SN-42')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Basic information', 'Accounts', 'System users', 'Permission rules'])
    await r.user.click(screen.getByRole('button', { name: 'Test connectivity' }))
    await waitFor(() => expect(mock.requests('POST', `${ASSETS_URL}a1/tasks/`)[0]?.body).toEqual({ action: 'test' }))
    const log = await screen.findByRole('log', { name: 'Task log' })
    const socket = FakeWebSocket.latest()
    expect(socket?.url).toMatch(/\/ws\/ops\/tasks\/log\/$/)
    act(() => socket?.push({ message: 'ok: [web-01]\r\n', task: 't-1' }))
    expect(log).toHaveTextContent('ok: [web-01]')
  })
})
