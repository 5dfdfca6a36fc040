// @vitest-environment node
// Opening a request and editing approval flows, as JumpServer v2.14.2 answers them (checked on a running server):
// the open checks the dates, the type and the organisation, names the permission itself and keeps only the
// applications of the type asked for; a flow's custom rule needs its users and a type has one flow per organisation.
import { describe, expect, it } from 'vitest'
import { type Client, serverForFile } from './client'

let admin: Client
let user: Client
serverForFile(
  (_srv, a, others) => {
    admin = a
    user = others.user
  },
  ['user'],
)

const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002'
const ROOT_ORG = '00000000-0000-0000-0000-000000000000'
const OPEN_ASSET = '/api/v1/tickets/tickets/open/?type=apply_asset'
const OPEN_APP = '/api/v1/tickets/tickets/open/?type=apply_application'
const START = '2026-11-26T01:00:00.000Z'
const END = '2026-12-03T01:00:00.000Z'
const EN = { headers: { 'Accept-Language': 'en' } }

type Row = { id: string; [k: string]: unknown }
const first = async (c: Client, path: string): Promise<Row> => ((await c.get(path)).json as Row[])[0]

async function assetMeta() {
  const asset = await first(user, `/api/v1/assets/assets/suggestions/?oid=${DEFAULT_ORG}`)
  const su = await first(user, `/api/v1/assets/system-users/suggestions/?oid=${DEFAULT_ORG}&protocol=ssh`)
  return { asset, su, meta: { apply_assets: [asset.id], apply_system_users: [su.id], apply_actions: ['connect'] } }
}

describe('opening a request (TICKET-07)', () => {
  it('TICKET-07 an end not after the start is refused under meta.apply_date_expired', async () => {
    const { meta } = await assetMeta()
    const r = await user.post(
      OPEN_ASSET,
      { title: 't', type: 'apply_asset', org_id: DEFAULT_ORG, meta: { ...meta, apply_date_start: START, apply_date_expired: START } },
      EN,
    )
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ meta: { apply_date_expired: ['The expiration date should be greater than the start date'] } })
  })

  it('TICKET-07 the body’s type must be the query’s, and the organisation must exist (the root one is accepted)', async () => {
    const { meta } = await assetMeta()
    const dates = { apply_date_start: START, apply_date_expired: END }
    const r = await user.post(OPEN_ASSET, { title: 't', type: 'apply_application', org_id: 'nope', meta: { ...meta, ...dates } }, EN)
    expect(r.status).toBe(400)
    expect(r.json.type[0]).toContain('is different from the type in the request url')
    expect(r.json.org_id).toEqual(['The organization `nope` does not exist'])
    const root = await user.post(OPEN_ASSET, { title: 't', type: 'apply_asset', org_id: ROOT_ORG, meta: { ...meta, ...dates } }, EN)
    expect(root.status).toBe(201)
  })

  it('TICKET-07 the server names the permission and what was asked for', async () => {
    const { asset, su, meta } = await assetMeta()
    const r = await user.post(
      OPEN_ASSET,
      {
        title: 'web access',
        type: 'apply_asset',
        org_id: DEFAULT_ORG,
        meta: { ...meta, apply_permission_name: 'mine', apply_date_start: START, apply_date_expired: END },
      },
      EN,
    )
    expect(r.status).toBe(201)
    expect(r.json.meta.apply_permission_name).toBe(`Created by ticket (web access-${String(r.json.id).slice(0, 4)})`)
    expect(r.json.meta.apply_assets_display).toEqual([`${String(asset.hostname)}(${String(asset.ip)})`])
    expect(r.json.meta.apply_system_users_display).toEqual([`${String(su.name)}(${String(su.username)})`])
    // the open answers the dates with their offset; the ticket read back has them without
    expect([r.json.meta.apply_date_start, r.json.meta.apply_date_expired]).toEqual([
      '2026/11/26 09:00:00 +0800',
      '2026/12/03 09:00:00 +0800',
    ])
    const read = await user.get(`/api/v1/tickets/tickets/${String(r.json.id)}/`)
    expect([read.json.meta.apply_date_start, read.json.meta.apply_date_expired]).toEqual(['2026-11-26 09:00:00', '2026-12-03 09:00:00'])
  })

  it('TICKET-07 only the applications of the type asked for are kept', async () => {
    const mysql = await first(user, `/api/v1/applications/applications/suggestions/?oid=${DEFAULT_ORG}&type=mysql`)
    const chrome = await first(user, `/api/v1/applications/applications/suggestions/?oid=${DEFAULT_ORG}&type=chrome`)
    const su = await first(user, `/api/v1/assets/system-users/suggestions/?oid=${DEFAULT_ORG}&protocol=mysql`)
    const r = await user.post(
      OPEN_APP,
      {
        title: 'db',
        type: 'apply_application',
        org_id: DEFAULT_ORG,
        meta: {
          apply_category: 'db',
          apply_type: 'mysql',
          apply_applications: [mysql.id, chrome.id],
          apply_system_users: [su.id],
          apply_date_start: START,
          apply_date_expired: END,
        },
      },
      EN,
    )
    expect(r.status).toBe(201)
    expect(r.json.meta.apply_applications).toEqual([mysql.id])
    expect(r.json.meta.apply_applications_display).toEqual([mysql.name])
  })

  it('TICKET-07 the suggestions filter as the platform’s lists do (search, protocol, category and type)', async () => {
    const sus = (await user.get(`/api/v1/assets/system-users/suggestions/?oid=${DEFAULT_ORG}&protocol__in=ssh,rdp`)).json as Row[]
    expect(sus.length).toBeGreaterThan(0)
    expect(sus.every((s) => ['ssh', 'rdp'].includes(String(s.protocol)))).toBe(true)
    const apps = (await user.get(`/api/v1/applications/applications/suggestions/?oid=${DEFAULT_ORG}&category=db&type=mysql`)).json as Row[]
    expect(apps.length).toBeGreaterThan(0)
    expect(apps.every((a) => a.type === 'mysql')).toBe(true)
  })
})

describe('approval flows (TICKET-04)', () => {
  it('TICKET-04 a second flow of a type in the organisation is refused with the platform’s words', async () => {
    const r = await admin.post(
      '/api/v1/tickets/flows/',
      { type: 'apply_asset', approval_level: 1, rules: [{ strategy: 'super_admin' }] },
      EN,
    )
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ type: ['The current organization type already exists'] })
  })

  it('TICKET-04 a custom rule needs its users (refused per rule); its users are then read back, the others’ are not', async () => {
    const flow = await first(admin, '/api/v1/tickets/flows/?type=general')
    const refused = await admin.put(
      `/api/v1/tickets/flows/${flow.id}/`,
      { type: 'general', approval_level: 2, rules: [{ strategy: 'super_admin' }, { strategy: 'custom_user', assignees: [] }] },
      EN,
    )
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({ rules: [{}, { non_field_errors: ['Please select the Assignees'] }] })
    const me = (await admin.get('/api/v1/users/profile/')).json as Row
    const saved = await admin.put(
      `/api/v1/tickets/flows/${flow.id}/`,
      { type: 'general', approval_level: 2, rules: [{ strategy: 'super_admin' }, { strategy: 'custom_user', assignees: [me.id] }] },
      EN,
    )
    expect(saved.status).toBe(200)
    const rules = saved.json.rules as Array<{ level: number; strategy: string; assignees_read_only: string[] }>
    expect(rules.map((x) => [x.level, x.strategy, x.assignees_read_only])).toEqual([
      [1, 'super_admin', []],
      [2, 'custom_user', [me.id]],
    ])
  })
})
