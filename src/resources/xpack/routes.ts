// Routes of the licensed extension's resources (configs load with their pages). Paths and names are those of
// the route map (§5.3 accounts, §5.5); irregular spellings (C-23) are set here.
import { resourceRoutes } from '../../components/resource/resourceRoutes'

export const organizationRoutes = resourceRoutes(() => import('./orgs'), { name: 'Organization', path: '/xpack/orgs' })
export const cloudAccountRoutes = resourceRoutes(() => import('./cloudAccounts'), {
  name: 'CloudAccount',
  path: '/xpack/cloud/account',
  // C-23: the detail is plural as written
  paths: { detail: '/xpack/cloud/accounts/:id' },
})
export const syncInstanceTaskRoutes = resourceRoutes(() => import('./syncInstanceTasks'), { name: 'SyncInstanceTask', path: '/xpack/cloud/sync-instance-tasks' })
export const gatheredUserRoutes = resourceRoutes(() => import('./gatheredUsers'), {
  name: 'GatheredUser',
  path: '/accounts/gathered-user',
  screens: ['list'],
  pages: { list: () => import('./GatheredUserPage') },
})
export const gatherUserTaskRoutes = resourceRoutes(() => import('./gatherUserTasks'), { name: 'GatherUserTask', path: '/accounts/gathered-user/tasks' })
export const assetChangeAuthPlanRoutes = resourceRoutes(() => import('./assetChangeAuthPlans'), { name: 'AssetChangeAuthPlan', path: '/accounts/change-auth-plan/plan' })
export const appChangeAuthPlanRoutes = resourceRoutes(() => import('./appChangeAuthPlans'), { name: 'AppChangeAuthPlan', path: '/accounts/change-auth-plan/app-plan' })
export const assetPlanExecutionRoutes = resourceRoutes(() => import('./planExecutions').then((m) => ({ default: m.assetPlanExecution })), {
  name: 'AssetChangeAuthPlanExecution',
  path: '/accounts/change-auth-plan/plan-execution',
  screens: ['detail'],
})
export const appPlanExecutionRoutes = resourceRoutes(() => import('./planExecutions').then((m) => ({ default: m.appPlanExecution })), {
  name: 'AppChangeAuthPlanExecution',
  path: '/accounts/change-auth-plan/app-plan-execution',
  screens: ['detail'],
})
