// Where each figure of the dashboard leads: the list it summarises, filtered to what it counts. A figure links only
// for a role that may open that list (the route table's rule, src/routes/table.ts: the users and assets lists need
// the admin bit, the sessions list the audit bit; links.test.ts checks these against the table for every role);
// for the others it is plain text.
import { buildPath } from '../../components/data/routeNames'
import { canAdmin, canAudit } from '../../components/env/access'
import type { ConsoleEnv } from '../../components/env/ConsoleEnv'
import { RESOURCES } from '../../resources/identities'
import { windowOf } from './format'

type Env = Pick<ConsoleEnv, 'perms'>

/** Which lists the role opens: the screens the dashboard links to. */
export function linkableLists(env: Env): { users: boolean; assets: boolean; sessions: boolean } {
  return { users: canAdmin(env), assets: canAdmin(env), sessions: canAudit(env) }
}

export interface DashboardLinks {
  /** The users list (the total of users). */
  users?: string
  /** The assets list (the total of assets). */
  assets?: string
  /** The sessions going on now (online users and sessions). */
  online?: string
  /** The finished sessions of the window (the figures of the window count these and the online ones). */
  period?: string
  /** One user's sessions, as the session recorded the user (`Name(username)`): online now, or finished in the window. */
  userSessions?: (user: string, online?: boolean) => string
  /** One asset's sessions (`hostname(ip)`): online now, or finished in the window. */
  assetSessions?: (asset: string, online?: boolean) => string
}

/**
 * The links of the page for a role, the windowed ones over the last `days` days up to `now`. The sessions page shows
 * the online sessions and the finished ones as two views (`?tab=online|history`); its lists filter `user` and
 * `asset` by the exact text the session recorded, as the dashboard names them.
 */
export function dashboardLinks(env: Env, days: number, now: number): DashboardLinks {
  const can = linkableLists(env)
  const sessions = RESOURCES.Session.path
  const { dateFrom, dateTo } = windowOf(days, now)
  const history = { tab: 'history', date_from: dateFrom, date_to: dateTo }
  const online = { tab: 'online' }
  const of = (key: 'user' | 'asset') => (name: string, live?: boolean) =>
    live ? buildPath(sessions, {}, { ...online, [key]: name }) : buildPath(sessions, {}, { ...history, [key]: name })
  return {
    users: can.users ? RESOURCES.User.path : undefined,
    assets: can.assets ? RESOURCES.Asset.path : undefined,
    online: can.sessions ? buildPath(sessions, {}, online) : undefined,
    period: can.sessions ? buildPath(sessions, {}, history) : undefined,
    userSessions: can.sessions ? of('user') : undefined,
    assetSessions: can.sessions ? of('asset') : undefined,
  }
}
