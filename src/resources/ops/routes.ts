// The job centre's task routes (batch command is a later screen).
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { RESOURCES } from '../identities'

export const taskRoutes = resourceRoutes(RESOURCES.Task, () => import('./tasks'))
export const adhocRoutes = resourceRoutes(RESOURCES.Adhoc, () => import('./adhocs'))
export const executionRoutes = resourceRoutes(RESOURCES.HistoryExecution, () => import('./executions'))
