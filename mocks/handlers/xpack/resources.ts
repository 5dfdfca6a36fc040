// X-Pack resources (closed source upstream; shapes follow the contract, which infers them from the console): the
// lists and details of change-auth plans, gathered-user tasks and cloud sync are served by the generic engine, with
// the values it cannot know computed here: the counts of their sub-lists (run times, result summaries, history and
// instance counts) and the periodic displays.
import type { Row } from '../../db/store'
import { contract } from '../../engine/contract'
import type { Ctx } from '../../engine/http'
import { defineResource, modelFromSchema, responseSchemaName, schemaOf, type ResourceDef } from '../../engine/resource'
import { choiceLabel } from '../../engine/schema'
import { SYMBOLS } from '../../seed/xpack'

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
  return ctx.state.db
    .collection(collection)
    .all()
    .filter((r) => r[field] === id)
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
export function registerXpackResources(): void {
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
    beforeSave: withSymbolSet,
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
    beforeSave: withSymbolSet,
    compute: (row, ctx) => {
      const sus = ctx.state.db.collection('system-users')
      return {
        run_times: rowsWith(ctx, XPACK.appPlanExecution, 'plan', row.id).length,
        periodic_display: periodicDisplay(row, ctx),
        systemuser_display: ((row.system_users as string[]) ?? [])
          .map((id) => String(sus.get(id)?.username ?? ''))
          .filter(Boolean)
          .join(', '),
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
    compute: (row, ctx) => ({
      asset_display: row.asset ? String(ctx.state.db.collection('assets').get(String(row.asset))?.hostname ?? '') : null,
    }),
    filters: { asset__hostname: (row, v, ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.hostname === v },
  })
}

/** A random strategy's rules always carry their symbol set: the platform's default when the request names none. */
function withSymbolSet(data: Record<string, unknown>): void {
  const rules = data.password_rules as Record<string, unknown> | null | undefined
  if (rules && typeof rules === 'object' && typeof rules.symbol_set !== 'string') data.password_rules = { ...rules, symbol_set: SYMBOLS }
}
