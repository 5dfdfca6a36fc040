// Session records (/terminal/sessions, audit): online and finished sessions (SESS-01/02) with a detail showing
// the session and its commands. Replay, monitor and terminate are a later screen.
import { defineResource, tableTab } from '../../components/resource/define'
import { terminalCommandsList, terminalSessionsList, terminalSessionsRetrieve } from '../../generated/operations/terminal'
import { idOf } from '../shared'
import { commandTimeColumn } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Session,
  { list: terminalSessionsList, retrieve: terminalSessionsRetrieve },
  {
    list: {
      columns: [
        { field: 'user', link: true },
        'asset',
        'system_user',
        'protocol',
        'remote_addr',
        'login_from',
        'command_amount',
        { field: 'is_finished', kind: 'boolean' },
        'date_start',
        'date_end',
        'org_name',
      ],
      columnsShow: {
        min: ['user'],
        default: ['user', 'asset', 'system_user', 'protocol', 'remote_addr', 'login_from', 'command_amount', 'date_start', 'date_end'],
      },
      filters: [
        {
          field: 'is_finished',
          labelKey: 'terminal.sessionState',
          choices: [
            { value: '0', labelKey: 'terminal.online' },
            { value: '1', labelKey: 'terminal.finished' },
          ],
        },
      ],
      dateRange: { defaultDays: 7 },
      create: false,
      import: false,
      bulkDelete: false,
      rowActions: { delete: { has: false } },
    },
    detail: {
      titleField: 'asset',
      canUpdate: () => false,
      canDelete: () => false,
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'user',
            'asset',
            'system_user',
            'protocol',
            'login_from',
            'remote_addr',
            'is_finished',
            'has_replay',
            'command_amount',
            'date_start',
            'date_end',
            'org_name',
          ],
        },
        // a session's commands are read from every storage that answers (no storage needed with `session_id`)
        tableTab(terminalCommandsList, {
          name: 'commands',
          titleKey: 'terminal.commands',
          query: (o) => ({ session_id: idOf(o) }),
          columns: ['input', 'output', 'risk_level', commandTimeColumn],
          searchable: true,
        }),
      ],
    },
  },
)
