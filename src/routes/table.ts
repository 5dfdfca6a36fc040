// The route map of the console (docs/requirements.md §5.1–5.5, C-23), as one typed table: every route names its
// own lazy page.
//
// Who may open a screen is written here and nowhere else: a node's `perm` (none = admin), `licence` and `setting`,
// and those of every group above it. A resource's create, update and detail pages share its list's `perm` unless
// `resource()` is given one of their own. The route filter (filterRoutes, GUARD-16) registers only what the role
// may open, so screens do not check again; `screenAccess(routeTable, 'User', 'create')` reads the rule of one
// screen. What a screen then shows or enables is the resource config's `has` / `can` (resource/types.ts).
import { EXTERNAL_LINKS, NOT_FOUND_PATH, PERM_AUDIT, PERM_SUPER, PERM_USE } from '../config/constants'
import { FIRST_LOGIN_PATH } from '../session/guard'
import type { ResourceRouteDescriptor } from '../components/resource/resourceRoutes'
import { userAclRoutes, userGroupRoutes, userRoutes } from '../resources'
import {
  commandExecutionLogRoutes,
  ftpLogRoutes,
  loginLogRoutes,
  operateLogRoutes,
  passwordChangeLogRoutes,
} from '../resources/audits/routes'
import { adhocRoutes, executionRoutes, taskRoutes } from '../resources/ops/routes'
import { commandRoutes, commandStorageRoutes, replayStorageRoutes, sessionRoutes, terminalRoutes } from '../resources/terminal/routes'
import {
  appChangeAuthPlanRoutes,
  appPlanExecutionRoutes,
  assetChangeAuthPlanRoutes,
  assetPlanExecutionRoutes,
  cloudAccountRoutes,
  gatheredUserRoutes,
  gatherUserTaskRoutes,
  organizationRoutes,
  syncInstanceTaskRoutes,
} from '../resources/xpack/routes'
import {
  assetRoutes,
  commandFilterRoutes,
  commandFilterRuleRoutes,
  domainRoutes,
  gatewayRoutes,
  labelRoutes,
  platformRoutes,
  systemUserRoutes,
} from '../resources/assets/routes'
import {
  applicationAccountRoutes,
  applicationPermissionRoutes,
  assetAccountRoutes,
  assetAclRoutes,
  assetPermissionRoutes,
  databaseAppRoutes,
  kubernetesAppRoutes,
  remoteAppRoutes,
} from '../resources/perms/routes'
import type { PageLoader, PagePrefetch, RouteNode, RoutePerm } from './types'

const notFound: PageLoader = () => import('../features/errors/NotFoundPage')
const toLogin: PageLoader = () => import('../features/errors/LoginRedirectPage')
const taskLog: PageLoader = () => import('../features/tasks/TaskLogPage')
/** The user area's pages (ROUTE-UA-01..03): one chunk, which shows the page of the route opened (by its name). */
const userAreaPage: PageLoader = () => import('../features/userArea/UserAreaPage')
/** The ticket area of both pages (lists, details, request forms, flows): one chunk, which shows the page of the route opened. */
const ticketPage: PageLoader = () => import('../features/tickets/TicketsPage')

/** Early requests whose code is a small chunk of its own: `prepare` loads it, `send` sends once it is there. */
function lazyPrefetch<M>(
  load: () => Promise<M>,
  send: (m: M, search: string, orgId: string | undefined) => Promise<unknown> | void,
): PagePrefetch {
  return {
    prepare: () => void load().catch(() => undefined),
    send: (search, orgId, sent) =>
      load().then(
        (m) => {
          const answer = send(m, search, orgId)
          sent?.()
          return answer
        },
        () => void sent?.(),
      ),
  }
}

/** The dashboard's eight groups, asked for as soon as the role is known (issue 22). */
const dashboardPrefetch = lazyPrefetch(
  () => import('../features/dashboard/groups'),
  (m, search, orgId) => m.prefetchDashboard(search, orgId),
)

/** The granted tree's top and the first granted assets, asked for as soon as the role is known (issue 22). */
const myAssetsPrefetch = lazyPrefetch(
  () => import('../features/userArea/early'),
  (m, _search, orgId) => m.prefetchMyAssets(orgId),
)

/** What a route helper is given: its page, and what else it sets. */
type WithPage = Partial<RouteNode> & Pick<RouteNode, 'page'>
type Sub = [path: string, name: string, extra: WithPage]

/** A menu item (usually a list) with its hidden sub-pages (create, update, detail …). */
function item(path: string, name: string, subs: Sub[], extra: WithPage): RouteNode {
  const node: RouteNode = { path, name, title: `route.${name}`, ...extra }
  if (subs.length) {
    node.children = subs.map(([p, n, x]) => ({
      path: p,
      name: n,
      title: `route.${n}`,
      hidden: true,
      perm: extra.perm,
      ...x,
    }))
  }
  return node
}

/** A menu item built by a resource config (list first, then its hidden create / update / detail pages). */
function resource(
  descriptors: ResourceRouteDescriptor[],
  extra: Partial<RouteNode> = {},
  subExtra: Record<string, Partial<RouteNode>> = {},
): RouteNode {
  const [list, ...subs] = descriptors
  const node: RouteNode = { path: list.path, name: list.name, title: list.titleKey, page: list.page, prefetch: list.prefetch, ...extra }
  node.children = subs.map((d) => ({
    path: d.path,
    name: d.name,
    title: d.titleKey,
    page: d.page,
    hidden: true,
    perm: extra.perm,
    ...subExtra[d.name],
  }))
  return node
}

/** Hidden pages built by a resource config whose list is not a menu item (it sits under another entry). */
function resourcePages(
  descriptors: ResourceRouteDescriptor[],
  activeMenu: string,
  extra: Partial<RouteNode> = {},
  aliases: Record<string, string[]> = {},
): RouteNode[] {
  return descriptors.map((d) => ({
    path: d.path,
    name: d.name,
    title: d.titleKey,
    page: d.page,
    prefetch: d.prefetch,
    hidden: true,
    activeMenu,
    ...(aliases[d.name] ? { aliases: aliases[d.name] } : {}),
    ...extra,
  }))
}

/** A hidden page that highlights another menu entry. */
function hiddenPage(path: string, name: string, activeMenu: string, extra: WithPage): RouteNode {
  return { path, name, title: `route.${name}`, hidden: true, activeMenu, ...extra }
}

/** An external link (SHELL-07): in the menu, never a router route. */
function external(name: string, href: string, icon: RouteNode['icon'], perm?: RoutePerm): RouteNode {
  return { path: `external-${name}`, name, title: `route.${name}`, external: href, icon, perm }
}

/** Ticket screens: the admin page and the user page open the same paths (the server links `tickets/{id}`). */
function ticketPages(prefix: string, perm: RoutePerm | undefined, activeMenu: string): RouteNode[] {
  const page = (path: string, name: string, extra: WithPage) =>
    hiddenPage(path, `${prefix}${name}`, activeMenu, { title: `route.${name}`, perm, ...extra })
  return [
    page('request-asset-perm/create', 'RequestAssetPermTicketCreate', { page: ticketPage }),
    page('request-asset-perm/:id', 'RequestAssetPermTicketDetail', { page: ticketPage }),
    page('login-asset-confirm/:id', 'LoginAssetConfirmTicketDetail', { page: ticketPage }),
    page('request-application-perm/create', 'RequestApplicationPermTicketCreate', { page: ticketPage }),
    page('request-application-perm/:id', 'RequestApplicationPermTicketDetail', { page: ticketPage }),
    page('command-confirm/:id', 'CommandConfirmTicketDetail', { page: ticketPage }),
  ]
}

// ─── Admin page (ROUTE-DASH-01 … ROUTE-SET-01: docs/requirements.md §5.3) ──────────────────────────────────

const adminArea: RouteNode[] = [
  // The admin area's root needs audit, so auditors reach the admin page (C-17).
  { path: '/', name: 'AdminHome', perm: PERM_AUDIT, redirect: '/dashboard' },
  {
    path: '/dashboard',
    name: 'Dashboard',
    title: 'route.Dashboard',
    icon: 'dashboard',
    perm: PERM_AUDIT,
    page: () => import('../features/dashboard/DashboardPage'),
    prefetch: dashboardPrefetch,
    affix: true,
  },
  {
    path: '/users',
    name: 'Users',
    title: 'route.Users',
    icon: 'users',
    children: [resource(userRoutes), resource(userGroupRoutes), resource(userAclRoutes)],
  },
  {
    path: '/assets',
    name: 'Assets',
    title: 'route.Assets',
    icon: 'assets',
    children: [
      // nodes (the asset tree) and admin users (G-01) are parts of the asset and system-user screens
      resource(assetRoutes),
      resource(domainRoutes),
      {
        path: 'gateways',
        name: 'Gateways',
        hidden: true,
        activeMenu: '/assets/domains',
        children: resourcePages(gatewayRoutes, '/assets/domains'),
      },
      resource(systemUserRoutes),
      resource(commandFilterRoutes),
      {
        path: 'command-filter-rules',
        name: 'CommandFilterRules',
        hidden: true,
        activeMenu: '/assets/cmd-filters',
        children: resourcePages(commandFilterRuleRoutes, '/assets/cmd-filters'),
      },
      resource(platformRoutes, { perm: PERM_SUPER }),
      resource(labelRoutes),
    ],
  },
  {
    path: '/applications',
    name: 'Applications',
    title: 'route.Applications',
    icon: 'applications',
    licence: true,
    children: [resource(remoteAppRoutes), resource(databaseAppRoutes), resource(kubernetesAppRoutes)],
  },
  {
    path: '/accounts',
    name: 'Accounts',
    title: 'route.Accounts',
    icon: 'accounts',
    licence: true,
    children: [
      resource(assetAccountRoutes),
      resource(applicationAccountRoutes),
      { ...resource(gatheredUserRoutes), children: resourcePages(gatherUserTaskRoutes, '/accounts/gathered-user') },
      {
        path: 'change-auth-plan',
        name: 'ChangeAuthPlanIndex',
        title: 'route.ChangeAuthPlanIndex',
        page: () => import('../resources/xpack/ChangeAuthPlanIndex'),
        children: [
          ...resourcePages(assetChangeAuthPlanRoutes, '/accounts/change-auth-plan'),
          ...resourcePages(assetPlanExecutionRoutes, '/accounts/change-auth-plan'),
          ...resourcePages(appChangeAuthPlanRoutes, '/accounts/change-auth-plan'),
          ...resourcePages(appPlanExecutionRoutes, '/accounts/change-auth-plan'),
        ],
      },
    ],
  },
  {
    path: '/perms',
    name: 'Perms',
    title: 'route.Perms',
    icon: 'perms',
    children: [
      // C-23: the update page is singular as written; the regular spelling redirects to it.
      resource(
        assetPermissionRoutes,
        {},
        {
          AssetPermissionUpdate: { activeMenu: '/perms/asset-permissions', aliases: ['/perms/asset-permissions/:id/update'] },
        },
      ),
      resource(applicationPermissionRoutes),
    ],
  },
  {
    path: '/acl',
    name: 'Acl',
    title: 'route.Acl',
    icon: 'acl',
    licence: true,
    children: [resource(assetAclRoutes)],
  },
  {
    path: '/terminal',
    name: 'Terminal',
    title: 'route.Terminal',
    icon: 'terminal',
    perm: PERM_AUDIT,
    children: [
      resource(sessionRoutes, { perm: PERM_AUDIT }),
      resource(commandRoutes, { perm: PERM_AUDIT }),
      external('WebTerminal', EXTERNAL_LINKS.webTerminal, 'webTerminal'),
      external('FileManager', EXTERNAL_LINKS.fileManager, 'fileManager'),
      resource(terminalRoutes, { perm: PERM_SUPER }),
      {
        // G-17: storages are global, like the terminal components they belong to
        path: 'storages',
        name: 'Storages',
        perm: PERM_SUPER,
        hidden: true,
        activeMenu: '/terminal/terminal',
        children: [
          ...resourcePages(replayStorageRoutes, '/terminal/terminal', { perm: PERM_SUPER }),
          ...resourcePages(commandStorageRoutes, '/terminal/terminal', { perm: PERM_SUPER }),
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
      resource(taskRoutes),
      ...resourcePages(adhocRoutes, '/ops/tasks'),
      ...resourcePages(executionRoutes, '/ops/tasks'),
      // the batch command page is one of the user area's (it loads its own chunk from there, with the terminal widget)
      item('command-executions/create', 'BatchCommand', [], { setting: 'SECURITY_COMMAND_EXECUTION', page: userAreaPage }),
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
      item('tickets', 'TicketList', [[':id', 'TicketDetail', { page: ticketPage }]], { page: ticketPage }),
      ...ticketPages('', undefined, '/tickets/tickets'),
      hiddenPage('flows/create', 'TicketFlowCreate', '/tickets/tickets', { page: ticketPage }),
      hiddenPage('flows/:id/update', 'TicketFlowUpdate', '/tickets/tickets', { page: ticketPage }),
      // C-23: `flow/{id}` as written; the regular spelling redirects to it.
      hiddenPage('flow/:id', 'TicketFlowDetail', '/tickets/tickets', { aliases: ['/tickets/flows/:id'], page: ticketPage }),
    ],
  },
  {
    path: '/audits',
    name: 'Audits',
    title: 'route.Audits',
    icon: 'audits',
    perm: PERM_AUDIT,
    children: [
      resource(loginLogRoutes, { perm: PERM_AUDIT }),
      resource(ftpLogRoutes, { perm: PERM_AUDIT }),
      resource(operateLogRoutes, { perm: PERM_AUDIT }),
      resource(passwordChangeLogRoutes, { perm: PERM_AUDIT }),
      resource(commandExecutionLogRoutes, { perm: PERM_AUDIT }),
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
      {
        path: 'cloud',
        name: 'CloudCenter',
        title: 'route.CloudCenter',
        page: () => import('../resources/xpack/CloudCenter'),
        children: [
          // C-23: the detail is plural as written; the singular spelling redirects to it.
          ...resourcePages(
            cloudAccountRoutes,
            '/xpack/cloud',
            {},
            {
              CloudAccountCreate: ['/xpack/cloud/accounts/create'],
              CloudAccountUpdate: ['/xpack/cloud/accounts/:id/update'],
              CloudAccountDetail: ['/xpack/cloud/account/:id'],
            },
          ),
          ...resourcePages(syncInstanceTaskRoutes, '/xpack/cloud'),
        ],
      },
      item('interface-setting', 'InterfaceSetting', [], {
        perm: PERM_SUPER,
        page: () => import('../features/settings/InterfaceSettingPage'),
      }),
      resource(organizationRoutes, { perm: PERM_SUPER }),
      item('system-monitor', 'SystemMonitor', [], { perm: PERM_SUPER, page: () => import('../features/systemMonitor/SystemMonitorPage') }),
    ],
  },
  {
    path: '/settings',
    name: 'Settings',
    title: 'route.Settings',
    icon: 'settings',
    perm: PERM_SUPER,
    page: () => import('../features/settings/SettingsPage'),
  },
]

// ─── User page (ROUTE-UA-01..05: docs/requirements.md §5.4) ────────────────────────────────────────────────

const userArea: RouteNode[] = [
  {
    path: '/',
    name: 'MyAssets',
    title: 'route.MyAssets',
    icon: 'myAssets',
    perm: PERM_USE,
    page: userAreaPage,
    prefetch: myAssetsPrefetch,
    affix: true,
  },
  {
    path: '/apps',
    name: 'MyApps',
    title: 'route.MyApps',
    icon: 'myApps',
    perm: PERM_USE,
    children: [
      item('remoteapp', 'MyRemoteApps', [], { perm: PERM_USE, licence: true, page: userAreaPage }),
      item('database', 'MyDatabases', [], { perm: PERM_USE, page: userAreaPage }),
      item('kubernetes', 'MyKubernetes', [], { perm: PERM_USE, page: userAreaPage }),
    ],
  },
  {
    path: '/command-executions',
    name: 'MyCommandExecutions',
    title: 'route.MyCommandExecutions',
    icon: 'commandExecution',
    perm: PERM_USE,
    setting: 'SECURITY_COMMAND_EXECUTION',
    page: userAreaPage,
    children: [
      // the batch command page, opened from the list (in the original console this list's place)
      hiddenPage('create', 'MyBatchCommand', '/command-executions', {
        title: 'route.BatchCommand',
        perm: PERM_USE,
        page: userAreaPage,
      }),
      hiddenPage(':id', 'MyCommandExecutionDetail', '/command-executions', {
        title: 'userArea.executionDetail',
        perm: PERM_USE,
        page: userAreaPage,
      }),
    ],
  },
  {
    path: '/tickets',
    name: 'MyTicketList',
    title: 'route.MyTicketList',
    icon: 'tickets',
    perm: PERM_USE,
    setting: 'TICKETS_ENABLED',
    page: ticketPage,
    children: [
      hiddenPage('tickets/:id', 'MyTicketDetail', '/tickets', { title: 'route.TicketDetail', perm: PERM_USE, page: ticketPage }),
      ...ticketPages('My', PERM_USE, '/tickets'),
    ],
  },
  external('MyWebTerminal', EXTERNAL_LINKS.webTerminal, 'webTerminal', PERM_USE),
  external('MyFileManager', EXTERNAL_LINKS.fileManager, 'fileManager', PERM_USE),
]

// ─── Every signed-in role (ROUTE-PUB-01..05, ROUTE-UA-06 / G-13: docs/requirements.md §5.2, §5.4) ─────────

const commonArea: RouteNode[] = [
  {
    path: '/users/profile',
    name: 'UserProfile',
    title: 'route.UserProfile',
    perm: 'signed-in',
    hidden: true,
    page: () => import('../features/profile/ProfilePage'),
  },
  {
    path: FIRST_LOGIN_PATH,
    name: 'PersonalInformationImprovement',
    title: 'route.PersonalInformationImprovement',
    perm: 'signed-in',
    hidden: true,
    page: () => import('../features/profile/FirstLoginPage'),
  },
  {
    path: '/users/first-login/guide/',
    name: 'UserGuide',
    title: 'route.UserGuide',
    perm: 'signed-in',
    hidden: true,
    page: () => import('../features/profile/UserGuidePage'),
  },
  {
    path: '/ops/celery/task/:id/log/',
    name: 'CeleryTaskLog',
    title: 'route.CeleryTaskLog',
    perm: 'signed-in',
    hidden: true,
    page: taskLog,
    noCache: true,
  },
  {
    path: '/ops/task/task/:id/log/',
    name: 'TaskLog',
    title: 'route.CeleryTaskLog',
    perm: 'signed-in',
    hidden: true,
    page: taskLog,
    noCache: true,
  },
  {
    path: '/notifications/site-messages/',
    name: 'SiteMessageList',
    title: 'route.SiteMessageList',
    perm: 'signed-in',
    hidden: true,
    page: () => import('../features/notifications/SiteMessagesPage'),
  },
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
