// The assets area's routes (ROUTE-ASSETS-01..09): one line per resource; configs load with their pages.
import { resourceRoutes, type ResourceRouteDescriptor } from '../../components/resource/resourceRoutes'
import { registerRoute } from '../../components/resource/registry'
import { RESOURCES } from '../identities'

const rulePage = () => import('./CommandFilterRulePage')

const assets = resourceRoutes(RESOURCES.Asset, () => import('./assets'), { pages: { list: () => import('./AssetListPage') } })
const assetUpdate = assets.find((d) => d.kind === 'update') as ResourceRouteDescriptor
// C-23: `detail/{id}/update` as written: the asset form, opened from the asset's page.
const MORE_INFO = '/assets/assets/detail/:id/update'
registerRoute('AssetMoreInformationEdit', MORE_INFO)
export const assetRoutes: ResourceRouteDescriptor[] = [
  ...assets,
  { ...assetUpdate, path: MORE_INFO, name: 'AssetMoreInformationEdit', titleKey: 'route.AssetMoreInformationEdit' },
]

export const domainRoutes = resourceRoutes(RESOURCES.Domain, () => import('./domains'))
export const gatewayRoutes = resourceRoutes(RESOURCES.Gateway, () => import('./gateways'))
export const systemUserRoutes = resourceRoutes(RESOURCES.SystemUser, () => import('./systemUsers'), {
  pages: { list: () => import('./SystemUserListPage') },
})
export const commandFilterRoutes = resourceRoutes(RESOURCES.CommandFilter, () => import('./cmdFilters'))
export const commandFilterRuleRoutes = resourceRoutes(RESOURCES.CommandFilterRule, () => import('./cmdFilterRules'), {
  pages: { create: rulePage, update: rulePage },
})
export const platformRoutes = resourceRoutes(RESOURCES.Platform, () => import('./platforms'))
export const labelRoutes = resourceRoutes(RESOURCES.Label, () => import('./labels'))
