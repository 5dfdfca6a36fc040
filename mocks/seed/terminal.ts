// Seed: terminals, storages, 100,000 sessions (full scale) with their commands, file-transfer logs, batch
// command executions, session sharing records.
import type { Row } from '../db/store'
import type { AssetSeed } from './assets'
import { DAY, type SeedContext } from './core'
import { Prng } from '../engine/prng'
import { featuredCommands, featuredSessions } from './sessions'
import { commandExecutionLog } from '../handlers/tasks'
import { DEFAULT_ORG_ID, USER_ID } from './ids'

const SAFE = [
  'ls -al',
  'cd /var/log',
  'tail -n 200 messages',
  'df -h',
  'free -m',
  'top -bn1 | head -20',
  'ps aux | grep java',
  'cat /etc/os-release',
  'systemctl status nginx',
  'uptime',
  'netstat -lntp',
  'du -sh *',
  'vim /etc/hosts',
  'git pull',
  'docker ps',
  'kubectl get pods -A',
  'select count(*) from orders;',
  'show tables;',
]
const DANGER = ['rm -rf /var/cache/app/*', 'reboot', 'drop table tmp_orders;', 'shutdown -h now', 'mkfs.ext4 /dev/vdb']

export function seedTerminal(c: SeedContext, a: AssetSeed): void {
  const { rng, anchor, state } = c
  const db = state.db
  const full = c.scale === 'full'
  const terms: Row[] = []
  const kinds: Array<[string, string]> = [
    ['koko', 'koko-01'],
    ['koko', 'koko-02'],
    ['guacamole', 'guacamole-01'],
    ['omnidb', 'omnidb-01'],
    ['xrdp', 'xrdp-01'],
    ['lion', 'lion-01'],
    ['core', 'core-01'],
    ['celery', 'celery-01'],
  ]
  // every state the platform computes from a component's latest report (terminal.utils ComputeStatUtil): normal,
  // high (CPU load above 5), critical (memory above 95 %) and offline (no recent report: `stat` is null)
  kinds.forEach(([type, name], i) => {
    const status = i === 1 ? 'high' : i === 3 ? 'critical' : i === 5 ? 'offline' : 'normal'
    // the random draws keep the seed's order (id, date, then the report)
    const id = rng.uuid()
    const dateCreated = anchor - rng.int(100, 300) * DAY
    const statId = rng.uuid()
    const cpuLoad = status === 'high' ? 6.4 : rng.int(1, 30) / 10
    const memoryUsed = Math.round(rng.int(200, 900) / 12)
    const diskUsed = rng.int(10, 60)
    terms.push({
      id,
      name,
      type,
      remote_addr: `172.17.0.${i + 2}`,
      http_port: 5000,
      ssh_port: 2222,
      command_storage: 'default',
      replay_storage: 'default',
      is_accepted: true,
      is_active: true,
      status,
      date_created: dateCreated,
      comment: '',
      stat:
        status === 'offline'
          ? null
          : {
              id: statId,
              cpu_load: cpuLoad,
              memory_used: status === 'critical' ? 97.2 : memoryUsed,
              disk_used: diskUsed,
              session_online: 0,
              date_created: anchor,
              terminal: null,
            },
    })
  })
  db.collection('terminals').load(terms)
  db.collection('command-storages').load([
    { id: rng.uuid(), name: 'default', type: 'server', meta: {}, is_default: true, comment: 'Store locally' },
    {
      id: rng.uuid(),
      name: 'es-prod',
      type: 'es',
      meta: { HOSTS: ['http://es.example.com:9200'], INDEX: 'jumpserver', DOC_TYPE: 'command', IGNORE_VERIFY_CERTS: true },
      is_default: false,
      comment: '',
    },
    // a cluster that no longer answers (the `.invalid` domain never resolves): the storage tree marks it invalid
    // (its id comes from a PRNG of its own so that the rows seeded after it keep theirs)
    {
      id: new Prng(state.config.seed ^ 0x57024e).uuid(),
      name: 'es-archive',
      type: 'es',
      meta: { HOSTS: ['http://es-archive.example.invalid:9200'], INDEX: 'jumpserver-2020', DOC_TYPE: 'command', IGNORE_VERIFY_CERTS: true },
      is_default: false,
      comment: 'Decommissioned cluster',
    },
  ])
  db.collection('replay-storages').load([
    { id: rng.uuid(), name: 'default', type: 'server', meta: {}, is_default: true, comment: 'Store locally' },
    {
      id: rng.uuid(),
      name: 's3-archive',
      type: 's3',
      meta: { BUCKET: 'replays', ACCESS_KEY: 'AKIAMOCK', SECRET_KEY: 'mock', ENDPOINT: 'https://s3.example.com' },
      is_default: false,
      comment: '',
    },
  ])

  // sessions and commands
  const nSessions = full ? 100000 : 60
  const days = 60
  const assetsByOrg = new Map<string, Row[]>()
  for (const x of a.assets) (assetsByOrg.get(String(x.org_id)) ?? assetsByOrg.set(String(x.org_id), []).get(String(x.org_id))!).push(x)
  const suByOrg = new Map<string, Row[]>()
  for (const s of a.systemUsers)
    if (s.type === 'common') (suByOrg.get(String(s.org_id)) ?? suByOrg.set(String(s.org_id), []).get(String(s.org_id))!).push(s)
  const members = db.collection('org-members').all()
  const usersByOrg = new Map<string, Row[]>()
  const users = db.collection('users')
  for (const m of members) {
    const u = users.get(String(m.user))
    if (u) (usersByOrg.get(String(m.org)) ?? usersByOrg.set(String(m.org), []).get(String(m.org))!).push(u)
  }
  const userLabel = new Map<string, string>()
  for (const u of users.all()) userLabel.set(u.id, `${u.name}(${u.username})`)
  const assetLabel = new Map<string, string>()
  for (const x of a.assets) assetLabel.set(x.id, `${x.hostname}(${x.ip})`)
  const suLabel = new Map<string, string>()
  for (const s of a.systemUsers) suLabel.set(s.id, `${s.name}(${s.username})`)
  const kokos = terms.filter((t) => t.type === 'koko')
  const guac = terms.find((t) => t.type === 'guacamole')!

  const sessions: Row[] = []
  const commands: Row[] = []
  const orgWeights = c.orgs.map((o, i) => [o, i === 0 ? 0.9 : 0.05] as const)
  const pickOrg = () => {
    let x = rng.next()
    for (const [o, w] of orgWeights) {
      if ((x -= w) < 0) return o
    }
    return c.orgs[0]
  }
  const now = Date.now()
  for (let i = 0; i < nSessions; i++) {
    const org = pickOrg()
    const asset = rng.pick(assetsByOrg.get(org)!)
    const rdp = asset.protocol === 'rdp'
    const su = rng.pick(suByOrg.get(org)!.filter((s) => (rdp ? s.protocol === 'rdp' : s.protocol === 'ssh')))
    const user = rng.pick(usersByOrg.get(org) ?? c.users)
    const drawn = anchor - rng.int(0, days - 1) * DAY + rng.int(0, 86399) * 1000
    // a time later today that has not come yet falls on the day before: no session starts in the future
    const start = drawn > now ? drawn - DAY : drawn
    const online = start > now - 3600 * 1000 && rng.bool(0.5)
    const recent = i < 8 && org === c.orgs[0]
    const dateStart = recent ? now - rng.int(1, 50) * 60000 : start
    const finished = recent ? false : !online
    const dur = rng.int(20, 3600) * 1000
    const s: Row = {
      id: rng.uuid(),
      user: userLabel.get(user.id),
      asset: assetLabel.get(asset.id),
      system_user: suLabel.get(su.id),
      user_id: user.id,
      asset_id: asset.id,
      system_user_id: su.id,
      login_from: rdp ? 'WT' : rng.pick(['ST', 'WT', 'WT']),
      remote_addr: `10.0.${rng.int(0, 9)}.${rng.int(2, 254)}`,
      protocol: rdp ? 'rdp' : 'ssh',
      is_success: rng.bool(0.97),
      is_finished: finished,
      has_replay: finished && rng.bool(0.9),
      has_command: !rdp,
      date_start: dateStart,
      date_end: finished ? dateStart + dur : null,
      terminal: rdp ? guac.id : rng.pick(kokos).id,
      org_id: org,
    }
    sessions.push(s)
    if (!rdp) {
      const n = rng.int(0, 4)
      for (let j = 0; j < n; j++) {
        const danger = rng.bool(0.04)
        const input = danger ? rng.pick(DANGER) : rng.pick(SAFE)
        commands.push({
          id: rng.uuid(),
          user: s.user,
          asset: s.asset,
          system_user: s.system_user,
          input,
          output: danger ? '' : `${input.split(' ')[0]}: ok`,
          session: s.id,
          risk_level: danger ? 5 : 0,
          timestamp: Math.floor((dateStart + ((j + 1) * Math.min(dur, 600000)) / (n + 1)) / 1000),
          org_id: org,
        })
      }
    }
  }
  // the featured sessions are not drawn from: the rows seeded after them do not move
  const featured = featuredSessions(
    a,
    { user: userLabel, asset: assetLabel, systemUser: suLabel },
    { koko: kokos[0].id, guacamole: guac.id },
    now,
  )
  db.collection('sessions').load([...sessions, ...featured])
  db.collection('commands').load([...commands, ...featuredCommands(featured)])

  // file transfers, batch command executions, sharing records
  const ftp: Row[] = []
  for (let i = 0; i < (full ? 800 : 20); i++) {
    const s = rng.pick(sessions)
    ftp.push({
      id: rng.uuid(),
      user: s.user,
      remote_addr: s.remote_addr,
      asset: s.asset,
      system_user: s.system_user,
      operate: rng.pick(['Upload', 'Download', 'Delete', 'Mkdir', 'Rename']),
      filename: rng.pick(['/opt/app.tar.gz', '/home/deploy/config.yml', '/var/log/nginx/access.log', 'C:\\Users\\ops\\report.xlsx']),
      is_success: rng.bool(0.95),
      date_start: Number(s.date_start) + 30000,
      org_id: s.org_id,
    })
  }
  db.collection('ftp-logs').load(ftp)
  const execs: Row[] = []
  for (let i = 0; i < (full ? 300 : 10); i++) {
    const org = pickOrg()
    const hosts = rng.sample(assetsByOrg.get(org)!, rng.int(1, 5))
    const su = suByOrg.get(org)![0]
    const start = anchor - rng.int(0, 29) * DAY + rng.int(0, 86399) * 1000
    const cmd = rng.pick(SAFE)
    const ok = rng.bool(0.9)
    execs.push({
      id: rng.uuid(),
      command: cmd,
      run_as: su.id,
      user: rng.pick(c.users.slice(0, 5)).id,
      hosts: hosts.map((h) => h.id),
      is_finished: true,
      is_success: ok,
      date_start: start,
      date_created: start,
      date_finished: start + rng.int(1, 30) * 1000,
      // per host as the command runner records it: the command's outcome, or the error of a failed host
      result: Object.fromEntries(
        hosts.map((h, k) => [
          h.hostname,
          ok
            ? {
                cmd,
                stderr: '',
                stdout: `${cmd.split(' ')[0]}: done`,
                rc: 0,
                delta: `0:00:00.${String((104729 * (i + k + 1)) % 999983).padStart(6, '0')}`,
              }
            : { err: `Error: <ansible.executor.task_result.TaskResult object at 0x7f${(0x3c2a1b40 + i * 0x40 + k).toString(16)}>` },
        ]),
      ),
      log_url: '',
      org_id: org,
    })
  }
  execs.push(...ownCommandExecutions(c, a))
  db.collection('command-executions').load(execs)
  // each run's task log (its task id is the execution's id), as the task-log socket streams it
  db.collection('task-logs').load(
    execs.map((e) => ({
      id: e.id,
      name: 'run_command_execution',
      log: commandExecutionLog(
        e.id,
        String(e.command),
        e.result as Record<string, unknown>,
        (Number(e.date_finished) - Number(e.date_start)) / 1000,
      ),
      date_created: e.date_finished,
    })),
  )
  const joins: Row[] = []
  for (const s of sessions.slice(0, full ? 40 : 4)) {
    joins.push({
      id: rng.uuid(),
      session: s.id,
      sharing: rng.uuid(),
      joiner: rng.pick(c.users).id,
      verify_code: rng.hex(8),
      date_joined: Number(s.date_start) + 60000,
      date_left: s.is_finished ? Number(s.date_end) : null,
      remote_addr: `10.0.1.${rng.int(2, 254)}`,
      login_from: 'WT',
      is_success: true,
      reason: '',
      is_finished: !!s.is_finished,
      created_by: 'admin',
      date_created: Number(s.date_start) + 60000,
      date_updated: Number(s.date_start) + 60000,
      org_id: s.org_id,
    })
  }
  db.collection('session-join-records').load(joins)
}

/**
 * The batch command runs of the ordinary user `user` (the user area's "command executions"): on assets granted to
 * them (their favourites) as the system user their permission names, one of each outcome — every host answered, a
 * host unreachable, a command the filters refuse. Its own PRNG: the rows seeded after these do not move.
 */
function ownCommandExecutions(c: SeedContext, a: AssetSeed): Row[] {
  const rng = new Prng(c.state.config.seed ^ 0x3e7c11)
  const hosts = a.assets.slice(0, 3)
  const su = a.systemUsers.find((s) => s.org_id === DEFAULT_ORG_ID && s.type === 'common' && s.protocol === 'ssh')!
  const at = (daysAgo: number, hh: number, mm: number) => c.anchor - daysAgo * DAY + (hh * 60 + mm) * 60_000
  const ok = (host: Row, cmd: string, stdout: string, delta: string) => [String(host.hostname), { cmd, stderr: '', stdout, rc: 0, delta }]
  const runs: Array<{ command: string; on: Row[]; start: number; seconds: number; result: Record<string, unknown> }> = [
    {
      command: 'uptime',
      on: hosts.slice(0, 2),
      start: at(1, 10, 12),
      seconds: 2,
      result: Object.fromEntries([
        ok(hosts[0], 'uptime', ' 10:12:01 up 41 days,  2:03,  0 users,  load average: 0.08, 0.03, 0.01', '0:00:00.012734'),
        ok(hosts[1], 'uptime', ' 10:12:01 up 12 days, 19:47,  1 user,  load average: 0.31, 0.22, 0.18', '0:00:00.010921'),
      ]),
    },
    {
      command: 'df -h /',
      on: hosts,
      start: at(2, 16, 40),
      seconds: 12,
      result: Object.fromEntries([
        ok(
          hosts[0],
          'df -h /',
          'Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1        40G   17G   21G  45% /',
          '0:00:00.008812',
        ),
        ok(
          hosts[1],
          'df -h /',
          'Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1        80G   61G   16G  80% /',
          '0:00:00.009407',
        ),
        [String(hosts[2].hostname), { err: 'Error: <ansible.executor.task_result.TaskResult object at 0x7f3c2a1b7e80>' }],
      ]),
    },
    {
      command: 'reboot',
      on: hosts.slice(0, 1),
      start: at(3, 9, 5),
      seconds: 1,
      result: { error: 'Command `reboot` is forbidden ........' },
    },
  ]
  return runs.map((r) => ({
    id: rng.uuid(),
    command: r.command,
    run_as: su.id,
    user: USER_ID,
    hosts: r.on.map((h) => h.id),
    is_finished: true,
    // the model's is_success: no error of the whole run (a host that failed does not count)
    is_success: !('error' in r.result),
    date_start: r.start,
    date_created: r.start,
    date_finished: r.start + r.seconds * 1000,
    result: r.result,
    log_url: '',
    org_id: DEFAULT_ORG_ID,
  }))
}
