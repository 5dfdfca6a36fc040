// Login logs: who signed in (or failed to) from where, how and with which MFA.
import { auditLog } from './shared'

export default auditLog({
  name: 'LoginLog',
  path: '/audits/login-log',
  url: '/api/v1/audits/login-logs/',
  columns: ['username', 'type', 'backend', 'ip', 'city', 'user_agent', 'mfa', 'reason', 'status', 'datetime'],
  min: ['username'],
  shown: ['username', 'type', 'backend', 'ip', 'city', 'mfa', 'status', 'datetime'],
})
