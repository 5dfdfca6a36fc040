// The system monitor's own history. The platform keeps only each component's latest report, so there is no series
// to ask for; while the page is open it reads the metrics every minute, and each reading's online sessions per
// component type are kept in this browser (localStorage) for 24 hours. The chart shows those samples, and says so.

/** The online sessions of each component type at one moment (epoch ms). */
export interface Sample {
  at: number
  sessions: Record<string, number>
}

export const SAMPLES_KEY = 'bastion.systemMonitor.samples'
/** How often the open page reads the metrics (and so samples them). */
export const SAMPLE_EVERY_MS = 60_000
/** How long a sample is kept. */
export const HISTORY_MS = 24 * 3_600_000

/**
 * The history with a reading added at `at`: samples older than 24 hours dropped, and a reading that comes sooner
 * than a sampling period after the last one replaces it (a refresh does not crowd the chart).
 */
export function withSample(
  history: readonly Sample[],
  at: number,
  readings: ReadonlyArray<{ type: string; session_active: number }>,
): Sample[] {
  const kept = history.filter((s) => s.at > at - HISTORY_MS && s.at <= at)
  const last = kept[kept.length - 1]
  if (last && at - last.at < SAMPLE_EVERY_MS / 2) kept.pop()
  kept.push({ at, sessions: Object.fromEntries(readings.map((r) => [r.type, r.session_active])) })
  return kept
}

/** The kept samples; anything unreadable counts as none. */
export function readSamples(storage: Pick<Storage, 'getItem'> | undefined): Sample[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SAMPLES_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (s): s is Sample => !!s && typeof s === 'object' && typeof s.at === 'number' && !!s.sessions && typeof s.sessions === 'object',
    )
  } catch {
    return []
  }
}

/** Adds a reading to the kept samples (a full or refused storage leaves the history as it was). */
export function recordSample(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  at: number,
  readings: ReadonlyArray<{ type: string; session_active: number }>,
): void {
  try {
    storage?.setItem(SAMPLES_KEY, JSON.stringify(withSample(readSamples(storage), at, readings)))
  } catch {
    // the history is a convenience: without storage the page still shows the present
  }
}

/** A pause between readings longer than this (the page was closed) breaks the lines. */
export const GAP_MS = 3 * SAMPLE_EVERY_MS

/**
 * The series of the chart: the times of the points, and one line per component type seen (a type missing from a
 * reading counted as 0). Where the page was closed for a while, a point without values breaks every line.
 */
export function seriesOf(samples: readonly Sample[]): { times: number[]; types: string[]; data: Record<string, Array<number | null>> } {
  const types = [...new Set(samples.flatMap((s) => Object.keys(s.sessions)))].sort()
  const times: number[] = []
  const data: Record<string, Array<number | null>> = Object.fromEntries(types.map((type) => [type, []]))
  samples.forEach((s, i) => {
    if (i > 0 && s.at - samples[i - 1].at > GAP_MS) {
      times.push(samples[i - 1].at + SAMPLE_EVERY_MS)
      for (const type of types) data[type].push(null)
    }
    times.push(s.at)
    for (const type of types) data[type].push(s.sessions[type] ?? 0)
  })
  return { times, types, data }
}
