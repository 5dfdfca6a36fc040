// Routes of the licensed extension's resources (configs load with their pages). Names and base paths are those of
// the route map (docs/requirements.md §5.3 accounts, §5.5 xpack), in src/resources/identities.ts; irregular
// spellings (C-23) are set here.
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { RESOURCES } from '../identities'

export const organizationRoutes = resourceRoutes(RESOURCES.Organization, () => import('./orgs'))
export const cloudAccountRoutes = resourceRoutes(RESOURCES.CloudAccount, () => import('./cloudAccounts'), {
  // C-23: the detail is plural as written
  paths: { detail: '/xpack/cloud/accounts/:id' },
})
export const syncInstanceTaskRoutes = resourceRoutes(RESOURCES.SyncInstanceTask, () => import('./syncInstanceTasks'))
export const gatheredUserRoutes = resourceRoutes(RESOURCES.GatheredUser, () => import('./gatheredUsers'), {
  pages: { list: () => import('./GatheredUserPage') },
})
export const gatherUserTaskRoutes = resourceRoutes(RESOURCES.GatherUserTask, () => import('./gatherUserTasks'))
export const assetChangeAuthPlanRoutes = resourceRoutes(RESOURCES.AssetChangeAuthPlan, () => import('./assetChangeAuthPlans'))
export const appChangeAuthPlanRoutes = resourceRoutes(RESOURCES.AppChangeAuthPlan, () => import('./appChangeAuthPlans'))
export const assetPlanExecutionRoutes = resourceRoutes(RESOURCES.AssetChangeAuthPlanExecution, () =>
  import('./planExecutions').then((m) => ({ default: m.assetPlanExecution })),
)
export const appPlanExecutionRoutes = resourceRoutes(RESOURCES.AppChangeAuthPlanExecution, () =>
  import('./planExecutions').then((m) => ({ default: m.appPlanExecution })),
)
