// Session recordings: where a session's replay is (`GET /terminal/sessions/{id}/replay/`, answered in the background
// as the platform does: `{status: running}` first, the description on a later read), the recording file under
// `/media/replay/<date>/<id>.replay.gz` (asciicast v2, gzipped, as the terminal component uploads it), and the
// download the platform packs (a tar of the recording and a JSON description of the session).
//
// A recording is generated from the session and its commands, seeded by the session's id: the same session gives the
// same file, and each command is typed at the moment its record says (`timestamp`), its output after it.
import type { Row } from '../db/store'
import { type Ctx, json, text } from '../engine/http'
import { getObject } from '../engine/crud'
import { on, page } from '../engine/pipeline'
import { collectionOf, type Resource } from '../engine/resource'
import { Prng } from '../engine/prng'
import type { MockState } from '../engine/state'

/** The platform's answer when a session has no recording. */
const NO_RECORDING = 'Not found replay file, and not remote storage set'
/** Protocols the platform records as video (its own player reads them). */
const VIDEO = ['rdp', 'vnc']

/** A number of a string (FNV-1a), the seed of a session's recording. */
function seedOf(id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Output a shell prints for a command (plausible, deterministic), when the record keeps none. */
function outputOf(input: string, rng: Prng, host: string, user: string): string[] {
  const cmd = input.trim().split(/\s+/)[0]
  switch (cmd) {
    case 'ls':
      return [
        'total 24',
        'drwxr-xr-x 3 root root 4096 Nov 20 09:12 app',
        '-rw-r--r-- 1 root root  812 Nov 21 17:40 config.yml',
        '-rw-r--r-- 1 root root 3302 Nov 25 08:03 notes.txt',
      ]
    case 'df':
      return [
        'Filesystem      Size  Used Avail Use% Mounted on',
        `/dev/vda1        40G   ${rng.int(8, 30)}G   ${rng.int(5, 20)}G  ${rng.int(20, 80)}% /`,
      ]
    case 'uptime':
      return [
        ` 10:${String(rng.int(10, 59))}:0${rng.int(0, 9)} up ${rng.int(2, 90)} days,  1 user,  load average: 0.${rng.int(0, 9)}${rng.int(0, 9)}, 0.1${rng.int(0, 9)}, 0.0${rng.int(1, 9)}`,
      ]
    case 'whoami':
      return [user]
    case 'hostname':
      return [host]
    case 'pwd':
      return [`/home/${user}`]
    case 'free':
      return [
        '               total        used        free      shared  buff/cache   available',
        `Mem:         ${rng.int(3900, 8000)}         ${rng.int(800, 2000)}         ${rng.int(500, 1500)}          12        1900        2600`,
      ]
    default:
      return []
  }
}

/** A session's recording as asciicast v2 lines (header, then `[seconds, "o", text]` events). */
export function recordingOf(session: Row, commands: Row[]): string {
  const rng = new Prng(seedOf(String(session.id)))
  const start = Number(session.date_start)
  const user = String(session.system_user ?? 'root').replace(/\(.*$/, '') || 'root'
  const host = String(session.asset ?? 'host').replace(/\(.*$/, '') || 'host'
  const prompt = `\u001b[32m${user}@${host}\u001b[0m:\u001b[34m~\u001b[0m$ `
  const events: Array<[number, string]> = []
  const at = (t: number, data: string) => events.push([Math.round(t * 1000) / 1000, data])
  at(0.2, `Last login: ${new Date(start - 86_400_000).toUTCString()} from 10.0.0.1\r\n`)
  at(0.5, prompt)
  let now = 0.6
  const sorted = [...commands].sort((a, b) => Number(a.timestamp) - Number(b.timestamp))
  for (const c of sorted) {
    const input = String(c.input)
    // the command is entered (Enter pressed) at the moment its record names
    const entered = Math.max(now + input.length * 0.02 + 0.1, Number(c.timestamp) - start / 1000)
    let t = Math.max(now + 0.1, entered - input.length * 0.09)
    const step = (entered - t) / Math.max(1, input.length)
    for (const ch of input) {
      at(t, ch)
      t += step
    }
    at(entered, '\r\n')
    const stored = String(c.output ?? '')
    const lines = stored && !/: ok$/.test(stored) ? stored.split('\n') : outputOf(input, rng, host, user)
    let o = entered + 0.05 + rng.int(1, 20) / 100
    for (const line of lines) {
      at(o, `${line}\r\n`)
      o += 0.01
    }
    at(o + 0.02, prompt)
    now = o + 0.05
  }
  const end = session.date_end ? (Number(session.date_end) - start) / 1000 : now + 1
  at(Math.max(end, now + 0.5), 'logout\r\n')
  const header = {
    version: 2,
    width: 100,
    height: 28,
    timestamp: Math.floor(start / 1000),
    title: `${session.user} @ ${session.asset}`,
    env: { TERM: 'xterm-256color', SHELL: '/bin/bash' },
  }
  return [JSON.stringify(header), ...events.map(([s, d]) => JSON.stringify([s, 'o', d]))].join('\n') + '\n'
}

async function gzip(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A ustar archive of the given files (what Python's tarfile writes, without the long-name extensions). */
export function tarOf(files: Array<{ name: string; data: Uint8Array; mtime: number }>): Uint8Array {
  const blocks: Uint8Array[] = []
  const enc = new TextEncoder()
  for (const f of files) {
    const h = new Uint8Array(512)
    const put = (s: string, off: number, len: number) => h.set(enc.encode(s).slice(0, len), off)
    const octal = (n: number, len: number) => n.toString(8).padStart(len - 1, '0') + '\0'
    put(f.name, 0, 100)
    put(octal(0o644, 8), 100, 8)
    put(octal(0, 8), 108, 8)
    put(octal(0, 8), 116, 8)
    put(octal(f.data.length, 12), 124, 12)
    put(octal(Math.floor(f.mtime / 1000), 12), 136, 12)
    put('        ', 148, 8)
    put('0', 156, 1)
    put('ustar\u000000', 257, 8)
    let sum = 0
    for (const b of h) sum += b
    put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8)
    blocks.push(h, f.data, new Uint8Array((512 - (f.data.length % 512)) % 512))
  }
  blocks.push(new Uint8Array(1024))
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0))
  let at = 0
  for (const b of blocks) {
    out.set(b, at)
    at += b.length
  }
  return out
}

/** The day folder and file name of a session's recording (`<yyyy-mm-dd>/<id>.replay.gz`). */
export function recordingPath(session: Row): string {
  return `${new Date(Number(session.date_start)).toISOString().slice(0, 10)}/${session.id}.replay.gz`
}

/** Replay look-ups started, per mock state: `user|session` → started (the first read answers `running`). */
const started = new WeakMap<MockState, Set<string>>()

export function registerReplay(sessions: Resource): void {
  const commandsOf = (ctx: Ctx, id: string) =>
    ctx.state.db
      .collection('commands')
      .all()
      .filter((c) => c.session === id)
  const recorded = async (ctx: Ctx, s: Row) => gzip(new TextEncoder().encode(recordingOf(s, commandsOf(ctx, s.id))))

  on(
    'GET',
    '/api/v1/terminal/sessions/{id}/replay/',
    (ctx) => {
      const id = ctx.params[0]
      const asked = started.get(ctx.state) ?? new Set<string>()
      started.set(ctx.state, asked)
      const key = `${ctx.user?.id ?? ''}|${id}`
      if (ctx.query.get('refresh')) asked.delete(key)
      if (!asked.has(key)) {
        asked.add(key)
        return json(ctx, {
          status: 'running',
          start_time: ctx.state.now() / 1000,
          key: `GET_${seedOf(id).toString(16)}_${ctx.user?.id ?? ''}`,
        })
      }
      const s = getObject(ctx, sessions, id)
      if (!s.has_replay) return json(ctx, { error: NO_RECORDING }, 404)
      return json(ctx, {
        type: VIDEO.includes(String(s.protocol)) ? 'guacamole' : 'json',
        src: `/media/replay/${recordingPath(s)}`,
        user: s.user,
        asset: s.asset,
        system_user: s.system_user,
        date_start: new Date(Number(s.date_start)).toISOString(),
        date_end: s.date_end ? new Date(Number(s.date_end)).toISOString() : null,
        download_url: `/api/v1/terminal/sessions/${s.id}/replay/download/`,
      })
    },
    { permission: ['IsOrgAdminOrAppUser | IsOrgAuditor'] },
  )

  // the recording file, as the platform's web server serves its media (the session's own org is not asked)
  page('GET', /^\/media\/replay\/\d{4}-\d{2}-\d{2}\/([0-9a-f-]{36})\.replay\.gz$/, async (ctx) => {
    const id = /([0-9a-f-]{36})\.replay\.gz$/.exec(ctx.url.pathname)?.[1] ?? ''
    const s = collectionOf(ctx.state, sessions).get(id)
    if (!s?.has_replay || VIDEO.includes(String(s.protocol))) return text(ctx, 'Not Found', 404, { 'Content-Type': 'text/plain' })
    return text(ctx, await recorded(ctx, s), 200, { 'Content-Type': 'application/gzip' })
  })

  on(
    'GET',
    '/api/v1/terminal/sessions/{id}/replay/download/',
    async (ctx) => {
      const s = getObject(ctx, sessions, ctx.params[0])
      if (!s.has_replay) return json(ctx, { error: NO_RECORDING }, 404)
      const enc = new TextEncoder()
      const meta = {
        ...s,
        date_start: new Date(Number(s.date_start)).toISOString(),
        date_end: s.date_end ? new Date(Number(s.date_end)).toISOString() : null,
      }
      const tar = tarOf([
        { name: `${s.id}.replay.gz`, data: await recorded(ctx, s), mtime: Number(s.date_end ?? s.date_start) },
        { name: `${s.id}.json`, data: enc.encode(JSON.stringify(meta)), mtime: Number(s.date_end ?? s.date_start) },
      ])
      return text(ctx, tar, 200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${s.id}.tar`,
      })
    },
    { permission: ['IsOrgAdminOrAppUser | IsOrgAuditor'] },
  )
}
