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
const ctx = (role: number, licenceValid = true, settings: RouteFilterContext['settings'] = allSettings): RouteFilterContext => ({
  role,
  licenceValid,
  settings,
})
const registered = (c: RouteFilterContext) => new Set(generateRoutes(c).flat.map((r) => r.path))

type Need = 'audit' | 'admin' | 'super' | 'use' | 'signed-in' | 'public'
// Every route of docs/requirements.md §5 (paths relative to /ui/), with the requirement row that lists it, its
// permission, licence and setting.
type Flags = { licence?: boolean; setting?: 'SECURITY_COMMAND_EXECUTION' | 'TICKETS_ENABLED'; alsoUserPage?: boolean }
type Row = [id: string, path: string, need: Need, flags?: Flags]
const rows = (id: string, need: Need, paths: string[], flags?: Flags): Row[] => paths.map((p) => [id, p, need, flags])
const licensed = { licence: true }
const SPEC: Row[] = [
  // 5.2 public and first-login
  ...rows('ROUTE-PUB-01', 'public', ['/404']),
  ...rows('ROUTE-PUB-02', 'signed-in', ['/users/profile']),
  ...rows('ROUTE-PUB-03', 'signed-in', ['/users/first-login/personal-information-improvement/']),
  ...rows('ROUTE-PUB-04', 'signed-in', ['/users/first-login/guide/']),
  ...rows('ROUTE-PUB-05 / C-19', 'signed-in', ['/ops/celery/task/:id/log/', '/ops/task/task/:id/log/']),
  ...rows('ROUTE-UA-06 / G-13', 'signed-in', ['/notifications/site-messages/']),
  // 5.3 admin area
  ...rows('ROUTE-DASH-01', 'audit', ['/dashboard']),
  ...rows('ROUTE-USERS-01', 'admin', ['/users/users', '/users/users/create', '/users/users/:id/update', '/users/users/:id']),
  ...rows('ROUTE-USERS-02', 'admin', ['/users/groups', '/users/groups/create', '/users/groups/:id/update', '/users/groups/:id']),
  ...rows('ROUTE-USERS-03', 'admin', ['/users/user-acl', '/users/user-acl/create', '/users/user-acl/:id', '/users/user-acl/:id/update']),
  ...rows('ROUTE-ASSETS-01', 'admin', [
    '/assets/assets',
    '/assets/assets/create',
    '/assets/assets/:id',
    '/assets/assets/:id/update',
    '/assets/assets/detail/:id/update',
  ]),
  ...rows('ROUTE-ASSETS-02', 'admin', ['/assets/domains', '/assets/domains/create', '/assets/domains/:id/update', '/assets/domains/:id']),
  ...rows('ROUTE-ASSETS-03', 'admin', ['/assets/gateways/create', '/assets/gateways/:id/update']),
  // ROUTE-ASSETS-05 / G-01: admin users are a tab of the system-user screens, which they share
  ...rows('ROUTE-ASSETS-04 / ROUTE-ASSETS-05', 'admin', [
    '/assets/system-users',
    '/assets/system-users/create',
    '/assets/system-users/:id/update',
    '/assets/system-users/:id',
  ]),
  ...rows('ROUTE-ASSETS-06', 'admin', [
    '/assets/cmd-filters',
    '/assets/cmd-filters/create',
    '/assets/cmd-filters/:id/update',
    '/assets/cmd-filters/:id',
  ]),
  ...rows('ROUTE-ASSETS-07', 'admin', ['/assets/command-filter-rules/create', '/assets/command-filter-rules/:id/update']),
  ...rows('ROUTE-ASSETS-08', 'super', [
    '/assets/platforms',
    '/assets/platforms/create',
    '/assets/platforms/:id/update',
    '/assets/platforms/:id',
  ]),
  ...rows('ROUTE-ASSETS-09', 'admin', ['/assets/labels', '/assets/labels/create', '/assets/labels/:id/update']),
  ...(
    [
      ['ROUTE-APPS-01', 'remote-apps'],
      ['ROUTE-APPS-02', 'databases'],
      ['ROUTE-APPS-03', 'kubernetes'],
    ] as const
  ).flatMap(([id, g]) =>
    rows(
      id,
      'admin',
      [`/applications/${g}`, `/applications/${g}/create`, `/applications/${g}/:id/update`, `/applications/${g}/:id`],
      licensed,
    ),
  ),
  ...rows('ROUTE-ACCOUNTS-01', 'admin', ['/accounts/asset-accounts'], licensed),
  ...rows('ROUTE-ACCOUNTS-02', 'admin', ['/accounts/application-accounts'], licensed),
  ...rows(
    'ROUTE-ACCOUNTS-03',
    'admin',
    [
      '/accounts/gathered-user',
      '/accounts/gathered-user/tasks',
      '/accounts/gathered-user/tasks/:id',
      '/accounts/gathered-user/tasks/create',
      '/accounts/gathered-user/tasks/:id/update',
    ],
    licensed,
  ),
  ...rows(
    'ROUTE-ACCOUNTS-04',
    'admin',
    [
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
    ],
    licensed,
  ),
  ...rows('ROUTE-PERMS-01 / C-23', 'admin', [
    '/perms/asset-permissions',
    '/perms/asset-permissions/create',
    '/perms/asset-permission/:id/update',
    '/perms/asset-permissions/:id',
  ]),
  ...rows('ROUTE-PERMS-02', 'admin', [
    '/perms/app-permissions',
    '/perms/app-permissions/create',
    '/perms/app-permissions/:id',
    '/perms/app-permissions/:id/update',
  ]),
  ...rows(
    'ROUTE-ACL-01',
    'admin',
    ['/acl/asset-acl', '/acl/asset-acl/create', '/acl/asset-acl/:id', '/acl/asset-acl/:id/update'],
    licensed,
  ),
  ...rows('ROUTE-TERM-01', 'audit', ['/terminal/sessions', '/terminal/sessions/:id']),
  ...rows('ROUTE-TERM-02', 'audit', ['/terminal/commands']),
  ...rows('ROUTE-TERM-04 / C-18', 'super', ['/terminal/terminal', '/terminal/terminal/:id', '/terminal/terminal/:id/update']),
  ...rows('ROUTE-TERM-05 / G-17', 'super', [
    '/terminal/storages/replay-storage/create',
    '/terminal/storages/replay-storage/:id/update',
    '/terminal/storages/command-storage/create',
    '/terminal/storages/command-storage/:id/update',
  ]),
  ...rows('ROUTE-OPS-01', 'admin', ['/ops/tasks', '/ops/tasks/:id', '/ops/adhoc/:id', '/ops/executions/:id']),
  ...rows('ROUTE-OPS-02', 'admin', ['/ops/command-executions/create'], { setting: 'SECURITY_COMMAND_EXECUTION' }),
  ...rows('ROUTE-TICKETS-01', 'admin', ['/tickets/tickets'], licensed),
  // the ticket pages open at the same paths on the user page (the server links /ui/#/tickets/tickets/{id})
  ...rows(
    'ROUTE-TICKETS-01',
    'admin',
    [
      '/tickets/tickets/:id',
      '/tickets/request-asset-perm/create',
      '/tickets/request-asset-perm/:id',
      '/tickets/login-asset-confirm/:id',
      '/tickets/request-application-perm/create',
      '/tickets/request-application-perm/:id',
      '/tickets/command-confirm/:id',
    ],
    { licence: true, alsoUserPage: true },
  ),
  ...rows('ROUTE-TICKETS-01 / C-23', 'admin', ['/tickets/flows/create', '/tickets/flows/:id/update', '/tickets/flow/:id'], licensed),
  ...rows('ROUTE-AUDITS-01', 'audit', [
    '/audits/login-log',
    '/audits/ftp-log',
    '/audits/operate-log',
    '/audits/password-change-log',
    '/audits/command-execution-log',
  ]),
  ...rows('ROUTE-SET-01', 'super', ['/settings']),
  // 5.5 xpack
  ...rows('ROUTE-XPACK-01', 'admin', ['/xpack'], licensed),
  ...rows('ROUTE-XPACK-02 / ROUTE-XPACK-05', 'admin', ['/xpack/cloud'], licensed),
  ...rows(
    'ROUTE-XPACK-03 / C-23',
    'admin',
    ['/xpack/cloud/account', '/xpack/cloud/account/create', '/xpack/cloud/account/:id/update', '/xpack/cloud/accounts/:id'],
    licensed,
  ),
  ...rows(
    'ROUTE-XPACK-04',
    'admin',
    [
      '/xpack/cloud/sync-instance-tasks',
      '/xpack/cloud/sync-instance-tasks/create',
      '/xpack/cloud/sync-instance-tasks/:id/update',
      '/xpack/cloud/sync-instance-tasks/:id',
    ],
    licensed,
  ),
  ...rows('ROUTE-XPACK-06', 'super', ['/xpack/interface-setting'], licensed),
  ...rows('ROUTE-XPACK-07', 'super', ['/xpack/orgs', '/xpack/orgs/create', '/xpack/orgs/:id/update', '/xpack/orgs/:id'], licensed),
  ...rows('ROUTE-XPACK-08', 'super', ['/xpack/system-monitor'], licensed),
]
// 5.4 user area: the same paths as some admin routes, so checked separately
type UserRow = [id: string, path: string, flags?: { licence?: boolean; setting?: 'SECURITY_COMMAND_EXECUTION' | 'TICKETS_ENABLED' }]
const USER_SPEC: UserRow[] = [
  ['ROUTE-UA-01', '/'],
  ['ROUTE-UA-02', '/apps/remoteapp', { licence: true }],
  ['ROUTE-UA-02', '/apps/database'],
  ['ROUTE-UA-02', '/apps/kubernetes'],
  ['ROUTE-UA-03', '/command-executions', { setting: 'SECURITY_COMMAND_EXECUTION' }],
  ['ROUTE-UA-03 / ROUTE-OPS-02', '/command-executions/create', { setting: 'SECURITY_COMMAND_EXECUTION' }],
  ['ROUTE-UA-04', '/tickets', { setting: 'TICKETS_ENABLED' }],
  ['ROUTE-UA-04', '/tickets/tickets/:id', { setting: 'TICKETS_ENABLED' }],
  ['ROUTE-UA-04', '/tickets/request-asset-perm/create', { setting: 'TICKETS_ENABLED' }],
  ['ROUTE-UA-04', '/tickets/command-confirm/:id', { setting: 'TICKETS_ENABLED' }],
]

const allows = (need: Need, role: number) =>
  need === 'public' ||
  (need === 'signed-in'
    ? role !== 0
    : {
        audit: (role & PERM_AUDIT) !== 0,
        admin: (role & PERM_ADMIN) !== 0,
        super: (role & PERM_SUPER) !== 0,
        use: (role & PERM_USE) !== 0,
      }[need])

describe('route map (docs/requirements.md §5) per role', () => {
  describe.each([
    ['SuperAdmin', ADMIN],
    ['OrgAdmin', ORG_ADMIN],
    ['OrgAuditor', AUDITOR],
    ['User', USER],
  ])('%s', (_name, role) => {
    it.each(SPEC)('%s: %s is registered exactly when %s allows it (licence valid)', (_id, path, need, flags) => {
      const got = registered(ctx(role))
      const onUserPage = !!flags?.alsoUserPage && role === USER
      expect(got.has(path)).toBe(allows(need, role) || onUserPage)
      if (flags?.licence && !onUserPage) expect(registered(ctx(role, false)).has(path)).toBe(false)
      if (flags?.setting) expect(registered(ctx(role, true, { ...allSettings, [flags.setting]: false })).has(path)).toBe(false)
    })
  })

  it.each(USER_SPEC)('%s: %s is on the user page only', (_id, path, flags) => {
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

  it('SHELL-07 / ROUTE-GEN-07 / ROUTE-TERM-03 / ROUTE-OPS-03 / ROUTE-UA-05: external links are menu entries, never router routes', () => {
    const { flat, menu } = generateRoutes(ctx(ADMIN))
    expect(flat.some((r) => r.path.includes('luna') || r.path.includes('external'))).toBe(false)
    const terminal = menu.find((m) => m.key === 'Terminal')
    expect(terminal?.children?.filter((c) => c.href).map((c) => c.href)).toEqual(['/luna/', '/koko/elfinder/sftp/'])
    const ops = menu.find((m) => m.key === 'Ops')
    expect(ops?.children?.find((c) => c.key === 'TaskMonitor')?.href).toBe('/core/flower/')
    const userMenu = generateRoutes(ctx(USER)).menu
    expect(userMenu.filter((m) => m.href).map((m) => m.href)).toEqual(['/luna/', '/koko/elfinder/sftp/'])
    // ROUTE-OPS-03: the task monitor needs super
    const orgAdminOps = generateRoutes(ctx(ORG_ADMIN)).menu.find((m) => m.key === 'Ops')
    expect(orgAdminOps?.children?.some((c) => c.key === 'TaskMonitor')).toBe(false)
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

const labels = (menu: MenuEntry[]): string[] =>
  menu.flatMap((m) => [m.key, ...(m.children ? labels(m.children).map((c) => `${m.key}/${c}`) : [])])

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
    {
      path: '/a',
      name: 'A',
      title: 't',
      perm: PERM_AUDIT,
      children: [{ path: 'x', name: 'AX', title: 't', page: async () => ({ default: () => null }) }],
    },
    { path: '/b', name: 'B', title: 't', page: async () => ({ default: () => null }) },
    { path: '/c', name: 'C', title: 't', perm: PERM_AUDIT, setting: 'TICKETS_ENABLED', page: async () => ({ default: () => null }) },
    {
      path: '/d',
      name: 'D',
      title: 't',
      perm: PERM_AUDIT,
      licence: true,
      children: [{ path: 'y', name: 'DY', title: 't', perm: PERM_AUDIT, page: async () => ({ default: () => null }) }],
    },
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

describe('permissions of the route groups', () => {
  const routeAt = (c: RouteFilterContext, path: string) => generateRoutes(c).flat.find((r) => r.path === path)

  it('ROLE-10 / C-17: audit alone opens the admin area root, the dashboard, sessions, commands and audits', () => {
    expect(routeAt(ctx(AUDITOR), '/')?.redirect).toBe('/dashboard')
    for (const path of [
      '/dashboard',
      '/terminal/sessions',
      '/terminal/sessions/:id',
      '/terminal/commands',
      '/audits/login-log',
      '/audits/command-execution-log',
    ]) {
      expect(routeAt(ctx(AUDITOR), path), path).toBeDefined()
      expect(routeAt(ctx(USER), path), path).toBeUndefined()
    }
  })

  it('ROLE-11 / C-09 / C-18: super is required by platforms, terminal components, settings, task monitor, interface settings, organisations and system monitor', () => {
    const superOnly = [
      '/assets/platforms',
      '/terminal/terminal',
      '/settings',
      '/xpack/interface-setting',
      '/xpack/orgs',
      '/xpack/system-monitor',
    ]
    for (const path of superOnly) {
      expect(routeAt(ctx(ADMIN), path), path).toBeDefined()
      expect(routeAt(ctx(ORG_ADMIN), path), path).toBeUndefined()
    }
    const taskMonitor = (role: number) =>
      generateRoutes(ctx(role))
        .menu.find((m) => m.key === 'Ops')
        ?.children?.some((c) => c.key === 'TaskMonitor')
    expect(taskMonitor(ADMIN)).toBe(true)
    expect(taskMonitor(ORG_ADMIN)).toBe(false)
  })

  it('ROUTE-GEN-06: the paid-edition screens (password-change plans, cloud sync, gathered users, interface branding, system monitor) need a valid licence', () => {
    const paid = [
      '/accounts/change-auth-plan/plan',
      '/accounts/change-auth-plan/app-plan',
      '/xpack/cloud/sync-instance-tasks',
      '/accounts/gathered-user',
      '/xpack/interface-setting',
      '/xpack/system-monitor',
    ]
    for (const path of paid) {
      expect(routeAt(ctx(ADMIN), path), path).toBeDefined()
      expect(routeAt(ctx(ADMIN, false), path), path).toBeUndefined()
    }
  })
})

describe('issue 9: early list requests described in the route table', () => {
  it('every description matches the list config it stands for (else the early answers would go unused)', async () => {
    const { describedEarlyLists } = await import('../components/resource/resourceRoutes')
    const { earlyListOf } = await import('../components/list/prefetch')
    const entries = describedEarlyLists()
    expect(entries.map((e) => e.stem)).toEqual(expect.arrayContaining(['User', 'UserGroup']))
    for (const entry of entries) {
      const fromConfig = earlyListOf(await entry.load())
      const clean = (v: object | null) => (v ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null)) : v)
      expect({ stem: entry.stem, early: clean(entry.early) }).toEqual({ stem: entry.stem, early: clean(fromConfig) })
    }
  })
})
