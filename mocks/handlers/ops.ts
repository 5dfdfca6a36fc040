// Ops: tasks with their ad-hoc runs and executions, batch command executions (with the task-log websocket).
import type { Row } from '../db/store'
import { getObject, render, successSchema } from '../engine/crud'
import { type Ctx, fieldErrors, json, permissionDenied } from '../engine/http'
import { on } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { collectionOf, defineResource, type Resource } from '../engine/resource'
import { validateObject } from '../engine/schema'
import type { MockState } from '../engine/state'
import { recordTask } from './tasks'
import { hostsNotPermitted, playRun, settleRuns, startPlaying } from './batchRun'
import { pyStr } from '../engine/transfer'

/** An ordinary user is refused every call of the batch commands while `SECURITY_COMMAND_EXECUTION` is off. */
function refuseWhenDisabled(ctx: Ctx): void {
  if (ctx.state.settings.SECURITY_COMMAND_EXECUTION === false && ctx.user?.role === 'User')
    throw permissionDenied('Command execution disabled')
}

/** The latest run (by start) of a task, or of one of its ad-hoc versions (`AdHoc.latest_execution`). */
function latestExecution(state: MockState, taskId: string, adhocId?: string): Row | null {
  let best: Row | null = null
  for (const e of state.db.collection('adhoc-executions').all()) {
    if (adhocId ? e.adhoc !== adhocId : e.task !== taskId) continue
    if (!best || (e.date_start as number) > (best.date_start as number)) best = e
  }
  return best
}

/** The latest ad-hoc version of a task (by creation), whose `tasks` a task's detail shows as `contents`. */
function latestAdhoc(state: MockState, taskId: string): Row | null {
  let best: Row | null = null
  for (const a of state.db.collection('adhocs').all()) {
    if (a.task !== taskId) continue
    if (!best || (a.date_created as number) >= (best.date_created as number)) best = a
  }
  return best
}

type HostResults = Record<string, Record<string, unknown>>

/**
 * An execution's `summary` as the ad-hoc runner's callback records it: `contacted` and `dark` map each host name
 * to its per-task details, `success` is false when a host failed or could not be reached.
 */
function summaryOf(e: Row): { contacted: HostResults; dark: HostResults; success: boolean } {
  const s = (e.summary ?? {}) as Record<string, unknown>
  const map = (v: unknown): HostResults => (v && typeof v === 'object' && !Array.isArray(v) ? (v as HostResults) : {})
  return { contacted: map(s.contacted), dark: map(s.dark), success: s.success !== false }
}

function executionView(state: MockState, e: Row): Record<string, unknown> {
  const task = state.db.collection('ops-tasks').get(String(e.task))
  const start = e.date_start as number
  const end = (e.date_finished as number | null) ?? null
  const { contacted, dark } = summaryOf(e)
  const success = Object.keys(contacted)
  return {
    ...e,
    // `str(task)`, kept on the execution when it starts: the task name and its organisation
    task_display: task ? `${task.name}@${task.org_id}`.slice(0, 128) : String(e.task_display ?? ''),
    adhoc_short_id: String(e.adhoc ?? '')
      .split('-')
      .pop(),
    short_id: String(e.id).split('-').pop(),
    timedelta: end ? Math.round((end - start) / 10) / 100 : 0,
    // JSON dicts kept in text columns are rendered as Python's str() of the dict; the raw result is never
    // saved by the runner of this version (always `{}`)
    result: pyStr(e.result && typeof e.result === 'object' ? e.result : {}),
    summary: pyStr(e.summary && typeof e.summary === 'object' ? e.summary : {}),
    stat: { total: success.length + Object.keys(dark).length, success: success.length, failed: Object.keys(dark).length },
    // the hosts the run reached, and the error details of those it did not
    last_success: success,
    last_failure: dark,
  }
}

/** The short form of an execution nested in an ad-hoc's detail (`last_run` is the execution's short id). */
function nestedExecution(view: Record<string, unknown>): Record<string, unknown> {
  const { last_success, last_failure, short_id, timedelta, is_finished, is_success } = view
  return { last_success, last_failure, last_run: short_id, timedelta, is_finished, is_success }
}

/** The per-task details of a host the run reached (`{changed, msg}` for modules that return no `rc`). */
export function contactedDetails(tasks: unknown): Record<string, unknown> {
  const list = Array.isArray(tasks) ? (tasks as Array<Record<string, unknown>>) : []
  return Object.fromEntries(list.map((t) => [String(t.name ?? ''), { changed: false, msg: '' }]))
}

export function registerOps(): void {
  const tasks = defineResource({
    path: '/api/v1/ops/tasks/',
    collection: 'ops-tasks',
    model: 'Task',
    orgScoped: true,
    unique: [['name']],
    defaultOrder: ['-date_updated'],
    compute: (row, ctx) => {
      const execs = ctx.state.db
        .collection('adhoc-executions')
        .all()
        .filter((e) => e.task === row.id)
      const latest = latestExecution(ctx.state, row.id)
      const success = execs.filter((e) => e.is_success).length
      return {
        latest_execution: latest ? executionView(ctx.state, latest) : null,
        summary: { total: execs.length, success, failed: execs.length - success },
        // the detail's `contents`: the task list of the latest ad-hoc version
        contents: (latestAdhoc(ctx.state, row.id)?.tasks as unknown[] | undefined) ?? [],
      }
    },
    // the model's defaults (PeriodTaskModelMixin: a 24-hour interval, no crontab)
    defaults: () => ({ interval: 24, crontab: null, is_periodic: false, is_deleted: false, comment: '' }),
  })
  on(
    'GET',
    '/api/v1/ops/tasks/{id}/run/',
    (ctx) => {
      const t = getObject(ctx, tasks, ctx.params[0])
      const adhoc = latestAdhoc(ctx.state, t.id)
      const hosts = ((adhoc?.hosts as string[]) ?? []).map((h) => String(ctx.state.db.collection('assets').get(h)?.hostname ?? h))
      const id = recordTask(ctx.state, `ops.tasks.run_ansible_task`, hosts)
      const now = ctx.state.now()
      const details = contactedDetails(adhoc?.tasks)
      ctx.state.db.collection('adhoc-executions').insert({
        id: randomId(),
        task: t.id,
        adhoc: adhoc?.id ?? null,
        hosts_amount: hosts.length,
        date_start: now,
        date_finished: now + 1200,
        is_finished: true,
        is_success: true,
        result: {},
        summary: { contacted: Object.fromEntries(hosts.map((h) => [h, details])), dark: {}, success: true },
        celery_task_id: id,
        org_id: t.org_id,
      })
      ctx.state.db.collection('ops-tasks').update(t.id, { date_updated: now })
      ctx.state.changed()
      return json(ctx, { task: id })
    },
    { permission: ['IsOrgAdmin'] },
  )

  // `?task=` (and `?adhoc=` on the runs) name an object the view looks up first: an unknown one answers its 404
  const narrowedBy = (ctx: Ctx, by: Record<string, Resource>) => {
    for (const [name, r] of Object.entries(by)) {
      const value = ctx.query.get(name)
      if (value) getObject(ctx, r, value)
    }
  }
  const adhocs = defineResource({
    path: '/api/v1/ops/adhoc/',
    collection: 'adhocs',
    model: 'AdHoc',
    orgScoped: true,
    defaultOrder: ['-date_created'],
    compute: (row, ctx) => {
      const latest = latestExecution(ctx.state, String(row.task), row.id)
      return {
        short_id: String(row.id).split('-').pop(),
        // JSON dict in a char column: Python's str() of it
        options: pyStr(row.options && typeof row.options === 'object' ? row.options : {}),
        become_display: row.become && typeof row.become === 'object' ? String((row.become as Record<string, unknown>).user ?? '') : '',
        task_name: String(ctx.state.db.collection('ops-tasks').get(String(row.task))?.name ?? ''),
        run_times: ctx.state.db
          .collection('adhoc-executions')
          .all()
          .filter((e) => e.adhoc === row.id).length,
        latest_execution: latest ? nestedExecution(executionView(ctx.state, latest)) : null,
      }
    },
    // the real view narrows the versions to one task with `?task=`
    beforeList: (ctx) => narrowedBy(ctx, { task: tasks }),
    filters: { task: (row, v) => row.task === v },
  })
  defineResource({
    path: '/api/v1/ops/adhoc-executions/',
    collection: 'adhoc-executions',
    model: 'AdHocExecution',
    orgScoped: true,
    defaultOrder: ['-date_start'],
    compute: (row, ctx) => executionView(ctx.state, row),
    beforeList: (ctx) => narrowedBy(ctx, { task: tasks, adhoc: adhocs }),
    filters: { task: (row, v) => row.task === v, adhoc: (row, v) => row.adhoc === v },
  })

  // batch command executions: each user reads only their own, from every organisation (the real view switches to
  // the root organisation, RootOrgViewMixin)
  const cmds = defineResource({
    path: '/api/v1/ops/command-executions/',
    collection: 'command-executions',
    model: 'CommandExecution',
    orgScoped: false,
    defaultOrder: ['-date_created'],
    beforeList: (ctx) => refuseWhenDisabled(ctx),
    visible: (ctx) => {
      refuseWhenDisabled(ctx)
      return (row) => row.user === ctx.user?.id
    },
    compute: (row) => ({ log_url: `/api/v1/ops/celery/task/${row.id}/log/` }),
    beforeRead: (ctx) => settleRuns(ctx.state),
  })
  on(
    'POST',
    cmds.path,
    async (ctx: Ctx) => {
      refuseWhenDisabled(ctx)
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: false })
      if (v.errors) throw fieldErrors(v.errors)
      const assets = ctx.state.db.collection('assets')
      const ids = (v.data.hosts as string[]) ?? []
      const unknown = ids.find((h) => !assets.get(h))
      if (unknown) throw fieldErrors({ hosts: [`Invalid pk "${unknown}" - object does not exist.`] })
      const hosts = ids.map((h) => assets.get(h)!)
      if (!hosts.length) throw fieldErrors({ hosts: ['This list may not be empty.'] })
      const su = ctx.state.db.collection('system-users').get(String(v.data.run_as ?? ''))
      if (!su) throw fieldErrors({ run_as: [`Invalid pk "${String(v.data.run_as ?? '')}" - object does not exist.`] })
      // the real view answers this one error as a plain string, not a list
      const refused = hostsNotPermitted(ctx.state, ctx.user!.id, su.id, hosts)
      if (refused.length) throw fieldErrors({ hosts: `Not has host ${pyStr(refused.map((a) => a.id))} permission` })
      const now = ctx.state.now()
      const id = randomId()
      const command = String(v.data.command ?? '')
      const username = su.username_same_with_user ? String(ctx.user!.username) : String(su.username ?? '')
      const run = playRun(id, command, hosts, username)
      ctx.state.db.collection('task-logs').insert({
        id,
        name: 'run_command_execution',
        log: run.chunks.map((c) => c.text).join(''),
        chunks: run.chunks,
        date_created: now,
      })
      // unfinished until its last host has answered (settleRuns, on the next read)
      startPlaying(ctx.state, id, now + run.total, run.result)
      const row: Row = {
        id,
        command,
        run_as: su.id,
        hosts: hosts.map((h) => h.id),
        user: ctx.user!.id,
        is_finished: false,
        is_success: true,
        result: {},
        date_created: now,
        date_start: now,
        date_finished: null,
        org_id: String(su.org_id ?? hosts[0].org_id),
      }
      collectionOf(ctx.state, cmds).insert(row)
      ctx.state.changed()
      return json(ctx, render(ctx, cmds, successSchema(ctx.op), row), 201)
    },
    { permission: ['IsValidUser'] },
  )
}
