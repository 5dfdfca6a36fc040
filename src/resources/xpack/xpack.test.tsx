// Component tests of the licensed extension's configs: organisation counts and members (DOM-08, ENT-03), a
// password change plan's rules and schedule (DOM-10, VAL-15/16), a cloud account's provider-specific
// credentials (ENT-25) and a sync task's history counts (DOM-09).
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import type { ResourceConfig } from '../../components/resource/types'
import { cacheHandler, fakeEndpoint } from '../../test/fakeEndpoint'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { contractFallback, contractRow } from '../../test/contract'
import { orgsOrgMemberRelationList, orgsOrgsList, orgsOrgsRetrieve } from '../../generated/operations/orgs'
import {
  xpackChangeAuthPlanPlanCreate,
  xpackChangeAuthPlanPlanList,
  xpackChangeAuthPlanPlanRetrieve,
  xpackCloudAccountsCreate,
  xpackCloudAccountsList,
  xpackCloudAccountsRetrieve,
  xpackCloudAccountsUpdate,
  xpackCloudSyncInstanceTasksHistoryList,
  xpackCloudSyncInstanceTasksList,
  xpackCloudSyncInstanceTasksRetrieve,
} from '../../generated/operations/xpack'
import { urlOf } from '../../http/operation'
import assetChangeAuthPlans from './assetChangeAuthPlans'
import cloudAccounts from './cloudAccounts'
import orgs from './orgs'
import syncInstanceTasks from './syncInstanceTasks'

const ORG_MEMBERS_URL = urlOf(orgsOrgMemberRelationList)
const PLANS_URL = urlOf(xpackChangeAuthPlanPlanList)
const CLOUD_ACCOUNTS_URL = urlOf(xpackCloudAccountsList)

// Answers are the platform's (the contract's): uuid ids, every field of a row. The OPTIONS metadata (labels,
// choices) and every call a test does not answer itself come from the contract-driven mock.
const O1 = '0c1a0000-2c4d-4e8a-9f10-0a1b2c3d8001'
const M1 = '0c1b0000-2c4d-4e8a-9f10-0a1b2c3d8101'
const U1 = '0c1c0000-2c4d-4e8a-9f10-0a1b2c3d8201'
const P1 = '0c1d0000-2c4d-4e8a-9f10-0a1b2c3d8301'
const A1 = '0c1e0000-2c4d-4e8a-9f10-0a1b2c3d8401'
const A2 = '0c1e0000-2c4d-4e8a-9f10-0a1b2c3d8402'
const S1 = '0c1f0000-2c4d-4e8a-9f10-0a1b2c3d8501'
const H1 = '0c200000-2c4d-4e8a-9f10-0a1b2c3d8601'
const fallback = contractFallback()
const orgApi = fakeEndpoint(orgsOrgsList, undefined, [], { retrieve: orgsOrgsRetrieve })
const planApi = fakeEndpoint(xpackChangeAuthPlanPlanList, undefined, [], { retrieve: xpackChangeAuthPlanPlanRetrieve })
const cloudApi = fakeEndpoint(xpackCloudAccountsList, undefined, [], { retrieve: xpackCloudAccountsRetrieve })
const syncApi = fakeEndpoint(xpackCloudSyncInstanceTasksList, undefined, [], { retrieve: xpackCloudSyncInstanceTasksRetrieve })
const historyApi = fakeEndpoint(urlOf(xpackCloudSyncInstanceTasksHistoryList, { id: S1 }), undefined, [])
const mock = setupMockServer(...fallback.handlers)
for (const config of [orgs, assetChangeAuthPlans, cloudAccounts, syncInstanceTasks]) resourceRoutes(config)

/** The credentials a cloud account's answer leaves out (write-only in every `attrs` variant of the contract). */
const SECRETS = ['access_key_secret', 'client_secret', 'password', 'sc_password', 'oc_password', 'service_account_key']
const withoutSecrets = (attrs: unknown) =>
  Object.fromEntries(Object.entries(attrs as Record<string, unknown>).filter(([key]) => !SECRETS.includes(key)))
/** The symbols of a generated password when a plan names none (the platform's default set). */
const SYMBOLS = '!#$%&()*+,-.:;<=>?@[]^_~'

function serve() {
  orgApi.items = [
    {
      id: O1,
      name: 'R&D',
      is_default: false,
      is_root: false,
      comment: '',
      resource_statistics: {
        users_amount: 12,
        groups_amount: 3,
        assets_amount: 40,
        nodes_amount: 6,
        admin_users_amount: 2,
        system_users_amount: 5,
        domains_amount: 1,
        gateways_amount: 1,
        applications_amount: 7,
        asset_perms_amount: 9,
        app_perms_amount: 4,
      },
    },
  ]
  cloudApi.items = [
    { id: A1, name: 'aws-main', provider: 'aws_china', provider_display: 'AWS (China)', attrs: { access_key_id: 'AKIA1' }, comment: '' },
  ]
  syncApi.items = [{ id: S1, name: 'nightly', account: A1, account_display: 'aws-main', hostname_strategy: 'instance_name' }]
  historyApi.items = [
    contractRow(xpackCloudSyncInstanceTasksHistoryList, {
      id: H1,
      task: S1,
      date_sync: '2026/11/20 10:00:00 +0800',
      summary: { new: 4, unsync: 1, sync: 9, released: 2 },
      status: 1,
      status_display: 'Succeeded',
      reason: '',
    }),
  ]
  const members = [
    contractRow(orgsOrgMemberRelationList, {
      id: M1,
      org: O1,
      org_display: 'R&D',
      user: U1,
      user_display: 'Alice(alice)',
      role: 'Admin',
      role_display: 'Organization administrator',
    }),
  ]
  const apis = [orgApi, planApi, cloudApi, syncApi, historyApi]
  // the test's own answers first (msw takes the first handler that answers)
  mock.server.use(
    // as the platform: an organisation's members are the relation rows of its id (`?org_id=`)
    http.get(ORG_MEMBERS_URL, ({ request }) => {
      const query = new URL(request.url).searchParams
      const rows = members.filter((m) => m.org === query.get('org_id'))
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })
    }),
    // the platform answers the saved plan: its rules completed with the default symbols, no password (write-only)
    http.post(PLANS_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      const rules = body.password_rules ? { symbol_set: SYMBOLS, ...(body.password_rules as object) } : null
      return HttpResponse.json(
        contractRow(xpackChangeAuthPlanPlanCreate, {
          ...body,
          id: P1,
          password: undefined,
          password_rules: rules,
          password_strategy_display: 'All assets use the same random password',
        }),
        { status: 201 },
      )
    }),
    // and the saved account, without its secrets
    http.post(CLOUD_ACCOUNTS_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json(contractRow(xpackCloudAccountsCreate, { ...body, id: A2, attrs: withoutSecrets(body.attrs) }), {
        status: 201,
      })
    }),
    ...apis.flatMap((a) => a.handlers),
    cacheHandler(apis),
  )
}

const form = (config: ResourceConfig, route: string, path: string, list: string) =>
  renderScreen(<ResourceFormPage config={config} />, { route, path, routes: [{ path: list, element: <div>back on the list</div> }] })

describe('organisations', () => {
  it("DOM-08 / ENT-03 the detail shows the organisation's counts and its members", async () => {
    serve()
    const r = renderScreen(<ResourceDetailPage config={orgs} />, { route: `/xpack/orgs/${O1}`, path: '/xpack/orgs/:id' })
    expect(await screen.findByRole('heading', { name: 'R&D' }, { timeout: 20000 })).toBeInTheDocument()
    for (const [label, value] of [
      ['Users', '12'],
      ['User groups', '3'],
      ['Assets', '40'],
      ['Admin users', '2'],
      ['System users', '5'],
      ['Applications', '7'],
      ['Asset permissions', '9'],
      ['Application permissions', '4'],
    ]) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(value)
    }
    await r.user.click(screen.getByRole('tab', { name: 'Members' }))
    await waitFor(() => expect(mock.requests('GET', ORG_MEMBERS_URL).length).toBeGreaterThan(0))
    expect(await screen.findByText('Alice(alice)', undefined, { timeout: 15000 })).toBeInTheDocument()
    expect(mock.requests('GET', ORG_MEMBERS_URL).at(-1)?.search.get('org_id')).toBe(O1)
  })

  it('a member is removed through the relation list filtered by its id (DELETE ?id=)', async () => {
    serve()
    mock.server.use(http.delete(ORG_MEMBERS_URL, () => new HttpResponse(null, { status: 204 })))
    const r = renderScreen(<ResourceDetailPage config={orgs} />, { route: `/xpack/orgs/${O1}`, path: '/xpack/orgs/:id' })
    await r.user.click(await screen.findByRole('tab', { name: 'Members' }, { timeout: 20000 }))
    const row = (await screen.findByText('Alice(alice)', undefined, { timeout: 15000 })).closest('[role="row"]') as HTMLElement
    await r.user.click(within(row).getByRole('button', { name: 'Delete' }))
    await r.user.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(mock.requests('DELETE', ORG_MEMBERS_URL)).toHaveLength(1))
    expect(mock.requests('DELETE', ORG_MEMBERS_URL)[0].search.get('id')).toBe(M1)
  })
})

describe('password change plans', () => {
  it('DOM-10 / VAL-15 a random password carries its length in password_rules; a crontab needs five fields', async () => {
    serve()
    const r = form(
      assetChangeAuthPlans,
      '/accounts/change-auth-plan/plan/create',
      '/accounts/change-auth-plan/plan/create',
      '/accounts/change-auth-plan/plan',
    )
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'rotate-root')
    await r.user.type(screen.getByRole('textbox', { name: 'Username' }), 'root')
    expect(screen.getByRole('spinbutton', { name: 'Password length' })).toHaveValue(30)
    expect(document.querySelector('input[name="password"]')).toBeNull()
    await r.user.click(screen.getByRole('switch', { name: 'Periodic perform' }))
    await r.user.type(await screen.findByRole('textbox', { name: 'Regularly perform' }), '0 2 * *')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('A crontab has exactly five fields, e.g. 0 2 * * *')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('rotate-root')
    await r.user.type(screen.getByRole('textbox', { name: 'Regularly perform' }), ' 1')
    await r.user.clear(screen.getByRole('spinbutton', { name: 'Password length' }))
    await r.user.type(screen.getByRole('spinbutton', { name: 'Password length' }), '16')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    const body = mock.requests('POST', PLANS_URL)[0].body as Record<string, unknown>
    expect(body).toMatchObject({
      name: 'rotate-root',
      username: 'root',
      password_strategy: 'random_one',
      password_rules: { length: 16 },
      is_periodic: true,
      crontab: '0 2 * * 1',
    })
    expect(body).not.toHaveProperty('password_length')
  })
})

describe('cloud accounts', () => {
  it('ENT-25 the credentials follow the provider; an update keeps a secret left empty', async () => {
    serve()
    const r = form(cloudAccounts, `/xpack/cloud/account/${A1}/update`, '/xpack/cloud/account/:id/update', '/xpack/cloud/account')
    expect(await screen.findByRole('textbox', { name: /Access key ID/ })).toHaveValue('AKIA1')
    expect(screen.queryByRole('textbox', { name: /Tenant ID/ })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    expect(mock.requests('PUT', urlOf(xpackCloudAccountsUpdate, { id: A1 }))[0].body).toMatchObject({
      provider: 'aws_china',
      attrs: { access_key_id: 'AKIA1' },
    })
  })
})

describe('cloud account credentials per provider (ENT-25)', () => {
  const pick = async (r: ReturnType<typeof form>, provider: string) => {
    await r.user.click(screen.getByRole('combobox', { name: /Provider/ }))
    await r.user.click(await screen.findByRole('option', { name: provider }))
  }
  const labels = () => screen.getByRole('region', { name: 'Credentials' }).querySelectorAll('label')

  it('ENT-25 VMware asks for host, port (443) and user; Nutanix and Qingyun for keys and an API endpoint; Huawei private for SC/OC users', async () => {
    serve()
    const r = form(cloudAccounts, '/xpack/cloud/account/create', '/xpack/cloud/account/create', '/xpack/cloud/account')
    await r.user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'vc-main')
    await pick(r, 'VMware')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['Host', 'Port', 'Username', 'Password'])
    expect(screen.getByRole('spinbutton', { name: /Port/ })).toHaveValue(443)
    await pick(r, 'Nutanix')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['Access key ID', 'Access key secret', 'API endpoint'])
    await pick(r, 'Qingyun Private Cloud')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['Access key ID', 'Access key secret', 'API endpoint'])
    await pick(r, 'Huawei Private Cloud')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual([
      'SC username',
      'SC password',
      'SC domain name',
      'OC username',
      'OC password',
      'API endpoint',
    ])
    await pick(r, 'VMware')
    await r.user.type(screen.getByRole('textbox', { name: /Host/ }), 'vcenter.example.com')
    await r.user.type(screen.getByRole('textbox', { name: /Username/ }), 'svc')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    // VAL-04: the password is required on create; typed values stay
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Host/ })).toHaveValue('vcenter.example.com')
    await r.user.type(screen.getByLabelText(/^Password/), 'Pa55!')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    expect(mock.requests('POST', CLOUD_ACCOUNTS_URL)[0].body).toEqual({
      name: 'vc-main',
      provider: 'vmware',
      comment: '',
      attrs: { host: 'vcenter.example.com', port: 443, username: 'svc', password: 'Pa55!' },
    })
  })

  it('ENT-25 Google Cloud takes the service account key as a JSON object, typed or loaded from its file; a broken key is refused', async () => {
    serve()
    const r = form(cloudAccounts, '/xpack/cloud/account/create', '/xpack/cloud/account/create', '/xpack/cloud/account')
    await r.user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'gcp-main')
    await pick(r, 'Google Cloud Platform')
    const key = screen.getByRole('textbox', { name: /Service account key/ })
    await r.user.click(key)
    await r.user.paste('{"type": "service_account"')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(/valid JSON/i)).toBeInTheDocument()
    expect(mock.requests('POST', CLOUD_ACCOUNTS_URL)).toHaveLength(0)
    expect(key).toHaveValue('{"type": "service_account"')
    // the key file given by the provider replaces what was typed
    await r.user.upload(
      screen.getByLabelText('Key file'),
      new File(['{"type": "service_account", "project_id": "p1"}'], 'key.json', { type: 'application/json' }),
    )
    await waitFor(() => expect(key).toHaveValue('{"type": "service_account", "project_id": "p1"}'))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    expect(mock.requests('POST', CLOUD_ACCOUNTS_URL)[0].body).toMatchObject({
      provider: 'gcp',
      attrs: { service_account_key: { type: 'service_account', project_id: 'p1' } },
    })
  })
})

describe('sync tasks', () => {
  it('DOM-09 / G-02 the sync history shows the counts new, unsynced, synced and released', async () => {
    serve()
    const r = renderScreen(<ResourceDetailPage config={syncInstanceTasks} />, {
      route: `/xpack/cloud/sync-instance-tasks/${S1}`,
      path: '/xpack/cloud/sync-instance-tasks/:id',
    })
    await screen.findByRole('heading', { name: 'nightly' })
    await r.user.click(screen.getByRole('tab', { name: 'Sync history' }))
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(within(grid).getByText('Succeeded')).toBeInTheDocument())
    for (const header of ['New', 'Not synced', 'Synced', 'Released'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument()
    const row = within(grid).getByText('Succeeded').closest('[role="row"]') as HTMLElement
    expect(row).toHaveTextContent(/4.*1.*9.*2/)
  })
})
