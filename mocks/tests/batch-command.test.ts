// @vitest-environment node
// A batch command run of the mock (ROUTE-OPS-02): each host answers what the command prints there, the run stays
// unfinished until its last host has answered, its log comes host by host, and it is listed at once in my command
// executions and in the admins' batch command log. The hosts are checked as the real view checks them.
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { taskLog } from '../engine/sockets'
import { playRun } from '../handlers/batchRun'
import { type Client, serverForFile } from './client'

let srv: RunningServer
let admin: Client
let user: Client
serverForFile(
  (s, a, others) => {
    srv = s
    admin = a
    user = others.user
  },
  ['user'],
)

type Asset = { id: string; hostname: string; protocols: string[]; is_active: boolean }
type Run = { id: string; command: string; result: Record<string, Record<string, unknown>>; is_finished: boolean; hosts: string[] }
const RUNS = '/api/v1/ops/command-executions/'

async function granted(): Promise<{ assets: Asset[]; su: { id: string; username: string } }> {
  const assets = (await user.get('/api/v1/perms/users/assets/')).json as Asset[]
  const sus = (await user.get('/api/v1/perms/system-users-permission/')).json as Array<{ id: string; username: string; protocol: string }>
  return { assets, su: sus.find((s) => s.protocol === 'ssh')! }
}

/** Runs the mock's clock past every run in play, then back. */
async function later<T>(read: () => Promise<T>): Promise<T> {
  srv.mock.state.clockOffset += 60_000
  try {
    return await read()
  } finally {
    srv.mock.state.clockOffset -= 60_000
  }
}

describe('a batch command run (ROUTE-OPS-02)', () => {
  it('ROUTE-OPS-02: unfinished at first, listed at once for the user and in the batch command log; then each host has its output', async () => {
    const { assets, su } = await granted()
    const two = assets.filter((a) => a.is_active && a.protocols.some((p) => p.startsWith('ssh/'))).slice(0, 2)
    const created = await user.post(`${RUNS}?rows=24&cols=120`, { hosts: two.map((a) => a.id), run_as: su.id, command: 'hostname' })
    expect(created.status).toBe(201)
    const run = created.json as Run
    expect(run).toMatchObject({ is_finished: false, result: {}, date_finished: null })

    const mine = (await user.get(RUNS)).json as Run[]
    expect(mine.find((r) => r.id === run.id)).toMatchObject({ is_finished: false, result: {} })
    const log = (await admin.get('/api/v1/audits/command-execution-logs/?limit=100', { headers: { 'X-JMS-ORG': 'ROOT' } })).json as {
      results: Array<{ id: string }>
    }
    expect(log.results.some((r) => r.id === run.id)).toBe(true)

    const done = await later(async () => (await user.get(`${RUNS}${run.id}/`)).json as Run)
    expect(done.is_finished).toBe(true)
    expect(Object.keys(done.result).sort()).toEqual(two.map((a) => a.hostname).sort())
    for (const a of two) expect(done.result[a.hostname]).toMatchObject({ cmd: 'hostname', stdout: a.hostname, stderr: '', rc: 0 })
    // it stays finished
    expect(((await user.get(`${RUNS}${run.id}/`)).json as Run).is_finished).toBe(true)
  })

  it('ROUTE-OPS-02: the same command gives the same output; an unknown command is not found; an inactive or non-SSH host is not reached', async () => {
    const { assets, su } = await granted()
    const sshHost = assets.find((a) => a.is_active && a.protocols.some((p) => p.startsWith('ssh/')))!
    const unreachable = assets.find((a) => !a.is_active || !a.protocols.some((p) => p.startsWith('ssh/')))!
    const post = async (command: string, hosts: Asset[]) =>
      ((await user.post(RUNS, { hosts: hosts.map((a) => a.id), run_as: su.id, command })).json as Run).id
    const first = await post('uptime', [sshHost])
    const second = await post('uptime', [sshHost])
    const who = await post('whoami', [sshHost, unreachable])
    const unknown = await post('frobnicate --now', [sshHost])
    const read = (id: string) => later(async () => ((await user.get(`${RUNS}${id}/`)).json as Run).result)
    expect((await read(first))[sshHost.hostname]).toEqual((await read(second))[sshHost.hostname])
    expect(String((await read(first))[sshHost.hostname].stdout)).toMatch(/up \d+ days/)
    const whoResult = await read(who)
    expect(whoResult[sshHost.hostname]).toMatchObject({ stdout: su.username, rc: 0 })
    expect(Object.keys(whoResult[unreachable.hostname])).toEqual(['err'])
    expect((await read(unknown))[sshHost.hostname]).toMatchObject({ stderr: 'bash: frobnicate: command not found', rc: 127, stdout: '' })

    // the log tells each host's outcome, one timed chunk per host after the start
    const chunks = srv.mock.state.db.collection('task-logs').get(who)!.chunks as Array<{ at: number; text: string }>
    expect(chunks.map((c) => c.at)).toEqual([...chunks.map((c) => c.at)].sort((a, b) => a - b))
    expect(chunks[1].text).toContain(`${sshHost.hostname} | CHANGED | rc=0 >>\n${su.username}`)
    expect(chunks[2].text).toContain(`${unreachable.hostname} | FAILED! =>`)
    expect(taskLog(srv.mock.state, who)).toContain('---------- Task end ----------')
  })

  it('ROUTE-OPS-02: an unknown host is a field error of `hosts`, like the serializer answers it', async () => {
    const { su } = await granted()
    const bad = await user.post(RUNS, { hosts: ['00000000-0000-4000-8000-000000000000'], run_as: su.id, command: 'id' })
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ hosts: ['Invalid pk "00000000-0000-4000-8000-000000000000" - object does not exist.'] })
    const empty = await user.post(RUNS, { hosts: [], run_as: su.id, command: '' })
    expect(empty.status).toBe(400)
  })

  it('ROUTE-OPS-02: a host not granted with that system user (when a node is granted with it) is refused with one text', async () => {
    const { assets, su } = await granted()
    const mine = new Set(assets.map((a) => a.id))
    const all = (await admin.get('/api/v1/assets/assets/', { headers: { 'X-JMS-ORG': 'ROOT' } })).json as Asset[]
    const other = all.find((a) => !mine.has(a.id))
    expect(other).toBeDefined()
    const before = ((await user.get(RUNS)).json as Run[]).length
    const refused = await user.post(RUNS, { hosts: [other!.id], run_as: su.id, command: 'id' })
    // the user's permissions grant nodes with that system user, so the node condition applies
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({ hosts: `Not has host ['${other!.id}'] permission` })
    expect(((await user.get(RUNS)).json as Run[]).length).toBe(before)
  })
})

describe('the output the mock makes up', () => {
  it('is plausible for every host: `df -h` uses between 0 and 100 % of a disk, `uptime` has a load', () => {
    const hosts = Array.from({ length: 200 }, (_, i) => ({
      id: `h${i}`,
      hostname: `web-${i}`,
      ip: '10.0.0.1',
      protocols: ['ssh/22'],
      is_active: true,
    }))
    const df = playRun('x', 'df -h', hosts, 'root').result
    for (const h of hosts) {
      const [, root] = String(df[h.hostname].stdout).split('\n')
      const [, size, used, avail, pct] = root.split(/\s+/)
      expect(parseInt(used) + parseInt(avail)).toBe(parseInt(size))
      expect(parseInt(pct)).toBeGreaterThanOrEqual(0)
      expect(parseInt(pct)).toBeLessThanOrEqual(100)
    }
    const up = playRun('y', 'uptime', hosts, 'root').result
    for (const h of hosts)
      expect(String(up[h.hostname].stdout)).toMatch(
        /^ \d\d:\d\d:07 up \d+ days, {2}2 users, {2}load average: \d\.\d\d, \d\.\d\d, \d\.\d\d$/,
      )
  })
})
