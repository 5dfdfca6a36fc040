// Password change logs: whose password was changed, by whom and from where.
import { auditsPasswordChangeLogsList } from '../../generated/operations/audits'
import { auditLog } from './shared'

export default auditLog(auditsPasswordChangeLogsList, {
  name: 'PasswordChangeLog',
  path: '/audits/password-change-log',
  columns: ['user', 'change_by', 'remote_addr', 'datetime'],
  min: ['user'],
})
