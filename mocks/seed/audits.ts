// Seed: sign-in logs, operation logs and password-change logs of the last 30 days.
import type { Row } from '../db/store'
import { Prng } from '../engine/prng'
import { DAY, type SeedContext } from './core'

const CITIES = ['LAN', '上海', '北京', '深圳', 'Singapore', 'Frankfurt']
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:94.0) Gecko/20100101 Firefox/94.0',
]
const RESOURCE_TYPES = ['User', 'User group', 'Asset', 'System user', 'Node', 'Asset permission', 'Label', 'Domain']
/** Relation changes the platform logs as `add` / `remove`: [resource type, object, related object, verbs]. */
const RELATION_CHANGES: Array<[string, string, string, [string, string]]> = [
  ['User and Group', '张伟(user)', '运维组', ['JOINED', 'LEFT']],
  ['Node and Asset', '/Default/Web 服务器', 'web-01(172.16.10.11)', ['ADD', 'REMOVE']],
  ['Asset permission', 'ops-perm', 'db-01(172.16.20.5)', ['ADD', 'REMOVE']],
  ['User asset permissions', 'ops-perm', '李娜(lina)', ['ADD', 'REMOVE']],
  ['Asset and SystemUser', 'web-02(172.16.10.12)', '运维账号(ops)', ['ADD', 'REMOVE']],
]

export function seedAudits(c: SeedContext): void {
  const { rng, anchor } = c
  const days = 30
  const logins: Row[] = []
  const perDay = c.scale === 'full' ? 40 : 6
  for (let d = 0; d < days; d++) {
    for (let i = 0; i < perDay; i++) {
      const u = rng.pick(c.users)
      const ok = rng.bool(0.88)
      logins.push({
        id: rng.uuid(),
        username: u.username,
        type: rng.pick(['W', 'W', 'W', 'T', 'U']),
        ip: `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(2, 254)}`,
        city: rng.pick(CITIES),
        user_agent: rng.pick(AGENTS),
        mfa: u.mfa_level ? 1 : 0,
        reason: ok ? '' : rng.pick(['Username/password check failed', 'MFA code invalid', 'Login IP is not in the allowed list']),
        backend: rng.pick(['Password', 'Password', 'SSH Key', 'LDAP']),
        status: ok,
        datetime: anchor - d * DAY + rng.int(0, 86399) * 1000,
      })
    }
  }
  c.state.db.collection('login-logs').load(logins)

  const ops: Row[] = []
  const admins = c.users.filter((u) => u.role === 'Admin' || u.username === 'orgadmin')
  for (let i = 0; i < (c.scale === 'full' ? 600 : 40); i++) {
    const u = rng.pick(admins)
    ops.push({
      id: rng.uuid(),
      user: `${u.name}(${u.username})`,
      action: rng.pick(['create', 'update', 'delete', 'update']),
      resource_type: rng.pick(RESOURCE_TYPES),
      resource: rng.pick(['web-01', '运维组', 'ops-perm', 'root', 'db-cluster', 'zhangwei', 'label:env=prod']),
      remote_addr: `10.0.${rng.int(0, 9)}.${rng.int(2, 254)}`,
      datetime: anchor - rng.int(0, days - 1) * DAY + rng.int(0, 86399) * 1000,
      org_id: rng.pick(c.orgs),
    })
  }
  ops.push(...relationChanges(c, admins, days))
  c.state.db.collection('operate-logs').load(ops)

  const pw: Row[] = []
  for (let i = 0; i < (c.scale === 'full' ? 120 : 12); i++) {
    const u = rng.pick(c.users)
    const by = rng.bool(0.6) ? u : c.users[0]
    pw.push({
      id: rng.uuid(),
      user: `${u.name}(${u.username})`,
      change_by: `${by.name}(${by.username})`,
      remote_addr: `10.0.${rng.int(0, 9)}.${rng.int(2, 254)}`,
      datetime: anchor - rng.int(0, days - 1) * DAY + rng.int(0, 86399) * 1000,
    })
  }
  c.state.db.collection('password-change-logs').load(pw)
}

/**
 * ENT (operation logs): a change to a many-to-many relation is logged by the platform as `add` or `remove`, one row
 * per related object, with a resource text naming both sides. Drawn from a generator of their own so the rest of
 * the seed is unchanged.
 */
function relationChanges(c: SeedContext, admins: SeedContext['users'], days: number): Row[] {
  const rng = new Prng(0x0a11)
  const rows: Row[] = []
  for (let i = 0; i < (c.scale === 'full' ? 60 : 6); i++) {
    const u = admins[i % admins.length]
    const [type, left, right, [addVerb, removeVerb]] = RELATION_CHANGES[i % RELATION_CHANGES.length]
    const add = i % 3 !== 2
    rows.push({
      id: rng.uuid(),
      user: `${u.name}(${u.username})`,
      action: add ? 'add' : 'remove',
      resource_type: type,
      resource: `${left} ${add ? addVerb : removeVerb} ${right}`,
      remote_addr: `10.0.${rng.int(0, 9)}.${rng.int(2, 254)}`,
      datetime: c.anchor - rng.int(0, days - 1) * DAY + rng.int(0, 86399) * 1000,
      org_id: c.orgs[Math.floor(i / 3) % c.orgs.length],
    })
  }
  return rows
}
