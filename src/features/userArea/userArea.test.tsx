import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteHandleContext } from '../../components/common/routeHandle'
import { PERM_USE } from '../../config/constants'
import { uiUrl } from '../../config/paths'
import { assetsFavoriteAssetsList } from '../../generated/operations/assets'
import { opsCommandExecutionsList, opsCommandExecutionsRetrieve } from '../../generated/operations/ops'
import {
  permsUsersApplicationsList,
  permsUsersAssetsList,
  permsUsersAssetsSystemUsersList,
  permsUsersNodesAssetsList,
  permsUsersNodesChildrenTree,
  permsUsersNodesFavoriteAssetsList,
} from '../../generated/operations/perms'
import { urlOf } from '../../http/operation'
import { generateRoutes } from '../../routes'
import { contractFallback, contractRow } from '../../test/contract'
import { FakeWebSocket } from '../../test/fakeSocket'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { outputOf, stateOf, hostNamesOf } from './executionOutput'
import { appConnectUrl, assetConnectUrl } from './links'
import MyAssetsPage, { assetsUrlOf } from './MyAssetsPage'
import { prefetchMyAssets } from './early'
import { clearEarly } from '../../components/api/early'
import { MyDatabases, MyKubernetes, MyRemoteApps } from './MyAppsPage'
import MyCommandExecutionDetailPage from './MyCommandExecutionDetailPage'
import MyCommandExecutionsPage from './MyCommandExecutionsPage'
import UserAreaPage, { userAreaPageOf } from './UserAreaPage'

// The seeded mock backend answers every call, signed in as the ordinary user `user`: the tests read what they expect
// (granted assets, favourites, executions) from its state, so they follow the seed.
const fallback = contractFallback('user')
const mock = setupMockServer(...fallback.handlers)
const state = fallback.mock.state
const USER = state.users().find((u) => u.username === 'user')!
const USER_ENV = { perms: PERM_USE, isSuperAdmin: false, currentUserId: USER.id }

const ASSETS_URL = urlOf(permsUsersAssetsList)
const TREE_URL = urlOf(permsUsersNodesChildrenTree)
const FAVORITES_URL = urlOf(assetsFavoriteAssetsList)
const EXECUTIONS_URL = urlOf(opsCommandExecutionsList)
const asset = (id: string) => state.db.collection('assets').get(id)!
const favoriteHostnames = () =>
  state.db
    .collection('favorite-assets')
    .filter((f) => f.user === USER.id)
    .map((f) => String(asset(String(f.asset)).hostname))
    .sort()
const grid = (name: string) => screen.getByRole('grid', { name })
const gridHostnames = (name: string) =>
  within(grid(name))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent)
/** The hostnames of the first page of my assets, once it has come. */
async function shownHostnames(): Promise<string[]> {
  await waitFor(() => expect(within(grid('My assets')).queryAllByRole('gridcell').length).toBeGreaterThan(0))
  return gridHostnames('My assets').map(String)
}
const rowOf = (name: string, text: string) => within(grid(name)).getByText(text).closest('[role="row"]') as HTMLElement
const ownExecution = (command: string) =>
  state.db.collection('command-executions').find((e) => e.user === USER.id && e.command === command)!

describe('links of the platform (ROUTE-UA-01, ROUTE-UA-02)', () => {
  it('ROUTE-UA-01 / ROUTE-UA-02: connect opens the web terminal with the asset, or the application and its kind', () => {
    expect(assetConnectUrl('a-1')).toBe('/luna/?login_to=a-1')
    expect(appConnectUrl('remote_app', 'r-1')).toBe('/luna/?type=remote_app&login_to=r-1')
    expect(appConnectUrl('db', 'd-1')).toBe('/luna/?type=database_app&login_to=d-1')
    expect(appConnectUrl('cloud', 'k-1')).toBe('/luna/?type=k8s_app&login_to=k-1')
  })

  it('ROUTE-UA-01: the table lists every granted asset, a granted node its assets, the favourites node the favourites', () => {
    const node = { id: '1:2', name: 'Web (2)', meta: { type: 'node', data: { id: '40de0000-2c4d-4e8a-9f10-0a1b2c3d5b03', key: '1:2' } } }
    expect(assetsUrlOf(null)).toBe(ASSETS_URL)
    expect(assetsUrlOf(node)).toBe(urlOf(permsUsersNodesAssetsList, { node_id: '40de0000-2c4d-4e8a-9f10-0a1b2c3d5b03' }))
    expect(assetsUrlOf({ id: 'favorite', name: 'Favorite (0)', meta: { type: 'node', data: { id: 'favorite', key: 'favorite' } } })).toBe(
      urlOf(permsUsersNodesFavoriteAssetsList),
    )
  })
})

describe('my assets (ROUTE-UA-01)', () => {
  const open = () => renderScreen(<MyAssetsPage />, { env: USER_ENV })
  const tree = () => screen.getByRole('tree', { name: 'Granted nodes' })
  const treeLabels = () =>
    within(tree())
      .getAllByRole('treeitem')
      .map((i) => i.getAttribute('aria-label') ?? i.firstChild?.textContent)

  it('ROUTE-UA-01: the favourites pseudo-node comes first, then the granted root, open with its children; the table lists every granted asset', async () => {
    open()
    await screen.findByRole('tree', { name: 'Granted nodes' })
    // the root came open without its children: they are asked for with its key
    await waitFor(() => expect(mock.requests('GET', TREE_URL).some((r) => r.search.get('key') === '1')).toBe(true))
    const items = within(tree()).getAllByRole('treeitem')
    expect(items[0]).toHaveTextContent(`Favorite (${favoriteHostnames().length})`)
    expect(items[1]).toHaveTextContent(/^Default \(\d+\)/)
    await waitFor(() => expect(within(tree()).getAllByRole('treeitem').length).toBeGreaterThan(2))
    const total = Number(/\((\d+)\)/.exec(items[1].textContent ?? '')?.[1])
    expect(await screen.findByText(`Total ${total}`)).toBeInTheDocument()
    expect(mock.requests('GET', ASSETS_URL)[0].search.get('limit')).toBe('15')
    expect(screen.getByTestId('my-assets-scope')).toHaveTextContent('All my assets')
  })

  it('issue 22: opened from the address bar, it takes the tree top and first assets asked for while the console started', async () => {
    clearEarly()
    prefetchMyAssets(undefined)
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL)).toHaveLength(1))
    expect(mock.requests('GET', TREE_URL).filter((r) => !r.search.get('key'))).toHaveLength(1)
    open()
    await screen.findByRole('tree', { name: 'Granted nodes' })
    expect(await screen.findByText(/^Total \d+$/)).toBeInTheDocument()
    expect(mock.requests('GET', ASSETS_URL)).toHaveLength(1)
    expect(mock.requests('GET', TREE_URL).filter((r) => !r.search.get('key'))).toHaveLength(1)
    // the columns are the contract's: no OPTIONS for the granted assets
    expect(mock.requests('OPTIONS', ASSETS_URL)).toHaveLength(0)
  })

  it('ROUTE-UA-01: choosing the favourites lists the favourite assets, a node its assets, and "Show all" every asset again', async () => {
    const { user } = open()
    const favorites = await screen.findByText(/^Favorite \(\d+\)$/)
    await user.click(favorites)
    await waitFor(() => expect(mock.requests('GET', urlOf(permsUsersNodesFavoriteAssetsList))).toHaveLength(1))
    await waitFor(() => expect(gridHostnames('My assets').sort()).toEqual(favoriteHostnames()))
    expect(screen.getByTestId('my-assets-scope')).toHaveTextContent('Assets of Favorite')

    const child = await within(tree()).findByText(/^华东 \(\d+\)$/)
    await user.click(child)
    const node = state.db.collection('nodes').find((n) => n.value === '华东' && n.key === '1:1')!
    await waitFor(() => expect(mock.requests('GET', urlOf(permsUsersNodesAssetsList, { node_id: node.id }))).toHaveLength(1))
    expect(screen.getByTestId('my-assets-scope')).toHaveTextContent('Assets of 华东')

    await user.click(screen.getByRole('button', { name: 'Show all assets' }))
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).length).toBe(2))
    expect(screen.getByTestId('my-assets-scope')).toHaveTextContent('All my assets')
    expect(treeLabels().length).toBeGreaterThan(2)
  })

  it('ROUTE-UA-01: a search is sent to the list of the chosen scope', async () => {
    const { user } = open()
    const [first] = await shownHostnames()
    await user.type(screen.getByRole('combobox', { name: 'Search' }), `${first}{Enter}`)
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('search')).toBe(first))
    await waitFor(() => expect(gridHostnames('My assets')).toEqual([first]))
  })

  it("ROUTE-UA-01: a row's system users are asked for only when its button is pressed", async () => {
    const { user } = open()
    const host = (await shownHostnames()).find((h) => h.startsWith('web-'))!
    const systemUsersPath = /\/api\/v1\/perms\/users\/assets\/[^/]+\/system-users\/$/
    expect(mock.log.some((r) => systemUsersPath.test(r.path))).toBe(false)
    await user.click(within(rowOf('My assets', host)).getByRole('button', { name: `System users of ${host}` }))
    const popover = await screen.findByRole('dialog', { name: `System users of ${host}` })
    const web = state.db.collection('assets').find((a) => a.hostname === host)!
    expect(mock.requests('GET', urlOf(permsUsersAssetsSystemUsersList, { asset_id: web.id }))).toHaveLength(1)
    expect(await within(popover).findByText('ops-root (root)')).toBeInTheDocument()
    expect(mock.log.filter((r) => systemUsersPath.test(r.path))).toHaveLength(1)
  })

  it('ROUTE-UA-01: connect opens the web terminal with the asset in a new tab; a disabled asset cannot connect', async () => {
    const off = contractRow(permsUsersAssetsList, { id: 'a55e0000-0000-4000-8000-0000000000f1', hostname: 'off-01', is_active: false })
    const on = contractRow(permsUsersAssetsList, { id: 'a55e0000-0000-4000-8000-0000000000f2', hostname: 'on-01', is_active: true })
    mock.server.use(http.get(ASSETS_URL, () => HttpResponse.json({ count: 2, next: null, previous: null, results: [on, off] })))
    open()
    const link = await screen.findByRole('link', { name: 'Connect to on-01' })
    expect(link).toHaveAttribute('href', `/luna/?login_to=${on.id}`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(rowOf('My assets', 'off-01')).getByRole('button', { name: 'Connect' })).toBeDisabled()
    expect(within(rowOf('My assets', 'off-01')).queryByRole('link')).toBeNull()
  })

  it("ROUTE-UA-01: a star adds the asset to the favourites and takes it away again; the favourites node's count follows", async () => {
    const { user } = open()
    const before = favoriteHostnames().length
    const target = (await shownHostnames()).find((h) => !favoriteHostnames().includes(h))!
    const id = state.db.collection('assets').find((a) => a.hostname === target)!.id
    const add = await within(rowOf('My assets', target)).findByRole('button', { name: `Add ${target} to favourites` })
    await waitFor(() => expect(add).toBeEnabled())
    expect(add).toHaveAttribute('aria-pressed', 'false')
    await user.click(add)
    const remove = await within(rowOf('My assets', target)).findByRole('button', { name: `Remove ${target} from favourites` })
    expect(remove).toHaveAttribute('aria-pressed', 'true')
    expect(mock.requests('POST', FAVORITES_URL).map((r) => r.body)).toEqual([{ asset: id }])
    expect(await within(tree()).findByText(`Favorite (${before + 1})`)).toBeInTheDocument()
    expect(await screen.findByText(`${target} added to favourites`)).toBeInTheDocument()

    await user.click(remove)
    await within(rowOf('My assets', target)).findByRole('button', { name: `Add ${target} to favourites` })
    expect(mock.requests('DELETE', FAVORITES_URL).map((r) => r.search.get('asset'))).toEqual([id])
    expect(await within(tree()).findByText(`Favorite (${before})`)).toBeInTheDocument()
    expect(favoriteHostnames()).toHaveLength(before)
  })

  it('ROUTE-UA-01: unstarring an asset while the favourites are shown takes it off the table', async () => {
    const { user } = open()
    await user.click(await screen.findByText(/^Favorite \(\d+\)$/))
    const [first] = favoriteHostnames()
    await waitFor(() => expect(gridHostnames('My assets')).toContain(first))
    const remove = within(rowOf('My assets', first)).getByRole('button', { name: `Remove ${first} from favourites` })
    await waitFor(() => expect(remove).toBeEnabled())
    const id = state.db.collection('assets').find((a) => a.hostname === first)!.id
    await user.click(remove)
    await waitFor(() => expect(gridHostnames('My assets')).not.toContain(first))
    // put it back for the other tests
    state.db.collection('favorite-assets').insert({ id: 'fa000000-0000-4000-8000-000000000001', user: USER.id, asset: id, date_created: 0 })
  })
})

describe('my applications (ROUTE-UA-02)', () => {
  const apps = (category: string) => state.db.collection('applications').filter((a) => a.category === category)

  it('ROUTE-UA-02: remote apps are asked for with category=remote_app, show the asset they run on, and connect as remote_app', async () => {
    renderScreen(<MyRemoteApps />, { env: USER_ENV })
    const chrome = apps('remote_app').find((a) => a.name === 'grafana-chrome')!
    const link = await screen.findByRole('link', { name: 'Connect to grafana-chrome' })
    expect(mock.requests('GET', urlOf(permsUsersApplicationsList))[0].search.get('category')).toBe('remote_app')
    expect(link).toHaveAttribute('href', `/luna/?type=remote_app&login_to=${chrome.id}`)
    expect(link).toHaveAttribute('target', '_blank')
    const info = (chrome.attrs as { asset_info: { hostname: string } }).asset_info
    expect(within(rowOf('Remote apps', 'grafana-chrome')).getByText(info.hostname)).toBeInTheDocument()
    expect(within(grid('Remote apps')).getByRole('columnheader', { name: 'Asset' })).toBeInTheDocument()
  })

  it('ROUTE-UA-02: databases are asked for with category=db, show address and database, and connect as database_app', async () => {
    renderScreen(<MyDatabases />, { env: USER_ENV })
    const db = apps('db').find((a) => a.name === 'orders-mysql')!
    const link = await screen.findByRole('link', { name: 'Connect to orders-mysql' })
    expect(mock.requests('GET', urlOf(permsUsersApplicationsList))[0].search.get('category')).toBe('db')
    expect(link).toHaveAttribute('href', `/luna/?type=database_app&login_to=${db.id}`)
    const attrs = db.attrs as { host: string; port: number; database: string }
    expect(within(rowOf('Databases', 'orders-mysql')).getByText(`${attrs.host}:${attrs.port} / ${attrs.database}`)).toBeInTheDocument()
  })

  it('ROUTE-UA-02: Kubernetes apps are asked for with category=cloud, show the cluster, and connect as k8s_app', async () => {
    renderScreen(<MyKubernetes />, { env: USER_ENV })
    const k8s = apps('cloud').find((a) => a.name === 'prod-k8s')!
    const link = await screen.findByRole('link', { name: 'Connect to prod-k8s' })
    expect(mock.requests('GET', urlOf(permsUsersApplicationsList))[0].search.get('category')).toBe('cloud')
    expect(link).toHaveAttribute('href', `/luna/?type=k8s_app&login_to=${k8s.id}`)
    expect(within(rowOf('Kubernetes', 'prod-k8s')).getByText(String((k8s.attrs as { cluster: string }).cluster))).toBeInTheDocument()
  })
})

describe('my command executions (ROUTE-UA-03)', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket))
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeWebSocket.reset()
  })

  it('ROUTE-UA-03: the output of a run: every host, a host that did not run, one error for a run that never started', () => {
    const ok = { cmd: 'uptime', stderr: '', stdout: 'up 3 days', rc: 0, delta: '0:00:00.01' }
    expect(outputOf({ 'web-01': ok, 'db-01': { err: 'unreachable' } })).toEqual({
      error: null,
      hosts: [
        { host: 'web-01', ran: true, rc: 0, stdout: 'up 3 days', stderr: '', error: '', delta: '0:00:00.01' },
        { host: 'db-01', ran: false, rc: null, stdout: '', stderr: '', error: 'unreachable', delta: '' },
      ],
    })
    expect(outputOf({ error: 'Command `reboot` is forbidden' })).toEqual({ error: 'Command `reboot` is forbidden', hosts: [] })
    expect(stateOf({ is_finished: false, result: {} })).toBe('running')
    expect(stateOf({ is_finished: true, result: { 'web-01': ok } })).toBe('succeeded')
    expect(stateOf({ is_finished: true, result: { 'web-01': ok, 'db-01': { err: 'x' } } })).toBe('partial')
    expect(stateOf({ is_finished: true, result: { 'web-01': { ...ok, rc: 2 } } })).toBe('failed')
    expect(stateOf({ is_finished: true, result: { error: 'refused' } })).toBe('failed')
    expect(hostNamesOf({ result: { 'web-01': ok, 'db-01': { err: 'x' } } })).toEqual(['web-01', 'db-01'])
  })

  it('ROUTE-UA-03: the list asks for the newest first and shows command, hosts, system user and how each run ended', async () => {
    renderScreen(<MyCommandExecutionsPage />, { env: USER_ENV })
    const uptime = ownExecution('uptime')
    const link = await screen.findByRole('link', { name: 'uptime' })
    // a list's cell link carries the console's address (/ui/…) and is followed through the router
    expect(link).toHaveAttribute('href', uiUrl(`/command-executions/${uptime.id}`))
    const first = mock.requests('GET', EXECUTIONS_URL)[0].search
    expect(first.get('order')).toBe('-date_created')
    expect(first.get('limit')).toBe('15')
    const row = rowOf('Command execution', 'uptime')
    expect(row).toHaveTextContent(Object.keys(uptime.result as object).join(', '))
    await waitFor(() => expect(row).toHaveTextContent('ops-root (root)'))
    expect(within(row).getByText('Succeeded')).toBeInTheDocument()
    expect(within(rowOf('Command execution', 'df -h /')).getByText('Failed on some hosts')).toBeInTheDocument()
    expect(within(rowOf('Command execution', 'reboot')).getByText('Failed')).toBeInTheDocument()
    // only the signed-in user's runs
    const shown = within(grid('Command execution')).getAllByRole('row').length - 1
    expect(shown).toBe(Math.min(15, state.db.collection('command-executions').filter((e) => e.user === USER.id).length))
  })

  const openDetail = (id: string) =>
    renderScreen(<MyCommandExecutionDetailPage />, { env: USER_ENV, route: `/command-executions/${id}`, path: '/command-executions/:id' })

  it("ROUTE-UA-03: a run's page shows each host's output and exit code, and streams the task's log", async () => {
    const uptime = ownExecution('uptime')
    openDetail(uptime.id)
    expect(await screen.findByTestId('execution-command')).toHaveTextContent('uptime')
    expect(mock.requests('GET', urlOf(opsCommandExecutionsRetrieve, { id: uptime.id }))).toHaveLength(1)
    const panels = screen.getAllByTestId('host-output')
    const result = uptime.result as Record<string, { stdout: string }>
    expect(panels.map((p) => p.getAttribute('aria-label'))).toEqual(Object.keys(result))
    for (const [i, [, out]] of Object.entries(result).entries()) {
      expect(panels[i]).toHaveTextContent(out.stdout.replace(/\s+/g, ' ').trim())
      expect(panels[i]).toHaveTextContent('exit code 0')
    }
    expect(screen.getByText('Succeeded')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('ops-root (root)')).toBeInTheDocument())
    const socket = FakeWebSocket.latest()
    act(() => socket?.open())
    expect(socket?.sent.map((d) => JSON.parse(d) as unknown)).toEqual([{ task: uptime.id, type: 'celery' }])
    act(() => socket?.push({ message: '$ uptime\r\n', task: uptime.id }))
    expect(screen.getByRole('log', { name: 'Task log' }).textContent).toBe('$ uptime\n')
  })

  it('ROUTE-UA-03: a host that could not run says why; a refused command says the run did not start', async () => {
    const df = ownExecution('df -h /')
    const { unmount } = openDetail(df.id)
    const failed = Object.entries(df.result as Record<string, { err?: string }>).find(([, o]) => o.err)!
    const panel = await screen.findByRole('region', { name: failed[0] })
    expect(panel).toHaveTextContent('did not run')
    expect(panel).toHaveTextContent(failed[1].err!)
    expect(screen.getByText('Failed on some hosts')).toBeInTheDocument()
    unmount()
    openDetail(ownExecution('reboot').id)
    expect(await screen.findByText('The command did not run: Command `reboot` is forbidden ........')).toBeInTheDocument()
    expect(screen.queryAllByTestId('host-output')).toHaveLength(0)
  })

  it('ROUTE-UA-03: a run still going says so and is asked for again until it has finished', async () => {
    const id = '0b530000-2c4d-4e8a-9f10-0a1b2c3d79aa'
    let finished = false
    mock.server.use(
      http.get(urlOf(opsCommandExecutionsRetrieve, { id }), () => {
        const answer = contractRow(opsCommandExecutionsRetrieve, {
          id,
          command: 'sleep 1',
          is_finished: finished,
          result: finished ? { 'web-01': { cmd: 'sleep 1', stderr: '', stdout: 'slept', rc: 0, delta: '0:00:01' } } : {},
          hosts: ['a55e7000-2c4d-4e8a-9f10-0a1b2c3d5a01'],
        })
        finished = true
        return HttpResponse.json(answer)
      }),
    )
    openDetail(id)
    expect(await screen.findByText(/still running/)).toBeInTheDocument()
    expect(screen.getByText('Running')).toBeInTheDocument()
    expect(screen.getByText('1 host(s)')).toBeInTheDocument()
    // the next answer comes after the poll interval: a patience limit, not a timing assertion
    expect(await screen.findByText('slept', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByText(/still running/)).toBeNull()
  }, 15_000)

  it("ROUTE-UA-03: another user's run (or none) is not found", async () => {
    const other = state.db.collection('command-executions').find((e) => e.user !== USER.id)!
    openDetail(other.id)
    expect(await screen.findByText('This command execution does not exist, or it is not yours.')).toBeInTheDocument()
  })
})

describe('the user area in the route table (ROUTE-UA-01..05)', () => {
  const ctx = { role: 1, licenceValid: true, settings: { SECURITY_COMMAND_EXECUTION: true, TICKETS_ENABLED: true } }

  it('ROUTE-UA-01..03: my assets, my applications and my command executions are built pages, not "not built yet"', async () => {
    const { flat } = generateRoutes(ctx)
    const pages: Array<[string, unknown]> = [
      ['/', MyAssetsPage],
      ['/apps/remoteapp', MyRemoteApps],
      ['/apps/database', MyDatabases],
      ['/apps/kubernetes', MyKubernetes],
      ['/command-executions', MyCommandExecutionsPage],
      ['/command-executions/:id', MyCommandExecutionDetailPage],
    ]
    for (const [path, page] of pages) {
      const route = flat.find((r) => r.path === path)
      const loaded = await route!.page!()
      expect(loaded.default, path).toBe(UserAreaPage)
      // the area's one chunk shows the route's own page
      expect(userAreaPageOf(route!.name)?.type, path).toBe(page)
    }
    // ROUTE-UA-02: remote apps need the licence
    expect(generateRoutes({ ...ctx, licenceValid: false }).flat.some((r) => r.path === '/apps/remoteapp')).toBe(false)
    // ROUTE-UA-03: the command executions follow SECURITY_COMMAND_EXECUTION, the detail with the list
    const off = generateRoutes({ ...ctx, settings: { ...ctx.settings, SECURITY_COMMAND_EXECUTION: false } }).flat
    expect(off.some((r) => r.path.startsWith('/command-executions'))).toBe(false)
  })

  it('ROUTE-UA-01 / SHELL-17: a page of the area kept in a background tab stays the page it was opened as', async () => {
    const handle = (name: string) => ({ handle: { name, trail: [], noCache: false, affix: false } })
    function Tab({ route }: { route: string }) {
      return (
        <RouteHandleContext.Provider value={handle(route)}>
          <UserAreaPage />
        </RouteHandleContext.Provider>
      )
    }
    function Switcher() {
      const [route, setRoute] = useState('MyAssets')
      return (
        <>
          <button type="button" onClick={() => setRoute('MyDatabases')}>
            databases
          </button>
          <Tab route={route} />
        </>
      )
    }
    const { user } = renderScreen(<Switcher />, { env: USER_ENV })
    expect(await screen.findByTestId('my-assets-tree')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'databases' }))
    expect(screen.getByTestId('my-assets-tree')).toBeInTheDocument()
    expect(screen.queryByRole('grid', { name: 'Databases' })).toBeNull()
  })

  it('ROUTE-UA-05: the user menu has the web terminal and the file manager as external links', () => {
    const { menu, flat } = generateRoutes(ctx)
    expect(menu.filter((m) => m.href).map((m) => [m.key, m.href])).toEqual([
      ['MyWebTerminal', '/luna/'],
      ['MyFileManager', '/koko/elfinder/sftp/'],
    ])
    expect(flat.some((r) => r.path.includes('luna') || r.path.includes('koko'))).toBe(false)
  })
})
