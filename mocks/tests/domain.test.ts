// @vitest-environment node
// Domain behaviours: tickets and their transitions, the node tree, granted assets, sessions, dashboard, tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { type Client, signedIn, startTestServer } from './client'
import { KILL_DELAY_MS } from '../handlers/terminal'

interface TreeItem {
  id: string
  name: string
  pId: string
  isParent: boolean
  open: boolean
  meta: { type: string; data: { id: string; key?: string } }
}

let srv: RunningServer
let admin: Client
let orgadmin: Client
let user: Client
beforeAll(async () => {
  srv = await startTestServer()
  admin = await signedIn(srv.url, 'admin')
  orgadmin = await signedIn(srv.url, 'orgadmin')
  user = await signedIn(srv.url, 'user')
})
afterAll(async () => {
  await srv.close()
})

describe('tickets', () => {
  it('refuses plain POST on the list (405): tickets are opened with tickets/open/?type=', async () => {
    const r = await user.post('/api/v1/tickets/tickets/', { title: 'x', type: 'general', meta: {} })
    expect(r.status).toBe(405)
    expect(r.json).toEqual({ detail: 'Method "POST" not allowed.', code: 'method_not_allowed' })
  })

  it('opens an asset request, approves it level by level and grants a permission the applicant then has (TICKET-03)', async () => {
    const myAssets = async () => (await user.get('/api/v1/perms/users/assets/?limit=500')).json.results.map((a: { id: string }) => a.id)
    const had = new Set(await myAssets())
    const assets = ((await admin.get('/api/v1/assets/assets/?limit=100')).json.results as Array<{ id: string }>)
      .filter((a) => !had.has(a.id))
      .slice(0, 2)
    expect(assets).toHaveLength(2)
    const su = (await admin.get('/api/v1/assets/system-users/?protocol=ssh&limit=1')).json.results[0]
    const open = await user.post('/api/v1/tickets/tickets/open/?type=apply_asset', {
      title: 'Need two web servers',
      type: 'apply_asset',
      org_id: '00000000-0000-0000-0000-000000000002',
      meta: {
        apply_assets: assets.map((a) => a.id),
        apply_system_users: [su.id],
        apply_actions: ['all'],
        // A2: the request's dates are UTC in the `toISOString()` form, the only one the platform parses
        apply_date_start: '2025-12-31T16:00:00.000Z',
        apply_date_expired: '2098-12-31T16:00:00.000Z',
      },
    })
    expect(open.status).toBe(201)
    const t = open.json
    expect(t).toMatchObject({ type: 'apply_asset', state: 'open', status: 'open', approval_step: 1 })
    expect(t.process_map).toHaveLength(2)
    expect(t.process_map[0]).toMatchObject({ approval_level: 1, state: 'notified' })
    // ... the answer of open gives them in the platform's date form, a later read as wall-clock time in the
    // request's zone with no offset (both checked on a running v2.14.2)
    expect(t.meta.apply_date_expired).toBe('2099/01/01 00:00:00 +0800')
    expect((await user.get(`/api/v1/tickets/tickets/${t.id}/`)).json.meta.apply_date_expired).toBe('2099-01-01 00:00:00')
    expect(t.meta.apply_assets_display).toHaveLength(2)
    expect((await user.put(`/api/v1/tickets/tickets/${t.id}/approve/`, {})).status).toBe(403)
    // level 2 (the org admin) sees the ticket only once it gets there
    const orgadminId = (await orgadmin.get('/api/v1/users/profile/')).json.id
    const waitingFor = async () =>
      ((await orgadmin.get(`/api/v1/tickets/tickets/?assignees__id=${orgadminId}&status=open`)).json as Array<{ id: string }>).map(
        (x) => x.id,
      )
    expect(await waitingFor()).not.toContain(t.id)
    expect((await orgadmin.put(`/api/v1/tickets/tickets/${t.id}/approve/`, {})).status).toBe(404)
    const messagesBefore = (await orgadmin.get('/api/v1/notifications/site-message/?has_read=false')).json as unknown[]
    const step1 = await admin.put(`/api/v1/tickets/tickets/${t.id}/approve/`, {})
    expect(step1.status).toBe(200)
    // as on the platform, the state is the last decision; the status says the ticket still waits
    expect(step1.json).toMatchObject({ state: 'approved', status: 'open', approval_step: 2 })
    expect(step1.json.process_map[0]).toMatchObject({ state: 'approved', processor_display: 'Administrator(admin)' })
    expect(await waitingFor()).toContain(t.id)
    expect((await orgadmin.get('/api/v1/notifications/site-message/?has_read=false')).json).toHaveLength(messagesBefore.length + 1)
    expect(await myAssets()).not.toContain(assets[0].id)
    const done = await orgadmin.put(`/api/v1/tickets/tickets/${t.id}/approve/`, {})
    expect(done.json).toMatchObject({ state: 'approved', status: 'closed' })
    const perms = (await admin.get('/api/v1/perms/asset-permissions/?from_ticket=true')).json as Array<{
      id: string
      users: string[]
      assets: string[]
    }>
    const me = (await user.get('/api/v1/users/profile/')).json.id
    // the permission has the ticket's id, as on the platform
    const granted = perms.find((p) => p.id === t.id)!
    expect(granted.users).toContain(me)
    expect(granted.assets).toEqual(expect.arrayContaining(assets.map((a) => a.id)))
    // the applicant now has the assets among their own
    expect(await myAssets()).toEqual(expect.arrayContaining(assets.map((a) => a.id)))
    const refused = await orgadmin.put(`/api/v1/tickets/tickets/${t.id}/reject/`, {})
    expect(refused.status).toBe(400)
    // in the language of the request, as the platform answers (the test client asks for Chinese)
    expect(refused.json).toEqual({ detail: '工单已经关闭', code: 'error' })
    // the platform wrote a comment for each action
    const comments = (await user.get(`/api/v1/tickets/comments/?ticket_id=${t.id}`)).json as Array<{ body: string }>
    expect(comments.map((c) => c.body)).toEqual([
      expect.stringContaining('打开了工单'),
      expect.stringContaining('批准了工单'),
      expect.stringContaining('批准了工单'),
    ])
  })

  it('ignores the body of approve: the approver cannot change what was asked for', async () => {
    const asset = (await admin.get('/api/v1/assets/assets/?limit=1')).json.results[0] as { id: string }
    const other = (await admin.get('/api/v1/assets/assets/?limit=2')).json.results[1] as { id: string }
    const su = (await admin.get('/api/v1/assets/system-users/?protocol=ssh&limit=1')).json.results[0]
    const t = (
      await user.post('/api/v1/tickets/tickets/open/?type=apply_asset', {
        title: 'Only connect',
        type: 'apply_asset',
        org_id: '00000000-0000-0000-0000-000000000002',
        meta: {
          apply_assets: [asset.id],
          apply_system_users: [su.id],
          apply_actions: ['connect'],
          apply_date_start: '2025-12-31T16:00:00.000Z',
          apply_date_expired: '2098-12-31T16:00:00.000Z',
        },
      })
    ).json
    const approved = await admin.put(`/api/v1/tickets/tickets/${t.id}/approve/`, {
      meta: { apply_assets: [other.id], apply_actions: ['all'] },
    })
    expect(approved.status).toBe(200)
    const after = (await admin.get(`/api/v1/tickets/tickets/${t.id}/`)).json
    expect(after.meta).toMatchObject({ apply_assets: [asset.id], apply_actions: ['connect'] })
  })

  it('rejects and closes: state rejected/closed, status closed; only the applicant closes', async () => {
    const mk = async () =>
      (
        await user.post('/api/v1/tickets/tickets/open/?type=general', {
          title: 'General',
          type: 'general',
          meta: {},
          org_id: '00000000-0000-0000-0000-000000000002',
        })
      ).json
    const a = await mk()
    const before = ((await user.get('/api/v1/notifications/site-message/?has_read=false')).json as unknown[]).length
    const r = await admin.put(`/api/v1/tickets/tickets/${a.id}/reject/`, {})
    expect(r.json).toMatchObject({ state: 'rejected', status: 'closed' })
    // the applicant is told of the decision
    expect((await user.get('/api/v1/notifications/site-message/?has_read=false')).json).toHaveLength(before + 1)
    const b = await mk()
    expect((await admin.put(`/api/v1/tickets/tickets/${b.id}/close/`, {})).status).toBe(403)
    const closed = (await user.put(`/api/v1/tickets/tickets/${b.id}/close/`, {})).json
    expect(closed).toMatchObject({ state: 'closed', status: 'closed' })
    expect(closed.process_map[0].state).toBe('closed')
    expect((await user.put(`/api/v1/tickets/tickets/${b.id}/close/`, {})).status).toBe(400)
  })

  it('validates the meta of the ticket type and lists tickets by assignee', async () => {
    const bad = await user.post('/api/v1/tickets/tickets/open/?type=apply_asset', {
      title: 'x',
      type: 'apply_asset',
      meta: {},
      org_id: '00000000-0000-0000-0000-000000000002',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.meta.apply_assets).toEqual(['This field is required.'])
    const mine = (await admin.get('/api/v1/users/profile/')).json.id
    const assigned = (await admin.get(`/api/v1/tickets/tickets/?assignees__id=${mine}&status=open&limit=50`)).json
    expect(assigned.count).toBeGreaterThan(0)
    expect(assigned.results.every((t: { status: string }) => t.status === 'open')).toBe(true)
  })

  it('has no state filter, as the platform has none', async () => {
    const all = (await admin.get('/api/v1/tickets/tickets/?limit=1')).json.count
    const states = ((await admin.get('/api/v1/tickets/tickets/')).json as Array<{ state: string }>).map((t) => t.state)
    expect(new Set(states).size).toBeGreaterThan(1)
    expect((await admin.get('/api/v1/tickets/tickets/?state=rejected&limit=1')).json.count).toBe(all)
  })

  it('keeps comments per ticket (`?ticket_id=`), for its applicant and assignees only', async () => {
    const t = (await user.get('/api/v1/tickets/tickets/?limit=1')).json.results[0]
    const before = (await user.get(`/api/v1/tickets/comments/?ticket_id=${t.id}`)).json as unknown[]
    const c = await user.post(`/api/v1/tickets/comments/?ticket_id=${t.id}`, { body: 'ping' })
    expect(c.status).toBe(201)
    expect(c.json).toMatchObject({ body: 'ping', ticket: t.id })
    expect((await user.get(`/api/v1/tickets/comments/?ticket_id=${t.id}`)).json).toHaveLength(before.length + 1)
    // the ticket comes from the query, not from the body
    expect((await user.post('/api/v1/tickets/comments/', { ticket: t.id, body: 'x' })).status).toBe(400)
    const auditor = await signedIn(srv.url, 'auditor')
    expect((await auditor.get(`/api/v1/tickets/comments/?ticket_id=${t.id}`)).status).toBe(403)
    expect((await auditor.post(`/api/v1/tickets/comments/?ticket_id=${t.id}`, { body: 'x' })).status).toBe(403)
  })
})

describe('node tree and assets', () => {
  it('answers zTree arrays: the org root open, children, asset leaves with assets=1', async () => {
    const top = (await admin.get('/api/v1/assets/nodes/children/tree/?assets=0')).json as TreeItem[]
    const root = top[0]
    expect(root).toMatchObject({
      id: '1',
      pId: '',
      isParent: true,
      open: true,
      meta: { type: 'node', data: { key: '1', value: 'Default' } },
    })
    expect(root.name).toMatch(/^Default \(\d+\)$/)
    expect(top.slice(1).every((n) => n.pId === '1')).toBe(true)
    const child = top[1]
    const deeper = (await admin.get(`/api/v1/assets/nodes/children/tree/?key=${child.id}&assets=1`)).json as TreeItem[]
    expect(deeper.every((n) => n.pId === child.id)).toBe(true)
    const leafNode = (await admin.get('/api/v1/assets/nodes/?limit=200')).json.results.find(
      (n: { key: string }) => n.key.split(':').length === 6,
    )
    const leaves = (await admin.get(`/api/v1/assets/nodes/children/tree/?id=${leafNode.id}&assets=1`)).json as TreeItem[]
    expect(leaves.some((n) => n.meta.type === 'asset' && n.isParent === false)).toBe(true)
  })

  it('filters assets by node (descendants included, or only the node with show_current_asset=1)', async () => {
    const top = (await admin.get('/api/v1/assets/nodes/children/tree/')).json as TreeItem[]
    const child = top[1].meta.data.id
    const all = (await admin.get(`/api/v1/assets/assets/?node_id=${child}&limit=1`)).json.count
    const direct = (await admin.get(`/api/v1/assets/assets/?node_id=${child}&show_current_asset=1&limit=1`)).json.count
    expect(all).toBeGreaterThan(0)
    expect(direct).toBe(0)
  })

  it('creates, renames, fills and deletes a node', async () => {
    const root = (await admin.get('/api/v1/assets/nodes/children/tree/')).json[0].meta.data.id
    const created = await admin.post(`/api/v1/assets/nodes/${root}/children/`, {})
    expect(created.status).toBe(201)
    expect(created.json.key).toMatch(/^1:\d+$/)
    expect(created.json.value).toMatch(/^New node \d+$/)
    const renamed = await admin.patch(`/api/v1/assets/nodes/${created.json.id}/`, { value: '临时节点' })
    expect(renamed.json).toMatchObject({ value: '临时节点', full_value: '/Default/临时节点' })
    const asset = (await admin.get('/api/v1/assets/assets/?limit=1')).json.results[0]
    expect((await admin.put(`/api/v1/assets/nodes/${created.json.id}/assets/add/`, { assets: [asset.id] })).status).toBe(200)
    expect((await admin.get(`/api/v1/assets/assets/${asset.id}/`)).json.nodes).toContain(created.json.id)
    const refused = await admin.delete(`/api/v1/assets/nodes/${created.json.id}/`)
    expect(refused.status).toBe(400)
    expect(refused.json.error).toBeTruthy()
    await admin.put(`/api/v1/assets/nodes/${created.json.id}/assets/remove/`, { assets: [asset.id] })
    expect((await admin.delete(`/api/v1/assets/nodes/${created.json.id}/`)).status).toBe(204)
  })

  it('runs an asset task: 201 with the task id, whose log the websocket streams', async () => {
    const asset = (await admin.get('/api/v1/assets/assets/?limit=1')).json.results[0]
    const r = await admin.post(`/api/v1/assets/assets/${asset.id}/tasks/`, { action: 'test' })
    expect(r.status).toBe(201)
    expect(r.json.task).toMatch(/^[0-9a-f-]{36}$/)
    const log = srv.mock.state.db.collection('task-logs').get(r.json.task)
    expect(String(log?.log)).toContain(asset.hostname)
  })

  it('tests a gateway: the bare JSON string "ok" when it connects, a 400 with the reason when it does not', async () => {
    const gateways = (await admin.get('/api/v1/assets/gateways/?limit=50')).json.results as Array<{
      id: string
      port: number
      is_active: boolean
    }>
    const active = gateways.find((g) => g.is_active)
    expect(active).toBeDefined()
    const ok = await admin.post(`/api/v1/assets/gateways/${active?.id}/test-connective/`, { port: active?.port })
    expect(ok.status).toBe(200)
    expect(ok.json).toBe('ok')
    const refused = await admin.post(`/api/v1/assets/gateways/${active?.id}/test-connective/`, { port: -1 })
    expect(refused.status).toBe(400)
    expect(refused.json.error).toBeTruthy()
  })
})

describe('what a user is granted', () => {
  it('lists my assets, my node tree and the system users of an asset', async () => {
    const mine = (await user.get('/api/v1/perms/users/assets/?limit=5')).json
    expect(mine.count).toBeGreaterThan(0)
    const tree = (await user.get('/api/v1/perms/users/nodes/children/tree/')).json as TreeItem[]
    // the favourites pseudo-node first (A7), then the granted top-level nodes
    expect(tree[0]).toMatchObject({
      id: 'favorite',
      pId: '',
      isParent: true,
      meta: { type: 'node', data: { id: 'favorite', key: 'favorite' } },
    })
    expect(tree[1]).toMatchObject({ isParent: true, open: true, meta: { type: 'node' } })
    const sus = (await user.get(`/api/v1/perms/users/assets/${mine.results[0].id}/system-users/`)).json as Array<{ actions: string[] }>
    expect(sus.length).toBeGreaterThan(0)
    expect(sus[0].actions.length).toBeGreaterThan(0)
    const apps = (await user.get('/api/v1/perms/users/applications/?category=db')).json as Array<{ category: string }>
    expect(apps.length).toBeGreaterThan(0)
    expect(apps.every((a) => a.category === 'db')).toBe(true)
  })
})

describe('sessions and commands', () => {
  it('lists online sessions, terminates one and filters its commands', async () => {
    const online = (await admin.get('/api/v1/terminal/sessions/?is_finished=0&limit=5')).json
    expect(online.count).toBeGreaterThan(0)
    const s = online.results[0]
    expect(s).toMatchObject({ is_finished: false, can_terminate: true })
    const k = await admin.post('/api/v1/terminal/tasks/kill-session/', [s.id])
    expect(k.status).toBe(200)
    expect(k.json).toEqual({ ok: [s.id] })
    // SESS-04: a task was sent; the session ends when the component has done it, a moment later
    expect((await admin.get(`/api/v1/terminal/sessions/${s.id}/`)).json.is_finished).toBe(false)
    srv.mock.state.clockOffset += KILL_DELAY_MS
    const stillOnline = (await admin.get('/api/v1/terminal/sessions/?is_finished=0')).json as Array<{ id: string }>
    expect(stillOnline.map((x) => x.id)).not.toContain(s.id)
    expect((await admin.get(`/api/v1/terminal/sessions/${s.id}/`)).json.is_finished).toBe(true)
    const withCmds = (await admin.get('/api/v1/terminal/sessions/?limit=50')).json.results.find(
      (x: { command_amount: number }) => x.command_amount > 0,
    )
    const cmds = (await admin.get(`/api/v1/terminal/commands/?session_id=${withCmds.id}`)).json as Array<{ session: string }>
    expect(cmds).toHaveLength(withCmds.command_amount)
    expect(cmds.every((c) => c.session === withCmds.id)).toBe(true)
  })

  it('SESS-04: a killed session read by id, with no list read in between, has ended once the delay passed', async () => {
    const s = (await admin.get('/api/v1/terminal/sessions/?is_finished=0&limit=1')).json.results[0] as { id: string }
    expect((await admin.post('/api/v1/terminal/tasks/kill-session/', [s.id])).status).toBe(200)
    srv.mock.state.clockOffset += KILL_DELAY_MS
    expect((await admin.get(`/api/v1/terminal/sessions/${s.id}/`)).json.is_finished).toBe(true)
  })

  it('lets the auditor read sessions but not terminate them', async () => {
    const aud = await signedIn(srv.url, 'auditor')
    expect((await aud.get('/api/v1/terminal/sessions/?limit=1')).status).toBe(200)
    expect((await aud.post('/api/v1/terminal/tasks/kill-session/', [])).status).toBe(403)
  })
})

describe('dashboard', () => {
  it('answers only the key groups asked for, over 7 days or 30 with monthly=1', async () => {
    const t = (await admin.get('/api/v1/index/?total_count=1')).json
    expect(Object.keys(t).sort()).toEqual([
      'total_count_assets',
      'total_count_online_sessions',
      'total_count_online_users',
      'total_count_users',
    ])
    const m = (await admin.get('/api/v1/index/?dates_metrics=1')).json
    expect(m.dates_metrics_date).toHaveLength(7)
    expect(m.dates_metrics_total_count_login).toHaveLength(7)
    expect((await admin.get('/api/v1/index/?dates_metrics=1&monthly=1')).json.dates_metrics_date).toHaveLength(30)
    const top = (await admin.get('/api/v1/index/?dates_login_record_top10_sessions=1')).json.dates_login_record_top10_sessions
    expect(top.length).toBeGreaterThan(0)
    expect(top[0]).toHaveProperty('timesince')
    expect((await user.get('/api/v1/index/?total_count=1')).status).toBe(403)
  })
})
