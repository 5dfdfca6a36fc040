// Application accounts (/accounts/application-accounts): the system-user credentials of applications, by
// category and type; a secret is shown after the MFA check. The list has no create or update screen.
import type { ResourceConfig } from '../../components/resource/types'
import { APP_ACCOUNTS_URL, APPS_URL, SYSTEM_USERS_URL, secretColumn } from './shared'

const applicationAccounts: ResourceConfig = {
  name: 'ApplicationAccount',
  path: '/accounts/application-accounts',
  url: APP_ACCOUNTS_URL,
  screens: ['list'],
  list: {
    columns: ['app_display', 'category_display', 'type_display', 'username', 'systemuser_display', 'version', secretColumn('/api/v1/applications/account-secrets/')],
    columnsShow: { min: ['app_display', 'username'], default: ['app_display', 'type_display', 'username', 'systemuser_display', 'version', 'secret'] },
    filters: [
      { field: 'app', labelKey: 'perms.accounts.application', url: `${APPS_URL}?order=name` },
      { field: 'systemuser', labelKey: 'perms.accounts.systemUser', url: `${SYSTEM_USERS_URL}?fields_size=mini&order=name` },
    ],
    import: false,
  },
}

export default applicationAccounts
