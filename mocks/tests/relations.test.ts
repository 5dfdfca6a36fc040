// @vitest-environment node
// Relation fields: ids sent with an object replace its relations (users ↔ groups, permissions ↔ users, groups,
// assets, nodes and system users, system users ↔ nodes, labels and domains ↔ assets, organisations ↔ members), and
// the action routes that add, remove or replace some ids (node assets, change-auth plans).
import { describe, expect, it } from 'vitest'
import { DEFAULT_ORG_ID, ORGADMIN_ID, RND_ORG_ID, USER_ID } from '../seed/ids'
import { type Client, serverForFile } from './client'

let admin: Client
serverForFile((_, a) => {
  admin = a
})

const inOrg = (org: string) => ({ headers: { 'X-JMS-ORG': org } })

async function someAssets(n: number): Promise<Array<{ id: string; nodes: string[] }>> {
  return (await admin.get(`/api/v1/assets/assets/?limit=${n}`)).json.results
}

async function created(path: string, body: unknown, org = DEFAULT_ORG_ID): Promise<{ id: string } & Record<string, unknown>> {
  const r = await admin.request('POST', path, { json: body, ...inOrg(org) })
  expect(r.status, JSON.stringify(r.json)).toBe(201)
  return r.json
}

describe('relation fields saved with their object', () => {
  it("replaces a user's groups in the current organisation only, and a group's users", async () => {
    const d1 = await created('/api/v1/users/groups/', { name: 'rel-d1' })
    const d2 = await created('/api/v1/users/groups/', { name: 'rel-d2', users: [USER_ID] })
    const r1 = await created('/api/v1/users/groups/', { name: 'rel-r1', users: [USER_ID] }, RND_ORG_ID)
    expect(d2.users).toEqual([USER_ID])
    const patched = await admin.request('PATCH', `/api/v1/users/users/${USER_ID}/`, { json: { groups: [d1.id] }, ...inOrg(DEFAULT_ORG_ID) })
    expect(patched.status).toBe(200)
    expect(patched.json.groups).toContain(d1.id)
    expect(patched.json.groups).toContain(r1.id)
    expect(patched.json.groups).not.toContain(d2.id)
    expect((await admin.get(`/api/v1/users/groups/${d2.id}/`)).json.users).toEqual([])

    const group = await admin.patch(`/api/v1/users/groups/${d1.id}/`, { users: [ORGADMIN_ID] })
    expect(group.json).toMatchObject({ users: [ORGADMIN_ID], users_amount: 1 })
    expect((await admin.get(`/api/v1/users/users/${USER_ID}/`)).json.groups).not.toContain(d1.id)
    const rows = (await admin.get(`/api/v1/users/users-groups-relations/?usergroup=${d1.id}`)).json as Array<{ user: string }>
    expect(rows.map((r) => r.user)).toEqual([ORGADMIN_ID])
  })

  it('keeps the relations a create or update does not send, and replaces the ones it sends', async () => {
    const [a1, a2] = await someAssets(2)
    const node = a1.nodes[0]
    const su = (await admin.get('/api/v1/assets/system-users/?limit=1')).json.results[0]
    const perm = await created('/api/v1/perms/asset-permissions/', {
      name: 'rel-perm',
      users: [USER_ID],
      assets: [a1.id],
      nodes: [node],
      system_users: [su.id],
      actions: ['all'],
    })
    expect(perm).toMatchObject({
      users: [USER_ID],
      assets: [a1.id],
      nodes: [node],
      system_users: [su.id],
      users_amount: 1,
      assets_amount: 1,
    })
    const patched = await admin.patch(`/api/v1/perms/asset-permissions/${perm.id}/`, { users: [], assets: [a1.id, a2.id] })
    expect(patched.json).toMatchObject({
      users: [],
      assets: [a1.id, a2.id],
      nodes: [node],
      system_users: [su.id],
      users_amount: 0,
      assets_amount: 2,
    })
    expect((await admin.get(`/api/v1/perms/asset-permissions/${perm.id}/users/all/`)).json).toEqual([])
  })

  it('replaces the nodes of a system user', async () => {
    const [a1, a2] = await someAssets(2)
    const su = await created('/api/v1/assets/system-users/', { name: 'rel-su', username: 'relsu', protocol: 'ssh', nodes: [a1.nodes[0]] })
    expect(su.nodes).toEqual([a1.nodes[0]])
    const other = a2.nodes.find((n) => n !== a1.nodes[0]) ?? a2.nodes[0]
    const patched = await admin.patch(`/api/v1/assets/system-users/${su.id}/`, { nodes: [other] })
    expect(patched.json.nodes).toEqual([other])
    expect((await admin.patch(`/api/v1/assets/system-users/${su.id}/`, { comment: 'kept' })).json.nodes).toEqual([other])
  })

  it('replaces the assets of a label and of a domain (stored on the assets)', async () => {
    const [a1, a2] = await someAssets(2)
    const label = await created('/api/v1/assets/labels/', { name: 'rel-label', value: 'v', assets: [a1.id, a2.id] })
    expect(label.asset_count).toBe(2)
    expect((await admin.get(`/api/v1/assets/assets/${a1.id}/`)).json.labels).toContain(label.id)
    await admin.patch(`/api/v1/assets/labels/${label.id}/`, { assets: [a2.id] })
    expect((await admin.get(`/api/v1/assets/assets/${a1.id}/`)).json.labels).not.toContain(label.id)
    expect((await admin.get(`/api/v1/assets/assets/${a2.id}/`)).json.labels).toContain(label.id)

    const domain = await created('/api/v1/assets/domains/', { name: 'rel-domain', assets: [a1.id] })
    expect(domain).toMatchObject({ assets: [a1.id], asset_count: 1 })
    expect((await admin.get(`/api/v1/assets/assets/${a1.id}/`)).json.domain).toBe(domain.id)
    const moved = await admin.patch(`/api/v1/assets/domains/${domain.id}/`, { assets: [a2.id] })
    expect(moved.json.assets).toEqual([a2.id])
    expect((await admin.get(`/api/v1/assets/assets/${a1.id}/`)).json.domain).toBeNull()
  })

  it('replaces the members of an organisation per role', async () => {
    const org = await created('/api/v1/orgs/orgs/', { name: 'rel-org', users: [USER_ID], admins: [ORGADMIN_ID], auditors: [] })
    const members = async () => {
      const rows = (await admin.get(`/api/v1/orgs/org-member-relation/?org_id=${org.id}`)).json as Array<{ user: string; role: string }>
      return rows.map((m) => `${m.role}:${m.user}`).sort()
    }
    expect(await members()).toEqual([`Admin:${ORGADMIN_ID}`, `User:${USER_ID}`])
    expect((await admin.patch(`/api/v1/orgs/orgs/${org.id}/`, { admins: [], auditors: [ORGADMIN_ID] })).status).toBe(200)
    expect(await members()).toEqual([`Auditor:${ORGADMIN_ID}`, `User:${USER_ID}`])
  })
})

describe('relation action routes', () => {
  it('adds, replaces and removes assets of a node; an asset left without a node goes to the root node', async () => {
    const tree = (await admin.get('/api/v1/assets/nodes/children/tree/')).json as Array<{ meta: { data: { id: string } } }>
    const root = tree[0].meta.data.id
    const node = await created(`/api/v1/assets/nodes/${root}/children/`, { value: 'rel-node' })
    const [asset] = await someAssets(1)
    const nodesOf = async () => (await admin.get(`/api/v1/assets/assets/${asset.id}/`)).json.nodes as string[]
    const before = await nodesOf()
    await admin.put(`/api/v1/assets/nodes/${node.id}/assets/add/`, { assets: [asset.id] })
    expect(await nodesOf()).toEqual([...before.filter((n) => n !== node.id), node.id])
    await admin.put(`/api/v1/assets/nodes/${node.id}/assets/replace/`, { assets: [asset.id] })
    expect(await nodesOf()).toEqual([node.id])
    await admin.put(`/api/v1/assets/nodes/${node.id}/assets/remove/`, { assets: [asset.id] })
    expect(await nodesOf()).toEqual([root])

    const missing = await admin.put(`/api/v1/assets/nodes/${node.id}/assets/add/`, { assets: [asset.id, 'nope'] })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({ assets: ['Invalid pk "nope" - object does not exist.'] })
    expect(await nodesOf()).toEqual([root])
    expect((await admin.put(`/api/v1/assets/nodes/${node.id}/assets/add/`, {})).json).toEqual({ assets: ['This field is required.'] })
  })

  it('adds and removes assets and nodes of a change-auth plan; an unknown action is answered with an error', async () => {
    const plan = (await admin.get('/api/v1/xpack/change-auth-plan/plan/?limit=1')).json.results[0] as {
      id: string
      assets: string[]
      nodes: string[]
    }
    const [a1] = await someAssets(1)
    const get = async () =>
      (await admin.get(`/api/v1/xpack/change-auth-plan/plan/${plan.id}/`)).json as { assets: string[]; nodes: string[] }
    expect((await admin.patch(`/api/v1/xpack/change-auth-plan/plan/${plan.id}/asset/add/`, { assets: [a1.id] })).json).toEqual({
      msg: 'ok',
    })
    expect((await get()).assets).toContain(a1.id)
    await admin.patch(`/api/v1/xpack/change-auth-plan/plan/${plan.id}/asset/remove/`, { assets: [a1.id] })
    expect((await get()).assets).not.toContain(a1.id)
    await admin.patch(`/api/v1/xpack/change-auth-plan/plan/${plan.id}/nodes/?action=add`, { nodes: [a1.nodes[0]] })
    expect((await get()).nodes).toContain(a1.nodes[0])
    const wrong = await admin.patch(`/api/v1/xpack/change-auth-plan/plan/${plan.id}/nodes/?action=move`, { nodes: [a1.nodes[0]] })
    expect(wrong.status).toBe(200)
    expect(wrong.json).toEqual({ error: '"move" is not a valid action' })
  })
})
