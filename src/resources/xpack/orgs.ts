// Organisations (/xpack/orgs, super + licence): list with the resource counts of ENT-03, create/update with
// administrators, auditors and users, detail with the counts (DOM-08) and the members.
import { ROW_ACTION_ORDER } from '../../config/constants'
import type { FieldOverride } from '../../components/data/fieldTyping'
import { canAdmin, isRootOrg } from '../../components/env/access'
import { defineResource, pickFrom, tableTab } from '../../components/resource/define'
import {
  orgsOrgMemberRelationBulkDestroy,
  orgsOrgMemberRelationList,
  orgsOrgsCreate,
  orgsOrgsList,
  orgsOrgsRetrieve,
  orgsOrgsUpdate,
} from '../../generated/operations/orgs'
import { usersUsersList } from '../../generated/operations/users'
import { request, type RowOf } from '../../http/operation'
import { idOf, MINI, nameAndUsername } from '../shared'
import { RESOURCES } from '../identities'
import { fetchProfile } from '../../session/api'
import { sessionStore } from '../../session/store'

type Org = RowOf<typeof orgsOrgsList>
const COUNTS = ['users', 'groups', 'assets', 'admin_users', 'system_users', 'applications', 'asset_perms', 'app_perms'] as const
/** The count columns and items: cells of their own, read from the organisation's `resource_statistics`. */
type Count = `${(typeof COUNTS)[number]}_amount`
const count = (key: (typeof COUNTS)[number]) => ({
  field: `${key}_amount` as const,
  labelKey: `xpack.org.${key}`,
  value: (o: Pick<Org, 'resource_statistics'>) => o.resource_statistics?.[`${key}_amount`] ?? 0,
})
const people = (labelKey: string): FieldOverride =>
  pickFrom(usersUsersList, { multiple: true, query: MINI, optionLabel: nameAndUsername, labelKey })
const removable = (o: Pick<Org, 'is_default' | 'is_root'>) => !o.is_default && !o.is_root

const ops = { list: orgsOrgsList, retrieve: orgsOrgsRetrieve, create: orgsOrgsCreate, update: orgsOrgsUpdate }

export default defineResource<typeof RESOURCES.Organization, typeof ops, Count>(RESOURCES.Organization, ops, {
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
    // the header's organisation switcher lists the profile's organisations: a new or renamed one shows at once
    afterSave: async () => sessionStore.setProfile(await fetchProfile({ silent: true })),
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
      tableTab(orgsOrgMemberRelationList, {
        name: 'members',
        titleKey: 'xpack.org.members',
        query: (o) => ({ org_id: idOf(o) }),
        columns: [{ field: 'user_display', labelKey: 'xpack.org.user' }, 'role'],
        searchable: true,
        // a membership is deleted by the relation list's id filter (`DELETE …/org-member-relation/?id=`): the
        // contract has no path of one relation row
        rowActions: [
          {
            name: 'deleteMember',
            labelKey: 'common.Delete',
            type: 'danger',
            order: ROW_ACTION_ORDER.delete,
            has: ({ env }) => canAdmin(env),
            can: ({ env }) => !isRootOrg(env),
            confirmKey: 'table.deleteConfirm',
            run: async ({ row, reload, notify }) => {
              await request(orgsOrgMemberRelationBulkDestroy, { query: { id: idOf(row) } })
              notify('common.deleteSuccessMsg')
              reload()
            },
          },
        ],
      }),
    ],
  },
})
