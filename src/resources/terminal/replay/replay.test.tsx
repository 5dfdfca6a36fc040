// The replay of a session (SESS-03): the recording read as the terminal component writes it (asciicast, gzipped),
// the platform's background look-up asked again until it answers, a command's moment to jump to, and the platform's
// player and the download for a video recording.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { forwardRef, useImperativeHandle } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../../test/render'
import { setupMockServer } from '../../../test/server'
import { contractFallback, contractRow } from '../../../test/contract'
import {
  terminalCommandsList,
  terminalSessionsReplayDownload,
  terminalSessionsReplayRetrieve,
  terminalSessionsRetrieve,
} from '../../../generated/operations/terminal'
import { urlOf } from '../../../http/operation'
import { clock, eventsUntil, momentOf, outputBetween, parseAsciicast, recordingText, shortenPauses } from './asciicast'
import type { Recording } from './asciicast'
import SessionReplay from './SessionReplay'

const seeks: number[] = []
// the player draws with xterm.js (a real browser's job, e2e/sessions): here it shows what it was given
vi.mock('./TerminalPlayer', () => ({
  TerminalPlayer: forwardRef<{ seek(s: number): void; position(): number }, { recording: Recording }>(function Stub({ recording }, ref) {
    // it is where it was last sent
    useImperativeHandle(ref, () => ({ seek: (s: number) => seeks.push(s), position: () => seeks.at(-1) ?? 0 }))
    return <div data-testid="player">{`${recording.events.length} events, ${recording.duration}s`}</div>
  }),
}))

const ID = '7e5a0000-2c4d-4e8a-9f10-0a1b2c3d0003'
const START = 1795660800 // 2026-11-26T00:00:00Z
const CAST = [
  JSON.stringify({ version: 2, width: 100, height: 28, timestamp: START }),
  JSON.stringify([0.5, 'o', '$ ']),
  JSON.stringify([1.0, 'i', 'l']),
  JSON.stringify([2.0, 'o', 'ls\r\n']),
  JSON.stringify([2.5, 'o', 'app\r\n$ ']),
  JSON.stringify([9.25, 'o', 'logout\r\n']),
].join('\n')

async function gzipped(text: string): Promise<ArrayBuffer> {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Response(stream).arrayBuffer()
}

describe('asciicast recordings', () => {
  it('SESS-03 reads a gzipped asciicast v2 recording: output events in time order, size and length', async () => {
    const rec = parseAsciicast(await recordingText(await gzipped(CAST)))
    expect(rec).toMatchObject({ width: 100, height: 28, start: START, duration: 9.25 })
    expect(rec.events.map(([t]) => t)).toEqual([0.5, 2, 2.5, 9.25])
    expect(parseAsciicast(await recordingText(new TextEncoder().encode(CAST).buffer))).toEqual(rec)
    expect(() => parseAsciicast('{"version":3}')).toThrow()
  })

  it('SESS-03 a seek writes the output up to that moment; a command is found at its recorded time', () => {
    const rec = parseAsciicast(CAST)
    expect(outputBetween(rec, 0, eventsUntil(rec, 2.4))).toBe('$ ls\r\n')
    expect(eventsUntil(rec, 0)).toBe(0)
    expect(eventsUntil(rec, 100)).toBe(4)
    expect(momentOf(rec, null, START + 2)).toBe(2)
    expect(momentOf(rec, null, START + 500)).toBe(9.25)
    expect(clock(65)).toBe('1:05')
    expect(clock(3725)).toBe('1:02:05')
  })
})

describe('shortened pauses', () => {
  const rec: Recording = {
    width: 80,
    height: 24,
    start: null,
    events: [
      [0.5, '$ '],
      [2, 'ls\r\n'],
      [2.5, 'app\r\n$ '],
      [9.25, 'logout\r\n'],
    ],
    duration: 9.25,
  }
  it('SESS-03 a pause longer than the limit is cut to it; the output is the same, only sooner', () => {
    const s = shortenPauses(rec, 2)
    expect(s.recording.events).toEqual([
      [0.5, '$ '],
      [2, 'ls\r\n'],
      [2.5, 'app\r\n$ '],
      [4.5, 'logout\r\n'],
    ])
    expect(s.recording.duration).toBe(4.5)
  })
  it('SESS-03 moments move between both timelines: before, inside and after a shortened pause', () => {
    const s = shortenPauses(rec, 2)
    expect(s.toShort(2)).toBe(2)
    expect(s.toShort(3.5)).toBe(3.5)
    // late in the long pause: as far as the shortened pause reaches
    expect(s.toShort(8)).toBe(4.5)
    expect(s.toShort(9.25)).toBe(4.5)
    expect(s.toOriginal(4.5)).toBe(9.25)
    expect(s.toOriginal(3.5)).toBe(3.5)
    expect(s.toOriginal(s.toShort(1.2))).toBe(1.2)
  })
})

describe('replay page', () => {
  const mock = setupMockServer(...contractFallback().handlers)
  const session = contractRow(terminalSessionsRetrieve, {
    id: ID,
    user: 'Alice(alice)',
    asset: 'web-01(192.0.2.10)',
    protocol: 'ssh',
    is_finished: true,
    has_replay: true,
    can_replay: true,
    date_start: '2026/11/26 08:00:00 +0800',
  })
  const described = (type: 'json' | 'guacamole') =>
    contractRow(terminalSessionsReplayRetrieve, {
      type,
      src: `/media/replay/2026-11-26/${ID}.replay.gz`,
      user: 'Alice(alice)',
      asset: 'web-01(192.0.2.10)',
      system_user: 'deploy(deploy)',
      date_start: '2026-11-26T08:00:00+08:00',
      date_end: '2026-11-26T08:00:09+08:00',
      download_url: urlOf(terminalSessionsReplayDownload, { id: ID }),
    })
  const command = contractRow(terminalCommandsList, {
    id: '7e5c0000-2c4d-4e8a-9f10-0a1b2c3d0001',
    input: 'ls',
    output: 'app',
    session: ID,
    risk_level: 0,
    timestamp: START + 2,
  })

  function serve(answers: Array<{ status: number; body: Record<string, unknown> }>) {
    let call = 0
    mock.server.use(
      http.get(urlOf(terminalSessionsRetrieve, { id: ID }), () => HttpResponse.json(session)),
      http.get(urlOf(terminalSessionsReplayRetrieve, { id: ID }), () => {
        const a = answers[Math.min(call++, answers.length - 1)]
        return HttpResponse.json(a.body, { status: a.status })
      }),
      http.get(urlOf(terminalCommandsList), () => HttpResponse.json([command])),
      http.get(`/media/replay/2026-11-26/${ID}.replay.gz`, async () => HttpResponse.arrayBuffer(await gzipped(CAST))),
    )
  }
  const open = () =>
    renderScreen(<SessionReplay sessionId={ID} />, { route: `/terminal/sessions/${ID}?tab=replay`, path: '/terminal/sessions/:id' })
  const running = { status: 200, body: { status: 'running', start_time: START, key: 'GET_x' } }

  it('SESS-03 asks again while the platform looks the recording up, then plays it; a command jumps to its moment', async () => {
    serve([running, { status: 200, body: described('json') }])
    const r = open()
    expect(await screen.findByTestId('player', undefined, { timeout: 5000 })).toHaveTextContent('4 events, 9.25s')
    expect(mock.requests('GET', urlOf(terminalSessionsReplayRetrieve, { id: ID }))).toHaveLength(2)
    await r.user.click(await screen.findByRole('button', { name: /^ls/ }))
    expect(seeks).toEqual([2])
    expect(screen.getByRole('link', { name: 'Download recording' })).toHaveAttribute(
      'href',
      urlOf(terminalSessionsReplayDownload, { id: ID }),
    )
  })

  it('SESS-06 / SESS-03 opened from a command record, the player starts at that command, marked in the list', async () => {
    serve([{ status: 200, body: described('json') }])
    seeks.length = 0
    renderScreen(<SessionReplay sessionId={ID} />, {
      route: `/terminal/sessions/${ID}?tab=replay&at=${START + 2}`,
      path: '/terminal/sessions/:id',
    })
    expect(await screen.findByTestId('player', undefined, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(seeks).toEqual([2]))
    expect(screen.getByRole('button', { name: /^ls/ })).toHaveAttribute('aria-current', 'true')
  })

  it('SESS-03 shortening the pauses plays the recording on a shorter timeline and keeps the player where it was', async () => {
    serve([{ status: 200, body: described('json') }])
    seeks.length = 0
    const r = renderScreen(<SessionReplay sessionId={ID} />, {
      route: `/terminal/sessions/${ID}?tab=replay&at=${START + 9.25}`,
      path: '/terminal/sessions/:id',
    })
    const player = await screen.findByTestId('player', undefined, { timeout: 5000 })
    await waitFor(() => expect(seeks).toEqual([9.25]))
    await r.user.click(screen.getByRole('switch', { name: 'Shorten pauses over 2 s' }))
    expect(player).toHaveTextContent('4 events, 4.5s')
    expect(seeks.at(-1)).toBe(4.5)
    await r.user.click(screen.getByRole('switch', { name: 'Shorten pauses over 2 s' }))
    expect(player).toHaveTextContent('4 events, 9.25s')
    expect(seeks.at(-1)).toBe(9.25)
  })

  it('SESS-03 a video recording is offered in the platform player and as a download', async () => {
    serve([{ status: 200, body: described('guacamole') }])
    open()
    expect(await screen.findByRole('link', { name: 'Open in the platform player' })).toHaveAttribute('href', `/luna/replay/${ID}`)
    expect(screen.getByRole('link', { name: 'Download recording' })).toBeInTheDocument()
    expect(screen.queryByTestId('player')).not.toBeInTheDocument()
  })

  it('SESS-03 a session without a recording says so', async () => {
    serve([running, { status: 404, body: { error: 'Not found replay file, and not remote storage set' } }])
    open()
    await waitFor(() => expect(screen.getByText('This session has no recording.')).toBeInTheDocument(), { timeout: 5000 })
    expect(screen.queryByRole('link', { name: 'Download recording' })).not.toBeInTheDocument()
  })
})
