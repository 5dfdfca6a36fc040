import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PERM_USE } from '../../../config/constants'
import { applicationsApplicationsSuggestions } from '../../../generated/operations/applications'
import { assetsAssetsSuggestions, assetsSystemUsersSuggestions } from '../../../generated/operations/assets'
import { ticketsTicketsOpen } from '../../../generated/operations/tickets'
import { TicketsTicketsOpenBody } from '../../../generated/zod/tickets/tickets.zod'
import { urlOf } from '../../../http/operation'
import { emptySession, sessionStore } from '../../../session/store'
import { contractFallback } from '../../../test/contract'
import { renderScreen } from '../../../test/render'
import { setupMockServer } from '../../../test/server'
import RequestApplicationPermPage from './RequestApplicationPermPage'
import RequestAssetPermPage from './RequestAssetPermPage'
import {
  applicationRequestBody,
  assetRequestBody,
  defaultDates,
  DEFAULT_ACTIONS,
  detailPathOf,
  isPartial,
  requestOrgs,
  toggleAction,
  type OrgChoice,
} from './requestModel'
import { assetRequestSchema } from './requestSchema'

// The seeded mock backend answers as the ordinary user `user` (a member of two organisations): the pickers read its
// suggestions, the open goes to its ticket handler.
const fallback = contractFallback('user')
const mock = setupMockServer(...fallback.handlers)
const state = fallback.mock.state
const USER = state.users().find((u) => u.username === 'user')!
const USER_ENV = { perms: PERM_USE, isSuperAdmin: false, currentUserId: USER.id }
const DEFAULT_ORG: OrgChoice = { id: '00000000-0000-0000-0000-000000000002', name: 'Default', is_default: true, is_root: false }
const RND_ORG: OrgChoice = { id: '00000000-0000-0000-0000-000000000003', name: 'R&D', is_default: false, is_root: false }
const ROOT: OrgChoice = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_root: true }

const OPEN = urlOf(ticketsTicketsOpen)
const ASSETS = urlOf(assetsAssetsSuggestions)
const SYSTEM_USERS = urlOf(assetsSystemUsersSuggestions)
const APPS = urlOf(applicationsApplicationsSuggestions)
const t = (key: string) => key

function signInUser(orgs: OrgChoice[] = [DEFAULT_ORG, RND_ORG], current: OrgChoice | null = null) {
  sessionStore.set({ ...emptySession(), currentOrg: current, currentRole: PERM_USE })
  sessionStore.setProfile({
    id: USER.id,
    name: 'User',
    username: 'user',
    role: 'User',
    current_org_roles: ['User'],
    admin_or_audit_orgs: [],
    user_all_orgs: orgs,
  })
}

function renderForm(page: 'asset' | 'application') {
  const ui = page === 'asset' ? <RequestAssetPermPage /> : <RequestApplicationPermPage />
  const path = page === 'asset' ? '/tickets/request-asset-perm/create' : '/tickets/request-application-perm/create'
  return renderScreen(ui, {
    env: USER_ENV,
    route: path,
    path,
    routes: [
      { path: '/tickets/request-asset-perm/:id', element: <p>asset request detail</p> },
      { path: '/tickets/request-application-perm/:id', element: <p>application request detail</p> },
    ],
  })
}

/** Opens a picker, waits for its options from the server and picks the first one; returns what was picked. */
async function pickFirst(r: ReturnType<typeof renderForm>, label: string): Promise<string> {
  await r.user.click(screen.getByRole('combobox', { name: label }))
  const listbox = await screen.findByRole('listbox')
  const options = await within(listbox).findAllByRole('option')
  const text = options[0].textContent ?? ''
  await r.user.click(options[0])
  return text
}

beforeEach(() => signInUser())
afterEach(() => sessionStore.set(emptySession()))

describe('request model (TICKET-07)', () => {
  it('TICKET-07 the actions group as the platform does: a group ticks its members and follows them', () => {
    expect(toggleAction([], 'updownload', true)).toEqual(['updownload', 'upload_file', 'download_file'])
    expect(toggleAction(['updownload', 'upload_file', 'download_file'], 'upload_file', false)).toEqual(['download_file'])
    expect(isPartial(['download_file'], 'updownload')).toBe(true)
    expect(toggleAction([], 'all', true)).toEqual([
      'all',
      'connect',
      'updownload',
      'upload_file',
      'download_file',
      'clipboard_copy_paste',
      'clipboard_copy',
      'clipboard_paste',
    ])
    expect(toggleAction(toggleAction([], 'all', true), 'clipboard_paste', false)).not.toContain('all')
    expect(DEFAULT_ACTIONS).toEqual(['connect', 'updownload', 'upload_file', 'download_file'])
  })

  it('TICKET-07 the organisation is the current one unless it is the root, never the root', () => {
    expect(requestOrgs([ROOT, DEFAULT_ORG, RND_ORG], RND_ORG)).toEqual({ orgs: [DEFAULT_ORG, RND_ORG], initial: RND_ORG.id })
    expect(requestOrgs([ROOT, DEFAULT_ORG, RND_ORG], ROOT).initial).toBe(DEFAULT_ORG.id)
    expect(requestOrgs([RND_ORG], null).initial).toBe(RND_ORG.id)
    expect(requestOrgs([], null)).toEqual({ orgs: [], initial: '' })
  })

  it('TICKET-07 an end not after the start is refused with its own message; the bodies are those of the contract', () => {
    const dates = defaultDates(new Date('2026-11-26T01:00:00.000Z'))
    expect(dates).toEqual({ start: '2026-11-26T01:00:00.000Z', expired: '2026-12-03T01:00:00.000Z' })
    const values = {
      title: 'x',
      org_id: DEFAULT_ORG.id,
      comment: '',
      meta: {
        apply_assets: ['a'],
        apply_system_users: ['b'],
        apply_actions: DEFAULT_ACTIONS,
        apply_date_start: dates.start,
        apply_date_expired: dates.start,
      },
    }
    const refused = assetRequestSchema(t).safeParse(values)
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['meta.apply_date_expired', 'tickets.requestExpiredBeforeStart'],
    ])
    const id = '00000000-0000-4000-8000-000000000001'
    const asset = assetRequestBody({
      ...values,
      meta: { ...values.meta, apply_assets: [id], apply_system_users: [id], apply_date_expired: dates.expired },
    })
    expect(TicketsTicketsOpenBody.safeParse(asset).success).toBe(true)
    expect(asset).not.toHaveProperty('comment')
    const app = applicationRequestBody({
      title: 'y',
      org_id: DEFAULT_ORG.id,
      comment: 'why',
      meta: {
        apply_category: 'db',
        apply_type: 'mysql',
        apply_applications: [id],
        apply_system_users: [id],
        apply_date_start: dates.start,
        apply_date_expired: dates.expired,
      },
    })
    expect(TicketsTicketsOpenBody.safeParse(app).success).toBe(true)
    expect(detailPathOf('apply_application', 'x1')).toBe('/tickets/request-application-perm/x1')
  })
})

describe('asset request form (TICKET-07)', () => {
  it('TICKET-07 nothing is sent without an asset and a system user; each field says what it misses', async () => {
    const r = renderForm('asset')
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toMatch(/^Asset access \d{4}-\d{2}-\d{2}$/)
    expect(screen.getByRole('checkbox', { name: 'Connect' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Copy and paste' })).not.toBeChecked()
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Choose at least one asset')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one system user')).toBeInTheDocument()
    expect(mock.requests('POST', OPEN)).toHaveLength(0)
  })

  it('TICKET-07 the pickers read the suggestions of the chosen organisation; the body sent is the contract’s; the detail opens', async () => {
    const r = renderForm('asset')
    // two organisations: the chooser shows, on the user's default
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveTextContent('Default')
    const asset = await pickFirst(r, 'Assets')
    const assetQuery = mock.requests('GET', ASSETS)[0].search
    expect(assetQuery.get('oid')).toBe(DEFAULT_ORG.id)
    const systemUser = await pickFirst(r, 'System users')
    const suQuery = mock.requests('GET', SYSTEM_USERS)[0].search
    expect(suQuery.get('protocol__in')).toBe('ssh,rdp,telnet,vnc')
    expect(suQuery.get('oid')).toBe(DEFAULT_ORG.id)
    await r.user.click(screen.getByRole('checkbox', { name: 'Copy and paste' }))
    await r.user.type(screen.getByRole('textbox', { name: 'Reason' }), 'checking logs')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(r.router.state.location.pathname).toMatch(/^\/tickets\/request-asset-perm\/[0-9a-f-]{36}$/))
    expect(await screen.findByText('asset request detail')).toBeInTheDocument()
    const [sent] = mock.requests('POST', OPEN)
    expect(sent.search.get('type')).toBe('apply_asset')
    expect(TicketsTicketsOpenBody.parse(sent.body)).toBeTruthy()
    const body = sent.body as { org_id: string; comment: string; meta: Record<string, unknown> }
    expect(body.org_id).toBe(DEFAULT_ORG.id)
    expect(body.comment).toBe('checking logs')
    // every action is now ticked, so "all" is too
    expect(body.meta.apply_actions).toEqual([
      'all',
      'connect',
      'updownload',
      'upload_file',
      'download_file',
      'clipboard_copy_paste',
      'clipboard_copy',
      'clipboard_paste',
    ])
    const days = (Date.parse(String(body.meta.apply_date_expired)) - Date.parse(String(body.meta.apply_date_start))) / 86_400_000
    expect(days).toBe(7)
    // the ticket exists, the applicant's, with what was picked
    const id = r.router.state.location.pathname.split('/').pop()
    const ticket = state.db.collection('tickets').get(String(id))!
    expect(ticket.applicant).toBe(USER.id)
    const meta = ticket.meta as Record<string, string[]>
    expect(meta.apply_assets_display.map((x) => x.split('(')[0])).toEqual([asset.split('(')[0]])
    expect(meta.apply_system_users_display.join()).toContain(systemUser.split('(')[0])
    expect(await screen.findByText('Your request was sent for approval')).toBeInTheDocument()
  })

  it('TICKET-07 another organisation clears what was picked and asks its own suggestions', async () => {
    const r = renderForm('asset')
    const picked = await pickFirst(r, 'Assets')
    expect(screen.getByText(picked)).toBeInTheDocument()
    await r.user.click(screen.getByRole('combobox', { name: 'Organization' }))
    await r.user.click(screen.getByRole('option', { name: 'R&D' }))
    expect(screen.queryByText(picked)).toBeNull()
    await r.user.click(screen.getByRole('combobox', { name: 'Assets' }))
    await waitFor(() => expect(mock.requests('GET', ASSETS).some((q) => q.search.get('oid') === RND_ORG.id)).toBe(true))
  })

  it('TICKET-07 the server’s field errors show under their fields and nothing typed is lost', async () => {
    mock.server.use(
      http.post(OPEN, () =>
        HttpResponse.json(
          {
            title: ['Ensure this field has no more than 256 characters.'],
            meta: { apply_date_expired: ['The expiration date should be greater than the start date'] },
          },
          { status: 400 },
        ),
      ),
    )
    const r = renderForm('asset')
    await pickFirst(r, 'Assets')
    await pickFirst(r, 'System users')
    const title = screen.getByRole('textbox', { name: 'Title' })
    await r.user.clear(title)
    await r.user.type(title, 'my own title')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('The expiration date should be greater than the start date')).toBeInTheDocument()
    expect(screen.getByText('Ensure this field has no more than 256 characters.')).toBeInTheDocument()
    expect(title).toHaveValue('my own title')
    expect(r.router.state.location.pathname).toBe('/tickets/request-asset-perm/create')
  })

  it('TICKET-07 with one organisation there is nothing to choose; it is sent', async () => {
    signInUser([DEFAULT_ORG])
    const r = renderForm('asset')
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull()
    await pickFirst(r, 'Assets')
    await pickFirst(r, 'System users')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(mock.requests('POST', OPEN)).toHaveLength(1))
    expect((mock.requests('POST', OPEN)[0].body as { org_id: string }).org_id).toBe(DEFAULT_ORG.id)
  })
})

describe('application request form (TICKET-07)', () => {
  it('TICKET-07 category then type: the applications of that type and the system users of its protocol are offered', async () => {
    const r = renderForm('application')
    expect(screen.getByRole('combobox', { name: 'Applications' })).toBeDisabled()
    await r.user.click(screen.getByRole('combobox', { name: 'Application category' }))
    await r.user.click(screen.getByRole('option', { name: 'Database' }))
    await r.user.click(screen.getByRole('combobox', { name: 'Application type' }))
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MySQL', 'Oracle', 'PostgreSQL', 'MariaDB'])
    await r.user.click(screen.getByRole('option', { name: 'MySQL' }))
    await pickFirst(r, 'Applications')
    const appQuery = mock.requests('GET', APPS)[0].search
    expect([appQuery.get('category'), appQuery.get('type'), appQuery.get('oid')]).toEqual(['db', 'mysql', DEFAULT_ORG.id])
    await pickFirst(r, 'System users')
    expect(mock.requests('GET', SYSTEM_USERS)[0].search.get('protocol')).toBe('mysql')
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(r.router.state.location.pathname).toMatch(/^\/tickets\/request-application-perm\/[0-9a-f-]{36}$/))
    const [sent] = mock.requests('POST', OPEN)
    expect(sent.search.get('type')).toBe('apply_application')
    const body = TicketsTicketsOpenBody.parse(sent.body)
    expect(body.meta).toMatchObject({ apply_category: 'db', apply_type: 'mysql' })
  })

  it('TICKET-07 a remote app asks for RDP system users', async () => {
    const r = renderForm('application')
    await r.user.click(screen.getByRole('combobox', { name: 'Application category' }))
    await r.user.click(screen.getByRole('option', { name: 'Remote app' }))
    await r.user.click(screen.getByRole('combobox', { name: 'Application type' }))
    await r.user.click(screen.getByRole('option', { name: 'Chrome' }))
    await r.user.click(screen.getByRole('combobox', { name: 'System users' }))
    await waitFor(() => expect(mock.requests('GET', SYSTEM_USERS).map((q) => q.search.get('protocol'))).toContain('rdp'))
  })
})
