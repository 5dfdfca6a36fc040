import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { fakeEndpoint } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import {
  assetsAdminUsersList,
  assetsAssetsList,
  assetsAssetsRetrieve,
  assetsCmdFiltersList,
  assetsCmdFiltersRulesList,
  assetsCmdFiltersRulesRetrieve,
  assetsPlatformsRetrieve,
  assetsPlatformsUpdate,
  assetsSystemUsersAssetsRelationsCreate,
  assetsSystemUsersAssetsRelationsDestroy,
  assetsSystemUsersAssetsRelationsList,
  assetsSystemUsersList,
  assetsSystemUsersRetrieve,
} from '../../generated/operations/assets'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import CommandFilterRulePage from './CommandFilterRulePage'
import cmdFilterRules from './cmdFilterRules'
import platforms from './platforms'
import SystemUserListPage from './SystemUserListPage'
import systemUsers from './systemUsers'

// ids are uuids, as the contract's answers and bodies require (a platform's id is an integer)
const SU1 = '5f5e0000-0000-4000-8000-000000000001'
const AU1 = '5f5e0000-0000-4000-8000-0000000000a1'
const AU9 = '5f5e0000-0000-4000-8000-0000000000a9'
const F1 = 'cf000000-0000-4000-8000-000000000001'
const R1 = 'ae1a0000-0000-4000-8000-000000000001'
const [AS1, AS2] = ['a55e0000-0000-4000-8000-000000000001', 'a55e0000-0000-4000-8000-000000000002']
const PF7 = 7
const ASSETS_URL = urlOf(assetsAssetsList)
const CMD_FILTERS_URL = urlOf(assetsCmdFiltersList)
const SU_ASSET_RELATIONS_URL = urlOf(assetsSystemUsersAssetsRelationsList)
const SYSTEM_USERS_URL = urlOf(assetsSystemUsersList)
const RULES_F1_URL = urlOf(assetsCmdFiltersRulesList, { filter_pk: F1 })
const PLATFORM_7_URL = urlOf(assetsPlatformsRetrieve, { id: PF7 })
// The OPTIONS metadata and every call a test does not answer itself come from the contract-driven mock; the rows the
// tests assert on are theirs, completed into whole answers of the contract
const fallback = contractFallback()
const suApi = fakeEndpoint(assetsSystemUsersList, undefined, [], { retrieve: assetsSystemUsersRetrieve })
const adminApi = fakeEndpoint(assetsAdminUsersList, undefined, [
  contractRow(assetsAdminUsersList, { id: AU1, name: 'root-admin', username: 'root', type: 'admin' }),
])
// the rules of filter F1: the list operation at its filter's URL
const rulesApi = fakeEndpoint({ ...assetsCmdFiltersRulesList, path: RULES_F1_URL }, undefined, [], {
  retrieve: assetsCmdFiltersRulesRetrieve,
})
/** Platform 7 (read and updated by the platform form): the update answers the saved platform. */
const platform = () => {
  let saved = contractRow(assetsPlatformsRetrieve, {
    id: PF7,
    name: 'Win2019',
    base: 'Windows',
    charset: 'utf8',
    internal: false,
    meta: { security: 'nla', console: true },
    comment: '',
  })
  return [
    http.get(PLATFORM_7_URL, () => HttpResponse.json(saved)),
    http.put(PLATFORM_7_URL, async ({ request }) => {
      saved = contractRow(assetsPlatformsUpdate, { ...saved, ...((await request.json()) as object), id: PF7 })
      return HttpResponse.json(saved)
    }),
  ]
}
const mock = setupMockServer(...fallback.handlers)
function serve() {
  suApi.items = []
  rulesApi.items = []
  mock.server.use(
    ...suApi.handlers,
    ...adminApi.handlers,
    ...platform(),
    ...rulesApi.handlers,
    http.get(CMD_FILTERS_URL, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  )
}
const form = (ui: ReactElement, route: string, path: string, back: string) =>
  renderScreen(ui, { route, path, routes: [{ path: back, element: <div>went back</div> }] })

describe('system user form', () => {
  it('DOM-05 / VAL-12: in manual login mode the username may be blank and no password is asked', async () => {
    serve()
    const r = form(
      <ResourceFormPage config={systemUsers} />,
      '/assets/system-users/create',
      '/assets/system-users/create',
      '/assets/system-users',
    )
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'web-manual')
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await r.user.click(screen.getByRole('radio', { name: 'Manually input' }))
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Auto push' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(mock.requests('POST', SYSTEM_USERS_URL)[0].body).toMatchObject({
      name: 'web-manual',
      login_mode: 'manual',
      type: 'common',
      protocol: 'ssh',
    })
  })

  it('VAL-11: the priority must be 1–100; VAL-20: an RDP account has an AD domain, a Kubernetes one a token', async () => {
    serve()
    const r = form(
      <ResourceFormPage config={systemUsers} />,
      '/assets/system-users/create',
      '/assets/system-users/create',
      '/assets/system-users',
    )
    const priority = await screen.findByRole('spinbutton', { name: 'Priority' })
    await r.user.clear(priority)
    await r.user.type(priority, '101')
    await r.user.tab()
    // the contract's metadata bounds the priority (min_value 1, max_value 100): its rule speaks first
    expect(await screen.findByText('At most 100')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Ad domain' })).not.toBeInTheDocument()
    const protocol = screen.getByRole('combobox', { name: 'Protocol' })
    await r.user.click(protocol)
    // the protocols by the contract's display names (RDP, K8S)
    await r.user.click(await screen.findByRole('option', { name: 'RDP' }))
    expect(screen.getByRole('textbox', { name: 'Ad domain' })).toBeInTheDocument()
    expect(screen.queryByLabelText('SSH private key')).not.toBeInTheDocument()
    await r.user.click(protocol)
    await r.user.click(await screen.findByRole('option', { name: 'K8S' }))
    expect(screen.getByRole('textbox', { name: 'Token' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
  })

  it('G-01: ?type=admin makes an admin user (no login mode, no push) and returns to the admin-user tab', async () => {
    serve()
    const r = form(
      <ResourceFormPage config={systemUsers} />,
      '/assets/system-users/create?type=admin',
      '/assets/system-users/create',
      '/assets/system-users',
    )
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'root-2')
    await r.user.type(screen.getByRole('textbox', { name: 'Username' }), 'root')
    expect(screen.queryByRole('radio', { name: 'Manually input' })).not.toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Auto push' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(r.router.state.location.search).toBe('?tab=admin')
    expect(mock.requests('POST', SYSTEM_USERS_URL)[0].body).toMatchObject({ name: 'root-2', type: 'admin' })
  })
})

describe('system user list', () => {
  it('G-01 / ROUTE-ASSETS-05: admin users are the second tab, listed from the admin-user API', async () => {
    serve()
    const r = renderScreen(<SystemUserListPage config={systemUsers} />, { route: '/assets/system-users', path: '/assets/system-users' })
    await waitFor(() => expect(mock.requests('GET', SYSTEM_USERS_URL).at(-1)?.search.get('type')).toBe('common'))
    await r.user.click(screen.getByRole('tab', { name: 'Admin users' }))
    expect(await screen.findByText('root-admin')).toBeInTheDocument()
    expect(r.router.state.location.search).toBe('?tab=admin')
  })
})

describe('system user assets', () => {
  const relApi = fakeEndpoint(assetsSystemUsersAssetsRelationsList, undefined, [], { searchFields: ['asset_display'] })
  const assetsApi = fakeEndpoint(
    assetsAssetsList,
    undefined,
    [
      contractRow(assetsAssetsList, { id: AS1, hostname: 'web-01', ip: '10.0.0.1' }),
      contractRow(assetsAssetsList, { id: AS2, hostname: 'db-01', ip: '10.0.0.2' }),
    ],
    { searchFields: ['hostname'], retrieve: assetsAssetsRetrieve },
  )
  const detail = () => {
    serve()
    suApi.items = [
      contractRow(assetsSystemUsersList, {
        id: SU1,
        name: 'deploy',
        username: 'deploy',
        type: 'common',
        protocol: 'ssh',
        login_mode: 'auto',
        auto_push: true,
        is_asset_protocol: true,
      }),
    ]
    relApi.items = [
      contractRow(assetsSystemUsersAssetsRelationsList, {
        id: R1,
        systemuser: SU1,
        systemuser_display: 'deploy(deploy)',
        asset: AS1,
        asset_display: 'web-01(10.0.0.1)',
        connectivity: 'ok',
        date_verified: null,
      }),
    ]
    mock.server.use(
      // bulk create: the relation rows posted are saved and answered as an array, as the platform does (the screen
      // reloads the table rather than read the answer)
      http.post(SU_ASSET_RELATIONS_URL, async ({ request }) => {
        const made = ((await request.json()) as Array<Record<string, string>>).map((row, i) =>
          contractRow(assetsSystemUsersAssetsRelationsCreate, {
            ...row,
            id: `ae1a0000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`,
            asset_display: 'db-01(10.0.0.2)',
            systemuser_display: 'deploy(deploy)',
            connectivity: 'unknown',
            date_verified: null,
          }),
        )
        relApi.items.push(...made)
        return HttpResponse.json(made, { status: 201 })
      }),
      ...relApi.handlers,
      ...assetsApi.handlers,
    )
    return renderScreen(<ResourceDetailPage config={systemUsers} />, {
      route: `/assets/system-users/${SU1}?tab=assets`,
      path: '/assets/system-users/:id',
    })
  }

  it('issue 8 / ROUTE-ASSETS-04: assets are added from the select above the relation table (one row per asset) and the table reloads', async () => {
    const r = detail()
    const table = await screen.findByRole('grid', { name: 'Assets' })
    expect(await within(table).findByText('web-01(10.0.0.1)')).toBeInTheDocument()
    expect(within(table).getByText('Reachable')).toBeInTheDocument()
    expect(mock.requests('GET', SU_ASSET_RELATIONS_URL).at(-1)?.search.get('systemuser')).toBe(SU1)
    await r.user.click(screen.getByRole('combobox', { name: 'Add assets' }))
    await r.user.click(await screen.findByRole('option', { name: 'db-01(10.0.0.2)' }))
    await r.user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(mock.requests('POST', SU_ASSET_RELATIONS_URL)[0]?.body).toEqual([{ systemuser: SU1, asset: AS2 }]))
    expect(await within(table).findByText('db-01(10.0.0.2)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
  })

  it("G-01: an admin user's assets tab lists the assets of the account (?system_users__id=; v2.14.2 ignores ?admin_user=)", async () => {
    serve()
    suApi.items = [
      contractRow(assetsSystemUsersList, {
        id: AU9,
        name: 'root-admin',
        username: 'root',
        type: 'admin',
        protocol: 'ssh',
        is_asset_protocol: true,
      }),
    ]
    mock.server.use(...assetsApi.handlers)
    renderScreen(<ResourceDetailPage config={systemUsers} />, {
      route: `/assets/system-users/${AU9}?tab=adminAssets`,
      path: '/assets/system-users/:id',
    })
    await screen.findByRole('grid', { name: 'Assets' })
    await waitFor(() => expect(mock.requests('GET', ASSETS_URL).at(-1)?.search.get('system_users__id')).toBe(AU9))
    expect(mock.requests('GET', ASSETS_URL).some((q) => q.search.has('admin_user'))).toBe(false)
  })

  it('issue 8: a row is removed after a confirmation with DELETE of that relation row; Cancel keeps it', async () => {
    const r = detail()
    const table = await screen.findByRole('grid', { name: 'Assets' })
    const remove = async () => {
      const row = (await within(table).findByText('web-01(10.0.0.1)')).closest('[role="row"]') as HTMLElement
      await r.user.click(within(row).getByRole('button', { name: 'Remove' }))
    }
    await remove()
    await r.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(mock.requests('DELETE')).toHaveLength(0)
    await remove()
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Remove this asset from this system user?')
    await r.user.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('DELETE', urlOf(assetsSystemUsersAssetsRelationsDestroy, { id: R1 }))).toHaveLength(1))
    await waitFor(() => expect(within(table).queryByText('web-01(10.0.0.1)')).not.toBeInTheDocument())
  })
})

describe('platform form', () => {
  it('a Windows platform keeps its RDP options in meta; other bases send an empty meta', async () => {
    serve()
    const r = form(
      <ResourceFormPage config={platforms} />,
      `/assets/platforms/${PF7}/update`,
      '/assets/platforms/:id/update',
      '/assets/platforms',
    )
    expect(await screen.findByRole('radio', { name: 'NLA' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Connect to the console session' })).toBeChecked()
    await r.user.click(screen.getByRole('radio', { name: 'TLS' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(mock.requests('PUT', urlOf(assetsPlatformsUpdate, { id: PF7 }))[0].body).toMatchObject({
      name: 'Win2019',
      base: 'Windows',
      meta: { security: 'tls', console: true },
    })
  })
})

describe('command filter rule page', () => {
  it('VAL-09 / VAL-10: a rule of the filter in ?filter= posts to its rules URL with priority 1–100 and returns to the Rules tab', async () => {
    serve()
    const r = form(
      <CommandFilterRulePage config={cmdFilterRules} />,
      `/assets/command-filter-rules/create?filter=${F1}`,
      '/assets/command-filter-rules/create',
      '/assets/cmd-filters/:id',
    )
    const content = await screen.findByRole('textbox', { name: 'Content' })
    expect(within(content.closest('.MuiFormControl-root') as HTMLElement).getByText('One command per line')).toBeInTheDocument()
    await r.user.type(content, 'reboot{enter}shutdown')
    const priority = screen.getByRole('spinbutton', { name: 'Priority' })
    await r.user.clear(priority)
    await r.user.type(priority, '0')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    // the contract's metadata bounds the priority (min_value 1, max_value 100): its rule speaks first
    expect(await screen.findByText('At least 1')).toBeInTheDocument()
    await r.user.clear(priority)
    await r.user.type(priority, '99')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(r.router.state.location.pathname).toBe(`/assets/cmd-filters/${F1}`)
    expect(mock.requests('POST', RULES_F1_URL)[0].body).toMatchObject({
      content: 'reboot\nshutdown',
      priority: 99,
      filter: F1,
      type: 'command',
      action: 0,
    })
  })

  it('without ?filter= the page says where to open it from', async () => {
    serve()
    renderScreen(<CommandFilterRulePage config={cmdFilterRules} />, {
      route: '/assets/command-filter-rules/create',
      path: '/assets/command-filter-rules/create',
    })
    expect(await screen.findByText(/Open this page from a command filter/)).toBeInTheDocument()
  })
})
