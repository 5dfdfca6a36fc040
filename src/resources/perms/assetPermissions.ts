// Asset permissions (/perms/asset-permissions; update at the singular /perms/asset-permission/:id/update, C-23):
// who (users, user groups) may reach what (assets, nodes) as which system users, with which actions and when
// (ENT-18, DOM-07). The detail edits each relation; the list refreshes the cached permissions.
import { canAdmin } from '../../components/env/ConsoleEnv'
import type { ResourceConfig } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import {
  ASSET_PERMS_URL, ASSETS_URL, GROUPS_URL, NODES_URL, SYSTEM_USERS_URL, USERS_URL,
  assetLabel, nodeLabel, permissionForm, permissionInfo, permissionList, relationCard, systemUserLabel, userLabel,
} from './shared'

const rel = (what: string) => `/api/v1/perms/asset-permissions-${what}-relations/`

const assetPermissions: ResourceConfig = {
  name: 'AssetPermission',
  path: '/perms/asset-permissions',
  url: ASSET_PERMS_URL,
  list: {
    ...permissionList(['assets_amount', 'nodes_amount']),
    bulkActions: [{
      name: 'refreshCache',
      labelKey: 'perms.refreshCache',
      has: ({ env }) => canAdmin(env),
      can: true,
      confirmKey: 'perms.refreshCacheConfirm',
      run: async ({ notify }) => {
        await httpRequest({ url: `${ASSET_PERMS_URL}cache/refresh/`, method: 'GET' })
        notify('perms.refreshCacheDone')
      },
    }],
  },
  form: permissionForm({
    targets: ['assets', 'nodes', 'system_users', 'actions'],
    overrides: {
      assets: { widget: 'relation', multiple: true, url: ASSETS_URL, query: { fields_size: 'mini' }, optionLabel: assetLabel },
      nodes: { widget: 'relation', multiple: true, url: NODES_URL, query: { fields_size: 'mini' }, optionLabel: nodeLabel },
      actions: { helpKey: 'perms.actionsHelp' },
    },
    initial: { assets: [], nodes: [], actions: ['all'] },
  }),
  detail: {
    tabs: [
      permissionInfo(ASSET_PERMS_URL, ['actions', 'assets_amount', 'nodes_amount']),
      {
        name: 'users',
        titleKey: 'perms.usersTab',
        kind: 'relations',
        relations: [
          relationCard('perms.users', 'users', USERS_URL, rel('users'), 'assetpermission', 'user', userLabel),
          relationCard('perms.userGroups', 'user_groups', GROUPS_URL, rel('user-groups'), 'assetpermission', 'usergroup'),
        ],
      },
      {
        name: 'assets',
        titleKey: 'perms.assetsTab',
        kind: 'relations',
        relations: [
          relationCard('perms.assets', 'assets', ASSETS_URL, rel('assets'), 'assetpermission', 'asset', assetLabel),
          relationCard('perms.nodes', 'nodes', NODES_URL, rel('nodes'), 'assetpermission', 'node', nodeLabel),
          relationCard('perms.systemUsers', 'system_users', SYSTEM_USERS_URL, rel('system-users'), 'assetpermission', 'systemuser', systemUserLabel),
        ],
      },
    ],
  },
}

export default assetPermissions
