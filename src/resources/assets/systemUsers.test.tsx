import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { OptionsMetadata } from '../../components/data/metadata'
import ResourceDetailPage from '../../components/resource/ResourceDetailPage'
import ResourceFormPage from '../../components/resource/ResourceFormPage'
import { fakeEndpoint } from '../../components/testing/fixtures'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import CommandFilterRulePage from './CommandFilterRulePage'
import cmdFilterRules from './cmdFilterRules'
import platforms from './platforms'
import { ASSETS_URL, CMD_FILTERS_URL, PLATFORMS_URL, SU_ASSET_RELATIONS_URL, SYSTEM_USERS_URL, ruleUrl } from './shared'
import SystemUserListPage from './SystemUserListPage'
import systemUsers from './systemUsers'

const choice = (...values: Array<string | number>) => values.map((value) => ({ value, display_name: String(value) }))
const SU_POST: NonNullable<OptionsMetadata['actions']>['POST'] = {
  name: { type: 'string', label: 'Name', required: true, max_length: 128 },
  username: { type: 'string', label: 'Username', max_length: 128 },
  password: { type: 'string', label: 'Password', write_only: true, max_length: 512 },
  private_key: { type: 'string', label: 'SSH private key', write_only: true },
  token: { type: 'string', label: 'Token', write_only: true },
  type: { type: 'choice', label: 'Type', choices: choice('common', 'admin') },
  protocol: { type: 'choice', label: 'Protocol', choices: choice('ssh', 'rdp', 'telnet', 'vnc', 'mysql', 'k8s') },
  login_mode: { type: 'choice', label: 'Login mode', choices: [{ value: 'auto', display_name: 'Auto login' }, { value: 'manual', display_name: 'Manually input' }] },
  priority: { type: 'integer', label: 'Priority' },
  sudo: { type: 'string', label: 'Sudo' },
  shell: { type: 'string', label: 'Shell', max_length: 64 },
  home: { type: 'string', label: 'Home', max_length: 4096 },
  system_groups: { type: 'string', label: 'System groups', max_length: 4096 },
  sftp_root: { type: 'string', label: 'SFTP Root', max_length: 128 },
  ad_domain: { type: 'string', label: 'Ad domain', max_length: 256 },
  username_same_with_user: { type: 'boolean', label: 'Username same with user' },
  auto_push: { type: 'boolean', label: 'Auto push' },
  auto_generate_key: { type: 'boolean', label: 'Auto generate key' },
  cmd_filters: { type: 'field', label: 'Command filter' },
  comment: { type: 'string', label: 'Comment' },
}
const suApi = fakeEndpoint(SYSTEM_USERS_URL, { actions: { POST: SU_POST, PUT: SU_POST, GET: { name: { type: 'string', label: 'Name', filter: true }, type: { ...SU_POST.type, filter: true } } } }, [])
const adminApi = fakeEndpoint('/api/v1/assets/admin-users/', { actions: { GET: { name: { type: 'string', label: 'Name' } } } }, [{ id: 'au1', name: 'root-admin', username: 'root', type: 'admin' }])
const PF_POST: NonNullable<OptionsMetadata['actions']>['POST'] = {
  name: { type: 'slug', label: 'Name', required: true, max_length: 50 },
  base: { type: 'choice', label: 'Base', choices: choice('Linux', 'Unix', 'MacOS', 'BSD', 'Windows', 'Other') },
  charset: { type: 'choice', label: 'Charset', choices: choice('utf8', 'gbk') },
  internal: { type: 'boolean', label: 'Internal' },
  meta: { type: 'nested object', label: 'Meta' },
  comment: { type: 'string', label: 'Comment' },
}
const pfApi = fakeEndpoint(PLATFORMS_URL, { actions: { POST: PF_POST } }, [{ id: '7', name: 'Win2019', base: 'Windows', charset: 'utf8', internal: false, meta: { security: 'nla', console: true } }])
const RULE_POST: NonNullable<OptionsMetadata['actions']>['POST'] = {
  type: { type: 'choice', label: 'Type', choices: choice('regex', 'command') },
  priority: { type: 'integer', label: 'Priority' },
  content: { type: 'string', label: 'Content', required: true },
  action: { type: 'choice', label: 'Action', choices: [{ value: 0, display_name: 'Deny' }, { value: 1, display_name: 'Allow' }] },
  comment: { type: 'string', label: 'Comment', max_length: 64 },
  filter: { type: 'field', label: 'Filter', required: true },
  reviewers: { type: 'field', label: 'Reviewers' },
}
const rulesApi = fakeEndpoint(ruleUrl('f1'), { actions: { POST: RULE_POST } }, [])
const mock = setupMockServer()
function serve() {
  suApi.items = []
  rulesApi.items = []
  mock.server.use(...suApi.handlers, ...adminApi.handlers, ...pfApi.handlers, ...rulesApi.handlers, http.get(CMD_FILTERS_URL, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })))
}
const form = (ui: ReactElement, route: string, path: string, back: string) =>
  renderScreen(ui, { route, path, routes: [{ path: back, element: <div>went back</div> }] })

describe('system user form', () => {
  it('DOM-05 / VAL-12: in manual login mode the username may be blank and no password is asked', async () => {
    serve()
    const r = form(<ResourceFormPage config={systemUsers} />, '/assets/system-users/create', '/assets/system-users/create', '/assets/system-users')
    await r.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'web-manual')
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await r.user.click(screen.getByRole('radio', { name: 'Manually input' }))
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Auto push' })).not.toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(mock.requests('POST', SYSTEM_USERS_URL)[0].body).toMatchObject({ name: 'web-manual', login_mode: 'manual', type: 'common', protocol: 'ssh' })
  })

  it('VAL-11: the priority must be 1–100; VAL-20: an RDP account has an AD domain, a Kubernetes one a token', async () => {
    serve()
    const r = form(<ResourceFormPage config={systemUsers} />, '/assets/system-users/create', '/assets/system-users/create', '/assets/system-users')
    const priority = await screen.findByRole('spinbutton', { name: 'Priority' })
    await r.user.clear(priority)
    await r.user.type(priority, '101')
    await r.user.tab()
    expect(await screen.findByText('Enter a whole number from 1 to 100')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Ad domain' })).not.toBeInTheDocument()
    const protocol = screen.getByRole('combobox', { name: 'Protocol' })
    await r.user.click(protocol)
    await r.user.click(await screen.findByRole('option', { name: 'rdp' }))
    expect(screen.getByRole('textbox', { name: 'Ad domain' })).toBeInTheDocument()
    expect(screen.queryByLabelText('SSH private key')).not.toBeInTheDocument()
    await r.user.click(protocol)
    await r.user.click(await screen.findByRole('option', { name: 'k8s' }))
    expect(screen.getByRole('textbox', { name: 'Token' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
  })

  it('G-01: ?type=admin makes an admin user (no login mode, no push) and returns to the admin-user tab', async () => {
    serve()
    const r = form(<ResourceFormPage config={systemUsers} />, '/assets/system-users/create?type=admin', '/assets/system-users/create', '/assets/system-users')
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
  const REL_GET = { asset_display: { type: 'string', label: 'Asset' }, connectivity: { type: 'choice', label: 'Connectivity' }, date_verified: { type: 'datetime', label: 'Date verified' } } as const
  const relApi = fakeEndpoint(SU_ASSET_RELATIONS_URL, { actions: { GET: { ...REL_GET, asset: { type: 'field', label: 'Asset', filter: true }, systemuser: { type: 'field', label: 'System user', filter: true } } } }, [], { searchFields: ['asset_display'] })
  const assetsApi = fakeEndpoint(ASSETS_URL, { actions: {} }, [{ id: 'a1', hostname: 'web-01', ip: '10.0.0.1' }, { id: 'a2', hostname: 'db-01', ip: '10.0.0.2' }], { searchFields: ['hostname'] })
  const detail = () => {
    serve()
    suApi.items = [{ id: 'su1', name: 'deploy', username: 'deploy', type: 'common', protocol: 'ssh', login_mode: 'auto', auto_push: true, is_asset_protocol: true }]
    relApi.items = [{ id: 'r1', systemuser: 'su1', asset: 'a1', asset_display: 'web-01(10.0.0.1)', connectivity: 'ok', date_verified: null }]
    mock.server.use(
      // bulk create: the list of relation rows posted comes back with ids
      http.post(SU_ASSET_RELATIONS_URL, async ({ request }) => {
        const made = ((await request.json()) as Array<Record<string, string>>).map((row, i) => ({ ...row, id: `r-new-${i}`, asset_display: 'db-01(10.0.0.2)', connectivity: 'unknown', date_verified: null }))
        relApi.items.push(...made)
        return HttpResponse.json(made, { status: 201 })
      }),
      ...relApi.handlers,
      ...assetsApi.handlers,
    )
    return renderScreen(<ResourceDetailPage config={systemUsers} />, { route: '/assets/system-users/su1?tab=assets', path: '/assets/system-users/:id' })
  }

  it('issue 8 / ROUTE-ASSETS-04: assets are added from the select above the relation table (one row per asset) and the table reloads', async () => {
    const r = detail()
    const table = await screen.findByRole('grid', { name: 'Assets' })
    expect(await within(table).findByText('web-01(10.0.0.1)')).toBeInTheDocument()
    expect(within(table).getByText('Reachable')).toBeInTheDocument()
    expect(mock.requests('GET', SU_ASSET_RELATIONS_URL).at(-1)?.search.get('systemuser')).toBe('su1')
    await r.user.click(screen.getByRole('combobox', { name: 'Add assets' }))
    await r.user.click(await screen.findByRole('option', { name: 'db-01(10.0.0.2)' }))
    await r.user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(mock.requests('POST', SU_ASSET_RELATIONS_URL)[0]?.body).toEqual([{ systemuser: 'su1', asset: 'a2' }]))
    expect(await within(table).findByText('db-01(10.0.0.2)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
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
    await waitFor(() => expect(mock.requests('DELETE', `${SU_ASSET_RELATIONS_URL}r1/`)).toHaveLength(1))
    await waitFor(() => expect(within(table).queryByText('web-01(10.0.0.1)')).not.toBeInTheDocument())
  })
})

describe('platform form', () => {
  it('a Windows platform keeps its RDP options in meta; other bases send an empty meta', async () => {
    serve()
    const r = form(<ResourceFormPage config={platforms} />, '/assets/platforms/7/update', '/assets/platforms/:id/update', '/assets/platforms')
    expect(await screen.findByRole('radio', { name: 'NLA' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Connect to the console session' })).toBeChecked()
    await r.user.click(screen.getByRole('radio', { name: 'TLS' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(mock.requests('PUT', `${PLATFORMS_URL}7/`)[0].body).toMatchObject({ name: 'Win2019', base: 'Windows', meta: { security: 'tls', console: true } })
  })
})

describe('command filter rule page', () => {
  it('VAL-09 / VAL-10: a rule of the filter in ?filter= posts to its rules URL with priority 1–100 and returns to the Rules tab', async () => {
    serve()
    const r = form(<CommandFilterRulePage config={cmdFilterRules} />, '/assets/command-filter-rules/create?filter=f1', '/assets/command-filter-rules/create', '/assets/cmd-filters/:id')
    const content = await screen.findByRole('textbox', { name: 'Content' })
    expect(within(content.closest('.MuiFormControl-root') as HTMLElement).getByText('One command per line')).toBeInTheDocument()
    await r.user.type(content, 'reboot{enter}shutdown')
    const priority = screen.getByRole('spinbutton', { name: 'Priority' })
    await r.user.clear(priority)
    await r.user.type(priority, '0')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Enter a whole number from 1 to 100')).toBeInTheDocument()
    await r.user.clear(priority)
    await r.user.type(priority, '99')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('went back')
    expect(r.router.state.location.pathname).toBe('/assets/cmd-filters/f1')
    expect(mock.requests('POST', ruleUrl('f1'))[0].body).toMatchObject({ content: 'reboot\nshutdown', priority: 99, filter: 'f1', type: 'command', action: 0 })
  })

  it('without ?filter= the page says where to open it from', async () => {
    serve()
    renderScreen(<CommandFilterRulePage config={cmdFilterRules} />, { route: '/assets/command-filter-rules/create', path: '/assets/command-filter-rules/create' })
    expect(await screen.findByText(/Open this page from a command filter/)).toBeInTheDocument()
  })
})
