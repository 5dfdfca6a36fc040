// Command records (/terminal/commands, audit): every command typed in a session, with its risk level, over the
// last 7 days by default; each links to its session and replays it from the moment it was typed (SESS-03/06). The
// list reads one command storage (CommandListPage).
import { defineResource } from '../../components/resource/define'
import { terminalCommandsList } from '../../generated/operations/terminal'
import { replayPath } from './sessionActions'
import { commandTimeColumn } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Command,
  { list: terminalCommandsList },
  {
    list: {
      columns: [
        'input',
        'risk_level',
        'user',
        'asset',
        'system_user',
        { field: 'session', labelKey: 'terminal.session', link: { route: 'SessionDetail', params: (r) => ({ id: String(r.session) }) } },
        commandTimeColumn,
      ],
      columnsShow: { min: ['input'] },
      dateRange: { defaultDays: 7 },
      create: false,
      import: false,
      bulkDelete: false,
      rowActions: {
        delete: { has: false },
        extras: [
          {
            name: 'replay',
            labelKey: 'terminal.replayFromCommand',
            order: 1,
            // the session's recording, opened where this command was typed
            run: ({ row, navigate }) => navigate(replayPath(String(row.session), Number(row.timestamp))),
          },
        ],
      },
    },
  },
)
