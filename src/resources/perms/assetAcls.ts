// Login-asset ACLs (/acl/asset-acl): rules matching a user, an asset and a system user by name patterns whose
// logins need a reviewer's confirmation (ENT-19). The rule groups are the children of nested objects.
import { defineResource } from '../../components/resource/define'
import {
  aclsLoginAssetAclsCreate,
  aclsLoginAssetAclsList,
  aclsLoginAssetAclsRetrieve,
  aclsLoginAssetAclsUpdate,
} from '../../generated/operations/acls'
import type { ColumnSpec } from '../../components/resource/types'
import type { RowOf } from '../../http/operation'
import { USER_OVERRIDE, nestedForm } from './shared'
import { RESOURCES } from '../identities'

type Group = 'users' | 'assets' | 'system_users'
type AclRow = RowOf<typeof aclsLoginAssetAclsList>
const nested = nestedForm(['users', 'assets', 'system_users'] satisfies Group[])
/** The patterns of a rule group as one text, e.g. `10.1.* | db-*`. */
const patterns = (group: Group) => (o: Pick<AclRow, Group>) =>
  Object.values(o[group] ?? {})
    .map((list: string[] | undefined) => (list ?? []).join(', '))
    .join(' | ')
/** A rule group's column: the field's patterns as one text. */
const groupColumn = (field: Group, labelKey: string): ColumnSpec<AclRow, never> => ({
  field,
  labelKey,
  sortable: false,
  value: patterns(field),
})

export default defineResource(
  RESOURCES.AssetAcl,
  {
    list: aclsLoginAssetAclsList,
    retrieve: aclsLoginAssetAclsRetrieve,
    create: aclsLoginAssetAclsCreate,
    update: aclsLoginAssetAclsUpdate,
  },
  {
    list: {
      columns: [
        'name',
        groupColumn('users', 'perms.acl.users'),
        groupColumn('assets', 'perms.acl.assets'),
        groupColumn('system_users', 'perms.acl.systemUsers'),
        'reviewers_amount',
        'priority',
        'action',
        'is_active',
        'comment',
        'created_by',
        'date_created',
      ],
      columnsShow: { min: ['name'], default: ['name', 'users', 'assets', 'system_users', 'reviewers_amount', 'priority', 'is_active'] },
      defaultSort: { field: 'priority', direction: 'asc' },
    },
    form: {
      ...nested,
      layout: [
        ['perms.acl.basic', ['name', 'priority']],
        ['perms.acl.users', ['users__username_group']],
        ['perms.acl.assets', ['assets__ip_group', 'assets__hostname_group']],
        ['perms.acl.systemUsers', ['system_users__name_group', 'system_users__username_group', 'system_users__protocol_group']],
        ['perms.acl.review', ['action', 'reviewers']],
        ['perms.acl.other', ['is_active', 'comment']],
      ],
      overrides: { reviewers: { ...USER_OVERRIDE, labelKey: 'perms.acl.reviewers' } },
      initial: () => ({
        priority: 50,
        action: 'login_confirm',
        is_active: true,
        reviewers: [],
        users__username_group: ['*'],
        assets__ip_group: ['*'],
        assets__hostname_group: ['*'],
        system_users__name_group: ['*'],
        system_users__username_group: ['*'],
        system_users__protocol_group: ['*'],
      }),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'name',
            'priority',
            { field: 'users', labelKey: 'perms.acl.users', value: patterns('users') },
            { field: 'assets', labelKey: 'perms.acl.assets', value: patterns('assets') },
            { field: 'system_users', labelKey: 'perms.acl.systemUsers', value: patterns('system_users') },
            'reviewers_amount',
            'action',
            'is_active',
            'created_by',
            'date_created',
            'date_updated',
            'comment',
          ],
        },
      ],
    },
  },
)
