// Sessions the seed makes for the session screens' own checks, with fixed ids (their own PRNG: the sessions drawn
// before them do not move): a live web-terminal session to terminate, and a live session opened from an RDP client
// (the platform cannot monitor it, SESS-05), and a finished session with a recording and known commands (replay).
import type { Row } from '../db/store'
import type { AssetSeed } from './assets'
import { DEFAULT_ORG_ID, ORGADMIN_ID, USER_ID } from './ids'

/** Fixed ids of the featured sessions. */
export const FEATURED_SESSIONS = {
  /** Live (ssh, web terminal): the one a check terminates. */
  toTerminate: '5e5a0000-2c4d-4e8a-9f10-0a1b2c3d0001',
  /** Live, opened from an RDP client (`login_from: RT`). */
  rdpClient: '5e5a0000-2c4d-4e8a-9f10-0a1b2c3d0002',
  /** Finished half an hour ago, with a recording and three commands (FEATURED_COMMANDS). */
  recorded: '5e5a0000-2c4d-4e8a-9f10-0a1b2c3d0003',
} as const

/** The commands of the recorded session: input, output, seconds after its start. */
export const FEATURED_COMMANDS: ReadonlyArray<readonly [string, string, number]> = [
  ['uname -a', 'Linux web-01 5.15.0-91-generic #101-Ubuntu SMP x86_64 GNU/Linux', 6],
  ['df -h /', 'Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1        40G   17G   21G  45% /', 19],
  ['tail -n 2 /var/log/nginx/error.log', '2026/11/26 09:58:01 [warn] 812#812: *3 upstream response is buffered', 41],
]

export function featuredSessions(
  a: AssetSeed,
  labels: { user: Map<string, string>; asset: Map<string, string>; systemUser: Map<string, string> },
  terminals: { koko: string; guacamole: string },
  now: number,
): Row[] {
  const inOrg = <T extends Row>(rows: T[]) => rows.filter((r) => r.org_id === DEFAULT_ORG_ID)
  const ssh = inOrg(a.assets).find((x) => x.protocol !== 'rdp')!
  const rdp = inOrg(a.assets).find((x) => x.protocol === 'rdp') ?? ssh
  const suOf = (protocol: string) => inOrg(a.systemUsers).find((s) => s.type === 'common' && s.protocol === protocol)!
  const base = (id: string, user: string, asset: Row, su: Row, minutesAgo: number): Row => ({
    id,
    user: labels.user.get(user),
    asset: labels.asset.get(asset.id),
    system_user: labels.systemUser.get(su.id),
    user_id: user,
    asset_id: asset.id,
    system_user_id: su.id,
    is_success: true,
    is_finished: false,
    has_replay: false,
    date_start: now - minutesAgo * 60_000,
    date_end: null,
    org_id: DEFAULT_ORG_ID,
  })
  const recorded: Row = {
    ...base(FEATURED_SESSIONS.recorded, USER_ID, ssh, suOf('ssh'), 30),
    login_from: 'ST',
    remote_addr: '10.1.7.50',
    protocol: 'ssh',
    is_finished: true,
    has_replay: true,
    has_command: true,
    terminal: terminals.koko,
  }
  recorded.date_end = Number(recorded.date_start) + 55_000
  return [
    recorded,
    {
      ...base(FEATURED_SESSIONS.toTerminate, USER_ID, ssh, suOf('ssh'), 12),
      login_from: 'WT',
      remote_addr: '10.1.7.21',
      protocol: 'ssh',
      has_command: true,
      terminal: terminals.koko,
    },
    {
      ...base(FEATURED_SESSIONS.rdpClient, ORGADMIN_ID, rdp, suOf(rdp.protocol === 'rdp' ? 'rdp' : 'ssh'), 7),
      login_from: 'RT',
      remote_addr: '10.1.7.34',
      protocol: 'rdp',
      has_command: false,
      terminal: terminals.guacamole,
    },
  ]
}

/** The records of the recorded session's commands (their timestamps: epoch seconds). */
export function featuredCommands(sessions: Row[]): Row[] {
  const s = sessions.find((x) => x.id === FEATURED_SESSIONS.recorded)
  if (!s) return []
  return FEATURED_COMMANDS.map(([input, output, after], i) => ({
    id: `5e5b0000-2c4d-4e8a-9f10-0a1b2c3d000${i + 1}`,
    user: s.user,
    asset: s.asset,
    system_user: s.system_user,
    input,
    output,
    session: s.id,
    risk_level: 0,
    timestamp: Math.floor(Number(s.date_start) / 1000) + after,
    org_id: s.org_id,
  }))
}
