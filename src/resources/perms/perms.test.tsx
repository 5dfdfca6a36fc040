import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { OTP_VERIFY_URL } from '../../components/data/mfa'
import type { FieldMeta, OptionsMetadata } from '../../components/data/metadata'
import { ListPage } from '../../components/list/ListPage'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { cacheHandler, fakeEndpoint } from '../../components/testing/fixtures'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import applicationAccounts from './applicationAccounts'
import applicationPermissions from './applicationPermissions'
import assetAcls from './assetAcls'
import assetPermissions from './assetPermissions'
import databaseApps from './databaseApps'
import remoteApps from './remoteApps'
import { APP_ACCOUNTS_URL, APP_PERMS_URL, APPS_URL, ASSET_ACLS_URL, ASSET_PERMS_URL, SYSTEM_USERS_URL } from './shared'

const mock = setupMockServer()
/** The machine running the suite is shared: give slow renders time. */
const SLOW = { timeout: 15000 }
for (const c of [databaseApps, remoteApps, assetPermissions, assetAcls, applicationAccounts, applicationPermissions]) resourceRoutes(c)

const choice = (...values: string[]) => values.map((value) => ({ value, display_name: value }))
const str = (label: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ type: 'string', label, max_length: 128, ...extra })
const ATTRS: Record<string, Record<string, FieldMeta>> = {
  mysql: { host: str('Host', { required: true }), port: { type: 'integer', label: 'Port', default: 3306 }, database: str('Database') },
  oracle: { host: str('Host', { required: true }), port: { type: 'integer', label: 'Port', default: 1521 }, database: str('Database') },
  chrome: { asset_info: { type: 'field', label: 'Asset info', read_only: true }, asset: { type: 'field', label: 'Asset', required: true }, chrome_target: str('Target URL') },
}
/** OPTIONS of the applications list: `attrs` children follow `?type=` as on the platform. */
function appMeta(type: string | null): OptionsMetadata {
  const write = {
    id: str('ID'),
    name: str('Name', { required: true }),
    category: { type: 'choice', label: 'Category', required: true, choices: choice('db', 'remote_app', 'cloud') },
    type: { type: 'choice', label: 'Type', required: true, choices: choice('mysql', 'oracle', 'chrome') },
    attrs: { type: 'nested object', label: 'Attrs', required: true, ...(type && ATTRS[type] ? { children: ATTRS[type] } : {}) },
    domain: { type: 'field', label: 'Domain' },
    comment: { type: 'string', label: 'Comment' },
  } satisfies Record<string, FieldMeta>
  return { actions: { POST: write, PUT: write, GET: { ...write, type_display: { type: 'field', label: 'Type' } } } }
}
const apps = fakeEndpoint(APPS_URL, appMeta(null), [])
const serveApps = () => {
  apps.items = [{ id: 'a1', name: 'orders-db', category: 'db', type: 'mysql', type_display: 'MySQL', attrs: { host: '10.0.0.5', port: 3306, database: 'orders' }, comment: '' }]
  mock.server.use(...apps.handlers, cacheHandler([apps]))
  mock.server.use(http.options(APPS_URL, ({ request }) => HttpResponse.json(appMeta(new URL(request.url).searchParams.get('type')))))
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
    // VAL-04: a required child of attrs is checked under its own field, and the typed name is kept.
    expect(await screen.findByText('This field is required', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('billing')
    await r.user.type(screen.getByRole('textbox', { name: 'Host' }), 'db.internal')
    await r.user.type(screen.getByRole('textbox', { name: 'Database' }), 'bills')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back to list')).toBeInTheDocument()
    expect(mock.requests('POST', APPS_URL)[0].body).toEqual({ name: 'billing', domain: null, comment: '', attrs: { host: 'db.internal', port: 1521, database: 'bills' }, category: 'db', type: 'oracle' })
    // issue 17 A1: the platform keeps the attrs only when the create names the type in its query
    expect(mock.requests('POST', APPS_URL)[0].search.get('type')).toBe('oracle')
  })

  it('DOM-06 update reads the metadata of the object\'s own type and fills attrs from it', async () => {
    serveApps()
    const r = form(databaseApps, '/applications/databases/a1/update', '/applications/databases/:id/update', '/applications/databases')
    expect(await screen.findByDisplayValue('10.0.0.5')).toBeInTheDocument()
    expect(mock.requests('OPTIONS', APPS_URL).at(-1)?.search.get('type')).toBe('mysql')
    await r.user.clear(screen.getByRole('textbox', { name: 'Database' }))
    await r.user.type(screen.getByRole('textbox', { name: 'Database' }), 'orders2')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('back to list')
    expect(mock.requests('PUT', `${APPS_URL}a1/`)[0].body).toMatchObject({ name: 'orders-db', type: 'mysql', category: 'db', attrs: { host: '10.0.0.5', port: 3306, database: 'orders2' } })
    expect(mock.requests('PUT', `${APPS_URL}a1/`)[0].search.get('type')).toBe('mysql')
  })

  it('FORM-13 / FORM-14 a server error on a child of attrs is shown under that child\'s input, not above the form', async () => {
    serveApps()
    mock.server.use(http.post(APPS_URL, () => HttpResponse.json({ attrs: { port: ['Ensure this value is less than or equal to 65535.'] } }, { status: 400 })))
    const r = form(databaseApps, '/applications/databases/create?type=mysql', '/applications/databases/create', '/applications/databases')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'billing')
    await r.user.type(screen.getByRole('textbox', { name: 'Host' }), 'db.internal')
    await r.user.clear(screen.getByLabelText('Port'))
    await r.user.type(screen.getByLabelText('Port'), '70000')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByLabelText('Port')).toHaveAccessibleDescription('Ensure this value is less than or equal to 65535.'), SLOW)
    expect(screen.getByLabelText('Port')).toHaveAttribute('aria-invalid', 'true')
    // only under the field: no form-level message repeats it
    expect(screen.getAllByText(/less than or equal to 65535/)).toHaveLength(1)
    expect(screen.queryByText(/^attrs/)).not.toBeInTheDocument()
    // FORM-15: what was typed stays
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('billing')
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveValue('db.internal')
    expect(screen.getByLabelText('Port')).toHaveValue(70000)
  })

  it('DOM-06 "Create" of remote apps asks for the type first and opens its form', async () => {
    serveApps()
    const r = renderScreen(<ListPage config={remoteApps} />, { route: '/applications/remote-apps', path: '/applications/remote-apps', routes: [{ path: '/applications/remote-apps/create', element: <div>create page</div> }] })
    await r.user.click(await screen.findByRole('button', { name: 'Create' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByRole('radio').map((o) => o.closest('label')?.textContent)).toEqual(['Chrome', 'MySQL Workbench', 'vSphere client', 'Custom'])
    await r.user.click(within(dialog).getByRole('radio', { name: 'Chrome' }))
    await r.user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('create page')).toBeInTheDocument()
    expect(r.router.state.location.search).toBe('?type=chrome')
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('category')).toBe('remote_app')
  })
})

const PERM_WRITE: Record<string, FieldMeta> = {
  name: str('Name', { required: true }),
  is_active: { type: 'boolean', label: 'Active' },
  actions: { type: 'multiple choice', label: 'Actions', choices: choice('all', 'connect', 'updownload', 'clipboard_copy_paste') },
  date_start: { type: 'datetime', label: 'Date start' },
  date_expired: { type: 'datetime', label: 'Date expired' },
  comment: { type: 'string', label: 'Comment' },
  users: { type: 'field', label: 'User' },
  user_groups: { type: 'field', label: 'User group' },
  assets: { type: 'field', label: 'Asset' },
  nodes: { type: 'field', label: 'Nodes' },
  system_users: { type: 'field', label: 'System user' },
}
const perms = fakeEndpoint(ASSET_PERMS_URL, { actions: { POST: PERM_WRITE, PUT: PERM_WRITE, GET: { ...PERM_WRITE, is_valid: { type: 'boolean', label: 'Is valid', read_only: true } } } }, [])
const servePerms = () => {
  perms.items = [{ id: 'p1', name: 'ops-all', is_active: true, is_valid: true, actions: ['all'], date_start: '2026-01-01T00:00:00Z', date_expired: '2025-01-01T00:00:00Z', users: [], user_groups: [], assets: [], nodes: [], system_users: [], comment: '' }]
  mock.server.use(...perms.handlers, cacheHandler([perms]))
}

describe('asset permissions', () => {
  it('DOM-07 the rule edits actions and validity; the end of the validity must follow its start', async () => {
    servePerms()
    const r = renderScreen(<ResourceFormPage config={assetPermissions} />, { route: '/perms/asset-permission/p1/update', path: '/perms/asset-permission/:id/update', routes: [{ path: '/perms/asset-permissions', element: <div>back to list</div> }] })
    expect(await screen.findByDisplayValue('ops-all')).toBeInTheDocument()
    for (const action of ['all', 'connect', 'updownload', 'clipboard_copy_paste']) expect(screen.getByRole('checkbox', { name: action })).toBeInTheDocument()
    for (const h of ['Granted to', 'Granted', 'Validity']) expect(screen.getByRole('heading', { name: h })).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('The end must be later than the start', {}, SLOW)).toBeInTheDocument()
    expect(mock.requests('PUT', `${ASSET_PERMS_URL}p1/`)).toHaveLength(0)
  })

  it('ENT-18 the detail has a tab for the users and one for the assets and system users', async () => {
    servePerms()
    renderScreen(<ResourceDetailPage config={assetPermissions} />, { route: '/perms/asset-permissions/p1', path: '/perms/asset-permissions/:id' })
    await screen.findByRole('heading', { name: 'ops-all' })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Basic information', 'Users and groups', 'Assets and system users'])
  })

  it('the list refreshes the cached permissions after a confirmation', async () => {
    servePerms()
    mock.server.use(http.get(`${ASSET_PERMS_URL}cache/refresh/`, () => HttpResponse.json({ msg: 'ok' })))
    const r = renderScreen(<ListPage config={assetPermissions} />, { route: '/perms/asset-permissions', path: '/perms/asset-permissions' })
    await screen.findByText('ops-all')
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(screen.getByRole('menuitem', { name: 'Refresh permission cache' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('GET', `${ASSET_PERMS_URL}cache/refresh/`)).toHaveLength(1))
  })
})

const APP_PERM_WRITE: Record<string, FieldMeta> = {
  name: str('Name', { required: true }),
  users: { type: 'field', label: 'User' },
  user_groups: { type: 'field', label: 'User group' },
  applications: { type: 'field', label: 'Application' },
  system_users: { type: 'field', label: 'System user' },
  is_active: { type: 'boolean', label: 'Active' },
  comment: { type: 'string', label: 'Comment' },
}
const appPerms = fakeEndpoint(APP_PERMS_URL, { actions: { POST: APP_PERM_WRITE, PUT: APP_PERM_WRITE, GET: { ...APP_PERM_WRITE, type_display: str('Type') } } }, [])
const pickerApps = fakeEndpoint(APPS_URL, appMeta(null), [])
const systemUsers = fakeEndpoint(SYSTEM_USERS_URL, { actions: {} }, [])
function serveAppPerms() {
  appPerms.items = [{ id: 'ap1', name: 'pg-readers', category: 'db', type: 'postgresql', type_display: 'PostgreSQL', users: [], user_groups: [], applications: [], system_users: [], is_active: true, comment: '' }]
  pickerApps.items = [
    { id: 'a1', name: 'orders-db', category: 'db', type: 'mysql' },
    { id: 'a2', name: 'reports-pg', category: 'db', type: 'postgresql' },
    { id: 'a3', name: 'intranet-chrome', category: 'remote_app', type: 'chrome' },
  ]
  systemUsers.items = [
    { id: 's1', name: 'dba', username: 'dba', protocol: 'mysql' },
    { id: 's2', name: 'win', username: 'Administrator', protocol: 'rdp' },
    { id: 's3', name: 'root', username: 'root', protocol: 'ssh' },
  ]
  const all = [appPerms, pickerApps, systemUsers]
  mock.server.use(...all.flatMap((a) => a.handlers), cacheHandler(all))
}
const optionsOf = async (r: ReturnType<typeof renderScreen>, name: RegExp) => {
  await r.user.click(screen.getByRole('combobox', { name }))
  const listbox = await screen.findByRole('listbox')
  await waitFor(() => expect(within(listbox).queryByText(/Loading/)).not.toBeInTheDocument())
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent)
  await r.user.keyboard('{Escape}')
  return names
}

describe('application permissions', () => {
  it('ENT-18 / DOM-07 a MySQL rule offers only MySQL applications and system users of the mysql protocol', async () => {
    serveAppPerms()
    const r = renderScreen(<ResourceFormPage config={applicationPermissions} />, { route: '/perms/app-permissions/create?type=mysql', path: '/perms/app-permissions/create', routes: [{ path: '/perms/app-permissions', element: <div>back to list</div> }] })
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'mysql-readers')
    expect(await optionsOf(r, /^Application/)).toEqual(['orders-db'])
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('type')).toBe('mysql')
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('category')).toBe('db')
    expect(await optionsOf(r, /^System user/)).toEqual(['dba(dba)'])
    expect(mock.requests('GET', SYSTEM_USERS_URL).at(-1)?.search.get('protocol')).toBe('mysql')
  })

  it('ENT-18 a remote-app rule uses system users of the rdp protocol', async () => {
    serveAppPerms()
    const r = renderScreen(<ResourceFormPage config={applicationPermissions} />, { route: '/perms/app-permissions/create?type=chrome', path: '/perms/app-permissions/create' })
    await screen.findByRole('textbox', { name: 'Name' })
    expect(await optionsOf(r, /^Application/)).toEqual(['intranet-chrome'])
    expect(await optionsOf(r, /^System user/)).toEqual(['win(Administrator)'])
  })

  it('ENT-18 update and the detail\'s application card follow the rule\'s own type', async () => {
    serveAppPerms()
    const r = renderScreen(<ResourceFormPage config={applicationPermissions} />, { route: '/perms/app-permissions/ap1/update', path: '/perms/app-permissions/:id/update' })
    expect(await screen.findByDisplayValue('pg-readers')).toBeInTheDocument()
    expect(await optionsOf(r, /^Application/)).toEqual(['reports-pg'])
    r.unmount()
    const d = renderScreen(<ResourceDetailPage config={applicationPermissions} />, { route: '/perms/app-permissions/ap1', path: '/perms/app-permissions/:id' })
    await screen.findByRole('heading', { name: 'pg-readers' })
    await d.user.click(screen.getByRole('tab', { name: 'Users and applications' }))
    const card = await screen.findByRole('region', { name: 'Applications' })
    await d.user.click(within(card).getByRole('combobox'))
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['reports-pg'])
    expect(mock.requests('GET', APPS_URL).at(-1)?.search.get('type')).toBe('postgresql')
  })
})

describe('accounts', () => {
  it('MFA-01..04 / C-24 a secret is read only after the MFA code is accepted', async () => {
    const accounts = fakeEndpoint(APP_ACCOUNTS_URL, { actions: { GET: { username: str('Username'), app_display: str('Application') } } }, [{ id: 'c1', username: 'dba', app_display: 'orders-db' }])
    mock.server.use(
      ...accounts.handlers,
      http.get(OTP_VERIFY_URL, () => HttpResponse.json({ detail: 'MFA required', code: 'mfa_verify_required' }, { status: 400 })),
      http.post(OTP_VERIFY_URL, () => HttpResponse.json({ ok: true })),
      http.get('/api/v1/applications/account-secrets/:id/', () => HttpResponse.json({ id: 'c1', username: 'dba', password: 'S3cret!' })),
    )
    const r = renderScreen(<ListPage config={applicationAccounts} />, { route: '/accounts/application-accounts', path: '/accounts/application-accounts' })
    await screen.findByText('orders-db')
    await r.user.click(screen.getByRole('button', { name: 'View' }))
    await r.user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456')
    expect(mock.requests('GET', '/api/v1/applications/account-secrets/c1/')).toHaveLength(0)
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByDisplayValue('S3cret!', {}, SLOW)).toBeInTheDocument()
    expect(mock.requests('POST', OTP_VERIFY_URL)[0].body).toEqual({ code: '123456' })
  })
})

describe('login-asset ACLs', () => {
  it('ENT-19 the rule groups are edited as fields and sent as nested objects', async () => {
    const list = (label: string): FieldMeta => ({ type: 'list', label, default: ['*'], child: { type: 'string', max_length: 128 } })
    const WRITE: Record<string, FieldMeta> = {
      name: str('Name', { required: true }),
      priority: { type: 'integer', label: 'Priority', min_value: 1, max_value: 100 },
      users: { type: 'nested object', label: 'Users', required: true, children: { username_group: list('Username') } },
      assets: { type: 'nested object', label: 'Assets', required: true, children: { ip_group: list('IP'), hostname_group: list('Hostname') } },
      system_users: { type: 'nested object', label: 'System users', required: true, children: { name_group: list('Name'), username_group: list('Username'), protocol_group: list('Protocol') } },
      action: { type: 'choice', label: 'Action', choices: choice('login_confirm') },
      reviewers: { type: 'field', label: 'Reviewers', required: true },
      is_active: { type: 'boolean', label: 'Active' },
    }
    const acls = fakeEndpoint(ASSET_ACLS_URL, { actions: { POST: WRITE } }, [])
    const users = fakeEndpoint('/api/v1/users/users/', { actions: {} }, [{ id: 'u1', name: 'Alice', username: 'alice' }])
    mock.server.use(...acls.handlers, ...users.handlers, cacheHandler([acls, users]))
    const r = renderScreen(<ResourceFormPage config={assetAcls} />, { route: '/acl/asset-acl/create', path: '/acl/asset-acl/create', routes: [{ path: '/acl/asset-acl', element: <div>back to list</div> }] })
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'db review')
    await r.user.click(screen.getByRole('combobox', { name: /Reviewers/ }))
    await r.user.click(await screen.findByRole('option', { name: 'Alice(alice)' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('back to list')
    expect(mock.requests('POST', ASSET_ACLS_URL)[0].body).toMatchObject({
      name: 'db review', priority: 50, action: 'login_confirm', reviewers: ['u1'],
      users: { username_group: ['*'] }, assets: { ip_group: ['*'], hostname_group: ['*'] },
      system_users: { name_group: ['*'], username_group: ['*'], protocol_group: ['*'] },
    })
  })
})
