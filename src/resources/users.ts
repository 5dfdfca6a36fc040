// Users (/users/users): list with filters by source, role, group, MFA and validity; bulk delete/update, remove
// from and invite to the organisation; import/export; the form of every writable field of the user serializer;
// the detail with its quick actions (admins only, ROLE-15) and its groups, granted assets and applications,
// permission rules and login ACLs.
import { canAdmin, canManageOrgMembers, isRootOrg, isSuperAdmin } from '../components/env/access'
import { cacheIds } from '../components/api/requests'
import type { FieldContext } from '../components/data/fieldTyping'
import { passwordProblems, passwordRuleFrom } from '../components/data/password'
import { defineResource, listOf, pickFrom, tableTab, treeTableTab } from '../components/resource/define'
import { aclsLoginAclsList } from '../generated/operations/acls'
import { authenticationQrUnbindForAdmin } from '../generated/operations/authentication'
import {
  permsAssetPermissionsList,
  permsUserApplicationsList,
  permsUserAssetsList,
  permsUserAssetSystemUsersList,
  permsUserNodeAssetsList,
  permsUserNodesChildrenTree,
} from '../generated/operations/perms'
import {
  usersGroupsList,
  usersUsersBulkRemove,
  usersUsersCreate,
  usersUsersGroupsRelationsList,
  usersUsersInvite,
  usersUsersOtpResetRetrieve,
  usersUsersPartialBulkUpdate,
  usersUsersPartialUpdate,
  usersUsersPasswordResetPartialUpdate,
  usersUsersPubkeyResetPartialUpdate,
  usersUsersRemove,
  usersUsersRetrieve,
  usersUsersSuggestion,
  usersUsersUnblockPartialUpdate,
  usersUsersUpdate,
} from '../generated/operations/users'
import { request, requestOf, urlOf } from '../http/operation'
import { idOf, MINI_BY_NAME, nameAndUsername } from './shared'
import { RESOURCES } from './identities'

const id = idOf
const isLocal = (v: Record<string, unknown>) => (v.source ?? 'local') === 'local'
/** A password is typed when a new user gets a custom one, or an admin chooses to update it. */
const typesPassword = (v: Record<string, unknown>, c: FieldContext) =>
  isLocal(v) && (c.mode === 'update' ? Boolean(v.update_password) : v.password_strategy === 'custom')
const inFuture = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString()
const unbind = (backend: 'wecom' | 'dingtalk' | 'feishu') => (o: { id: string }) =>
  requestOf(authenticationQrUnbindForAdmin, { path: { backend, user_id: id(o) } })

// the list operation is the identity's (the list is requested while the console starts)
const ops = { retrieve: usersUsersRetrieve, create: usersUsersCreate, update: usersUsersUpdate }
/** Form-only switches: they decide whether a password or a public key is typed, and are not sent. */
type Switches = 'update_password' | 'set_public_key'

export default defineResource<typeof RESOURCES.User, typeof ops, never, Switches>(RESOURCES.User, ops, {
  list: {
    columns: [
      'name',
      'username',
      'email',
      'phone',
      'wechat',
      'groups_display',
      'total_role_display',
      'source',
      { field: 'is_valid', kind: 'boolean' },
      'login_blocked',
      'mfa_enabled',
      'is_expired',
      'mfa_force_enabled',
      'last_login',
      'date_joined',
      'date_password_last_updated',
      'comment',
      'created_by',
    ],
    columnsShow: { min: ['name', 'username'], default: ['name', 'username', 'groups_display', 'total_role_display', 'source', 'is_valid'] },
    filters: [{ field: 'system_or_org_role', labelKey: 'users.role' }],
    // Users are global: only a system administrator deletes them.
    bulkDelete: { has: ({ env }) => isSuperAdmin(env) },
    bulkUpdate: {
      fields: ['groups', 'date_expired', 'comment'],
      overrides: {
        groups: pickFrom(usersGroupsList, {
          multiple: true,
          query: MINI_BY_NAME,
          labelKey: 'users.groups',
          hidden: (_, c) => isRootOrg(c),
        }),
      },
      initial: () => ({ date_expired: inFuture(36500) }),
    },
    rowActions: {
      update: { can: ({ row }) => row.can_update !== false },
      delete: { has: ({ env }) => isSuperAdmin(env), can: ({ row }) => row.can_delete !== false },
      extras: [
        {
          name: 'remove',
          labelKey: 'users.removeFromOrg',
          type: 'warning',
          order: 25,
          has: ({ env }) => canManageOrgMembers(env),
          can: ({ row }) => row.can_delete !== false,
          confirmKey: 'users.removeConfirm',
          run: async ({ row, reload, notify }) => {
            await request(usersUsersRemove, { path: { id: id(row) } })
            notify('users.removeSuccess')
            reload()
          },
        },
      ],
    },
    bulkActions: [
      {
        name: 'removeSelected',
        labelKey: 'users.removeSelected',
        has: ({ env }) => canManageOrgMembers(env),
        confirmKey: 'users.removeConfirm',
        run: async ({ ids, reload, notify, clearSelection }) => {
          const spm = await cacheIds(ids)
          await request(usersUsersBulkRemove, { query: { spm } })
          notify('users.removeSuccess')
          clearSelection()
          reload()
        },
      },
      {
        name: 'disableSelected',
        labelKey: 'users.disableSelected',
        has: ({ env }) => canAdmin(env),
        run: async ({ ids, reload }) => {
          await request(usersUsersPartialBulkUpdate, { body: ids.map((i) => ({ id: String(i), is_active: false })) })
          reload()
        },
      },
      {
        name: 'activateSelected',
        labelKey: 'users.activateSelected',
        has: ({ env }) => canAdmin(env),
        run: async ({ ids, reload }) => {
          await request(usersUsersPartialBulkUpdate, { body: ids.map((i) => ({ id: String(i), is_active: true })) })
          reload()
        },
      },
    ],
    headerActions: [
      {
        name: 'invite',
        labelKey: 'users.invite',
        titleKey: 'users.inviteTitle',
        submitKey: 'users.inviteSubmit',
        successKey: 'users.inviteSuccess',
        has: ({ env }) => canManageOrgMembers(env),
        fields: {
          users: { type: 'field', required: true },
          roles: {
            type: 'list',
            required: true,
            child: {
              type: 'choice',
              choices: [
                { value: 'User', display_name: 'User' },
                { value: 'Auditor', display_name: 'Auditor' },
                { value: 'Admin', display_name: 'Admin' },
              ],
            },
          },
        },
        overrides: {
          // The suggestion list searches every user of the platform, not only this organisation's.
          users: pickFrom(usersUsersSuggestion, { multiple: true, optionLabel: nameAndUsername, labelKey: 'users.inviteUsers' }),
          roles: {
            labelKey: 'users.orgRoles',
            choiceLabelKeys: { User: 'users.orgUser', Auditor: 'users.orgAuditor', Admin: 'users.orgAdmin' },
          },
        },
        initial: { users: [], roles: ['User'] },
        submit: (values) => {
          const people = (values.users as string[]) ?? []
          const roles = (values.roles as string[]) ?? []
          return request(usersUsersInvite, {
            body: roles.flatMap((role) => people.map((user) => ({ user, role: role as 'User' | 'Auditor' | 'Admin' }))),
          })
        },
      },
    ],
  },
  form: {
    layout: [
      ['users.account', ['name', 'username', 'email', 'groups']],
      [
        'users.authentication',
        ['source', 'password_strategy', 'update_password', 'password', 'need_update_password', 'set_public_key', 'public_key', 'mfa_level'],
      ],
      ['users.security', ['role', 'org_roles', 'is_active', 'date_expired']],
      ['users.other', ['phone', 'wechat', 'comment']],
    ],
    overrides: {
      groups: pickFrom(usersGroupsList, { multiple: true, query: MINI_BY_NAME, disabled: (_, c) => isRootOrg(c) }),
      password_strategy: { hidden: (v, c) => c.mode === 'update' || !isLocal(v) },
      update_password: {
        meta: { type: 'boolean' },
        labelKey: 'users.updatePassword',
        hidden: (v, c) => c.mode !== 'update' || !isLocal(v),
      },
      password: {
        widget: 'password',
        hidden: (v, c) => !typesPassword(v, c),
        // VAL-07: the platform's password rule (the admin minimum for administrators).
        validate: (value, v, c) => {
          if (!value) return 'form.required'
          const admin = v.role === 'Admin' || (Array.isArray(v.org_roles) && v.org_roles.includes('Admin'))
          const rule = passwordRuleFrom(c.settings, admin)
          const [problem] = passwordProblems(String(value), rule)
          return problem ? { key: `form.password_${problem}`, values: { min: rule.minLength } } : undefined
        },
      },
      need_update_password: { labelKey: 'users.needUpdatePassword', hidden: (v, c) => !typesPassword(v, c) },
      set_public_key: { meta: { type: 'boolean' }, labelKey: 'users.setPublicKey', hidden: (_, c) => c.mode !== 'update' },
      public_key: { widget: 'textarea', hidden: (v) => !v.set_public_key },
      role: { labelKey: 'users.systemRole', hidden: (_, c) => !isSuperAdmin(c) },
      org_roles: {
        labelKey: 'users.orgRoles',
        required: true,
        hidden: (_, c) => !c.licenceValid,
        disabled: (_, c) => isRootOrg(c),
        helpKey: 'users.orgRolesHelp',
      },
    },
    initial: () => ({
      source: 'local',
      password_strategy: 'email',
      mfa_level: 0,
      role: 'User',
      org_roles: ['User'],
      is_active: true,
      groups: [],
    }),
    cloneOmit: ['groups'],
    clean: (body, c) => {
      const out = { ...body }
      delete out.update_password
      delete out.set_public_key
      if (isRootOrg(c)) delete out.groups
      return out
    },
  },
  detail: {
    canUpdate: (o) => o.can_update !== false,
    canDelete: (o, env) => isSuperAdmin(env) && o.can_delete !== false,
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: [
          'name',
          'username',
          'email',
          'phone',
          'wecom_id',
          'dingtalk_id',
          'feishu_id',
          { field: 'total_role_display', labelKey: 'users.role' },
          'mfa_level',
          'source',
          'is_active',
          'created_by',
          'date_joined',
          'date_expired',
          'date_password_last_updated',
          'last_login',
          'comment',
        ],
        quickActions: [
          {
            name: 'activate',
            kind: 'switch',
            titleKey: 'users.activate',
            value: (o) => Boolean(o.is_active),
            has: ({ env }) => canAdmin(env),
            disabled: (o) => o.can_update === false,
            request: (o, v) => requestOf(usersUsersPartialUpdate, { path: { id: id(o) }, body: { is_active: v } }),
          },
          {
            name: 'resetMfa',
            kind: 'button',
            titleKey: 'users.resetMfa',
            labelKey: 'users.reset',
            has: ({ env }) => canAdmin(env),
            disabled: (o, env) => !o.mfa_enabled || o.id === env.currentUserId,
            confirmKey: 'users.resetMfaConfirm',
            successKey: 'users.resetMfaSuccess',
            request: (o) => requestOf(usersUsersOtpResetRetrieve, { path: { id: id(o) } }),
          },
          {
            name: 'resetPassword',
            kind: 'button',
            titleKey: 'users.resetPassword',
            labelKey: 'users.send',
            has: ({ env }) => canAdmin(env),
            disabled: (o) => o.source !== 'local',
            confirmKey: 'users.resetPasswordConfirm',
            successKey: 'users.resetPasswordSuccess',
            request: (o) => requestOf(usersUsersPasswordResetPartialUpdate, { path: { id: id(o) }, body: {} }),
          },
          {
            name: 'resetSshKey',
            kind: 'button',
            titleKey: 'users.resetSshKey',
            labelKey: 'users.send',
            has: ({ env }) => canAdmin(env),
            confirmKey: 'users.resetSshKeyConfirm',
            successKey: 'users.resetSshKeySuccess',
            request: (o) => requestOf(usersUsersPubkeyResetPartialUpdate, { path: { id: id(o) }, body: {} }),
          },
          {
            name: 'unbindWecom',
            kind: 'button',
            titleKey: 'users.unbindWecom',
            labelKey: 'users.unbind',
            has: ({ env }) => canAdmin(env),
            disabled: (o) => !o.is_wecom_bound,
            confirmKey: 'users.unbindConfirm',
            successKey: 'users.unbindSuccess',
            request: unbind('wecom'),
          },
          {
            name: 'unbindDingtalk',
            kind: 'button',
            titleKey: 'users.unbindDingtalk',
            labelKey: 'users.unbind',
            has: ({ env }) => canAdmin(env),
            disabled: (o) => !o.is_dingtalk_bound,
            confirmKey: 'users.unbindConfirm',
            successKey: 'users.unbindSuccess',
            request: unbind('dingtalk'),
          },
          {
            name: 'unbindFeishu',
            kind: 'button',
            titleKey: 'users.unbindFeishu',
            labelKey: 'users.unbind',
            has: ({ env }) => canAdmin(env),
            disabled: (o) => !o.is_feishu_bound,
            confirmKey: 'users.unbindConfirm',
            successKey: 'users.unbindSuccess',
            request: unbind('feishu'),
          },
          {
            name: 'unblock',
            kind: 'button',
            titleKey: 'users.unblock',
            labelKey: 'users.unblockAction',
            has: ({ env }) => canAdmin(env),
            disabled: (o) => !o.login_blocked,
            successKey: 'users.unblockSuccess',
            request: (o) => requestOf(usersUsersUnblockPartialUpdate, { path: { id: id(o) } }),
          },
        ],
      },
      {
        name: 'groups',
        titleKey: 'users.groups',
        kind: 'relations',
        relations: [
          {
            titleKey: 'users.groups',
            value: (o) => ((o.groups as string[] | undefined) ?? []).map(String),
            optionsUrl: listOf(usersGroupsList),
            optionsQuery: MINI_BY_NAME,
            relationUrl: listOf(usersUsersGroupsRelationsList),
            from: 'user',
            to: 'usergroup',
          },
        ],
      },
      treeTableTab({
        name: 'grantedAssets',
        titleKey: 'users.grantedAssets',
        tree: { op: permsUserNodesChildrenTree, params: (o) => ({ id: id(o) }) },
        nodeTable: { op: permsUserNodeAssetsList, params: (o, node) => ({ id: id(o), node_id: node }) },
        table: {
          op: permsUserAssetsList,
          params: (o) => ({ id: id(o) }),
          query: { all: '1' },
          columns: (o) => [
            { field: 'hostname', link: { route: 'AssetDetail' } },
            'ip',
            // DTABLE-20: the system users granted on the asset, fetched when asked for.
            {
              field: 'system_users',
              labelKey: 'users.systemUsers',
              sortable: false,
              value: () => undefined,
              showOnDemand: { url: (a) => urlOf(permsUserAssetSystemUsersList, { id: id(o), asset_id: id(a) }) },
            },
          ],
          searchable: true,
        },
      }),
      tableTab(permsAssetPermissionsList, {
        name: 'assetPermissions',
        titleKey: 'users.assetPermissions',
        query: (o) => ({ user_id: id(o) }),
        columns: [
          { field: 'name', link: { route: 'AssetPermissionDetail' } },
          'users_amount',
          'user_groups_amount',
          'assets_amount',
          'nodes_amount',
          'system_users_amount',
          'is_valid',
        ],
        searchable: true,
      }),
      tableTab(permsUserApplicationsList, {
        name: 'grantedApplications',
        titleKey: 'users.grantedApplications',
        params: (o) => ({ id: id(o) }),
        columns: ['name', 'category_display', 'type_display', 'comment'],
        searchable: true,
      }),
      tableTab(aclsLoginAclsList, {
        name: 'loginAcls',
        titleKey: 'users.loginAcls',
        query: (o) => ({ user: id(o) }),
        columns: [
          { field: 'name', link: { route: 'UserAclDetail', query: (r) => ({ user: String(r.user) }) } },
          'ip_group',
          'priority',
          'action',
          'is_active',
          'comment',
        ],
        deletable: true,
      }),
    ],
  },
})
