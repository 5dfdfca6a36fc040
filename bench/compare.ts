// `npm run bench -- --compare`: every figure of this run against bench/baseline.json. Lower is better for every
// figure; one more than `tolerance` (15 %) worse than the baseline is a regression, and so is a scenario or a
// figure the baseline measured that this run could not.
import { comparedValue, type BenchResults, type CompareBy, type ScenarioResult } from './results'

export interface Change {
  scenario: string
  figure: string
  label: string
  by: CompareBy
  baseline: number
  latest: number
  /** (latest - baseline) / baseline; Infinity when the baseline was 0 and now is not. */
  change: number
}

export interface Comparison {
  regressions: Change[]
  improvements: Change[]
  /** Measured in the baseline, not in this run. */
  missing: Array<{ scenario: string; figure?: string; reason: string }>
  /** Figures compared. */
  compared: number
}

function relativeChange(baseline: number, latest: number): number {
  if (baseline === 0) return latest === 0 ? 0 : Number.POSITIVE_INFINITY
  return (latest - baseline) / baseline
}

/**
 * Compares the scenarios of `latest` that the baseline also has (a run of some scenarios only — `--only` —
 * is compared on those). `only`: the scenario ids this run was asked to measure (null: all).
 */
export function compareResults(
  latest: BenchResults,
  baseline: BenchResults,
  tolerance = 0.15,
  only: readonly string[] | null = null,
): Comparison {
  const out: Comparison = { regressions: [], improvements: [], missing: [], compared: 0 }
  const byId = new Map<string, ScenarioResult>(latest.scenarios.map((s) => [s.id, s]))
  for (const base of baseline.scenarios) {
    if (base.status !== 'ok') continue
    if (only && !only.includes(base.id)) continue
    const now = byId.get(base.id)
    if (!now) {
      out.missing.push({ scenario: base.id, reason: 'not run' })
      continue
    }
    if (now.status !== 'ok') {
      out.missing.push({ scenario: base.id, reason: now.reason ?? 'not available' })
      continue
    }
    const figures = new Map(now.figures.map((f) => [f.id, f]))
    for (const bf of base.figures) {
      const before = comparedValue(bf)
      if (before === null) continue
      const nf = figures.get(bf.id)
      const after = nf ? comparedValue(nf) : null
      if (after === null) {
        out.missing.push({ scenario: base.id, figure: bf.id, reason: 'figure not measured' })
        continue
      }
      out.compared += 1
      const change = relativeChange(before, after)
      const entry: Change = { scenario: base.id, figure: bf.id, label: bf.label, by: bf.compareBy, baseline: before, latest: after, change }
      if (change > tolerance) out.regressions.push(entry)
      else if (change < -tolerance) out.improvements.push(entry)
    }
  }
  return out
}

/** Merges this run into the baseline: scenarios measured now replace theirs, the others stay. */
export function mergeBaseline(baseline: BenchResults | null, latest: BenchResults): BenchResults {
  if (!baseline) return latest
  const now = new Map(latest.scenarios.map((s) => [s.id, s]))
  const known = new Set(baseline.scenarios.map((s) => s.id))
  const scenarios = [...baseline.scenarios.map((s) => now.get(s.id) ?? s), ...latest.scenarios.filter((s) => !known.has(s.id))]
  return { ...latest, scenarios }
}
