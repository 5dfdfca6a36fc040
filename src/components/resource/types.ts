// The one typed definition of a resource (practice 2): its API list URL, its routes, and what its list, form and
// detail screens show. A resource's screens are the generic pages plus one of these.
import type { ReactNode } from 'react'
import type { ConsoleEnv } from '../env/ConsoleEnv'
import type { FieldContext, FieldLayout, FieldOverride } from '../data/fieldTyping'
import type { ActionType } from '../data/rowActions'
import type { Sort } from '../data/listQuery'
import type { RangeFlags } from '../data/exportRules'
import type { FieldMeta } from '../data/metadata'
import type { AnyRow, RowId } from '../table/useTable'
import type { ZodType } from 'zod'

export type Row = AnyRow

/** What a config's callbacks may use. */
export interface ActionContext {
  env: ConsoleEnv
  /** Reloads the table (lists) or the object (details). */
  reload: () => void
  navigate: (to: string) => void
  /** Shows a success toast with a translated key. */
  notify: (messageKey: string, variant?: 'success' | 'error' | 'info' | 'warning', values?: Record<string, unknown>) => void
  t: (key: string, values?: Record<string, unknown>) => string
}

export interface RowContext extends ActionContext {
  row: Row
}

export interface SelectionContext extends ActionContext {
  rows: Row[]
  ids: RowId[]
  clearSelection: () => void
}

export type Predicate<C> = boolean | ((ctx: C) => boolean)

export type CellKind = 'text' | 'boolean' | 'datetime' | 'choice' | 'list' | 'json' | 'secret' | 'link'

export interface ColumnSpec {
  field: string
  /** i18n key of the header (default: the server's label). */
  labelKey?: string
  width?: number
  minWidth?: number
  sortable?: boolean
  kind?: CellKind
  /** LIST-27: link to the detail page (default for `name` / `hostname` when the resource has one). */
  link?: boolean | { route: string; params?: (row: Row) => Record<string, string>; query?: (row: Row) => Record<string, string> }
  /** DTABLE-20: reveal on click, or fetch a list of `{name}` from this URL. */
  showOnDemand?: { url?: (row: Row) => string }
  /** The value shown (default: `_display` companion, else the field). */
  value?: (row: Row) => unknown
  /** i18n keys of values the server writes but its choices do not list (they have no label of the server's). */
  valueKeys?: Record<string, string>
  render?: (row: Row) => ReactNode
}

export interface RowActionSpec {
  name: string
  labelKey: string
  type?: ActionType
  order?: number
  has?: Predicate<RowContext>
  can?: Predicate<RowContext>
  /** i18n key of a confirmation asked first. */
  confirmKey?: string
  run: (ctx: RowContext) => Promise<unknown> | unknown
}

export interface BulkActionSpec {
  name: string
  labelKey: string
  has?: Predicate<ActionContext>
  /** Default: at least one selected row. */
  can?: Predicate<SelectionContext>
  confirmKey?: string
  run: (ctx: SelectionContext) => Promise<unknown> | unknown
}

/** A form shown in a dialog from a header button or a bulk action (e.g. inviting users). */
export interface FormDialogSpec {
  name: string
  labelKey: string
  titleKey?: string
  has?: Predicate<ActionContext>
  /** Metadata of the dialog's fields (they are not a resource's fields). */
  fields: Record<string, FieldMeta>
  overrides?: Record<string, FieldOverride>
  layout?: FieldLayout
  initial?: Record<string, unknown>
  submitKey?: string
  submit: (values: Record<string, unknown>, ctx: ActionContext) => Promise<unknown>
  successKey?: string
}

export interface FilterSpec {
  /** Query parameter sent (`{field}={value}`). */
  field: string
  labelKey?: string
  /** Fixed choices (values sent, labels translated or as given). */
  choices?: Array<{ value: string; labelKey?: string; label?: string }>
  /** Choices read from a related list (e.g. groups): label from `name`, value from `id`. */
  url?: string
  has?: Predicate<ActionContext>
}

export interface ListConfig {
  /** Columns in their default order (`actions` is added at the end unless listed). */
  columns: Array<string | ColumnSpec>
  /** Columns shown before the user chooses, and those always shown (practice 4). */
  columnsShow?: { default?: string[]; min?: string[] }
  /** Tag filters: metadata `filter` fields are offered; these add or relabel some. */
  filters?: FilterSpec[]
  /** Metadata filter fields not offered. */
  excludeFilters?: string[]
  /** LIST-06: a date-range picker; `defaultDays` starts the list on the last N days. */
  dateRange?: boolean | { defaultDays?: number }
  defaultSort?: Sort
  /** Fixed query of the list request. */
  extraParams?: Record<string, string>
  /** LIST-10/11/35: the create button. */
  create?: false | { has?: Predicate<ActionContext>; inRootOrg?: boolean; newTab?: boolean; route?: string }
  /** LIST-23/36: the import icon. */
  import?: false | { has?: Predicate<ActionContext>; inRootOrg?: boolean }
  /** LIST-24 / EXPORT-01/07: the export icon. */
  export?: false | { has?: Predicate<ActionContext>; mfa?: boolean; ranges?: RangeFlags }
  /** LIST-30..33: bulk delete (through spm). */
  bulkDelete?: false | { has?: Predicate<ActionContext> }
  /** LIST-34: bulk update of the ticked fields. */
  bulkUpdate?: false | { fields: string[]; overrides?: Record<string, FieldOverride>; initial?: () => Record<string, unknown>; has?: Predicate<ActionContext> }
  bulkActions?: BulkActionSpec[]
  headerActions?: FormDialogSpec[]
  rowActions?: {
    update?: { has?: Predicate<RowContext>; can?: Predicate<RowContext> }
    delete?: { has?: Predicate<RowContext>; can?: Predicate<RowContext> }
    clone?: { has?: Predicate<RowContext>; can?: Predicate<RowContext> }
    extras?: RowActionSpec[]
  }
  /**
   * Rows may be dragged out of the list (e.g. assets onto a node of a tree beside it): the drag data, under this
   * MIME type, is the JSON array of the dragged row's id — or of every selected id when the dragged row is selected.
   */
  rowDrag?: { type: string; has?: Predicate<ActionContext> }
  /** DTABLE-23: keep the selection across pages (default true for lists). */
  keepSelection?: boolean
  /** Help text of the list page, shown in the page frame's green banner (sanitised HTML allowed). */
  helpKey?: string
}

export interface FormConfig {
  /** Field order and groups: `['name', …]` or `[['users.account', ['name', …]], …]`. */
  layout?: FieldLayout
  overrides?: Record<string, FieldOverride>
  exclude?: string[]
  /** Initial values of a new object. */
  initial?: (ctx: FieldContext) => Record<string, unknown>
  /** Values loaded from an object (update or clone) before they fill the form. */
  fromObject?: (object: Row, ctx: FieldContext) => Record<string, unknown>
  /** The body sent (after the generic conversion). */
  clean?: (values: Record<string, unknown>, ctx: FieldContext) => Record<string, unknown>
  /** Fields dropped from a cloned object (besides `id`). */
  cloneOmit?: string[]
  /** Offer "Save and add another" on create (default true). */
  saveAndAddAnother?: boolean
  /**
   * Generated zod schema of the request body, joined with the metadata rules. A loader (`() => import(…)`), so
   * that the generated schemas and zod load with the form, never with the list.
   */
  schema?: () => Promise<ZodType>
  /** Where a successful Submit goes (default: the list route), e.g. back to the parent object's page. */
  returnTo?: (body: Record<string, unknown>, ctx: FieldContext) => string | undefined
  /**
   * Extra query of the form's metadata request (e.g. `{type}` for a polymorphic `attrs`); on update and clone it
   * is asked once the object is loaded.
   */
  metaQuery?: (ctx: { mode: 'create' | 'update' | 'clone'; query: Record<string, string>; object?: Row }) => Record<string, string> | undefined
  /** Reshapes the submit method's fields before the form is built (e.g. a nested object's children as fields). */
  fields?: (fields: Record<string, FieldMeta>) => Record<string, FieldMeta>
  /**
   * Query the save sends with the body. A polymorphic field (application `attrs`, storage `meta`) is read by the
   * platform's serializer of the type the query names: without `?type=` a create answers 201 and drops it.
   */
  submitQuery?: (body: Record<string, unknown>, ctx: FieldContext) => Record<string, string>
}

export interface InfoItem {
  field: string
  labelKey?: string
  kind?: CellKind
  value?: (object: Row) => unknown
}

export interface QuickActionSpec {
  name: string
  titleKey: string
  kind: 'switch' | 'button'
  /** Button label. */
  labelKey?: string
  /** Switch state from the object. */
  value?: (object: Row) => boolean
  has?: Predicate<{ object: Row; env: ConsoleEnv }>
  disabled?: (object: Row, env: ConsoleEnv) => boolean
  confirmKey?: string
  successKey?: string
  /** The call starts a task (`{task}` in the answer): its log is shown in a dialog as it runs. */
  taskLog?: boolean
  request: (object: Row, value?: boolean) => { url: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; data?: unknown }
}

export interface RelationSpec {
  titleKey: string
  /** Ids currently related (e.g. `user.groups`). */
  value: (object: Row) => Array<string>
  /** Related list for the options and names (label from `name` unless `optionLabel`). */
  optionsUrl: string
  /** Extra query of that list, or one from the object (e.g. only applications of the permission's type). */
  optionsQuery?: Record<string, string> | ((object: Row) => Record<string, string>)
  optionLabel?: (item: Row) => string
  /** Relation rows endpoint: POST `[{from: object.id, to: id}]`, DELETE `?from=…&to=…`. */
  relationUrl: string
  from: string
  to: string
  has?: Predicate<{ object: Row; env: ConsoleEnv }>
}

/** Relation rows added from above a table tab: POST `[{from: object.id, to: id}]` to `relationUrl`. */
export type RelationAddSpec = Omit<RelationSpec, 'titleKey' | 'value'> & { labelKey?: string }

export interface TableTabSpec {
  url: (object: Row) => string
  /** A select and an Add button above the table (admins, not in the root organisation); the table reloads after. */
  add?: RelationAddSpec
  /** Columns, or a function of the page's object (cells that need its id). */
  columns: Array<string | ColumnSpec> | ((object: Row) => Array<string | ColumnSpec>)
  /** Metadata URL when it differs from the table URL. */
  metaUrl?: (object: Row) => string
  /** Row actions on the tab table. */
  rowActions?: RowActionSpec[]
  searchable?: boolean
  /** Delete rows from this tab (DELETE `{url}{id}/`). */
  deletable?: boolean
  /** Resource whose detail route the name links to. */
  linkRoute?: string
}

export type DetailTab =
  | { name: string; titleKey: string; kind: 'info'; has?: Predicate<{ object: Row; env: ConsoleEnv }>; items: Array<string | InfoItem>; quickActions?: QuickActionSpec[]; relations?: RelationSpec[] }
  | ({ name: string; titleKey: string; kind: 'table'; has?: Predicate<{ object: Row; env: ConsoleEnv }> } & TableTabSpec)
  | { name: string; titleKey: string; kind: 'tree-table'; has?: Predicate<{ object: Row; env: ConsoleEnv }>; treeUrl: (object: Row) => string; table: TableTabSpec; nodeTableUrl: (object: Row, nodeId: string) => string }
  | { name: string; titleKey: string; kind: 'relations'; has?: Predicate<{ object: Row; env: ConsoleEnv }>; relations: RelationSpec[] }
  | { name: string; titleKey: string; kind: 'custom'; has?: Predicate<{ object: Row; env: ConsoleEnv }>; render: (object: Row, reload: () => void) => ReactNode }

export interface DetailConfig {
  tabs: DetailTab[]
  /** Object title (default `name`, else `hostname`). */
  titleField?: string
  canUpdate?: (object: Row, env: ConsoleEnv) => boolean
  canDelete?: (object: Row, env: ConsoleEnv) => boolean
}

export interface ResourceConfig {
  /** Route name stem: `User` → UserList, UserCreate, UserUpdate, UserDetail (DTABLE-01). */
  name: string
  /** Route base path under /ui/, e.g. `/users/users`. */
  path: string
  /** API list URL with its trailing slash, e.g. `/api/v1/users/users/`. */
  url: string
  /** Key of the stored table preferences (default: name). */
  tableKey?: string
  /** Titles: default `route.{Name}List` … (the route table's keys). */
  titleKeys?: Partial<Record<'list' | 'create' | 'update' | 'detail', string>>
  /** Which screens exist (default: all four). */
  screens?: Array<'list' | 'create' | 'update' | 'detail'>
  list?: ListConfig
  form?: FormConfig
  detail?: DetailConfig
  /**
   * A query the server needs to read one object (login ACLs: `?user=` of the rule's user, else 403). Links to the
   * detail and update pages carry it in the address (`of` the row), and those pages send the `keys` they find there
   * with their reads.
   */
  readQuery?: { keys: readonly string[]; of: (row: Row) => Record<string, string> }
}
