// The printed table (and its Markdown twin in bench/results/latest.md) and the --compare verdict.
import type { Comparison } from './compare'
import type { BenchResults, FigureResult, Unit } from './results'
import type { Summary } from './stats'

export function formatValue(value: number, unit: Unit): string {
  if (unit === 'ms') return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`
  if (unit === 'bytes') {
    if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(2)} MB`
    if (value >= 1000) return `${(value / 1000).toFixed(1)} kB`
    return `${Math.round(value)} B`
  }
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

export function formatSummary(s: Summary | null, unit: Unit): string {
  if (!s) return '—'
  if (s.min === s.max) return formatValue(s.median, unit)
  return `${formatValue(s.median, unit)} (${formatValue(s.min, unit)}–${formatValue(s.max, unit)})`
}

export function formatRatio(r: number | null): string {
  return r === null ? '—' : `${r.toFixed(2)}×`
}

function budgetCell(f: FigureResult): string {
  if (!f.budget) return ''
  const verdict = f.budgetMet === true ? 'met' : f.budgetMet === false ? 'MISSED' : 'n/a'
  return `${f.budget.text} ${verdict}`
}

/**
 * The columns: each side's median (min–max), then the console as a multiple of the plain floor (the budgets read
 * this one) and of the stack floor, and the stack floor as a multiple of the plain floor (what the stack alone
 * costs). A scenario without a stack floor page shows — in its columns.
 */
const HEADERS = [
  'figure',
  'console median (min–max)',
  'floor median (min–max)',
  'stack floor median (min–max)',
  '× floor',
  '× stack floor',
  'stack × floor',
  'budget',
]

function cellsOf(f: FigureResult): string[] {
  return [
    f.label,
    formatSummary(f.console, f.unit),
    formatSummary(f.floor, f.unit),
    formatSummary(f.stack ?? null, f.unit),
    formatRatio(f.ratio),
    formatRatio(f.stackRatio ?? null),
    formatRatio(f.stackFloorRatio ?? null),
    budgetCell(f),
  ]
}

function rowsOf(results: BenchResults): Array<{ scenario: string; cells: string[] | null; note?: string }> {
  const out: Array<{ scenario: string; cells: string[] | null; note?: string }> = []
  for (const s of results.scenarios) {
    const title = `${s.id} — ${s.title}${s.status === 'ok' ? ` (${s.runs} run${s.runs === 1 ? '' : 's'})` : ''}`
    out.push({ scenario: title, cells: null })
    if (s.status !== 'ok') {
      out.push({ scenario: title, cells: null, note: `not available: ${s.reason ?? 'unknown'}` })
      continue
    }
    for (const f of s.figures) {
      out.push({ scenario: title, cells: cellsOf(f) })
    }
  }
  return out
}

/** Plain-text table for the terminal. */
export function formatTable(results: BenchResults): string {
  const rows = rowsOf(results)
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => (r.cells ? r.cells[i].length : 0))))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  const out: string[] = [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  ')]
  for (const r of rows) {
    if (r.cells) out.push(line(r.cells))
    else if (r.note) out.push(`  ${r.note}`)
    else out.push('', r.scenario)
  }
  return out.join('\n')
}

/** Markdown table (pasted into notes and issues). */
export function formatMarkdown(results: BenchResults): string {
  const out: string[] = [
    `Bench of ${results.date}: ${results.runs} runs per scenario; ${results.environment.browser}; ${results.environment.cpus}${results.environment.rttMs ? `; answers held back ${results.environment.rttMs} ms (--rtt)` : ''}.`,
    '',
  ]
  out.push(`| scenario | ${HEADERS.join(' | ')} |`, `|${' --- |'.repeat(HEADERS.length + 1)}`)
  for (const s of results.scenarios) {
    if (s.status !== 'ok') {
      out.push(`| ${s.id} | not available: ${(s.reason ?? 'unknown').replace(/\|/g, '\\|')} |${' |'.repeat(HEADERS.length - 1)}`)
      continue
    }
    s.figures.forEach((f, i) => {
      out.push(`| ${i === 0 ? s.id : ''} | ${cellsOf(f).join(' | ')} |`)
    })
  }
  const notes = results.scenarios.flatMap((s) => s.notes.map((n) => `- ${s.id}: ${n}`))
  if (notes.length) out.push('', ...notes)
  return out.join('\n')
}

export function formatComparison(c: Comparison, tolerance: number): string {
  const pct = (x: number) => (Number.isFinite(x) ? `${x > 0 ? '+' : ''}${(x * 100).toFixed(0)} %` : 'from 0')
  const shown = (x: number, by: string) => (by === 'ratio' ? `${x.toFixed(2)}×` : Number.isInteger(x) ? String(x) : x.toFixed(1))
  const out: string[] = [`Compared ${c.compared} figures with bench/baseline.json (tolerance ${Math.round(tolerance * 100)} %).`]
  for (const r of c.regressions)
    out.push(`  WORSE   ${r.scenario} / ${r.label}: ${shown(r.baseline, r.by)} → ${shown(r.latest, r.by)} (${pct(r.change)}, by ${r.by})`)
  for (const m of c.missing) out.push(`  MISSING ${m.scenario}${m.figure ? ` / ${m.figure}` : ''}: ${m.reason}`)
  for (const r of c.improvements)
    out.push(
      `  better  ${r.scenario} / ${r.label}: ${shown(r.baseline, r.by)} → ${shown(r.latest, r.by)} (${pct(r.change)}); refresh with --update-baseline`,
    )
  if (!c.regressions.length && !c.missing.length) out.push('  no figure is worse than the baseline.')
  return out.join('\n')
}
