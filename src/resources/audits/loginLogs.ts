// Login logs: who signed in (or failed to) from where, how and with which MFA.
import { auditsLoginLogsList } from '../../generated/operations/audits'
import { RESOURCES } from '../identities'
import { auditLog } from './shared'

export default auditLog(RESOURCES.LoginLog, auditsLoginLogsList, {
  columns: ['username', 'type', 'backend', 'ip', 'city', 'user_agent', 'mfa', 'reason', 'status', 'datetime'],
  min: ['username'],
  shown: ['username', 'type', 'backend', 'ip', 'city', 'mfa', 'status', 'datetime'],
})
