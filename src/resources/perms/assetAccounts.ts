// Asset accounts (/accounts/asset-accounts): the credentials of system users on assets. The list has no create
// or update screen; a secret is shown after the MFA check, an account's connectivity can be tested.
import { canAdmin } from '../../components/env/access'
import { defineResource, listOf } from '../../components/resource/define'
import {
  assetsAccountSecretsRetrieve,
  assetsAccountsList,
  assetsAccountsVerify,
  assetsSystemUsersList,
} from '../../generated/operations/assets'
import { request } from '../../http/operation'
import { idOf, MINI_BY_NAME } from '../shared'
import { secretColumn } from './shared'
import { RESOURCES } from '../identities'

const ops = { list: assetsAccountsList }

/** `secret`: the column of the "View" button (the secret is read from its own operation). */
export default defineResource<typeof RESOURCES.AssetAccount, typeof ops, 'secret'>(RESOURCES.AssetAccount, ops, {
  list: {
    columns: [
      'hostname',
      'ip',
      'username',
      'systemuser_display',
      'version',
      'connectivity',
      secretColumn(assetsAccountSecretsRetrieve),
      'date_created',
      'date_updated',
      'comment',
    ],
    columnsShow: {
      min: ['hostname', 'username'],
      default: ['hostname', 'ip', 'username', 'systemuser_display', 'version', 'connectivity', 'secret'],
    },
    filters: [{ field: 'systemuser', labelKey: 'perms.accounts.systemUser', url: listOf(assetsSystemUsersList, MINI_BY_NAME) }],
    excludeFilters: ['id', 'asset'],
    import: false,
    rowActions: {
      extras: [
        {
          name: 'test',
          labelKey: 'perms.accounts.test',
          order: 5,
          has: ({ env }) => canAdmin(env),
          run: async ({ row, notify, reload }) => {
            await request(assetsAccountsVerify, { path: { id: idOf(row) } })
            notify('perms.accounts.testStarted', 'info')
            reload()
          },
        },
      ],
    },
  },
})
