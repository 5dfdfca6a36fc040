// Summary statistics of repeated measurements: the bench reports median, min and max of each figure, and the
// console/floor ratio of the medians.

export interface Summary {
  median: number
  min: number
  max: number
  /** How many measurements the summary is made of. */
  n: number
}

/** The value below which `p` percent of the values lie (nearest rank on the sorted values). */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length)
  return sorted[Math.max(0, rank - 1)]
}

/** Median, min and max of the finite values; null when there are none. An even count averages the middle two. */
export function summarize(values: ReadonlyArray<number | null | undefined>): Summary | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length }
}

/** console / floor of the medians; null when either is missing or the floor is zero. */
export function ratio(consoleSide: Summary | null, floorSide: Summary | null): number | null {
  if (!consoleSide || !floorSide || floorSide.median === 0) return null
  return consoleSide.median / floorSide.median
}
