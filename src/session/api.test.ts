// The spine's calls go through the generated client: these tests check what reaches the server (path, method,
// query, body, organisation header) and what the spine reads back, so that a change of the generated functions
// or of the contract that alters a request shows up here. The answers are the contract's.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { notificationsSiteMessageList, notificationsSiteMessageMarkAsRead } from '../generated/operations/notifications'
import { orgsOrgsCurrent } from '../generated/operations/orgs'
import { settingsPublic } from '../generated/operations/settings'
import { ticketsTicketsList } from '../generated/operations/tickets'
import { usersProfileRetrieve } from '../generated/operations/users'
import { xpackLicenseDetailRetrieve } from '../generated/operations/xpack'
import { urlOf } from '../http/operation'
import { contractRow } from '../test/contract'
import { currentOrgAnswer, licenceDetail, licensedSettings, OPS_ORG, publicSettingsAnswer, userProfile } from '../test/fixtures'
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

const USER_ID = userProfile.id
const ticket = (id: string) =>
  contractRow(ticketsTicketsList, { id, title: 'Apply for assets', type: 'general', status: 'open', state: 'open' })
const MESSAGE_IDS = ['3f6e2b1c-8d4a-4e5f-9a0b-000000000001', '3f6e2b1c-8d4a-4e5f-9a0b-000000000002']

describe('session calls through the generated client', () => {
  it('GUARD-03 / ENT-02: public settings are read from GET settings/public/ and unwrapped from `data`', async () => {
    const settings = { ...licensedSettings, LOGIN_TITLE: 'Bastion' }
    server.use(http.get(urlOf(settingsPublic), () => HttpResponse.json(publicSettingsAnswer(settings))))
    await expect(fetchPublicSettings()).resolves.toEqual(settings)
    expect(seen.map((r) => [r.method, path(r)])).toEqual([['GET', urlOf(settingsPublic)]])
  })

  it('GUARD-05 / ENT-01: the profile comes from GET users/profile/ and keeps only role names in current_org_roles', async () => {
    // the contract types current_org_roles as a list of anything: the spine keeps the strings
    server.use(
      http.get(urlOf(usersProfileRetrieve), () =>
        HttpResponse.json({
          ...userProfile,
          name: 'Ann',
          username: 'ann',
          role: 'User',
          current_org_roles: ['Auditor', 7, null],
          admin_or_audit_orgs: [],
        }),
      ),
    )
    const profile = await fetchProfile()
    expect(profile).toMatchObject({ id: USER_ID, username: 'ann', role: 'User', current_org_roles: ['Auditor'] })
    expect(seen.map((r) => [r.method, path(r)])).toEqual([['GET', urlOf(usersProfileRetrieve)]])
  })

  it('ORG-04: looking an organisation up sends ?oid= and the org header of the organisation asked for', async () => {
    server.use(http.get(urlOf(orgsOrgsCurrent), () => HttpResponse.json(currentOrgAnswer(OPS_ORG))))
    await expect(fetchCurrentOrg(OPS_ORG.id, { orgId: OPS_ORG.id })).resolves.toMatchObject({ id: OPS_ORG.id, name: 'Ops' })
    await fetchCurrentOrg()
    expect(seen.map(query)).toEqual([{ oid: OPS_ORG.id }, {}])
    expect(seen[0].headers.get('X-JMS-ORG')).toBe(OPS_ORG.id)
  })

  it('LIC-01: the licence is read from GET xpack/license/detail', async () => {
    server.use(http.get(urlOf(xpackLicenseDetailRetrieve), () => HttpResponse.json({ ...licenceDetail, date_expired: '2030-01-01' })))
    await expect(fetchLicenceDetail()).resolves.toMatchObject({ date_expired: '2030-01-01' })
    expect(path(seen[0])).toBe(urlOf(xpackLicenseDetailRetrieve))
  })

  it('MSG-04: unread site messages ask for the first page of unread ones', async () => {
    server.use(
      http.get(urlOf(notificationsSiteMessageList), () =>
        HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          results: [contractRow(notificationsSiteMessageList, { id: MESSAGE_IDS[0], subject: 'Hi', has_read: false })],
        }),
      ),
    )
    const page = await fetchUnreadSiteMessages()
    expect(page.count).toBe(3)
    expect(page.results.map((m) => m.id)).toEqual([MESSAGE_IDS[0]])
    expect(query(seen[0])).toEqual({ offset: '0', limit: '15', has_read: 'false' })
  })

  it('MSG-05: marking read sends PATCH mark-as-read/ with the ids', async () => {
    server.use(http.patch(urlOf(notificationsSiteMessageMarkAsRead), () => HttpResponse.json({ detail: 'ok' })))
    await markSiteMessagesRead(MESSAGE_IDS)
    expect(seen[0].method).toBe('PATCH')
    expect(path(seen[0])).toBe(urlOf(notificationsSiteMessageMarkAsRead))
    expect(await seen[0].json()).toEqual({ ids: MESSAGE_IDS })
  })

  it('TICKET-06 / API-10: the open-ticket count asks for the open tickets assigned to the user', async () => {
    const tickets = [1, 2, 3, 4].map((n) => ticket(`7e1c0d2a-4b3f-4c5d-8e6f-00000000000${n}`))
    server.use(http.get(urlOf(ticketsTicketsList), () => HttpResponse.json({ count: 4, next: null, previous: null, results: tickets })))
    await expect(fetchOpenTicketCount(USER_ID)).resolves.toBe(4)
    expect(query(seen[0])).toEqual({ assignees__id: USER_ID, status: 'open', offset: '0', limit: '15', display: '1', draw: '1' })
  })

  it('TICKET-06: a bare-array ticket answer counts its rows', async () => {
    server.use(
      http.get(urlOf(ticketsTicketsList), () =>
        HttpResponse.json([ticket('7e1c0d2a-4b3f-4c5d-8e6f-000000000001'), ticket('7e1c0d2a-4b3f-4c5d-8e6f-000000000002')]),
      ),
    )
    await expect(fetchOpenTicketCount(USER_ID)).resolves.toBe(2)
  })
})
