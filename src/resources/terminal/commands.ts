// Command records (/terminal/commands, audit): every command typed in a session, with its risk level, over the
// last 7 days by default; each links to its session.
import type { ResourceConfig, Row } from '../../components/resource/types'
import { COMMANDS_URL, commandTimeColumn } from './shared'

const commands: ResourceConfig = {
  name: 'Command',
  path: '/terminal/commands',
  url: COMMANDS_URL,
  screens: ['list'],
  list: {
    columns: [
      'input', 'risk_level', 'user', 'asset', 'system_user',
      { field: 'session', labelKey: 'terminal.session', link: { route: 'SessionDetail', params: (r: Row) => ({ id: String(r.session) }) } },
      commandTimeColumn,
    ],
    columnsShow: { min: ['input'] },
    dateRange: { defaultDays: 7 },
    create: false,
    import: false,
    bulkDelete: false,
    rowActions: { delete: { has: false } },
  },
}

export default commands
