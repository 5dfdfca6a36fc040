// User groups (/users/groups): list, create/update with members, detail with members and what the group is
// granted (assets by node, asset permission rules).
import { defineResource, listOf, pickFrom, tableTab, treeTableTab } from '../components/resource/define'
import {
  permsAssetPermissionsList,
  permsUserGroupNodeAssetsList,
  permsUserGroupsAssetsList,
  permsUserGroupsAssetsSystemUsersList,
  permsUserGroupsNodesChildrenTree,
} from '../generated/operations/perms'
import {
  usersGroupsCreate,
  usersGroupsRetrieve,
  usersGroupsUpdate,
  usersUsersGroupsRelationsList,
  usersUsersList,
} from '../generated/operations/users'
import { urlOf } from '../http/operation'
import { idOf as id, MINI_BY_NAME, nameAndUsername } from './shared'
import { RESOURCES } from './identities'

export default defineResource(
  RESOURCES.UserGroup,
  { retrieve: usersGroupsRetrieve, create: usersGroupsCreate, update: usersGroupsUpdate },
  {
    list: {
      columns: ['name', 'users_amount', 'comment', 'created_by', 'date_created'],
      columnsShow: { min: ['name'], default: ['name', 'users_amount', 'comment'] },
      bulkUpdate: { fields: ['comment'] },
    },
    form: {
      layout: [['users.basic', ['name', 'users', 'comment']]],
      overrides: {
        users: {
          ...pickFrom(usersUsersList, { multiple: true, query: MINI_BY_NAME, optionLabel: nameAndUsername, labelKey: 'groups.members' }),
          widget: 'transfer',
        },
      },
      initial: () => ({ users: [] }),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: ['name', 'users_amount', 'created_by', 'date_created', 'comment'],
          relations: [
            {
              titleKey: 'groups.members',
              value: (o) => o.users.map(String),
              optionsUrl: listOf(usersUsersList),
              optionsQuery: MINI_BY_NAME,
              optionLabel: nameAndUsername,
              relationUrl: listOf(usersUsersGroupsRelationsList),
              from: 'usergroup',
              to: 'user',
            },
          ],
        },
        treeTableTab({
          name: 'grantedAssets',
          titleKey: 'users.grantedAssets',
          tree: { op: permsUserGroupsNodesChildrenTree, params: (o) => ({ id: id(o) }) },
          nodeTable: { op: permsUserGroupNodeAssetsList, params: (o, node) => ({ id: id(o), node_id: node }) },
          table: {
            op: permsUserGroupsAssetsList,
            params: (o) => ({ id: id(o) }),
            query: { all: '1' },
            columns: (o) => [
              { field: 'hostname', link: { route: 'AssetDetail' } },
              'ip',
              {
                field: 'system_users',
                labelKey: 'users.systemUsers',
                sortable: false,
                value: () => undefined,
                showOnDemand: { url: (a) => urlOf(permsUserGroupsAssetsSystemUsersList, { id: id(o), asset_id: id(a) }) },
              },
            ],
            searchable: true,
          },
        }),
        tableTab(permsAssetPermissionsList, {
          name: 'assetPermissions',
          titleKey: 'users.assetPermissions',
          query: (o) => ({ user_group_id: id(o) }),
          columns: [
            { field: 'name', link: { route: 'AssetPermissionDetail' } },
            'users_amount',
            'user_groups_amount',
            'assets_amount',
            'nodes_amount',
            'system_users_amount',
            'is_valid',
          ],
          searchable: true,
        }),
      ],
    },
  },
)
