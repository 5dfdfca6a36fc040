// Every routed resource's identity, declared once: route name stem → base path (and its screens when not all four,
// and its list operation when the list is requested while the console starts). The route table's lines
// (resourceRoutes) and the lazily loaded configs (defineResource) both take a resource's identity from here, and
// the route line's loader must load the config of that same identity (a typecheck). Who may open the screens is
// the route table's (src/routes/table.ts). This table is in the first page: names and paths only.
import { identities } from '../components/resource/identity'
import { usersGroupsList, usersUsersList } from '../generated/operations/users'

export const RESOURCES = identities({
  // users
  User: { path: '/users/users', earlyList: usersUsersList },
  UserGroup: { path: '/users/groups', earlyList: usersGroupsList },
  UserAcl: '/users/user-acl',
  // assets
  Asset: '/assets/assets',
  Domain: '/assets/domains',
  Gateway: { path: '/assets/gateways', screens: ['create', 'update'] },
  SystemUser: '/assets/system-users',
  CommandFilter: '/assets/cmd-filters',
  CommandFilterRule: { path: '/assets/command-filter-rules', screens: ['create', 'update'] },
  Platform: '/assets/platforms',
  Label: { path: '/assets/labels', screens: ['list', 'create', 'update'] },
  // applications, accounts, permissions, ACLs
  RemoteApp: '/applications/remote-apps',
  DatabaseApp: '/applications/databases',
  KubernetesApp: '/applications/kubernetes',
  AssetAccount: { path: '/accounts/asset-accounts', screens: ['list'] },
  ApplicationAccount: { path: '/accounts/application-accounts', screens: ['list'] },
  AssetPermission: '/perms/asset-permissions',
  ApplicationPermission: '/perms/app-permissions',
  AssetAcl: '/acl/asset-acl',
  // terminal (storages: create and update pages; their lists are tabs of the terminal page)
  Terminal: { path: '/terminal/terminal', screens: ['list', 'update', 'detail'] },
  ReplayStorage: { path: '/terminal/storages/replay-storage', screens: ['create', 'update'] },
  CommandStorage: { path: '/terminal/storages/command-storage', screens: ['create', 'update'] },
  Session: { path: '/terminal/sessions', screens: ['list', 'detail'] },
  Command: { path: '/terminal/commands', screens: ['list'] },
  // audits
  LoginLog: { path: '/audits/login-log', screens: ['list'] },
  FtpLog: { path: '/audits/ftp-log', screens: ['list'] },
  OperateLog: { path: '/audits/operate-log', screens: ['list'] },
  PasswordChangeLog: { path: '/audits/password-change-log', screens: ['list'] },
  CommandExecutionLog: { path: '/audits/command-execution-log', screens: ['list'] },
  // job centre
  Task: { path: '/ops/tasks', screens: ['list', 'detail'] },
  Adhoc: { path: '/ops/adhoc', screens: ['detail'] },
  HistoryExecution: { path: '/ops/executions', screens: ['detail'] },
  // licensed extension
  Organization: '/xpack/orgs',
  CloudAccount: '/xpack/cloud/account',
  SyncInstanceTask: '/xpack/cloud/sync-instance-tasks',
  GatheredUser: { path: '/accounts/gathered-user', screens: ['list'] },
  GatherUserTask: '/accounts/gathered-user/tasks',
  AssetChangeAuthPlan: '/accounts/change-auth-plan/plan',
  AppChangeAuthPlan: '/accounts/change-auth-plan/app-plan',
  AssetChangeAuthPlanExecution: { path: '/accounts/change-auth-plan/plan-execution', screens: ['detail'] },
  AppChangeAuthPlanExecution: { path: '/accounts/change-auth-plan/app-plan-execution', screens: ['detail'] },
})
