// Application permissions (/perms/app-permissions): which users and user groups may open which applications of
// one type as which system users, and when (ENT-18). "Create" asks for the application type first; the detail
// edits the users and applications of the rule. Only applications of the rule's type are offered, and only system
// users of the protocol that type connects with (`rdp` for every remote app).
import { canAdminInOrg } from '../../components/env/access'
import type { FieldContext } from '../../components/data/fieldTyping'
import { defineResource, pickFrom } from '../../components/resource/define'
import { applicationsApplicationsList } from '../../generated/operations/applications'
import { assetsSystemUsersList } from '../../generated/operations/assets'
import {
  permsApplicationPermissionsApplicationsRelationsCreate,
  permsApplicationPermissionsCreate,
  permsApplicationPermissionsList,
  permsApplicationPermissionsPartialUpdate,
  permsApplicationPermissionsRetrieve,
  permsApplicationPermissionsUpdate,
  permsApplicationPermissionsUsersRelationsCreate,
} from '../../generated/operations/perms'
import { usersUsersList } from '../../generated/operations/users'
import type { QueryValues } from '../../http/operation'
import { RESOURCES } from '../identities'
import { MINI_BY_NAME, nameAndUsername } from '../shared'
import { APP_TYPES, categoryOf, permissionForm, permissionInfo, permissionList, relationCard, typeChooser } from './shared'

const IDENTITY = RESOURCES.ApplicationPermission
const ALL_TYPES = Object.values(APP_TYPES).flat()
const typeOf = (ctx: FieldContext) => String(ctx.object?.type ?? ctx.query?.type ?? ALL_TYPES[0])
/** The list query of the applications a rule of this type may grant. */
export const appsOfType = (type: string) =>
  ({ ...MINI_BY_NAME, category: categoryOf(type) ?? '', type }) satisfies QueryValues<typeof applicationsApplicationsList>
/** The list query of the system users a rule of this type may use. */
export const systemUsersOfType = (type: string) =>
  ({ ...MINI_BY_NAME, protocol: categoryOf(type) === 'remote_app' ? 'rdp' : type }) satisfies QueryValues<typeof assetsSystemUsersList>
const base = permissionForm(permsApplicationPermissionsCreate, {
  targets: ['applications', 'system_users'],
  overrides: {
    applications: pickFrom(applicationsApplicationsList, {
      multiple: true,
      query: MINI_BY_NAME,
      queryOf: (_, ctx) => appsOfType(typeOf(ctx)),
    }),
    system_users: pickFrom(assetsSystemUsersList, {
      multiple: true,
      query: MINI_BY_NAME,
      optionLabel: nameAndUsername,
      queryOf: (_, ctx) => systemUsersOfType(typeOf(ctx)),
    }),
  },
  initial: { applications: [] },
})
const permList = permissionList(permsApplicationPermissionsList, ['applications_amount'])

export default defineResource(
  IDENTITY,
  {
    list: permsApplicationPermissionsList,
    retrieve: permsApplicationPermissionsRetrieve,
    create: permsApplicationPermissionsCreate,
    update: permsApplicationPermissionsUpdate,
  },
  {
    list: {
      ...permList,
      columns: ['name', 'category_display', 'type_display', ...permList.columns.slice(1)],
      create: false,
      headerActions: [{ ...typeChooser(ALL_TYPES, `${IDENTITY.path}/create`), has: ({ env }) => canAdminInOrg(env) }],
    },
    form: {
      ...base,
      // The type chosen before (or the rule's own) decides the category; both are sent with the rule.
      clean: (body, ctx) => ({ ...body, type: typeOf(ctx), category: categoryOf(typeOf(ctx)) }),
    },
    detail: {
      tabs: [
        permissionInfo(permsApplicationPermissionsPartialUpdate, ['category_display', 'type_display', 'applications_amount']),
        {
          name: 'relations',
          titleKey: 'perms.usersAndApps',
          kind: 'relations',
          relations: [
            relationCard(
              'perms.users',
              'users',
              usersUsersList,
              permsApplicationPermissionsUsersRelationsCreate,
              'applicationpermission',
              'user',
              nameAndUsername,
            ),
            {
              ...relationCard(
                'perms.applications',
                'applications',
                applicationsApplicationsList,
                permsApplicationPermissionsApplicationsRelationsCreate,
                'applicationpermission',
                'application',
              ),
              optionsQuery: (o) => appsOfType(String(o.type)),
            },
          ],
        },
      ],
    },
  },
)
