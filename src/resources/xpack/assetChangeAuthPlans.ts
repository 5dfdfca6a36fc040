// Asset password change plans (/accounts/change-auth-plan/plan, admin + licence): which account of which assets
// and nodes gets a new password or SSH key, how, and when.
import { defineResource, pickFrom } from '../../components/resource/define'
import { assetsAssetsList, assetsNodesList } from '../../generated/operations/assets'
import {
  xpackChangeAuthPlanPlanCreate,
  xpackChangeAuthPlanPlanExecutionCreate,
  xpackChangeAuthPlanPlanExecutionList,
  xpackChangeAuthPlanPlanList,
  xpackChangeAuthPlanPlanRetrieve,
  xpackChangeAuthPlanPlanUpdate,
} from '../../generated/operations/xpack'
import {
  executionsTab,
  PASSWORD_FIELDS,
  passwordOverrides,
  PLAN_COLUMNS,
  planClean,
  planFromObject,
  planInitial,
  runPlan,
  SCHEDULE_GROUP,
  type PasswordRuleFields,
} from './changeAuth'
import { PERIODIC_DISPLAY } from './shared'
import { assetLabel, MINI, nodeLabel } from '../shared'
import { RESOURCES } from '../identities'

const ops = {
  list: xpackChangeAuthPlanPlanList,
  retrieve: xpackChangeAuthPlanPlanRetrieve,
  create: xpackChangeAuthPlanPlanCreate,
  update: xpackChangeAuthPlanPlanUpdate,
}

export default defineResource<typeof RESOURCES.AssetChangeAuthPlan, typeof ops, never, PasswordRuleFields>(
  RESOURCES.AssetChangeAuthPlan,
  ops,
  {
    list: {
      columns: ['name', 'username', 'assets_amount', 'nodes_amount', ...PLAN_COLUMNS],
      columnsShow: {
        min: ['name'],
        default: ['name', 'username', 'assets_amount', 'nodes_amount', 'password_strategy_display', 'periodic_display', 'run_times'],
      },
      import: false,
      // the contract has no bulk delete of these lists (the platform's console offers none): rows are deleted one by one
      bulkDelete: false,
      rowActions: { extras: [runPlan(xpackChangeAuthPlanPlanExecutionCreate)] },
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
        assets: pickFrom(assetsAssetsList, { multiple: true, query: MINI, optionLabel: assetLabel }),
        nodes: pickFrom(assetsNodesList, { multiple: true, optionLabel: nodeLabel }),
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
          items: [
            'name',
            'username',
            'assets_amount',
            'nodes_amount',
            'password_strategy_display',
            'is_password',
            'is_ssh_key',
            PERIODIC_DISPLAY,
            'run_times',
            'created_by',
            'date_created',
            'date_updated',
            'comment',
          ],
        },
        executionsTab(xpackChangeAuthPlanPlanExecutionList, 'AssetChangeAuthPlanExecutionDetail'),
      ],
    },
  },
)
