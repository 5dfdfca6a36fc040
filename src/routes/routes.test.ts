import { describe, expect, it } from 'vitest'
import { PERM_ADMIN, PERM_AUDIT, PERM_SUPER, PERM_USE } from '../config/constants'
import {
  activeMenuFor,
  allNames,
  buildMenu,
  filterRoutes,
  flattenRoutes,
  generateRoutes,
  matchFlatRoute,
  pathTo,
  permAllows,
  routeTable,
  type MenuEntry,
  type RouteFilterContext,
  type RouteNode,
} from './index'

const ADMIN = 146 // SuperAdmin on the admin page
const ORG_ADMIN = 18
const AUDITOR = 2 // OrgAuditor on the admin page
const USER = 1

const allSettings = { SECURITY_COMMAND_EXECUTION: true, TICKETS_ENABLED: true }
const ctx = (role: number, licenceValid = true, settings: RouteFilterContext['settings'] = allSettings): RouteFilterContext => ({ role, licenceValid, settings })
const registered = (c: RouteFilterContext) => new Set(generateRoutes(c).flat.map((r) => r.path))

type Need = 'audit' | 'admin' | 'super' | 'use' | 'signed-in' | 'public'
// Every route of requirements §5 (paths relative to /ui/), with its permission, licence and setting.
type Flags = { licence?: boolean; setting?: 'SECURITY_COMMAND_EXECUTION' | 'TICKETS_ENABLED'; alsoUserPage?: boolean }
const SPEC: [string, Need, Flags?][] = [
  // 5.2 public and first-login
  ['/404', 'public'],
  ['/users/profile', 'signed-in'],
  ['/users/first-login/personal-information-improvement/', 'signed-in'],
  ['/users/first-login/guide/', 'signed-in'],
  ['/ops/celery/task/:id/log/', 'signed-in'],
  ['/ops/task/task/:id/log/', 'signed-in'],
  ['/notifications/site-messages/', 'signed-in'],
  // 5.3 admin area
  ['/dashboard', 'audit'],
  ...['/users/users', '/users/users/create', '/users/users/:id/update', '/users/users/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/users/groups', '/users/groups/create', '/users/groups/:id/update', '/users/groups/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/users/user-acl', '/users/user-acl/create', '/users/user-acl/:id', '/users/user-acl/:id/update'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/assets', '/assets/assets/create', '/assets/assets/:id', '/assets/assets/:id/update', '/assets/assets/detail/:id/update'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/domains', '/assets/domains/create', '/assets/domains/:id/update', '/assets/domains/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/gateways/create', '/assets/gateways/:id/update'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/system-users', '/assets/system-users/create', '/assets/system-users/:id/update', '/assets/system-users/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/cmd-filters', '/assets/cmd-filters/create', '/assets/cmd-filters/:id/update', '/assets/cmd-filters/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/command-filter-rules/create', '/assets/command-filter-rules/:id/update'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/assets/platforms', '/assets/platforms/create', '/assets/platforms/:id/update', '/assets/platforms/:id'].map((p) => [p, 'super'] as [string, Need]),
  ...['/assets/labels', '/assets/labels/create', '/assets/labels/:id/update'].map((p) => [p, 'admin'] as [string, Need]),
  ...['remote-apps', 'databases', 'kubernetes'].flatMap((g) =>
    [`/applications/${g}`, `/applications/${g}/create`, `/applications/${g}/:id/update`, `/applications/${g}/:id`].map((p) => [p, 'admin', { licence: true }] as [string, Need, { licence: boolean }]),
  ),
  ...[
    '/accounts/asset-accounts',
    '/accounts/application-accounts',
    '/accounts/gathered-user',
    '/accounts/gathered-user/tasks',
    '/accounts/gathered-user/tasks/:id',
    '/accounts/gathered-user/tasks/create',
    '/accounts/gathered-user/tasks/:id/update',
    '/accounts/change-auth-plan',
    '/accounts/change-auth-plan/plan',
    '/accounts/change-auth-plan/plan/create',
    '/accounts/change-auth-plan/plan/:id/update',
    '/accounts/change-auth-plan/plan/:id',
    '/accounts/change-auth-plan/plan-execution/:id',
    '/accounts/change-auth-plan/app-plan',
    '/accounts/change-auth-plan/app-plan/create',
    '/accounts/change-auth-plan/app-plan/:id',
    '/accounts/change-auth-plan/app-plan/:id/update',
    '/accounts/change-auth-plan/app-plan-execution/:id',
  ].map((p) => [p, 'admin', { licence: true }] as [string, Need, { licence: boolean }]),
  ...['/perms/asset-permissions', '/perms/asset-permissions/create', '/perms/asset-permission/:id/update', '/perms/asset-permissions/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/perms/app-permissions', '/perms/app-permissions/create', '/perms/app-permissions/:id', '/perms/app-permissions/:id/update'].map((p) => [p, 'admin'] as [string, Need]),
  ...['/acl/asset-acl', '/acl/asset-acl/create', '/acl/asset-acl/:id', '/acl/asset-acl/:id/update'].map((p) => [p, 'admin', { licence: true }] as [string, Need, { licence: boolean }]),
  ...['/terminal/sessions', '/terminal/sessions/:id', '/terminal/commands'].map((p) => [p, 'audit'] as [string, Need]),
  ...['/terminal/terminal', '/terminal/terminal/:id', '/terminal/terminal/:id/update'].map((p) => [p, 'super'] as [string, Need]),
  ...[
    '/terminal/storages/replay-storage/create',
    '/terminal/storages/replay-storage/:id/update',
    '/terminal/storages/command-storage/create',
    '/terminal/storages/command-storage/:id/update',
  ].map((p) => [p, 'super'] as [string, Need]),
  ...['/ops/tasks', '/ops/tasks/:id', '/ops/adhoc/:id', '/ops/executions/:id'].map((p) => [p, 'admin'] as [string, Need]),
  ['/ops/command-executions/create', 'admin', { setting: 'SECURITY_COMMAND_EXECUTION' }],
  ['/tickets/tickets', 'admin', { licence: true }],
  // the ticket pages open at the same paths on the user page (the server links /ui/#/tickets/tickets/{id})
  ...[
    '/tickets/tickets/:id',
    '/tickets/request-asset-perm/create',
    '/tickets/request-asset-perm/:id',
    '/tickets/login-asset-confirm/:id',
    '/tickets/request-application-perm/create',
    '/tickets/request-application-perm/:id',
    '/tickets/command-confirm/:id',
  ].map((p) => [p, 'admin', { licence: true, alsoUserPage: true }] as [string, Need, Flags]),
  ...['/tickets/flows/create', '/tickets/flows/:id/update', '/tickets/flow/:id'].map((p) => [p, 'admin', { licence: true }] as [string, Need, Flags]),
  ...['/audits/login-log', '/audits/ftp-log', '/audits/operate-log', '/audits/password-change-log', '/audits/command-execution-log'].map((p) => [p, 'audit'] as [string, Need]),
  ['/settings', 'super'],
  // 5.5 xpack
  ['/xpack', 'admin', { licence: true }],
  ...[
    '/xpack/cloud',
    '/xpack/cloud/account',
    '/xpack/cloud/account/create',
    '/xpack/cloud/account/:id/update',
    '/xpack/cloud/accounts/:id',
    '/xpack/cloud/sync-instance-tasks',
    '/xpack/cloud/sync-instance-tasks/create',
    '/xpack/cloud/sync-instance-tasks/:id/update',
    '/xpack/cloud/sync-instance-tasks/:id',
  ].map((p) => [p, 'admin', { licence: true }] as [string, Need, { licence: boolean }]),
  ...['/xpack/interface-setting', '/xpack/orgs', '/xpack/orgs/create', '/xpack/orgs/:id/update', '/xpack/orgs/:id', '/xpack/system-monitor'].map(
    (p) => [p, 'super', { licence: true }] as [string, Need, { licence: boolean }],
  ),
]
// 5.4 user area: the same paths as some admin routes, so checked separately
const USER_SPEC: [string, { licence?: boolean; setting?: 'SECURITY_COMMAND_EXECUTION' | 'TICKETS_ENABLED' }?][] = [
  ['/'],
  ['/apps/remoteapp', { licence: true }],
  ['/apps/database'],
  ['/apps/kubernetes'],
  ['/command-executions', { setting: 'SECURITY_COMMAND_EXECUTION' }],
  ['/tickets', { setting: 'TICKETS_ENABLED' }],
  ['/tickets/tickets/:id', { setting: 'TICKETS_ENABLED' }],
  ['/tickets/request-asset-perm/create', { setting: 'TICKETS_ENABLED' }],
  ['/tickets/command-confirm/:id', { setting: 'TICKETS_ENABLED' }],
]

const allows = (need: Need, role: number) =>
  need === 'public' || (need === 'signed-in' ? role !== 0 : { audit: (role & PERM_AUDIT) !== 0, admin: (role & PERM_ADMIN) !== 0, super: (role & PERM_SUPER) !== 0, use: (role & PERM_USE) !== 0 }[need])

describe('route map (§5) per role', () => {
  describe.each([
    ['SuperAdmin', ADMIN],
    ['OrgAdmin', ORG_ADMIN],
    ['OrgAuditor', AUDITOR],
    ['User', USER],
  ])('%s', (_name, role) => {
    it.each(SPEC)('ROUTE: %s is registered exactly when %s allows it (licence valid)', (path, need, flags) => {
      const got = registered(ctx(role))
      const onUserPage = !!flags?.alsoUserPage && role === USER
      expect(got.has(path)).toBe(allows(need, role) || onUserPage)
      if (flags?.licence && !onUserPage) expect(registered(ctx(role, false)).has(path)).toBe(false)
      if (flags?.setting) expect(registered(ctx(role, true, { ...allSettings, [flags.setting]: false })).has(path)).toBe(false)
    })
  })

  it.each(USER_SPEC)('ROUTE-UA: %s is on the user page only', (path, flags) => {
    expect(registered(ctx(USER)).has(path)).toBe(true)
    if (flags?.licence) expect(registered(ctx(USER, false)).has(path)).toBe(false)
    if (flags?.setting) expect(registered(ctx(USER, true, { ...allSettings, [flags.setting]: false })).has(path)).toBe(false)
    const adminPaths = generateRoutes(ctx(ADMIN)).flat
    expect(adminPaths.some((r) => r.path === path && r.name.startsWith('My'))).toBe(false)
  })

  it('ROUTE-XPACK-01: /xpack redirects to /applications/remote-apps/', () => {
    const xpack = generateRoutes(ctx(ADMIN)).flat.find((r) => r.path === '/xpack')
    expect(xpack?.redirect).toBe('/applications/remote-apps/')
  })

  it('C-23: the irregular paths are registered as written and the regular spellings redirect to them', () => {
    const flat = generateRoutes(ctx(ADMIN)).flat
    const alias = (path: string) => flat.find((r) => r.path === path && r.alias)?.redirect
    expect(alias('/perms/asset-permissions/:id/update')).toBe('/perms/asset-permission/:id/update')
    expect(alias('/tickets/flows/:id')).toBe('/tickets/flow/:id')
    expect(alias('/xpack/cloud/account/:id')).toBe('/xpack/cloud/accounts/:id')
    expect(alias('/xpack/cloud/accounts/create')).toBe('/xpack/cloud/account/create')
    // an alias exists only when its target does
    expect(generateRoutes(ctx(ADMIN, false)).flat.some((r) => r.path === '/tickets/flows/:id')).toBe(false)
  })

  it('SHELL-07 / ROUTE-GEN-07: external links are menu entries, never router routes', () => {
    const { flat, menu } = generateRoutes(ctx(ADMIN))
    expect(flat.some((r) => r.path.includes('luna') || r.path.includes('external'))).toBe(false)
    const terminal = menu.find((m) => m.key === 'Terminal')
    expect(terminal?.children?.filter((c) => c.href).map((c) => c.href)).toEqual(['/luna/', '/koko/elfinder/sftp/'])
    const ops = menu.find((m) => m.key === 'Ops')
    expect(ops?.children?.find((c) => c.key === 'TaskMonitor')?.href).toBe('/core/flower/')
    const userMenu = generateRoutes(ctx(USER)).menu
    expect(userMenu.filter((m) => m.href).map((m) => m.href)).toEqual(['/luna/', '/koko/elfinder/sftp/'])
  })

  it('route names are unique', () => {
    const names = allNames(routeTable)
    expect(names.length).toBe(new Set(names).size)
  })

  it('every page route has a lazy page and a title', () => {
    for (const role of [ADMIN, USER]) {
      for (const r of generateRoutes(ctx(role)).flat) {
        if (r.redirect) continue
        expect(typeof r.page, r.path).toBe('function')
      }
    }
    const untitled = generateRoutes(ctx(ADMIN)).flat.filter((r) => !r.redirect && !r.title && r.name !== 'Login')
    expect(untitled).toEqual([])
  })
})

const labels = (menu: MenuEntry[]): string[] => menu.flatMap((m) => [m.key, ...(m.children ? labels(m.children).map((c) => `${m.key}/${c}`) : [])])

describe('menus per role (SHELL-08, ROLE-12, ROLE-17)', () => {
  it('ROLE-12 / C-17: an org auditor on the admin page sees only dashboard, sessions, commands and audits', () => {
    expect(labels(generateRoutes(ctx(AUDITOR)).menu)).toEqual([
      'Dashboard',
      'Terminal',
      'Terminal/SessionList',
      'Terminal/CommandList',
      'Audits',
      'Audits/LoginLogList',
      'Audits/FtpLogList',
      'Audits/OperateLogList',
      'Audits/PasswordChangeLogList',
      'Audits/CommandExecutionLogList',
    ])
  })

  it('ROLE-17: an ordinary user sees the user page only', () => {
    expect(labels(generateRoutes(ctx(USER)).menu)).toEqual([
      'MyAssets',
      'MyApps',
      'MyApps/MyRemoteApps',
      'MyApps/MyDatabases',
      'MyApps/MyKubernetes',
      'MyCommandExecutions',
      'MyTicketList',
      'MyWebTerminal',
      'MyFileManager',
    ])
  })

  it('an org admin sees the admin groups without super-only entries', () => {
    const menu = labels(generateRoutes(ctx(ORG_ADMIN)).menu)
    expect(menu).toContain('Users/UserList')
    expect(menu).toContain('Terminal/SessionList')
    expect(menu).not.toContain('Assets/PlatformList')
    expect(menu).not.toContain('Terminal/TerminalList')
    expect(menu).not.toContain('Settings')
    expect(menu).not.toContain('Xpack/OrganizationList')
    expect(menu).toContain('Xpack/CloudCenter')
  })

  it('the super admin menu lists every group of the admin area', () => {
    expect(generateRoutes(ctx(ADMIN)).menu.map((m) => m.key)).toEqual([
      'Dashboard',
      'Users',
      'Assets',
      'Applications',
      'Accounts',
      'Perms',
      'Acl',
      'Terminal',
      'Ops',
      'Tickets',
      'Audits',
      'Xpack',
      'Settings',
    ])
  })

  it('ROLE-13 / LIC-08: without a licence the licensed groups are gone', () => {
    const keys = generateRoutes(ctx(ADMIN, false)).menu.map((m) => m.key)
    expect(keys).not.toContain('Applications')
    expect(keys).not.toContain('Accounts')
    expect(keys).not.toContain('Acl')
    expect(keys).not.toContain('Tickets')
    expect(keys).not.toContain('Xpack')
    expect(labels(generateRoutes(ctx(USER, false)).menu)).not.toContain('MyApps/MyRemoteApps')
  })

  it('ROUTE-GEN-03: hidden routes are registered but never in the menu', () => {
    const { flat, menu } = generateRoutes(ctx(ADMIN))
    const menuPaths = new Set<string>()
    const walk = (m: MenuEntry[]) => m.forEach((e) => (e.path && menuPaths.add(e.path), e.children && walk(e.children)))
    walk(menu)
    expect(flat.some((r) => r.path === '/users/users/:id')).toBe(true)
    expect(menuPaths.has('/users/users/:id')).toBe(false)
    expect(menuPaths.has('/users/profile')).toBe(false)
    expect(menuPaths.has('/404')).toBe(false)
    expect(menuPaths.has('/xpack/cloud/account')).toBe(false)
    for (const p of menuPaths) expect(p.includes(':'), p).toBe(false)
  })
})

describe('GUARD-16: filtering order and inheritance', () => {
  const table: RouteNode[] = [
    { path: '/a', name: 'A', title: 't', perm: PERM_AUDIT, children: [{ path: 'x', name: 'AX', title: 't', page: async () => ({ default: () => null }) }] },
    { path: '/b', name: 'B', title: 't', page: async () => ({ default: () => null }) },
    { path: '/c', name: 'C', title: 't', perm: PERM_AUDIT, setting: 'TICKETS_ENABLED', page: async () => ({ default: () => null }) },
    { path: '/d', name: 'D', title: 't', perm: PERM_AUDIT, licence: true, children: [{ path: 'y', name: 'DY', title: 't', perm: PERM_AUDIT, page: async () => ({ default: () => null }) }] },
  ]
  it('a route without an explicit permission requires admin; children are filtered the same way', () => {
    expect(permAllows(undefined, PERM_AUDIT)).toBe(false)
    expect(permAllows(undefined, PERM_ADMIN)).toBe(true)
    expect(permAllows('signed-in', 0)).toBe(false)
    expect(permAllows('public', 0)).toBe(true)
    const names = (nodes: RouteNode[]) => flattenRoutes(nodes).map((r) => r.name)
    expect(names(filterRoutes(table, ctx(PERM_AUDIT)))).toEqual(['C', 'D', 'DY'])
    expect(names(filterRoutes(table, ctx(PERM_AUDIT | PERM_ADMIN)))).toEqual(['A', 'AX', 'B', 'C', 'D', 'DY'])
  })
  it('setting flags, then licence, remove a parent with its children', () => {
    const names = (nodes: RouteNode[]) => flattenRoutes(nodes).map((r) => r.name)
    expect(names(filterRoutes(table, ctx(PERM_AUDIT, false, { TICKETS_ENABLED: false })))).toEqual([])
  })
  it('a group root redirects to its first page', () => {
    const flat = flattenRoutes(filterRoutes(table, ctx(PERM_AUDIT | PERM_ADMIN)))
    expect(flat.find((r) => r.name === 'A')?.redirect).toBe('/a/x')
    expect(buildMenu(filterRoutes(table, ctx(PERM_AUDIT | PERM_ADMIN))).map((m) => m.key)).toEqual(['A', 'B', 'C', 'D'])
    expect(buildMenu(filterRoutes(table, ctx(PERM_AUDIT | PERM_ADMIN, false))).map((m) => m.key)).toEqual(['A', 'B', 'C'])
  })
})

describe('SHELL-21: the menu item a page highlights, breadcrumbs, path builders', () => {
  const { flat } = generateRoutes(ctx(ADMIN))
  it.each([
    ['/users/users/0c9d3e1a-1111-4a2b-9c3d-000000000001', '/users/users'],
    ['/users/users/create', '/users/users'],
    ['/users/users', '/users/users'],
    ['/assets/gateways/create', '/assets/domains'],
    ['/perms/asset-permission/42/update', '/perms/asset-permissions'],
    ['/terminal/storages/replay-storage/create', '/terminal/terminal'],
    ['/tickets/request-asset-perm/7', '/tickets/tickets'],
    ['/xpack/cloud/accounts/9', '/xpack/cloud'],
    ['/accounts/change-auth-plan/plan/create', '/accounts/change-auth-plan'],
    ['/dashboard', '/dashboard'],
  ])('%s highlights %s', (pathname, menu) => {
    expect(activeMenuFor(flat, pathname)).toBe(menu)
  })
  it('static segments win over parameters', () => {
    expect(matchFlatRoute(flat, '/users/users/create')?.name).toBe('UserCreate')
    expect(matchFlatRoute(flat, '/assets/assets/detail/5/update')?.name).toBe('AssetMoreInformationEdit')
    expect(matchFlatRoute(flat, '/xpack/cloud/account/create')?.name).toBe('CloudAccountCreate')
  })
  it('breadcrumbs run from the area to the page', () => {
    expect(matchFlatRoute(flat, '/users/users/1')?.trail).toEqual(['route.Users', 'route.UserList', 'route.UserDetail'])
  })
  it('pathTo builds the path of a registered route only', () => {
    expect(pathTo(flat, 'UserDetail', { id: 'abc' })).toBe('/users/users/abc')
    expect(pathTo(flat, 'MyTicketList')).toBeUndefined()
    expect(pathTo(generateRoutes(ctx(USER)).flat, 'MyTicketList')).toBe('/tickets')
  })
})
