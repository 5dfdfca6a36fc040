// The spine's calls go through the generated client: these tests check what reaches the server (path, method,
// query, body, organisation header) and what the spine reads back, so that a change of the generated functions
// or of the contract that alters a request shows up here.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordingServer } from '../test/recordingServer'
import {
  fetchCurrentOrg,
  fetchLicenceDetail,
  fetchOpenTicketCount,
  fetchProfile,
  fetchPublicSettings,
  fetchUnreadSiteMessages,
  markSiteMessagesRead,
} from './api'

const { server, seen } = recordingServer()

const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams)
const path = (r: Request) => new URL(r.url).pathname

describe('session calls through the generated client', () => {
  it('GUARD-03 / ENT-02: public settings are read from GET /api/v1/settings/public/ and unwrapped from `data`', async () => {
    server.use(http.get('/api/v1/settings/public/', () => HttpResponse.json({ data: { XPACK_ENABLED: true, LOGIN_TITLE: 'Bastion' } })))
    await expect(fetchPublicSettings()).resolves.toEqual({ XPACK_ENABLED: true, LOGIN_TITLE: 'Bastion' })
    expect(seen.map((r) => [r.method, path(r)])).toEqual([['GET', '/api/v1/settings/public/']])
  })

  it('GUARD-03: a settings body without the `data` wrapper is read as it is', async () => {
    server.use(http.get('/api/v1/settings/public/', () => HttpResponse.json({ TICKETS_ENABLED: false })))
    await expect(fetchPublicSettings()).resolves.toEqual({ TICKETS_ENABLED: false })
  })

  it('GUARD-05 / ENT-01: the profile comes from GET /api/v1/users/profile/ and keeps only role names in current_org_roles', async () => {
    server.use(
      http.get('/api/v1/users/profile/', () =>
        HttpResponse.json({ id: 'u1', name: 'Ann', username: 'ann', role: 'User', current_org_roles: ['Auditor', 7, null], admin_or_audit_orgs: [] }),
      ),
    )
    const profile = await fetchProfile()
    expect(profile).toMatchObject({ id: 'u1', username: 'ann', role: 'User', current_org_roles: ['Auditor'] })
    expect(seen.map((r) => [r.method, path(r)])).toEqual([['GET', '/api/v1/users/profile/']])
  })

  it('ORG-04: looking an organisation up sends ?oid= and the org header of the organisation asked for', async () => {
    server.use(http.get('/api/v1/orgs/orgs/current/', () => HttpResponse.json({ id: 'o2', name: 'Ops', is_default: false, is_root: false, comment: '' })))
    await expect(fetchCurrentOrg('o2', { orgId: 'o2' })).resolves.toMatchObject({ id: 'o2', name: 'Ops' })
    await fetchCurrentOrg()
    expect(seen.map(query)).toEqual([{ oid: 'o2' }, {}])
    expect(seen[0].headers.get('X-JMS-ORG')).toBe('o2')
  })

  it('LIC-01: the licence is read from GET /api/v1/xpack/license/detail', async () => {
    server.use(http.get('/api/v1/xpack/license/detail', () => HttpResponse.json({ date_expired: '2030-01-01', corporation: 'ACME' })))
    await expect(fetchLicenceDetail()).resolves.toMatchObject({ date_expired: '2030-01-01' })
    expect(path(seen[0])).toBe('/api/v1/xpack/license/detail')
  })

  it('MSG-04: unread site messages ask for the first page of unread ones', async () => {
    server.use(
      http.get('/api/v1/notifications/site-message/', () =>
        HttpResponse.json({ count: 3, next: null, previous: null, results: [{ id: 'm1', subject: 'Hi', has_read: false }] }),
      ),
    )
    const page = await fetchUnreadSiteMessages()
    expect(page.count).toBe(3)
    expect(page.results.map((m) => m.id)).toEqual(['m1'])
    expect(query(seen[0])).toEqual({ offset: '0', limit: '15', has_read: 'false' })
  })

  it('MSG-05: marking read sends PATCH mark-as-read/ with the ids', async () => {
    server.use(http.patch('/api/v1/notifications/site-message/mark-as-read/', () => HttpResponse.json({ msg: 'ok' })))
    await markSiteMessagesRead(['m1', 'm2'])
    expect(seen[0].method).toBe('PATCH')
    expect(path(seen[0])).toBe('/api/v1/notifications/site-message/mark-as-read/')
    expect(await seen[0].json()).toEqual({ ids: ['m1', 'm2'] })
  })

  it('TICKET-06 / API-10: the open-ticket count asks for the open tickets assigned to the user', async () => {
    server.use(http.get('/api/v1/tickets/tickets/', () => HttpResponse.json({ count: 4, next: null, previous: null, results: [] })))
    await expect(fetchOpenTicketCount('u1')).resolves.toBe(4)
    expect(query(seen[0])).toEqual({ assignees__id: 'u1', status: 'open', offset: '0', limit: '15', display: '1', draw: '1' })
  })

  it('TICKET-06: a bare-array ticket answer counts its rows', async () => {
    server.use(http.get('/api/v1/tickets/tickets/', () => HttpResponse.json([{ id: 't1' }, { id: 't2' }])))
    await expect(fetchOpenTicketCount('u1')).resolves.toBe(2)
  })
})
