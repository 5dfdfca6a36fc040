// Operation logs: who created, changed or deleted which object, and which relations were added or removed.
import { auditsOperateLogsList } from '../../generated/operations/audits'
import { RESOURCES } from '../identities'
import { auditLog } from './shared'

export default auditLog(RESOURCES.OperateLog, auditsOperateLogsList, {
  // a relation change is logged as `add` / `remove`, two values the field's choices do not list (issue 17, A3)
  columns: [
    'user',
    { field: 'action', valueKeys: { add: 'audits.actionAdd', remove: 'audits.actionRemove' } },
    'resource_type',
    'resource',
    'remote_addr',
    'datetime',
  ],
  min: ['user'],
})
