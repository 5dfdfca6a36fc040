// Ops: tasks with their ad-hoc runs and executions, batch command executions (with the task-log websocket).
import type { Row } from '../db/store'
import { getObject, render, successSchema } from '../engine/crud'
import { type Ctx, fieldErrors, json } from '../engine/http'
import { on } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { collectionOf, defineResource } from '../engine/resource'
import { validateObject } from '../engine/schema'
import type { MockState } from '../engine/state'
import { recordTask } from './tasks'

function latestExecution(state: MockState, taskId: string): Row | null {
  let best: Row | null = null
  for (const e of state.db.collection('adhoc-executions').all()) {
    if (e.task !== taskId) continue
    if (!best || (e.date_start as number) > (best.date_start as number)) best = e
  }
  return best
}

function executionView(state: MockState, e: Row): Record<string, unknown> {
  const task = state.db.collection('ops-tasks').get(String(e.task))
  const start = e.date_start as number
  const end = (e.date_finished as number | null) ?? null
  const execs = state.db.collection('adhoc-executions').all().filter((x) => x.task === e.task)
  return {
    ...e,
    task_display: task ? `${task.name}` : '',
    adhoc_short_id: String(e.adhoc ?? '').split('-').pop(),
    short_id: String(e.id).split('-').pop(),
    timedelta: end ? Math.round((end - start) / 10) / 100 : 0,
    // JSON kept in text columns on the real server
    result: typeof e.result === 'string' ? e.result : JSON.stringify(e.result ?? {}),
    summary: typeof e.summary === 'string' ? e.summary : JSON.stringify(e.summary ?? {}),
    last_success: execs.filter((x) => x.is_success).map((x) => x.id).slice(-3),
    last_failure: (() => {
      const f = execs.filter((x) => !x.is_success).pop()
      return f ? { id: f.id, date_start: f.date_start } : {}
    })(),
  }
}

/** The short form of an execution nested in an ad-hoc's detail (`last_run` is the execution's short id). */
function nestedExecution(view: Record<string, unknown>): Record<string, unknown> {
  const { last_success, last_failure, short_id, timedelta, is_finished, is_success } = view
  return { last_success, last_failure, last_run: short_id, timedelta, is_finished, is_success }
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
      const execs = ctx.state.db.collection('adhoc-executions').all().filter((e) => e.task === row.id)
      const latest = latestExecution(ctx.state, row.id)
      return {
        latest_execution: latest ? executionView(ctx.state, latest) : null,
        summary: { total: execs.length, success: execs.filter((e) => e.is_success).length, failed: execs.filter((e) => !e.is_success).length },
        contents: ctx.state.db
          .collection('adhocs')
          .all()
          .filter((a) => a.task === row.id)
          .map((a) => a.tasks),
      }
    },
    defaults: () => ({ interval: null, crontab: '', is_periodic: false, is_deleted: false, comment: '' }),
  })
  on('GET', '/api/v1/ops/tasks/{id}/run/', (ctx) => {
    const t = getObject(ctx, tasks, ctx.params[0])
    const adhoc = ctx.state.db.collection('adhocs').find((a) => a.task === t.id)
    const hosts = ((adhoc?.hosts as string[]) ?? []).map((h) => String(ctx.state.db.collection('assets').get(h)?.hostname ?? h))
    const id = recordTask(ctx.state, `ops.tasks.run_ansible_task`, hosts)
    const now = ctx.state.now()
    ctx.state.db.collection('adhoc-executions').insert({
      id: randomId(),
      task: t.id,
      adhoc: adhoc?.id ?? null,
      hosts_amount: hosts.length,
      date_start: now,
      date_finished: now + 1200,
      is_finished: true,
      is_success: true,
      stat: { total: hosts.length, success: hosts.length, failed: 0 },
      result: { ok: Object.fromEntries(hosts.map((h) => [h, {}])), failed: {}, unreachable: {} },
      summary: { ok: hosts, failed: [], dark: [] },
      celery_task_id: id,
      org_id: t.org_id,
    })
    ctx.state.db.collection('ops-tasks').update(t.id, { date_updated: now })
    ctx.state.changed()
    return json(ctx, { task: id })
  }, { permission: ['IsOrgAdmin'] })

  defineResource({
    path: '/api/v1/ops/adhoc/',
    collection: 'adhocs',
    model: 'AdHoc',
    orgScoped: true,
    defaultOrder: ['-date_created'],
    compute: (row, ctx) => {
      const latest = latestExecution(ctx.state, String(row.task))
      return {
        short_id: String(row.id).split('-').pop(),
        become_display: row.become ? 'Yes' : '',
        task_name: String(ctx.state.db.collection('ops-tasks').get(String(row.task))?.name ?? ''),
        run_times: ctx.state.db.collection('adhoc-executions').all().filter((e) => e.adhoc === row.id).length,
        latest_execution: latest ? nestedExecution(executionView(ctx.state, latest)) : null,
      }
    },
    // the real view narrows the versions to one task with `?task=`
    filters: { task: (row, v) => row.task === v },
  })
  defineResource({
    path: '/api/v1/ops/adhoc-executions/',
    collection: 'adhoc-executions',
    model: 'AdHocExecution',
    orgScoped: true,
    defaultOrder: ['-date_start'],
    compute: (row, ctx) => executionView(ctx.state, row),
    filters: { task: (row, v) => row.task === v, adhoc: (row, v) => row.adhoc === v },
  })

  // batch command execution of the current user
  const cmds = defineResource({
    path: '/api/v1/ops/command-executions/',
    collection: 'command-executions',
    model: 'CommandExecution',
    orgScoped: true,
    defaultOrder: ['-date_created'],
    visible: (ctx) => (row) => row.user === ctx.user?.id,
    compute: (row) => ({ log_url: `/api/v1/ops/celery/task/${row.id}/log/` }),
  })
  on('POST', cmds.path, async (ctx: Ctx) => {
    if (ctx.state.settings.SECURITY_COMMAND_EXECUTION === false) throw fieldErrors({ non_field_errors: ['Command execution disabled'] })
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: false })
    if (v.errors) throw fieldErrors(v.errors)
    const hosts = ((v.data.hosts as string[]) ?? []).map((h) => ctx.state.db.collection('assets').get(h)).filter(Boolean) as Row[]
    if (!hosts.length) throw fieldErrors({ hosts: ['This field is required.'] })
    const now = ctx.state.now()
    const id = randomId()
    const command = String(v.data.command ?? '')
    const result = Object.fromEntries(hosts.map((h) => [h.hostname, { stdout: `${command}: done on ${h.hostname}`, stderr: '', rc: 0 }]))
    const log = [
      `Task ops.tasks.run_command_execution[${id}] received`,
      ...hosts.flatMap((h) => [`${h.hostname} | CHANGED | rc=0 >>`, `${command}: done on ${h.hostname}`]),
      '',
      `Task ops.tasks.run_command_execution[${id}] succeeded in 0.81s: None`,
      '',
    ].join('\n')
    ctx.state.db.collection('task-logs').insert({ id, name: 'run_command_execution', log, date_created: now })
    const row: Row = {
      id,
      command,
      run_as: v.data.run_as,
      hosts: hosts.map((h) => h.id),
      user: ctx.user!.id,
      is_finished: true,
      is_success: true,
      result,
      date_created: now,
      date_start: now,
      date_finished: now + 810,
      org_id: ctx.org.is_root ? hosts[0].org_id : ctx.org.id,
    }
    collectionOf(ctx.state, cmds).insert(row)
    ctx.state.changed()
    return json(ctx, render(ctx, cmds, successSchema(ctx.op), row), 201)
  }, { permission: ['IsValidUser'] })
}
