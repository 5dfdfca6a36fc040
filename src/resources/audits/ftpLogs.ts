// FTP logs: file transfers and file operations made through the terminal components.
import { auditLog } from './shared'

export default auditLog({
  name: 'FtpLog',
  path: '/audits/ftp-log',
  url: '/api/v1/audits/ftp-logs/',
  columns: ['user', 'remote_addr', 'asset', 'system_user', 'operate', 'filename', { field: 'is_success', kind: 'boolean' }, 'date_start'],
  min: ['user'],
})
