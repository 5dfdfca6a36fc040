import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../components/data/dates'
import { PERM_USE } from '../../config/constants'
import { uiUrl } from '../../config/paths'
import { ticketsCommentsList, ticketsTicketsList, ticketsTicketsReject, ticketsTicketsRetrieve } from '../../generated/operations/tickets'
import { urlOf } from '../../http/operation'
import { contractFallback, contractRow } from '../../test/contract'
import { renderScreen } from '../../test/render'
import { setupMockServer } from '../../test/server'
import { TicketDetailPage } from './TicketDetailPage'
import { AdminTicketListPage, MyTicketListPage } from './TicketListPages'
import { ticketPageOf } from './TicketsPage'
import { actionsFor, mayComment, shownState, ticketPath, type Ticket } from './ticketState'

// The seeded mock backend answers, signed in as `admin`; tests that need a ticket of a given shape answer it themselves.
const fallback = contractFallback('admin')
const mock = setupMockServer(...fallback.handlers)
const state = fallback.mock.state
const ADMIN = state.users().find((u) => u.username === 'admin')!
const ADMIN_ENV = { currentUserId: ADMIN.id }

const APPLICANT = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e04'
const LEVEL1 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e01'
const LEVEL2 = '7b1a5f0e-2c4d-4e8a-9f10-0a1b2c3d4e03'
const TICKET_ID = '71c00000-2c4d-4e8a-9f10-0a1b2c3d7101'

/** A ticket of the contract's shape, two levels, waiting for level 1. */
function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return contractRow(ticketsTicketsRetrieve, {
    id: TICKET_ID,
    title: 'Need web-01',
    type: 'general',
    meta: {},
    state: 'open',
    status: 'open',
    approval_step: 1,
    applicant: APPLICANT,
    applicant_display: 'Zhang Wei(user)',
    org_name: 'Default',
    comment: 'For the release',
    process_map: [
      { approval_level: 1, state: 'notified', assignees: [LEVEL1], assignees_display: ['Administrator(admin)'] },
      { approval_level: 2, state: 'notified', assignees: [LEVEL2], assignees_display: ['Org admin(orgadmin)'] },
    ],
    ...overrides,
  } as Partial<Ticket>) as Ticket
}

/** Answers the ticket (and an empty comment thread) for the detail page. */
function serve(t: Ticket) {
  mock.server.use(
    http.get(urlOf(ticketsTicketsRetrieve, { id: t.id }), () => HttpResponse.json(t)),
    http.get(urlOf(ticketsCommentsList), () => HttpResponse.json([])),
  )
}

const openDetail = (userId: string, route = `/tickets/tickets/${TICKET_ID}`, area: 'admin' | 'user' = 'admin') =>
  renderScreen(<TicketDetailPage area={area} />, { env: { currentUserId: userId, perms: PERM_USE }, route, path: '/tickets/:kind/:id' })

describe('G-20: the state a ticket is shown in', () => {
  it('TICKET-01 / G-20: an open ticket is pending, a finished one approved, rejected or closed', () => {
    expect(shownState({ status: 'open', state: 'open' })).toBe('pending')
    // v2.14.2 writes the first level's decision into `state` while the second level still has to decide
    expect(shownState({ status: 'open', state: 'approved' })).toBe('pending')
    expect(shownState({ status: 'closed', state: 'approved' })).toBe('approved')
    expect(shownState({ status: 'closed', state: 'rejected' })).toBe('rejected')
    expect(shownState({ status: 'closed', state: 'closed' })).toBe('closed')
  })

  it('G-20: the detail shows the state as a chip in words', async () => {
    serve(ticket({ status: 'closed', state: 'rejected' }))
    openDetail(APPLICANT)
    const chip = await screen.findByTestId('ticket-state')
    expect(chip).toHaveTextContent('Rejected')
    expect(chip).toHaveAttribute('data-state', 'rejected')
    expect(screen.getByTestId('ticket-basic')).toHaveTextContent('Completed')
  })
})

describe('G-06: who may act on a ticket', () => {
  it('G-06: assignees of the current level approve or reject, the applicant closes, a finished ticket takes nothing', () => {
    const t = ticket()
    expect(actionsFor(t, LEVEL1)).toEqual({ approve: true, reject: true, close: false })
    expect(actionsFor(t, LEVEL2)).toEqual({ approve: false, reject: false, close: false })
    expect(actionsFor(t, APPLICANT)).toEqual({ approve: false, reject: false, close: true })
    expect(actionsFor({ ...t, approval_step: 2 }, LEVEL2)).toEqual({ approve: true, reject: true, close: false })
    for (const s of ['approved', 'rejected', 'closed'] as const) {
      const done: Ticket = { ...t, status: 'closed', state: s }
      expect(actionsFor(done, LEVEL1)).toEqual({ approve: false, reject: false, close: false })
      expect(actionsFor(done, APPLICANT)).toEqual({ approve: false, reject: false, close: false })
    }
    // comments: the applicant and the assignees of the levels reached
    expect(mayComment(t, APPLICANT)).toBe(true)
    expect(mayComment(t, LEVEL1)).toBe(true)
    expect(mayComment(t, LEVEL2)).toBe(false)
    expect(mayComment(t, 'someone-else')).toBe(false)
  })

  it('TICKET-02 / G-06: the buttons follow the user — approve and reject for the assignee, close for the applicant', async () => {
    serve(ticket())
    const { unmount } = openDetail(LEVEL1)
    expect(await screen.findByTestId('ticket-approve')).toHaveTextContent('Approve')
    expect(screen.getByTestId('ticket-reject')).toBeInTheDocument()
    expect(screen.queryByTestId('ticket-close')).not.toBeInTheDocument()
    unmount()
    const applicant = openDetail(APPLICANT)
    expect(await screen.findByTestId('ticket-close')).toBeInTheDocument()
    expect(screen.queryByTestId('ticket-approve')).not.toBeInTheDocument()
    applicant.unmount()
    openDetail(LEVEL2)
    await screen.findByTestId('ticket-basic')
    expect(screen.queryByRole('button', { name: /Approve|Reject|Close ticket/ })).not.toBeInTheDocument()
    // someone else cannot comment: the reply box is replaced by why
    expect(screen.getByTestId('ticket-comments')).toHaveTextContent('Only the applicant and the approvers')
    expect(screen.queryByTestId('ticket-comment-input')).not.toBeInTheDocument()
  })

  it('TICKET-02: a refused action (a ticket closed meanwhile: 400) says why and reads the ticket again', async () => {
    serve(ticket())
    mock.server.use(
      http.put(urlOf(ticketsTicketsReject, { id: TICKET_ID }), () =>
        HttpResponse.json({ detail: 'Ticket already closed', code: 'error' }, { status: 400 }),
      ),
    )
    const { user } = openDetail(LEVEL1)
    await user.click(await screen.findByTestId('ticket-reject'))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByTestId('ticket-action-error')).toHaveTextContent('The server refused: Ticket already closed')
    await waitFor(() => expect(mock.requests('GET', urlOf(ticketsTicketsRetrieve, { id: TICKET_ID }))).toHaveLength(2))
  })
})

describe('TICKET-03 / TICKET-07: the detail of each ticket type', () => {
  it('TICKET-07: an asset request shows the assets and system users by name, the actions in words, the validity dates', async () => {
    serve(
      ticket({
        type: 'apply_asset',
        meta: {
          apply_permission_name: 'web for Zhang',
          apply_assets: ['a1', 'a2'],
          apply_assets_display: ['web-01(192.0.2.10)', 'web-02(192.0.2.11)'],
          apply_system_users: ['s1'],
          apply_system_users_display: ['deploy(deploy)'],
          apply_actions: ['connect', 'upload_file'],
          apply_actions_display: ['连接', '上传文件'],
          apply_date_start: '2026-11-26 18:00:00',
          apply_date_expired: '2026-12-03 18:00:00',
        },
      }),
    )
    openDetail(APPLICANT, `/tickets/request-asset-perm/${TICKET_ID}`)
    expect(await screen.findByTestId('ticket-meta-assets')).toHaveTextContent('web-01(192.0.2.10), web-02(192.0.2.11)')
    expect(screen.getByTestId('ticket-meta-system-users')).toHaveTextContent('deploy(deploy)')
    expect(screen.getByTestId('ticket-meta-actions')).toHaveTextContent('Connect, Upload files')
    const meta = screen.getByTestId('ticket-meta')
    expect(meta).toHaveTextContent('Valid from2026-11-26 18:00:00')
    expect(meta).toHaveTextContent('Valid until2026-12-03 18:00:00')
    expect(meta).toHaveTextContent('web for Zhang')
    expect(screen.getByTestId('ticket-type')).toHaveTextContent('Asset request')
  })

  it('TICKET-07: an application request shows the category, type, applications and system users', async () => {
    serve(
      ticket({
        type: 'apply_application',
        meta: {
          apply_permission_name: '',
          apply_category: 'db',
          apply_category_display: 'Database',
          apply_type: 'mysql',
          apply_type_display: 'MySQL',
          apply_applications: ['x'],
          apply_applications_display: ['orders-db'],
          apply_system_users: ['y'],
          apply_system_users_display: ['reader(reader)'],
          apply_date_start: '2026-11-26 18:00:00',
          apply_date_expired: '2026-12-10 18:00:00',
        },
      }),
    )
    openDetail(APPLICANT, `/tickets/request-application-perm/${TICKET_ID}`)
    expect(await screen.findByTestId('ticket-meta-applications')).toHaveTextContent('orders-db')
    const meta = screen.getByTestId('ticket-meta')
    expect(meta).toHaveTextContent('Database')
    expect(meta).toHaveTextContent('MySQL')
    expect(meta).toHaveTextContent('reader(reader)')
    expect(meta).toHaveTextContent('2026-12-10 18:00:00')
  })

  it('a sign-in confirmation shows the IP, the city and the time (written in UTC) in local time', async () => {
    serve(
      ticket({
        type: 'login_confirm',
        meta: { apply_login_ip: '203.0.113.25', apply_login_city: 'Shanghai', apply_login_datetime: '2026-11-22 13:14:05' },
      }),
    )
    openDetail(APPLICANT)
    const at = new Date(Date.UTC(2026, 10, 22, 13, 14, 5))
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:05`
    expect(await screen.findByTestId('ticket-meta-login-datetime')).toHaveTextContent(local)
    expect(screen.getByTestId('ticket-meta')).toHaveTextContent('203.0.113.25')
    expect(screen.getByTestId('ticket-meta')).toHaveTextContent('Shanghai')
  })

  it('TICKET-07: an asset sign-in confirmation shows the user, the asset and the system user', async () => {
    serve(
      ticket({
        type: 'login_asset_confirm',
        meta: { apply_login_user: 'Zhang Wei(user)', apply_login_asset: 'web-01', apply_login_system_user: 'deploy' },
      }),
    )
    openDetail(APPLICANT, `/tickets/login-asset-confirm/${TICKET_ID}`)
    const meta = await screen.findByTestId('ticket-meta')
    await waitFor(() => expect(meta).toHaveTextContent('UserZhang Wei(user)'))
    expect(meta).toHaveTextContent('Assetweb-01')
    expect(meta).toHaveTextContent('System userdeploy')
  })

  it('TICKET-07: a command confirmation shows the command and links its session and command filter (admin page only)', async () => {
    const t = ticket({
      type: 'command_confirm',
      meta: {
        apply_run_user: 'Zhang Wei(user)',
        apply_run_asset: 'web-01',
        apply_run_system_user: 'deploy',
        apply_run_command: 'systemctl restart nginx',
        apply_from_session_id: '5e550000-2c4d-4e8a-9f10-0a1b2c3d0001',
        apply_from_cmd_filter_rule_id: 'c0de0000-2c4d-4e8a-9f10-0a1b2c3d0002',
        apply_from_cmd_filter_id: 'c0de0000-2c4d-4e8a-9f10-0a1b2c3d0003',
      },
    })
    serve(t)
    const admin = openDetail(LEVEL1, `/tickets/command-confirm/${TICKET_ID}`)
    expect(await screen.findByTestId('ticket-meta-command')).toHaveTextContent('systemctl restart nginx')
    expect(within(screen.getByTestId('ticket-meta-session')).getByRole('link')).toHaveAttribute(
      'href',
      '/terminal/sessions/5e550000-2c4d-4e8a-9f10-0a1b2c3d0001',
    )
    expect(screen.getByRole('link', { name: 'c0de0000-2c4d-4e8a-9f10-0a1b2c3d0003' })).toHaveAttribute(
      'href',
      '/assets/cmd-filters/c0de0000-2c4d-4e8a-9f10-0a1b2c3d0003',
    )
    admin.unmount()
    openDetail(APPLICANT, `/tickets/command-confirm/${TICKET_ID}`, 'user')
    expect(await screen.findByTestId('ticket-meta-session')).toHaveTextContent('5e550000-2c4d-4e8a-9f10-0a1b2c3d0001')
    expect(within(screen.getByTestId('ticket-meta-session')).queryByRole('link')).not.toBeInTheDocument()
  })

  it('a general ticket says it has nothing more', async () => {
    serve(ticket())
    openDetail(APPLICANT)
    expect(await screen.findByTestId('ticket-meta')).toHaveTextContent('This ticket type carries no further details.')
  })

  it('TICKET-03: the process map shows each level: its approvers, its decision, who decided and when', async () => {
    serve(
      ticket({
        state: 'approved',
        status: 'open',
        approval_step: 2,
        process_map: [
          {
            approval_level: 1,
            state: 'approved',
            assignees: [LEVEL1],
            assignees_display: ['Administrator(admin)'],
            approval_date: '2026-11-26 09:45:41.532533+00:00',
            processor: LEVEL1,
            processor_display: 'Administrator(admin)',
          },
          { approval_level: 2, state: 'notified', assignees: [LEVEL2], assignees_display: ['Org admin(orgadmin)'] },
        ],
      }),
    )
    openDetail(LEVEL2)
    const steps = await screen.findAllByTestId('ticket-step')
    expect(steps[0]).toHaveTextContent('Level 1 — Approved')
    expect(steps[0]).toHaveTextContent('Decided by: Administrator(admin)')
    // the platform dates a level by when the ticket reached it; level 2 has no date until it is decided
    expect(steps[0]).toHaveTextContent(`Reached this level on ${formatDateTime('2026-11-26 09:45:41.532533+00:00')}`)
    expect(steps[1]).not.toHaveTextContent('Reached this level')
    expect(steps[1]).toHaveTextContent('Level 2 — Pending')
    expect(steps[1]).toHaveTextContent('Approvers: Org admin(orgadmin)')
    // level 2 decides now; the state shown is still pending
    expect(screen.getByTestId('ticket-state')).toHaveTextContent('Pending')
    expect(screen.getByTestId('ticket-approve')).toBeInTheDocument()
  })
})

describe('a seeded ticket, end to end against the mock', () => {
  const waiting = () =>
    state.db
      .collection('tickets')
      .all()
      .find(
        (t) =>
          t.status === 'open' &&
          t.type === 'general' &&
          ((t.process_map as Array<{ assignees: string[] }>)[0]?.assignees ?? []).includes(ADMIN.id) &&
          t.applicant !== ADMIN.id,
      )!

  it('TICKET-02 / TICKET-05: the assignee comments, rejects after confirming, and the ticket reads rejected with no action left', async () => {
    const t = waiting()
    const { user } = renderScreen(<TicketDetailPage area="admin" />, {
      env: ADMIN_ENV,
      route: `/tickets/tickets/${t.id}`,
      path: '/tickets/tickets/:id',
    })
    const input = await screen.findByTestId('ticket-comment-input')
    await user.type(input, 'Which release is this for?')
    await user.click(screen.getByTestId('ticket-comment-send'))
    await waitFor(() => expect(screen.getByTestId('ticket-comments')).toHaveTextContent('Which release is this for?'))
    const posted = mock.requests('POST', urlOf(ticketsCommentsList))
    expect(posted.map((r) => [r.search.get('ticket_id'), r.body])).toEqual([[t.id, { body: 'Which release is this for?' }]])
    await user.click(screen.getByTestId('ticket-reject'))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(screen.getByTestId('ticket-state')).toHaveTextContent('Rejected'))
    expect(screen.queryByTestId('ticket-approve')).not.toBeInTheDocument()
    expect(screen.queryByTestId('ticket-reject')).not.toBeInTheDocument()
    expect(state.db.collection('tickets').get(t.id)).toMatchObject({ state: 'rejected', status: 'closed' })
    // the platform's own comment on the decision is read again
    await waitFor(() => expect(screen.getAllByTestId('ticket-comment').at(-1)).toHaveTextContent('rejected the ticket'))
  })

  it('TICKET-05 / TICKET-06: the admin page opens "assigned to me" with the header link\'s query, and offers no state filter', async () => {
    const { user } = renderScreen(<AdminTicketListPage />, {
      env: { ...ADMIN_ENV, isSuperAdmin: true },
      route: '/?tab=assigned&status=open',
    })
    const grid = await screen.findByRole('grid', { name: 'Tickets' })
    await waitFor(() => expect(within(grid).getAllByTestId('ticket-state').length).toBeGreaterThan(0))
    const asked = mock.requests('GET', urlOf(ticketsTicketsList)).at(-1)!.search
    expect(asked.get('assignees__id')).toBe(ADMIN.id)
    expect(asked.get('status')).toBe('open')
    expect(asked.has('state')).toBe(false)
    for (const chip of within(grid).getAllByTestId('ticket-state')) expect(chip).toHaveTextContent('Pending')
    const first = within(grid).getAllByRole('link')[0]
    const row = state.db
      .collection('tickets')
      .all()
      .find((x) => x.title === first.textContent)!
    expect(first.getAttribute('href')).toBe(uiUrl(ticketPath({ id: String(row.id), type: String(row.type) })))
    // the views: my tickets, assigned to me, the flows (super admin)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My tickets', 'Assigned to me', 'Approval flows'])
    await user.click(screen.getByRole('tab', { name: 'My tickets' }))
    await waitFor(() => expect(mock.requests('GET', urlOf(ticketsTicketsList)).at(-1)!.search.get('applicant')).toBe(ADMIN.id))
  })

  it('TICKET-04: the flows view lists the approval flows, each linked to its page; only super admins have it', async () => {
    const { user, unmount } = renderScreen(<AdminTicketListPage />, { env: { ...ADMIN_ENV, isSuperAdmin: true }, route: '/?tab=flows' })
    const grid = await screen.findByRole('grid', { name: 'Approval flows' })
    const flow = state.db
      .collection('ticket-flows')
      .all()
      .find((f) => f.type === 'apply_asset' && f.org_id === '00000000-0000-0000-0000-000000000002')!
    await waitFor(() => expect(within(grid).getAllByRole('link').length).toBeGreaterThan(0))
    const hrefs = within(grid)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toContain(uiUrl(`/tickets/flows/${flow.id}`))
    expect(screen.getByRole('button', { name: /create/i })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Assigned to me' }))
    expect(await screen.findByRole('grid', { name: 'Tickets' })).toBeInTheDocument()
    unmount()
    renderScreen(<AdminTicketListPage />, { env: { ...ADMIN_ENV, isSuperAdmin: false }, route: '/?tab=flows' })
    // an org admin has no flows view: the first view opens instead
    expect(await screen.findByRole('grid', { name: 'Tickets' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My tickets', 'Assigned to me'])
  })

  it("ROUTE-UA-04 / TICKET-05: the user page lists the user's own tickets, with the request buttons", async () => {
    renderScreen(<MyTicketListPage />, { env: { ...ADMIN_ENV, perms: PERM_USE } })
    expect(await screen.findByRole('grid', { name: 'Tickets' })).toBeInTheDocument()
    await waitFor(() => expect(mock.requests('GET', urlOf(ticketsTicketsList)).length).toBeGreaterThan(0))
    const asked = mock.requests('GET', urlOf(ticketsTicketsList)).at(-1)!.search
    expect(asked.get('applicant')).toBe(ADMIN.id)
    expect(asked.has('assignees__id')).toBe(false)
    expect(screen.getByRole('button', { name: 'Request asset access' })).toBeInTheDocument()
  })

  it('ROUTE-TICKETS-01 / ROUTE-UA-04 / TICKET-04 / TICKET-07: every route of the ticket area has its page', () => {
    for (const name of [
      'TicketList',
      'TicketDetail',
      'RequestAssetPermTicketDetail',
      'LoginAssetConfirmTicketDetail',
      'RequestApplicationPermTicketDetail',
      'CommandConfirmTicketDetail',
      'MyTicketList',
      'MyTicketDetail',
      'MyRequestAssetPermTicketDetail',
      'MyLoginAssetConfirmTicketDetail',
      'MyRequestApplicationPermTicketDetail',
      'MyCommandConfirmTicketDetail',
      'RequestAssetPermTicketCreate',
      'MyRequestAssetPermTicketCreate',
      'RequestApplicationPermTicketCreate',
      'MyRequestApplicationPermTicketCreate',
      'TicketFlowCreate',
      'TicketFlowUpdate',
      'TicketFlowDetail',
    ])
      expect(ticketPageOf(name), name).toBeDefined()
    // a route of another area has none here
    expect(ticketPageOf('UserList')).toBeUndefined()
  })
})
