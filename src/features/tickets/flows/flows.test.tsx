import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ticketsFlowsCreate, ticketsFlowsRetrieve } from '../../../generated/operations/tickets'
import { usersUsersList } from '../../../generated/operations/users'
import { TicketsFlowsCreateBody } from '../../../generated/zod/tickets/tickets.zod'
import { urlOf } from '../../../http/operation'
import { contractFallback, contractRow } from '../../../test/contract'
import { renderScreen } from '../../../test/render'
import { setupMockServer } from '../../../test/server'
import TicketsPage from '../TicketsPage'
import FlowDetailPage from './FlowDetailPage'
import FlowFormPage from './FlowFormPage'
import { flowBody, flowErrors, valuesOf } from './flowModel'

// The seeded mock backend, signed in as admin: a flow of every ticket type in each organisation.
const fallback = contractFallback('admin')
const mock = setupMockServer(...fallback.handlers)
const state = fallback.mock.state
const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
const flowOf = (type: string) => state.db.collection('ticket-flows').find((f) => f.type === type && f.org_id === DEFAULT_ORG_ID)!
const FLOWS = urlOf(ticketsFlowsCreate)

function renderFlow(route: string) {
  return renderScreen(<FlowFormPage />, {
    route,
    path: '/tickets/flows/create',
    routes: [
      { path: '/tickets/flows/:id/update', element: <FlowFormPage /> },
      { path: '/tickets/flow/:id', element: <FlowDetailPage /> },
    ],
  })
}

describe('flow model (TICKET-04)', () => {
  it('TICKET-04 the levels are read in order; the body has one rule per level, users only for custom users', () => {
    const flow = contractRow(ticketsFlowsRetrieve, {
      type: 'apply_asset',
      approval_level: 2,
      rules: [
        { level: 2, strategy: 'org_admin', assignees_read_only: [], assignees_display: ['o(o)'], strategy_display: '' },
        { level: 1, strategy: 'custom_user', assignees_read_only: ['u1'], assignees_display: ['u(u)'], strategy_display: '' },
      ],
    })
    const values = valuesOf(flow)
    expect(values.rules).toEqual([
      { strategy: 'custom_user', assignees: ['u1'] },
      { strategy: 'org_admin', assignees: [] },
    ])
    expect(flowBody({ type: 'apply_asset', rules: values.rules })).toEqual({
      type: 'apply_asset',
      approval_level: 2,
      rules: [{ strategy: 'custom_user', assignees: ['u1'] }, { strategy: 'org_admin' }],
    })
  })

  it('TICKET-04 a refusal is put on its field: the type, a level’s strategy, a level’s users', () => {
    expect(flowErrors({ type: ['taken'], rules: [{}, { non_field_errors: ['pick users'] }], detail: 'x' })).toEqual({
      fields: { type: 'taken', 'rules.1.assignees': 'pick users' },
      general: ['x'],
    })
    expect(flowErrors({ rules: [{ strategy: ['bad'] }] }).fields).toEqual({ 'rules.0.strategy': 'bad' })
  })
})

describe('flow form (TICKET-04)', () => {
  it('TICKET-04 a second flow of a type in the organisation is refused under the type', async () => {
    const r = renderFlow('/tickets/flows/create')
    await r.user.click(await screen.findByRole('combobox', { name: 'Ticket type' }))
    await r.user.click(screen.getByRole('option', { name: 'Asset request' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('The current organization type already exists')).toBeInTheDocument()
    expect(r.router.state.location.pathname).toBe('/tickets/flows/create')
  })

  it('TICKET-04 two levels are created (level 1 super admins, level 2 org admins) and the detail opens', async () => {
    const created = contractRow(ticketsFlowsRetrieve, { id: '71c10000-2c4d-4e8a-9f10-0a1b2c3d72ff' })
    mock.server.use(http.post(FLOWS, () => HttpResponse.json(created, { status: 201 })))
    const r = renderFlow('/tickets/flows/create?type=apply_application')
    expect(await screen.findByRole('combobox', { name: 'Ticket type' })).toHaveTextContent('Application request')
    expect(screen.queryByRole('group', { name: 'Level 2' })).toBeNull()
    await r.user.click(screen.getByRole('button', { name: 'Add a level' }))
    expect(screen.queryByRole('button', { name: 'Add a level' })).toBeNull()
    const level2 = screen.getByRole('group', { name: 'Level 2' })
    await r.user.click(within(level2).getByRole('combobox', { name: 'Approved by' }))
    await r.user.click(screen.getByRole('option', { name: 'Organization administrators' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(r.router.state.location.pathname).toBe(`/tickets/flow/${created.id}`))
    const [sent] = mock.requests('POST', FLOWS)
    expect(TicketsFlowsCreateBody.parse(sent.body)).toEqual({
      type: 'apply_application',
      approval_level: 2,
      rules: [{ strategy: 'super_admin' }, { strategy: 'org_admin' }],
    })
  })

  it('TICKET-04 custom users need users: the picker reads the users and an empty one is refused before sending', async () => {
    const flow = flowOf('general')
    const r = renderFlow(`/tickets/flows/${flow.id}/update`)
    const level1 = await screen.findByRole('group', { name: 'Level 1' })
    expect(screen.getByRole('combobox', { name: 'Ticket type' })).toHaveAttribute('aria-disabled', 'true')
    await r.user.click(within(level1).getByRole('combobox', { name: 'Approved by' }))
    await r.user.click(screen.getByRole('option', { name: 'Chosen users' }))
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Choose the users who approve at this level')).toBeInTheDocument()
    expect(mock.requests('PUT')).toHaveLength(0)
    await r.user.click(within(level1).getByRole('combobox', { name: 'Approvers' }))
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option')
    expect(mock.requests('GET', urlOf(usersUsersList)).length).toBeGreaterThan(0)
    const name = options[0].textContent
    await r.user.click(options[0])
    await r.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(r.router.state.location.pathname).toBe(`/tickets/flow/${flow.id}`))
    // the detail shows the saved level with the chosen user by name
    const shown = await screen.findByRole('region', { name: 'Level 1' })
    expect(within(shown).getByText('Chosen users')).toBeInTheDocument()
    expect(within(shown).getByText(String(name))).toBeInTheDocument()
  })
})

describe('flow detail (TICKET-04)', () => {
  it('TICKET-04 each level in order with its strategy translated and its assignees by name', async () => {
    const flow = flowOf('apply_asset')
    renderScreen(<FlowDetailPage />, { route: `/tickets/flow/${flow.id}`, path: '/tickets/flow/:id' })
    const levels = await screen.findAllByRole('region', { name: /^Level / })
    expect(levels.map((l) => l.getAttribute('aria-label'))).toEqual(
      (flow.rules as Array<{ level: number }>).map((_, i) => `Level ${i + 1}`).slice(0, Number(flow.approval_level)),
    )
    expect(screen.getByText('Asset request')).toBeInTheDocument()
    const strategies = levels.map((l) => l.querySelector('[data-field="strategy"]')?.textContent)
    for (const s of strategies)
      expect(['Super administrators', 'Organization administrators', 'Super or organization administrators', 'Chosen users']).toContain(s)
    for (const l of levels) expect(l.querySelector('[data-field="assignees"]')?.textContent).toMatch(/\(.+\)/)
  })
})

describe('the loader of the ticket forms (TICKET-04, TICKET-07)', () => {
  const open = (name: string, path: string) =>
    renderScreen(<p>elsewhere</p>, {
      route: path,
      path: '/elsewhere',
      routes: [{ path, element: <TicketsPage />, handle: { name, trail: [], noCache: false, affix: false } }],
    })

  it('TICKET-04 / TICKET-07 shows the page of the route opened, by its name', async () => {
    open('TicketFlowCreate', '/tickets/flows/create')
    expect(await screen.findByRole('form', { name: 'Create approval flow' })).toBeInTheDocument()
  })

  it('TICKET-07 the user area’s request form is the same form', async () => {
    open('MyRequestApplicationPermTicketCreate', '/tickets/request-application-perm/create')
    expect(await screen.findByRole('combobox', { name: 'Application category' })).toBeInTheDocument()
  })
})
