// A terminal recording as the platform's terminal component writes it: asciicast v2 (a JSON header line, then one
// `[seconds, "o", text]` event per line), usually gzipped (`.replay.gz`). The player reads it through these helpers:
// the output up to a moment (a seek writes it at once), and the events between two moments (playing).

export interface Recording {
  width: number
  height: number
  /** Epoch seconds of the recording's start (the header's `timestamp`), when given. */
  start: number | null
  /** Output events in time order: seconds from the start, text. */
  events: Array<readonly [number, string]>
  /** Seconds of the last event. */
  duration: number
}

/** Reads an asciicast v2 text (v1, one JSON object with `stdout`, is read too). Throws on anything else. */
export function parseAsciicast(text: string): Recording {
  const trimmed = text.trim()
  const lines = trimmed.split('\n')
  const header = JSON.parse(lines[0]) as Record<string, unknown>
  let events: Array<readonly [number, string]> = []
  if (header.version === 1 && Array.isArray(header.stdout)) {
    let t = 0
    events = (header.stdout as Array<[number, string]>).map(([delay, data]) => [(t += delay), data] as const)
  } else if (header.version === 2) {
    for (const line of lines.slice(1)) {
      if (!line.trim()) continue
      const [t, kind, data] = JSON.parse(line) as [number, string, string]
      if (kind === 'o') events.push([Number(t), String(data)])
    }
  } else throw new Error('not an asciicast recording')
  events.sort((a, b) => a[0] - b[0])
  return {
    width: Number(header.width) || 80,
    height: Number(header.height) || 24,
    start: typeof header.timestamp === 'number' ? header.timestamp : null,
    events,
    duration: events.length ? events[events.length - 1][0] : 0,
  }
}

/** The number of events that have happened at `seconds` (those at or before it). */
export function eventsUntil(recording: Recording, seconds: number): number {
  const { events } = recording
  let lo = 0
  let hi = events.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (events[mid][0] <= seconds) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The text of events `from` (inclusive) to `to` (exclusive), as one write to the terminal. */
export function outputBetween(recording: Recording, from: number, to: number): string {
  let out = ''
  for (let i = from; i < to; i++) out += recording.events[i][1]
  return out
}

/** The moment in the recording (seconds from its start) of a command recorded at `timestamp` (epoch seconds). */
export function momentOf(recording: Recording, sessionStart: number | null, timestamp: number): number {
  const start = recording.start ?? sessionStart ?? timestamp
  return Math.min(recording.duration, Math.max(0, timestamp - start))
}

/** `m:ss` or `h:mm:ss`. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The text of a recording file: gunzipped when it is gzip (its first bytes 1f 8b), else read as it is. */
export async function recordingText(body: ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(body)
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
    return new Response(stream).text()
  }
  return new TextDecoder().decode(bytes)
}

/** A recording whose pauses are shortened, and the moves between its time and the recording's own. */
export interface Shortened {
  recording: Recording
  /** The shortened moment of a moment of the original recording. */
  toShort(seconds: number): number
  /** The original moment of a shortened one. */
  toOriginal(seconds: number): number
}

/**
 * The recording with every pause longer than `limit` seconds cut down to `limit` (the output is unchanged, only when
 * it comes): a session left idle for minutes plays in seconds. The two maps move a moment (a command's, the player's
 * position) between both timelines.
 */
export function shortenPauses(recording: Recording, limit: number): Shortened {
  const original = recording.events.map(([t]) => t)
  const short: number[] = []
  original.forEach((t, i) => short.push(i === 0 ? Math.min(t, limit) : short[i - 1] + Math.min(t - original[i - 1], limit)))
  const events = recording.events.map(([, text], i) => [short[i], text] as const)
  /** The last event at or before `seconds` on a timeline, -1 before the first. */
  const lastAt = (times: number[], seconds: number) => {
    let lo = 0
    let hi = times.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (times[mid] <= seconds) lo = mid + 1
      else hi = mid
    }
    return lo - 1
  }
  const move = (from: number[], to: number[], seconds: number) => {
    const i = lastAt(from, seconds)
    const base = i < 0 ? 0 : from[i]
    const baseTo = i < 0 ? 0 : to[i]
    const gapTo = i + 1 < to.length ? to[i + 1] - baseTo : Infinity
    // within a pause: as far after its event, but no further than the pause is long on the other timeline
    return baseTo + Math.min(seconds - base, gapTo)
  }
  return {
    recording: { ...recording, events, duration: short.length ? short[short.length - 1] : 0 },
    toShort: (s) => move(original, short, s),
    toOriginal: (s) => move(short, original, s),
  }
}
