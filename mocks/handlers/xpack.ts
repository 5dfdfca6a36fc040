// X-Pack (closed source upstream; shapes follow the contract, which infers them from the console): licence,
// interface settings, and the action routes of change-auth-plan, cloud sync and gathered-user tasks. Their lists
// and details are served by the generic engine, with the values it cannot know computed here: the counts of their
// sub-lists (run times, result summaries, history and instance counts) and the periodic displays.
import type { Row } from '../db/store'
import { contract } from '../engine/contract'
import { render, successSchema } from '../engine/crud'
import { type Ctx, detail, empty, json, notFound } from '../engine/http'
import { listResponse, queryRows } from '../engine/list'
import { on } from '../engine/pipeline'
import { defineResource, modelFromSchema, responseSchemaName, schemaOf, type ResourceDef } from '../engine/resource'
import { choiceLabel } from '../engine/schema'
import { formatDatetime } from '../engine/time'
import { recordTask } from './tasks'

/** List paths of the X-Pack resources (their collections are named after them, `{id}` written `{}`). */
export const XPACK = {
  plan: '/api/v1/xpack/change-auth-plan/plan/',
  planExecution: '/api/v1/xpack/change-auth-plan/plan-execution/',
  planSubtask: '/api/v1/xpack/change-auth-plan/plan-execution-subtask/',
  appPlan: '/api/v1/xpack/change-auth-plan/app-plan/',
  appPlanExecution: '/api/v1/xpack/change-auth-plan/app-plan-execution/',
  appPlanSubtask: '/api/v1/xpack/change-auth-plan/app-plan-execution-subtask/',
  gatherTask: '/api/v1/xpack/gathered-user/tasks/',
  gatherExecution: '/api/v1/xpack/gathered-user/task-executions/',
  cloudAccount: '/api/v1/xpack/cloud/accounts/',
  syncTask: '/api/v1/xpack/cloud/sync-instance-tasks/',
  syncHistory: '/api/v1/xpack/cloud/sync-instance-tasks/{}/history/',
  syncInstance: '/api/v1/xpack/cloud/sync-instance-tasks/{}/instances/',
} as const

/** `periodic_display`: "-" when not periodic, else the crontab or the interval in hours. */
function periodicDisplay(row: Row, ctx: Ctx): string {
  if (!row.is_periodic) return '-'
  const zh = ctx.lang === 'zh'
  if (row.crontab) return `${zh ? '定期执行' : 'Regularly perform'} ( ${row.crontab} )`
  return `${zh ? '周期执行' : 'Cycle perform'} ( ${row.interval ?? 24} h )`
}

/** Rows of a collection whose `field` is `id`. */
function rowsWith(ctx: Ctx, collection: string, field: string, id: string): Row[] {
  return ctx.state.db.collection(collection).all().filter((r) => r[field] === id)
}

/** `result_summary` of a change-auth run: its per-asset (per-account) results. */
function resultSummary(subtasks: Row[]): { total: number; succeed: number; failed: number } {
  const succeed = subtasks.filter((t) => t.is_success).length
  return { total: subtasks.length, succeed, failed: subtasks.length - succeed }
}

/** The label of a password strategy in the request's language (a run shows the one of its plan snapshot). */
function strategyLabel(ctx: Ctx, value: unknown): string | null {
  if (value === null || value === undefined) return null
  return choiceLabel(contract.schema('ChangeAuthPlan')?.fields.password_strategy, value, ctx.lang)
}

/** The X-Pack resources with the values the generic engine cannot know: counts of their sub-lists, displays. */
function registerXpackResources(): void {
  // model name, org scope and name uniqueness as the generic engine derives them from the contract
  const xpack = (def: Omit<ResourceDef, 'collection' | 'model' | 'orgScoped'>) => {
    const schemaName = responseSchemaName(def.path)
    const schema = schemaOf(schemaName)
    return defineResource({
      model: schemaName ? modelFromSchema(schemaName) : 'Object',
      orgScoped: !!schema?.orgResource,
      unique: schema?.fields.name && !schema.fields.name.readOnly ? [['name']] : undefined,
      ...def,
      collection: def.path.replace(/\{[^}]*\}/g, '{}'),
    })
  }
  xpack({
    path: XPACK.plan,
    defaultOrder: ['name'],
    compute: (row, ctx) => ({
      assets_amount: ((row.assets as string[]) ?? []).length,
      nodes_amount: ((row.nodes as string[]) ?? []).length,
      run_times: rowsWith(ctx, XPACK.planExecution, 'plan', row.id).length,
      periodic_display: periodicDisplay(row, ctx),
    }),
  })
  xpack({
    path: XPACK.planExecution,
    defaultOrder: ['-date_start'],
    compute: (row, ctx) => ({
      result_summary: resultSummary(rowsWith(ctx, XPACK.planSubtask, 'execution', row.id)),
      password_strategy_display: strategyLabel(ctx, row.password_strategy),
    }),
    filters: { plan_id: (row, v) => row.plan === v },
  })
  xpack({
    path: XPACK.planSubtask,
    defaultOrder: ['-date_start'],
    compute: (row, ctx) => {
      const a = ctx.state.db.collection('assets').get(String(row.asset))
      return { asset_info: { id: String(row.asset ?? ''), hostname: String(a?.hostname ?? '') } }
    },
    filters: { plan_execution_id: (row, v) => row.execution === v },
  })
  xpack({
    path: XPACK.appPlan,
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const sus = ctx.state.db.collection('system-users')
      return {
        run_times: rowsWith(ctx, XPACK.appPlanExecution, 'plan', row.id).length,
        periodic_display: periodicDisplay(row, ctx),
        systemuser_display: ((row.system_users as string[]) ?? []).map((id) => String(sus.get(id)?.username ?? '')).filter(Boolean).join(', '),
      }
    },
  })
  xpack({
    path: XPACK.appPlanExecution,
    defaultOrder: ['-date_start'],
    compute: (row, ctx) => ({
      apps_amount: ((row.apps_display as string[]) ?? []).length,
      system_users_amount: ((row.system_users_display as string[]) ?? []).length,
      result_summary: resultSummary(rowsWith(ctx, XPACK.appPlanSubtask, 'execution', row.id)),
      password_strategy_display: strategyLabel(ctx, row.password_strategy),
    }),
    filters: { plan_id: (row, v) => row.plan === v },
  })
  xpack({
    path: XPACK.appPlanSubtask,
    defaultOrder: ['-date_start'],
    filters: { plan_execution_id: (row, v) => row.execution === v },
  })
  xpack({
    path: XPACK.gatherTask,
    defaultOrder: ['name'],
    compute: (row, ctx) => ({
      executed_times: rowsWith(ctx, XPACK.gatherExecution, 'task', row.id).length,
      periodic_display: periodicDisplay(row, ctx),
    }),
  })
  xpack({ path: XPACK.gatherExecution, defaultOrder: ['-date_start'] })
  xpack({ path: XPACK.cloudAccount, defaultOrder: ['name'] })
  xpack({
    path: XPACK.syncTask,
    defaultOrder: ['name'],
    compute: (row, ctx) => {
      const runs = rowsWith(ctx, XPACK.syncHistory, 'task', row.id)
      const admin = (id: unknown) => (id ? String(ctx.state.db.collection('system-users').get(String(id))?.name ?? '') : null)
      return {
        history_count: runs.length,
        instance_count: rowsWith(ctx, XPACK.syncInstance, 'task', row.id).length,
        date_last_sync: runs.reduce<number | null>((m, h) => Math.max(m ?? 0, Number(h.date_sync)), null),
        periodic_display: periodicDisplay(row, ctx),
        unix_admin_user_display: admin(row.unix_admin_user),
        windows_admin_user_display: admin(row.windows_admin_user),
      }
    },
  })
  xpack({ path: `${XPACK.syncTask}{id}/history/`, parentField: 'task', defaultOrder: ['-date_sync'] })
  xpack({
    path: `${XPACK.syncTask}{id}/instances/`,
    parentField: 'task',
    defaultOrder: ['-date_sync'],
    compute: (row, ctx) => ({ asset_display: row.asset ? String(ctx.state.db.collection('assets').get(String(row.asset))?.hostname ?? '') : null }),
    filters: { asset__hostname: (row, v, ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.hostname === v },
  })
}

const NO_SLASH = { permission: ['IsSuperUser'] }

export function registerXpack(): void {
  registerXpackResources()
  const license = (ctx: Ctx) => {
    if (!ctx.state.config.license) return { is_valid: false, subscription_id: '', corporation: '', date_expired: '', expired: '', asset_count: 0, edition: '' }
    const exp = ctx.state.now() + 365 * 86400000
    const d = formatDatetime(exp, ctx.tz).slice(0, 10).replace(/\//g, '-')
    return { is_valid: true, subscription_id: 'MOCK-0000-2021', corporation: 'Example Corp.', date_expired: d, expired: d, asset_count: 20000, edition: 'Enterprise' }
  }
  on('GET', '/api/v1/xpack/license/detail', (ctx) => {
    const schema = successSchema(ctx.op)
    return json(ctx, schema ? render(ctx, null, schema, { id: 'license', ...license(ctx) }) : license(ctx))
  }, NO_SLASH)
  on('POST', '/api/v1/xpack/license/import', async (ctx) => {
    await ctx.rawBody()
    ctx.state.config.license = true
    ctx.state.changed()
    return json(ctx, { status: true, msg: 'License import successfully' })
  }, NO_SLASH)

  const interfaceDefaults = () => ({ login_title: 'Welcome to the Bastion Console', login_image: '/static/img/login_image.jpg', favicon: '/static/img/facio.ico', logo_index: '/static/img/logo_text.png', logo_logout: '/static/img/logo.png' })
  on('GET', '/api/v1/xpack/interface/setting', (ctx) => {
    if (!ctx.state.config.license) throw detail(403, 'You do not have permission to perform this action.', 'permission_denied')
    return json(ctx, { ...interfaceDefaults(), ...((ctx.state.settings.__interface as object) ?? {}) })
  }, NO_SLASH)
  for (const m of ['PUT', 'PATCH', 'POST']) {
    on(m, '/api/v1/xpack/interface/setting', async (ctx) => {
      const body = (await ctx.body()) as Record<string, unknown>
      const cur = { ...interfaceDefaults(), ...((ctx.state.settings.__interface as object) ?? {}) } as Record<string, unknown>
      for (const k of Object.keys(interfaceDefaults())) if (typeof body?.[k] === 'string') cur[k] = body[k]
      ctx.state.settings.__interface = cur
      if (typeof body?.login_title === 'string') ctx.state.settings.LOGIN_TITLE = body.login_title
      ctx.state.changed()
      return json(ctx, cur)
    }, NO_SLASH)
  }
  for (const m of ['GET', 'POST']) {
    on(m, '/api/v1/xpack/interface/restore', (ctx) => {
      delete ctx.state.settings.__interface
      delete ctx.state.settings.LOGIN_TITLE
      ctx.state.changed()
      return json(ctx, { success: 'Restore default successfully!' })
    }, NO_SLASH)
  }

  const orgAdmin = { permission: ['IsOrgAdmin'] }
  const PLAN = '/api/v1/xpack/change-auth-plan/plan/'
  const APP_PLAN = '/api/v1/xpack/change-auth-plan/app-plan/'
  const item = (coll: string, ctx: Ctx) => {
    const row = ctx.state.db.collection(coll).get(ctx.params[0])
    if (!row || (!ctx.org.is_root && row.org_id !== undefined && row.org_id !== ctx.org.id)) throw notFound('Object')
    return row
  }
  /** add/remove ids on a plan's list field; the real views answer refusals with status 200 and {error}. */
  const relation = (coll: string, field: string, fixed?: 'add' | 'remove') => async (ctx: Ctx) => {
    const plan = item(coll, ctx)
    const action = fixed ?? ctx.query.get('action')
    if (action !== 'add' && action !== 'remove') return json(ctx, { error: `"${action ?? ''}" is not a valid action` })
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const ids = Array.isArray(body[field]) ? (body[field] as unknown[]).map(String) : []
    const set = new Set((plan[field] as string[]) ?? [])
    for (const id of ids) {
      if (action === 'add') set.add(id)
      else set.delete(id)
    }
    plan[field] = [...set]
    ctx.state.db.collection(coll).touch()
    ctx.state.changed()
    return json(ctx, { msg: 'ok' })
  }
  on('PATCH', `${PLAN}{id}/asset/add/`, relation(PLAN, 'assets', 'add'), orgAdmin)
  on('PATCH', `${PLAN}{id}/asset/remove/`, relation(PLAN, 'assets', 'remove'), orgAdmin)
  on('PATCH', `${PLAN}{id}/nodes/`, relation(PLAN, 'nodes'), orgAdmin)
  on('PATCH', `${APP_PLAN}{id}/systemusers/`, relation(APP_PLAN, 'system_users'), orgAdmin)

  on('GET', `${PLAN}{id}/assets/`, (ctx) => {
    const plan = item(PLAN, ctx)
    const ids = new Set((plan.assets as string[]) ?? [])
    const nodes = ctx.state.db.collection('nodes')
    const keys = ((plan.nodes as string[]) ?? []).map((n) => String(nodes.get(n)?.key ?? '')).filter(Boolean)
    const rows = ctx.state.db
      .collection('assets')
      .all()
      .filter((a) => ids.has(a.id) || ((a.nodes as string[]) ?? []).some((n) => keys.some((k) => String(nodes.get(n)?.key ?? '').startsWith(k))))
    const schema = successSchema(ctx.op)
    return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: schema, list: ctx.op?.list, defaultOrder: ['hostname'] }), schema, null)
  }, orgAdmin)
  on('GET', `${APP_PLAN}{id}/systemusers/`, (ctx) => {
    const plan = item(APP_PLAN, ctx)
    const sus = ctx.state.db.collection('system-users')
    const rows = ((plan.system_users as string[]) ?? []).map((id) => sus.get(id)).filter(Boolean) as Row[]
    const schema = successSchema(ctx.op)
    return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: schema, list: ctx.op?.list, defaultOrder: ['name'] }), schema, null)
  }, orgAdmin)

  const REGIONS: Array<[string, string, string]> = [
    ['cn-hangzhou', '华东 1（杭州）', 'China (Hangzhou)'],
    ['cn-shanghai', '华东 2（上海）', 'China (Shanghai)'],
    ['cn-beijing', '华北 2（北京）', 'China (Beijing)'],
    ['ap-southeast-1', '新加坡', 'Singapore'],
  ]
  on('GET', '/api/v1/xpack/cloud/regions/', (ctx) => {
    const id = ctx.query.get('account_id')
    if (!id || !ctx.state.db.collection('/api/v1/xpack/cloud/accounts/').get(id)) return json(ctx, { msg: 'Invalid cloud account' }, 400)
    return json(ctx, { regions: REGIONS.map(([rid, zh, en]) => ({ id: rid, name: ctx.lang === 'zh' ? zh : en })) })
  }, { permission: ['IsSuperUser'] })
  on('GET', '/api/v1/xpack/cloud/accounts/{id}/test-connective/', (ctx) => {
    item('/api/v1/xpack/cloud/accounts/', ctx)
    return json(ctx, { msg: 'Test success' })
  }, { permission: ['IsSuperUser'] })
  on('GET', '/api/v1/xpack/cloud/sync-instance-tasks/{id}/run/', (ctx) => {
    item('/api/v1/xpack/cloud/sync-instance-tasks/', ctx)
    return json(ctx, { task: recordTask(ctx.state, 'xpack.cloud.run_sync_instance_task') })
  }, { permission: ['IsSuperUser'] })
  on('DELETE', '/api/v1/xpack/cloud/sync-instance-tasks/{id}/released-assets/', (ctx) => {
    item('/api/v1/xpack/cloud/sync-instance-tasks/', ctx)
    return empty(ctx, 204)
  }, { permission: ['IsSuperUser'] })
  on('POST', '/api/v1/xpack/gathered-user/task-executions/', async (ctx) => {
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const task = ctx.state.db.collection('/api/v1/xpack/gathered-user/tasks/').get(String(body.task ?? ''))
    if (!task) return json(ctx, { task: ['This field is required.'] }, 400)
    return json(ctx, { task: recordTask(ctx.state, 'xpack.gathered_user.run_gather_user_task') }, 201)
  }, orgAdmin)
}
