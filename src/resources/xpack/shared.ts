// Option labels, the mini query of relation selects and the periodic-run fields shared by the licensed extension's
// resources.
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { Row } from '../../components/resource/types'

/** The query of a relation select: the rows' mini fields. */
export const MINI = { fields_size: 'mini' } as const
export const nodeLabel = (n: Row): string => String(n.full_value ?? n.value ?? n.name ?? '')
export const assetLabel = (a: Row): string => `${String(a.hostname ?? '')}(${String(a.ip ?? '')})`
/** The object's id, for URLs. */
export const idOf = (o: { id?: unknown }): string => String(o.id)

/** VAL-15: a crontab has exactly five fields. */
export function crontabProblem(value: unknown): string | undefined {
  const text = String(value ?? '').trim()
  if (!text) return undefined
  return text.split(/\s+/).length === 5 ? undefined : 'xpack.crontabFiveFields'
}

/** The fields of a periodic run: the schedule is shown when periodic, a crontab wins over the interval (VAL-16). */
export const PERIODIC_FIELDS = ['is_periodic', 'crontab', 'interval'] as const
export const periodicOverrides = {
  crontab: { hidden: (v) => !v.is_periodic, helpKey: 'xpack.crontabHelp', validate: (value) => crontabProblem(value) },
  interval: { hidden: (v) => !v.is_periodic, helpKey: 'xpack.intervalHelp' },
} satisfies Record<'crontab' | 'interval', FieldOverride>
export const periodicInitial = () => ({ is_periodic: false, interval: 24, crontab: '' })
