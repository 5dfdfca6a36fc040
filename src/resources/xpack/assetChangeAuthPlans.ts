// Asset password change plans (/accounts/change-auth-plan/plan, admin + licence): which account of which assets
// and nodes gets a new password or SSH key, how, and when.
import type { ResourceConfig } from '../../components/resource/types'
import { executionsTab, PASSWORD_FIELDS, passwordOverrides, PLAN_COLUMNS, planClean, planFromObject, planInitial, runPlan, SCHEDULE_GROUP } from './changeAuth'
import { assetLabel, ASSETS_URL, MINI, NODES_URL, nodeLabel, PLAN_EXECUTIONS_URL, PLANS_URL } from './shared'

const plans: ResourceConfig = {
  name: 'AssetChangeAuthPlan',
  path: '/accounts/change-auth-plan/plan',
  url: PLANS_URL,
  list: {
    columns: ['name', 'username', 'assets_amount', 'nodes_amount', ...PLAN_COLUMNS],
    columnsShow: { min: ['name'], default: ['name', 'username', 'assets_amount', 'nodes_amount', 'password_strategy_display', 'periodic_display', 'run_times'] },
    import: false,
    rowActions: { extras: [runPlan(PLAN_EXECUTIONS_URL)] },
  },
  form: {
    layout: [
      ['xpack.basic', ['name', 'username', 'assets', 'nodes']],
      ['xpack.plan.password', ['is_password', ...PASSWORD_FIELDS]],
      ['xpack.plan.sshKey', ['is_ssh_key', 'ssh_key_strategy', 'private_key']],
      SCHEDULE_GROUP,
      ['xpack.other', ['comment']],
    ],
    overrides: {
      ...passwordOverrides,
      assets: { widget: 'relation', multiple: true, url: ASSETS_URL, query: MINI, optionLabel: assetLabel },
      nodes: { widget: 'relation', multiple: true, url: NODES_URL, optionLabel: nodeLabel },
      ssh_key_strategy: { hidden: (v) => !v.is_ssh_key },
      private_key: { widget: 'textarea', hidden: (v) => !v.is_ssh_key },
    },
    initial: () => ({ ...planInitial(), assets: [], nodes: [], is_password: true, is_ssh_key: false, ssh_key_strategy: 'add' }),
    fromObject: planFromObject,
    clean: planClean,
  },
  detail: {
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: ['name', 'username', 'assets_amount', 'nodes_amount', 'password_strategy_display', 'is_password', 'is_ssh_key', 'periodic_display', 'run_times', 'created_by', 'date_created', 'date_updated', 'comment'],
      },
      executionsTab(PLAN_EXECUTIONS_URL, 'AssetChangeAuthPlanExecutionDetail'),
    ],
  },
}

export default plans
