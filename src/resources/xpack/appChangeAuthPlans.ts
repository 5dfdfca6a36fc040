// Application password change plans (/accounts/change-auth-plan/app-plan, admin + licence): which system users
// of which applications get a new password, how, and when.
import { defineResource, pickFrom } from '../../components/resource/define'
import { applicationsApplicationsList } from '../../generated/operations/applications'
import { assetsSystemUsersList } from '../../generated/operations/assets'
import {
  xpackChangeAuthPlanAppPlanCreate,
  xpackChangeAuthPlanAppPlanExecutionCreate,
  xpackChangeAuthPlanAppPlanExecutionList,
  xpackChangeAuthPlanAppPlanList,
  xpackChangeAuthPlanAppPlanRetrieve,
  xpackChangeAuthPlanAppPlanUpdate,
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
import { MINI } from '../shared'
import { RESOURCES } from '../identities'

const ops = {
  list: xpackChangeAuthPlanAppPlanList,
  retrieve: xpackChangeAuthPlanAppPlanRetrieve,
  create: xpackChangeAuthPlanAppPlanCreate,
  update: xpackChangeAuthPlanAppPlanUpdate,
}

export default defineResource<typeof RESOURCES.AppChangeAuthPlan, typeof ops, never, PasswordRuleFields>(RESOURCES.AppChangeAuthPlan, ops, {
  list: {
    columns: ['name', 'category', 'type', { field: 'systemuser_display', labelKey: 'xpack.plan.systemUsers' }, ...PLAN_COLUMNS],
    columnsShow: {
      min: ['name'],
      default: ['name', 'type', 'systemuser_display', 'password_strategy_display', 'periodic_display', 'run_times'],
    },
    import: false,
    // the contract has no bulk delete of these lists (the platform's console offers none): rows are deleted one by one
    bulkDelete: false,
    rowActions: { extras: [runPlan(xpackChangeAuthPlanAppPlanExecutionCreate)] },
  },
  form: {
    layout: [
      ['xpack.basic', ['name', 'category', 'type', 'apps', 'system_users']],
      ['xpack.plan.password', [...PASSWORD_FIELDS]],
      SCHEDULE_GROUP,
      ['xpack.other', ['comment']],
    ],
    overrides: {
      ...passwordOverrides,
      apps: pickFrom(applicationsApplicationsList, { multiple: true, query: MINI }),
      system_users: pickFrom(assetsSystemUsersList, { multiple: true, query: MINI }),
    },
    initial: () => ({ ...planInitial(), category: 'db', type: 'mysql', apps: [], system_users: [] }),
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
          'category',
          'type',
          { field: 'systemuser_display', labelKey: 'xpack.plan.systemUsers' },
          'password_strategy_display',
          PERIODIC_DISPLAY,
          'run_times',
          'created_by',
          'date_created',
          'date_updated',
          'comment',
        ],
      },
      executionsTab(xpackChangeAuthPlanAppPlanExecutionList, 'AppChangeAuthPlanExecutionDetail'),
    ],
  },
})
