// Gathered users (/accounts/gathered-user, admin + licence): the accounts found on assets by gathering tasks —
// a read-only list filtered by asset, presence and node.
import { defineResource } from '../../components/resource/define'
import { assetsGatheredUsersList } from '../../generated/operations/assets'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.GatheredUser,
  { list: assetsGatheredUsersList },
  {
    list: {
      columns: ['hostname', 'ip', 'username', { field: 'present', kind: 'boolean' }, 'ip_last_login', 'date_last_login', 'date_created'],
      columnsShow: { min: ['username'] },
      filters: [
        {
          field: 'present',
          choices: [
            { value: 'true', labelKey: 'common.Yes' },
            { value: 'false', labelKey: 'common.No' },
          ],
        },
      ],
      create: false,
      import: false,
      bulkDelete: false,
      rowActions: { delete: { has: false } },
    },
  },
)
