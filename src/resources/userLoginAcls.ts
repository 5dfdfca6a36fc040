// User login ACLs (/users/user-acl): rules that allow or reject a user's logins by source IP.
import { defineResource, listOf, pickFrom } from '../components/resource/define'
import { aclsLoginAclsCreate, aclsLoginAclsList, aclsLoginAclsRetrieve, aclsLoginAclsUpdate } from '../generated/operations/acls'
import { usersUsersList } from '../generated/operations/users'
import { MINI, MINI_BY_NAME, nameAndUsername } from './shared'
import { RESOURCES } from './identities'

export default defineResource(
  RESOURCES.UserAcl,
  { list: aclsLoginAclsList, retrieve: aclsLoginAclsRetrieve, create: aclsLoginAclsCreate, update: aclsLoginAclsUpdate },
  {
    // the platform reads a rule (and lists the rules) only with `?user=` of the rule's user
    readQuery: { keys: ['user'], of: (row) => ({ user: String(row.user) }) },
    list: {
      columns: [
        { field: 'user_display', labelKey: 'acl.user' },
        'name',
        'ip_group',
        'priority',
        'action',
        'is_active',
        'comment',
        'created_by',
        'date_created',
      ],
      columnsShow: { min: ['name'], default: ['name', 'user_display', 'ip_group', 'priority', 'action', 'is_active', 'comment'] },
      filters: [{ field: 'user', labelKey: 'acl.user', url: listOf(usersUsersList, MINI_BY_NAME) }],
      defaultSort: { field: 'priority', direction: 'asc' },
    },
    form: {
      layout: [
        ['users.basic', ['name', 'user', 'ip_group', 'action', 'priority']],
        ['users.other', ['is_active', 'comment']],
      ],
      overrides: {
        user: pickFrom(usersUsersList, { multiple: false, query: MINI, optionLabel: nameAndUsername }),
        ip_group: { helpKey: 'acl.ipGroupHelp' },
      },
      // Opened from a user's page the rule is for that user (`?user={id}`).
      initial: (ctx) => ({
        action: 'reject',
        ip_group: ['*'],
        priority: 50,
        is_active: true,
        ...(ctx.query?.user ? { user: ctx.query.user } : {}),
      }),
      // back to the list of the rule's user (the list is per user)
      returnTo: (body) => (body.user ? `/users/user-acl?user=${encodeURIComponent(String(body.user))}` : undefined),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'name',
            { field: 'user_display', labelKey: 'acl.user' },
            'ip_group',
            'priority',
            'action',
            'is_active',
            'comment',
            'created_by',
            'date_created',
            'date_updated',
          ],
        },
      ],
    },
  },
)
