// @vitest-environment node
// Answers whose shape or rule the platform (v2.14) fixes and the console depends on: the command-storage tree with
// `valid`, the ops task / ad-hoc / execution shapes, the sign-out page, the suggestion lists for every user and the
// disabled checkboxes of inactive assets in the asset trees.
import { describe, expect, it } from 'vitest'
import { type Client, serverForFile, signedIn } from './client'

type R = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let admin: Client
let base = ''
serverForFile((srv, a) => {
  admin = a
  base = srv.url
})

const countOf = async (c: Client, path: string): Promise<number> => {
  const r = await c.get(`${path}${path.includes('?') ? '&' : '?'}limit=1`)
  expect(r.status, path).toBe(200)
  return r.json.count as number
}

describe('command storage tree', () => {
  it('marks every storage node valid or not, counts the commands of the reachable ones, puts the root last', async () => {
    const tree = (await admin.get('/api/v1/terminal/command-storages/tree/')).json as R[]
    const storages = (await admin.get('/api/v1/terminal/command-storages/')).json as R[]
    expect(tree.at(-1)).toEqual({ id: 'root', name: '命令存储', title: '命令存储', pId: '', isParent: true, open: true })
    const nodes = tree.slice(0, -1)
    expect(nodes.length).toBe(storages.filter((s) => s.name !== 'null').length)
    for (const n of nodes) {
      const s = storages.find((x) => x.id === n.id)!
      expect(n).toMatchObject({ pId: 'root', isParent: false, open: false, title: `${s.name}(${s.type})` })
      expect(typeof n.valid).toBe('boolean')
      if (n.valid) {
        const count = await countOf(admin, `/api/v1/terminal/commands/?command_storage_id=${s.id}`)
        expect(n.name).toBe(`${s.name}(${s.type})(${count})`)
      } else {
        expect(n.name).toBe(`${s.name}(${s.type}) *无效`)
      }
    }
    // reachable storages come before the unreachable ones
    expect(nodes.map((n) => n.valid)).toEqual([...nodes.map((n) => n.valid)].sort((x, y) => Number(y) - Number(x)))
    const local = nodes.find((n) => storages.find((s) => s.id === n.id)?.type === 'server')
    expect(local?.valid).toBe(true)
  })

  it('marks the unreachable Elasticsearch storage invalid, as its connectivity test says', async () => {
    const storages = (await admin.get('/api/v1/terminal/command-storages/')).json as R[]
    const tree = (await admin.get('/api/v1/terminal/command-storages/tree/', { headers: { 'Accept-Language': 'en' } })).json as R[]
    expect(tree.at(-1)?.name).toBe('Command storages')
    let invalid = 0
    for (const s of storages) {
      const test = (await admin.get(`/api/v1/terminal/command-storages/${s.id}/test-connective/`)).json
      const node = tree.find((n) => n.id === s.id)
      expect(node?.valid, s.name).toBe(test.is_valid)
      if (!test.is_valid) {
        invalid++
        expect(node?.name).toBe(`${s.name}(${s.type}) *Invalid`)
      }
    }
    expect(invalid).toBeGreaterThan(0)
  })

  it('applies the command filters of the query to the counts', async () => {
    const storage = ((await admin.get('/api/v1/terminal/command-storages/?type=server')).json as R[])[0]
    const tree = (await admin.get('/api/v1/terminal/command-storages/tree/?risk_level=5')).json as R[]
    const count = await countOf(admin, `/api/v1/terminal/commands/?command_storage_id=${storage.id}&risk_level=5`)
    expect(tree.find((n) => n.id === storage.id)?.name).toBe(`default(server)(${count})`)
  })

  it('answers org auditors (IsOrgAuditor), not ordinary users', async () => {
    expect((await (await signedIn(base, 'auditor')).get('/api/v1/terminal/command-storages/tree/')).status).toBe(200)
    expect((await (await signedIn(base, 'user')).get('/api/v1/terminal/command-storages/tree/')).status).toBe(403)
  })
})

describe('ops tasks, ad-hoc versions and executions', () => {
  const isHostMap = (v: unknown) =>
    !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => !!x && typeof x === 'object')

  it("shows a task's contents as the flat task list of its latest ad-hoc version", async () => {
    const tasks = (await admin.get('/api/v1/ops/tasks/')).json as R[]
    expect(tasks.length).toBeGreaterThan(0)
    for (const t of tasks) {
      const detail = (await admin.get(`/api/v1/ops/tasks/${t.id}/`)).json
      const versions = (await admin.get(`/api/v1/ops/adhoc/?task=${t.id}`)).json as R[]
      const latest = [...versions].sort((x, y) => String(y.date_created).localeCompare(String(x.date_created)))[0]
      expect(detail.contents).toEqual(latest.tasks)
      for (const item of detail.contents) {
        expect(Array.isArray(item)).toBe(false)
        expect(typeof item.name).toBe('string')
        expect(typeof item.action.module).toBe('string')
      }
      expect(t).not.toHaveProperty('contents')
    }
  })

  it('gives host names in last_success and a host → error map in last_failure, and counts them in stat', async () => {
    const runs = (await admin.get('/api/v1/ops/adhoc-executions/')).json as R[]
    expect(runs.some((e) => Object.keys(e.last_failure).length > 0)).toBe(true)
    const hostnames = new Set(((await admin.get('/api/v1/assets/assets/')).json as R[]).map((a) => a.hostname))
    for (const e of runs) {
      expect(e.last_success.every((h: unknown) => typeof h === 'string' && hostnames.has(h))).toBe(true)
      expect(isHostMap(e.last_failure)).toBe(true)
      for (const h of Object.keys(e.last_failure)) expect(hostnames.has(h)).toBe(true)
      expect(e.stat).toEqual({
        total: e.last_success.length + Object.keys(e.last_failure).length,
        success: e.last_success.length,
        failed: Object.keys(e.last_failure).length,
      })
      expect(e.is_success).toBe(Object.keys(e.last_failure).length === 0)
      // JSON dicts of text columns come as Python's str() of the dict; the raw result is never saved
      expect(e.result).toBe('{}')
      expect(e.summary).toMatch(/^\{'contacted': \{.*'dark': \{.*'success': (True|False)\}$/)
      expect(e.task_display).toMatch(/@[0-9a-f-]{36}$/)
    }
  })

  it("shows the task's latest run in task rows, and each version's own latest run in its detail", async () => {
    const tasks = (await admin.get('/api/v1/ops/tasks/')).json as R[]
    for (const t of tasks) {
      const runs = (await admin.get(`/api/v1/ops/adhoc-executions/?task=${t.id}`)).json as R[]
      const latest = runs[0]
      expect(t.latest_execution.id).toBe(latest.id)
      expect(t.latest_execution.last_success).toEqual(latest.last_success)
      expect(t.latest_execution.last_failure).toEqual(latest.last_failure)
      expect(t.latest_execution).not.toHaveProperty('result')
      for (const v of (await admin.get(`/api/v1/ops/adhoc/?task=${t.id}`)).json as R[]) {
        const d = (await admin.get(`/api/v1/ops/adhoc/${v.id}/`)).json
        const own = runs.filter((e) => e.adhoc === v.id)
        expect(d.run_times).toBe(own.length)
        expect(d.latest_execution).toEqual({
          last_success: own[0].last_success,
          last_failure: own[0].last_failure,
          last_run: own[0].short_id,
          timedelta: own[0].timedelta,
          is_finished: own[0].is_finished,
          is_success: own[0].is_success,
        })
        expect(v.options).toBe("{'timeout': 10, 'forks': 10}")
      }
    }
  })

  it('records a run of the latest version: every host of it reached, the task summary one run more', async () => {
    const t = ((await admin.get('/api/v1/ops/tasks/')).json as R[])[0]
    const version = ((await admin.get(`/api/v1/ops/adhoc/?task=${t.id}`)).json as R[])[0]
    const hosts = await Promise.all(
      (version.hosts as string[]).map(async (id) => (await admin.get(`/api/v1/assets/assets/${id}/`)).json.hostname),
    )
    expect((await admin.get(`/api/v1/ops/tasks/${t.id}/run/`)).status).toBe(200)
    const after = (await admin.get(`/api/v1/ops/tasks/${t.id}/`)).json
    expect(after.summary.total).toBe(t.summary.total + 1)
    expect(after.latest_execution.last_success.sort()).toEqual(hosts.sort())
    expect(after.latest_execution.last_failure).toEqual({})
    expect(after.latest_execution.adhoc).toBe(version.id)
  })

  it('narrows versions and runs to a task (and runs to a version); an unknown one answers its 404, as v2.14.2 does', async () => {
    const t = ((await admin.get('/api/v1/ops/tasks/')).json as R[])[0]
    const version = ((await admin.get(`/api/v1/ops/adhoc/?task=${t.id}`)).json as R[])[0]
    const runs = (await admin.get(`/api/v1/ops/adhoc-executions/?adhoc=${version.id}`)).json as R[]
    expect(runs.every((e) => e.adhoc === version.id && e.task === t.id)).toBe(true)
    const unknown = '11111111-1111-4111-8111-111111111111'
    for (const [path, model] of [
      [`/api/v1/ops/adhoc/?task=${unknown}`, 'Task'],
      [`/api/v1/ops/adhoc-executions/?task=${unknown}`, 'Task'],
      [`/api/v1/ops/adhoc-executions/?adhoc=${unknown}`, 'AdHoc'],
    ]) {
      const r = await admin.get(path)
      expect(r.status, path).toBe(404)
      expect(r.json).toEqual({ detail: `${model} object does not exist.`, code: 'object_does_not_exist' })
    }
  })
})

describe('sign-out', () => {
  it('ends the session and shows the signed-out page, which goes on to the sign-in page', async () => {
    const c = await signedIn(base, 'user')
    const r = await c.get('/core/auth/logout/')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/html')
    expect(r.text).toContain('<meta http-equiv="refresh" content="3;url=../login/">')
    expect(r.text).toContain('href="../login/"')
    expect(r.text).toContain('已退出登录')
    expect(r.headers.getSetCookie().some((x) => /^sessionid=;.*Max-Age=0/i.test(x))).toBe(true)
    expect((await c.get('/api/v1/users/profile/')).status).toBe(401)
  })

  it('never leaves for an address the caller names (no open redirect)', async () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/ui/dashboard']) {
      const c = await signedIn(base, 'user')
      const r = await c.get(`/core/auth/logout/?next=${encodeURIComponent(next)}`, { headers: { 'Accept-Language': 'en' } })
      expect(r.status).toBe(200)
      expect(r.headers.get('location')).toBeNull()
      expect(r.text).not.toContain('evil.example')
      expect(r.text).not.toContain('/ui/dashboard')
      expect(r.text).toContain('Signed out')
    }
  })
})

describe('suggestions', () => {
  const LISTS = ['/api/v1/assets/assets/', '/api/v1/assets/system-users/', '/api/v1/applications/applications/']

  it('answers any signed-in user with the first ten rows of the organisation, as the admin gets them', async () => {
    const user = await signedIn(base, 'user')
    for (const list of LISTS) {
      expect((await user.get(list)).status, list).toBe(403)
      const mine = await user.get(`${list}suggestions/`)
      expect(mine.status, list).toBe(200)
      const theirs = (await admin.get(`${list}suggestions/`)).json as R[]
      expect(mine.json.length).toBeLessThanOrEqual(10)
      expect((mine.json as R[]).map((x) => x.id)).toEqual(theirs.map((x) => x.id))
      const page = await user.get(`${list}suggestions/?limit=3`)
      expect(page.json.count).toBe(theirs.length)
      expect(page.json.results).toHaveLength(Math.min(3, theirs.length))
    }
  })

  it('refuses anonymous calls', async () => {
    for (const list of LISTS) expect((await fetch(`${base}${list}suggestions/`)).status).toBe(401)
  })
})

describe('asset leaves of the trees', () => {
  const leaves = (tree: R[]) => tree.filter((n) => n.meta?.type === 'asset')

  it('disable the checkbox of inactive assets (chkDisabled) and use the platform icon', async () => {
    const user = await signedIn(base, 'user')
    const assets = new Map(((await admin.get('/api/v1/assets/assets/')).json as R[]).map((a) => [a.id, a]))
    const granted = (await user.get('/api/v1/perms/users/nodes-with-assets/tree/')).json as R[]
    // the admin's tree of the nodes those leaves hang under (node keys, not the pseudo-nodes of the user's tree)
    const keys = [...new Set(leaves(granted).map((l) => String(l.pId)))].filter((k) => /^\d+(:\d+)*$/.test(k))
    const trees = [
      granted,
      ...(await Promise.all(keys.map(async (k) => (await admin.get(`/api/v1/assets/nodes/children/tree/?assets=1&key=${k}`)).json as R[]))),
    ]
    expect(leaves(granted).length).toBeGreaterThan(0)
    let inactive = 0
    for (const tree of trees) {
      for (const leaf of leaves(tree)) {
        const a = assets.get(leaf.id)!
        expect(leaf.chkDisabled, a.hostname).toBe(!a.is_active)
        if (!a.is_active) inactive++
        expect(['windows', 'linux', 'file']).toContain(leaf.iconSkin)
      }
    }
    expect(inactive).toBeGreaterThan(0)
  })

  it('follow a change of the asset', async () => {
    const user = await signedIn(base, 'user')
    const leaf = leaves((await user.get('/api/v1/perms/users/nodes-with-assets/tree/')).json as R[]).find((l) => !l.chkDisabled)!
    expect((await admin.patch(`/api/v1/assets/assets/${leaf.id}/`, { is_active: false })).status).toBe(200)
    const again = leaves((await user.get('/api/v1/perms/users/nodes-with-assets/tree/')).json as R[]).find((l) => l.id === leaf.id)
    expect(again?.chkDisabled).toBe(true)
    expect((await admin.patch(`/api/v1/assets/assets/${leaf.id}/`, { is_active: true })).status).toBe(200)
  })
})
