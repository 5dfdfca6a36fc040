// What can be done with a session (SESS-03..05), following the flags of its row: replay a finished one
// (`can_replay`, in the console's player), monitor a live one (`can_join`; the platform's monitor page in a new window), terminate a live one
// (`can_terminate`; the platform sends a kill task to the session's component and the row stays until the
// component reports the end, so the message says the task was sent).
import { canAdmin } from '../../components/env/access'
import type { BulkActionSpec, RowActionSpec } from '../../components/resource/types'
import { EXTERNAL_LINKS } from '../../config/constants'
import { terminalSessionsList, terminalTasksKillSession } from '../../generated/operations/terminal'
import { request, type RowOf } from '../../http/operation'
import { idOf } from '../shared'

export type SessionRow = RowOf<typeof terminalSessionsList>

/** `login_from` of a session opened from an RDP client: the platform cannot show it live (SESS-05). */
export const RDP_CLIENT = 'RT'

/** The platform's page that shows a live session (`/luna/monitor/<id>`), opened in a window of its own. */
export function monitorUrl(sessionId: string): string {
  return `${EXTERNAL_LINKS.webTerminal}monitor/${encodeURIComponent(sessionId)}`
}

/** The platform's own player of a recording (`/luna/replay/<id>`): for recordings the console cannot play. */
export function platformReplayUrl(sessionId: string): string {
  return `${EXTERNAL_LINKS.webTerminal}replay/${encodeURIComponent(sessionId)}`
}

/** Address key of the moment a replay opens at: a command's `timestamp` (epoch seconds), as the command records give it. */
export const REPLAY_AT_PARAM = 'at'

/** The console's replay of a session: the Replay tab of its detail page, at a command's moment when `at` is given. */
export function replayPath(sessionId: string, at?: number): string {
  const moment = at !== undefined && Number.isFinite(at) ? `&${REPLAY_AT_PARAM}=${at}` : ''
  return `/terminal/sessions/${encodeURIComponent(sessionId)}?tab=replay${moment}`
}

/** Why a live session cannot be monitored: the locale key of the refusal, or null when it can. */
export function monitorRefusal(row: Pick<SessionRow, 'login_from'>): string | null {
  return row.login_from === RDP_CLIENT ? 'errors.RdpMonitorUnsupported' : null
}

/** Sends the kill task for these sessions; the answer lists the ones the platform will end. */
export async function terminateSessions(ids: readonly string[]): Promise<string[]> {
  const answer = await request(terminalTasksKillSession, { body: [...ids] })
  return answer?.ok ?? []
}

export const sessionRowActions: Array<RowActionSpec<SessionRow>> = [
  {
    name: 'replay',
    labelKey: 'sessions.replay',
    order: 1,
    has: ({ row }) => !!row.is_finished,
    can: ({ row }) => !!row.can_replay,
    // the console's own player (a video recording offers the platform's player there)
    run: ({ row, navigate }) => navigate(replayPath(idOf(row))),
  },
  {
    name: 'monitor',
    labelKey: 'sessions.monitor',
    order: 2,
    has: ({ row }) => !row.is_finished,
    // an RDP client session stays clickable: it says why it cannot be watched (ERR-31)
    can: ({ row }) => !!row.can_join || monitorRefusal(row) !== null,
    run: ({ row, notify }) => {
      const refusal = monitorRefusal(row)
      if (refusal) {
        notify(refusal, 'error')
        return
      }
      window.open(monitorUrl(idOf(row)), '_blank', 'width=1000,height=700')
    },
  },
  {
    name: 'terminate',
    labelKey: 'sessions.terminate',
    type: 'danger',
    order: 3,
    has: ({ row, env }) => !row.is_finished && canAdmin(env),
    can: ({ row }) => !!row.can_terminate,
    confirmKey: 'sessions.terminateConfirm',
    run: async ({ row, notify }) => {
      await terminateSessions([idOf(row)])
      // the row is left as it is: the session ends when its component has done the task (ERR-38)
      notify('errors.TerminateTaskSent', 'info')
    },
  },
]

export const sessionBulkActions: Array<BulkActionSpec<SessionRow>> = [
  {
    name: 'terminateSelected',
    labelKey: 'sessions.terminateSelected',
    has: ({ env }) => canAdmin(env),
    can: ({ rows }) => rows.length > 0 && rows.every((r) => !!r.can_terminate),
    confirmKey: 'sessions.terminateSelectedConfirm',
    run: async ({ ids, notify, clearSelection }) => {
      await terminateSessions(ids.map(String))
      notify('errors.TerminateTaskSent', 'info')
      clearSelection()
    },
  },
]
