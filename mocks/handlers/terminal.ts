// Sessions (100,000 at full scale) and their commands, terminals and component metrics, command/replay storages,
// session sharing records, kill-session and replay download.
import type { Row } from '../db/store'
import type { MockState } from '../engine/state'
import { type Ctx, detail, fieldErrors, json } from '../engine/http'
import { getObject } from '../engine/crud'
import { on, overridePermission } from '../engine/pipeline'
import { collectionOf, defineResource, resourceFor, responseSchemaName } from '../engine/resource'
import { contract } from '../engine/contract'
import { queryRows } from '../engine/list'
import { parseDatetime } from '../engine/time'
import { ApiError } from '../engine/http'
import { registerReplay } from './replay'

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

/**
 * Whether a command storage answers (CommandStorage.is_valid): the local ones (`null`, `server`) always; an
 * Elasticsearch storage when one of its hosts answers. In the mock a host answers unless it is on the reserved
 * `.invalid` domain (RFC 2606: such a name never resolves), which is how the seed marks an unreachable cluster.
 */
export function storageAnswers(s: Row): boolean {
  if (s.type === 'null' || s.type === 'server') return true
  if (s.type !== 'es') return false
  const hosts = (s.meta as Record<string, unknown> | undefined)?.HOSTS
  if (!Array.isArray(hosts) || !hosts.length) return false
  return hosts.some((h) => {
    try {
      return !new URL(String(h)).hostname.endsWith('.invalid')
    } catch {
      return false
    }
  })
}

/** The commands `/terminal/commands/?command_storage_id=<storage>` lists for the request's filters (the mock keeps one store). */
function storageCommands(ctx: Ctx, s: Row): Row[] {
  const commands = resourceFor('/api/v1/terminal/commands/')
  if (!commands) return []
  const q = new URLSearchParams(ctx.query)
  q.set('command_storage_id', s.id)
  const sub = { ...ctx, query: q } as Ctx
  return queryRows(
    sub,
    { collection: collectionOf(ctx.state, commands) },
    { resource: commands, schemaName: responseSchemaName(commands.path), list: contract.op('GET', commands.path)?.list },
  )
}

/**
 * How long after the kill task a session ends (ms of the mock's clock): the platform's component ends it, then
 * reports it, so the list still shows it online for a moment (SESS-04).
 */
export const KILL_DELAY_MS = 1500
/** Sessions a kill task was sent for, with the time (mock clock) they end; per mock state. */
const pendingKills = new WeakMap<MockState, Map<string, number>>()

/** Ends the sessions whose kill task is due (the component has done it): read before sessions are listed or read. */
function applyDueKills(state: MockState, coll: ReturnType<typeof collectionOf>): void {
  const pending = pendingKills.get(state)
  if (!pending?.size) return
  const now = state.now()
  let changed = false
  for (const [id, due] of pending) {
    if (due > now) continue
    pending.delete(id)
    const s = coll.get(id)
    if (s && !s.is_finished) {
      s.is_finished = true
      s.date_end = due
      changed = true
    }
  }
  if (changed) {
    coll.touch()
    state.changed()
  }
}

/** Platform protocols a live session can be watched in (Session.can_join). */
const JOINABLE = ['ssh', 'vnc', 'rdp', 'telnet', 'k8s']

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
        can_join: online && row.login_from !== 'RT' && JOINABLE.includes(String(row.protocol)),
        can_terminate: online,
        command_amount: commandCounts(ctx).get(row.id) ?? 0,
      }
    },
    beforeRead: (ctx) => applyDueKills(ctx.state, collectionOf(ctx.state, sessions)),
    defaults: () => ({
      login_from: 'WT',
      is_success: true,
      is_finished: false,
      has_replay: false,
      has_command: false,
      date_end: null,
      remote_addr: '',
    }),
  })
  overridePermission('GET', '/api/v1/terminal/sessions/', ['IsOrgAdminOrAppUser | IsOrgAuditor'])
  overridePermission('GET', '/api/v1/terminal/sessions/{id}/', ['IsOrgAdminOrAppUser | IsOrgAuditor'])

  registerReplay(sessions)

  on(
    'POST',
    '/api/v1/terminal/tasks/kill-session/',
    async (ctx) => {
      const body = await ctx.body()
      if (!Array.isArray(body)) throw fieldErrors({ non_field_errors: ['Expected a list of items but got type "dict".'] })
      const coll = collectionOf(ctx.state, sessions)
      const killed: string[] = []
      const pending = pendingKills.get(ctx.state) ?? new Map<string, number>()
      pendingKills.set(ctx.state, pending)
      for (const id of body as string[]) {
        const s = coll.get(String(id))
        if (!s || (!ctx.org.is_root && s.org_id !== ctx.org.id)) continue
        // a task is sent to the session's component; the session ends a moment later (applyDueKills)
        if (!s.is_finished) {
          if (!pending.has(s.id)) pending.set(s.id, ctx.state.now() + KILL_DELAY_MS)
          killed.push(s.id)
        }
      }
      return json(ctx, { ok: killed })
    },
    { permission: ['IsOrgAdminOrAppUser'] },
  )

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
    compute: (row, ctx) => ({
      risk_level_display:
        Number(row.risk_level) === 5 ? (ctx.lang === 'zh' ? '危险' : 'Dangerous') : ctx.lang === 'zh' ? '普通' : 'Ordinary',
    }),
    compiledFilters: { date_from: range('date_from'), date_to: range('date_to') },
    filters: {
      input: (row, v) => String(row.input).toLowerCase().includes(v.toLowerCase()),
      session_id: (row, v) => row.session === v,
      // the mock keeps one store, which every storage that answers reads
      command_storage_id: () => true,
    },
    // A8: commands are read per command storage; only a session's commands are merged across the storages
    beforeList: (ctx) => {
      const id = ctx.query.get('command_storage_id')
      if (!id && ctx.query.get('session_id')) return
      const storage = id ? ctx.state.db.collection('command-storages').get(id) : undefined
      if (!storage)
        throw detail(404, ctx.lang === 'zh' ? 'CommandStorage对象不存在' : 'CommandStorage object does not exist.', 'object_does_not_exist')
      if (!storageAnswers(storage)) throw detail(400, ctx.lang === 'zh' ? '存储无效' : 'Storage is invalid', 'storage_invalid')
    },
  })
  overridePermission('GET', '/api/v1/terminal/commands/', ['IsOrgAdminOrAppUser | IsOrgAuditor'])

  // one item per component type that has components, ordered by type (the view takes no filter)
  const metrics = (ctx: Ctx) => {
    const terms = ctx.state.db.collection('terminals').all()
    const online = ctx.state.db
      .collection('sessions')
      .all()
      .filter((s) => !s.is_finished)
    const types = [...new Set(terms.map((t) => String(t.type)))].sort()
    return types.map((type) => {
      const of = terms.filter((t) => t.type === type)
      const ids = new Set(of.filter((t) => t.status !== 'offline').map((t) => t.id))
      const count = (s: string) => of.filter((t) => t.status === s).length
      const sessionActive = online.filter((x) => ids.has(String(x.terminal))).length
      return {
        total: of.length,
        normal: count('normal'),
        high: count('high'),
        critical: count('critical'),
        offline: count('offline'),
        session_active: sessionActive,
        type,
      }
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
      const labels: Record<string, [string, string]> = {
        normal: ['Normal', '正常'],
        high: ['High', '高'],
        critical: ['Critical', '严重'],
        offline: ['Offline', '离线'],
      }
      return {
        is_alive: status !== 'offline',
        status_display: (labels[status] ?? [status, status])[ctx.lang === 'zh' ? 1 : 0],
        session_online: ctx.state.db
          .collection('sessions')
          .all()
          .reduce((n, s) => n + (!s.is_finished && s.terminal === row.id ? 1 : 0), 0),
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
  on(
    'GET',
    '/api/v1/terminal/command-storages/{id}/test-connective/',
    (ctx) => {
      const valid = storageAnswers(getObject(ctx, cmdStorages, ctx.params[0]))
      return json(ctx, { is_valid: valid, msg: valid ? 'Test successful' : 'Test failure: Account invalid' })
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'GET',
    '/api/v1/terminal/replay-storages/{id}/test-connective/',
    (ctx) => {
      getObject(ctx, replayStorages, ctx.params[0])
      return json(ctx, { is_valid: true, msg: '' })
    },
    { permission: ['IsSuperUser'] },
  )
  // CommandStorageViewSet.tree: one node per storage but `null` (reachable ones first, with the count of the
  // commands the query's command filters select; unreachable ones marked), the root node last
  on(
    'GET',
    '/api/v1/terminal/command-storages/tree/',
    (ctx) => {
      const zh = ctx.lang === 'zh'
      const storages = collectionOf(ctx.state, cmdStorages)
        .all()
        .filter((s) => s.name !== 'null')
      const node = (s: Row, name: string, valid: boolean) => ({
        id: s.id,
        name,
        title: `${s.name}(${s.type})`,
        pId: 'root',
        isParent: false,
        open: false,
        valid,
      })
      const valid = storages.filter(storageAnswers)
      const invalid = storages.filter((s) => !storageAnswers(s))
      const rootName = zh ? '命令存储' : 'Command storages'
      return json(ctx, [
        ...valid.map((s) => node(s, `${s.name}(${s.type})(${storageCommands(ctx, s).length})`, true)),
        ...invalid.map((s) => node(s, `${s.name}(${s.type}) *${zh ? '无效' : 'Invalid'}`, false)),
        { id: 'root', name: rootName, title: rootName, pId: '', isParent: true, open: true },
      ])
    },
    { permission: ['IsOrgAuditor'] },
  )

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
    defaults: (ctx) => ({
      date_joined: ctx.state.now(),
      date_left: null,
      is_success: true,
      is_finished: false,
      reason: '',
      remote_addr: '',
      login_from: 'WT',
      verify_code: '',
      created_by: ctx.user?.username ?? '',
    }),
  })
}
