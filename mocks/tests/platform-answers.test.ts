// @vitest-environment node
// Answers the mock gives as a real v2.14.2 server does where the contract first said otherwise (issue 17, A1–A8,
// each checked against the real server with curl and in its source): polymorphic fields of lists, ticket meta
// dates, relation rows of the operation log, fields the server leaves out, the favourites pseudo-node, commands
// per storage, and login ACLs read per user.
import { describe, expect, it } from 'vitest'
import { type Client, serverForFile } from './client'

type R = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let admin: Client
let user: Client
serverForFile(
  (_srv, a, others) => {
    admin = a
    user = others.user
  },
  ['user'],
)

const APPS = '/api/v1/applications/applications/'

describe('A1: application attrs follow the query in lists, the type on one object', () => {
  it("lists every row with attrs {} without ?type= or ?category=, the type's fields with ?type=", async () => {
    const plain = (await admin.get(APPS)).json as R[]
    expect(plain.length).toBeGreaterThan(3)
    expect(plain.every((a) => JSON.stringify(a.attrs) === '{}')).toBe(true)
    const mysql = (await admin.get(`${APPS}?type=mysql`)).json as R[]
    expect(mysql.length).toBeGreaterThan(0)
    for (const a of mysql) expect(Object.keys(a.attrs).sort()).toEqual(['database', 'host', 'port'])
    // suggestions and a user's granted applications are lists too
    expect(((await admin.get(`${APPS}suggestions/`)).json as R[]).every((a) => JSON.stringify(a.attrs) === '{}')).toBe(true)
    expect(((await user.get('/api/v1/perms/users/applications/')).json as R[]).every((a) => JSON.stringify(a.attrs) === '{}')).toBe(true)
  })

  it("gives the category's shared fields with ?category= alone, and the full attrs on the detail", async () => {
    const remote = (await admin.get(`${APPS}?category=remote_app`)).json as R[]
    expect(remote.length).toBeGreaterThan(0)
    for (const a of remote) expect(Object.keys(a.attrs).sort()).toEqual(['asset', 'asset_info', 'path'])
    const chrome = remote.find((a) => a.type === 'chrome')!
    const detail = (await admin.get(`${APPS}${chrome.id}/`)).json as R
    expect(detail.attrs).toHaveProperty('chrome_target')
    expect(detail.attrs).toHaveProperty('path')
  })

  it('keeps the attrs of a create that names the type, and drops them (201) when it does not', async () => {
    const body = (name: string) => ({
      name,
      category: 'db',
      type: 'mysql',
      attrs: { host: '10.9.9.9', port: 3307, database: 'sales' },
      comment: '',
    })
    const kept = await admin.post(`${APPS}?type=mysql`, body('sales-db'))
    expect(kept.status).toBe(201)
    expect(kept.json.attrs).toEqual({ host: '10.9.9.9', port: 3307, database: 'sales' })
    const dropped = await admin.post(APPS, body('sales-db-2'))
    expect(dropped.status).toBe(201)
    expect(dropped.json.attrs.host).toBeNull()
    expect((await admin.get(`${APPS}${dropped.json.id}/`)).json.attrs.database).toBeNull()
  })
})

describe("A2: a ticket's meta dates", () => {
  it('are wall-clock times with no offset; sign-in confirmations in UTC', async () => {
    const assetTicket = ((await admin.get('/api/v1/tickets/tickets/?type=apply_asset')).json as R[])[0]
    expect((await admin.get(`/api/v1/tickets/tickets/${assetTicket.id}/`)).json.meta.apply_date_start).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    )
    const login = ((await admin.get('/api/v1/tickets/tickets/?type=login_confirm')).json as R[])[0]
    const utc = (await admin.get(`/api/v1/tickets/tickets/${login.id}/`, { headers: { 'X-TZ': 'UTC' } })).json.meta.apply_login_datetime
    const shanghai = (await admin.get(`/api/v1/tickets/tickets/${login.id}/`, { headers: { 'X-TZ': 'Asia/Shanghai' } })).json.meta
      .apply_login_datetime
    expect(utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(shanghai).toBe(utc)
  })

  it('lists tickets with meta {} unless the query names the type', async () => {
    expect(((await admin.get('/api/v1/tickets/tickets/')).json as R[]).every((t) => JSON.stringify(t.meta) === '{}')).toBe(true)
    expect(((await admin.get('/api/v1/tickets/tickets/?type=apply_asset')).json as R[]).every((t) => 'apply_assets' in t.meta)).toBe(true)
  })

  it('refuses request dates in any other form than the UTC `toISOString()` one', async () => {
    const r = await user.post('/api/v1/tickets/tickets/open/?type=apply_asset', {
      title: 'x',
      type: 'apply_asset',
      org_id: '00000000-0000-0000-0000-000000000002',
      meta: {
        apply_assets: [],
        apply_system_users: [],
        apply_actions: ['all'],
        apply_date_start: '2026/01/01 00:00:00 +0800',
        apply_date_expired: '2099-01-01T00:00:00.000Z',
      },
    })
    expect(r.status).toBe(400)
    expect(r.json.meta.apply_date_start).toBeDefined()
  })
})

describe('A3: relation changes in the operation log', () => {
  it('are rows with action add or remove, which the choices (and the filter) do not list', async () => {
    const rows = (await admin.get('/api/v1/audits/operate-logs/')).json as R[]
    expect(rows.some((r) => r.action === 'add')).toBe(true)
    expect(rows.some((r) => r.action === 'remove')).toBe(true)
    const meta = (await admin.options('/api/v1/audits/operate-logs/')).json
    expect(meta.actions.GET.action.choices.map((c: R) => c.value)).toEqual(['create', 'update', 'delete'])
  })
})

describe('A4–A6: fields the server leaves out or answers null', () => {
  it('never puts system_or_org_role in a user, yet filters on it', async () => {
    const users = (await admin.get('/api/v1/users/users/')).json as R[]
    expect(users.some((u) => 'system_or_org_role' in u)).toBe(false)
    expect((await admin.get(`/api/v1/users/users/${users[0].id}/`)).json).not.toHaveProperty('system_or_org_role')
    expect((await admin.get('/api/v1/users/profile/')).json).not.toHaveProperty('system_or_org_role')
    const orgAdmins = (await admin.get('/api/v1/users/users/?system_or_org_role=org_admin')).json as R[]
    expect(orgAdmins.map((u) => u.username)).toContain('orgadmin')
    expect(orgAdmins.map((u) => u.username)).not.toContain('user')
  })

  it('leaves domain_display out of an asset without a domain', async () => {
    const assets = (await admin.get('/api/v1/assets/assets/')).json as R[]
    const without = assets.filter((a) => !a.domain)
    const withDomain = assets.filter((a) => a.domain)
    expect(without.length).toBeGreaterThan(0)
    expect(withDomain.length).toBeGreaterThan(0)
    expect(without.every((a) => !('domain_display' in a))).toBe(true)
    expect(withDomain.every((a) => typeof a.domain_display === 'string' && a.domain_display)).toBe(true)
  })

  it('answers login_confirm_settings null for a user without a confirmation setting', async () => {
    const me = (await user.get('/api/v1/users/profile/')).json
    expect((await admin.get(`/api/v1/users/users/${me.id}/`)).json.login_confirm_settings).toBeNull()
    const reviewer = (await admin.get('/api/v1/users/profile/')).json.id
    expect(
      (await admin.put(`/api/v1/authentication/login-confirm-settings/${me.id}/`, { reviewers: [reviewer], is_active: true })).status,
    ).toBe(200)
    expect((await admin.get(`/api/v1/users/users/${me.id}/`)).json.login_confirm_settings).toEqual([reviewer])
  })
})

describe('A7: the favourites pseudo-node', () => {
  it('comes first in my nodes and my trees, and holds the granted assets I marked', async () => {
    const nodes = (await user.get('/api/v1/perms/users/nodes/')).json as R[]
    expect(nodes[0]).toMatchObject({ id: 'favorite', key: 'favorite', org_id: '' })
    const before = ((await user.get('/api/v1/perms/users/nodes/favorite/assets/')).json as R[]).map((a) => a.id)
    expect(nodes[0].assets_amount).toBe(before.length)
    const mine = ((await user.get('/api/v1/perms/users/assets/')).json as R[]).find((a) => !before.includes(a.id))!
    expect((await user.post('/api/v1/assets/favorite-assets/', { asset: mine.id })).status).toBe(201)
    const after = [...before, mine.id].sort()
    expect(((await user.get('/api/v1/perms/users/nodes/')).json as R[])[0].assets_amount).toBe(after.length)
    const tree = (await user.get('/api/v1/perms/users/nodes/children/tree/')).json as R[]
    expect(tree[0]).toMatchObject({ id: 'favorite', pId: '', isParent: true, meta: { data: { id: 'favorite', key: 'favorite' } } })
    expect(String(tree[0].name)).toMatch(new RegExp(`\\(${after.length}\\)$`))
    expect((await user.get('/api/v1/perms/users/nodes/children/tree/?key=favorite')).json).toEqual([])
    const withAssets = (await user.get('/api/v1/perms/users/nodes-with-assets/tree/')).json as R[]
    expect(withAssets[0].id).toBe('favorite')
    expect(
      withAssets
        .slice(1, 1 + after.length)
        .map((n) => n.id)
        .sort(),
    ).toEqual(after)
    expect(withAssets.slice(1, 1 + after.length).every((n) => n.pId === 'favorite' && n.meta.type === 'asset')).toBe(true)
    expect(((await user.get('/api/v1/perms/users/nodes/favorite/assets/')).json as R[]).map((a) => a.id).sort()).toEqual(after)
    const me = (await user.get('/api/v1/users/profile/')).json.id
    expect(((await admin.get(`/api/v1/perms/users/${me}/nodes/favorite/assets/`)).json as R[]).map((a) => a.id).sort()).toEqual(after)
    expect(((await admin.get(`/api/v1/perms/users/${me}/nodes/children/tree/`)).json as R[])[0].id).toBe('favorite')
  })

  it("is not part of a user group's tree", async () => {
    const groups = (await admin.get('/api/v1/users/groups/')).json as R[]
    for (const g of groups.slice(0, 3)) {
      expect(
        ((await admin.get(`/api/v1/perms/user-groups/${g.id}/nodes/children/tree/`)).json as R[]).some((n) => n.id === 'favorite'),
      ).toBe(false)
    }
  })

  it("lists a user's or group's granted assets under a node (the administrators' granted-assets tabs)", async () => {
    const me = (await user.get('/api/v1/users/profile/')).json.id
    const tree = (await admin.get(`/api/v1/perms/users/${me}/nodes/children/tree/`)).json as R[]
    const node = tree.find((n) => n.id !== 'favorite')!
    const under = await admin.get(`/api/v1/perms/users/${me}/nodes/${node.meta.data.id}/assets/`)
    expect(under.status).toBe(200)
    expect(Array.isArray(under.json)).toBe(true)
    expect((await admin.get(`/api/v1/perms/users/${me}/nodes/00000000-0000-0000-0000-0000000000ff/assets/`)).status).toBe(404)
  })
})

describe('A8: commands are read per command storage', () => {
  it('answers 404 without a storage, 400 for one that cannot be reached, the rows with a valid one', async () => {
    const none = await admin.get('/api/v1/terminal/commands/?limit=5')
    expect(none.status).toBe(404)
    expect(none.json.code).toBe('object_does_not_exist')
    const storages = (await admin.get('/api/v1/terminal/command-storages/')).json as R[]
    const local = storages.find((s) => s.type === 'server')!
    const ok = await admin.get(`/api/v1/terminal/commands/?limit=5&command_storage_id=${local.id}`)
    expect(ok.status).toBe(200)
    expect(ok.json.count).toBeGreaterThan(0)
    const tree = (await admin.get('/api/v1/terminal/command-storages/tree/')).json as R[]
    const broken = tree.find((n) => n.valid === false)
    expect(broken).toBeDefined()
    const refused = await admin.get(`/api/v1/terminal/commands/?command_storage_id=${broken!.id}`)
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('storage_invalid')
  })

  it("merges a session's commands without a storage", async () => {
    const storages = (await admin.get('/api/v1/terminal/command-storages/')).json as R[]
    const one = (await admin.get(`/api/v1/terminal/commands/?limit=1&command_storage_id=${storages.find((s) => s.type === 'server')!.id}`))
      .json.results[0]
    const rows = await admin.get(`/api/v1/terminal/commands/?session_id=${one.session}`)
    expect(rows.status).toBe(200)
    expect((rows.json as R[]).every((c) => c.session === one.session)).toBe(true)
  })
})

describe('login ACLs are read per user', () => {
  it('answers 403 to a list or detail read without ?user= of a member', async () => {
    expect((await admin.get('/api/v1/acls/login-acls/')).status).toBe(403)
    const users = (await admin.get('/api/v1/users/users/')).json as R[]
    let found: R | undefined
    for (const u of users) {
      const acls = (await admin.get(`/api/v1/acls/login-acls/?user=${u.id}`)).json as R[]
      if (acls.length) found = { user: u.id, acl: acls[0] }
      if (found) break
    }
    expect(found).toBeDefined()
    expect(found!.acl.user).toBe(found!.user)
    expect((await admin.get(`/api/v1/acls/login-acls/${found!.acl.id}/`)).status).toBe(403)
    expect((await admin.get(`/api/v1/acls/login-acls/${found!.acl.id}/?user=${found!.user}`)).status).toBe(200)
  })
})
