// @vitest-environment node
// What the user area reads, as JumpServer v2.14.2 answers it (checked against a running server): the granted tree
// level by level with the favourites pseudo-node first, favourites added and removed by `?asset=`, and the user's own
// batch command runs from every organisation, with their output and task log.
import { describe, expect, it } from 'vitest'
import { createMock } from '../app'
import { taskLog } from '../engine/sockets'
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

type Node = { id: string; name: string; pId: string; open: boolean; meta: { type: string; data: { id: string; key: string } } }
type Run = { id: string; command: string; result: Record<string, unknown>; is_finished: boolean; log_url: string; hosts: string[] }

describe('the granted tree (ROUTE-UA-01)', () => {
  it('ROUTE-UA-01: the top level is the favourites pseudo-node then the granted roots, open; a root gives its children with its key', async () => {
    const top = (await user.get('/api/v1/perms/users/nodes/children/tree/')).json as Node[]
    expect(top[0]).toMatchObject({
      id: 'favorite',
      pId: '',
      open: false,
      meta: { type: 'node', data: { id: 'favorite', key: 'favorite' } },
    })
    const roots = top.slice(1)
    expect(roots.length).toBeGreaterThan(0)
    // the top level only: no node below a root comes without asking
    for (const r of roots) expect(r).toMatchObject({ pId: '', open: true })
    const children = (await user.get(`/api/v1/perms/users/nodes/children/tree/?key=${roots[0].id}`)).json as Node[]
    expect(children.length).toBeGreaterThan(0)
    for (const c of children) expect(c).toMatchObject({ pId: roots[0].id, open: false })
    // the pseudo-node has no child nodes
    expect((await user.get('/api/v1/perms/users/nodes/children/tree/?key=favorite')).json).toEqual([])
  })

  it("ROUTE-UA-01: a favourite added counts in the pseudo-node's name and lists under it; removed by ?asset= it leaves both", async () => {
    const count = async () =>
      Number(/\((\d+)\)$/.exec(((await user.get('/api/v1/perms/users/nodes/children/tree/')).json as Node[])[0].name)?.[1])
    const favorites = async () =>
      ((await user.get('/api/v1/perms/users/nodes/favorite/assets/')).json as Array<{ id: string }>).map((a) => a.id)
    const before = await count()
    const mine = await favorites()
    const granted = (await user.get('/api/v1/perms/users/assets/')).json as Array<{ id: string }>
    const asset = granted.find((a) => !mine.includes(a.id))!.id
    expect((await user.post('/api/v1/assets/favorite-assets/', { asset })).status).toBe(201)
    // twice is refused: user and asset are unique together
    expect((await user.post('/api/v1/assets/favorite-assets/', { asset })).status).toBe(400)
    expect(await count()).toBe(before + 1)
    expect(await favorites()).toContain(asset)
    expect((await user.delete(`/api/v1/assets/favorite-assets/?asset=${asset}`)).status).toBe(204)
    expect(await count()).toBe(before)
    expect(await favorites()).not.toContain(asset)
  })
})

describe('my command executions (ROUTE-UA-03)', () => {
  it("ROUTE-UA-03: a user reads their own runs, from every organisation; another user's answers 404", async () => {
    const mine = (await user.get('/api/v1/ops/command-executions/?order=-date_created')).json as Run[]
    const commands = mine.map((r) => r.command)
    // the seeded runs of `user`: every host answered, one host unreachable, a refused command
    expect(commands).toEqual(expect.arrayContaining(['uptime', 'df -h /', 'reboot']))
    const uptime = mine.find((r) => r.command === 'uptime')!
    expect(uptime.is_finished).toBe(true)
    expect(uptime.log_url).toBe(`/api/v1/ops/celery/task/${uptime.id}/log/`)
    for (const out of Object.values(uptime.result)) expect(out).toMatchObject({ cmd: 'uptime', rc: 0, stderr: '' })
    const df = mine.find((r) => r.command === 'df -h /')!
    expect(Object.values(df.result).filter((o) => typeof (o as { err?: unknown }).err === 'string')).toHaveLength(1)
    expect(mine.find((r) => r.command === 'reboot')!.result).toEqual({ error: 'Command `reboot` is forbidden ........' })
    // the same runs whatever the organisation header says (the view works in the root organisation)
    const other = await user.get('/api/v1/ops/command-executions/?order=-date_created', {
      headers: { 'X-JMS-ORG': '00000000-0000-0000-0000-000000000003' },
    })
    expect((other.json as Run[]).map((r) => r.id)).toEqual(mine.map((r) => r.id))
    expect((await user.get(`/api/v1/ops/command-executions/${uptime.id}/`)).json).toMatchObject({ id: uptime.id, command: 'uptime' })
    const adminRuns = (await admin.get('/api/v1/ops/command-executions/')).json as Run[]
    expect(adminRuns.map((r) => r.id)).not.toContain(uptime.id)
    expect((await admin.get(`/api/v1/ops/command-executions/${uptime.id}/`)).status).toBe(404)
  })

  it('ROUTE-UA-03: an ordinary user is refused while batch commands are off', async () => {
    expect((await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_COMMAND_EXECUTION: false })).status).toBe(200)
    try {
      const refused = await user.get('/api/v1/ops/command-executions/')
      expect(refused.status).toBe(403)
      expect(refused.json).toEqual({ detail: 'Command execution disabled', code: 'permission_denied' })
      expect((await user.post('/api/v1/ops/command-executions/', { command: 'id', run_as: 'x', hosts: [] })).status).toBe(403)
    } finally {
      await admin.patch('/api/v1/settings/setting/?category=security', { SECURITY_COMMAND_EXECUTION: true })
    }
    expect((await user.get('/api/v1/ops/command-executions/')).status).toBe(200)
  })
})

describe('the task log of a seeded run (ROUTE-UA-03)', () => {
  it("ROUTE-UA-03: the log the task-log socket streams for a run tells each host's outcome as its result does", () => {
    const mock = createMock({ scale: 'small' })
    const df = mock.state.db.collection('command-executions').find((e) => e.command === 'df -h /')!
    const log = taskLog(mock.state, df.id)
    expect(log).toContain(`Task ops.tasks.run_command_execution[${df.id}] received`)
    expect(log).toContain('$ df -h /')
    for (const [host, out] of Object.entries(df.result as Record<string, { err?: string; stdout?: string }>)) {
      if (out.err) expect(log).toContain(`${host} | FAILED! => \n${out.err}`)
      else expect(log).toContain(`${host} | CHANGED | rc=0 >>\n${out.stdout}`)
    }
  })
})
