// Asset permissions (/perms/asset-permissions; update at the singular /perms/asset-permission/:id/update, C-23):
// who (users, user groups) may reach what (assets, nodes) as which system users, with which actions and when
// (ENT-18, DOM-07). The detail edits each relation; the list refreshes the cached permissions.
import { canAdmin } from '../../components/env/access'
import { defineResource, pickFrom } from '../../components/resource/define'
import { assetsAssetsList, assetsNodesList, assetsSystemUsersList } from '../../generated/operations/assets'
import {
  permsAssetPermissionsAssetsRelationsCreate,
  permsAssetPermissionsCacheRefresh,
  permsAssetPermissionsCreate,
  permsAssetPermissionsList,
  permsAssetPermissionsNodesRelationsCreate,
  permsAssetPermissionsPartialUpdate,
  permsAssetPermissionsRetrieve,
  permsAssetPermissionsSystemUsersRelationsCreate,
  permsAssetPermissionsUpdate,
  permsAssetPermissionsUserGroupsRelationsCreate,
  permsAssetPermissionsUsersRelationsCreate,
} from '../../generated/operations/perms'
import { usersGroupsList, usersUsersList } from '../../generated/operations/users'
import { request } from '../../http/operation'
import { assetLabel, MINI, nodeLabel, nameAndUsername } from '../shared'
import { permissionForm, permissionInfo, permissionList, relationCard } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.AssetPermission,
  {
    list: permsAssetPermissionsList,
    retrieve: permsAssetPermissionsRetrieve,
    create: permsAssetPermissionsCreate,
    update: permsAssetPermissionsUpdate,
  },
  {
    list: {
      ...permissionList(permsAssetPermissionsList, ['assets_amount', 'nodes_amount']),
      bulkActions: [
        {
          name: 'refreshCache',
          labelKey: 'perms.refreshCache',
          has: ({ env }) => canAdmin(env),
          can: true,
          confirmKey: 'perms.refreshCacheConfirm',
          run: async ({ notify }) => {
            await request(permsAssetPermissionsCacheRefresh)
            notify('perms.refreshCacheDone')
          },
        },
      ],
    },
    form: permissionForm(permsAssetPermissionsCreate, {
      targets: ['assets', 'nodes', 'system_users', 'actions'],
      overrides: {
        assets: pickFrom(assetsAssetsList, { multiple: true, query: MINI, optionLabel: assetLabel }),
        nodes: pickFrom(assetsNodesList, { multiple: true, query: MINI, optionLabel: nodeLabel }),
        actions: { helpKey: 'perms.actionsHelp' },
      },
      initial: { assets: [], nodes: [], actions: ['all'] },
    }),
    detail: {
      tabs: [
        permissionInfo(permsAssetPermissionsPartialUpdate, ['actions', 'assets_amount', 'nodes_amount']),
        {
          name: 'users',
          titleKey: 'perms.usersTab',
          kind: 'relations',
          relations: [
            relationCard(
              'perms.users',
              'users',
              usersUsersList,
              permsAssetPermissionsUsersRelationsCreate,
              'assetpermission',
              'user',
              nameAndUsername,
            ),
            relationCard(
              'perms.userGroups',
              'user_groups',
              usersGroupsList,
              permsAssetPermissionsUserGroupsRelationsCreate,
              'assetpermission',
              'usergroup',
            ),
          ],
        },
        {
          name: 'assets',
          titleKey: 'perms.assetsTab',
          kind: 'relations',
          relations: [
            relationCard(
              'perms.assets',
              'assets',
              assetsAssetsList,
              permsAssetPermissionsAssetsRelationsCreate,
              'assetpermission',
              'asset',
              assetLabel,
            ),
            relationCard(
              'perms.nodes',
              'nodes',
              assetsNodesList,
              permsAssetPermissionsNodesRelationsCreate,
              'assetpermission',
              'node',
              nodeLabel,
            ),
            relationCard(
              'perms.systemUsers',
              'system_users',
              assetsSystemUsersList,
              permsAssetPermissionsSystemUsersRelationsCreate,
              'assetpermission',
              'systemuser',
              nameAndUsername,
            ),
          ],
        },
      ],
    },
  },
)
