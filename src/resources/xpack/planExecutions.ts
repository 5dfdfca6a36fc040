// The run details of asset and application password change plans (plan-execution/{id}, app-plan-execution/{id}):
// what ran, and each account's result.
import { defineResource, tableTab } from '../../components/resource/define'
import {
  xpackChangeAuthPlanAppPlanExecutionList,
  xpackChangeAuthPlanAppPlanExecutionRetrieve,
  xpackChangeAuthPlanAppPlanExecutionSubtaskList,
  xpackChangeAuthPlanPlanExecutionList,
  xpackChangeAuthPlanPlanExecutionRetrieve,
  xpackChangeAuthPlanPlanExecutionSubtaskList,
} from '../../generated/operations/xpack'
import { EXECUTION_ITEMS } from './changeAuth'
import { idOf } from '../shared'
import { RESOURCES } from '../identities'

/** A run has only its detail page: it is made by its plan, never edited, never deleted here. */
const READ_ONLY = { titleField: 'username', canUpdate: () => false, canDelete: () => false } as const
const info = { name: 'info', titleKey: 'detail.basicInfo', kind: 'info' } as const

export const assetPlanExecution = defineResource(
  RESOURCES.AssetChangeAuthPlanExecution,
  { list: xpackChangeAuthPlanPlanExecutionList, retrieve: xpackChangeAuthPlanPlanExecutionRetrieve },
  {
    detail: {
      ...READ_ONLY,
      tabs: [
        { ...info, items: ['username', 'assets_amount', 'nodes_amount', 'password_strategy_display', ...EXECUTION_ITEMS] },
        tableTab(xpackChangeAuthPlanPlanExecutionSubtaskList, {
          name: 'results',
          titleKey: 'xpack.plan.results',
          query: (o) => ({ plan_execution_id: idOf(o) }),
          columns: [
            'username',
            { field: 'asset', value: (r) => r.asset_info?.hostname ?? r.asset },
            'is_success',
            'reason',
            'timedelta',
            'date_start',
          ],
          searchable: true,
        }),
      ],
    },
  },
)

export const appPlanExecution = defineResource(
  RESOURCES.AppChangeAuthPlanExecution,
  { list: xpackChangeAuthPlanAppPlanExecutionList, retrieve: xpackChangeAuthPlanAppPlanExecutionRetrieve },
  {
    detail: {
      ...READ_ONLY,
      tabs: [
        { ...info, items: ['username', 'apps_amount', 'system_users_amount', 'password_strategy_display', ...EXECUTION_ITEMS] },
        tableTab(xpackChangeAuthPlanAppPlanExecutionSubtaskList, {
          name: 'results',
          titleKey: 'xpack.plan.results',
          query: (o) => ({ plan_execution_id: idOf(o) }),
          columns: ['system_user', 'app', 'is_success', 'reason', 'timedelta', 'date_start'],
          searchable: true,
        }),
      ],
    },
  },
)
