// FTP logs: file transfers and file operations made through the terminal components.
import { auditsFtpLogsList } from '../../generated/operations/audits'
import { RESOURCES } from '../identities'
import { auditLog } from './shared'

export default auditLog(RESOURCES.FtpLog, auditsFtpLogsList, {
  columns: ['user', 'remote_addr', 'asset', 'system_user', 'operate', 'filename', { field: 'is_success', kind: 'boolean' }, 'date_start'],
  min: ['user'],
})
