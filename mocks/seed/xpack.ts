// Seed: the X-Pack areas — asset and application change-auth plans with their runs and per-object results,
// gathered-user tasks and their runs, cloud accounts, instance sync tasks with their sync history and the
// instances each run saw. The counts the parent rows show (run times, amounts, result summaries, history and
// instance counts) are computed from these rows by handlers/xpack/resources.ts, so they always agree with the lists.
//
// Its draws come from a PRNG of its own, so that adding rows here leaves every other seeded row as it was.
import type { Row } from '../db/store'
import { Prng } from '../engine/prng'
import { pyStr } from '../engine/transfer'
import { XPACK } from '../handlers/xpack/resources'
import type { AssetSeed } from './assets'
import { DAY, type SeedContext } from './core'
import { DEFAULT_ORG_ID } from './ids'

const CREATOR = 'Administrator(admin)'
/** The symbol set of a generated password when a plan names none. */
export const SYMBOLS = '!#$%&()*+,-.:;<=>?@[]^_~'

interface PlanSpec {
  name: string
  username: string
  strategy: 'custom' | 'random_one' | 'random_all'
  rules: { length: number; symbol_set: string } | null
  periodic: boolean
  interval: number | null
  crontab: string | null
  sshKey: 'add' | 'set' | 'set_jms' | null
  comment: string
  runs: number
}

export function seedXpack(c: SeedContext, a: AssetSeed): void {
  const { anchor, state } = c
  const db = state.db
  const rng = new Prng(state.config.seed ^ 0x7a9c)
  const nodes = db.collection('nodes').all()
  const apps = db.collection('applications').all()
  const coll = (path: string) => db.collection(path.replace(/\{[^}]*\}/g, '{}'))
  const at = (daysAgo: number) => anchor - daysAgo * DAY + rng.int(3600, 80000) * 1000
  const seconds = (lo: number, hi: number) => Math.round(rng.int(lo * 100, hi * 100)) / 100

  /** Assets of a node and of the nodes below it. */
  const underNode = (node: Row) => {
    const key = String(node.key)
    const ids = new Set(nodes.filter((n) => n.key === key || String(n.key).startsWith(`${key}:`)).map((n) => n.id))
    return a.assets.filter((x) => ((x.nodes as string[]) ?? []).some((n) => ids.has(n)))
  }
  /** The smallest non-empty leaf node of an organisation (a plan or task covering a handful of assets). */
  const smallNode = (org: string) =>
    nodes
      .filter((n) => n.org_id === org && String(n.key).includes(':'))
      .map((n) => [n, underNode(n).length] as const)
      .filter(([, k]) => k > 0)
      .sort((x, y) => x[1] - y[1] || String(x[0].key).localeCompare(String(y[0].key)))[0]?.[0]

  // ---- asset change-auth plans ----
  const plans: Row[] = []
  const planExecs: Row[] = []
  const planSubtasks: Row[] = []
  const PLANS: Array<[string, PlanSpec]> = [
    [
      DEFAULT_ORG_ID,
      {
        name: 'Web 服务器每日改密',
        username: 'deploy',
        strategy: 'random_one',
        rules: { length: 30, symbol_set: SYMBOLS },
        periodic: true,
        interval: 24,
        crontab: null,
        sshKey: null,
        comment: '',
        runs: 3,
      },
    ],
    [
      DEFAULT_ORG_ID,
      {
        name: 'db-hosts-weekly',
        username: 'dbadmin',
        strategy: 'custom',
        rules: null,
        periodic: true,
        interval: 24,
        crontab: '0 3 * * 0',
        sshKey: 'add',
        comment: 'Rotate dbadmin every Sunday',
        runs: 2,
      },
    ],
    [
      DEFAULT_ORG_ID,
      {
        name: 'root 季度改密',
        username: 'root',
        strategy: 'random_all',
        rules: { length: 16, symbol_set: '!@#$%^&*' },
        periodic: false,
        interval: null,
        crontab: null,
        sshKey: null,
        comment: '季度安全检查后手动执行',
        runs: 1,
      },
    ],
    [
      DEFAULT_ORG_ID,
      {
        name: 'jenkins-key-rotation',
        username: 'jenkins',
        strategy: 'random_one',
        rules: { length: 20, symbol_set: SYMBOLS },
        periodic: false,
        interval: null,
        crontab: null,
        sshKey: 'set_jms',
        comment: '',
        runs: 0,
      },
    ],
  ]
  for (const org of c.orgs.slice(1)) {
    PLANS.push([
      org,
      {
        name: '测试机 root 改密',
        username: 'root',
        strategy: 'random_one',
        rules: { length: 24, symbol_set: SYMBOLS },
        periodic: true,
        interval: 168,
        crontab: null,
        sshKey: null,
        comment: '',
        runs: 1,
      },
    ])
  }
  PLANS.forEach(([org, p], i) => {
    const orgAssets = a.assets.filter((x) => x.org_id === org && x.protocol === 'ssh')
    const node = i % 2 === 0 ? smallNode(org) : undefined
    const own = rng.sample(orgAssets, i === 1 ? 1 : rng.int(2, 3))
    const created = anchor - rng.int(30, 90) * DAY
    const plan: Row = {
      id: rng.uuid(),
      name: p.name,
      username: p.username,
      is_periodic: p.periodic,
      interval: p.interval,
      crontab: p.crontab,
      password_strategy: p.strategy,
      password_rules: p.rules,
      password: p.strategy === 'custom' ? 'Mock-Pass-2021' : '',
      is_password: true,
      is_ssh_key: p.sshKey !== null,
      ssh_key_strategy: p.sshKey,
      assets: own.map((x) => x.id),
      nodes: node ? [node.id] : [],
      comment: p.comment,
      created_by: CREATOR,
      date_created: created,
      date_updated: created,
      org_id: org,
    }
    plans.push(plan)
    const covered = new Map(own.map((x) => [x.id, x]))
    if (node) for (const x of underNode(node)) covered.set(x.id, x)
    const snapshot = pyStr({
      name: p.name,
      is_periodic: p.periodic,
      interval: p.interval,
      crontab: p.crontab,
      password_strategy: p.strategy,
      username: p.username,
      assets: plan.assets,
      nodes: plan.nodes,
      is_password: true,
      is_ssh_key: plan.is_ssh_key,
      org_id: org,
    })
    for (let k = 0; k < p.runs; k++) {
      const start = at(3 + k * 7)
      const e: Row = {
        id: rng.uuid(),
        plan: plan.id,
        username: p.username,
        assets_amount: (plan.assets as string[]).length,
        nodes_amount: (plan.nodes as string[]).length,
        password_strategy: p.strategy,
        trigger: p.periodic && k > 0 ? 'timing' : 'manual',
        date_start: start,
        date_created: start,
        plan_snapshot: snapshot,
        org_id: org,
      }
      let offset = 0
      for (const x of covered.values()) {
        const ok = x.connectivity !== 'failed' && rng.bool(0.9)
        const took = seconds(1, 6)
        planSubtasks.push({
          id: rng.uuid(),
          username: p.username,
          date_start: start + offset * 1000,
          asset: x.id,
          is_success: ok,
          timedelta: took,
          reason: ok
            ? null
            : rng.pick(['Failed to connect to the host', 'Authentication failed', 'Permission denied (publickey,password).']),
          execution: e.id,
          org_id: org,
        })
        offset += Math.ceil(took)
      }
      e.timedelta = offset + seconds(0, 1)
      planExecs.push(e)
    }
  })
  coll(XPACK.plan).load(plans)
  coll(XPACK.planExecution).load(planExecs)
  coll(XPACK.planSubtask).load(planSubtasks)

  // ---- application change-auth plans ----
  const appPlans: Row[] = []
  const appExecs: Row[] = []
  const appSubtasks: Row[] = []
  const APP_PLANS: Array<[string, string, string, number]> = [
    ['MySQL 生产库改密', 'mysql', 'random_all', 72],
    ['PostgreSQL 分析库改密', 'postgresql', 'random_one', 168],
  ]
  for (const org of c.orgs.slice(0, 2)) {
    APP_PLANS.forEach(([name, type, strategy, interval], i) => {
      if (org !== DEFAULT_ORG_ID && i > 0) return
      const ofType = apps.filter((x) => x.org_id === org && x.type === type)
      const sus = a.systemUsers.filter((s) => s.org_id === org && s.protocol === type && s.type === 'common')
      const created = anchor - rng.int(20, 60) * DAY
      const plan: Row = {
        id: rng.uuid(),
        name: org === DEFAULT_ORG_ID ? name : `${name}（研发）`,
        is_periodic: true,
        interval,
        crontab: null,
        password_strategy: strategy,
        password_rules: { length: 24, symbol_set: '!#$%^&*' },
        password: '',
        category: 'db',
        type,
        apps: ofType.map((x) => x.id),
        system_users: sus.map((s) => s.id),
        comment: '',
        created_by: CREATOR,
        date_created: created,
        date_updated: created,
        org_id: org,
      }
      appPlans.push(plan)
      const appsDisplay = ofType.map((x) => String(x.name))
      const susDisplay = sus.map((s) => `${s.name}(${s.username})`)
      const snapshot = pyStr({
        name: plan.name,
        is_periodic: true,
        interval,
        crontab: null,
        password_strategy: strategy,
        app_ids: plan.apps,
        apps_display: appsDisplay,
        system_user_ids: plan.system_users,
        system_users_display: susDisplay,
        org_id: org,
      })
      for (let k = 0; k < (i === 0 ? 2 : 1); k++) {
        const start = at(2 + k * 3)
        const e: Row = {
          id: rng.uuid(),
          plan: plan.id,
          username: plan.name,
          apps_display: appsDisplay,
          system_users_display: susDisplay,
          password_strategy: strategy,
          trigger: k > 0 ? 'timing' : 'manual',
          date_start: start,
          date_created: start,
          plan_snapshot: snapshot,
          org_id: org,
        }
        let offset = 0
        for (const app of ofType) {
          for (const s of sus) {
            const ok = rng.bool(0.85)
            const took = seconds(0.5, 3)
            appSubtasks.push({
              id: rng.uuid(),
              app: app.id,
              system_user: s.id,
              date_start: start + offset * 1000,
              is_success: ok,
              timedelta: took,
              reason: ok ? null : rng.pick(["Access denied for user 'dba'", 'Connection timed out']),
              execution: e.id,
              org_id: org,
            })
            offset += Math.ceil(took)
          }
        }
        e.timedelta = offset + seconds(0, 1)
        appExecs.push(e)
      }
    })
  }
  coll(XPACK.appPlan).load(appPlans)
  coll(XPACK.appPlanExecution).load(appExecs)
  coll(XPACK.appPlanSubtask).load(appSubtasks)

  // ---- gathered-user tasks ----
  const gatherTasks: Row[] = []
  const gatherExecs: Row[] = []
  const GATHER: Array<[string, string, boolean, number]> = [
    [DEFAULT_ORG_ID, '收集生产节点账号', true, 3],
    [DEFAULT_ORG_ID, 'collect-staging-accounts', false, 1],
    [DEFAULT_ORG_ID, '办公网账号盘点', false, 0],
  ]
  for (const org of c.orgs.slice(1)) GATHER.push([org, '收集研发测试机账号', true, 1])
  for (const [org, name, periodic, runs] of GATHER) {
    const orgNodes = nodes.filter((n) => n.org_id === org && String(n.key).includes(':'))
    const created = anchor - rng.int(20, 80) * DAY
    const task: Row = {
      id: rng.uuid(),
      name,
      nodes: rng.sample(orgNodes, rng.int(1, 2)).map((n) => n.id),
      is_periodic: periodic,
      interval: periodic ? 24 : null,
      crontab: null,
      comment: '',
      created_by: CREATOR,
      date_created: created,
      date_updated: created,
      org_id: org,
    }
    gatherTasks.push(task)
    for (let k = 0; k < runs; k++) {
      const start = at(1 + k)
      gatherExecs.push({
        id: rng.uuid(),
        task: task.id,
        date_start: start,
        timedelta: seconds(4, 40),
        success: rng.bool(0.85),
        date_created: start,
        org_id: org,
      })
    }
  }
  coll(XPACK.gatherTask).load(gatherTasks)
  coll(XPACK.gatherExecution).load(gatherExecs)

  // ---- cloud accounts and instance sync tasks ----
  const accounts: Row[] = []
  const syncTasks: Row[] = []
  const history: Row[] = []
  const instances: Row[] = []
  const account = (org: string, name: string, provider: string, attrs: Record<string, unknown>, validity: boolean, comment = ''): Row => {
    const row: Row = {
      id: rng.uuid(),
      name,
      provider,
      attrs,
      validity,
      comment,
      created_by: CREATOR,
      date_created: anchor - rng.int(40, 120) * DAY,
      org_id: org,
    }
    accounts.push(row)
    return row
  }
  const aliyun = account(
    DEFAULT_ORG_ID,
    '阿里云生产账号',
    'aliyun',
    { access_key_id: 'LTAI5tMockKeyId0001', access_key_secret: 'mock-secret' },
    true,
  )
  const vmware = account(
    DEFAULT_ORG_ID,
    'vcenter-lab',
    'vmware',
    { host: 'vcenter.lab.example.com', port: 443, username: 'administrator@vsphere.local', password: 'mock-secret' },
    false,
    'Lab vCenter',
  )
  account(DEFAULT_ORG_ID, 'aws-global', 'aws_international', { access_key_id: 'AKIAMOCKKEYID0001', access_key_secret: 'mock-secret' }, true)
  const rndCloud = c.orgs[1]
    ? account(c.orgs[1], '腾讯云研发账号', 'qcloud', { access_key_id: 'AKIDMockKeyId0001', access_key_secret: 'mock-secret' }, true)
    : undefined

  const REGION_PREFIX: Record<string, string> = { 'cn-hangzhou': 'bp', 'cn-shanghai': 'uf', 'ap-guangzhou': 'ins' }
  const syncTask = (org: string, name: string, acc: Row, regions: string[], runs: Array<'ok' | 'failed'>): void => {
    const su = a.systemUsers.filter((s) => s.org_id === org && s.type === 'admin')
    const unix = su.find((s) => s.protocol === 'ssh')
    const win = su.find((s) => s.protocol === 'rdp')
    const orgAssets = a.assets.filter((x) => x.org_id === org)
    const node =
      nodes.find((n) => n.org_id === org && n.value === '云上') ?? nodes.find((n) => n.org_id === org && !String(n.key).includes(':'))
    const created = anchor - rng.int(15, 40) * DAY
    const task: Row = {
      id: rng.uuid(),
      name,
      account: acc.id,
      regions,
      hostname_strategy: rng.pick(['instance_name', 'instance_name_partial_ip']),
      node: node?.id ?? null,
      unix_admin_user: unix?.id ?? null,
      windows_admin_user: win?.id ?? null,
      protocols: ['ssh/22', 'rdp/3389'],
      ip_network_segment_group: ['*'],
      is_always_update: false,
      is_periodic: true,
      interval: 24,
      crontab: null,
      comment: '',
      created_by: CREATOR,
      date_created: created,
      org_id: org,
    }
    syncTasks.push(task)
    // the instances the cloud reports: synced as assets on the first good run, seen again on the later ones
    const known = rng.sample(orgAssets, rng.int(2, 4)).map((x, i) => {
      const region = regions[i % regions.length]
      return { asset: x, region, instanceId: `i-${REGION_PREFIX[region] ?? 'x'}${rng.hex(18)}` }
    })
    let first = true
    runs.forEach((outcome, k) => {
      const when = at(runs.length - k)
      const h: Row = {
        id: rng.uuid(),
        task: task.id,
        status: outcome === 'ok' ? 1 : 0,
        reason: outcome === 'ok' ? '-' : rng.pick(['Connection timed out', 'InvalidAccessKeyId.NotFound']),
        date_sync: when,
      }
      const counts = { new: 0, unsync: 0, sync: 0, released: 0 }
      if (outcome === 'ok') {
        const last = k === runs.length - 1
        known.forEach((inst, i) => {
          // new on the first good run, synced on the later ones; the last one was released before the latest run
          const released = last && i === known.length - 1 && known.length > 2
          const status = released ? 3 : first ? 1 : 2
          counts[(['unsync', 'new', 'sync', 'released'] as const)[status]]++
          instances.push({
            id: rng.uuid(),
            task: task.id,
            execution: h.id,
            instance_id: inst.instanceId,
            region: inst.region,
            asset: inst.asset.id,
            status,
            date_sync: when,
          })
        })
        first = false
      }
      h.summary = counts
      history.push(h)
    })
  }
  syncTask(DEFAULT_ORG_ID, '同步杭州 ECS', aliyun, ['cn-hangzhou'], ['ok', 'failed', 'ok', 'ok'])
  syncTask(DEFAULT_ORG_ID, 'vcenter 实验环境', vmware, ['Datacenter'], ['failed', 'failed'])
  if (rndCloud) syncTask(rndCloud.org_id as string, '同步广州 CVM', rndCloud, ['ap-guangzhou'], ['ok'])
  coll(XPACK.cloudAccount).load(accounts)
  coll(XPACK.syncTask).load(syncTasks)
  coll(XPACK.syncHistory).load(history)
  coll(XPACK.syncInstance).load(instances)
}
