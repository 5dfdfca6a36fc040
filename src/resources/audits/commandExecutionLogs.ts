// Batch command logs: commands run on many assets at once, with their run-as account, hosts and outcome.
import { auditsCommandExecutionLogsList } from '../../generated/operations/audits'
import { RESOURCES } from '../identities'
import { auditLog } from './shared'

export default auditLog(RESOURCES.CommandExecutionLog, auditsCommandExecutionLogsList, {
  columns: [
    { field: 'user_display', labelKey: 'audits.user' },
    'command',
    { field: 'hosts_display', labelKey: 'audits.hosts' },
    { field: 'run_as_display', labelKey: 'audits.runAs' },
    { field: 'is_finished', kind: 'boolean' },
    { field: 'is_success', kind: 'boolean' },
    'date_start',
  ],
  min: ['user_display', 'command'],
})
