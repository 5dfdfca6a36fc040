// The assets area's routes (ROUTE-ASSETS-01..09): one line per resource; configs load with their pages.
import { resourceRoutes, type ResourceRouteDescriptor } from '../../components/resource/resourceRoutes'
import { registerRoute } from '../../components/resource/registry'

const rulePage = () => import('./CommandFilterRulePage')

const assets = resourceRoutes(() => import('./assets'), { name: 'Asset', path: '/assets/assets', pages: { list: () => import('./AssetListPage') } })
const assetUpdate = assets.find((d) => d.kind === 'update') as ResourceRouteDescriptor
// C-23: `detail/{id}/update` as written: the asset form, opened from the asset's page.
const MORE_INFO = '/assets/assets/detail/:id/update'
registerRoute('AssetMoreInformationEdit', MORE_INFO)
export const assetRoutes: ResourceRouteDescriptor[] = [...assets, { ...assetUpdate, path: MORE_INFO, name: 'AssetMoreInformationEdit', titleKey: 'route.AssetMoreInformationEdit' }]

export const domainRoutes = resourceRoutes(() => import('./domains'), { name: 'Domain', path: '/assets/domains' })
export const gatewayRoutes = resourceRoutes(() => import('./gateways'), { name: 'Gateway', path: '/assets/gateways', screens: ['create', 'update'] })
export const systemUserRoutes = resourceRoutes(() => import('./systemUsers'), { name: 'SystemUser', path: '/assets/system-users', pages: { list: () => import('./SystemUserListPage') } })
export const commandFilterRoutes = resourceRoutes(() => import('./cmdFilters'), { name: 'CommandFilter', path: '/assets/cmd-filters' })
export const commandFilterRuleRoutes = resourceRoutes(() => import('./cmdFilterRules'), {
  name: 'CommandFilterRule',
  path: '/assets/command-filter-rules',
  screens: ['create', 'update'],
  pages: { create: rulePage, update: rulePage },
})
export const platformRoutes = resourceRoutes(() => import('./platforms'), { name: 'Platform', path: '/assets/platforms' })
export const labelRoutes = resourceRoutes(() => import('./labels'), { name: 'Label', path: '/assets/labels', screens: ['list', 'create', 'update'] })

