// Admin users (G-01, ROUTE-ASSETS-05): the accounts the platform manages assets with, shown as a tab of the
// system-user list. They open, update and are created on the system-user pages (`?type=admin`).
import { registerRoute } from '../../components/resource/registry'
import type { ResourceConfig } from '../../components/resource/types'
import { ADMIN_USERS_URL } from './shared'

const SYSTEM_USER_PAGES = '/assets/system-users'
registerRoute('AdminUserCreate', `${SYSTEM_USER_PAGES}/create?type=admin`)

const adminUsers: ResourceConfig = {
  name: 'AdminUser',
  path: SYSTEM_USER_PAGES,
  url: ADMIN_USERS_URL,
  titleKeys: { list: 'route.AdminUserList' },
  list: {
    columns: ['name', 'username', 'protocol', 'assets_amount', 'comment', 'created_by', 'date_created'],
    columnsShow: { min: ['name'], default: ['name', 'username', 'assets_amount', 'comment'] },
    create: { route: 'AdminUserCreate' },
    // the create page takes `?type=admin`, which a clone link cannot carry as well
    rowActions: { clone: { has: false } },
  },
}

export default adminUsers
