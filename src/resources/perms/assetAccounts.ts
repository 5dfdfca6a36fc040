// Asset accounts (/accounts/asset-accounts): the credentials of system users on assets. The list has no create
// or update screen; a secret is shown after the MFA check, an account's connectivity can be tested.
import { canAdmin } from '../../components/env/ConsoleEnv'
import type { ResourceConfig } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { ASSET_ACCOUNTS_URL, SYSTEM_USERS_URL, id, secretColumn } from './shared'

const assetAccounts: ResourceConfig = {
  name: 'AssetAccount',
  path: '/accounts/asset-accounts',
  url: ASSET_ACCOUNTS_URL,
  screens: ['list'],
  list: {
    columns: ['hostname', 'ip', 'username', 'systemuser_display', 'version', 'connectivity', secretColumn('/api/v1/assets/account-secrets/'), 'date_created', 'date_updated', 'comment'],
    columnsShow: { min: ['hostname', 'username'], default: ['hostname', 'ip', 'username', 'systemuser_display', 'version', 'connectivity', 'secret'] },
    filters: [{ field: 'systemuser', labelKey: 'perms.accounts.systemUser', url: `${SYSTEM_USERS_URL}?fields_size=mini&order=name` }],
    excludeFilters: ['id', 'asset'],
    import: false,
    rowActions: {
      extras: [{
        name: 'test',
        labelKey: 'perms.accounts.test',
        order: 5,
        has: ({ env }) => canAdmin(env),
        run: async ({ row, notify, reload }) => {
          await httpRequest({ url: `${ASSET_ACCOUNTS_URL}${id(row)}/verify/`, method: 'POST' })
          notify('perms.accounts.testStarted', 'info')
          reload()
        },
      }],
    },
  },
}

export default assetAccounts
