// @vitest-environment node
// Session recordings in the mock: the replay look-up answered in the background as the platform does (running
// first), the recording file (asciicast v2, gzipped) typing each command at the moment its record names, and the
// download packed as a tar of the recording and the session's description.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { type Client, signedIn, startTestServer } from './client'

let srv: RunningServer
let admin: Client

beforeAll(async () => {
  srv = await startTestServer()
  admin = await signedIn(srv.url, 'admin')
})
afterAll(async () => {
  await srv.close()
})

type Session = { id: string; protocol: string; has_replay: boolean; command_amount: number; date_start: string }

async function finished(match: (s: Session) => boolean): Promise<Session> {
  const rows = (await admin.get('/api/v1/terminal/sessions/?is_finished=1')).json as Session[]
  const s = rows.find(match)
  if (!s) throw new Error('no such session in the seed')
  return s
}

async function gunzip(buf: ArrayBuffer): Promise<string> {
  const stream = new Blob([buf]).stream().pipeThrough(new DecompressionStream('gzip'))
  return new Response(stream).text()
}

describe('session replay', () => {
  it('answers running first, then where the terminal recording is; the file types each command at its moment', async () => {
    const s = await finished((x) => x.has_replay && x.protocol === 'ssh' && x.command_amount > 1)
    const first = await admin.get(`/api/v1/terminal/sessions/${s.id}/replay/`)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ status: 'running' })
    const second = await admin.get(`/api/v1/terminal/sessions/${s.id}/replay/`)
    expect(second.json).toMatchObject({ type: 'json', download_url: `/api/v1/terminal/sessions/${s.id}/replay/download/` })
    const src = (second.json as { src: string }).src
    expect(src).toMatch(new RegExp(`^/media/replay/\\d{4}-\\d{2}-\\d{2}/${s.id}\\.replay\\.gz$`))

    const file = await fetch(srv.url + src)
    expect(file.status).toBe(200)
    const cast = await gunzip(await file.arrayBuffer())
    const [header, ...events] = cast
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown)
    expect(header).toMatchObject({ version: 2, width: 100, height: 28 })
    const typed = (events as Array<[number, string, string]>).map(([, , d]) => d).join('')
    const commands = (await admin.get(`/api/v1/terminal/commands/?session_id=${s.id}`)).json as Array<{ input: string; timestamp: number }>
    const start = (header as { timestamp: number }).timestamp
    for (const c of commands) {
      expect(typed).toContain(`${c.input}\r\n`)
      // Enter is pressed when the record says the command ran (within the second its timestamp rounds to)
      const enter = (events as Array<[number, string, string]>).find(([t, , d]) => d === '\r\n' && Math.abs(start + t - c.timestamp) <= 1)
      expect(enter).toBeDefined()
    }
    // the same session gives the same recording
    expect(await gunzip(await (await fetch(srv.url + src)).arrayBuffer())).toBe(cast)
  })

  it('a video recording (rdp) is described for the platform player; a session without one answers 404', async () => {
    const rdp = await finished((x) => x.has_replay && x.protocol === 'rdp')
    await admin.get(`/api/v1/terminal/sessions/${rdp.id}/replay/`)
    expect((await admin.get(`/api/v1/terminal/sessions/${rdp.id}/replay/`)).json).toMatchObject({ type: 'guacamole' })
    const none = await finished((x) => !x.has_replay)
    await admin.get(`/api/v1/terminal/sessions/${none.id}/replay/`)
    const missing = await admin.get(`/api/v1/terminal/sessions/${none.id}/replay/`)
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ error: 'Not found replay file, and not remote storage set' })
  })

  it('the download is a tar of the recording and the session description, named after the session', async () => {
    const s = await finished((x) => x.has_replay && x.protocol === 'ssh')
    const tar = await admin.get(`/api/v1/terminal/sessions/${s.id}/replay/download/`)
    expect(tar.status).toBe(200)
    expect(tar.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${s.id}.tar`)
    expect(tar.text.slice(0, 100)).toContain(`${s.id}.replay.gz`)
    expect(tar.text).toContain(`${s.id}.json`)
    expect(tar.text.slice(257, 262)).toBe('ustar')
  })
})
