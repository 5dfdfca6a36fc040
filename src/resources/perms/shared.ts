// What the applications, accounts, permissions and ACL resources share: API URLs, option labels, the nested-object
// form fields (`attrs` of an application, the rule groups of an ACL), relation cards and the application-type
// chooser of a create button.
import { createElement } from 'react'
import { canAdmin } from '../../components/env/ConsoleEnv'
import { parseServerDate } from '../../components/data/dates'
import type { FieldOverride } from '../../components/data/fieldTyping'
import type { FieldMeta } from '../../components/data/metadata'
import type { ActionContext, ColumnSpec, DetailTab, FormConfig, FormDialogSpec, InfoItem, ListConfig, RelationSpec, ResourceConfig, Row } from '../../components/resource/types'
import { GROUPS_URL, USERS_URL, userLabel } from '../shared'
import { SecretButton } from './SecretButton'

export { GROUPS_URL, USERS_URL, userLabel } from '../shared'
export const APPS_URL = '/api/v1/applications/applications/'
export const APP_ACCOUNTS_URL = '/api/v1/applications/accounts/'
export const ASSET_ACCOUNTS_URL = '/api/v1/assets/accounts/'
export const ASSET_PERMS_URL = '/api/v1/perms/asset-permissions/'
export const APP_PERMS_URL = '/api/v1/perms/application-permissions/'
export const ASSET_ACLS_URL = '/api/v1/acls/login-asset-acls/'
export const ASSETS_URL = '/api/v1/assets/assets/'
export const NODES_URL = '/api/v1/assets/nodes/'
export const SYSTEM_USERS_URL = '/api/v1/assets/system-users/'
export const MINI = { fields_size: 'mini', order: 'name' }

/** ENT-17: application types by category. */
export const APP_TYPES = {
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  db: ['mysql', 'oracle', 'postgresql', 'mariadb'],
  cloud: ['k8s'],
} as const
export type AppCategory = keyof typeof APP_TYPES
export const categoryOf = (type: string): AppCategory | undefined =>
  (Object.keys(APP_TYPES) as AppCategory[]).find((c) => (APP_TYPES[c] as readonly string[]).includes(type))

export const id = (o: Row) => String(o.id)
export const ids = (field: string) => (o: Row) => ((o[field] as unknown[] | undefined) ?? []).map(String)
export const assetLabel = (a: Row) => `${String(a.hostname ?? '')}(${String(a.ip ?? '')})`
export const nodeLabel = (n: Row) => String(n.full_value ?? n.value ?? n.name ?? '')
export const systemUserLabel = (s: Row) => `${String(s.name ?? '')}(${String(s.username ?? '')})`

/** Separator of a nested object's child in a flat form field name (`attrs__host`). */
const SEP = '__'
export const nestedName = (parent: string, child: string) => `${parent}${SEP}${child}`

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

/** An add/remove card of a many-to-many relation kept in a relation endpoint. */
export function relationCard(titleKey: string, field: string, optionsUrl: string, relationUrl: string, from: string, to: string, optionLabel?: (r: Row) => string): RelationSpec {
  return { titleKey, value: ids(field), optionsUrl, optionsQuery: [ASSETS_URL, NODES_URL].includes(optionsUrl) ? { fields_size: 'mini' } : MINI, optionLabel, relationUrl, from, to }
}

export const USER_OVERRIDE = { widget: 'relation' as const, multiple: true, url: USERS_URL, query: MINI, optionLabel: userLabel }

/** DOM-06: "Create" asks for the type of the new application (or application permission) first. */
export function typeChooser(types: readonly string[], createPath: string, labelKey = 'common.Create'): FormDialogSpec {
  return {
    name: 'createOfType',
    labelKey,
    titleKey: 'perms.apps.chooseType',
    submitKey: 'perms.apps.next',
    fields: { type: { type: 'choice', required: true, label: 'Type', choices: types.map((t) => ({ value: t, display_name: t })) } },
    overrides: { type: { labelKey: 'perms.apps.type', choiceLabelKeys: Object.fromEntries(types.map((t) => [t, `perms.apps.types.${t}`])) } },
    initial: { type: types[0] },
    submit: async (values, ctx) => ctx.navigate(`${createPath}?type=${String(values.type)}`),
  }
}

/** The secret of an account, shown after the MFA check (C-24): a column with a "View" button. */
export function secretColumn(secretUrl: string): ColumnSpec {
  return { field: 'secret', labelKey: 'perms.accounts.secret', sortable: false, render: (row) => createElement(SecretButton, { url: `${secretUrl}${id(row)}/` }) }
}

// ─── applications (remote apps, databases, Kubernetes) ───────────────────────────────────────────────────────

const DOMAINS_URL = '/api/v1/assets/domains/'
const attrOf = (o: Row, name: string) => ((o.attrs ?? {}) as Record<string, unknown>)[name]

interface AppOptions {
  name: string
  path: string
  category: AppCategory
  /** The children of `attrs` the category's types have, in form order. */
  attrs: readonly string[]
  /** List columns besides name and type (values of `attrs` included). */
  columns: Array<string | ColumnSpec>
}

/** An attrs value as a list column or detail item. */
export const attrColumn = (name: string, read: (o: Row) => unknown = (o) => attrOf(o, name)): ColumnSpec => ({ field: `attrs_${name}`, labelKey: `perms.apps.attrs.${name}`, sortable: false, value: read })

/** DOM-06 / ENT-17: an application category's list, type-specific create/update form and detail. */
export function applicationConfig({ name, path, category, attrs, columns }: AppOptions): ResourceConfig {
  const types = APP_TYPES[category]
  const typeOf = (o: Row | undefined, query: Record<string, string> | undefined) => String(o?.type ?? query?.type ?? types[0])
  const nested = nestedForm(['attrs'])
  const attrFields = attrs.map((a) => nestedName('attrs', a))
  const overrides: Record<string, FieldOverride> = Object.fromEntries(attrFields.map((f) => [f, { labelKey: `perms.apps.attrs.${f.slice('attrs__'.length)}`, ...(f.endsWith('_password') ? { widget: 'password' as const } : {}) }]))
  overrides.attrs__asset = { ...overrides.attrs__asset, widget: 'relation', multiple: false, url: ASSETS_URL, query: { fields_size: 'mini' }, optionLabel: assetLabel }
  overrides.domain = { widget: 'relation', multiple: false, url: DOMAINS_URL, query: MINI }
  const admin = ({ env }: ActionContext) => canAdmin(env) && !env.orgIsRoot
  return {
    name,
    path,
    url: APPS_URL,
    list: {
      columns: ['name', 'type_display', ...columns, 'comment', 'created_by', 'date_created'],
      columnsShow: { min: ['name'], default: ['name', 'type_display', ...columns.map((c) => (typeof c === 'string' ? c : c.field)), 'comment'] },
      extraParams: { category },
      excludeFilters: ['category'],
      filters: [{ field: 'type', labelKey: 'perms.apps.type', choices: types.map((t) => ({ value: t, labelKey: `perms.apps.types.${t}` })) }],
      // One type: the plain create button; several: the type is chosen first.
      ...(types.length > 1 ? { create: false as const, headerActions: [{ ...typeChooser(types, `${path}/create`), has: admin }] } : {}),
    },
    form: {
      ...nested,
      metaQuery: ({ query, object }) => ({ type: typeOf(object, query) }),
      layout: [['perms.apps.basic', ['name', 'domain']], ['perms.apps.settings', attrFields], ['perms.apps.other', ['comment']]],
      overrides,
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
          items: ['name', 'category_display', 'type_display', ...attrs.filter((a) => !a.endsWith('_password')).map((a) => ({ field: `attrs_${a}`, labelKey: `perms.apps.attrs.${a}`, value: (o: Row) => (a === 'asset' ? (attrOf(o, 'asset_info') as Row | undefined)?.hostname : attrOf(o, a)) })), 'created_by', 'date_created', 'comment'],
        },
        { name: 'accounts', titleKey: 'perms.apps.accounts', kind: 'table', url: (o) => `${APP_ACCOUNTS_URL}?app=${id(o)}`, columns: ['username', 'systemuser_display', 'version'] },
      ],
    },
  }
}

// ─── permissions (asset and application) ─────────────────────────────────────────────────────────────────────

const yearsFromNow = (years: number) => new Date(Date.now() + years * 365.25 * 24 * 3600 * 1000).toISOString()

/** ENT-18: the list of permission rules; `amounts` are the counts of what is granted. */
export function permissionList(amounts: string[]): ListConfig {
  return {
    columns: ['name', 'users_amount', 'user_groups_amount', ...amounts, 'system_users_amount', { field: 'is_valid', kind: 'boolean' }, 'is_active', 'date_start', 'date_expired', 'from_ticket', 'created_by', 'date_created', 'comment'],
    columnsShow: { min: ['name'], default: ['name', 'users_amount', 'user_groups_amount', ...amounts, 'system_users_amount', 'is_valid'] },
    filters: [{ field: 'is_valid', labelKey: 'perms.validity', choices: [{ value: 'true', labelKey: 'perms.valid' }, { value: 'false', labelKey: 'perms.invalid' }] }],
  }
}

/** DOM-07: who, what, and the validity of a permission rule; the end of the validity must follow its start. */
export function permissionForm({ targets, overrides, initial }: { targets: string[]; overrides: Record<string, FieldOverride>; initial: Record<string, unknown> }): FormConfig {
  return {
    layout: [['perms.basic', ['name']], ['perms.who', ['users', 'user_groups']], ['perms.what', targets], ['perms.validityGroup', ['is_active', 'date_start', 'date_expired']], ['perms.other', ['comment']]],
    overrides: {
      users: USER_OVERRIDE,
      user_groups: { widget: 'relation', multiple: true, url: GROUPS_URL, query: MINI },
      system_users: { widget: 'relation', multiple: true, url: SYSTEM_USERS_URL, query: MINI, optionLabel: systemUserLabel },
      date_expired: {
        validate: (value, values) => {
          const [start, end] = [parseServerDate(values.date_start), parseServerDate(value)]
          return start && end && end.getTime() <= start.getTime() ? 'perms.expiredBeforeStart' : undefined
        },
      },
      ...overrides,
    },
    initial: () => ({ is_active: true, users: [], user_groups: [], system_users: [], date_start: new Date().toISOString(), date_expired: yearsFromNow(70), ...initial }),
    cloneOmit: ['name'],
  }
}

/** The basic-information tab of a permission rule, with its activation switch. */
export function permissionInfo(url: string, items: Array<string | InfoItem>): DetailTab {
  return {
    name: 'info',
    titleKey: 'detail.basicInfo',
    kind: 'info',
    items: ['name', { field: 'is_valid', kind: 'boolean' }, 'users_amount', 'user_groups_amount', ...items, 'system_users_amount', 'date_start', 'date_expired', 'from_ticket', 'created_by', 'date_created', 'comment'],
    quickActions: [{ name: 'activate', kind: 'switch', titleKey: 'perms.active', value: (o) => Boolean(o.is_active), has: ({ env }) => canAdmin(env), request: (o, v) => ({ url: `${url}${id(o)}/`, method: 'PATCH', data: { is_active: v } }) }],
  }
}
