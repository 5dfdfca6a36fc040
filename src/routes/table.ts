// The route map of the console (requirements §5.1–5.5, C-23), as one typed table. Screens that later work
// builds point to the shared "screen not built yet" page; each is replaced by its own lazy page.
import { EXTERNAL_LINKS, NOT_FOUND_PATH, PERM_AUDIT, PERM_SUPER, PERM_USE } from '../config/constants'
import { FIRST_LOGIN_PATH } from '../session/guard'
import type { ResourceRouteDescriptor } from '../components/resource/resourceRoutes'
import { userAclRoutes, userGroupRoutes, userRoutes } from '../resources'
import type { PageLoader, RouteNode, RoutePerm } from './types'

/** The shared page of screens not built yet (it says so, translated). */
const pending: PageLoader = () => import('../features/errors/PendingScreen')
const notFound: PageLoader = () => import('../features/errors/NotFoundPage')
const toLogin: PageLoader = () => import('../features/errors/LoginRedirectPage')

type Sub = [path: string, name: string, extra?: Partial<RouteNode>]

/** A menu item (usually a list) with its hidden sub-pages (create, update, detail …). */
function item(path: string, name: string, subs: Sub[] = [], extra: Partial<RouteNode> = {}): RouteNode {
  const node: RouteNode = { path, name, title: `route.${name}`, page: pending, ...extra }
  if (subs.length) {
    node.children = subs.map(([p, n, x]) => ({ path: p, name: n, title: `route.${n}`, page: pending, hidden: true, perm: extra.perm, ...x }))
  }
  return node
}

/** A menu item built by a resource config (list first, then its hidden create / update / detail pages). */
function resource(descriptors: ResourceRouteDescriptor[], extra: Partial<RouteNode> = {}): RouteNode {
  const [list, ...subs] = descriptors
  const node: RouteNode = { path: list.path, name: list.name, title: list.titleKey, page: list.page, ...extra }
  node.children = subs.map((d) => ({ path: d.path, name: d.name, title: d.titleKey, page: d.page, hidden: true, perm: extra.perm }))
  return node
}

/** The usual create / update / detail sub-pages of a list named `<Base>List`. */
function crud(base: string, parts: ('create' | 'update' | 'detail')[] = ['create', 'update', 'detail']): Sub[] {
  const subs: Sub[] = []
  if (parts.includes('create')) subs.push(['create', `${base}Create`])
  if (parts.includes('update')) subs.push([':id/update', `${base}Update`])
  if (parts.includes('detail')) subs.push([':id', `${base}Detail`])
  return subs
}

/** A hidden page that highlights another menu entry. */
function hiddenPage(path: string, name: string, activeMenu: string, extra: Partial<RouteNode> = {}): RouteNode {
  return { path, name, title: `route.${name}`, page: pending, hidden: true, activeMenu, ...extra }
}

/** An external link (SHELL-07): in the menu, never a router route. */
function external(name: string, href: string, icon: RouteNode['icon'], perm?: RoutePerm): RouteNode {
  return { path: `external-${name}`, name, title: `route.${name}`, external: href, icon, perm }
}

/** Ticket screens: the admin page and the user page open the same paths (the server links `tickets/{id}`). */
function ticketPages(prefix: string, perm: RoutePerm | undefined, activeMenu: string): RouteNode[] {
  const page = (path: string, name: string, extra: Partial<RouteNode> = {}) =>
    hiddenPage(path, `${prefix}${name}`, activeMenu, { title: `route.${name}`, perm, ...extra })
  return [
    page('request-asset-perm/create', 'RequestAssetPermTicketCreate'),
    page('request-asset-perm/:id', 'RequestAssetPermTicketDetail'),
    page('login-asset-confirm/:id', 'LoginAssetConfirmTicketDetail'),
    page('request-application-perm/create', 'RequestApplicationPermTicketCreate'),
    page('request-application-perm/:id', 'RequestApplicationPermTicketDetail'),
    page('command-confirm/:id', 'CommandConfirmTicketDetail'),
  ]
}

// ─── Admin page (000/001 §2 "Admin area") ──────────────────────────────────────────────────────────────────

const adminArea: RouteNode[] = [
  // The admin area's root needs audit, so auditors reach the admin page (C-17).
  { path: '/', name: 'AdminHome', perm: PERM_AUDIT, redirect: '/dashboard' },
  { path: '/dashboard', name: 'Dashboard', title: 'route.Dashboard', icon: 'dashboard', perm: PERM_AUDIT, page: pending, affix: true },
  {
    path: '/users',
    name: 'Users',
    title: 'route.Users',
    icon: 'users',
    children: [
      resource(userRoutes),
      resource(userGroupRoutes),
      resource(userAclRoutes),
    ],
  },
  {
    path: '/assets',
    name: 'Assets',
    title: 'route.Assets',
    icon: 'assets',
    children: [
      // nodes (the asset tree) and admin users (G-01) are parts of the asset and system-user screens
      item('assets', 'AssetList', [...crud('Asset'), ['detail/:id/update', 'AssetMoreInformationEdit']]),
      item('domains', 'DomainList', crud('Domain')),
      {
        path: 'gateways',
        name: 'Gateways',
        hidden: true,
        activeMenu: '/assets/domains',
        children: [hiddenPage('create', 'GatewayCreate', '/assets/domains'), hiddenPage(':id/update', 'GatewayUpdate', '/assets/domains')],
      },
      item('system-users', 'SystemUserList', crud('SystemUser')),
      item('cmd-filters', 'CommandFilterList', crud('CommandFilter')),
      {
        path: 'command-filter-rules',
        name: 'CommandFilterRules',
        hidden: true,
        activeMenu: '/assets/cmd-filters',
        children: [
          hiddenPage('create', 'CommandFilterRuleCreate', '/assets/cmd-filters'),
          hiddenPage(':id/update', 'CommandFilterRuleUpdate', '/assets/cmd-filters'),
        ],
      },
      item('platforms', 'PlatformList', crud('Platform'), { perm: PERM_SUPER }),
      item('labels', 'LabelList', crud('Label', ['create', 'update'])),
    ],
  },
  {
    path: '/applications',
    name: 'Applications',
    title: 'route.Applications',
    icon: 'applications',
    licence: true,
    children: [
      item('remote-apps', 'RemoteAppList', crud('RemoteApp')),
      item('databases', 'DatabaseAppList', crud('DatabaseApp')),
      item('kubernetes', 'KubernetesAppList', crud('KubernetesApp')),
    ],
  },
  {
    path: '/accounts',
    name: 'Accounts',
    title: 'route.Accounts',
    icon: 'accounts',
    licence: true,
    children: [
      item('asset-accounts', 'AssetAccountList'),
      item('application-accounts', 'ApplicationAccountList'),
      item('gathered-user', 'GatheredUserList', [
        ['tasks', 'GatherUserTaskList'],
        ['tasks/create', 'GatherUserTaskCreate'],
        ['tasks/:id/update', 'GatherUserTaskUpdate'],
        ['tasks/:id', 'GatherUserTaskDetail'],
      ]),
      item('change-auth-plan', 'ChangeAuthPlanIndex', [
        ['plan', 'AssetChangeAuthPlanList'],
        ['plan/create', 'AssetChangeAuthPlanCreate'],
        ['plan/:id/update', 'AssetChangeAuthPlanUpdate'],
        ['plan/:id', 'AssetChangeAuthPlanDetail'],
        ['plan-execution/:id', 'AssetChangeAuthPlanExecutionDetail'],
        ['app-plan', 'AppChangeAuthPlanList'],
        ['app-plan/create', 'AppChangeAuthPlanCreate'],
        ['app-plan/:id', 'AppChangeAuthPlanDetail'],
        ['app-plan/:id/update', 'AppChangeAuthPlanUpdate'],
        ['app-plan-execution/:id', 'AppChangeAuthPlanExecutionDetail'],
      ]),
    ],
  },
  {
    path: '/perms',
    name: 'Perms',
    title: 'route.Perms',
    icon: 'perms',
    children: [
      item('asset-permissions', 'AssetPermissionList', crud('AssetPermission', ['create', 'detail'])),
      // C-23: the update page is singular as written; the regular spelling redirects to it.
      hiddenPage('asset-permission/:id/update', 'AssetPermissionUpdate', '/perms/asset-permissions', {
        aliases: ['/perms/asset-permissions/:id/update'],
      }),
      item('app-permissions', 'ApplicationPermissionList', crud('ApplicationPermission')),
    ],
  },
  {
    path: '/acl',
    name: 'Acl',
    title: 'route.Acl',
    icon: 'acl',
    licence: true,
    children: [item('asset-acl', 'AssetAclList', crud('AssetAcl'))],
  },
  {
    path: '/terminal',
    name: 'Terminal',
    title: 'route.Terminal',
    icon: 'terminal',
    perm: PERM_AUDIT,
    children: [
      item('sessions', 'SessionList', [[':id', 'SessionDetail']], { perm: PERM_AUDIT }),
      item('commands', 'CommandList', [], { perm: PERM_AUDIT }),
      external('WebTerminal', EXTERNAL_LINKS.webTerminal, 'webTerminal'),
      external('FileManager', EXTERNAL_LINKS.fileManager, 'fileManager'),
      item('terminal', 'TerminalList', [[':id', 'TerminalDetail'], [':id/update', 'TerminalUpdate']], { perm: PERM_SUPER }),
      {
        // G-17: storages are global, like the terminal components they belong to
        path: 'storages',
        name: 'Storages',
        perm: PERM_SUPER,
        hidden: true,
        activeMenu: '/terminal/terminal',
        children: [
          hiddenPage('replay-storage/create', 'ReplayStorageCreate', '/terminal/terminal', { perm: PERM_SUPER }),
          hiddenPage('replay-storage/:id/update', 'ReplayStorageUpdate', '/terminal/terminal', { perm: PERM_SUPER }),
          hiddenPage('command-storage/create', 'CommandStorageCreate', '/terminal/terminal', { perm: PERM_SUPER }),
          hiddenPage('command-storage/:id/update', 'CommandStorageUpdate', '/terminal/terminal', { perm: PERM_SUPER }),
        ],
      },
    ],
  },
  {
    path: '/ops',
    name: 'Ops',
    title: 'route.JobCenter',
    icon: 'ops',
    children: [
      item('tasks', 'TaskList', [[':id', 'TaskDetail']]),
      hiddenPage('adhoc/:id', 'AdhocDetail', '/ops/tasks'),
      hiddenPage('executions/:id', 'HistoryExecutionDetail', '/ops/tasks'),
      item('command-executions/create', 'BatchCommand', [], { setting: 'SECURITY_COMMAND_EXECUTION' }),
      external('TaskMonitor', EXTERNAL_LINKS.taskMonitor, undefined, PERM_SUPER),
    ],
  },
  {
    path: '/tickets',
    name: 'Tickets',
    title: 'route.Tickets',
    icon: 'tickets',
    licence: true,
    children: [
      item('tickets', 'TicketList', [[':id', 'TicketDetail']]),
      ...ticketPages('', undefined, '/tickets/tickets'),
      hiddenPage('flows/create', 'TicketFlowCreate', '/tickets/tickets'),
      hiddenPage('flows/:id/update', 'TicketFlowUpdate', '/tickets/tickets'),
      // C-23: `flow/{id}` as written; the regular spelling redirects to it.
      hiddenPage('flow/:id', 'TicketFlowDetail', '/tickets/tickets', { aliases: ['/tickets/flows/:id'] }),
    ],
  },
  {
    path: '/audits',
    name: 'Audits',
    title: 'route.Audits',
    icon: 'audits',
    perm: PERM_AUDIT,
    children: [
      item('login-log', 'LoginLogList', [], { perm: PERM_AUDIT }),
      item('ftp-log', 'FtpLogList', [], { perm: PERM_AUDIT }),
      item('operate-log', 'OperateLogList', [], { perm: PERM_AUDIT }),
      item('password-change-log', 'PasswordChangeLogList', [], { perm: PERM_AUDIT }),
      item('command-execution-log', 'CommandExecutionLogList', [], { perm: PERM_AUDIT }),
    ],
  },
  {
    // ROUTE-XPACK-01: the extension area needs a valid licence; its root opens the remote apps.
    path: '/xpack',
    name: 'Xpack',
    title: 'route.Xpack',
    icon: 'xpack',
    licence: true,
    redirect: '/applications/remote-apps/',
    children: [
      item('cloud', 'CloudCenter', [
        ['account', 'CloudAccountList'],
        ['account/create', 'CloudAccountCreate', { aliases: ['/xpack/cloud/accounts/create'] }],
        ['account/:id/update', 'CloudAccountUpdate', { aliases: ['/xpack/cloud/accounts/:id/update'] }],
        // C-23: the detail is plural as written; the singular spelling redirects to it.
        ['accounts/:id', 'CloudAccountDetail', { aliases: ['/xpack/cloud/account/:id'] }],
        ['sync-instance-tasks', 'SyncInstanceTaskList'],
        ['sync-instance-tasks/create', 'SyncInstanceTaskCreate'],
        ['sync-instance-tasks/:id/update', 'SyncInstanceTaskUpdate'],
        ['sync-instance-tasks/:id', 'SyncInstanceTaskDetail'],
      ]),
      item('interface-setting', 'InterfaceSetting', [], { perm: PERM_SUPER }),
      item('orgs', 'OrganizationList', crud('Organization'), { perm: PERM_SUPER }),
      item('system-monitor', 'SystemMonitor', [], { perm: PERM_SUPER }),
    ],
  },
  { path: '/settings', name: 'Settings', title: 'route.Settings', icon: 'settings', perm: PERM_SUPER, page: pending },
]

// ─── User page (000/001 §2 "User-area routes") ─────────────────────────────────────────────────────────────

const userArea: RouteNode[] = [
  { path: '/', name: 'MyAssets', title: 'route.MyAssets', icon: 'myAssets', perm: PERM_USE, page: pending, affix: true },
  {
    path: '/apps',
    name: 'MyApps',
    title: 'route.MyApps',
    icon: 'myApps',
    perm: PERM_USE,
    children: [
      item('remoteapp', 'MyRemoteApps', [], { perm: PERM_USE, licence: true }),
      item('database', 'MyDatabases', [], { perm: PERM_USE }),
      item('kubernetes', 'MyKubernetes', [], { perm: PERM_USE }),
    ],
  },
  {
    path: '/command-executions',
    name: 'MyCommandExecutions',
    title: 'route.MyCommandExecutions',
    icon: 'commandExecution',
    perm: PERM_USE,
    setting: 'SECURITY_COMMAND_EXECUTION',
    page: pending,
  },
  {
    path: '/tickets',
    name: 'MyTicketList',
    title: 'route.MyTicketList',
    icon: 'tickets',
    perm: PERM_USE,
    setting: 'TICKETS_ENABLED',
    page: pending,
    children: [
      hiddenPage('tickets/:id', 'MyTicketDetail', '/tickets', { title: 'route.TicketDetail', perm: PERM_USE }),
      ...ticketPages('My', PERM_USE, '/tickets'),
    ],
  },
  external('MyWebTerminal', EXTERNAL_LINKS.webTerminal, 'webTerminal', PERM_USE),
  external('MyFileManager', EXTERNAL_LINKS.fileManager, 'fileManager', PERM_USE),
]

// ─── Every signed-in role (000/001 §2 "Public and first-login routes", G-13) ──────────────────────────────

const commonArea: RouteNode[] = [
  { path: '/users/profile', name: 'UserProfile', title: 'route.UserProfile', perm: 'signed-in', hidden: true, page: pending },
  { path: FIRST_LOGIN_PATH, name: 'PersonalInformationImprovement', title: 'route.PersonalInformationImprovement', perm: 'signed-in', hidden: true, page: pending },
  { path: '/users/first-login/guide/', name: 'UserGuide', title: 'route.UserGuide', perm: 'signed-in', hidden: true, page: pending },
  { path: '/ops/celery/task/:id/log/', name: 'CeleryTaskLog', title: 'route.CeleryTaskLog', perm: 'signed-in', hidden: true, page: pending, noCache: true },
  { path: '/ops/task/task/:id/log/', name: 'TaskLog', title: 'route.CeleryTaskLog', perm: 'signed-in', hidden: true, page: pending, noCache: true },
  { path: '/notifications/site-messages/', name: 'SiteMessageList', title: 'route.SiteMessageList', perm: 'signed-in', hidden: true, page: pending },
  { path: NOT_FOUND_PATH, name: 'NotFound', title: 'route.NotFound', perm: 'public', hidden: true, page: notFound, noCache: true },
  // GUARD-02: sign-in addresses are not guarded; inside the console they lead to the platform's sign-in page.
  { path: '/login', name: 'Login', perm: 'public', hidden: true, page: toLogin },
]

/** The whole route map. Order matters only for the menu. */
export const routeTable: RouteNode[] = [...adminArea, ...userArea, ...commonArea]

/** Titles that exist for screens shown as tabs of other pages (ROUTE-PERMS-03, ROUTE-AUDITS-02). */
export const extraTitleKeys = [
  'route.RemoteAppPermission',
  'route.DatabaseAppPermission',
  'route.KubernetesAppPermission',
  'route.BatchCommandLog',
  'route.CeleryTaskLog',
  'route.AdminUserList',
  'route.SessionOnline',
  'route.SessionOffline',
  'route.CloudSyncHistory',
] as const
