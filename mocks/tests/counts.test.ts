// @vitest-environment node
// Every count the mock states agrees with the list it serves for it: walks the rows of every resource with a count
// (amounts, counts, run times, summaries) in every organisation and compares each count with its sub-list, the
// row's own list field, or the list its organisation shows. A count field of the contract that no rule covers
// fails the test, so a new one must say what list it counts. It also checks that no list shows the placeholder
// values a schema-driven seed would make up (`crontab-1`, `plan-01`).
import { describe, expect, it } from 'vitest'
import { type Client, serverForFile } from './client'
import { contract } from '../engine/contract'
import { responseSchemaName } from '../engine/resource'

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

/** What a count counts. */
type Source =
  /** the items of a list field of the same row */
  | { array: string }
  /** the rows a URL lists (`count` of a page, or the length of a bare array) */
  | { url: (row: R, ctx: Walk) => string; where?: (item: R, row: R) => boolean; distinct?: string; sum?: string }

interface Rule {
  /** list path whose rows state the count */
  list: string
  /** count field; `a.b` for a nested one */
  field: string
  source: Source
  /** read the count from the row's detail (fields only the detail serializer has) */
  detail?: boolean
  /** the ordinary user `user` reads the list and the sub-lists (what is granted to them) */
  asUser?: boolean
}

interface Walk {
  org: string
  defaultCommandStorage: string
}

const ROOT_ORG = '00000000-0000-0000-0000-000000000000'
const byId = (field: string) => (item: R, row: R) => item[field] === row.id || (Array.isArray(item[field]) && item[field].includes(row.id))
const succeeded = (flag: string) => (item: R) => item[flag] === true

const RULES: Rule[] = [
  // users
  { list: '/api/v1/users/groups/', field: 'users_amount', source: { array: 'users' } },
  {
    list: '/api/v1/users/groups/',
    field: 'users_amount',
    source: { url: (g) => `/api/v1/users/users-groups-relations/?usergroup=${g.id}` },
  },
  // assets
  { list: '/api/v1/assets/domains/', field: 'asset_count', source: { array: 'assets' } },
  { list: '/api/v1/assets/domains/', field: 'asset_count', source: { url: (d) => `/api/v1/assets/assets/?domain=${d.id}` } },
  { list: '/api/v1/assets/domains/', field: 'gateway_count', source: { url: (d) => `/api/v1/assets/gateways/?domain=${d.id}` } },
  {
    list: '/api/v1/assets/domains/',
    field: 'application_count',
    source: { url: () => '/api/v1/applications/applications/', where: byId('domain') },
  },
  { list: '/api/v1/assets/labels/', field: 'asset_count', source: { array: 'assets' } },
  { list: '/api/v1/assets/labels/', field: 'asset_count', source: { url: () => '/api/v1/assets/assets/', where: byId('labels') } },
  {
    list: '/api/v1/assets/system-users/',
    field: 'assets_amount',
    source: { url: (s) => `/api/v1/assets/system-users-assets-relations/?systemuser=${s.id}` },
  },
  {
    list: '/api/v1/assets/system-users/',
    field: 'assets_amount',
    source: { url: (s) => `/api/v1/assets/assets/?system_users__id=${s.id}` },
  },
  { list: '/api/v1/assets/admin-users/', field: 'assets_amount', source: { url: (s) => `/api/v1/assets/assets/?admin_user=${s.id}` } },
  { list: '/api/v1/acls/login-asset-acls/', field: 'reviewers_amount', source: { array: 'reviewers' } },
  // permissions: the row's lists (the contract routes no GET on the relation lists)
  ...(['users', 'user_groups', 'assets', 'nodes', 'system_users'] as const).map((f): Rule => ({
    list: '/api/v1/perms/asset-permissions/',
    field: `${f}_amount`,
    source: { array: f },
  })),
  ...(['users', 'user_groups', 'applications', 'system_users'] as const).map((f): Rule => ({
    list: '/api/v1/perms/application-permissions/',
    field: `${f}_amount`,
    source: { array: f },
  })),
  // what is granted to a user: a node's amount is what its asset list shows (the favourites included)
  {
    list: '/api/v1/perms/users/nodes/',
    field: 'assets_amount',
    asUser: true,
    source: { url: (n) => `/api/v1/perms/users/nodes/${n.id}/assets/` },
  },
  // sessions, components, the dashboard
  // a component's online sessions are counted in every organisation (the real view reads them in the root org)
  {
    list: '/api/v1/terminal/terminals/',
    field: 'session_online',
    source: { url: (t) => `/api/v1/terminal/sessions/?terminal=${t.id}&is_finished=0&oid=${ROOT_ORG}` },
  },
  { list: '/api/v1/terminal/components/metrics/', field: 'total', source: { url: (m) => `/api/v1/terminal/terminals/?type=${m.type}` } },
  ...(['normal', 'high', 'critical', 'offline'] as const).map((st): Rule => ({
    list: '/api/v1/terminal/components/metrics/',
    field: st,
    source: { url: (m) => `/api/v1/terminal/terminals/?type=${m.type}`, where: (t) => t.status === st },
  })),
  {
    list: '/api/v1/terminal/components/metrics/',
    field: 'session_active',
    source: { url: (m) => `/api/v1/terminal/terminals/?type=${m.type}`, where: (t) => t.status !== 'offline', sum: 'session_online' },
  },
  { list: '/api/v1/index/?total_count=1', field: 'total_count_users', source: { url: () => '/api/v1/users/users/' } },
  { list: '/api/v1/index/?total_count=1', field: 'total_count_assets', source: { url: () => '/api/v1/assets/assets/' } },
  {
    list: '/api/v1/index/?total_count=1',
    field: 'total_count_online_sessions',
    source: { url: () => '/api/v1/terminal/sessions/?is_finished=0' },
  },
  {
    list: '/api/v1/index/?total_count=1',
    field: 'total_count_online_users',
    source: { url: () => '/api/v1/terminal/sessions/?is_finished=0', distinct: 'user_id' },
  },
  {
    list: '/api/v1/terminal/sessions/',
    field: 'command_amount',
    source: { url: (s, w) => `/api/v1/terminal/commands/?session_id=${s.id}&command_storage_id=${w.defaultCommandStorage}` },
  },
  // ops
  { list: '/api/v1/ops/tasks/', field: 'summary.total', source: { url: (t) => `/api/v1/ops/adhoc-executions/?task=${t.id}` } },
  {
    list: '/api/v1/ops/tasks/',
    field: 'summary.success',
    source: { url: (t) => `/api/v1/ops/adhoc-executions/?task=${t.id}`, where: succeeded('is_success') },
  },
  { list: '/api/v1/ops/adhoc/', field: 'run_times', detail: true, source: { url: (a) => `/api/v1/ops/adhoc-executions/?adhoc=${a.id}` } },
  // organisations
  ...(
    [
      ['users_amount', '/api/v1/users/users/'],
      ['groups_amount', '/api/v1/users/groups/'],
      ['assets_amount', '/api/v1/assets/assets/'],
      ['nodes_amount', '/api/v1/assets/nodes/'],
      ['admin_users_amount', '/api/v1/assets/admin-users/'],
      ['system_users_amount', '/api/v1/assets/system-users/?type=common'],
      ['domains_amount', '/api/v1/assets/domains/'],
      ['gateways_amount', '/api/v1/assets/gateways/'],
      ['applications_amount', '/api/v1/applications/applications/'],
      ['asset_perms_amount', '/api/v1/perms/asset-permissions/'],
      ['app_perms_amount', '/api/v1/perms/application-permissions/'],
    ] as const
  ).map(([f, url]): Rule => ({
    list: '/api/v1/orgs/orgs/',
    field: `resource_statistics.${f}`,
    source: { url: (o) => `${url}${url.includes('?') ? '&' : '?'}oid=${o.id}` },
  })),
  // X-Pack
  { list: '/api/v1/xpack/change-auth-plan/plan/', field: 'assets_amount', source: { array: 'assets' } },
  { list: '/api/v1/xpack/change-auth-plan/plan/', field: 'nodes_amount', source: { array: 'nodes' } },
  {
    list: '/api/v1/xpack/change-auth-plan/plan/',
    field: 'run_times',
    source: { url: (p) => `/api/v1/xpack/change-auth-plan/plan-execution/?plan_id=${p.id}` },
  },
  {
    list: '/api/v1/xpack/change-auth-plan/plan-execution/',
    field: 'result_summary.total',
    source: { url: (e) => `/api/v1/xpack/change-auth-plan/plan-execution-subtask/?plan_execution_id=${e.id}` },
  },
  {
    list: '/api/v1/xpack/change-auth-plan/plan-execution/',
    field: 'result_summary.succeed',
    source: {
      url: (e) => `/api/v1/xpack/change-auth-plan/plan-execution-subtask/?plan_execution_id=${e.id}`,
      where: succeeded('is_success'),
    },
  },
  {
    list: '/api/v1/xpack/change-auth-plan/app-plan/',
    field: 'run_times',
    source: { url: (p) => `/api/v1/xpack/change-auth-plan/app-plan-execution/?plan_id=${p.id}` },
  },
  { list: '/api/v1/xpack/change-auth-plan/app-plan-execution/', field: 'apps_amount', source: { array: 'apps_display' } },
  { list: '/api/v1/xpack/change-auth-plan/app-plan-execution/', field: 'system_users_amount', source: { array: 'system_users_display' } },
  {
    list: '/api/v1/xpack/change-auth-plan/app-plan-execution/',
    field: 'result_summary.total',
    source: { url: (e) => `/api/v1/xpack/change-auth-plan/app-plan-execution-subtask/?plan_execution_id=${e.id}` },
  },
  {
    list: '/api/v1/xpack/change-auth-plan/app-plan-execution/',
    field: 'result_summary.succeed',
    source: {
      url: (e) => `/api/v1/xpack/change-auth-plan/app-plan-execution-subtask/?plan_execution_id=${e.id}`,
      where: succeeded('is_success'),
    },
  },
  {
    list: '/api/v1/xpack/gathered-user/tasks/',
    field: 'executed_times',
    source: { url: (t) => `/api/v1/xpack/gathered-user/task-executions/?task=${t.id}` },
  },
  {
    list: '/api/v1/xpack/cloud/sync-instance-tasks/',
    field: 'history_count',
    source: { url: (t) => `/api/v1/xpack/cloud/sync-instance-tasks/${t.id}/history/` },
  },
  {
    list: '/api/v1/xpack/cloud/sync-instance-tasks/',
    field: 'instance_count',
    source: { url: (t) => `/api/v1/xpack/cloud/sync-instance-tasks/${t.id}/instances/` },
  },
]

/**
 * Count fields of the contract that count no list of the mock: a hardware figure, the licence's capacity, the
 * component metrics, the hosts of an ad-hoc run (the version's host list when it ran; its `stat` is checked in
 * platform-shapes.test.ts) and the amounts a change-auth run recorded from its plan (its snapshot).
 */
const NOT_LIST_COUNTS = new Set([
  'Asset.cpu_count',
  'LicenseDetail.asset_count',
  'ComponentMetrics.total',
  'AdHocExecution.hosts_amount',
  'AdHocExecutionExcludeResult.hosts_amount',
  'ChangeAuthPlanExecution.assets_amount',
  'ChangeAuthPlanExecution.nodes_amount',
])
const COUNT_FIELD = /(_amount|_count|^run_times|^executed_times|^history_count|^instance_count)$/

const pick = (row: R, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as R)[k] : undefined), row)

async function rowsOf(path: string, org: string, as: Client = admin): Promise<R[]> {
  const r = await as.get(path, { headers: { 'X-JMS-ORG': org } })
  expect(r.status, `${path} in ${org}`).toBe(200)
  if (Array.isArray(r.json)) return r.json as R[]
  // a page, or one object (the dashboard's figures)
  return (Array.isArray(r.json?.results) ? r.json.results : [r.json]) as R[]
}

describe('counts and the lists they count', () => {
  it('agree for every row of every resource that states a count, in every organisation', async () => {
    const orgs = ((await admin.get('/api/v1/orgs/orgs/')).json as R[]).map((o) => o.id as string)
    const storage = ((await admin.get('/api/v1/terminal/command-storages/?type=server')).json as R[])[0].id as string
    const failures: string[] = []
    let compared = 0
    for (const org of orgs) {
      const walk: Walk = { org, defaultCommandStorage: storage }
      const cache = new Map<string, R[]>()
      const list = async (path: string, as: Client) =>
        cache.get(`${as === user} ${path}`) ??
        (cache.set(`${as === user} ${path}`, await rowsOf(path, org, as)), cache.get(`${as === user} ${path}`)!)
      for (const rule of RULES) {
        const as = rule.asUser ? user : admin
        for (const row of await list(rule.list, as)) {
          const shown = rule.detail ? (await as.get(`${rule.list}${row.id}/`, { headers: { 'X-JMS-ORG': org } })).json : row
          const stated = pick(shown, rule.field)
          let actual: number
          if ('array' in rule.source) {
            const v = pick(shown, rule.source.array)
            actual = Array.isArray(v) ? v.length : Number.NaN
          } else {
            const items = await rowsOf(rule.source.url(row, walk), org, as)
            const { where, distinct, sum } = rule.source
            const kept = where ? items.filter((item) => where(item, row)) : items
            if (sum) actual = kept.reduce((n, item) => n + Number(item[sum]), 0)
            else actual = distinct ? new Set(kept.map((item) => item[distinct])).size : kept.length
          }
          compared++
          if (stated !== actual)
            failures.push(`${rule.list} ${row.id} (${org}) ${rule.field}: states ${String(stated)}, the list has ${actual}`)
        }
      }
    }
    expect(failures).toEqual([])
    expect(compared).toBeGreaterThan(300)
  }, 120000)

  it('has a rule for every count field of the contract', () => {
    const covered = new Set<string>()
    for (const rule of RULES) {
      const schema = responseSchemaName(rule.list)
      covered.add(`${schema}.${rule.field.split('.')[0]}`)
      if (rule.list === '/api/v1/orgs/orgs/') covered.add(`OrganizationResourceStatistics.${rule.field.split('.')[1]}`)
    }
    // the detail serializers state the same counts as their lists
    const detailOf: Record<string, string> = {
      UserDetail: 'User',
      AdHocDetail: 'AdHoc',
      TaskDetail: 'Task',
      OrganizationDetail: 'Organization',
    }
    const missing: string[] = []
    for (const [name, schema] of Object.entries(contract.meta.schemas)) {
      if (/^(Paginated|Patched)|Request$/.test(name)) continue
      for (const field of Object.keys(schema.fields)) {
        if (!COUNT_FIELD.test(field) || NOT_LIST_COUNTS.has(`${name}.${field}`)) continue
        const key = `${detailOf[name] ?? name}.${field}`
        if (!covered.has(key) && !covered.has(`${name}.${field}`)) missing.push(`${name}.${field}`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe("the amounts in the trees' node names", () => {
  /** `value (n)` → n */
  const amountOf = (name: string) => Number(/\((\d+)\)$/.exec(name)?.[1] ?? Number.NaN)

  it("are the sizes of the nodes' asset lists: the admin's node tree and the user's granted tree", async () => {
    const orgs = ((await admin.get('/api/v1/orgs/orgs/')).json as R[]).map((o) => o.id as string)
    const failures: string[] = []
    let compared = 0
    for (const org of orgs) {
      for (const n of await rowsOf('/api/v1/assets/nodes/children/tree/?all=1', org)) {
        const count = (await rowsOf(`/api/v1/assets/assets/?node=${n.meta.data.id}`, org)).length
        compared++
        if (amountOf(n.name) !== count) failures.push(`node tree ${n.name} (${org}): the asset list has ${count}`)
      }
    }
    for (const n of (await rowsOf('/api/v1/perms/users/nodes-with-assets/tree/', orgs[0], user)).filter((x) => x.isParent)) {
      const count = (await rowsOf(`/api/v1/perms/users/nodes/${n.meta.data.id}/assets/`, orgs[0], user)).length
      compared++
      if (amountOf(n.name) !== count) failures.push(`granted tree ${n.name}: the granted asset list has ${count}`)
    }
    expect(failures).toEqual([])
    expect(compared).toBeGreaterThan(20)
  }, 60000)
})

describe('display values', () => {
  it('are real values, not placeholders made of the field name or the resource name and a number', async () => {
    const lists = Object.values(contract.meta.operations).filter((op) => op.method === 'GET' && !!op.list && !op.path.includes('{'))
    const orgs = ((await admin.get('/api/v1/orgs/orgs/')).json as R[]).map((o) => o.id as string)
    const found: string[] = []
    const visit = (where: string, field: string, v: unknown, label: string) => {
      if (typeof v === 'string') {
        if (new RegExp(`^(${field}|${label})-\\d+$`).test(v)) found.push(`${where} ${field}: ${v}`)
      } else if (Array.isArray(v)) v.forEach((x) => visit(where, field, x, label))
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(where, k, x, label)
    }
    for (const org of orgs) {
      for (const op of lists) {
        const r = await admin.get(op.path, { headers: { 'X-JMS-ORG': org } })
        if (r.status !== 200 || !Array.isArray(r.json)) continue
        // the name a schema-driven seed would give a row of this list (`plan-01` for …/plan/)
        const label = op.path.split('/').filter(Boolean).pop()!.replace(/s$/, '')
        for (const row of r.json as R[]) for (const [k, v] of Object.entries(row)) visit(`${op.path} ${row.id}`, k, v, label)
      }
    }
    expect(found).toEqual([])
  }, 120000)
})
