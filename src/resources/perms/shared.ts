// What the applications, accounts, permissions and ACL resources share: option labels and queries, the
// nested-object form fields (`attrs` of an application, the rule groups of an ACL), relation cards, the
// application-type chooser of a create button, and the builders of the application and permission configs. Every
// operation and field they name is the contract's (ADR 0010).
import { createElement } from 'react'
import { canAdmin, canAdminInOrg } from '../../components/env/access'
import { parseServerDate } from '../../components/data/dates'
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { FieldMeta } from '../../components/data/metadata'
import { defineResource, pickFrom, tableTab } from '../../components/resource/define'
import type { ResourceIdentity } from '../../components/resource/identity'
import type {
  ActionContext,
  Column,
  ColumnSpec,
  FilterSpec,
  FormConfig,
  FormDialogSpec,
  InfoItem,
  Key,
  Layout,
  QuickActionSpec,
  RelationSpec,
  Row,
} from '../../components/resource/types'
import {
  applicationsAccountSecretsRetrieve,
  applicationsAccountsList,
  applicationsApplicationsCreate,
  applicationsApplicationsList,
  applicationsApplicationsRetrieve,
  applicationsApplicationsUpdate,
} from '../../generated/operations/applications'
import {
  assetsAccountSecretsRetrieve,
  assetsAssetsList,
  assetsDomainsList,
  assetsNodesList,
  assetsSystemUsersList,
} from '../../generated/operations/assets'
import {
  permsApplicationPermissionsPartialUpdate,
  permsAssetPermissionsPartialUpdate,
  type permsApplicationPermissionsCreate,
  type permsApplicationPermissionsList,
  type permsApplicationPermissionsRetrieve,
  type permsAssetPermissionsCreate,
  type permsAssetPermissionsList,
  type permsAssetPermissionsRetrieve,
} from '../../generated/operations/perms'
import { usersGroupsList, usersUsersList } from '../../generated/operations/users'
import type { components } from '../../generated/schema'
import { requestOf, urlOf, type BodyOf, type FieldOf, type Operation, type QueryValues, type RowOf } from '../../http/operation'
import { assetLabel, idOf, MINI, MINI_BY_NAME, nameAndUsername } from '../shared'
import { SecretButton } from './SecretButton'

type AppBody = BodyOf<typeof applicationsApplicationsCreate>
type AppType = AppBody['type']
/** ENT-17: application types by category. */
export const APP_TYPES = {
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  db: ['mysql', 'oracle', 'postgresql', 'mariadb'],
  cloud: ['k8s'],
} as const satisfies Record<AppBody['category'], readonly AppType[]>
export type AppCategory = keyof typeof APP_TYPES
export const categoryOf = (type: string): AppCategory | undefined =>
  (Object.keys(APP_TYPES) as AppCategory[]).find((c) => (APP_TYPES[c] as readonly string[]).includes(type))

/** The ids of a many-to-many field of an object, as strings. */
export const ids = (field: string) => (o: Row) => {
  const value = o[field]
  return Array.isArray(value) ? value.map(String) : []
}

/** Separator of a nested object's child in a flat form field name (`attrs__host`). */
const SEP = '__'
export const nestedName = <P extends string, C extends string>(parent: P, child: C): `${P}__${C}` => `${parent}${SEP}${child}`

/**
 * A nested object edited as its children (`attrs` → `attrs__host`, `attrs__port` …): the metadata, the values loaded
 * from an object and the body sent. Read-only children (e.g. `asset_info`) are left out by the form.
 */
export function nestedForm(parents: readonly string[]): Required<Pick<FormConfig, 'fields' | 'fromObject' | 'clean'>> {
  return {
    fields: (fields) => {
      const out: Record<string, FieldMeta> = {}
      for (const [name, meta] of Object.entries(fields)) {
        if (!parents.includes(name) || !meta.children) out[name] = meta
        else for (const [child, cm] of Object.entries(meta.children)) out[nestedName(name, child)] = cm
      }
      return out
    },
    fromObject: (object) => {
      const out: Record<string, unknown> = { ...object }
      for (const parent of parents) {
        const value = (object[parent] ?? {}) as Record<string, unknown>
        for (const [child, v] of Object.entries(value)) out[nestedName(parent, child)] = v
      }
      return out
    },
    clean: (body) => {
      const out: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(body)) {
        const parent = parents.find((p) => name.startsWith(`${p}${SEP}`))
        if (!parent) out[name] = value
        else out[parent] = { ...((out[parent] as object | undefined) ?? {}), [name.slice(parent.length + SEP.length)]: value }
      }
      return out
    },
  }
}

/** Lists read as options without an order by name (assets have no name; nodes keep the tree's order). */
const UNORDERED_OPTIONS: readonly string[] = [assetsAssetsList.path, assetsNodesList.path]

/**
 * An add/remove card of a many-to-many relation kept in a relation endpoint: `field` of the page's object holds the
 * related ids, `options` lists what may be added, `relation` creates the relation rows `{[from]: object, [to]: id}`.
 */
export function relationCard<D extends Row, R extends Operation>(
  titleKey: string,
  field: Key<D>,
  options: Operation,
  relation: R,
  from: FieldOf<BodyOf<R>>,
  to: FieldOf<BodyOf<R>>,
  optionLabel?: (r: Row) => string,
): RelationSpec<D> {
  const optionsQuery = UNORDERED_OPTIONS.includes(options.path) ? { ...MINI } : { ...MINI_BY_NAME }
  return { titleKey, value: ids(field), optionsUrl: urlOf(options), optionsQuery, optionLabel, relationUrl: urlOf(relation), from, to }
}

/** A select of users (several), shown as `Name(username)`. */
export const USER_OVERRIDE = pickFrom(usersUsersList, { multiple: true, query: MINI_BY_NAME, optionLabel: nameAndUsername })

/** DOM-06: "Create" asks for the type of the new application (or application permission) first. */
export function typeChooser(types: readonly string[], createPath: string, labelKey = 'common.Create'): FormDialogSpec {
  return {
    name: 'createOfType',
    labelKey,
    titleKey: 'perms.apps.chooseType',
    submitKey: 'perms.apps.next',
    fields: { type: { type: 'choice', required: true, label: 'Type', choices: types.map((t) => ({ value: t, display_name: t })) } },
    overrides: {
      type: { labelKey: 'perms.apps.type', choiceLabelKeys: Object.fromEntries(types.map((t) => [t, `perms.apps.types.${t}`])) },
    },
    initial: { type: types[0] },
    submit: async (values, ctx) => ctx.navigate(`${createPath}?type=${String(values.type)}`),
  }
}

/**
 * The secret of an account, shown after the MFA check (C-24): a column of its own (`secret`) with a "View" button
 * that reads the account's secret from `op`.
 */
export function secretColumn(
  op: typeof assetsAccountSecretsRetrieve | typeof applicationsAccountSecretsRetrieve,
): ColumnSpec<{ id: string }, 'secret'> {
  return {
    field: 'secret',
    labelKey: 'perms.accounts.secret',
    sortable: false,
    render: (row) => createElement(SecretButton, { url: urlOf(op, { id: idOf(row) }) }),
  }
}

// ─── applications (remote apps, databases, Kubernetes) ───────────────────────────────────────────────────────

type Schemas = components['schemas']
/** The `attrs` a create or update sends, by category: the request variants of the category's types. */
interface CategoryAttrs {
  db:
    | Schemas['ApplicationMySQLAttrsRequest']
    | Schemas['ApplicationMariaDBAttrsRequest']
    | Schemas['ApplicationOracleAttrsRequest']
    | Schemas['ApplicationPostgreSQLAttrsRequest']
  remote_app:
    | Schemas['ApplicationChromeAttrsRequest']
    | Schemas['ApplicationMySQLWorkbenchAttrsRequest']
    | Schemas['ApplicationVMwareClientAttrsRequest']
    | Schemas['ApplicationCustomAttrsRequest']
  cloud: Schemas['ApplicationK8sAttrsRequest']
}
/** A child of `attrs` of a category's types (the body's `attrs` is one of them: `attrs__${name}` in the form). */
export type AttrOf<C extends AppCategory> = FieldOf<CategoryAttrs[C]> & FieldOf<NonNullable<AppBody['attrs']>>
type AttrName = AttrOf<AppCategory>

type AppRow = RowOf<typeof applicationsApplicationsList>
/** An application's `attrs` as read (a list row has the fields of the type or category its query names). */
const attrsOf = (o: AppRow): { readonly [K in FieldOf<NonNullable<AppRow['attrs']>>]?: unknown } => o.attrs ?? {}
/** The asset a remote app runs on, by its hostname. */
export const appAssetName = (o: AppRow): string | undefined => {
  const attrs = o.attrs
  return attrs && 'asset_info' in attrs ? attrs.asset_info?.hostname : undefined
}

/** The id of a list column or detail item showing a child of `attrs`. */
type AttrColumnId = `attrs_${AttrName}`

interface AppOptions<C extends AppCategory> {
  category: C
  /** The children of `attrs` the category's types have, in form order. */
  attrs: ReadonlyArray<AttrOf<C>>
  /** List columns besides name and type (values of `attrs` included). */
  columns: Array<Column<AppRow, AttrColumnId>>
}

/** An attrs value as a list column or detail item (a column of its own: `attrs_<name>`). */
export const attrColumn = (name: AttrName, read: (o: AppRow) => unknown = (o) => attrsOf(o)[name]): ColumnSpec<AppRow, AttrColumnId> => ({
  field: `attrs_${name}`,
  labelKey: `perms.apps.attrs.${name}`,
  sortable: false,
  value: read,
})

const APP_OPS = {
  list: applicationsApplicationsList,
  retrieve: applicationsApplicationsRetrieve,
  create: applicationsApplicationsCreate,
  update: applicationsApplicationsUpdate,
}

/** DOM-06 / ENT-17: an application category's list, type-specific create/update form and detail. */
export function applicationConfig<N extends string, C extends AppCategory>(
  identity: ResourceIdentity<N>,
  { category, attrs, columns }: AppOptions<C>,
) {
  const types: readonly AppType[] = APP_TYPES[category]
  const typeOf = (o: { type?: string } | undefined, query: Record<string, string> | undefined) => String(o?.type ?? query?.type ?? types[0])
  const nested = nestedForm(['attrs'])
  const names: readonly AttrName[] = attrs
  const attrFields = names.map((a) => nestedName('attrs', a))
  type AttrField = (typeof attrFields)[number]
  const overrides: { [K in AttrField]?: FieldOverride } = Object.fromEntries(
    attrFields.map((f) => [
      f,
      { labelKey: `perms.apps.attrs.${f.slice('attrs__'.length)}`, ...(f.endsWith('_password') ? { widget: 'password' as const } : {}) },
    ]),
  )
  const asset = pickFrom(assetsAssetsList, { multiple: false, query: MINI, optionLabel: assetLabel })
  const admin = ({ env }: ActionContext) => canAdminInOrg(env)
  return defineResource<ResourceIdentity<N>, typeof APP_OPS, AttrColumnId>(identity, APP_OPS, {
    list: {
      columns: ['name', 'type_display', ...columns, 'comment', 'created_by', 'date_created'],
      columnsShow: {
        min: ['name'],
        default: ['name', 'type_display', ...columns.map((c) => (typeof c === 'string' ? c : c.field)), 'comment'],
      },
      extraParams: { category },
      excludeFilters: ['category'],
      filters: [
        { field: 'type', labelKey: 'perms.apps.type', choices: types.map((t) => ({ value: t, labelKey: `perms.apps.types.${t}` })) },
      ],
      // One type: the plain create button; several: the type is chosen first.
      ...(types.length > 1
        ? { create: false as const, headerActions: [{ ...typeChooser(types, `${identity.path}/create`), has: admin }] }
        : {}),
    },
    form: {
      ...nested,
      metaQuery: ({ query, object }) => ({ type: typeOf(object, query) }),
      layout: [
        ['perms.apps.basic', ['name', 'domain']],
        ['perms.apps.settings', attrFields],
        ['perms.apps.other', ['comment']],
      ],
      overrides: {
        ...overrides,
        attrs__asset: { ...overrides.attrs__asset, ...asset },
        domain: pickFrom(assetsDomainsList, { multiple: false, query: MINI_BY_NAME }),
      },
      clean: (body, ctx) => ({ ...nested.clean(body, ctx), category, type: typeOf(ctx.object, ctx.query) }),
      // A1: the platform reads `attrs` with the serializer of the type the query names (and drops them without it)
      submitQuery: (body) => ({ type: String(body.type) }),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'name',
            'category_display',
            'type_display',
            ...names
              .filter((a) => !a.endsWith('_password'))
              .map((a) => ({
                field: `attrs_${a}`,
                labelKey: `perms.apps.attrs.${a}`,
                value: (o: AppRow) => (a === 'asset' ? appAssetName(o) : attrsOf(o)[a]),
              })),
            'created_by',
            'date_created',
            'comment',
          ],
        },
        tableTab(applicationsAccountsList, {
          name: 'accounts',
          titleKey: 'perms.apps.accounts',
          query: (o) => ({ app: idOf(o) }),
          columns: ['username', 'systemuser_display', 'version'],
        }),
      ],
    },
  })
}

// ─── permissions (asset and application) ─────────────────────────────────────────────────────────────────────

type PermissionListOp = typeof permsAssetPermissionsList | typeof permsApplicationPermissionsList
type PermissionCreateOp = typeof permsAssetPermissionsCreate | typeof permsApplicationPermissionsCreate
type PermissionPatchOp = typeof permsAssetPermissionsPartialUpdate | typeof permsApplicationPermissionsPartialUpdate
/** What asset and application permission rules have in common: the fields of `A` that `B` has too. */
type Common<A, B> = Pick<A, FieldOf<A> & FieldOf<B>>
type PermissionRow = Common<RowOf<typeof permsAssetPermissionsList>, RowOf<typeof permsApplicationPermissionsList>>
type PermissionQuery = Common<QueryValues<typeof permsAssetPermissionsList>, QueryValues<typeof permsApplicationPermissionsList>>
type PermissionDetail = Common<RowOf<typeof permsAssetPermissionsRetrieve>, RowOf<typeof permsApplicationPermissionsRetrieve>>
type PermissionField = FieldOf<BodyOf<typeof permsAssetPermissionsCreate>> & FieldOf<BodyOf<typeof permsApplicationPermissionsCreate>>

const yearsFromNow = (years: number) => new Date(Date.now() + years * 365.25 * 24 * 3600 * 1000).toISOString()

/**
 * ENT-18: the list of permission rules; `amounts` are the counts of what the rules of `list` grant (typed by its
 * rows), the other columns are those every rule has.
 */
export function permissionList<L extends PermissionListOp, A extends Key<RowOf<L>>>(
  _list: L,
  amounts: A[],
): {
  columns: Array<Column<PermissionRow, never> | A>
  columnsShow: { min: Array<Key<PermissionRow>>; default: Array<Key<PermissionRow> | A> }
  filters: Array<FilterSpec<PermissionQuery>>
} {
  return {
    columns: [
      'name',
      'users_amount',
      'user_groups_amount',
      ...amounts,
      'system_users_amount',
      { field: 'is_valid', kind: 'boolean' },
      'is_active',
      'date_start',
      'date_expired',
      'from_ticket',
      'created_by',
      'date_created',
      'comment',
    ],
    columnsShow: { min: ['name'], default: ['name', 'users_amount', 'user_groups_amount', ...amounts, 'system_users_amount', 'is_valid'] },
    filters: [
      {
        field: 'is_valid',
        labelKey: 'perms.validity',
        choices: [
          { value: 'true', labelKey: 'perms.valid' },
          { value: 'false', labelKey: 'perms.invalid' },
        ],
      },
    ],
  }
}

/**
 * DOM-07: who, what (`targets`, fields of `create`'s body), and the validity of a permission rule; the end of the
 * validity must follow its start.
 */
export function permissionForm<C extends PermissionCreateOp, T extends FieldOf<BodyOf<C>>>(
  _create: C,
  {
    targets,
    overrides,
    initial,
  }: {
    targets: T[]
    overrides: { [K in PermissionField | T]?: FieldOverride }
    initial: { [K in T]?: unknown }
  },
): {
  layout: Layout<PermissionField | T>
  overrides: { [K in PermissionField | T]?: FieldOverride }
  initial: () => { [K in PermissionField | T]?: unknown }
  cloneOmit: PermissionField[]
} {
  return {
    layout: [
      ['perms.basic', ['name']],
      ['perms.who', ['users', 'user_groups']],
      ['perms.what', targets],
      ['perms.validityGroup', ['is_active', 'date_start', 'date_expired']],
      ['perms.other', ['comment']],
    ],
    overrides: {
      users: USER_OVERRIDE,
      user_groups: pickFrom(usersGroupsList, { multiple: true, query: MINI_BY_NAME }),
      system_users: pickFrom(assetsSystemUsersList, { multiple: true, query: MINI_BY_NAME, optionLabel: nameAndUsername }),
      date_expired: {
        validate: (value, values) => {
          const [start, end] = [parseServerDate(values.date_start), parseServerDate(value)]
          return start && end && end.getTime() <= start.getTime() ? 'perms.expiredBeforeStart' : undefined
        },
      },
      ...overrides,
    },
    initial: () => ({
      is_active: true,
      users: [],
      user_groups: [],
      system_users: [],
      date_start: new Date().toISOString(),
      date_expired: yearsFromNow(70),
      ...initial,
    }),
    cloneOmit: ['name'],
  }
}

/**
 * The basic-information tab of a permission rule, with its activation switch (a PATCH of `patch`); `items` are the
 * fields of its own kind (typed by `patch`'s answer, the rule).
 */
export function permissionInfo<P extends PermissionPatchOp, I extends Key<RowOf<P>>>(
  patch: P,
  items: I[],
): {
  name: string
  titleKey: string
  kind: 'info'
  items: Array<Key<PermissionDetail> | I | InfoItem<PermissionDetail>>
  quickActions: Array<QuickActionSpec<PermissionDetail>>
} {
  const op: PermissionPatchOp = patch
  return {
    name: 'info',
    titleKey: 'detail.basicInfo',
    kind: 'info',
    items: [
      'name',
      { field: 'is_valid', kind: 'boolean' },
      'users_amount',
      'user_groups_amount',
      ...items,
      'system_users_amount',
      'date_start',
      'date_expired',
      'from_ticket',
      'created_by',
      'date_created',
      'comment',
    ],
    quickActions: [
      {
        name: 'activate',
        kind: 'switch',
        titleKey: 'perms.active',
        value: (o) => Boolean(o.is_active),
        has: ({ env }) => canAdmin(env),
        request: (o, v) => requestOf(op, { path: { id: idOf(o) }, body: { is_active: v } }),
      },
    ],
  }
}
