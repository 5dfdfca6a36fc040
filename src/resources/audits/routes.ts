// The audit area's routes, one line per log (configs load with their pages).
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { RESOURCES } from '../identities'

export const loginLogRoutes = resourceRoutes(RESOURCES.LoginLog, () => import('./loginLogs'))
export const ftpLogRoutes = resourceRoutes(RESOURCES.FtpLog, () => import('./ftpLogs'))
export const operateLogRoutes = resourceRoutes(RESOURCES.OperateLog, () => import('./operateLogs'))
export const passwordChangeLogRoutes = resourceRoutes(RESOURCES.PasswordChangeLog, () => import('./passwordChangeLogs'))
export const commandExecutionLogRoutes = resourceRoutes(RESOURCES.CommandExecutionLog, () => import('./commandExecutionLogs'))
