// Organisations, roles and permission classes, as the real server decides them.
import type { Ctx, OrgInfo } from './http'
import { mfaRequired, notAuthenticated, permissionDenied } from './http'
import type { Row } from '../db/store'
import { DEFAULT_ORG_ID, ROOT_ORG_ID, type MockState, type UserRow } from './state'

export type OrgRole = 'Admin' | 'Auditor' | 'User'

export interface OrgRow extends Row {
  name: string
  comment: string
  created_by: string
  date_created: number
}

export interface MemberRow extends Row {
  org: string
  user: string
  role: OrgRole
}

const memberIndexCache = new WeakMap<MockState, { version: number; idx: Map<string, Map<string, Set<OrgRole>>> }>()

/** org id → user id → roles in that org. */
export function memberIndex(state: MockState): Map<string, Map<string, Set<OrgRole>>> {
  const members = state.db.collection<MemberRow>('org-members')
  const hit = memberIndexCache.get(state)
  if (hit && hit.version === members.version) return hit.idx
  const idx = new Map<string, Map<string, Set<OrgRole>>>()
  for (const m of members.all()) {
    let byUser = idx.get(m.org)
    if (!byUser) idx.set(m.org, (byUser = new Map()))
    let roles = byUser.get(m.user)
    if (!roles) byUser.set(m.user, (roles = new Set()))
    roles.add(m.role)
  }
  memberIndexCache.set(state, { version: members.version, idx })
  return idx
}

export function rootOrg(state?: MockState): OrgInfo {
  const display = state?.settings.GLOBAL_ORG_DISPLAY_NAME
  return {
    id: ROOT_ORG_ID,
    name: typeof display === 'string' && display ? display : 'GLOBAL',
    is_root: true,
    is_default: false,
    comment: '',
  }
}

export function orgInfo(state: MockState, id: string): OrgInfo | null {
  if (id === ROOT_ORG_ID) return rootOrg(state)
  const o = state.db.collection<OrgRow>('orgs').get(id)
  if (!o) return null
  return { id: o.id, name: o.name, is_root: false, is_default: o.id === DEFAULT_ORG_ID, comment: o.comment ?? '' }
}

export function defaultOrg(state: MockState): OrgInfo {
  return orgInfo(state, DEFAULT_ORG_ID) ?? { id: DEFAULT_ORG_ID, name: 'Default', is_root: false, is_default: true, comment: '' }
}

/** `?oid=` > `X-JMS-ORG` header > `X-JMS-ORG` cookie > default; `DEFAULT`/`ROOT` aliases; unknown → Default. */
export function resolveOrg(state: MockState, query: URLSearchParams, headers: Headers, cookies: Record<string, string>): OrgInfo {
  const raw = query.get('oid') || headers.get('X-JMS-ORG') || cookies['X-JMS-ORG'] || ''
  const v = raw.trim()
  if (!v) return defaultOrg(state)
  if (v.toLowerCase() === 'default') return defaultOrg(state)
  if (v.toLowerCase() === 'root') return rootOrg(state)
  return orgInfo(state, v) ?? defaultOrg(state)
}

export const isSuperuser = (u: UserRow | null): boolean => !!u && u.role === 'Admin'
export const isSuperAuditor = (u: UserRow | null): boolean => !!u && u.role === 'Auditor'
export const isApp = (u: UserRow | null): boolean => !!u && u.role === 'App'

export function rolesIn(state: MockState, userId: string, orgId: string): Set<OrgRole> {
  return memberIndex(state).get(orgId)?.get(userId) ?? new Set()
}

export function isValidUser(state: MockState, u: UserRow | null): boolean {
  if (!u || !u.is_active) return false
  const exp = u.date_expired as number | null | undefined
  return !(typeof exp === 'number' && exp < state.now())
}

export function canAdmin(state: MockState, u: UserRow | null, org: OrgInfo): boolean {
  if (!u) return false
  if (isSuperuser(u)) return true
  if (org.is_root) return false
  return rolesIn(state, u.id, org.id).has('Admin')
}

export function canAudit(state: MockState, u: UserRow | null, org: OrgInfo): boolean {
  if (!u) return false
  if (isSuperuser(u) || isSuperAuditor(u) || canAdmin(state, u, org)) return true
  if (org.is_root) return false
  return rolesIn(state, u.id, org.id).has('Auditor')
}

export function canAny(state: MockState, u: UserRow | null, org: OrgInfo): boolean {
  if (!u) return false
  if (isSuperuser(u) || isSuperAuditor(u)) return true
  if (org.is_root) return false
  return rolesIn(state, u.id, org.id).size > 0
}

/** Roles of the user in the current org, as `UserProfileSerializer.current_org_roles` reports them. */
export function currentOrgRoles(state: MockState, u: UserRow, org: OrgInfo): OrgRole[] {
  if (org.is_root) return isSuperuser(u) ? ['Admin'] : ['User']
  return [...rolesIn(state, u.id, org.id)].sort()
}

/** `User.org_roles`: in root, derived from the system role; otherwise the membership roles. */
export function orgRolesOf(state: MockState, u: UserRow, org: OrgInfo): OrgRole[] {
  if (org.is_root) return isSuperuser(u) ? ['Admin'] : isSuperAuditor(u) ? ['Auditor'] : ['User']
  return [...rolesIn(state, u.id, org.id)].sort()
}

export function allOrgs(state: MockState): OrgInfo[] {
  return state.db
    .collection<OrgRow>('orgs')
    .all()
    .map((o) => orgInfo(state, o.id)!)
}

export function adminOrAuditOrgs(state: MockState, u: UserRow): OrgInfo[] {
  if (isSuperuser(u) || isSuperAuditor(u)) return [rootOrg(state), ...allOrgs(state)]
  return allOrgs(state).filter((o) => {
    const r = rolesIn(state, u.id, o.id)
    return r.has('Admin') || r.has('Auditor')
  })
}

export function userAllOrgs(state: MockState, u: UserRow): OrgInfo[] {
  return allOrgs(state).filter((o) => rolesIn(state, u.id, o.id).size > 0)
}

/** Users visible in an org: its members (root: everyone but app accounts). */
export function orgMemberIds(state: MockState, org: OrgInfo): Set<string> | null {
  if (org.is_root) return null
  return new Set(memberIndex(state).get(org.id)?.keys() ?? [])
}

// ---- permission classes -------------------------------------------------------------------------------------

type Check = (ctx: Ctx) => boolean

const valid: Check = (ctx) => isValidUser(ctx.state, ctx.user)

const CLASSES: Record<string, Check> = {
  AllowAny: () => true,
  IsAuthenticated: (ctx) => !!ctx.user,
  IsValidUser: valid,
  IsSuperUser: (ctx) => valid(ctx) && isSuperuser(ctx.user),
  IsSuperAuditor: (ctx) => valid(ctx) && isSuperAuditor(ctx.user),
  IsAppUser: (ctx) => valid(ctx) && isApp(ctx.user),
  IsSuperUserOrAppUser: (ctx) => valid(ctx) && (isSuperuser(ctx.user) || isApp(ctx.user)),
  IsOrgAdmin: (ctx) => valid(ctx) && canAdmin(ctx.state, ctx.user, ctx.org),
  IsOrgAuditor: (ctx) => valid(ctx) && canAudit(ctx.state, ctx.user, ctx.org),
  IsOrgAdminOrAppUser: (ctx) => valid(ctx) && (canAdmin(ctx.state, ctx.user, ctx.org) || isApp(ctx.user)),
  IsOrgAdminOrAppUserOrUserReadonly: (ctx) =>
    valid(ctx) && (['GET', 'HEAD', 'OPTIONS'].includes(ctx.method) || canAdmin(ctx.state, ctx.user, ctx.org) || isApp(ctx.user)),
  UserCanAnyPermCurrentOrg: (ctx) => canAny(ctx.state, ctx.user, ctx.org),
  // login ACLs are read per user: `?user=<id of a member of the current org>`
  HasQueryParamsUserAndIsCurrentOrgMember: (ctx) => {
    const id = ctx.query.get('user') ?? ''
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || !ctx.state.users().get(id)) return false
    const members = orgMemberIds(ctx.state, ctx.org)
    return !members || members.has(id)
  },
  // object-level or context classes: the handlers check what they need themselves
  CanUpdateDeleteUser: () => true,
  IsObjectOwner: (ctx) => !!ctx.user,
  OnlySuperUserCanList: () => true,
  IsAssignee: (ctx) => !!ctx.user,
  IsApplicant: (ctx) => !!ctx.user,
  IsSwagger: () => false,
  // a password re-check of this session (POST authentication/password/verify/) within AUTH_EXPIRED_SECONDS (300 s)
  IsAuthPasswdTimeValid: (ctx) =>
    valid(ctx) && !!ctx.session?.passwordVerifiedAt && ctx.state.now() - ctx.session.passwordVerifiedAt < 300 * 1000,
  UserCanUpdatePassword: (ctx) => !!ctx.user,
  UserCanUpdateSSHKey: (ctx) => !!ctx.user,
  UserConfirmation: valid,
  WithBootstrapToken: () => false,
}

/** Evaluates one permission expression: a class name, or `A | B`, `A & B`, `~A`, with parentheses. */
// The permission classes of operations whose view decides them per action (get_permissions), or whose handler
// says so: used by the request pipeline and by the OPTIONS metadata alike (a method the user may call is listed).
const permissionOverrides = new Map<string, string[]>()

export function setPermissionOverride(method: string, shape: string, permission: string[]): void {
  permissionOverrides.set(`${method.toUpperCase()} ${shape}`, permission)
}

/** The permission classes of `method` on a route shape: its override, else `fallback` (the contract's). */
export function permissionOf(method: string, shape: string, fallback: string[]): string[] {
  return permissionOverrides.get(`${method.toUpperCase()} ${shape}`) ?? fallback
}

export function evalPermission(expr: string, ctx: Ctx): boolean {
  const tokens = expr.match(/\(|\)|\||&|~|[A-Za-z_][A-Za-z0-9_.]*/g) ?? []
  let i = 0
  const parseOr = (): boolean => {
    let v = parseAnd()
    while (tokens[i] === '|') {
      i++
      const r = parseAnd()
      v = v || r
    }
    return v
  }
  const parseAnd = (): boolean => {
    let v = parseUnary()
    while (tokens[i] === '&') {
      i++
      const r = parseUnary()
      v = v && r
    }
    return v
  }
  const parseUnary = (): boolean => {
    const t = tokens[i++]
    if (t === '~') return !parseUnary()
    if (t === '(') {
      const v = parseOr()
      i++ // ')'
      return v
    }
    if (t === undefined) return true
    const name = t.slice(t.lastIndexOf('.') + 1)
    const check = CLASSES[name]
    return check ? check(ctx) : valid(ctx)
  }
  return parseOr()
}

/** Checks the operation's `x-permission` list (every entry must pass). Throws 401/403/400 as the server does. */
export function checkPermissions(ctx: Ctx, permission: string[]): void {
  const list = permission.length ? permission : ['IsSuperUser']
  const needMfa = list.some((p) => /\bNeedMFAVerify\b/.test(p))
  const rest = list.filter((p) => !/^\s*NeedMFAVerify\s*$/.test(p))
  const allowAny = rest.every((p) => /^\s*AllowAny\s*$/.test(p))
  if (!ctx.user && !allowAny) throw notAuthenticated()
  for (const p of rest) {
    if (!evalPermission(p, ctx)) throw permissionDenied()
  }
  if (needMfa) checkMfaFresh(ctx)
}

/** NeedMFAVerify: MFA verified within SECURITY_MFA_VERIFY_TTL (when SECURITY_VIEW_AUTH_NEED_MFA is on). */
export function checkMfaFresh(ctx: Ctx): void {
  if (ctx.state.settings.SECURITY_VIEW_AUTH_NEED_MFA === false) return
  const t = ctx.session?.mfaVerifiedAt ?? null
  if (t !== null && ctx.state.now() - t < ctx.state.config.mfaTtlSeconds * 1000) return
  throw mfaRequired()
}
