// API URLs, option labels and the periodic-run fields shared by the licensed extension's resources.
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { Row } from '../../components/resource/types'

export const ORGS_URL = '/api/v1/orgs/orgs/'
export const ORG_MEMBERS_URL = '/api/v1/orgs/org-member-relation/'
export const CLOUD_ACCOUNTS_URL = '/api/v1/xpack/cloud/accounts/'
export const SYNC_TASKS_URL = '/api/v1/xpack/cloud/sync-instance-tasks/'
export const PLANS_URL = '/api/v1/xpack/change-auth-plan/plan/'
export const PLAN_EXECUTIONS_URL = '/api/v1/xpack/change-auth-plan/plan-execution/'
export const PLAN_SUBTASKS_URL = '/api/v1/xpack/change-auth-plan/plan-execution-subtask/'
export const APP_PLANS_URL = '/api/v1/xpack/change-auth-plan/app-plan/'
export const APP_PLAN_EXECUTIONS_URL = '/api/v1/xpack/change-auth-plan/app-plan-execution/'
export const APP_PLAN_SUBTASKS_URL = '/api/v1/xpack/change-auth-plan/app-plan-execution-subtask/'
export const GATHERED_USERS_URL = '/api/v1/assets/gathered-users/'
export const GATHER_TASKS_URL = '/api/v1/xpack/gathered-user/tasks/'
export const GATHER_EXECUTIONS_URL = '/api/v1/xpack/gathered-user/task-executions/'
export const NODES_URL = '/api/v1/assets/nodes/'
export const ASSETS_URL = '/api/v1/assets/assets/'
export const ADMIN_USERS_URL = '/api/v1/assets/admin-users/'
export const SYSTEM_USERS_URL = '/api/v1/assets/system-users/'
export const APPLICATIONS_URL = '/api/v1/applications/applications/'

export const MINI = { fields_size: 'mini' }
export const nodeLabel = (n: Row): string => String(n.full_value ?? n.value ?? n.name ?? '')
export const assetLabel = (a: Row): string => `${String(a.hostname ?? '')}(${String(a.ip ?? '')})`
/** The object's id, for URLs. */
export const idOf = (o: Row): string => String(o.id)

/** VAL-15: a crontab has exactly five fields. */
export function crontabProblem(value: unknown): string | undefined {
  const text = String(value ?? '').trim()
  if (!text) return undefined
  return text.split(/\s+/).length === 5 ? undefined : 'xpack.crontabFiveFields'
}

/** The fields of a periodic run: the schedule is shown when periodic, a crontab wins over the interval (VAL-16). */
export const PERIODIC_FIELDS = ['is_periodic', 'crontab', 'interval'] as const
export const periodicOverrides: Record<string, FieldOverride> = {
  crontab: { hidden: (v) => !v.is_periodic, helpKey: 'xpack.crontabHelp', validate: (value) => crontabProblem(value) },
  interval: { hidden: (v) => !v.is_periodic, helpKey: 'xpack.intervalHelp' },
}
export const periodicInitial = (): Record<string, unknown> => ({ is_periodic: false, interval: 24, crontab: '' })
