import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../components/testing/render'
import { setupMockServer } from '../../components/testing/server'
import SettingsPage from './SettingsPage'

const mock = setupMockServer()
const SETTINGS = '/api/v1/settings/setting/'

type Meta = Record<string, Record<string, unknown>>
const num = (label: string, min?: number, extra: Record<string, unknown> = {}) => ({ type: 'integer', required: true, read_only: false, label, ...(min !== undefined ? { min_value: min } : {}), ...extra })
const bool = (label: string) => ({ type: 'boolean', required: false, read_only: false, label })
const str = (label: string, extra: Record<string, unknown> = {}) => ({ type: 'string', required: false, read_only: false, label, max_length: 256, ...extra })
const secret = (label: string) => ({ type: 'string', required: false, read_only: false, label, max_length: 256, write_only: true })

const META: Record<string, Meta> = {
  basic: { SITE_URL: { type: 'url', required: true, read_only: false, label: 'Site URL' } },
  security: {
    SECURITY_LOGIN_LIMIT_COUNT: num('Login failure limit', 3),
    SECURITY_LOGIN_LIMIT_TIME: num('Lock time', 5),
    SECURITY_PASSWORD_MIN_LENGTH: num('Password minimum length', 6),
    SECURITY_PASSWORD_EXPIRATION_TIME: num('Password expiry', 1),
    SECURITY_MAX_IDLE_TIME: num('Max idle time', 1),
    SECURITY_INSECURE_COMMAND: bool('Insecure command alert'),
  },
  terminal: { TERMINAL_SESSION_KEEP_DURATION: num('Session keep duration', 1), TERMINAL_PASSWORD_AUTH: bool('Password auth') },
  email: {
    EMAIL_HOST: str('SMTP host', { required: true }),
    EMAIL_PORT: str('SMTP port', { required: true, max_length: 5 }),
    EMAIL_HOST_USER: str('SMTP account'),
    EMAIL_HOST_PASSWORD: secret('SMTP password'),
    EMAIL_FROM: str('Sender'),
    EMAIL_RECIPIENT: str('Test recipient'),
    EMAIL_USE_SSL: bool('Use SSL'),
    EMAIL_USE_TLS: bool('Use TLS'),
  },
  email_content: { EMAIL_CUSTOM_USER_CREATED_SUBJECT: str('Subject') },
  auth: { AUTH_CAS: bool('CAS') },
  ldap: {
    AUTH_LDAP_SERVER_URI: str('LDAP server', { required: true }),
    AUTH_LDAP_BIND_DN: str('Bind DN'),
    AUTH_LDAP_BIND_PASSWORD: secret('Bind password'),
    AUTH_LDAP_SEARCH_OU: str('User OU'),
    AUTH_LDAP_SEARCH_FILTER: str('User filter', { required: true }),
    AUTH_LDAP_USER_ATTR_MAP: { type: 'nested object', required: true, read_only: false, label: 'Attribute map' },
    AUTH_LDAP: bool('Enable LDAP'),
  },
  wecom: { WECOM_CORPID: str('Corp ID', { required: true }), WECOM_AGENTID: str('Agent ID', { required: true }), WECOM_SECRET: secret('Secret'), AUTH_WECOM: bool('Enable WeCom') },
}

const VALUES: Record<string, Record<string, unknown>> = {
  basic: { SITE_URL: 'http://bastion.example.com' },
  security: { SECURITY_LOGIN_LIMIT_COUNT: 7, SECURITY_LOGIN_LIMIT_TIME: 30, SECURITY_PASSWORD_MIN_LENGTH: 6, SECURITY_PASSWORD_EXPIRATION_TIME: 9999, SECURITY_MAX_IDLE_TIME: 30, SECURITY_INSECURE_COMMAND: false },
  terminal: { TERMINAL_SESSION_KEEP_DURATION: 200, TERMINAL_PASSWORD_AUTH: true },
  email: { EMAIL_HOST: 'smtp.example.com', EMAIL_PORT: '25', EMAIL_HOST_USER: 'noreply@example.com', EMAIL_FROM: '', EMAIL_RECIPIENT: 'ops@example.com', EMAIL_USE_SSL: false, EMAIL_USE_TLS: false },
  email_content: { EMAIL_CUSTOM_USER_CREATED_SUBJECT: '' },
  auth: { AUTH_CAS: false },
  ldap: { AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389', AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com', AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=com', AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)', AUTH_LDAP_USER_ATTR_MAP: { username: 'cn', name: 'sn', email: 'mail' }, AUTH_LDAP: true },
  wecom: { WECOM_CORPID: 'ww123', WECOM_AGENTID: '1000002', AUTH_WECOM: false },
}

const LDAP_USERS = [
  { id: 'chen', username: 'chen', name: 'Chen Jing', email: 'chen@example.com', existing: false },
  { id: 'wang', username: 'wang', name: 'Wang Lei', email: 'wang@example.com', existing: true },
]

function serve(options: { patchError?: Record<string, unknown> } = {}) {
  const stored = structuredClone(VALUES)
  mock.server.use(
    http.options(SETTINGS, ({ request }) => {
      const category = new URL(request.url).searchParams.get('category') ?? 'basic'
      const fields = META[category] ?? {}
      return HttpResponse.json({ name: 'Settings Api', actions: { GET: fields, PUT: fields, PATCH: fields } })
    }),
    http.get(SETTINGS, ({ request }) => HttpResponse.json(stored[new URL(request.url).searchParams.get('category') ?? 'basic'] ?? {})),
    http.patch(SETTINGS, async ({ request }) => {
      if (options.patchError) return HttpResponse.json(options.patchError, { status: 400 })
      const category = new URL(request.url).searchParams.get('category') ?? 'basic'
      const body = (await request.json()) as Record<string, unknown>
      stored[category] = { ...stored[category], ...body }
      return HttpResponse.json(stored[category])
    }),
    http.get('/api/v1/settings/public/', () => HttpResponse.json({ data: { XPACK_ENABLED: true } })),
    http.post('/api/v1/settings/mail/testing/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json({ msg: `Test mail sent to ${String(body.EMAIL_RECIPIENT)}, please check` })
    }),
    http.post('/api/v1/settings/ldap/testing/config/', () => HttpResponse.json('Succeed: Match 12 s user')),
    http.post('/api/v1/settings/ldap/testing/login/', () => HttpResponse.json('Authentication failed (username or password incorrect): invalid credentials', { status: 400 })),
    http.get('/api/v1/settings/ldap/cache/refresh/', () => HttpResponse.json({ msg: 'success' })),
    http.options('/api/v1/settings/ldap/users/', () => HttpResponse.json({ actions: { GET: { username: str('Username'), existing: bool('Existing') } } })),
    http.get('/api/v1/settings/ldap/users/', () => HttpResponse.json({ count: LDAP_USERS.length, next: null, previous: null, results: LDAP_USERS })),
    http.post('/api/v1/settings/ldap/users/import/', () => HttpResponse.json({ msg: 'Imported 1 users successfully (Organization: Default)' })),
    http.post('/api/v1/settings/wecom/testing/', () => HttpResponse.json({ error: 'invalid corpid' }, { status: 400 })),
  )
}

const patches = () => mock.requests('PATCH', SETTINGS)

describe('SettingsPage', () => {
  it('ROUTE-SET-01 opens on the tab of ?tab= and keeps the chosen tab in the address', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=terminal' })
    expect(screen.getByRole('tab', { name: 'Terminal' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('spinbutton', { name: 'Session keep duration' })).toHaveValue(200)
    await r.user.click(screen.getByRole('tab', { name: 'Security' }))
    expect(r.router.state.location.search).toContain('tab=security')
    expect(await screen.findByRole('spinbutton', { name: 'Login failure limit' })).toHaveValue(7)
    expect(mock.requests('OPTIONS', SETTINGS).some((q) => q.search.get('category') === 'security')).toBe(true)
    // the licence tab needs the paid edition
    expect(screen.queryByRole('tab', { name: 'Licence' })).not.toBeInTheDocument()
  })

  it('SET-06 / VAL-13 / G-18 a value under the metadata min_value is refused with a translated message, kept, and nothing is sent', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security' })
    const limit = await screen.findByRole('spinbutton', { name: 'Login failure limit' })
    await r.user.clear(limit)
    await r.user.type(limit, '2')
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('At least 3')).toBeInTheDocument()
    expect(limit).toHaveValue(2)
    expect(patches()).toHaveLength(0)
    await r.user.clear(limit)
    await r.user.type(limit, '5')
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches()).toHaveLength(1))
    expect(patches()[0].search.get('category')).toBe('security')
    expect(patches()[0].body).toMatchObject({ SECURITY_LOGIN_LIMIT_COUNT: 5, SECURITY_LOGIN_LIMIT_TIME: 30 })
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
  })

  it('SET-06 the Chinese message of a minimum comes from the locale', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security', language: 'cn' })
    const time = await screen.findByRole('spinbutton', { name: 'Lock time' })
    await r.user.clear(time)
    await r.user.type(time, '4')
    await r.user.tab()
    expect(await screen.findByText('不能小于 5')).toBeInTheDocument()
  })

  it('SET-07 shows the units of login limit time, max idle time, password expiry and session keep duration', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security' })
    const unitOf = async (label: string) => (await screen.findByRole('spinbutton', { name: label })).closest('.MuiInputBase-root')?.textContent
    expect(await unitOf('Lock time')).toContain('min')
    expect(await unitOf('Max idle time')).toContain('min')
    expect(await unitOf('Password expiry')).toContain('days')
    await r.user.click(screen.getByRole('tab', { name: 'Terminal' }))
    expect(await unitOf('Session keep duration')).toContain('days')
  })

  it('FORM-14 / FORM-15 a failed save keeps every value and shows the server error under its field', async () => {
    serve({ patchError: { SECURITY_PASSWORD_MIN_LENGTH: ['Ensure this value is greater than or equal to 6.'] } })
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security' })
    const time = await screen.findByRole('spinbutton', { name: 'Lock time' })
    await r.user.clear(time)
    await r.user.type(time, '45')
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Ensure this value is greater than or equal to 6.')).toBeInTheDocument()
    expect(time).toHaveValue(45)
    expect(screen.getByRole('spinbutton', { name: 'Password minimum length' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('FORM-09 secrets are write-only password inputs: a blank one is not sent (kept on the server), a typed one is', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=email' })
    const password = await screen.findByLabelText('SMTP password')
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.getByText('Stored and never shown. Leave blank to keep the current value.')).toBeInTheDocument()
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches()).toHaveLength(1))
    expect(patches()[0].body).not.toHaveProperty('EMAIL_HOST_PASSWORD')
    await r.user.type(password, 's3cret')
    await r.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches()).toHaveLength(2))
    expect(patches()[1].body).toMatchObject({ EMAIL_HOST_PASSWORD: 's3cret' })
  })

  it('SET-01 the mail test posts the current mail settings and shows the answer', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=email' })
    const recipient = await screen.findByRole('textbox', { name: 'Test recipient' })
    await r.user.clear(recipient)
    await r.user.type(recipient, 'noc@example.com')
    await r.user.click(screen.getByRole('button', { name: 'Send a test mail' }))
    expect(await screen.findByText('Test mail sent to noc@example.com, please check')).toBeInTheDocument()
    const sent = mock.requests('POST', '/api/v1/settings/mail/testing/')
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toMatchObject({ EMAIL_HOST: 'smtp.example.com', EMAIL_PORT: '25', EMAIL_RECIPIENT: 'noc@example.com' })
  })

  it('SET-02 port 465 suggests SSL and 587 suggests TLS', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=email' })
    const port = await screen.findByRole('textbox', { name: 'SMTP port' })
    const ssl = screen.getByRole('switch', { name: 'Use SSL' })
    const tls = screen.getByRole('switch', { name: 'Use TLS' })
    await r.user.clear(port)
    await r.user.type(port, '465')
    await waitFor(() => expect(ssl).toBeChecked())
    expect(tls).not.toBeChecked()
    expect(screen.getByText(/Port 465 is normally used with SSL/)).toBeInTheDocument()
    await r.user.clear(port)
    await r.user.type(port, '587')
    await waitFor(() => expect(tls).toBeChecked())
    expect(ssl).not.toBeChecked()
    expect(screen.getByText(/Port 587 is normally used with TLS/)).toBeInTheDocument()
  })

  it('SET-03 the LDAP connection test posts the LDAP settings (attribute map as JSON text) and shows the answer', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=auth&sub=ldap' })
    await r.user.click(await screen.findByRole('button', { name: 'Test the connection' }))
    expect(await screen.findByText('Succeed: Match 12 s user')).toBeInTheDocument()
    const body = mock.requests('POST', '/api/v1/settings/ldap/testing/config/')[0].body as Record<string, unknown>
    expect(body).toMatchObject({ AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389', AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com', AUTH_LDAP_BIND_PASSWORD: '', AUTH_LDAP: true })
    expect(JSON.parse(String(body.AUTH_LDAP_USER_ATTR_MAP))).toEqual({ username: 'cn', name: 'sn', email: 'mail' })
  })

  it('SET-04 the LDAP login test asks for a username and password, posts them and shows the refusal', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=auth&sub=ldap' })
    await r.user.click(await screen.findByRole('button', { name: 'Test a user sign-in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Test an LDAP sign-in' })
    await r.user.click(within(dialog).getByRole('button', { name: 'Test' }))
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2)
    await r.user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'zhangwei')
    await r.user.type(within(dialog).getByLabelText(/Password/), 'Zw@2026!')
    await r.user.click(within(dialog).getByRole('button', { name: 'Test' }))
    expect(await within(dialog).findByText(/Authentication failed/)).toBeInTheDocument()
    expect(mock.requests('POST', '/api/v1/settings/ldap/testing/login/')[0].body).toEqual({ username: 'zhangwei', password: 'Zw@2026!' })
  })

  it('SET-05 the LDAP import lists the cached users, refreshes the cache and imports the selected ones', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=auth&sub=ldap' })
    await r.user.click(await screen.findByRole('button', { name: 'Import users' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import users from LDAP' })
    expect(await within(dialog).findByText('Chen Jing')).toBeInTheDocument()
    expect(mock.requests('GET', '/api/v1/settings/ldap/users/')[0].search.get('cache_police')).toBe('1')
    expect(within(dialog).getByRole('button', { name: 'Import selected (0)' })).toBeDisabled()
    await r.user.click(within(dialog).getByRole('button', { name: 'Refresh from the directory' }))
    await waitFor(() => expect(mock.requests('GET', '/api/v1/settings/ldap/cache/refresh/')).toHaveLength(1))
    await waitFor(() => expect(mock.requests('GET', '/api/v1/settings/ldap/users/').length).toBeGreaterThan(1))
    const boxes = within(dialog).getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes[0])
    await r.user.click(within(dialog).getByRole('button', { name: 'Import selected (1)' }))
    expect(await within(dialog).findByText('Imported 1 users successfully (Organization: Default)')).toBeInTheDocument()
    expect(mock.requests('POST', '/api/v1/settings/ldap/users/import/')[0].body).toEqual({ username_list: ['chen'] })
  })

  it('contract settingsWecomTesting: the WeCom test posts the WeCom settings without a blank secret and shows the refusal', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=auth&sub=wecom' })
    await r.user.click(await screen.findByRole('button', { name: 'Test these settings' }))
    expect(await screen.findByText('invalid corpid')).toBeInTheDocument()
    const body = mock.requests('POST', '/api/v1/settings/wecom/testing/')[0].body
    expect(body).toMatchObject({ WECOM_CORPID: 'ww123', WECOM_AGENTID: '1000002' })
    expect(body).not.toHaveProperty('WECOM_SECRET')
  })
})
