// Sessions (100,000 at full scale) and their commands, terminals and component metrics, command/replay storages,
// session sharing records, kill-session and replay download.
import type { Row } from '../db/store'
import { type Ctx, detail, fieldErrors, json, text } from '../engine/http'
import { getObject } from '../engine/crud'
import { on, overridePermission } from '../engine/pipeline'
import { collectionOf, defineResource } from '../engine/resource'
import { parseDatetime } from '../engine/time'
import { ApiError } from '../engine/http'

function commandCounts(ctx: Ctx): Map<string, number> {
  const coll = ctx.state.db.collection('commands')
  const hit = countCache.get(coll.version)
  if (hit) return hit
  const m = new Map<string, number>()
  for (const c of coll.all()) m.set(String(c.session), (m.get(String(c.session)) ?? 0) + 1)
  countCache.clear()
  countCache.set(coll.version, m)
  return m
}
const countCache = new Map<number, Map<string, number>>()

export function registerTerminal(): void {
  const sessions = defineResource({
    path: '/api/v1/terminal/sessions/',
    collection: 'sessions',
    model: 'Session',
    orgScoped: true,
    defaultOrder: ['-date_start'],
    compute: (row, ctx) => {
      const online = !row.is_finished
      return {
        can_replay: !!row.has_replay && !!row.is_finished,
        can_join: online && ['ssh', 'telnet', 'mysql'].includes(String(row.protocol)),
        can_terminate: online,
        command_amount: commandCounts(ctx).get(row.id) ?? 0,
      }
    },
    defaults: () => ({ login_from: 'WT', is_success: true, is_finished: false, has_replay: false, has_command: false, date_end: null, remote_addr: '' }),
  })
  overridePermission('GET', '/api/v1/terminal/sessions/', ['IsOrgAdminOrAppUser | IsOrgAuditor'])
  overridePermission('GET', '/api/v1/terminal/sessions/{id}/', ['IsOrgAdminOrAppUser | IsOrgAuditor'])

  on('GET', '/api/v1/terminal/sessions/{id}/replay/download/', (ctx) => {
    const s = getObject(ctx, sessions, ctx.params[0])
    if (!s.has_replay) throw detail(404, 'Session object does not exist.', 'object_does_not_exist')
    const body = new TextEncoder().encode(`mock replay of session ${s.id}\n`)
    const date = new Date(Number(s.date_start)).toISOString().slice(0, 10)
    return text(ctx, body, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${date}_${s.id}.tar"`,
    })
  }, { permission: ['IsOrgAdminOrAppUser | IsOrgAuditor'] })

  on('POST', '/api/v1/terminal/tasks/kill-session/', async (ctx) => {
    const body = await ctx.body()
    if (!Array.isArray(body)) throw fieldErrors({ non_field_errors: ['Expected a list of items but got type "dict".'] })
    const coll = collectionOf(ctx.state, sessions)
    const killed: string[] = []
    for (const id of body as string[]) {
      const s = coll.get(String(id))
      if (!s || (!ctx.org.is_root && s.org_id !== ctx.org.id)) continue
      if (!s.is_finished) {
        s.is_finished = true
        s.date_end = ctx.state.now()
        killed.push(s.id)
      }
    }
    coll.touch()
    ctx.state.changed()
    return json(ctx, { ok: killed })
  }, { permission: ['IsOrgAdminOrAppUser'] })

  const range = (key: 'date_from' | 'date_to') => (v: string, ctx: Ctx) => {
    const ms = parseDatetime(v, ctx.tz)
    if (ms === null) return () => true
    const sec = ms / 1000
    return key === 'date_from' ? (row: Row) => (row.timestamp as number) >= sec : (row: Row) => (row.timestamp as number) <= sec
  }
  defineResource({
    path: '/api/v1/terminal/commands/',
    collection: 'commands',
    model: 'Command',
    orgScoped: true,
    defaultOrder: ['-timestamp'],
    compute: (row, ctx) => ({ risk_level_display: Number(row.risk_level) === 5 ? (ctx.lang === 'zh' ? '危险' : 'Dangerous') : ctx.lang === 'zh' ? '普通' : 'Ordinary' }),
    compiledFilters: { date_from: range('date_from'), date_to: range('date_to') },
    filters: {
      input: (row, v) => String(row.input).toLowerCase().includes(v.toLowerCase()),
      session_id: (row, v) => row.session === v,
      command_storage_id: () => true,
    },
  })
  overridePermission('GET', '/api/v1/terminal/commands/', ['IsOrgAdminOrAppUser | IsOrgAuditor'])

  // one item per component type that has components, ordered by type (the view takes no filter)
  const metrics = (ctx: Ctx) => {
    const terms = ctx.state.db.collection('terminals').all()
    const online = ctx.state.db.collection('sessions').all().filter((s) => !s.is_finished)
    const types = [...new Set(terms.map((t) => String(t.type)))].sort()
    return types.map((type) => {
      const of = terms.filter((t) => t.type === type)
      const ids = new Set(of.filter((t) => t.status !== 'offline').map((t) => t.id))
      const count = (s: string) => of.filter((t) => t.status === s).length
      const sessionActive = online.filter((x) => ids.has(String(x.terminal))).length
      return { total: of.length, normal: count('normal'), high: count('high'), critical: count('critical'), offline: count('offline'), session_active: sessionActive, type }
    })
  }
  on('GET', '/api/v1/terminal/components/metrics/', (ctx) => json(ctx, metrics(ctx)), { permission: ['IsSuperUser'] })

  defineResource({
    path: '/api/v1/terminal/terminals/',
    collection: 'terminals',
    model: 'Terminal',
    orgScoped: false,
    unique: [['name']],
    defaultOrder: ['-date_created'],
    compute: (row, ctx) => {
      const status = String(row.status)
      const labels: Record<string, [string, string]> = { normal: ['Normal', '正常'], high: ['High', '高'], critical: ['Critical', '严重'], offline: ['Offline', '离线'] }
      return {
        is_alive: status !== 'offline',
        status_display: (labels[status] ?? [status, status])[ctx.lang === 'zh' ? 1 : 0],
        session_online: ctx.state.db.collection('sessions').all().reduce((n, s) => n + (!s.is_finished && s.terminal === row.id ? 1 : 0), 0),
      }
    },
  })

  const storageMeta = (type: unknown) => (type === 'null' || type === 'server' ? {} : undefined)
  const storageResource = (path: string, collection: string, model: string) =>
    defineResource({
      path,
      collection,
      model,
      orgScoped: false,
      unique: [['name']],
      defaultOrder: ['name'],
      beforeSave: (data) => {
        if (data.meta === undefined) data.meta = storageMeta(data.type) ?? {}
      },
      beforeDelete: (row, ctx) => {
        if (row.is_default || row.name === 'default') throw new ApiError(400, { msg: 'Deleting the default storage is not allowed' })
        if (ctx.state.db.collection('terminals').find((t) => t.command_storage === row.name || t.replay_storage === row.name)) {
          throw new ApiError(400, { msg: 'Cannot delete storage that is being used' })
        }
      },
    })
  const cmdStorages = storageResource('/api/v1/terminal/command-storages/', 'command-storages', 'CommandStorage')
  const replayStorages = storageResource('/api/v1/terminal/replay-storages/', 'replay-storages', 'ReplayStorage')
  on('GET', '/api/v1/terminal/command-storages/{id}/test-connective/', (ctx) => {
    const s = getObject(ctx, cmdStorages, ctx.params[0])
    return json(ctx, { is_valid: s.type !== 'es' || !!(s.meta as Record<string, unknown>)?.HOSTS, msg: '' })
  }, { permission: ['IsSuperUser'] })
  on('GET', '/api/v1/terminal/replay-storages/{id}/test-connective/', (ctx) => {
    getObject(ctx, replayStorages, ctx.params[0])
    return json(ctx, { is_valid: true, msg: '' })
  }, { permission: ['IsSuperUser'] })
  on('GET', '/api/v1/terminal/command-storages/tree/', (ctx) => {
    const root = { id: 'root', name: ctx.lang === 'zh' ? '命令存储' : 'Command storages', title: 'Command storages', pId: '', isParent: true, open: true, meta: { type: 'root' } }
    const items = collectionOf(ctx.state, cmdStorages)
      .all()
      .map((s) => ({ id: s.id, name: s.name, title: s.name, pId: 'root', isParent: false, open: false, meta: { type: 'storage', data: { id: s.id, name: s.name, type: s.type } } }))
    return json(ctx, [root, ...items])
  }, { permission: ['IsSuperUser'] })

  defineResource({
    path: '/api/v1/terminal/session-join-records/',
    collection: 'session-join-records',
    model: 'SessionJoinRecord',
    orgScoped: true,
    defaultOrder: ['-date_joined'],
    compute: (row, ctx) => {
      const u = ctx.state.users().get(String(row.joiner))
      return { joiner_display: u ? `${u.name}(${u.username})` : '' }
    },
    defaults: (ctx) => ({ date_joined: ctx.state.now(), date_left: null, is_success: true, is_finished: false, reason: '', remote_addr: '', login_from: 'WT', verify_code: '', created_by: ctx.user?.username ?? '' }),
  })

}
