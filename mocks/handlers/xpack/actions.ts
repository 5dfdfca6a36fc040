// X-Pack action routes: the assets, nodes and system users of change-auth plans, cloud regions, account tests and
// sync runs, gathered-user task runs.
import type { Row } from '../../db/store'
import { successSchema } from '../../engine/crud'
import { type Ctx, empty, json, notFound } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { changedIds } from '../../engine/relation-fields'
import { recordTask } from '../tasks'

export function registerXpackActions(): void {
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
    plan[field] = changedIds((plan[field] as string[]) ?? [], action, ids)
    ctx.state.db.collection(coll).touch()
    ctx.state.changed()
    return json(ctx, { msg: 'ok' })
  }
  on('PATCH', `${PLAN}{id}/asset/add/`, relation(PLAN, 'assets', 'add'), orgAdmin)
  on('PATCH', `${PLAN}{id}/asset/remove/`, relation(PLAN, 'assets', 'remove'), orgAdmin)
  on('PATCH', `${PLAN}{id}/nodes/`, relation(PLAN, 'nodes'), orgAdmin)
  on('PATCH', `${APP_PLAN}{id}/systemusers/`, relation(APP_PLAN, 'system_users'), orgAdmin)

  on(
    'GET',
    `${PLAN}{id}/assets/`,
    (ctx) => {
      const plan = item(PLAN, ctx)
      const ids = new Set((plan.assets as string[]) ?? [])
      const nodes = ctx.state.db.collection('nodes')
      const keys = ((plan.nodes as string[]) ?? []).map((n) => String(nodes.get(n)?.key ?? '')).filter(Boolean)
      const rows = ctx.state.db
        .collection('assets')
        .all()
        .filter(
          (a) =>
            ids.has(a.id) || ((a.nodes as string[]) ?? []).some((n) => keys.some((k) => String(nodes.get(n)?.key ?? '').startsWith(k))),
        )
      const schema = successSchema(ctx.op)
      return listResponse(
        ctx,
        queryRows(ctx, { rows }, { schemaName: schema, list: ctx.op?.list, defaultOrder: ['hostname'] }),
        schema,
        null,
      )
    },
    orgAdmin,
  )
  on(
    'GET',
    `${APP_PLAN}{id}/systemusers/`,
    (ctx) => {
      const plan = item(APP_PLAN, ctx)
      const sus = ctx.state.db.collection('system-users')
      const rows = ((plan.system_users as string[]) ?? []).map((id) => sus.get(id)).filter(Boolean) as Row[]
      const schema = successSchema(ctx.op)
      return listResponse(ctx, queryRows(ctx, { rows }, { schemaName: schema, list: ctx.op?.list, defaultOrder: ['name'] }), schema, null)
    },
    orgAdmin,
  )

  const REGIONS: Array<[string, string, string]> = [
    ['cn-hangzhou', '华东 1（杭州）', 'China (Hangzhou)'],
    ['cn-shanghai', '华东 2（上海）', 'China (Shanghai)'],
    ['cn-beijing', '华北 2（北京）', 'China (Beijing)'],
    ['ap-southeast-1', '新加坡', 'Singapore'],
  ]
  on(
    'GET',
    '/api/v1/xpack/cloud/regions/',
    (ctx) => {
      const id = ctx.query.get('account_id')
      if (!id || !ctx.state.db.collection('/api/v1/xpack/cloud/accounts/').get(id)) return json(ctx, { msg: 'Invalid cloud account' }, 400)
      return json(ctx, { regions: REGIONS.map(([rid, zh, en]) => ({ id: rid, name: ctx.lang === 'zh' ? zh : en })) })
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'GET',
    '/api/v1/xpack/cloud/accounts/{id}/test-connective/',
    (ctx) => {
      item('/api/v1/xpack/cloud/accounts/', ctx)
      return json(ctx, { msg: 'Test success' })
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'GET',
    '/api/v1/xpack/cloud/sync-instance-tasks/{id}/run/',
    (ctx) => {
      item('/api/v1/xpack/cloud/sync-instance-tasks/', ctx)
      return json(ctx, { task: recordTask(ctx.state, 'xpack.cloud.run_sync_instance_task') })
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'DELETE',
    '/api/v1/xpack/cloud/sync-instance-tasks/{id}/released-assets/',
    (ctx) => {
      item('/api/v1/xpack/cloud/sync-instance-tasks/', ctx)
      return empty(ctx, 204)
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'POST',
    '/api/v1/xpack/gathered-user/task-executions/',
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const task = ctx.state.db.collection('/api/v1/xpack/gathered-user/tasks/').get(String(body.task ?? ''))
      if (!task) return json(ctx, { task: ['This field is required.'] }, 400)
      return json(ctx, { task: recordTask(ctx.state, 'xpack.gathered_user.run_gather_user_task') }, 201)
    },
    orgAdmin,
  )
}
