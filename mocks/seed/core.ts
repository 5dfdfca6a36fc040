// Seed: organisations, users and their memberships, user groups, login ACLs, access keys, settings.
import type { MemberRow, OrgRole } from '../engine/access'
import type { Prng } from '../engine/prng'
import type { MockState, UserRow } from '../engine/state'
import { contract } from '../engine/contract'
import { ADMIN_ID, AUDITOR_ID, DEFAULT_ORG_ID, MFAUSER_ID, OPS_ORG_ID, ORGADMIN_ID, RND_ORG_ID, USER_ID, USER_PREFIX } from './ids'
import { SETTING_SERIALIZERS } from '../handlers/settings/settings'

export const DAY = 24 * 3600 * 1000
const YEARS_70 = 70 * 365.25 * DAY

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗']
const SURNAMES_PY = [
  'wang',
  'li',
  'zhang',
  'liu',
  'chen',
  'yang',
  'huang',
  'zhao',
  'wu',
  'zhou',
  'xu',
  'sun',
  'ma',
  'zhu',
  'hu',
  'guo',
  'he',
  'lin',
  'gao',
  'luo',
]
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '丹', '浩']
const GIVEN_PY = [
  'wei',
  'fang',
  'na',
  'min',
  'jing',
  'lei',
  'yang',
  'yong',
  'yan',
  'jie',
  'tao',
  'ming',
  'chao',
  'xiuying',
  'xia',
  'ping',
  'gang',
  'guiying',
  'dan',
  'hao',
]

export function uid(n: number): string {
  return `${USER_PREFIX}${(0x5000 + n).toString(16)}`
}

export interface SeedContext {
  state: MockState
  rng: Prng
  /** Seed anchor: the start of today (UTC); seeded dates are offsets from it. */
  anchor: number
  scale: 'small' | 'full'
  orgs: string[]
  users: UserRow[]
}

function baseUser(
  c: SeedContext,
  id: string,
  username: string,
  name: string,
  role: UserRow['role'],
  extra: Partial<UserRow> = {},
): UserRow {
  const joined = c.anchor - c.rng.int(30, 400) * DAY
  return {
    id,
    username,
    name,
    email: `${username}@example.com`,
    role,
    is_active: true,
    mfa_level: 0,
    otp_secret_key: null,
    password: username,
    public_key: '',
    wechat: '',
    phone: null,
    source: 'local',
    need_update_password: false,
    date_expired: c.anchor + YEARS_70,
    date_joined: joined,
    last_login: c.anchor - c.rng.int(0, 20) * DAY - c.rng.int(0, 86000) * 1000,
    created_by: 'System',
    comment: '',
    wecom_id: null,
    dingtalk_id: null,
    feishu_id: null,
    is_first_login: false,
    date_password_last_updated: joined,
    ...extra,
  }
}

export function seedCore(c: SeedContext): void {
  const { state, rng, anchor } = c
  const db = state.db
  db.collection('orgs').load([
    { id: DEFAULT_ORG_ID, name: 'Default', comment: '', created_by: 'System', date_created: anchor - 500 * DAY },
    { id: RND_ORG_ID, name: '研发中心', comment: 'R&D', created_by: 'admin', date_created: anchor - 300 * DAY },
    { id: OPS_ORG_ID, name: 'Operations', comment: '运维中心', created_by: 'admin', date_created: anchor - 200 * DAY },
  ])
  c.orgs = [DEFAULT_ORG_ID, RND_ORG_ID, OPS_ORG_ID]

  const users: UserRow[] = [
    baseUser(c, ADMIN_ID, 'admin', 'Administrator', 'Admin', { created_by: 'System', comment: 'The first administrator' }),
    baseUser(c, AUDITOR_ID, 'auditor', '审计员', 'Auditor'),
    baseUser(c, ORGADMIN_ID, 'orgadmin', '组织管理员', 'User'),
    baseUser(c, USER_ID, 'user', '普通用户', 'User', {
      public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMockKeyForTheSeededUserOnly user@laptop',
    }),
    baseUser(c, MFAUSER_ID, 'mfauser', 'MFA 用户', 'User', { mfa_level: 1, otp_secret_key: 'MOCKSECRETKEY234' }),
  ]
  const total = c.scale === 'full' ? 60 : 24
  const used = new Set(users.map((u) => u.username))
  for (let i = 0; users.length < total; i++) {
    const s = rng.int(0, SURNAMES.length - 1)
    const g = rng.int(0, GIVEN.length - 1)
    let username = `${SURNAMES_PY[s]}${GIVEN_PY[g]}`
    if (used.has(username)) username = `${username}${i}`
    used.add(username)
    const u = baseUser(c, uid(i + 1), username, `${SURNAMES[s]}${GIVEN[g]}`, 'User', {
      source: rng.bool(0.85) ? 'local' : rng.pick(['ldap', 'openid', 'radius', 'cas']),
      mfa_level: rng.bool(0.15) ? 1 : rng.bool(0.05) ? 2 : 0,
      is_active: rng.bool(0.92),
      phone: rng.bool(0.5) ? `1${rng.pick([3, 5, 7, 8, 9])}${String(rng.int(100000000, 999999999))}` : null,
      wechat: rng.bool(0.3) ? `wx_${username}` : '',
      created_by: 'admin',
      comment: rng.bool(0.2) ? rng.pick(['外包', 'contractor', '值班', 'on-call']) : '',
    })
    if (i % 17 === 5) u.date_expired = anchor - rng.int(1, 30) * DAY
    if (i % 11 === 3) u.role = 'Auditor'
    // some accounts have scan-to-login bindings (the user list offers to unbind them)
    if (i % 5 === 1) u.wecom_id = `wecom-${username}`
    if (i % 7 === 2) u.dingtalk_id = `dingtalk-${username}`
    if (i % 9 === 4) u.feishu_id = `feishu-${username}`
    users.push(u)
  }
  db.collection<UserRow>('users').load(users)
  c.users = users

  const members: MemberRow[] = []
  let m = 0
  const add = (org: string, user: string, role: OrgRole) =>
    members.push({ id: `${USER_PREFIX.slice(0, 24)}${(0x100000 + ++m).toString(16).padStart(12, '0')}`, org, user, role })
  add(DEFAULT_ORG_ID, ADMIN_ID, 'User')
  add(DEFAULT_ORG_ID, AUDITOR_ID, 'User')
  add(DEFAULT_ORG_ID, ORGADMIN_ID, 'Admin')
  add(DEFAULT_ORG_ID, USER_ID, 'User')
  add(RND_ORG_ID, USER_ID, 'User')
  add(DEFAULT_ORG_ID, MFAUSER_ID, 'User')
  users.slice(5).forEach((u, i) => {
    add(DEFAULT_ORG_ID, u.id, i % 13 === 4 ? 'Auditor' : 'User')
    if (i % 3 === 0) add(RND_ORG_ID, u.id, i % 9 === 0 ? 'Admin' : 'User')
    if (i % 4 === 1) add(OPS_ORG_ID, u.id, i % 8 === 1 ? 'Admin' : i % 8 === 5 ? 'Auditor' : 'User')
  })
  db.collection('org-members').load(members)

  // user groups per org
  const groupNames: Array<[string, string]> = [
    ['Default', 'Default user group'],
    ['运维组', 'ops-team'],
    ['研发组', 'dev-team'],
    ['dba', '数据库管理员'],
    ['安全组', 'security'],
    ['测试组', 'qa-team'],
    ['外包人员', 'contractors'],
    ['on-call', '值班'],
  ]
  const groups: Array<Record<string, unknown> & { id: string }> = []
  let gi = 0
  for (const org of c.orgs) {
    const n = org === DEFAULT_ORG_ID ? groupNames.length : 4
    for (const [name, comment] of groupNames.slice(0, n)) {
      gi++
      groups.push({
        id: `3a8e2c1d-5b6f-4e7a-8c9d-${(0x1a2b3c000000 + gi).toString(16)}`,
        name,
        comment,
        created_by: 'admin',
        date_created: anchor - rng.int(10, 300) * DAY,
        org_id: org,
      })
    }
  }
  if (c.scale === 'full') {
    for (let i = 0; i < 40; i++) {
      gi++
      groups.push({
        id: `3a8e2c1d-5b6f-4e7a-8c9d-${(0x1a2b3c000000 + gi).toString(16)}`,
        name: `project-${String(i + 1).padStart(2, '0')}`,
        comment: `项目组 ${i + 1}`,
        created_by: 'admin',
        date_created: anchor - rng.int(10, 300) * DAY,
        org_id: DEFAULT_ORG_ID,
      })
    }
  }
  db.collection('user-groups').load(groups)

  const rels: Array<{ id: string; user: string; usergroup: string }> = []
  const memberOrgs = new Map<string, Set<string>>()
  for (const mm of members) (memberOrgs.get(mm.user) ?? memberOrgs.set(mm.user, new Set()).get(mm.user)!).add(mm.org)
  let ri = 0
  for (const u of users) {
    for (const org of memberOrgs.get(u.id) ?? []) {
      const candidates = groups.filter((g) => g.org_id === org)
      for (const g of rng.sample(candidates, rng.int(0, 2))) rels.push({ id: String(++ri), user: u.id, usergroup: g.id })
    }
  }
  // the seeded ordinary user is in the ops team of Default
  const ops = groups.find((g) => g.org_id === DEFAULT_ORG_ID && g.name === '运维组')!
  if (!rels.some((r) => r.user === USER_ID && r.usergroup === ops.id)) rels.push({ id: String(ri + 1), user: USER_ID, usergroup: ops.id })
  db.collection('user-group-relations').load(rels)

  // login ACLs
  db.collection('login-acls').load([
    {
      id: 'b5e1c0d2-7a3f-4b8e-9c1d-2e3f4a5b6c01',
      name: '办公网访问',
      priority: 10,
      ip_group: ['10.0.0.0/8', '192.168.0.0/16'],
      action: 'allow',
      is_active: true,
      user: USER_ID,
      comment: 'office network',
      created_by: 'admin',
      date_created: anchor - 40 * DAY,
      date_updated: anchor - 40 * DAY,
    },
    {
      id: 'b5e1c0d2-7a3f-4b8e-9c1d-2e3f4a5b6c02',
      name: 'block-outside',
      priority: 50,
      ip_group: ['*'],
      action: 'reject',
      is_active: false,
      user: users[6].id,
      comment: '',
      created_by: 'admin',
      date_created: anchor - 20 * DAY,
      date_updated: anchor - 10 * DAY,
    },
  ])

  // access keys
  db.collection('access-keys').load([
    {
      id: 'c6f2d1e3-8b4a-4c9f-8d2e-3f4a5b6c7d01',
      secret: 'c6f2d1e3-8b4a-4c9f-8d2e-3f4a5b6c7e01',
      user: ADMIN_ID,
      is_active: true,
      date_created: anchor - 60 * DAY,
    },
    {
      id: 'c6f2d1e3-8b4a-4c9f-8d2e-3f4a5b6c7d02',
      secret: 'c6f2d1e3-8b4a-4c9f-8d2e-3f4a5b6c7e02',
      user: USER_ID,
      is_active: true,
      date_created: anchor - 5 * DAY,
    },
  ])

  seedSettings(state)
}

/** Every admin setting the contract describes, with its default (plus the values the public settings show). */
export function seedSettings(state: MockState): void {
  const s: Record<string, unknown> = {}
  for (const cls of Object.values(SETTING_SERIALIZERS)) {
    for (const schema of Object.values(contract.meta.schemas)) {
      if (!schema.serializer?.endsWith(`.${cls}`)) continue
      for (const [k, f] of Object.entries(schema.fields)) {
        if (k in s) continue
        if (f.default !== undefined) s[k] = f.default
      }
    }
  }
  Object.assign(s, {
    SITE_URL: 'http://127.0.0.1:5173',
    USER_GUIDE_URL: '',
    GLOBAL_ORG_DISPLAY_NAME: '',
    SECURITY_MFA_AUTH: 0,
    SECURITY_VIEW_AUTH_NEED_MFA: true,
    SECURITY_MFA_VERIFY_TTL: state.config.mfaTtlSeconds,
    SECURITY_MAX_IDLE_TIME: 30,
    SECURITY_PASSWORD_MIN_LENGTH: 6,
    SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6,
    SECURITY_PASSWORD_UPPER_CASE: false,
    SECURITY_PASSWORD_LOWER_CASE: false,
    SECURITY_PASSWORD_NUMBER: false,
    SECURITY_PASSWORD_SPECIAL_CHAR: false,
    SECURITY_LOGIN_LIMIT_COUNT: 7,
    SECURITY_LOGIN_LIMIT_TIME: 30,
    SECURITY_PASSWORD_EXPIRATION_TIME: 9999,
    OLD_PASSWORD_HISTORY_LIMIT_COUNT: 5,
    SECURITY_COMMAND_EXECUTION: true,
    SECURITY_LUNA_REMEMBER_AUTH: true,
    SECURITY_WATERMARK_ENABLED: true,
    SECURITY_SESSION_SHARE: true,
    XRDP_ENABLED: true,
    TICKETS_ENABLED: true,
    TERMINAL_PASSWORD_AUTH: true,
    TERMINAL_PUBLIC_KEY_AUTH: true,
    TERMINAL_ASSET_LIST_SORT_BY: 'hostname',
    TERMINAL_ASSET_LIST_PAGE_SIZE: 'auto',
    TERMINAL_SESSION_KEEP_DURATION: 200,
    EMAIL_HOST: 'smtp.example.com',
    EMAIL_PORT: '25',
    EMAIL_HOST_USER: 'noreply@example.com',
    EMAIL_SUBJECT_PREFIX: '[Bastion] ',
    AUTH_LDAP: false,
    AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389',
    AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com',
    AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=com',
    AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)',
    AUTH_LDAP_USER_ATTR_MAP: { username: 'cn', name: 'sn', email: 'mail' },
    // the server's own defaults of settings that may not be blank (a category saved unchanged must pass)
    EMAIL_SUFFIX: 'example.com',
    OTP_ISSUER_NAME: 'Bastion',
    AUTH_OPENID_PROVIDER_ENDPOINT: 'https://oidc.example.com/',
    AUTH_OPENID_PROVIDER_AUTHORIZATION_ENDPOINT: 'https://oidc.example.com/authorize',
    AUTH_OPENID_PROVIDER_TOKEN_ENDPOINT: 'https://oidc.example.com/token',
    AUTH_OPENID_PROVIDER_JWKS_ENDPOINT: 'https://oidc.example.com/jwks',
    AUTH_OPENID_PROVIDER_USERINFO_ENDPOINT: 'https://oidc.example.com/userinfo',
    AUTH_OPENID_PROVIDER_END_SESSION_ENDPOINT: 'https://oidc.example.com/logout',
    AUTH_OPENID_PROVIDER_SIGNATURE_ALG: 'HS256',
    AUTH_OPENID_SCOPES: 'openid profile email',
    AUTH_OPENID_SERVER_URL: 'https://keycloak.example.com',
    AUTH_OPENID_CLIENT_ID: 'client-id',
    CAS_SERVER_URL: 'https://cas.example.com/cas/',
    CAS_ROOT_PROXIED_AS: 'https://bastion.example.com',
    CAS_USERNAME_ATTRIBUTE: 'uid',
    RADIUS_SERVER: 'localhost',
    LOGIN_LOG_KEEP_DAYS: 200,
    TASK_LOG_KEEP_DAYS: 90,
    OPERATE_LOG_KEEP_DAYS: 200,
    FTP_LOG_KEEP_DAYS: 200,
    CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 30,
  })
  state.settings = s
}
