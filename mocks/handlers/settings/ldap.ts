// LDAP settings actions against the mock's directory: connection and sign-in tests, the directory's users and
// their import into an organisation.
import type { MemberRow } from '../../engine/access'
import { type Ctx, json } from '../../engine/http'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import type { UserRow } from '../../engine/state'

export function registerLdap(): void {
  on('GET', '/api/v1/settings/ldap/cache/refresh/', (ctx) => json(ctx, { msg: 'success' }), { permission: ['IsSuperUser'] })
  // the LDAP tests answer a bare JSON string (200 success, 400 failure), as the real views do
  on(
    'POST',
    '/api/v1/settings/ldap/testing/config/',
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      if (!body.AUTH_LDAP_SERVER_URI)
        return json(ctx, { error: "{'AUTH_LDAP_SERVER_URI': [ErrorDetail(string='This field is required.', code='required')]}" }, 400)
      return json(ctx, `Succeed: Match ${LDAP_DIRECTORY.length} s user`)
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'POST',
    '/api/v1/settings/ldap/testing/login/',
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const username = String(body.username ?? '')
      const known = LDAP_DIRECTORY.some(([name]) => name === username)
      if (known && body.password === username) return json(ctx, `Authentication success: ${username}`)
      return json(ctx, `Authentication failed (username or password incorrect): ${username}`, 400)
    },
    { permission: ['IsSuperUser'] },
  )

  // The LDAP directory of the mock: a few fixed entries; `existing` says whether a user of that name exists.
  const directory = (ctx: Ctx) => {
    const users = ctx.state.db.collection<UserRow>('users').all()
    return LDAP_DIRECTORY.map(([username, name]) => ({
      id: username,
      username,
      name,
      email: `${username}@ldap.example.com`,
      existing: users.some((u) => u.username === username),
    }))
  }
  on(
    'GET',
    '/api/v1/settings/ldap/users/',
    (ctx) => {
      const search = (ctx.query.get('search') ?? '').toLowerCase()
      const order = ctx.query.get('order') ?? 'existing'
      const key = order.replace(/^-/, '') as 'username' | 'name' | 'email' | 'existing'
      let rows = directory(ctx).filter((r) => !search || [r.username, r.name, r.email].some((v) => v.toLowerCase().includes(search)))
      rows = rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (order.startsWith('-') ? -1 : 1))
      const limit = ctx.query.get('limit')
      if (!limit) return json(ctx, rows)
      const offset = Number(ctx.query.get('offset') ?? 0)
      return json(ctx, { count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + Number(limit)) })
    },
    { permission: ['IsSuperUser'] },
  )
  on(
    'POST',
    '/api/v1/settings/ldap/users/import/',
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const wanted = Array.isArray(body.username_list) ? body.username_list.map(String) : []
      const found = directory(ctx).filter((r) => wanted.includes(r.username))
      if (found.length === 0) return json(ctx, { msg: 'Get ldap users is None' }, 400)
      const orgId = typeof body.org_id === 'string' && body.org_id ? body.org_id : ctx.org.id
      const org = ctx.state.db.collection('orgs').get(orgId)
      const users = ctx.state.db.collection<UserRow>('users')
      const members = ctx.state.db.collection<MemberRow>('org-members')
      const template = users.all().find((u) => u.role === 'User')
      for (const entry of found) {
        let user = users.all().find((u) => u.username === entry.username)
        if (!user) {
          const now = ctx.state.now()
          user = users.insert({
            ...(template ?? {}),
            id: randomId(),
            username: entry.username,
            name: entry.name,
            email: entry.email,
            role: 'User',
            source: 'ldap',
            is_active: true,
            mfa_level: 0,
            otp_secret_key: null,
            password: entry.username,
            date_joined: now,
            date_password_last_updated: now,
            last_login: null,
            created_by: ctx.user?.username ?? 'admin',
            comment: '',
            wecom_id: null,
            dingtalk_id: null,
            feishu_id: null,
          } as UserRow)
        }
        if (!members.all().some((m) => m.org === orgId && m.user === user.id))
          members.insert({ id: randomId(), org: orgId, user: user.id, role: 'User' } as MemberRow)
      }
      ctx.state.changed()
      return json(ctx, { msg: `Imported ${found.length} users successfully (Organization: ${String(org?.name ?? orgId)})` })
    },
    { permission: ['IsSuperUser'] },
  )
}

/** The mock LDAP directory: username and name. */
export const LDAP_DIRECTORY: ReadonlyArray<readonly [string, string]> = [
  ['ldap.chen', '陈静'],
  ['ldap.wang', '王磊'],
  ['ldap.zhao', '赵敏'],
  ['ldap.sun', '孙浩'],
  ['ldap.zhou', '周婷'],
  ['ldap.wu', '吴强'],
  ['ldap.zheng', '郑洁'],
  ['ldap.feng', '冯涛'],
]
