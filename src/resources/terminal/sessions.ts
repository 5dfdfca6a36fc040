// Session records (/terminal/sessions, audit): the online sessions and the history of finished ones as two views of
// one page (SESS-01, kept in the address by SessionsPage), with the columns the platform offers (SESS-02), the
// actions each row's flags allow (SESS-03..05, sessionActions.ts), and a detail showing the session, its commands
// and its replay.
import { createElement } from 'react'
import { defineResource, tableTab } from '../../components/resource/define'
import type { ListConfig } from '../../components/resource/types'
import { parseServerDate } from '../../components/data/dates'
import { terminalCommandsList, terminalSessionsList, terminalSessionsRetrieve } from '../../generated/operations/terminal'
import type { QueryValues } from '../../http/operation'
import { idOf } from '../shared'
import { commandTimeColumn } from './shared'
import { sessionBulkActions, sessionRowActions, type SessionRow } from './sessionActions'
import { RESOURCES } from '../identities'
import { ReplayTab } from './replay/ReplayTab'

/** How long a session lasted (finished) or has lasted so far (online), as `1h 02m 03s`. */
export function sessionDuration(row: Pick<SessionRow, 'date_start' | 'date_end'>, now = Date.now()): string {
  const start = parseServerDate(row.date_start)
  if (!start) return ''
  const end = row.date_end ? parseServerDate(row.date_end) : new Date(now)
  if (!end) return ''
  const total = Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h ? `${h}h ${two(m)}m ${two(s)}s` : m ? `${m}m ${two(s)}s` : `${s}s`
}

type SessionList = ListConfig<SessionRow, NonNullable<QueryValues<typeof terminalSessionsList>>, 'duration'>

const COLUMNS: SessionList['columns'] = [
  { field: 'user', link: true },
  'asset',
  'system_user',
  'remote_addr',
  'protocol',
  'login_from',
  'command_amount',
  'date_start',
  { field: 'duration', labelKey: 'sessions.duration', sortable: false, value: (r) => sessionDuration(r) },
  'date_end',
  'org_name',
]

/** What both views share: no create, import or delete; the actions follow the row's flags. */
const COMMON = {
  create: false,
  import: false,
  bulkDelete: false,
  rowActions: { delete: { has: false }, extras: sessionRowActions },
} satisfies Partial<SessionList>

/** The sessions going on now (SESS-01): terminate one or several, monitor one. */
const ONLINE: SessionList = {
  ...COMMON,
  columns: COLUMNS,
  columnsShow: {
    min: ['user'],
    default: ['user', 'asset', 'system_user', 'remote_addr', 'protocol', 'login_from', 'command_amount', 'date_start', 'duration'],
  },
  extraParams: { is_finished: '0' },
  excludeFilters: ['is_finished'],
  bulkActions: sessionBulkActions,
}

/** The finished sessions, the last 7 days first (SESS-01/02): replay them. */
const HISTORY: SessionList = {
  ...COMMON,
  columns: COLUMNS,
  columnsShow: {
    min: ['user'],
    default: ['user', 'asset', 'system_user', 'remote_addr', 'protocol', 'login_from', 'command_amount', 'date_start', 'duration'],
  },
  extraParams: { is_finished: '1' },
  excludeFilters: ['is_finished'],
  dateRange: { defaultDays: 7 },
}

const ops = { list: terminalSessionsList, retrieve: terminalSessionsRetrieve }

/** The online view: its own table preferences. */
export const onlineSessions = defineResource(RESOURCES.Session, ops, {
  tableKey: 'SessionOnlineList',
  titleKeys: { list: 'route.SessionOnline' },
  list: ONLINE,
})

/** The history view (and the detail page of every session). */
export default defineResource(RESOURCES.Session, ops, {
  tableKey: 'SessionOfflineList',
  titleKeys: { list: 'route.SessionList' },
  list: HISTORY,
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
          { field: 'duration', labelKey: 'sessions.duration', value: (o) => sessionDuration(o) },
          'org_name',
        ],
      },
      // the recording, played in the console (a video one: the platform's player); its code loads with the tab
      {
        name: 'replay',
        titleKey: 'sessions.replay',
        kind: 'custom',
        has: ({ object }) => !!object.can_replay,
        render: (o) => createElement(ReplayTab, { sessionId: idOf(o) }),
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
})
