// Application permissions (/perms/app-permissions): which users and user groups may open which applications of
// one type as which system users, and when (ENT-18). "Create" asks for the application type first; the detail
// edits the users and applications of the rule. Only applications of the rule's type are offered, and only system
// users of the protocol that type connects with (`rdp` for every remote app).
import { canAdmin } from '../../components/env/ConsoleEnv'
import type { FieldContext } from '../../components/data/fieldTyping'
import type { ResourceConfig } from '../../components/resource/types'
import { APP_PERMS_URL, APP_TYPES, APPS_URL, MINI, SYSTEM_USERS_URL, USERS_URL, categoryOf, permissionForm, permissionInfo, permissionList, relationCard, systemUserLabel, typeChooser, userLabel } from './shared'

const PATH = '/perms/app-permissions'
const ALL_TYPES = Object.values(APP_TYPES).flat()
const rel = (what: string) => `/api/v1/perms/application-permissions-${what}-relations/`
const typeOf = (ctx: FieldContext) => String(ctx.object?.type ?? ctx.query?.type ?? ALL_TYPES[0])
/** The list query of the applications a rule of this type may grant. */
export const appsOfType = (type: string): Record<string, string> => ({ ...MINI, category: categoryOf(type) ?? '', type })
/** The list query of the system users a rule of this type may use. */
export const systemUsersOfType = (type: string): Record<string, string> => ({ ...MINI, protocol: categoryOf(type) === 'remote_app' ? 'rdp' : type })
const base = permissionForm({
  targets: ['applications', 'system_users'],
  overrides: {
    applications: { widget: 'relation', multiple: true, url: APPS_URL, query: MINI, queryOf: (_, ctx) => appsOfType(typeOf(ctx)) },
    system_users: { widget: 'relation', multiple: true, url: SYSTEM_USERS_URL, query: MINI, optionLabel: systemUserLabel, queryOf: (_, ctx) => systemUsersOfType(typeOf(ctx)) },
  },
  initial: { applications: [] },
})

const applicationPermissions: ResourceConfig = {
  name: 'ApplicationPermission',
  path: PATH,
  url: APP_PERMS_URL,
  list: {
    ...permissionList(['applications_amount']),
    columns: ['name', 'category_display', 'type_display', ...permissionList(['applications_amount']).columns.slice(1)],
    create: false,
    headerActions: [{ ...typeChooser(ALL_TYPES, `${PATH}/create`), has: ({ env }) => canAdmin(env) && !env.orgIsRoot }],
  },
  form: {
    ...base,
    // The type chosen before (or the rule's own) decides the category; both are sent with the rule.
    clean: (body, ctx) => ({ ...body, type: typeOf(ctx), category: categoryOf(typeOf(ctx)) }),
  },
  detail: {
    tabs: [
      permissionInfo(APP_PERMS_URL, ['category_display', 'type_display', 'applications_amount']),
      {
        name: 'relations',
        titleKey: 'perms.usersAndApps',
        kind: 'relations',
        relations: [
          relationCard('perms.users', 'users', USERS_URL, rel('users'), 'applicationpermission', 'user', userLabel),
          { ...relationCard('perms.applications', 'applications', APPS_URL, rel('applications'), 'applicationpermission', 'application'), optionsQuery: (o) => appsOfType(String(o.type)) },
        ],
      },
    ],
  },
}

export default applicationPermissions
