// The audit area's routes, one line per log (configs load with their pages).
import { resourceRoutes } from '../../components/resource/resourceRoutes'

const list = ['list'] as const
export const loginLogRoutes = resourceRoutes(() => import('./loginLogs'), { name: 'LoginLog', path: '/audits/login-log', screens: [...list] })
export const ftpLogRoutes = resourceRoutes(() => import('./ftpLogs'), { name: 'FtpLog', path: '/audits/ftp-log', screens: [...list] })
export const operateLogRoutes = resourceRoutes(() => import('./operateLogs'), { name: 'OperateLog', path: '/audits/operate-log', screens: [...list] })
export const passwordChangeLogRoutes = resourceRoutes(() => import('./passwordChangeLogs'), { name: 'PasswordChangeLog', path: '/audits/password-change-log', screens: [...list] })
export const commandExecutionLogRoutes = resourceRoutes(() => import('./commandExecutionLogs'), { name: 'CommandExecutionLog', path: '/audits/command-execution-log', screens: [...list] })
