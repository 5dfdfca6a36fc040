// Operation logs: who created, changed or deleted which object.
import { auditLog } from './shared'

export default auditLog({
  name: 'OperateLog',
  path: '/audits/operate-log',
  url: '/api/v1/audits/operate-logs/',
  columns: ['user', 'action', 'resource_type', 'resource', 'remote_addr', 'datetime'],
  min: ['user'],
})
