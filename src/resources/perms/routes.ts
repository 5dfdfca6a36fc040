// The routes of the applications, accounts, permissions and ACL resources, one line each (configs load with
// their pages). C-23: the asset permission update page is singular, as the route map writes it.
import { resourceRoutes } from '../../components/resource/resourceRoutes'
import { RESOURCES } from '../identities'

export const remoteAppRoutes = resourceRoutes(RESOURCES.RemoteApp, () => import('./remoteApps'))
export const databaseAppRoutes = resourceRoutes(RESOURCES.DatabaseApp, () => import('./databaseApps'))
export const kubernetesAppRoutes = resourceRoutes(RESOURCES.KubernetesApp, () => import('./kubernetesApps'))
export const assetAccountRoutes = resourceRoutes(RESOURCES.AssetAccount, () => import('./assetAccounts'))
export const applicationAccountRoutes = resourceRoutes(RESOURCES.ApplicationAccount, () => import('./applicationAccounts'))
export const assetPermissionRoutes = resourceRoutes(RESOURCES.AssetPermission, () => import('./assetPermissions'), {
  paths: { update: '/perms/asset-permission/:id/update' },
})
export const applicationPermissionRoutes = resourceRoutes(RESOURCES.ApplicationPermission, () => import('./applicationPermissions'))
export const assetAclRoutes = resourceRoutes(RESOURCES.AssetAcl, () => import('./assetAcls'))
