import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ListPage } from '../components/list/ListPage'
import ResourceDetailPage from '../components/resource/ResourceDetailPage'
import ResourceFormPage from '../components/resource/ResourceFormPage'
import { resourceRoutes } from '../components/resource/resourceRoutes'
import { CACHE, cacheHandler, fakeEndpoint } from '../test/fakeEndpoint'
import { renderScreen } from '../test/render'
import { setupMockServer } from '../test/server'
import { aclsLoginAclsList, aclsLoginAclsRetrieve } from '../generated/operations/acls'
import { authenticationQrUnbindForAdmin } from '../generated/operations/authentication'
import { usersGroupsList, usersUsersList, usersUsersRetrieve, usersUsersSuggestion } from '../generated/operations/users'
import { urlOf } from '../http/operation'
import { contractFallback, contractRow } from '../test/contract'
import UserAclListPage from './UserAclListPage'
import userLoginAcls from './userLoginAcls'
import users from './users'

// Group ids are uuids, as the contract's user body requires.
const G1 = '6f1c1f4e-0d2a-4b8e-9a51-1b2c3d4e5f01'
const G2 = '6f1c1f4e-0d2a-4b8e-9a51-1b2c3d4e5f02'
// User ids too: the generated body schemas check them
const U1 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e71'
const U2 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e72'
const U9 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e79'
const A1 = 'b5e1c0d2-7a3f-4b8e-9c1d-2e3f4a5b6c71'
const USERS_URL = urlOf(usersUsersList)
const LOGIN_ACLS_URL = urlOf(aclsLoginAclsList)
// The OPTIONS metadata and every call a test does not answer itself come from the contract-driven mock; the rows the
// tests assert on are theirs, completed into whole answers of the contract
const fallback = contractFallback()
const people = [
  contractRow(usersUsersList, {
    id: U1,
    name: 'Alice',
    username: 'alice',
    email: 'a@x.io',
    source: 'local',
    source_display: 'Local',
    groups: [G1],
    groups_display: 'ops',
    total_role_display: 'User',
    is_valid: true,
    is_active: true,
    mfa_enabled: true,
    login_blocked: false,
    mfa_level: 1,
    org_roles: ['User'],
    can_update: true,
    can_delete: true,
    is_wecom_bound: false,
    is_dingtalk_bound: true,
    is_feishu_bound: false,
  }),
  contractRow(usersUsersList, {
    id: U2,
    name: 'Bob',
    username: 'bob',
    email: 'b@x.io',
    source: 'ldap',
    source_display: 'LDAP/AD',
    groups: [],
    groups_display: '',
    total_role_display: 'User',
    is_valid: false,
    is_active: true,
    mfa_enabled: false,
    login_blocked: true,
    mfa_level: 0,
    org_roles: ['User'],
    can_update: true,
    can_delete: false,
  }),
]
const usersApi = fakeEndpoint(usersUsersList, undefined, [], { searchFields: ['name', 'username', 'email'], retrieve: usersUsersRetrieve })
const groupsApi = fakeEndpoint(usersGroupsList, undefined, [
  contractRow(usersGroupsList, { id: G1, name: 'ops' }),
  contractRow(usersGroupsList, { id: G2, name: 'dev' }),
])
const aclApi = fakeEndpoint(aclsLoginAclsList, undefined, [], { retrieve: aclsLoginAclsRetrieve })
const mock = setupMockServer(...fallback.handlers)
resourceRoutes(users)
resourceRoutes(userLoginAcls)

const ORG_ADMIN = { isSuperAdmin: false, perms: 0b10010 }
const AUDITOR = { isSuperAdmin: false, perms: 0b11 }

function serve() {
  usersApi.items = people.map((p) => ({ ...p }))
  mock.server.use(...usersApi.handlers, ...groupsApi.handlers, ...aclApi.handlers, cacheHandler([usersApi, groupsApi, aclApi]))
}

describe('users list', () => {
  it('LIST-03 filters are the fields the server filters on (source, role …), a role chosen by its display name; none the server ignores', async () => {
    serve()
    const r = renderScreen(<ListPage config={users} />, { route: '/users/users', path: '/users/users' })
    // the first table of the file also loads the grid's code: allow for a slow machine
    await screen.findByText('Alice', undefined, { timeout: 30_000 })
    await r.user.click(screen.getByRole('combobox', { name: 'Search' }))
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(offered).toEqual(expect.arrayContaining(['Source', 'Role', 'Username', 'Email']))
    // v2.14.2 ignores ?groups=, ?mfa_level= and ?is_valid= on this list: offering them would show every user
    expect(offered).not.toEqual(expect.arrayContaining(['User group']))
    expect(offered).not.toContain('MFA')
    await r.user.click(screen.getByRole('option', { name: 'Role' }))
    await r.user.click(await screen.findByRole('option', { name: 'Organization administrator' }))
    await waitFor(() => expect(mock.requests('GET', USERS_URL).at(-1)?.search.get('system_or_org_role')).toBe('org_admin'))
  })

  it('bulk delete and row delete are for system administrators; an org admin removes users from the organisation', async () => {
    serve()
    const r = renderScreen(<ListPage config={users} />, { route: '/users/users', path: '/users/users', env: ORG_ADMIN })
    await screen.findByText('Alice')
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    // the menus' code loads when one first opens
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent)
    expect(items).not.toContain('Delete selected')
    expect(items).toEqual(
      expect.arrayContaining(['Update selected', 'Remove selected from organization', 'Disable selected', 'Activate selected']),
    )
    await r.user.keyboard('{Escape}')
    const row = screen.getByText('Alice').closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: 'More' }))
    const remove = await screen.findByRole('menuitem', { name: 'Remove from organization' })
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument()
    mock.server.use(http.post(`${USERS_URL}:id/remove/`, () => new HttpResponse(null, { status: 204 })))
    await r.user.click(remove)
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('POST', `${USERS_URL}${U1}/remove/`)).toHaveLength(1))
  })

  it('remove selected posts to users/remove/ with the spm of the selection', async () => {
    serve()
    mock.server.use(http.post(`${USERS_URL}remove/`, () => new HttpResponse(null, { status: 204 })))
    const r = renderScreen(<ListPage config={users} />, { route: '/users/users', path: '/users/users' })
    await screen.findByText('Alice')
    await r.user.click(screen.getAllByRole('checkbox', { name: /select row/i })[1])
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    await r.user.click(await screen.findByRole('menuitem', { name: 'Remove selected from organization' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('POST', `${USERS_URL}remove/`)).toHaveLength(1))
    const spm = mock.requests('POST', `${USERS_URL}remove/`)[0].search.get('spm')
    expect(spm).toMatch(/^[0-9a-f-]{36}$/)
    expect(mock.requests('POST', CACHE)[0].body).toEqual({ resources: [U2] })
  })

  it('invite to the organisation posts one {user, role} per chosen user and role', async () => {
    serve()
    mock.server.use(
      http.get(`${USERS_URL}suggestion/`, () =>
        HttpResponse.json([contractRow(usersUsersSuggestion, { id: U9, name: 'Carol', username: 'carol' })]),
      ),
      http.post(`${USERS_URL}invite/`, async ({ request }) => HttpResponse.json(await request.json(), { status: 201 })),
    )
    const r = renderScreen(<ListPage config={users} />, { route: '/users/users', path: '/users/users' })
    await screen.findByText('Alice')
    await r.user.click(screen.getByRole('button', { name: 'Invite users' }))
    const dialog = await screen.findByRole('dialog')
    await r.user.click(within(dialog).getByRole('combobox', { name: /Users/ }))
    await r.user.click(await screen.findByRole('option', { name: 'Carol(carol)' }))
    await r.user.click(within(dialog).getByRole('checkbox', { name: 'Auditor' }))
    await r.user.click(within(dialog).getByRole('button', { name: 'Invite' }))
    await waitFor(() => expect(mock.requests('POST', `${USERS_URL}invite/`)).toHaveLength(1))
    expect(mock.requests('POST', `${USERS_URL}invite/`)[0].body).toEqual([
      { user: U9, role: 'User' },
      { user: U9, role: 'Auditor' },
    ])
  })

  it('ORG-06 in the root organisation invite and remove are not offered', async () => {
    serve()
    const r = renderScreen(<ListPage config={users} />, { route: '/users/users', path: '/users/users', env: { orgIsRoot: true } })
    await screen.findByText('Alice')
    expect(screen.queryByRole('button', { name: 'Invite users' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'More actions' }))
    expect(await screen.findByRole('menuitem', { name: 'Delete selected' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('menuitem', { name: 'Remove selected from organization' })).not.toBeInTheDocument()
  })
})

describe('user form', () => {
  const form = (route: string, env = {}) =>
    renderScreen(<ResourceFormPage config={users} />, {
      route,
      env,
      path: route.includes('update') ? '/users/users/:id/update' : '/users/users/create',
      routes: [{ path: '/users/users', element: <div>user list</div> }],
    })

  it('creates with every group of fields; the password strategy decides whether a password is typed', async () => {
    serve()
    const r = form('/users/users/create')
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument()
    for (const h of ['Authentication', 'Security', 'Other']) expect(screen.getByRole('heading', { name: h })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Reset link will be generated and sent to the user' })).toBeChecked()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('radio', { name: 'Set password' }))
    expect(await screen.findByLabelText('Password')).toHaveAttribute('type', 'password')
    await r.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dave')
    await r.user.type(screen.getByRole('textbox', { name: 'Username' }), 'dave')
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'd@x.io')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await r.user.type(screen.getByLabelText('Password'), 'S3cret!pass')
    await r.user.click(screen.getByRole('checkbox', { name: 'Organization auditor' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('user list')).toBeInTheDocument()
    const body = mock.requests('POST', USERS_URL)[0].body as Record<string, unknown>
    expect(body).toMatchObject({
      name: 'Dave',
      username: 'dave',
      email: 'd@x.io',
      password: 'S3cret!pass',
      password_strategy: 'custom',
      source: 'local',
      mfa_level: 0,
      role: 'User',
      org_roles: ['Auditor', 'User'],
      groups: [],
      is_active: true,
    })
    expect(body).not.toHaveProperty('update_password')
  })

  it('FORM-02 the OPTIONS fields are joined with the generated body schema: an email the contract refuses is not sent', async () => {
    serve()
    const r = form('/users/users/create')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Erin')
    await r.user.type(screen.getByRole('textbox', { name: 'Username' }), 'erin')
    // VAL-05: refused as the server refuses it, with the translated message only (no English reason of zod's)
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@x..io')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument()
    expect(screen.queryByText(/^Invalid value: /)).not.toBeInTheDocument()
    expect(mock.requests('POST', USERS_URL)).toHaveLength(0)
    await r.user.clear(screen.getByRole('textbox', { name: 'Email' }))
    await r.user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@x.io')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('user list')).toBeInTheDocument()
    expect(mock.requests('POST', USERS_URL)[0].body).toMatchObject({ email: 'erin@x.io', mfa_level: 0 })
  })

  it('VAL-07 a custom password must follow the platform password rule', async () => {
    serve()
    const r = form('/users/users/create', {
      settings: { PASSWORD_RULE: { SECURITY_PASSWORD_MIN_LENGTH: 8, SECURITY_PASSWORD_UPPER_CASE: true } },
    })
    await r.user.click(await screen.findByRole('radio', { name: 'Set password' }))
    await r.user.type(await screen.findByLabelText('Password'), 'short')
    await r.user.tab()
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument()
    await r.user.clear(screen.getByLabelText('Password'))
    await r.user.type(screen.getByLabelText('Password'), 'longenough')
    await r.user.tab()
    expect(await screen.findByText('Needs an uppercase letter')).toBeInTheDocument()
  })

  it('the system role is offered only to system administrators, org roles only with a licence', async () => {
    serve()
    form('/users/users/create', { ...ORG_ADMIN, licenceValid: false })
    await screen.findByRole('heading', { name: 'Account' })
    expect(screen.queryByRole('radio', { name: 'System administrator' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Organization auditor' })).not.toBeInTheDocument()
  })

  it('update: the password is only sent when "Update the password" is chosen', async () => {
    serve()
    const r = form(`/users/users/${U1}/update`)
    expect(await screen.findByDisplayValue('Alice')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Set password' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('switch', { name: 'Update the password' }))
    await r.user.type(await screen.findByLabelText('Password'), 'N3w!pass')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('user list')
    const body = mock.requests('PUT', `${USERS_URL}${U1}/`)[0].body as Record<string, unknown>
    expect(body).toMatchObject({ name: 'Alice', password: 'N3w!pass', groups: [G1] })
  })
})

describe('user detail', () => {
  const detail = (env = {}) =>
    renderScreen(<ResourceDetailPage config={users} />, { route: `/users/users/${U1}`, path: '/users/users/:id', env })

  it('ROLE-15 / DOM-03 quick actions are offered to admins: reset MFA, password, SSH key, unbind, unblock', async () => {
    serve()
    detail()
    expect(await screen.findByRole('heading', { name: 'Quick actions' })).toBeInTheDocument()
    for (const name of [
      'Reset MFA',
      'Reset password',
      'Reset SSH key',
      'Unbind WeCom',
      'Unbind DingTalk',
      'Unbind FeiShu',
      'Unblock login',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Unbind WeCom' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Unbind DingTalk' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Unblock login' })).toBeDisabled()
  })

  it('ROLE-15 quick actions are not offered to auditors', async () => {
    serve()
    detail(AUDITOR)
    await screen.findByRole('heading', { name: 'Alice' })
    expect(screen.queryByRole('heading', { name: 'Quick actions' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument()
  })

  it('unbind DingTalk posts to the admin unbind endpoint of the user and refreshes', async () => {
    serve()
    const unbindUrl = urlOf(authenticationQrUnbindForAdmin, { backend: 'dingtalk', user_id: U1 })
    mock.server.use(http.post(unbindUrl, () => new HttpResponse(null, { status: 200 })))
    const r = detail()
    await r.user.click(await screen.findByRole('button', { name: 'Unbind DingTalk' }))
    await r.user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('POST', unbindUrl)).toHaveLength(1))
    expect(await screen.findByText('Unbound')).toBeInTheDocument()
  })

  it('the detail has the groups, granted assets, permission rules, applications and login ACL tabs', async () => {
    serve()
    detail()
    await screen.findByRole('heading', { name: 'Alice' })
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual([
      'Basic information',
      'User groups',
      'Granted assets',
      'Asset permission rules',
      'Granted applications',
      'Login ACLs',
    ])
  })
})

describe('user login ACL form', () => {
  it('opened from a user (?user=) the rule is for that user, rejecting all addresses by default', async () => {
    serve()
    const r = renderScreen(<ResourceFormPage config={userLoginAcls} />, {
      route: `/users/user-acl/create?user=${U1}`,
      path: '/users/user-acl/create',
      routes: [{ path: '/users/user-acl', element: <div>acl list</div> }],
    })
    expect(await screen.findByDisplayValue('Alice(alice)')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Reject' })).toBeChecked()
    await r.user.type(screen.getByRole('textbox', { name: 'Name' }), 'office only')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('acl list')
    expect(mock.requests('POST', LOGIN_ACLS_URL)[0].body).toMatchObject({
      name: 'office only',
      user: U1,
      ip_group: ['*'],
      action: 'reject',
      priority: 50,
    })
  })
})

describe('user login ACLs are read per user (issue 17: the platform answers 403 without ?user=)', () => {
  const rule = contractRow(aclsLoginAclsRetrieve, {
    id: A1,
    name: 'office only',
    user: U1,
    user_display: 'Alice(alice)',
    ip_group: ['10.0.0.0/8'],
    priority: 10,
    action: 'allow',
    is_active: true,
    comment: '',
  })
  const perUser = () => [
    // as the platform: the list and a rule are read only with ?user= of the rule's user
    http.get(LOGIN_ACLS_URL, ({ request }) => {
      const user = new URL(request.url).searchParams.get('user')
      if (!user)
        return HttpResponse.json(
          { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
          { status: 403 },
        )
      const rows = user === rule.user ? [rule] : []
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })
    }),
    http.get(`${LOGIN_ACLS_URL}:id/`, ({ request }) =>
      new URL(request.url).searchParams.get('user') === rule.user
        ? HttpResponse.json(rule)
        : HttpResponse.json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, { status: 403 }),
    ),
  ]

  it("the list asks for the user first and then lists that user's rules; a rule links to its detail with the user", async () => {
    serve()
    mock.server.use(...perUser())
    const r = renderScreen(<UserAclListPage config={userLoginAcls} />, { route: '/users/user-acl', path: '/users/user-acl' })
    expect(await screen.findByText(/choose the user whose rules to show/)).toBeInTheDocument()
    expect(mock.requests('GET', LOGIN_ACLS_URL)).toHaveLength(0)
    await r.user.click(screen.getByRole('combobox', { name: 'User' }))
    await r.user.click(await screen.findByRole('option', { name: 'Alice(alice)' }))
    const link = await screen.findByRole('link', { name: 'office only' })
    expect(mock.requests('GET', LOGIN_ACLS_URL).every((q) => q.search.get('user') === U1)).toBe(true)
    expect(link.getAttribute('href')).toMatch(new RegExp(`/users/user-acl/${A1}\\?user=${U1}$`))
  })

  it('the detail and the update form read the rule with the user of their address', async () => {
    serve()
    mock.server.use(...perUser())
    const r = renderScreen(<ResourceDetailPage config={userLoginAcls} />, {
      route: `/users/user-acl/${A1}?user=${U1}`,
      path: '/users/user-acl/:id',
      routes: [{ path: '/users/user-acl/:id/update', element: <ResourceFormPage config={userLoginAcls} /> }],
    })
    expect(await screen.findByRole('heading', { name: 'office only' })).toBeInTheDocument()
    expect(mock.requests('GET', `${LOGIN_ACLS_URL}${A1}/`)[0].search.get('user')).toBe(U1)
    await r.user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByDisplayValue('office only')).toBeInTheDocument()
    expect(r.router.state.location.search).toBe(`?user=${U1}`)
    expect(mock.requests('GET', `${LOGIN_ACLS_URL}${A1}/`).every((q) => q.search.get('user') === U1)).toBe(true)
  })
})
