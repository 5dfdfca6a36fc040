// Admin users (G-01, ROUTE-ASSETS-05): the accounts the platform manages assets with, shown as a tab of the
// system-user list. They open, update and are created on the system-user pages (`?type=admin`).
import { defineResource } from '../../components/resource/define'
import { registerRoute } from '../../components/resource/registry'
import { assetsAdminUsersList } from '../../generated/operations/assets'

const SYSTEM_USER_PAGES = '/assets/system-users'
registerRoute('AdminUserCreate', `${SYSTEM_USER_PAGES}/create?type=admin`)

// Only the list is this resource's own: the other screens are the system user's. It has no routes of its own, so
// its identity is written here and nowhere else.
export default defineResource(
  { name: 'AdminUser', path: SYSTEM_USER_PAGES },
  { list: assetsAdminUsersList },
  {
    titleKeys: { list: 'route.AdminUserList' },
    list: {
      columns: ['name', 'username', 'protocol', 'assets_amount', 'comment', 'created_by', 'date_created'],
      columnsShow: { min: ['name'], default: ['name', 'username', 'assets_amount', 'comment'] },
      create: { route: 'AdminUserCreate' },
      // the create page takes `?type=admin`, which a clone link cannot carry as well
      rowActions: { clone: { has: false } },
    },
  },
)
