// Organisations (/xpack/orgs, super + licence): list with the resource counts of ENT-03, create/update with
// administrators, auditors and users, detail with the counts (DOM-08) and the members.
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { ResourceConfig, Row } from '../../components/resource/types'
import { USERS_URL, userLabel } from '../shared'
import { idOf, MINI, ORG_MEMBERS_URL, ORGS_URL } from './shared'

const COUNTS = ['users', 'groups', 'assets', 'admin_users', 'system_users', 'applications', 'asset_perms', 'app_perms'] as const
const count = (key: string) => ({
  field: `${key}_amount`,
  labelKey: `xpack.org.${key}`,
  value: (o: Row) => (o.resource_statistics as Record<string, unknown> | undefined)?.[`${key}_amount`] ?? 0,
})
const people = (labelKey: string): FieldOverride => ({ widget: 'relation', multiple: true, url: USERS_URL, query: MINI, optionLabel: userLabel, labelKey })
const removable = (o: Row) => !o.is_default && !o.is_root

const orgs: ResourceConfig = {
  name: 'Organization',
  path: '/xpack/orgs',
  url: ORGS_URL,
  list: {
    columns: ['name', ...COUNTS.map(count), 'comment', 'created_by', 'date_created'],
    columnsShow: { min: ['name'], default: ['name', 'users_amount', 'assets_amount', 'applications_amount', 'comment'] },
    // organisations are global: they are managed from any organisation, the root one included
    create: { inRootOrg: true },
    import: false,
    bulkDelete: false,
    rowActions: { delete: { can: ({ row }) => removable(row) }, clone: { has: false } },
  },
  form: {
    layout: [['xpack.basic', ['name', 'admins', 'auditors', 'users', 'comment']]],
    overrides: { admins: people('xpack.org.admins'), auditors: people('xpack.org.auditors'), users: people('xpack.org.members') },
    initial: () => ({ admins: [], auditors: [], users: [] }),
  },
  detail: {
    canDelete: (o) => removable(o),
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: ['name', ...COUNTS.map(count), 'is_default', 'created_by', 'date_created', 'comment'],
      },
      {
        name: 'members',
        titleKey: 'xpack.org.members',
        kind: 'table',
        url: (o) => `${ORG_MEMBERS_URL}?org_id=${idOf(o)}`,
        columns: [{ field: 'user_display', labelKey: 'xpack.org.user' }, 'role'],
        searchable: true,
        deletable: true,
      },
    ],
  },
}

export default orgs
