// What asset and application password change plans share (DOM-10 / ENT-24): the password strategy and rules,
// the schedule, the list columns, "run now", and the detail with the plan's runs; and the run detail with its
// per-account results.
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { ColumnSpec, DetailTab, ResourceConfig, Row, RowActionSpec } from '../../components/resource/types'
import { taskLogAction } from '../../components/detail/TaskLogDialog'
import { httpRequest } from '../../http/client'
import { idOf, PERIODIC_FIELDS, periodicInitial, periodicOverrides } from './shared'

export const PASSWORD_FIELDS = ['password_strategy', 'password', 'password_length', 'symbol_set'] as const
export const PLAN_COLUMNS = ['password_strategy_display', 'periodic_display', 'run_times', 'comment', 'created_by', 'date_created']
const randomly = (v: Record<string, unknown>) => v.password_strategy !== 'custom'

export const passwordOverrides: Record<string, FieldOverride> = {
  ...periodicOverrides,
  // a custom password is typed on create; an update keeps the stored one when left empty
  password: { widget: 'password', hidden: (v) => randomly(v), validate: (value, _, c) => (c.mode !== 'update' && !value ? 'form.required' : undefined) },
  // the rules of a generated password travel in `password_rules`
  password_length: { meta: { type: 'integer', min_value: 6, max_value: 30 }, labelKey: 'xpack.plan.passwordLength', hidden: (v) => !randomly(v) },
  symbol_set: { meta: { type: 'string', max_length: 64 }, labelKey: 'xpack.plan.symbolSet', helpKey: 'xpack.plan.symbolSetHelp', hidden: (v) => !randomly(v) },
}

export const planInitial = (): Record<string, unknown> => ({ ...periodicInitial(), password_strategy: 'random_one', password_length: 30, symbol_set: '' })

export const planFromObject = (o: Row): Record<string, unknown> => {
  const rules = (o.password_rules ?? {}) as Record<string, unknown>
  return { ...o, password_length: rules.length ?? 30, symbol_set: rules.symbol_set ?? '' }
}

export function planClean(body: Record<string, unknown>): Record<string, unknown> {
  const { password_length: length, symbol_set: symbols, ...rest } = body
  if (length !== undefined) rest.password_rules = { length, ...(symbols ? { symbol_set: symbols } : {}) }
  return rest
}

/** Run a plan now: a manual execution. */
export const runPlan = (executionsUrl: string): RowActionSpec => ({
  name: 'run',
  labelKey: 'xpack.runNow',
  order: 5,
  confirmKey: 'xpack.runConfirm',
  run: async ({ row, notify }) => {
    await httpRequest({ url: executionsUrl, method: 'POST', data: { plan: idOf(row), trigger: 'manual' } })
    notify('xpack.runStarted')
  },
})

export const SCHEDULE_GROUP = ['xpack.schedule', [...PERIODIC_FIELDS]] as const

/** The plan detail's runs tab, each run linking to its detail route. */
export const executionsTab = (url: string, route: string): DetailTab => ({
  name: 'executions',
  titleKey: 'xpack.plan.executions',
  kind: 'table',
  url: (o) => `${url}?plan_id=${idOf(o)}`,
  columns: [
    { field: 'date_start', link: { route, params: (r: Row) => ({ id: idOf(r) }) } },
    'trigger', 'timedelta', { field: 'result_summary', labelKey: 'xpack.plan.result', value: summary, sortable: false },
  ],
  // a run's id is its task's id: its log opens in a window of its own
  rowActions: [taskLogAction],
})

/** `{succeed, failed, total}` as one cell. */
export function summary(r: Row): string {
  const s = (r.result_summary ?? {}) as Record<string, unknown>
  return ['succeed', 'failed', 'total'].filter((k) => s[k] !== undefined).map((k) => `${k}: ${String(s[k])}`).join(', ')
}

/** The detail of one run of a plan: what ran, and each account's result. */
export function executionConfig(name: string, path: string, url: string, subtasksUrl: string, items: string[], subtaskColumns: Array<string | ColumnSpec>): ResourceConfig {
  return {
    name,
    path,
    url,
    screens: ['detail'],
    detail: {
      titleField: 'username',
      canUpdate: () => false,
      canDelete: () => false,
      tabs: [
        { name: 'info', titleKey: 'detail.basicInfo', kind: 'info', items: [...items, 'trigger', 'timedelta', { field: 'result_summary', labelKey: 'xpack.plan.result', value: summary }, 'date_start'] },
        { name: 'results', titleKey: 'xpack.plan.results', kind: 'table', url: (o) => `${subtasksUrl}?plan_execution_id=${idOf(o)}`, columns: subtaskColumns, searchable: true },
      ],
    },
  }
}
