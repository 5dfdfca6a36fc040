// The job centre's task routes (batch command is a later screen).
import { resourceRoutes } from '../../components/resource/resourceRoutes'

export const taskRoutes = resourceRoutes(() => import('./tasks'), { name: 'Task', path: '/ops/tasks', screens: ['list', 'detail'] })
export const adhocRoutes = resourceRoutes(() => import('./adhocs'), { name: 'Adhoc', path: '/ops/adhoc', screens: ['detail'] })
export const executionRoutes = resourceRoutes(() => import('./executions'), { name: 'HistoryExecution', path: '/ops/executions', screens: ['detail'] })
