// The periodic-run fields shared by the licensed extension's resources (option labels, ids and the mini query of
// relation selects are every area's: ../shared.ts).
import type { FieldOverride } from '../../components/data/fieldTyping'

/** VAL-15: a crontab has exactly five fields. */
export function crontabProblem(value: unknown): string | undefined {
  const text = String(value ?? '').trim()
  if (!text) return undefined
  return text.split(/\s+/).length === 5 ? undefined : 'xpack.crontabFiveFields'
}

/** The fields of a periodic run: the schedule is shown when periodic, a crontab wins over the interval (VAL-16). */
export const PERIODIC_FIELDS = ['is_periodic', 'crontab', 'interval'] as const
/**
 * The schedule as text ("-" when not periodic): a model property the platform's metadata does not label, so the
 * column and the detail line carry their own label.
 */
export const PERIODIC_DISPLAY = { field: 'periodic_display', labelKey: 'xpack.periodicDisplay' } as const
export const periodicOverrides = {
  crontab: { hidden: (v) => !v.is_periodic, helpKey: 'xpack.crontabHelp', validate: (value) => crontabProblem(value) },
  interval: { hidden: (v) => !v.is_periodic, helpKey: 'xpack.intervalHelp' },
} satisfies Record<'crontab' | 'interval', FieldOverride>
export const periodicInitial = () => ({ is_periodic: false, interval: 24, crontab: '' })
