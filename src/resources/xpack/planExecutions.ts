// The run details of asset and application password change plans (plan-execution/{id}, app-plan-execution/{id}).
import { executionConfig } from './changeAuth'
import { APP_PLAN_EXECUTIONS_URL, APP_PLAN_SUBTASKS_URL, PLAN_EXECUTIONS_URL, PLAN_SUBTASKS_URL } from './shared'

export const assetPlanExecution = executionConfig(
  'AssetChangeAuthPlanExecution', '/accounts/change-auth-plan/plan-execution', PLAN_EXECUTIONS_URL, PLAN_SUBTASKS_URL,
  ['username', 'assets_amount', 'nodes_amount', 'password_strategy_display'],
  ['username', { field: 'asset', value: (r) => (r.asset_info as Record<string, unknown> | undefined)?.hostname ?? r.asset }, 'is_success', 'reason', 'timedelta', 'date_start'],
)

export const appPlanExecution = executionConfig(
  'AppChangeAuthPlanExecution', '/accounts/change-auth-plan/app-plan-execution', APP_PLAN_EXECUTIONS_URL, APP_PLAN_SUBTASKS_URL,
  ['username', 'apps_amount', 'system_users_amount', 'password_strategy_display'],
  ['system_user', 'app', 'is_success', 'reason', 'timedelta', 'date_start'],
)
