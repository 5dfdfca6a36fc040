// What asset and application password change plans share (DOM-10 / ENT-24): the password strategy and rules,
// the schedule, the list columns, "run now", the detail's tab of the plan's runs, and what the run details show.
import type { FieldOverride } from '../../components/data/fieldTyping'
import { tableTab } from '../../components/resource/define'
import type { DetailTab, RowActionSpec } from '../../components/resource/types'
import { taskLogAction } from '../../components/detail/TaskLogDialog'
import {
  xpackChangeAuthPlanAppPlanExecutionCreate,
  xpackChangeAuthPlanAppPlanExecutionList,
  xpackChangeAuthPlanPlanExecutionCreate,
  xpackChangeAuthPlanPlanExecutionList,
} from '../../generated/operations/xpack'
import { request, type RowOf } from '../../http/operation'
import { idOf } from '../shared'
import { PERIODIC_DISPLAY, PERIODIC_FIELDS, periodicInitial, periodicOverrides } from './shared'

/**
 * Form-only fields of a plan: the rules of a generated password, typed as two fields and sent inside
 * `password_rules` (planClean); an object's `password_rules` fills them (planFromObject).
 */
export type PasswordRuleFields = 'password_length' | 'symbol_set'

export const PASSWORD_FIELDS = ['password_strategy', 'password', 'password_length', 'symbol_set'] as const
export const PLAN_COLUMNS = ['password_strategy_display', PERIODIC_DISPLAY, 'run_times', 'comment', 'created_by', 'date_created'] as const
const randomly = (v: Record<string, unknown>) => v.password_strategy !== 'custom'

export const passwordOverrides = {
  ...periodicOverrides,
  // a custom password is typed on create; an update keeps the stored one when left empty
  password: {
    widget: 'password',
    hidden: (v) => randomly(v),
    validate: (value, _, c) => (c.mode !== 'update' && !value ? 'form.required' : undefined),
  },
  // the rules of a generated password travel in `password_rules`
  password_length: {
    meta: { type: 'integer', min_value: 6, max_value: 30 },
    labelKey: 'xpack.plan.passwordLength',
    hidden: (v) => !randomly(v),
  },
  symbol_set: {
    meta: { type: 'string', max_length: 64 },
    labelKey: 'xpack.plan.symbolSet',
    helpKey: 'xpack.plan.symbolSetHelp',
    hidden: (v) => !randomly(v),
  },
} satisfies Record<string, FieldOverride>

export const planInitial = () => ({ ...periodicInitial(), password_strategy: 'random_one', password_length: 30, symbol_set: '' })

interface PasswordRules {
  length?: number
  symbol_set?: string
}
export const planFromObject = (o: { password_rules?: PasswordRules | null }): Record<string, unknown> => {
  const rules = o.password_rules ?? {}
  return { ...o, password_length: rules.length ?? 30, symbol_set: rules.symbol_set ?? '' }
}

export function planClean(body: Record<string, unknown>): Record<string, unknown> {
  const { password_length: length, symbol_set: symbols, ...rest } = body
  if (length !== undefined) rest.password_rules = { length, ...(symbols ? { symbol_set: symbols } : {}) }
  return rest
}

/** Run a plan now: a manual execution (asset plans and application plans each have their executions). */
export const runPlan = (
  executions: typeof xpackChangeAuthPlanPlanExecutionCreate | typeof xpackChangeAuthPlanAppPlanExecutionCreate,
): RowActionSpec<{ id: string }> => ({
  name: 'run',
  labelKey: 'xpack.runNow',
  order: 5,
  confirmKey: 'xpack.runConfirm',
  run: async ({ row, notify }) => {
    await request(executions, { body: { plan: idOf(row), trigger: 'manual' } })
    notify('xpack.runStarted')
  },
})

export const SCHEDULE_GROUP = ['xpack.schedule', [...PERIODIC_FIELDS]] as const

/** One run of an asset or an application plan. */
type Execution = RowOf<typeof xpackChangeAuthPlanPlanExecutionList> | RowOf<typeof xpackChangeAuthPlanAppPlanExecutionList>

/** `{succeed, failed, total}` as one cell. */
export function summary(r: Pick<Execution, 'result_summary'>): string {
  const s: Partial<Record<string, number>> = r.result_summary ?? {}
  return ['succeed', 'failed', 'total']
    .filter((k) => s[k] !== undefined)
    .map((k) => `${k}: ${String(s[k])}`)
    .join(', ')
}

/** The plan detail's runs tab, each run linking to its detail route. */
export const executionsTab = <D extends { id: string }>(
  executions: typeof xpackChangeAuthPlanPlanExecutionList | typeof xpackChangeAuthPlanAppPlanExecutionList,
  route: string,
): DetailTab<D> =>
  tableTab<typeof executions, D>(executions, {
    name: 'executions',
    titleKey: 'xpack.plan.executions',
    query: (o) => ({ plan_id: idOf(o) }),
    columns: [
      { field: 'date_start', link: { route, params: (r) => ({ id: idOf(r) }) } },
      'trigger',
      'timedelta',
      { field: 'result_summary', labelKey: 'xpack.plan.result', value: summary, sortable: false },
    ],
    // a run's id is its task's id: its log opens in a window of its own
    rowActions: [taskLogAction],
  })

/** The items of a run's detail that follow its plan's own: how it was started, how long it took, its result. */
export const EXECUTION_ITEMS = [
  'trigger',
  'timedelta',
  { field: 'result_summary', labelKey: 'xpack.plan.result', value: summary },
  'date_start',
] as const
