// Component tests of the licensed extension's configs: organisation counts and members (DOM-08, ENT-03), a
// password change plan's rules and schedule (DOM-10, VAL-15/16), a cloud account's provider-specific
// credentials (ENT-25) and a sync task's history counts (DOM-09).
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OptionsMetadata } from '../../components/data/metadata'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import type { ResourceConfig } from '../../components/resource/types'
import { cacheHandler, fakeEndpoint } from '../../components/testing/fixtures'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import assetChangeAuthPlans from './assetChangeAuthPlans'
import cloudAccounts from './cloudAccounts'
import orgs from './orgs'
import { CLOUD_ACCOUNTS_URL, ORG_MEMBERS_URL, ORGS_URL, PLAN_EXECUTIONS_URL, PLANS_URL, SYNC_TASKS_URL } from './shared'
import syncInstanceTasks from './syncInstanceTasks'

const choice = (...values: string[]) => values.map((value) => ({ value, display_name: value }))
const meta = (write: Record<string, unknown>, get: Record<string, unknown> = {}): OptionsMetadata =>
  ({ actions: { POST: write, PUT: write, GET: { ...write, ...get } } }) as OptionsMetadata
const S = (label: string, extra = {}) => ({ type: 'string', label, max_length: 128, ...extra })

const orgApi = fakeEndpoint(ORGS_URL, meta({ name: S('Name', { required: true }), comment: S('Comment') }, { is_default: { type: 'field', label: 'Default' } }), [])
const membersApi = fakeEndpoint(ORG_MEMBERS_URL, { actions: { GET: { user_display: { type: 'string', label: 'User' }, role: { type: 'choice', label: 'Role' } } } }, [])
const planApi = fakeEndpoint(PLANS_URL, meta({
  name: S('Name', { required: true }), username: S('Username', { required: true }),
  password_strategy: { type: 'choice', label: 'Password strategy', choices: choice('custom', 'random_one', 'random_all') },
  password: S('Password', { write_only: true }), password_rules: { type: 'nested object', label: 'Password rules' },
  is_periodic: { type: 'boolean', label: 'Periodic' }, interval: { type: 'integer', label: 'Interval' }, crontab: S('Crontab'),
  comment: S('Comment'),
}), [])
const execApi = fakeEndpoint(PLAN_EXECUTIONS_URL, { actions: { GET: { date_start: { type: 'datetime', label: 'Date start' }, trigger: { type: 'choice', label: 'Trigger' } } } }, [])
const cloudApi = fakeEndpoint(CLOUD_ACCOUNTS_URL, meta({
  name: S('Name', { required: true }), attrs: { type: 'nested object', label: 'Attrs', required: true },
  provider: { type: 'choice', label: 'Provider', choices: choice('aliyun', 'aws_international', 'aws_china', 'azure', 'azure_international', 'huaweicloud', 'qcloud', 'vmware', 'nutanix', 'huaweicloud_private', 'qingcloud_private', 'gcp') },
  comment: S('Comment'),
}), [])
const syncApi = fakeEndpoint(SYNC_TASKS_URL, meta({ name: S('Name', { required: true }) }), [])
const historyApi = fakeEndpoint(`${SYNC_TASKS_URL}s1/history/`, { actions: { GET: {} } }, [])
const mock = setupMockServer()
for (const config of [orgs, assetChangeAuthPlans, cloudAccounts, syncInstanceTasks]) resourceRoutes(config)

function serve() {
  orgApi.items = [{ id: 'o1', name: 'R&D', is_default: false, is_root: false, comment: '', resource_statistics: { users_amount: 12, groups_amount: 3, assets_amount: 40, admin_users_amount: 2, system_users_amount: 5, applications_amount: 7, asset_perms_amount: 9, app_perms_amount: 4 } }]
  membersApi.items = [{ id: 'm1', org_id: 'o1', user_display: 'Alice(alice)', role: 'Admin' }]
  cloudApi.items = [{ id: 'c1', name: 'aws-main', provider: 'aws_china', attrs: { access_key_id: 'AKIA1' }, comment: '' }]
  syncApi.items = [{ id: 's1', name: 'nightly' }]
  historyApi.items = [{ id: 'h1', date_sync: '2026/11/20 10:00:00 +0800', summary: { new: 4, unsync: 1, sync: 9, released: 2 }, status_display: 'Succeeded', reason: '' }]
  const apis = [orgApi, membersApi, planApi, execApi, cloudApi, syncApi, historyApi]
  mock.server.use(...apis.flatMap((a) => a.handlers), cacheHandler(apis))
}

const form = (config: ResourceConfig, route: string, path: string, list: string) =>
  renderScreen(<ResourceFormPage config={config} />, { route, path, routes: [{ path: list, element: <div>back on the list</div> }] })

describe('organisations', () => {
  it('DOM-08 / ENT-03 the detail shows the organisation\'s counts and its members', async () => {
    serve()
    const r = renderScreen(<ResourceDetailPage config={orgs} />, { route: '/xpack/orgs/o1', path: '/xpack/orgs/:id' })
    expect(await screen.findByRole('heading', { name: 'R&D' }, { timeout: 20000 })).toBeInTheDocument()
    for (const [label, value] of [['Users', '12'], ['User groups', '3'], ['Assets', '40'], ['Admin users', '2'], ['System users', '5'], ['Applications', '7'], ['Asset permissions', '9'], ['Application permissions', '4']]) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(value)
    }
    await r.user.click(screen.getByRole('tab', { name: 'Members' }))
    await waitFor(() => expect(mock.requests('GET', ORG_MEMBERS_URL).length).toBeGreaterThan(0))
    expect(await screen.findByText('Alice(alice)', undefined, { timeout: 15000 })).toBeInTheDocument()
    expect(mock.requests('GET', ORG_MEMBERS_URL).at(-1)?.search.get('org_id')).toBe('o1')
  })
})

describe('password change plans', () => {
  it('DOM-10 / VAL-15 a random password carries its length in password_rules; a crontab needs five fields', async () => {
    serve()
    const r = form(assetChangeAuthPlans, '/accounts/change-auth-plan/plan/create', '/accounts/change-auth-plan/plan/create', '/accounts/change-auth-plan/plan')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'rotate-root')
    await r.user.type(screen.getByRole('textbox', { name: 'Username' }), 'root')
    expect(screen.getByRole('spinbutton', { name: 'Password length' })).toHaveValue(30)
    expect(document.querySelector('input[name="password"]')).toBeNull()
    await r.user.click(screen.getByRole('switch', { name: 'Periodic' }))
    await r.user.type(await screen.findByRole('textbox', { name: 'Crontab' }), '0 2 * *')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('A crontab has exactly five fields, e.g. 0 2 * * *')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('rotate-root')
    await r.user.type(screen.getByRole('textbox', { name: 'Crontab' }), ' 1')
    await r.user.clear(screen.getByRole('spinbutton', { name: 'Password length' }))
    await r.user.type(screen.getByRole('spinbutton', { name: 'Password length' }), '16')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    const body = mock.requests('POST', PLANS_URL)[0].body as Record<string, unknown>
    expect(body).toMatchObject({ name: 'rotate-root', username: 'root', password_strategy: 'random_one', password_rules: { length: 16 }, is_periodic: true, crontab: '0 2 * * 1' })
    expect(body).not.toHaveProperty('password_length')
  })
})

describe('cloud accounts', () => {
  it('ENT-25 the credentials follow the provider; an update keeps a secret left empty', async () => {
    serve()
    const r = form(cloudAccounts, '/xpack/cloud/account/c1/update', '/xpack/cloud/account/:id/update', '/xpack/cloud/account')
    expect(await screen.findByRole('textbox', { name: /Access key ID/ })).toHaveValue('AKIA1')
    expect(screen.queryByRole('textbox', { name: /Tenant ID/ })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    expect(mock.requests('PUT', `${CLOUD_ACCOUNTS_URL}c1/`)[0].body).toMatchObject({ provider: 'aws_china', attrs: { access_key_id: 'AKIA1' } })
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
    await pick(r, 'vmware')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['Host', 'Port', 'Username', 'Password'])
    expect(screen.getByRole('spinbutton', { name: /Port/ })).toHaveValue(443)
    await pick(r, 'nutanix')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['Access key ID', 'Access key secret', 'API endpoint'])
    await pick(r, 'qingcloud_private')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['Access key ID', 'Access key secret', 'API endpoint'])
    await pick(r, 'huaweicloud_private')
    expect([...labels()].map((l) => l.textContent?.replace(/\s*\*$/, ''))).toEqual(['SC username', 'SC password', 'SC domain name', 'OC username', 'OC password', 'API endpoint'])
    await pick(r, 'vmware')
    await r.user.type(screen.getByRole('textbox', { name: /Host/ }), 'vcenter.example.com')
    await r.user.type(screen.getByRole('textbox', { name: /Username/ }), 'svc')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    // VAL-04: the password is required on create; typed values stay
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Host/ })).toHaveValue('vcenter.example.com')
    await r.user.type(screen.getByLabelText(/^Password/), 'Pa55!')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    expect(mock.requests('POST', CLOUD_ACCOUNTS_URL)[0].body).toEqual({ name: 'vc-main', provider: 'vmware', comment: '', attrs: { host: 'vcenter.example.com', port: 443, username: 'svc', password: 'Pa55!' } })
  })

  it('ENT-25 Google Cloud takes the service account key as a JSON object, typed or loaded from its file; a broken key is refused', async () => {
    serve()
    const r = form(cloudAccounts, '/xpack/cloud/account/create', '/xpack/cloud/account/create', '/xpack/cloud/account')
    await r.user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'gcp-main')
    await pick(r, 'gcp')
    const key = screen.getByRole('textbox', { name: /Service account key/ })
    await r.user.click(key)
    await r.user.paste('{"type": "service_account"')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(/valid JSON/i)).toBeInTheDocument()
    expect(mock.requests('POST', CLOUD_ACCOUNTS_URL)).toHaveLength(0)
    expect(key).toHaveValue('{"type": "service_account"')
    // the key file given by the provider replaces what was typed
    await r.user.upload(screen.getByLabelText('Key file'), new File(['{"type": "service_account", "project_id": "p1"}'], 'key.json', { type: 'application/json' }))
    await waitFor(() => expect(key).toHaveValue('{"type": "service_account", "project_id": "p1"}'))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('back on the list')).toBeInTheDocument()
    expect(mock.requests('POST', CLOUD_ACCOUNTS_URL)[0].body).toMatchObject({ provider: 'gcp', attrs: { service_account_key: { type: 'service_account', project_id: 'p1' } } })
  })
})

describe('sync tasks', () => {
  it('DOM-09 / G-02 the sync history shows the counts new, unsynced, synced and released', async () => {
    serve()
    const r = renderScreen(<ResourceDetailPage config={syncInstanceTasks} />, { route: '/xpack/cloud/sync-instance-tasks/s1', path: '/xpack/cloud/sync-instance-tasks/:id' })
    await screen.findByRole('heading', { name: 'nightly' })
    await r.user.click(screen.getByRole('tab', { name: 'Sync history' }))
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(within(grid).getByText('Succeeded')).toBeInTheDocument())
    for (const header of ['New', 'Not synced', 'Synced', 'Released']) expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument()
    const row = within(grid).getByText('Succeeded').closest('[role="row"]') as HTMLElement
    expect(row).toHaveTextContent(/4.*1.*9.*2/)
  })
})
