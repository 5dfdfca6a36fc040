// Login logs: who signed in (or failed to) from where, how and with which MFA.
import { auditsLoginLogsList } from '../../generated/operations/audits'
import { auditLog } from './shared'

export default auditLog(auditsLoginLogsList, {
  name: 'LoginLog',
  path: '/audits/login-log',
  columns: ['username', 'type', 'backend', 'ip', 'city', 'user_agent', 'mfa', 'reason', 'status', 'datetime'],
  min: ['username'],
  shown: ['username', 'type', 'backend', 'ip', 'city', 'mfa', 'status', 'datetime'],
})
