// Application accounts (/accounts/application-accounts): the system-user credentials of applications, by
// category and type; a secret is shown after the MFA check. The list has no create or update screen.
import { defineResource, listOf } from '../../components/resource/define'
import {
  applicationsAccountSecretsRetrieve,
  applicationsAccountsList,
  applicationsApplicationsList,
} from '../../generated/operations/applications'
import { assetsSystemUsersList } from '../../generated/operations/assets'
import { MINI_BY_NAME } from '../shared'
import { secretColumn } from './shared'
import { RESOURCES } from '../identities'

const ops = { list: applicationsAccountsList }

/** `secret`: the column of the "View" button (the secret is read from its own operation). */
export default defineResource<typeof RESOURCES.ApplicationAccount, typeof ops, 'secret'>(RESOURCES.ApplicationAccount, ops, {
  list: {
    columns: [
      'app_display',
      'category_display',
      'type_display',
      'username',
      'systemuser_display',
      'version',
      secretColumn(applicationsAccountSecretsRetrieve),
    ],
    columnsShow: {
      min: ['app_display', 'username'],
      default: ['app_display', 'type_display', 'username', 'systemuser_display', 'version', 'secret'],
    },
    filters: [
      { field: 'app', labelKey: 'perms.accounts.application', url: listOf(applicationsApplicationsList, { order: 'name' }) },
      { field: 'systemuser', labelKey: 'perms.accounts.systemUser', url: listOf(assetsSystemUsersList, MINI_BY_NAME) },
    ],
    import: false,
  },
})
