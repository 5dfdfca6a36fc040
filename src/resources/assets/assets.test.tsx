import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { cacheHandler, fakeEndpoint } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import {
  assetsAssetsList,
  assetsAssetsRetrieve,
  assetsAssetsTasks,
  assetsNodesAssetsAdd,
  assetsNodesAssetsReplace,
  assetsNodesChildrenCreate,
  assetsNodesChildrenTree,
  assetsNodesList,
  assetsPlatformsList,
} from '../../generated/operations/assets'
import { urlOf, type Operation } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { FakeWebSocket } from '../../test/fakeSocket'
import AssetListPage from './AssetListPage'
import assets from './assets'
import { childrenMap, mergeChildren, renameFrom, rootKeys, visibleNodes, type ZNode } from './treeModel'

const ASSETS_URL = urlOf(assetsAssetsList)
const NODE_TREE_URL = urlOf(assetsNodesChildrenTree)
const NODES_URL = urlOf(assetsNodesList)
/** The operation's path as a request pattern of the mock server (`{id}` → `:id`). */
const pattern = (op: Operation) => op.path.replace(/\{(\w+)\}/g, ':$1')
// node and asset ids are uuids, as the contract's answers and the asset body (`nodes`) require
const [N_ROOT, N_CHILD, N_DEEP, N_NEW] = [
  '4e0d0000-0000-4000-8000-000000000001',
  '4e0d0000-0000-4000-8000-000000000002',
  '4e0d0000-0000-4000-8000-000000000003',
  '4e0d0000-0000-4000-8000-000000000004',
]
const [A1, A2] = ['a55e0000-0000-4000-8000-000000000001', 'a55e0000-0000-4000-8000-000000000002']
// The OPTIONS metadata and every call a test does not answer itself come from the contract-driven mock; the rows the
// tests assert on are theirs, completed into whole answers of the contract
const fallback = contractFallback()
const rows = [
  contractRow(assetsAssetsList, {
    id: A1,
    hostname: 'web-01',
    ip: '10.0.0.1',
    platform: 'Linux',
    protocols: ['ssh/22'],
    connectivity: 'ok',
    is_active: true,
    nodes: [N_ROOT],
    nodes_display: ['/Default'],
    labels: [],
  }),
  contractRow(assetsAssetsList, {
    id: A2,
    hostname: 'win-01',
    ip: '10.0.0.2',
    platform: 'Windows',
    protocols: ['rdp/3389'],
    connectivity: 'failed',
    is_active: true,
    nodes: [N_CHILD],
    nodes_display: ['/Default/Web'],
    labels: [],
  }),
]
const assetsApi = fakeEndpoint(assetsAssetsList, undefined, [], { searchFields: ['hostname', 'ip'], retrieve: assetsAssetsRetrieve })
// the platforms the form offers (their ids are integers in the contract)
const platformRows = [
  contractRow(assetsPlatformsList, { id: 1, name: 'Linux', base: 'Linux' }),
  contractRow(assetsPlatformsList, { id: 2, name: 'Windows', base: 'Windows' }),
]
/** A node of the tree as the contract answers it (`meta.data` of a node: its id, key and value). */
const treeNode = (id: string, name: string, pId: string, isParent: boolean, data: { id: string; key: string; value: string }): ZNode =>
  contractRow(assetsNodesChildrenTree, { id, name, title: name, pId, isParent, open: false, meta: { type: 'node', data } }) as ZNode
const tree: ZNode[] = [
  treeNode('1', 'Default (2)', '', true, { id: N_ROOT, key: '1', value: 'Default' }),
  treeNode('1:1', 'Web (1)', '1', true, { id: N_CHILD, key: '1:1', value: 'Web' }),
]
const mock = setupMockServer(...fallback.handlers)
function serve() {
  assetsApi.items = rows.map((r) => ({ ...r }))
  mock.server.use(
    ...assetsApi.handlers,
    http.get(urlOf(assetsPlatformsList), () =>
      HttpResponse.json({ count: platformRows.length, next: null, previous: null, results: platformRows }),
    ),
    cacheHandler([assetsApi]),
    http.get(NODES_URL, () =>
      HttpResponse.json({
        count: 1,
        next: null,
        previous: null,
        results: [contractRow(assetsNodesList, { id: N_CHILD, key: '1:1', value: 'Web', name: 'Web', full_value: '/Default/Web' })],
      }),
    ),
    http.get(NODE_TREE_URL, ({ request }) => {
      const key = new URL(request.url).searchParams.get('key')
      if (key === '1:1')
        return HttpResponse.json([treeNode('1:1:1', 'Deep (0)', '1:1', false, { id: N_DEEP, key: '1:1:1', value: 'Deep' })])
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

  // A 600-node model like the full seed's: 1 root, 24 branches of 24 leaves (23 under the first).
  const big = () => {
    const list: ZNode[] = [{ id: '1', name: 'Default (10000)', pId: '' }]
    for (let b = 0; b < 24; b++) {
      list.push({ id: `1:${b}`, name: `b${b} (0)`, pId: '1', isParent: true })
      for (let l = 0; l < (b === 0 ? 23 : 24); l++) list.push({ id: `1:${b}:${l}`, name: `l${b}-${l} (0)`, pId: `1:${b}` })
    }
    return list
  }

  it('issue 8: a 600-node tree opened everywhere lists every node once, depth first, with its level', () => {
    const list = big()
    expect(list).toHaveLength(600)
    const nodes = new Map(list.map((n) => [n.id, n]))
    const open = visibleNodes(nodes, childrenMap(nodes), new Set(list.filter((n) => n.id.split(':').length < 3).map((n) => n.id)))
    expect(open).toHaveLength(600)
    expect(new Set(open.map((r) => r.node.id)).size).toBe(600)
    expect(open.slice(0, 3).map((r) => [r.node.id, r.level])).toEqual([
      ['1', 0],
      ['1:0', 1],
      ['1:0:0', 2],
    ])
    // branch 1 comes right after the 23 leaves of branch 0
    expect(open[2 + 23]).toMatchObject({ level: 1, node: { id: '1:1' } })
    expect(rootKeys(list)).toEqual(['1'])
    // a list fetched for one key has no root of its own: its rows hang under a parent that is not in it
    expect(rootKeys(list.filter((n) => n.pId === '1:3'))).toHaveLength(24)
  })

  it('issue 8: children fetched again replace the old ones (a moved node is gone) and keep their loaded descendants', () => {
    const nodes = new Map(big().map((n) => [n.id, n]))
    // branch 5 moved away: the root's children come back without it, branch 0 under a new name
    const again = big()
      .filter((n) => n.pId === '1' && n.id !== '1:5')
      .map((n) => (n.id === '1:0' ? { ...n, name: 'b0 (3)' } : n))
    const next = mergeChildren(
      nodes,
      '1',
      again.map((n) => ({ ...n, pId: '' })),
    )
    expect(next.has('1:5')).toBe(false)
    expect(next.get('1:0')).toMatchObject({ name: 'b0 (3)', pId: '1' })
    expect(next.get('1:0:22')?.pId).toBe('1:0')
    // branch 5 went with its 24 leaves: none of them turns into a top row
    expect(next.size).toBe(600 - 25)
    expect(rootKeys([...next.values()])).toEqual(['1'])
    // the root itself in the answer is not re-parented under itself
    expect(mergeChildren(nodes, '1', [{ id: '1', name: 'x' }]).get('1')?.name).toBe('Default (10000)')
  })

  it('issue 8: refreshed names update the counts of known nodes only, and return the same nodes when nothing changed', () => {
    const nodes = new Map(big().map((n) => [n.id, n]))
    const next = renameFrom(nodes, [
      { id: '1:2', name: 'b2 (7)' },
      { id: '9:9', name: 'stranger (1)' },
    ])
    expect(next.get('1:2')?.name).toBe('b2 (7)')
    expect(next.has('9:9')).toBe(false)
    expect(renameFrom(nodes, big()).get('1:7')).toBe(nodes.get('1:7'))
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
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('node_id')).toBe(N_CHILD))
    expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('show_current_asset')).toBe('0')
    expect(screen.getByText('Node: Web')).toBeInTheDocument()
  })

  it('issue 8: the tree works from the keyboard: Down moves, Right opens, Left closes, Enter chooses the node', async () => {
    serve()
    const r = renderScreen(<AssetListPage config={assets} />, { route: '/assets/assets', path: '/assets/assets' })
    const treeBox = await screen.findByRole('tree', { name: 'Asset tree' })
    const item = (text: string) => within(treeBox).getByText(text).closest('[role="treeitem"]') as HTMLElement
    await within(treeBox).findByText('Web (1)')
    expect(item('Default (2)')).toHaveAttribute('tabindex', '0')
    expect(item('Web (1)')).toHaveAttribute('tabindex', '-1')
    item('Default (2)').focus()
    await r.user.keyboard('{ArrowDown}')
    expect(item('Web (1)')).toHaveFocus()
    await r.user.keyboard('{ArrowRight}')
    expect(await within(treeBox).findByText('Deep (0)')).toBeInTheDocument()
    expect(item('Web (1)')).toHaveAttribute('aria-expanded', 'true')
    await r.user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(within(treeBox).queryByText('Deep (0)')).not.toBeInTheDocument())
    await r.user.keyboard('{Enter}')
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('node_id')).toBe(N_CHILD))
  })

  it('issue 8: a new node is created under the chosen node and the tree shows it', async () => {
    serve()
    mock.server.use(
      http.post(pattern(assetsNodesChildrenCreate), () =>
        HttpResponse.json(
          contractRow(assetsNodesChildrenCreate, { id: N_NEW, key: '1:2', value: 'Db', name: 'Db', full_value: '/Default/Db' }),
          { status: 201 },
        ),
      ),
    )
    const r = renderScreen(<AssetListPage config={assets} />, { route: '/assets/assets', path: '/assets/assets' })
    await r.user.click(await screen.findByText('Default (2)'))
    await r.user.click(screen.getByRole('button', { name: 'New node' }))
    await r.user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Node name' }), 'Db')
    await r.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('POST', urlOf(assetsNodesChildrenCreate, { id: N_ROOT }))[0]?.body).toEqual({ value: 'Db' }))
  })

  it('issue 23: Create with a node chosen in the tree opens the form with that node filled in, as the platform does', async () => {
    serve()
    const r = renderScreen(<AssetListPage config={assets} />, {
      route: '/assets/assets',
      path: '/assets/assets',
      routes: [{ path: '/assets/assets/create', element: <ResourceFormPage config={assets} /> }],
    })
    await r.user.click(await screen.findByText('Web (1)'))
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('node_id')).toBe(N_CHILD))
    await r.user.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/assets/assets/create'))
    expect(r.router.state.location.search).toBe(`?node=${N_CHILD}`)
    const nodes = await screen.findByRole('combobox', { name: 'Nodes' })
    expect(await within(nodes.closest('.MuiAutocomplete-root') as HTMLElement).findByText('/Default/Web')).toBeInTheDocument()
  })
})

/** A drag's data as the browser keeps it between dragstart and drop (jsdom has no DataTransfer). */
function transfer() {
  const data = new Map<string, string>()
  const types: string[] = []
  return {
    types,
    effectAllowed: 'all',
    dropEffect: 'none',
    setData: (type: string, value: string) => {
      if (!data.has(type)) types.push(type)
      data.set(type, value)
    },
    getData: (type: string) => data.get(type) ?? '',
  }
}

describe('dragging assets onto a node', () => {
  const page = async () => {
    serve()
    // the answer is the node's assets as saved (add and replace answer alike)
    mock.server.use(
      http.put(`${NODES_URL}:id/assets/:action/`, async ({ request }) =>
        HttpResponse.json(contractRow(assetsNodesAssetsAdd, (await request.json()) as { assets: string[] })),
      ),
    )
    const r = renderScreen(<AssetListPage config={assets} />, { route: '/assets/assets', path: '/assets/assets' })
    await screen.findByText('web-01')
    const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement
    const web = within(screen.getByRole('tree', { name: 'Asset tree' }))
      .getByText('Web (1)')
      .closest('[role="treeitem"]') as HTMLElement
    return { r, rowOf, web }
  }
  const dragOnto = (row: HTMLElement, target: HTMLElement) => {
    const dataTransfer = transfer()
    fireEvent.dragStart(row, { dataTransfer })
    fireEvent.dragOver(target, { dataTransfer })
    fireEvent.drop(target, { dataTransfer })
  }

  it('issue 8: one dragged row is moved to the node (replace) after the dialog; the list and the tree counts reload', async () => {
    const { r, rowOf, web } = await page()
    expect(rowOf('win-01')).toHaveAttribute('draggable', 'true')
    const lists = mock.requests('GET', ASSETS_URL).length
    // after the move the server counts one more asset under Web
    mock.server.use(
      http.get(NODE_TREE_URL, ({ request }) => {
        const key = new URL(request.url).searchParams.get('key')
        if (key === '1') return HttpResponse.json([{ ...tree[1], name: 'Web (2)', title: 'Web (2)' }])
        return HttpResponse.json(key ? [] : tree)
      }),
    )
    dragOnto(rowOf('win-01'), web)
    const dialog = await screen.findByRole('dialog', { name: 'Assets onto a node' })
    expect(dialog).toHaveTextContent('1 asset(s) dropped on "Web"')
    await r.user.click(within(dialog).getByRole('button', { name: 'Move to node' }))
    await waitFor(() => expect(mock.requests('PUT', urlOf(assetsNodesAssetsReplace, { id: N_CHILD }))[0]?.body).toEqual({ assets: [A2] }))
    expect(await screen.findByText('The assets of Web were updated')).toBeInTheDocument()
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).length).toBeGreaterThan(lists))
    // the dialog is gone (while it closes, the page behind it is hidden from the accessibility tree)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // the open root's children are asked again (they are in view) and the new count is shown
    expect(await within(screen.getByRole('tree', { name: 'Asset tree' })).findByText('Web (2)')).toBeInTheDocument()
    expect(mock.requests('GET', NODE_TREE_URL).some((q) => q.search.get('key') === '1')).toBe(true)
    expect(mock.requests('PUT', urlOf(assetsNodesAssetsAdd, { id: N_CHILD }))).toHaveLength(0)
  })

  it('issue 8: dragging a selected row carries the whole selection; Add keeps their nodes and clears the selection', async () => {
    const { r, rowOf, web } = await page()
    await r.user.click(within(rowOf('web-01')).getByRole('checkbox'))
    await r.user.click(within(rowOf('win-01')).getByRole('checkbox'))
    expect(screen.getByText(/2 selected/i)).toBeInTheDocument()
    dragOnto(rowOf('web-01'), web)
    const dialog = await screen.findByRole('dialog', { name: 'Assets onto a node' })
    await r.user.click(within(dialog).getByRole('button', { name: 'Add to node' }))
    await waitFor(() => expect(mock.requests('PUT', urlOf(assetsNodesAssetsAdd, { id: N_CHILD }))[0]?.body).toEqual({ assets: [A1, A2] }))
    await waitFor(() => expect(screen.queryByText(/2 selected/i)).not.toBeInTheDocument())
  })

  it('issue 8: Cancel sends nothing; an unselected row dragged while others are selected carries only itself', async () => {
    const { r, rowOf, web } = await page()
    await r.user.click(within(rowOf('web-01')).getByRole('checkbox'))
    dragOnto(rowOf('win-01'), web)
    const dialog = await screen.findByRole('dialog', { name: 'Assets onto a node' })
    expect(dialog).toHaveTextContent('1 asset(s) dropped on "Web"')
    await r.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(mock.requests('PUT').filter((q) => q.path.includes('/assets/'))).toHaveLength(0)
  })
})

describe('asset form', () => {
  const form = (route: string, language: 'en' | 'cn' = 'en') =>
    renderScreen(<ResourceFormPage config={assets} />, {
      language,
      route,
      path: route.includes('update') ? '/assets/assets/:id/update' : '/assets/assets/create',
      routes: [{ path: '/assets/assets', element: <div>asset list</div> }],
    })

  it('G-21 / ERR-23 / ERR-25: the protocols editor adds rows, refuses a bad port and never removes the last row', async () => {
    serve()
    const r = form(`/assets/assets/create?node=${N_CHILD}`)
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
    expect(await screen.findByText('A port is a whole number from 1 to 65535, written in digits only')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Hostname' })).toHaveValue('db-01')
    await r.user.click(within(group).getAllByRole('button', { name: 'Remove this protocol' })[1])
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('asset list')
    expect(mock.requests('POST', ASSETS_URL)[0].body).toMatchObject({
      hostname: 'db-01',
      ip: '10.0.0.9',
      platform: 'Linux',
      protocols: ['ssh/22'],
      nodes: [N_CHILD],
    })
  })

  it('FORM-14: a server error on the hostname shows under it and keeps the typed values', async () => {
    serve()
    mock.server.use(
      http.post(ASSETS_URL, () => HttpResponse.json({ hostname: ['asset with this hostname already exists.'] }, { status: 400 })),
    )
    const r = form('/assets/assets/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Hostname' }), 'web-01')
    await r.user.type(screen.getByRole('textbox', { name: 'IP' }), '10.0.0.1')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('asset with this hostname already exists.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'IP' })).toHaveValue('10.0.0.1')
  })

  it('issue 23: an IP of 999.1.1.1 is refused with a message and nothing is sent; an address or a host name is taken', async () => {
    serve()
    const r = form('/assets/assets/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Hostname' }), 'db-02')
    const ip = screen.getByRole('textbox', { name: 'IP' })
    await r.user.type(ip, '999.1.1.1')
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Platform/ })).toHaveTextContent('Linux'))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Enter an IPv4 address, an IPv6 address or a host name')).toBeInTheDocument()
    expect(mock.requests('POST', ASSETS_URL)).toHaveLength(0)
    await r.user.clear(ip)
    await r.user.type(ip, 'db-02.example.com')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('asset list')
    expect(mock.requests('POST', ASSETS_URL)[0].body).toMatchObject({ ip: 'db-02.example.com', platform: 'Linux' })
  })

  it('issue 23 / VAL-04: when the platforms cannot be read the platform stays empty, says why, and the form refuses to save', async () => {
    serve()
    mock.server.use(
      http.get(urlOf(assetsPlatformsList), () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
      ),
    )
    const r = form('/assets/assets/create', 'cn')
    expect(await screen.findByText('无法加载平台列表，暂时不能选择平台；请刷新页面重试')).toBeInTheDocument()
    // the field labels are the server's (the contract's example metadata: English); the console's texts are Chinese
    await r.user.type(screen.getByRole('textbox', { name: 'Hostname' }), 'db-03')
    await r.user.type(screen.getByRole('textbox', { name: 'IP' }), '10.0.0.3')
    await r.user.click(screen.getByRole('button', { name: '提交' }))
    const platform = screen.getByRole('combobox', { name: /Platform/ })
    const helper = document.getElementById(platform.getAttribute('aria-describedby') ?? '') as HTMLElement
    await waitFor(() => expect(helper).toHaveTextContent('这是必填项'))
    expect(helper).toHaveTextContent('无法加载平台列表')
    expect(mock.requests('POST', ASSETS_URL)).toHaveLength(0)
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
    mock.server.use(
      http.post(pattern(assetsAssetsTasks), () =>
        HttpResponse.json(contractRow(assetsAssetsTasks, { task: 't-1', asset: A1 }), { status: 201 }),
      ),
    )
    const r = renderScreen(<ResourceDetailPage config={assets} />, { route: `/assets/assets/${A1}`, path: '/assets/assets/:id' })
    await screen.findByRole('heading', { name: 'web-01' })
    expect(screen.getByText('SN-42')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic information',
      'Accounts',
      'System users',
      'Permission rules',
    ])
    await r.user.click(screen.getByRole('button', { name: 'Test connectivity' }))
    await waitFor(() => expect(mock.requests('POST', urlOf(assetsAssetsTasks, { id: A1 }))[0]?.body).toEqual({ action: 'test' }))
    const log = await screen.findByRole('log', { name: 'Task log' })
    const socket = FakeWebSocket.latest()
    expect(socket?.url).toMatch(/\/ws\/ops\/tasks\/log\/$/)
    act(() => socket?.push({ message: 'ok: [web-01]\r\n', task: 't-1' }))
    expect(log).toHaveTextContent('ok: [web-01]')
  })
})
