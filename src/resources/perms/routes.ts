// The routes of the applications, accounts, permissions and ACL resources, one line each (configs load with
// their pages). C-23: the asset permission update page is singular, as the route map writes it.
import { resourceRoutes } from '../../components/resource/resourceRoutes'

export const remoteAppRoutes = resourceRoutes(() => import('./remoteApps'), { name: 'RemoteApp', path: '/applications/remote-apps' })
export const databaseAppRoutes = resourceRoutes(() => import('./databaseApps'), { name: 'DatabaseApp', path: '/applications/databases' })
export const kubernetesAppRoutes = resourceRoutes(() => import('./kubernetesApps'), { name: 'KubernetesApp', path: '/applications/kubernetes' })
export const assetAccountRoutes = resourceRoutes(() => import('./assetAccounts'), { name: 'AssetAccount', path: '/accounts/asset-accounts', screens: ['list'] })
export const applicationAccountRoutes = resourceRoutes(() => import('./applicationAccounts'), { name: 'ApplicationAccount', path: '/accounts/application-accounts', screens: ['list'] })
export const assetPermissionRoutes = resourceRoutes(() => import('./assetPermissions'), {
  name: 'AssetPermission',
  path: '/perms/asset-permissions',
  paths: { update: '/perms/asset-permission/:id/update' },
})
export const applicationPermissionRoutes = resourceRoutes(() => import('./applicationPermissions'), { name: 'ApplicationPermission', path: '/perms/app-permissions' })
export const assetAclRoutes = resourceRoutes(() => import('./assetAcls'), { name: 'AssetAcl', path: '/acl/asset-acl' })
