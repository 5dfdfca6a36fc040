import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  settingsLdapCacheRefresh,
  settingsLdapTestingConfig,
  settingsLdapTestingLogin,
  settingsLdapUsersImport,
  settingsLdapUsersList,
  settingsMailTesting,
  settingsSettingRetrieve,
  settingsWecomTesting,
} from '../../generated/operations/settings'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import SettingsPage from './SettingsPage'

// The contract-driven mock answers the settings (each category's values, and its OPTIONS metadata: labels, minimums,
// write-only secrets) from the values below, set again before each test; the tests answer the test actions.
const fallback = contractFallback()
const mock = setupMockServer(...fallback.handlers)
const SEEDED = structuredClone(fallback.mock.state.settings)
const SETTINGS = urlOf(settingsSettingRetrieve)
const MAIL_TESTING = urlOf(settingsMailTesting)
const LDAP_TESTING_CONFIG = urlOf(settingsLdapTestingConfig)
const LDAP_TESTING_LOGIN = urlOf(settingsLdapTestingLogin)
const LDAP_CACHE_REFRESH = urlOf(settingsLdapCacheRefresh)
const LDAP_USERS = urlOf(settingsLdapUsersList)
const LDAP_IMPORT = urlOf(settingsLdapUsersImport)
const WECOM_TESTING = urlOf(settingsWecomTesting)

const VALUES: Record<string, unknown> = {
  SITE_URL: 'http://bastion.example.com',
  SECURITY_LOGIN_LIMIT_COUNT: 7,
  SECURITY_LOGIN_LIMIT_TIME: 30,
  SECURITY_PASSWORD_MIN_LENGTH: 6,
  SECURITY_PASSWORD_EXPIRATION_TIME: 9999,
  SECURITY_MAX_IDLE_TIME: 30,
  SECURITY_INSECURE_COMMAND: false,
  TERMINAL_SESSION_KEEP_DURATION: 200,
  TERMINAL_PASSWORD_AUTH: true,
  EMAIL_HOST: 'smtp.example.com',
  EMAIL_PORT: '25',
  EMAIL_HOST_USER: 'noreply@example.com',
  EMAIL_FROM: '',
  EMAIL_RECIPIENT: 'ops@example.com',
  EMAIL_USE_SSL: false,
  EMAIL_USE_TLS: false,
  AUTH_CAS: false,
  AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389',
  AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com',
  AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=com',
  AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)',
  AUTH_LDAP_USER_ATTR_MAP: { username: 'cn', name: 'sn', email: 'mail' },
  AUTH_LDAP: true,
  WECOM_CORPID: 'ww123',
  WECOM_AGENTID: '1000002',
  AUTH_WECOM: false,
}

const DIRECTORY = [
  contractRow(settingsLdapUsersList, { id: 'chen', username: 'chen', name: 'Chen Jing', email: 'chen@example.com', existing: false }),
  contractRow(settingsLdapUsersList, { id: 'wang', username: 'wang', name: 'Wang Lei', email: 'wang@example.com', existing: true }),
]

beforeEach(() => {
  fallback.mock.state.settings = structuredClone({ ...SEEDED, ...VALUES })
})

function serve(options: { patchError?: Record<string, unknown> } = {}) {
  if (options.patchError) {
    const error = options.patchError
    mock.server.use(http.patch(SETTINGS, () => HttpResponse.json(error, { status: 400 })))
  }
  mock.server.use(
    // the LDAP tests answer a bare JSON string, as the platform does
    http.post(LDAP_TESTING_CONFIG, () => HttpResponse.json('Succeed: Match 12 s user')),
    http.post(LDAP_TESTING_LOGIN, () =>
      HttpResponse.json('Authentication failed (username or password incorrect): invalid credentials', { status: 400 }),
    ),
    http.get(LDAP_USERS, () => HttpResponse.json({ count: DIRECTORY.length, next: null, previous: null, results: DIRECTORY })),
    http.post(LDAP_IMPORT, () => HttpResponse.json({ msg: 'Imported 1 users successfully (Organization: Default)' })),
    http.post(WECOM_TESTING, () => HttpResponse.json({ error: 'invalid corpid' }, { status: 400 })),
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
    expect(await screen.findByRole('spinbutton', { name: 'Limit the number of login failures' })).toHaveValue(7)
    expect(mock.requests('OPTIONS', SETTINGS).some((q) => q.search.get('category') === 'security')).toBe(true)
    // the licence tab needs the paid edition
    expect(screen.queryByRole('tab', { name: 'Licence' })).not.toBeInTheDocument()
  })

  it('SET-06 / VAL-13 / G-18 a value under the metadata min_value is refused with a translated message, kept, and nothing is sent', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security' })
    const limit = await screen.findByRole('spinbutton', { name: 'Limit the number of login failures' })
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
    const time = await screen.findByRole('spinbutton', { name: 'Block logon interval' })
    await r.user.clear(time)
    await r.user.type(time, '4')
    await r.user.tab()
    expect(await screen.findByText('不能小于 5')).toBeInTheDocument()
  })

  it('SET-07 shows the units of login limit time, max idle time, password expiry and session keep duration', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security' })
    const unitOf = async (label: string) =>
      (await screen.findByRole('spinbutton', { name: label })).closest('.MuiInputBase-root')?.textContent
    expect(await unitOf('Block logon interval')).toContain('min')
    expect(await unitOf('Connection max idle time')).toContain('min')
    expect(await unitOf('User password expiration')).toContain('days')
    await r.user.click(screen.getByRole('tab', { name: 'Terminal' }))
    expect(await unitOf('Session keep duration')).toContain('days')
  })

  it('FORM-14 / FORM-15 a failed save keeps every value and shows the server error under its field', async () => {
    serve({ patchError: { SECURITY_PASSWORD_MIN_LENGTH: ['Ensure this value is greater than or equal to 6.'] } })
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=security' })
    const time = await screen.findByRole('spinbutton', { name: 'Block logon interval' })
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
    const sent = mock.requests('POST', MAIL_TESTING)
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
    const body = mock.requests('POST', LDAP_TESTING_CONFIG)[0].body as Record<string, unknown>
    expect(body).toMatchObject({
      AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389',
      AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com',
      AUTH_LDAP_BIND_PASSWORD: '',
      AUTH_LDAP: true,
    })
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
    expect(mock.requests('POST', LDAP_TESTING_LOGIN)[0].body).toEqual({ username: 'zhangwei', password: 'Zw@2026!' })
  })

  it('SET-05 the LDAP import lists the cached users, refreshes the cache and imports the selected ones', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=auth&sub=ldap' })
    await r.user.click(await screen.findByRole('button', { name: 'Import users' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import users from LDAP' })
    expect(await within(dialog).findByText('Chen Jing')).toBeInTheDocument()
    expect(mock.requests('GET', LDAP_USERS)[0].search.get('cache_police')).toBe('1')
    expect(within(dialog).getByRole('button', { name: 'Import selected (0)' })).toBeDisabled()
    await r.user.click(within(dialog).getByRole('button', { name: 'Refresh from the directory' }))
    await waitFor(() => expect(mock.requests('GET', LDAP_CACHE_REFRESH)).toHaveLength(1))
    await waitFor(() => expect(mock.requests('GET', LDAP_USERS).length).toBeGreaterThan(1))
    const boxes = within(dialog).getAllByRole('checkbox', { name: /select row/i })
    await r.user.click(boxes[0])
    await r.user.click(within(dialog).getByRole('button', { name: 'Import selected (1)' }))
    expect(await within(dialog).findByText('Imported 1 users successfully (Organization: Default)')).toBeInTheDocument()
    expect(mock.requests('POST', LDAP_IMPORT)[0].body).toEqual({ username_list: ['chen'] })
  })

  it('contract settingsWecomTesting: the WeCom test posts the WeCom settings without a blank secret and shows the refusal', async () => {
    serve()
    const r = renderScreen(<SettingsPage />, { route: '/settings?tab=auth&sub=wecom' })
    await r.user.click(await screen.findByRole('button', { name: 'Test these settings' }))
    expect(await screen.findByText('invalid corpid')).toBeInTheDocument()
    const body = mock.requests('POST', WECOM_TESTING)[0].body
    expect(body).toMatchObject({ WECOM_CORPID: 'ww123', WECOM_AGENTID: '1000002' })
    expect(body).not.toHaveProperty('WECOM_SECRET')
  })
})
