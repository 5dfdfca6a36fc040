// Password change logs: whose password was changed, by whom and from where.
import { auditLog } from './shared'

export default auditLog({
  name: 'PasswordChangeLog',
  path: '/audits/password-change-log',
  url: '/api/v1/audits/password-change-logs/',
  columns: ['user', 'change_by', 'remote_addr', 'datetime'],
  min: ['user'],
})
