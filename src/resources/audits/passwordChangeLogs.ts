// Password change logs: whose password was changed, by whom and from where.
import { auditsPasswordChangeLogsList } from '../../generated/operations/audits'
import { RESOURCES } from '../identities'
import { auditLog } from './shared'

export default auditLog(RESOURCES.PasswordChangeLog, auditsPasswordChangeLogsList, {
  columns: ['user', 'change_by', 'remote_addr', 'datetime'],
  min: ['user'],
})
