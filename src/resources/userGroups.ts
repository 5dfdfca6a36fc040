// User groups (/users/groups): list, create/update with members, detail with members and what the group is
// granted (assets by node, asset permission rules).
import type { ResourceConfig, Row } from '../components/resource/types'
import { GROUPS_URL, USER_GROUP_RELATIONS_URL, USERS_URL, userLabel } from './shared'

const id = (o: Row) => String(o.id)

const userGroups: ResourceConfig = {
  name: 'UserGroup',
  path: '/users/groups',
  url: GROUPS_URL,
  list: {
    columns: ['name', 'users_amount', 'comment', 'created_by', 'date_created'],
    columnsShow: { min: ['name'], default: ['name', 'users_amount', 'comment'] },
    bulkUpdate: { fields: ['comment'] },
  },
  form: {
    layout: [['users.basic', ['name', 'users', 'comment']]],
    overrides: {
      users: { widget: 'transfer', labelKey: 'groups.members', url: USERS_URL, query: { fields_size: 'mini', order: 'name' }, optionLabel: userLabel },
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
        relations: [{
          titleKey: 'groups.members',
          value: (o) => ((o.users as string[] | undefined) ?? []).map(String),
          optionsUrl: USERS_URL,
          optionsQuery: { fields_size: 'mini', order: 'name' },
          optionLabel: userLabel,
          relationUrl: USER_GROUP_RELATIONS_URL,
          from: 'usergroup',
          to: 'user',
        }],
      },
      {
        name: 'grantedAssets',
        titleKey: 'users.grantedAssets',
        kind: 'tree-table',
        treeUrl: (o) => `/api/v1/perms/user-groups/${id(o)}/nodes/children/tree/?cache_policy=1`,
        nodeTableUrl: (o, node) => `/api/v1/perms/user-groups/${id(o)}/nodes/${node}/assets/?cache_policy=1`,
        table: {
          url: (o) => `/api/v1/perms/user-groups/${id(o)}/assets/?cache_policy=1&all=1`,
          columns: (o) => [
            { field: 'hostname', link: { route: 'AssetDetail' } },
            'ip',
            { field: 'system_users', labelKey: 'users.systemUsers', sortable: false, showOnDemand: { url: (a) => `/api/v1/perms/user-groups/${id(o)}/assets/${id(a)}/system-users/?cache_policy=1` } },
          ],
          searchable: true,
        },
      },
      {
        name: 'assetPermissions',
        titleKey: 'users.assetPermissions',
        kind: 'table',
        url: (o) => `/api/v1/perms/asset-permissions/?user_group_id=${id(o)}`,
        columns: [{ field: 'name', link: { route: 'AssetPermissionDetail' } }, 'users_amount', 'user_groups_amount', 'assets_amount', 'nodes_amount', 'system_users_amount', 'is_valid'],
        searchable: true,
      },
    ],
  },
}

export default userGroups
