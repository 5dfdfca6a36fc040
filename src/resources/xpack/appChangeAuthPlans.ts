// Application password change plans (/accounts/change-auth-plan/app-plan, admin + licence): which system users
// of which applications get a new password, how, and when.
import type { ResourceConfig } from '../../components/resource/types'
import { executionsTab, PASSWORD_FIELDS, passwordOverrides, PLAN_COLUMNS, planClean, planFromObject, planInitial, runPlan, SCHEDULE_GROUP } from './changeAuth'
import { APP_PLAN_EXECUTIONS_URL, APP_PLANS_URL, APPLICATIONS_URL, MINI, SYSTEM_USERS_URL } from './shared'

const appPlans: ResourceConfig = {
  name: 'AppChangeAuthPlan',
  path: '/accounts/change-auth-plan/app-plan',
  url: APP_PLANS_URL,
  list: {
    columns: ['name', 'category', 'type', { field: 'systemuser_display', labelKey: 'xpack.plan.systemUsers' }, ...PLAN_COLUMNS],
    columnsShow: { min: ['name'], default: ['name', 'type', 'systemuser_display', 'password_strategy_display', 'periodic_display', 'run_times'] },
    import: false,
    rowActions: { extras: [runPlan(APP_PLAN_EXECUTIONS_URL)] },
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
      apps: { widget: 'relation', multiple: true, url: APPLICATIONS_URL, query: MINI },
      system_users: { widget: 'relation', multiple: true, url: SYSTEM_USERS_URL, query: MINI },
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
        items: ['name', 'category', 'type', { field: 'systemuser_display', labelKey: 'xpack.plan.systemUsers' }, 'password_strategy_display', 'periodic_display', 'run_times', 'created_by', 'date_created', 'date_updated', 'comment'],
      },
      executionsTab(APP_PLAN_EXECUTIONS_URL, 'AppChangeAuthPlanExecutionDetail'),
    ],
  },
}

export default appPlans
