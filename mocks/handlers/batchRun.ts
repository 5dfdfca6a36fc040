// A batch command run of the mock (`POST /api/v1/ops/command-executions/`), played "for real": each host answers
// with an output that follows from the host, the system user and the command (the same input gives the same output),
// at a moment of its own, and the run stays unfinished (`is_finished: false`, `result: {}`) until the last host has
// answered. The task log tells the same story, host by host, in the chunks the task-log socket streams.
import type { Row } from '../db/store'
import type { MockState } from '../engine/state'
import { groupsOf } from './users/membership'
import { PERM_ASSETS, PERM_GROUPS, PERM_NODES, PERM_SYSUSERS, PERM_USERS, validity } from './perms/relations'

export interface HostOutcome {
  cmd?: string
  stdout?: string
  stderr?: string
  rc?: number
  delta?: string
  err?: string
}

/** One chunk of a task log, sent `at` milliseconds after the log is asked for. */
export interface LogChunk {
  at: number
  text: string
}

/** A small, stable hash of a text (FNV-1a), the seed of what a host answers. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

const pick = (seed: number, from: number, to: number) => from + (seed % (to - from + 1))

const hasSsh = (a: Row) => ((a.protocols as string[] | undefined) ?? []).some((p) => String(p).split('/')[0] === 'ssh')

/** What one command line prints on a host, with its exit code. */
function outputOf(command: string, host: Row, username: string, seed: number): { stdout: string; stderr: string; rc: number } {
  const [word, ...args] = command.trim().split(/\s+/)
  const hostname = String(host.hostname)
  switch (word) {
    case 'hostname':
      return { stdout: hostname, stderr: '', rc: 0 }
    case 'whoami':
      return { stdout: username, stderr: '', rc: 0 }
    case 'id': {
      const uid = username === 'root' ? 0 : 1000 + (seed % 50)
      return { stdout: `uid=${uid}(${username}) gid=${uid}(${username}) groups=${uid}(${username})`, stderr: '', rc: 0 }
    }
    case 'uptime': {
      const days = pick(seed, 1, 400)
      const load = [seed % 300, (seed >>> 3) % 250, (seed >>> 6) % 200].map((n) => (n / 100).toFixed(2))
      const hh = String(pick(seed >>> 2, 0, 23)).padStart(2, '0')
      const mm = String(pick(seed >>> 4, 0, 59)).padStart(2, '0')
      return { stdout: ` ${hh}:${mm}:07 up ${days} days,  2 users,  load average: ${load.join(', ')}`, stderr: '', rc: 0 }
    }
    case 'df': {
      const size = pick(seed, 4, 20) * 10
      const used = pick(seed >>> 5, 10, size - 5)
      const lines = [
        'Filesystem      Size  Used Avail Use% Mounted on',
        `/dev/vda1        ${size}G   ${used}G   ${size - used}G  ${Math.round((used * 100) / size)}% /`,
        'tmpfs           1.9G     0  1.9G   0% /dev/shm',
      ]
      return { stdout: lines.join('\n'), stderr: '', rc: 0 }
    }
    case 'date':
      return { stdout: 'Thu Nov 26 10:00:00 CST 2026', stderr: '', rc: 0 }
    case 'echo':
      return { stdout: args.join(' ').replace(/^["']|["']$/g, ''), stderr: '', rc: 0 }
    case 'pwd':
      return { stdout: username === 'root' ? '/root' : `/home/${username}`, stderr: '', rc: 0 }
    case 'uname':
      return {
        stdout: args.includes('-a') ? `Linux ${hostname} 5.15.0-${pick(seed, 60, 99)}-generic x86_64 GNU/Linux` : 'Linux',
        stderr: '',
        rc: 0,
      }
    case 'ls':
      return { stdout: ['app', 'logs', 'releases'].join('\n'), stderr: '', rc: 0 }
    case 'true':
      return { stdout: '', stderr: '', rc: 0 }
    case 'false':
      return { stdout: '', stderr: '', rc: 1 }
    default:
      return { stdout: '', stderr: `bash: ${word}: command not found`, rc: 127 }
  }
}

/** `0:00:01.234000`, as the runner writes a duration. */
const deltaOf = (ms: number) => `0:00:${String(Math.floor(ms / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}000`

/**
 * The outcome of each host and the log chunks of a run: a host answers after a delay of its own (0.4 to 1.6 s); an
 * inactive asset, or one without SSH, cannot be reached and answers `{err}`.
 */
export function playRun(
  id: string,
  command: string,
  hosts: Row[],
  username: string,
): { result: Record<string, HostOutcome>; chunks: LogChunk[]; total: number } {
  const result: Record<string, HostOutcome> = {}
  const chunks: LogChunk[] = [
    { at: 50, text: `Task ops.tasks.run_command_execution[${id}] received\n---------- Task start ----------\n$ ${command}\n` },
  ]
  let at = 50
  for (const host of hosts) {
    const seed = seedOf(`${String(host.hostname)}\n${command}`)
    const took = 400 + (seed % 1200)
    at += took
    const name = String(host.hostname)
    if (!host.is_active || !hasSsh(host)) {
      const err = `${name}: UNREACHABLE! => Failed to connect to the host via ssh: ssh: connect to host ${String(host.ip)} port 22: Connection timed out`
      result[name] = { err }
      chunks.push({ at, text: `${name} | FAILED! => \n${err}\n` })
      continue
    }
    const out = outputOf(command, host, username, seed)
    result[name] = { cmd: command, stdout: out.stdout, stderr: out.stderr, rc: out.rc, delta: deltaOf(took) }
    const head = out.rc === 0 ? `${name} | CHANGED | rc=0 >>` : `${name} | FAILED | rc=${out.rc} >>`
    chunks.push({ at, text: [head, out.stdout, out.stderr].filter(Boolean).join('\n') + '\n' })
  }
  at += 150
  chunks.push({
    at,
    text: `---------- Task end ----------\n\nTask ops.tasks.run_command_execution[${id}] succeeded in ${((at - 50) / 1000).toFixed(2)}s: None\n`,
  })
  return { result, chunks, total: at }
}

/**
 * The hosts a user may not run a command on with a system user, as the real view checks them (`check_hosts`): an
 * asset passes when a permission of the user grants it with that system user, or grants with that system user a node
 * the asset is in or under. When no permission of the user grants a node with that system user, the real check
 * lets every asset pass (its node condition is then empty); the mock does the same.
 */
export function hostsNotPermitted(state: MockState, userId: string, systemUserId: string, hosts: Row[]): Row[] {
  const groups = new Set(groupsOf(state, userId))
  const perms = state.db
    .collection('asset-permissions')
    .all()
    .filter(
      (p) =>
        validity(p, state).is_valid &&
        PERM_SYSUSERS.targets(state, p.id).includes(systemUserId) &&
        (PERM_USERS.targets(state, p.id).includes(userId) || PERM_GROUPS.targets(state, p.id).some((g) => groups.has(g))),
    )
  const direct = new Set(perms.flatMap((p) => PERM_ASSETS.targets(state, p.id)))
  const nodes = state.db.collection('nodes')
  const keys = perms.flatMap((p) => PERM_NODES.targets(state, p.id)).map((n) => String(nodes.get(n)?.key ?? ''))
  if (!keys.length) return []
  const under = (a: Row) =>
    ((a.nodes as string[]) ?? []).some((n) => {
      const k = String(nodes.get(n)?.key ?? '')
      return keys.some((key) => k === key || k.startsWith(`${key}:`))
    })
  return hosts.filter((a) => !direct.has(a.id) && !under(a))
}

/** Runs still playing: their outcome and when it is due, by run id. */
const playing = new WeakMap<MockState, Map<string, { due: number; result: Record<string, HostOutcome> }>>()

export function startPlaying(state: MockState, id: string, due: number, result: Record<string, HostOutcome>): void {
  const runs = playing.get(state) ?? new Map()
  playing.set(state, runs)
  runs.set(id, { due, result })
}

/** Finishes the runs whose last host has answered (read before runs are listed or read, wherever they are). */
export function settleRuns(state: MockState): void {
  const runs = playing.get(state)
  if (!runs?.size) return
  const now = state.now()
  const coll = state.db.collection('command-executions')
  let changed = false
  for (const [id, run] of runs) {
    if (run.due > now) continue
    runs.delete(id)
    if (!coll.get(id)) continue
    coll.update(id, { is_finished: true, is_success: true, result: run.result, date_finished: run.due })
    changed = true
  }
  if (changed) state.changed()
}
