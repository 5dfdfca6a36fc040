import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ListPage } from '../../components/list/ListPage'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { cacheHandler, fakeEndpoint } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import applicationAccounts from './applicationAccounts'
import applicationPermissions from './applicationPermissions'
import assetAcls from './assetAcls'
import assetPermissions from './assetPermissions'
import databaseApps from './databaseApps'
import remoteApps from './remoteApps'
import { aclsLoginAssetAclsList, aclsLoginAssetAclsRetrieve } from '../../generated/operations/acls'
import {
  applicationsAccountSecretsRetrieve,
  applicationsAccountsList,
  applicationsApplicationsList,
  applicationsApplicationsRetrieve,
  applicationsApplicationsUpdate,
} from '../../generated/operations/applications'
import { authenticationOtpVerifyCreate, authenticationOtpVerifyRetrieve } from '../../generated/operations/authentication'
import { assetsSystemUsersList } from '../../generated/operations/assets'
import {
  permsApplicationPermissionsList,
  permsApplicationPermissionsRetrieve,
  permsAssetPermissionsCacheRefresh,
  permsAssetPermissionsList,
  permsAssetPermissionsRetrieve,
  permsAssetPermissionsUpdate,
} from '../../generated/operations/perms'
import { usersProfileRetrieve, usersUsersList } from '../../generated/operations/users'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { profileFixture } from '../../test/profile'

// ids are uuids, as the contract's answers and bodies require
const APP1 = 'a9900000-0000-4000-8000-000000000001'
const APP2 = 'a9900000-0000-4000-8000-000000000002'
const APP3 = 'a9900000-0000-4000-8000-000000000003'
const P1 = 'be000000-0000-4000-8000-000000000001'
const AP1 = 'be000000-0000-4000-8000-0000000000a1'
const [SU1, SU2, SU3] = [
  '5f5e0000-0000-4000-8000-000000000001',
  '5f5e0000-0000-4000-8000-000000000002',
  '5f5e0000-0000-4000-8000-000000000003',
]
const C1 = 'acc00000-0000-4000-8000-000000000001'
// The OPTIONS metadata (an application's attrs following ?type= among them) and every call a test does not answer
// itself come from the contract-driven mock; the rows the tests assert on are theirs, completed into whole answers
const fallback = contractFallback()
const mock = setupMockServer(...fallback.handlers)
const APPS_URL = urlOf(applicationsApplicationsList)
const APP1_URL = urlOf(applicationsApplicationsUpdate, { id: APP1 })
const ASSET_ACLS_URL = urlOf(aclsLoginAssetAclsList)
const SYSTEM_USERS_URL = urlOf(assetsSystemUsersList)
/** The MFA check (GET: is the session verified; POST: verify a code). */
const OTP_VERIFY_URL = urlOf(authenticationOtpVerifyRetrieve)
/** The machine running the suite is shared: give slow renders time. */
const SLOW = { timeout: 15000 }
for (const c of [databaseApps, remoteApps, assetPermissions, assetAcls, applicationAccounts, applicationPermissions]) resourceRoutes(c)

const apps = fakeEndpoint(applicationsApplicationsList, undefined, [], { retrieve: applicationsApplicationsRetrieve })
const serveApps = () => {
  apps.items = [
    contractRow(applicationsApplicationsList, {
      id: APP1,
      name: 'orders-db',
      category: 'db',
      category_display: 'Database',
      type: 'mysql',
      type_display: 'MySQL',
      attrs: { host: '10.0.0.5', port: 3306, database: 'orders' },
      comment: '',
    }),
  ]
  mock.server.use(...apps.handlers, cacheHandler([apps]))
}
const form = (config: typeof databaseApps, route: string, path: string, listPath: string) =>
  renderScreen(<ResourceFormPage config={config} />, { route, path, routes: [{ path: listPath, element: <div>back to list</div> }] })

describe('applications', () => {
  it('DOM-06 / ENT-17 a database form asks the metadata of its type and sends attrs nested', async () => {
    serveApps()
    const r = form(databaseApps, '/applications/databases/create?type=oracle', '/applications/databases/create', '/applications/databases')
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeInTheDocument()
    expect(mock.requests('OPTIONS', APPS_URL).at(-1)?.search.get('type')).toBe('oracle')
    expect(screen.getByLabelText('Port')).toHaveValue(1521)
    expect(screen.queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument()
    await r.user.type(screen.getByRole('textbox', { name: 'Name' }), 'billing')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    // VAL-04: a required child of attrs is checked under its own field (the contract's metadata requires the host and
    // the database), and the typed name is kept.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Host' })).toHaveAccessibleDescription('This field is required'), SLOW)
    expect(screen.getByRole('textbox', { name: 'Database' })).toHaveAccessibleDescription('This field is required')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('billing')
    await r.user.type(screen.getByRole('textbox', { name: 'Host' }), 'db.internal')
    await r.user.type(screen.getByRole('textbox', { name: 'Database' }), 'bills')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back to list')).toBeInTheDocument()
    expect(mock.requests('POST', APPS_URL)[0].body).toEqual({
      name: 'billing',
      domain: null,
      comment: '',
      attrs: { host: 'db.internal', port: 1521, database: 'bills' },
      category: 'db',
      type: 'oracle',
    })
    // issue 17 A1: the platform keeps the attrs only when the create names the type in its query
    expect(mock.requests('POST', APPS_URL)[0].search.get('type')).toBe('oracle')
  })

  it("DOM-06 update reads the metadata of the object's own type and fills attrs from it", async () => {
    serveApps()
    const r = form(databaseApps, `/applications/databases/${APP1}/update`, '/applications/databases/:id/update', '/applications/databases')
    expect(await screen.findByDisplayValue('10.0.0.5')).toBeInTheDocument()
    expect(mock.requests('OPTIONS', APPS_URL).at(-1)?.search.get('type')).toBe('mysql')
    await r.user.clear(screen.getByRole('textbox', { name: 'Database' }))
    await r.user.type(screen.getByRole('textbox', { name: 'Database' }), 'orders2')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('back to list')
    expect(mock.requests('PUT', APP1_URL)[0].body).toMatchObject({
      name: 'orders-db',
      type: 'mysql',
      category: 'db',
      attrs: { host: '10.0.0.5', port: 3306, database: 'orders2' },
    })
    expect(mock.requests('PUT', APP1_URL)[0].search.get('type')).toBe('mysql')
  })

  it("FORM-13 / FORM-14 a server error on a child of attrs is shown under that child's input, not above the form", async () => {
    serveApps()
    mock.server.use(
      http.post(APPS_URL, () =>
        HttpResponse.json({ attrs: { port: ['Ensure this value is less than or equal to 65535.'] } }, { status: 400 }),
      ),
    )
    const r = form(databaseApps, '/applications/databases/create?type=mysql', '/applications/databases/create', '/applications/databases')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'billing')
    await r.user.type(screen.getByRole('textbox', { name: 'Host' }), 'db.internal')
    // the contract's metadata requires the database too
    await r.user.type(screen.getByRole('textbox', { name: 'Database' }), 'bills')
    await r.user.clear(screen.getByLabelText('Port'))
    await r.user.type(screen.getByLabelText('Port'), '70000')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(
      () => expect(screen.getByLabelText('Port')).toHaveAccessibleDescription('Ensure this value is less than or equal to 65535.'),
      SLOW,
    )
    expect(screen.getByLabelText('Port')).toHaveAttribute('aria-invalid', 'true')
    // only under the field: no form-level message repeats it
    expect(screen.getAllByText(/less than or equal to 65535/)).toHaveLength(1)
    expect(screen.queryByText(/^attrs/)).not.toBeInTheDocument()
    // FORM-15: what was typed stays
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('billing')
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveValue('db.internal')
    expect(screen.getByRole('textbox', { name: 'Database' })).toHaveValue('bills')
    expect(screen.getByLabelText('Port')).toHaveValue(70000)
  })

  it('DOM-06 "Create" of remote apps asks for the type first and opens its form', async () => {
    serveApps()
    const r = renderScreen(<ListPage config={remoteApps} />, {
      route: '/applications/remote-apps',
      path: '/applications/remote-apps',
      routes: [{ path: '/applications/remote-apps/create', element: <div>create page</div> }],
    })
    await r.user.click(await screen.findByRole('button', { name: 'Create' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((o) => o.closest('label')?.textContent),
    ).toEqual(['Chrome', 'MySQL Workbench', 'vSphere client', 'Custom'])
    await r.user.click(within(dialog).getByRole('radio', { name: 'Chrome' }))
    await r.user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('create page')).toBeInTheDocument()
    expect(r.router.state.location.search).toBe('?type=chrome')
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('category')).toBe('remote_app')
  })
})

const perms = fakeEndpoint(permsAssetPermissionsList, undefined, [], { retrieve: permsAssetPermissionsRetrieve })
const servePerms = () => {
  // dates as the platform writes them: the rule ends before it starts
  perms.items = [
    contractRow(permsAssetPermissionsList, {
      id: P1,
      name: 'ops-all',
      is_active: true,
      is_valid: true,
      actions: ['all'],
      date_start: '2026/01/01 00:00:00 +0000',
      date_expired: '2025/01/01 00:00:00 +0000',
      users: [],
      user_groups: [],
      assets: [],
      nodes: [],
      system_users: [],
      comment: '',
    }),
  ]
  mock.server.use(...perms.handlers, cacheHandler([perms]))
}

describe('asset permissions', () => {
  it('DOM-07 the rule edits actions and validity; the end of the validity must follow its start', async () => {
    servePerms()
    const r = renderScreen(<ResourceFormPage config={assetPermissions} />, {
      route: `/perms/asset-permission/${P1}/update`,
      path: '/perms/asset-permission/:id/update',
      routes: [{ path: '/perms/asset-permissions', element: <div>back to list</div> }],
    })
    expect(await screen.findByDisplayValue('ops-all')).toBeInTheDocument()
    // the contract's eight actions, by their display names, are chosen from a list (too many for checkboxes)
    const actions = screen.getByRole('combobox', { name: 'Actions' })
    expect(within(actions.closest('.MuiAutocomplete-root') as HTMLElement).getByText('All')).toBeInTheDocument()
    await r.user.click(actions)
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(offered).toEqual(expect.arrayContaining(['All', 'Connect', 'Upload download', 'Clipboard copy paste']))
    await r.user.keyboard('{Escape}')
    for (const h of ['Granted to', 'Granted', 'Validity']) expect(screen.getByRole('heading', { name: h })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('The end must be later than the start', {}, SLOW)).toBeInTheDocument()
    expect(mock.requests('PUT', urlOf(permsAssetPermissionsUpdate, { id: P1 }))).toHaveLength(0)
  })

  it('ENT-18 the detail has a tab for the users and one for the assets and system users', async () => {
    servePerms()
    renderScreen(<ResourceDetailPage config={assetPermissions} />, {
      route: `/perms/asset-permissions/${P1}`,
      path: '/perms/asset-permissions/:id',
    })
    await screen.findByRole('heading', { name: 'ops-all' })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic information',
      'Users and groups',
      'Assets and system users',
    ])
  })

  it('the list refreshes the cached permissions after a confirmation', async () => {
    servePerms()
    mock.server.use(
      http.get(urlOf(permsAssetPermissionsCacheRefresh), () =>
        HttpResponse.json(contractRow(permsAssetPermissionsCacheRefresh, { msg: true })),
      ),
    )
    const r = renderScreen(<ListPage config={assetPermissions} />, { route: '/perms/asset-permissions', path: '/perms/asset-permissions' })
    await screen.findByText('ops-all')
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(await screen.findByRole('menuitem', { name: 'Refresh permission cache' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('GET', urlOf(permsAssetPermissionsCacheRefresh))).toHaveLength(1))
  })
})

const appPerms = fakeEndpoint(permsApplicationPermissionsList, undefined, [], { retrieve: permsApplicationPermissionsRetrieve })
const pickerApps = fakeEndpoint(applicationsApplicationsList, undefined, [])
const systemUsers = fakeEndpoint(assetsSystemUsersList, undefined, [])
function serveAppPerms() {
  appPerms.items = [
    contractRow(permsApplicationPermissionsList, {
      id: AP1,
      name: 'pg-readers',
      category: 'db',
      type: 'postgresql',
      type_display: 'PostgreSQL',
      users: [],
      user_groups: [],
      applications: [],
      system_users: [],
      is_active: true,
      comment: '',
    }),
  ]
  pickerApps.items = [
    contractRow(applicationsApplicationsList, { id: APP1, name: 'orders-db', category: 'db', type: 'mysql' }),
    contractRow(applicationsApplicationsList, { id: APP2, name: 'reports-pg', category: 'db', type: 'postgresql' }),
    contractRow(applicationsApplicationsList, { id: APP3, name: 'intranet-chrome', category: 'remote_app', type: 'chrome' }),
  ]
  systemUsers.items = [
    contractRow(assetsSystemUsersList, { id: SU1, name: 'dba', username: 'dba', protocol: 'mysql' }),
    contractRow(assetsSystemUsersList, { id: SU2, name: 'win', username: 'Administrator', protocol: 'rdp' }),
    contractRow(assetsSystemUsersList, { id: SU3, name: 'root', username: 'root', protocol: 'ssh' }),
  ]
  const all = [appPerms, pickerApps, systemUsers]
  mock.server.use(...all.flatMap((a) => a.handlers), cacheHandler(all))
}
const optionsOf = async (r: ReturnType<typeof renderScreen>, name: RegExp) => {
  await r.user.click(screen.getByRole('combobox', { name }))
  const listbox = await screen.findByRole('listbox')
  await waitFor(() => expect(within(listbox).queryByText(/Loading/)).not.toBeInTheDocument())
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent)
  await r.user.keyboard('{Escape}')
  return names
}

describe('application permissions', () => {
  it('ENT-18 / DOM-07 a MySQL rule offers only MySQL applications and system users of the mysql protocol', async () => {
    serveAppPerms()
    const r = renderScreen(<ResourceFormPage config={applicationPermissions} />, {
      route: '/perms/app-permissions/create?type=mysql',
      path: '/perms/app-permissions/create',
      routes: [{ path: '/perms/app-permissions', element: <div>back to list</div> }],
    })
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'mysql-readers')
    expect(await optionsOf(r, /^Application/)).toEqual(['orders-db'])
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('type')).toBe('mysql')
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('category')).toBe('db')
    expect(await optionsOf(r, /^System user/)).toEqual(['dba(dba)'])
    expect(mock.requests('GET', SYSTEM_USERS_URL).at(-1)?.search.get('protocol')).toBe('mysql')
  })

  it('ENT-18 a remote-app rule uses system users of the rdp protocol', async () => {
    serveAppPerms()
    const r = renderScreen(<ResourceFormPage config={applicationPermissions} />, {
      route: '/perms/app-permissions/create?type=chrome',
      path: '/perms/app-permissions/create',
    })
    await screen.findByRole('textbox', { name: 'Name' })
    expect(await optionsOf(r, /^Application/)).toEqual(['intranet-chrome'])
    expect(await optionsOf(r, /^System user/)).toEqual(['win(Administrator)'])
  })

  it("ENT-18 update and the detail's application card follow the rule's own type", async () => {
    serveAppPerms()
    const r = renderScreen(<ResourceFormPage config={applicationPermissions} />, {
      route: `/perms/app-permissions/${AP1}/update`,
      path: '/perms/app-permissions/:id/update',
    })
    expect(await screen.findByDisplayValue('pg-readers')).toBeInTheDocument()
    expect(await optionsOf(r, /^Application/)).toEqual(['reports-pg'])
    r.unmount()
    const d = renderScreen(<ResourceDetailPage config={applicationPermissions} />, {
      route: `/perms/app-permissions/${AP1}`,
      path: '/perms/app-permissions/:id',
    })
    await screen.findByRole('heading', { name: 'pg-readers' })
    await d.user.click(screen.getByRole('tab', { name: 'Users and applications' }))
    const card = await screen.findByRole('region', { name: 'Applications' })
    await d.user.click(within(card).getByRole('combobox'))
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['reports-pg'])
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('type')).toBe('postgresql')
  })
})

describe('accounts', () => {
  it('MFA-01..04 / C-24 a secret is read only after the MFA code is accepted', async () => {
    const accounts = fakeEndpoint(applicationsAccountsList, undefined, [
      contractRow(applicationsAccountsList, {
        id: C1,
        username: 'dba',
        app: APP1,
        app_display: 'orders-db',
        type: 'mysql',
        category: 'db',
      }),
    ])
    mock.server.use(
      ...accounts.handlers,
      http.get(OTP_VERIFY_URL, () => HttpResponse.json({ detail: 'MFA required', code: 'mfa_verify_required' }, { status: 400 })),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json(contractRow(authenticationOtpVerifyCreate, { ok: '1' }))),
      // an account with MFA: only such an account is asked for a code (the seeded admin has none)
      http.get(urlOf(usersProfileRetrieve), () => HttpResponse.json(profileFixture({ mfa_enabled: true, mfa_level: 1 }))),
      http.get(urlOf(applicationsAccountSecretsRetrieve, { id: '*' }), () =>
        HttpResponse.json(
          contractRow(applicationsAccountSecretsRetrieve, {
            id: C1,
            username: 'dba',
            app: APP1,
            app_display: 'orders-db',
            password: 'S3cret!',
            type: 'mysql',
            category: 'db',
          }),
        ),
      ),
    )
    const r = renderScreen(<ListPage config={applicationAccounts} />, {
      route: '/accounts/application-accounts',
      path: '/accounts/application-accounts',
    })
    await screen.findByText('orders-db')
    await r.user.click(screen.getByRole('button', { name: 'View' }))
    await r.user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456')
    expect(mock.requests('GET', urlOf(applicationsAccountSecretsRetrieve, { id: C1 }))).toHaveLength(0)
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByDisplayValue('S3cret!', {}, SLOW)).toBeInTheDocument()
    expect(mock.requests('POST', OTP_VERIFY_URL)[0].body).toEqual({ code: '123456' })
  })
})

describe('login-asset ACLs', () => {
  it('ENT-19 the rule groups are edited as fields and sent as nested objects', async () => {
    const acls = fakeEndpoint(aclsLoginAssetAclsList, undefined, [], { retrieve: aclsLoginAssetAclsRetrieve })
    // a user id is a UUID: the form checks the body with the contract's schema (reviewers: uuid[])
    const alice = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e01'
    const users = fakeEndpoint(usersUsersList, undefined, [contractRow(usersUsersList, { id: alice, name: 'Alice', username: 'alice' })])
    mock.server.use(...acls.handlers, ...users.handlers, cacheHandler([acls, users]))
    const r = renderScreen(<ResourceFormPage config={assetAcls} />, {
      route: '/acl/asset-acl/create',
      path: '/acl/asset-acl/create',
      routes: [{ path: '/acl/asset-acl', element: <div>back to list</div> }],
    })
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'db review')
    await r.user.click(screen.getByRole('combobox', { name: /Reviewers/ }))
    await r.user.click(await screen.findByRole('option', { name: 'Alice(alice)' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('back to list')
    expect(mock.requests('POST', ASSET_ACLS_URL)[0].body).toMatchObject({
      name: 'db review',
      priority: 50,
      action: 'login_confirm',
      reviewers: [alice],
      users: { username_group: ['*'] },
      assets: { ip_group: ['*'], hostname_group: ['*'] },
      system_users: { name_group: ['*'], username_group: ['*'], protocol_group: ['*'] },
    })
  })
})
