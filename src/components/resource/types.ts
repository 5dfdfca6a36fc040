// The one typed definition of a resource (practice 2): its contract operations, its routes, and what its list,
// form and detail screens show. A resource's screens are the generic pages plus one of these. The interfaces take
// the types of the resource's rows, list query, request body and detail object (ADR 0010): a config written with
// `defineResource` (define.ts) is checked against the contract, field by field; the generic pages read the erased
// form (every parameter a plain record).
import type { ListFieldSpecs } from '../../generated/fields/types'
import type { ReactNode } from 'react'
import type { ConsoleEnv } from '../env/ConsoleEnv'
import type { FieldContext, FieldLayout, FieldOverride } from '../data/fieldTyping'
import type { ActionType } from '../data/rowActions'
import type { Sort } from '../data/listQuery'
import type { RangeFlags } from '../data/exportRules'
import type { FieldMeta } from '../data/metadata'
import type { AnyRow, RowId } from '../table/useTable'
import type { FieldOf, Operation } from '../../http/operation'

export type Row = AnyRow
/** A list's query parameters (erased: any name). */
export type AnyQuery = Record<string, unknown>
/** The name of a field of `R`, or of a query parameter of `Q` (erased types accept any string). */
export type Key<R> = [FieldOf<R>] extends [never] ? string : FieldOf<R>

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

export interface RowContext<R = Row> extends ActionContext {
  row: R
}

export interface SelectionContext<R = Row> extends ActionContext {
  rows: R[]
  ids: RowId[]
  clearSelection: () => void
}

/**
 * A rule of a config: a fixed answer, or a function of the screen's context. Who the user must be is named with the
 * predicates of env/access.ts, e.g. `has: ({ env }) => canAdminInOrg(env)`.
 *
 * - `has`: does the control exist? False → it is not drawn at all (button, menu item, tab, filter, card). Decide it
 *   from who the user is (role, organisation, licence) and, on a row or an object, what kind of thing it is.
 *   Evaluated as the screen renders: list header, filters and bulk menu with the ActionContext; row actions once per
 *   row with the RowContext; tabs, quick actions and relations with the detail page's object.
 * - `can`: may the control be used now? False → it is drawn disabled. Decide it from the state of the row or the
 *   selection (a built-in object, nothing selected). Only row actions and bulk actions have one; quick actions have
 *   `disabled`, the detail page `canUpdate` / `canDelete`.
 * - Left out: `has` of the built-in row actions (update, delete, clone), create, import, bulk delete and bulk
 *   update is `canAdmin`; every other `has` is true; `can` is true (bulk actions: at least one row selected).
 * - The root organisation (ORG-06) comes on top, whatever the config says: the built-in row actions, bulk delete,
 *   bulk update and the detail page's Update and Delete are disabled, create and import hidden (unless `inRootOrg`),
 *   and relations are read-only.
 * - Neither decides who may open a screen: a screen is registered or not by the route table (`screenAccess` in
 *   src/routes/filter.ts), and a hidden create button does not stop anyone who types the create page's address.
 */
export type Predicate<C> = boolean | ((ctx: C) => boolean)

export type CellKind = 'text' | 'boolean' | 'datetime' | 'choice' | 'list' | 'json' | 'secret' | 'link'

interface ColumnBase<R> {
  /** i18n key of the header (default: the server's label). */
  labelKey?: string
  width?: number
  minWidth?: number
  sortable?: boolean
  kind?: CellKind
  /** LIST-27: link to the detail page (default for `name` / `hostname` when the resource has one). */
  link?: boolean | { route: string; params?(row: R): Record<string, string>; query?(row: R): Record<string, string> }
  /** DTABLE-20: reveal on click, or fetch a list of `{name}` from this URL. */
  showOnDemand?: { url?(row: R): string }
  /** i18n keys of values the server writes but its choices do not list (they have no label of the server's). */
  valueKeys?: Record<string, string>
}

/**
 * A column: a field of the row (`field`), shown as the server's `_display` companion or the value; or a column of
 * its own (`field` is then its id, `V`) whose cell comes from `value` or `render`.
 */
export type ColumnSpec<R = Row, V extends string = string> =
  | (ColumnBase<R> & { field: Key<R>; value?(row: R): unknown; render?(row: R): ReactNode })
  | (ColumnBase<R> & { field: V; value(row: R): unknown; render?(row: R): ReactNode })
  | (ColumnBase<R> & { field: V; value?(row: R): unknown; render(row: R): ReactNode })

/** A column by field name, or its spec. */
export type Column<R = Row, V extends string = string> = Key<R> | ColumnSpec<R, V>

export interface RowActionSpec<R = Row> {
  name: string
  labelKey: string
  type?: ActionType
  order?: number
  /** Drawn on this row (default: yes). See `Predicate`. */
  has?: Predicate<RowContext<R>>
  /** Enabled on this row (default: yes; an extra action is not disabled in the root organisation by itself). */
  can?: Predicate<RowContext<R>>
  /** i18n key of a confirmation asked first. */
  confirmKey?: string
  run(ctx: RowContext<R>): Promise<unknown> | unknown
}

export interface BulkActionSpec<R = Row> {
  name: string
  labelKey: string
  /** In the list's bulk menu (default: yes). See `Predicate`. */
  has?: Predicate<ActionContext>
  /** Enabled for the current selection. Default: at least one selected row. */
  can?: Predicate<SelectionContext<R>>
  confirmKey?: string
  run(ctx: SelectionContext<R>): Promise<unknown> | unknown
}

/** A form shown in a dialog from a header button or a bulk action (e.g. inviting users). */
export interface FormDialogSpec {
  name: string
  labelKey: string
  titleKey?: string
  /** Its button is in the list header (default: yes). */
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

export interface FilterSpec<Q = AnyQuery> {
  /** Query parameter sent (`{field}={value}`). */
  field: Key<Q>
  labelKey?: string
  /** Fixed choices (values sent, labels translated or as given). */
  choices?: Array<{ value: string; labelKey?: string; label?: string }>
  /** Choices read from a related list (e.g. groups): label from `name`, value from `id`. */
  url?: string
  /** Offered (default: yes); false also withdraws the metadata filter of that field. */
  has?: Predicate<ActionContext>
}

export interface ListConfig<R = Row, Q = AnyQuery, V extends string = string> {
  /** Columns in their default order (`actions` is added at the end unless listed). */
  columns: Array<Column<R, V>>
  /** Columns shown before the user chooses, and those always shown (practice 4). */
  columnsShow?: { default?: Array<Key<R> | NoInfer<V> | 'actions'>; min?: Array<Key<R> | NoInfer<V>> }
  /** Tag filters: metadata `filter` fields are offered; these add or relabel some. */
  filters?: Array<FilterSpec<Q>>
  /** Metadata filter fields not offered. */
  excludeFilters?: Array<Key<Q>>
  /** LIST-06: a date-range picker; `defaultDays` starts the list on the last N days. */
  dateRange?: boolean | { defaultDays?: number }
  defaultSort?: Sort<Key<R>>
  /** Fixed query of the list request. */
  extraParams?: { [K in Key<Q>]?: string }
  /**
   * LIST-10/11/35: the create button (`has` default: admins; hidden in the root organisation unless `inRootOrg`);
   * `query` goes with it to the create page (the asset list's chosen node: `?node=<id>`).
   */
  create?: false | { has?: Predicate<ActionContext>; inRootOrg?: boolean; newTab?: boolean; route?: string; query?: Record<string, string> }
  /** LIST-23/36: the import icon (`has` default: admins; hidden in the root organisation unless `inRootOrg`). */
  import?: false | { has?: Predicate<ActionContext>; inRootOrg?: boolean }
  /** LIST-24 / EXPORT-01/07: the export icon (`has` default: everyone who opens the list). */
  export?: false | { has?: Predicate<ActionContext>; mfa?: boolean; ranges?: RangeFlags }
  /** LIST-30..33: bulk delete (through spm; `has` default: admins; disabled in the root organisation). */
  bulkDelete?: false | { has?: Predicate<ActionContext> }
  /** LIST-34: bulk update of the ticked fields (`has` default: admins; disabled in the root organisation). */
  bulkUpdate?:
    | false
    | {
        fields: Array<Key<R>>
        overrides?: { [K in Key<R>]?: FieldOverride }
        initial?: () => { [K in Key<R>]?: unknown }
        has?: Predicate<ActionContext>
      }
  bulkActions?: Array<BulkActionSpec<R>>
  headerActions?: FormDialogSpec[]
  /** The built-in row actions: `has` default admins, always disabled in the root organisation (DTABLE-08). */
  rowActions?: {
    update?: { has?: Predicate<RowContext<R>>; can?: Predicate<RowContext<R>> }
    delete?: { has?: Predicate<RowContext<R>>; can?: Predicate<RowContext<R>> }
    clone?: { has?: Predicate<RowContext<R>>; can?: Predicate<RowContext<R>> }
    extras?: Array<RowActionSpec<R>>
  }
  /**
   * Rows may be dragged out of the list (e.g. assets onto a node of a tree beside it): the drag data, under this
   * MIME type, is the JSON array of the dragged row's id — or of every selected id when the dragged row is selected.
   */
  rowDrag?: { type: string; /** Rows are draggable (default: yes). */ has?: Predicate<ActionContext> }
  /** DTABLE-23: keep the selection across pages (default true for lists). */
  keepSelection?: boolean
  /** Help text of the list page, shown in the page frame's green banner (sanitised HTML allowed). */
  helpKey?: string
}

/** A form's field names: `F` are the request body's fields (and `nested__child` names of its objects). */
export type Layout<F extends string = string> = ReadonlyArray<F> | ReadonlyArray<readonly [string, ReadonlyArray<F>]>

export interface FormConfig<F extends string = string, D = Row> {
  /** Field order and groups: `['name', …]` or `[['users.account', ['name', …]], …]`. */
  layout?: Layout<F>
  overrides?: { [K in F]?: FieldOverride }
  exclude?: F[]
  /** Initial values of a new object. */
  initial?: (ctx: FieldContext) => { [K in F]?: unknown }
  /** Values loaded from an object (update or clone) before they fill the form. */
  fromObject?: (object: D, ctx: FieldContext) => Record<string, unknown>
  /** The body sent (after the generic conversion). */
  clean?: (values: Record<string, unknown>, ctx: FieldContext) => Record<string, unknown>
  /** Fields dropped from a cloned object (besides `id`). */
  cloneOmit?: F[]
  /** Offer "Save and add another" on create (default true). */
  saveAndAddAnother?: boolean
  /** After a save the server accepted: what shows the saved data outside this resource's lists is read again. */
  afterSave?: () => Promise<void>
  /** Where a successful Submit goes (default: the list route), e.g. back to the parent object's page. */
  returnTo?: (body: Record<string, unknown>, ctx: FieldContext) => string | undefined
  /**
   * Extra query of the form's metadata request (e.g. `{type}` for a polymorphic `attrs`); on update and clone it
   * is asked once the object is loaded.
   */
  metaQuery?: (ctx: {
    mode: 'create' | 'update' | 'clone'
    query: Record<string, string>
    object?: D
  }) => Record<string, string> | undefined
  /** Reshapes the submit method's fields before the form is built (e.g. a nested object's children as fields). */
  fields?: (fields: Record<string, FieldMeta>) => Record<string, FieldMeta>
  /**
   * Query the save sends with the body. A polymorphic field (application `attrs`, storage `meta`) is read by the
   * platform's serializer of the type the query names: without `?type=` a create answers 201 and drops it.
   */
  submitQuery?: (body: Record<string, unknown>, ctx: FieldContext) => Record<string, string>
}

export type InfoItem<D = Row> =
  | { field: Key<D>; labelKey?: string; kind?: CellKind; value?(object: D): unknown }
  /** An item of its own (`field` is its id): its value comes from `value`. */
  | { field: string; labelKey?: string; kind?: CellKind; value(object: D): unknown }

export interface QuickActionSpec<D = Row> {
  name: string
  titleKey: string
  kind: 'switch' | 'button'
  /** Button label. */
  labelKey?: string
  /** Switch state from the object. */
  value?(object: D): boolean
  /** Offered on this object (default: yes). See `Predicate`. */
  has?: Predicate<{ object: D; env: ConsoleEnv }>
  /** Drawn but not usable (the quick actions' `can`, inverted). */
  disabled?(object: D, env: ConsoleEnv): boolean
  confirmKey?: string
  successKey?: string
  /** The call starts a task (`{task}` in the answer): its log is shown in a dialog as it runs. */
  taskLog?: boolean
  request(object: D, value?: boolean): { url: string; method: string; data?: unknown }
}

export interface RelationSpec<D = Row> {
  titleKey: string
  /** Ids currently related (e.g. `user.groups`). */
  value(object: D): Array<string>
  /** Related list for the options and names (label from `name` unless `optionLabel`). */
  optionsUrl: string
  /** Extra query of that list, or one from the object (e.g. only applications of the permission's type). */
  optionsQuery?: Record<string, string> | ((object: D) => Record<string, string>)
  optionLabel?: (item: Row) => string
  /** Relation rows endpoint: POST `[{from: object.id, to: id}]`, DELETE `?from=…&to=…`. */
  relationUrl: string
  from: string
  to: string
  /** Shown (the card, or the adder above a table; default: yes); adding and removing also need `canAdminInOrg`. */
  has?: Predicate<{ object: D; env: ConsoleEnv }>
}

/** Relation rows added from above a table tab: POST `[{from: object.id, to: id}]` to `relationUrl`. */
export type RelationAddSpec<D = Row> = Omit<RelationSpec<D>, 'titleKey' | 'value'> & { labelKey?: string }

/** A table of a detail page: `D` the page's object, `R` the table's rows. */
export interface TableTabSpec<D = Row, R = Row, V extends string = string> {
  url(object: D): string
  /** A select and an Add button above the table (admins, not in the root organisation); the table reloads after. */
  add?: RelationAddSpec<D>
  /** Columns, or a function of the page's object (cells that need its id). */
  columns: Array<Column<R, V>> | ((object: D) => Array<Column<R, V>>)
  /** Metadata URL when it differs from the table URL. */
  metaUrl?(object: D): string
  /** Row actions on the tab table. */
  rowActions?: Array<RowActionSpec<R>>
  searchable?: boolean
  /** Delete rows from this tab (DELETE `{url}{id}/`). */
  deletable?: boolean
  /** Resource whose detail route the name links to. */
  linkRoute?: string
}

/** `has`: the tab is shown for this object (default: yes). */
type TabBase<D> = { name: string; titleKey: string; has?: Predicate<{ object: D; env: ConsoleEnv }> }

/** A tab of a detail page about an object `D` (a table tab over rows of its own: see `tableTab` in define.ts). */
export type DetailTab<D = Row> =
  | (TabBase<D> & {
      kind: 'info'
      items: Array<Key<D> | InfoItem<D>>
      quickActions?: Array<QuickActionSpec<D>>
      relations?: Array<RelationSpec<D>>
    })
  | (TabBase<D> & { kind: 'table' } & TableTabSpec<D>)
  | (TabBase<D> & {
      kind: 'tree-table'
      treeUrl(object: D): string
      table: TableTabSpec<D>
      nodeTableUrl(object: D, nodeId: string): string
    })
  | (TabBase<D> & { kind: 'relations'; relations: Array<RelationSpec<D>> })
  | (TabBase<D> & { kind: 'custom'; render(object: D, reload: () => void): ReactNode })

export interface DetailConfig<D = Row> {
  tabs: Array<DetailTab<D>>
  /** Object title (default `name`, else `hostname`). */
  titleField?: Key<D>
  /**
   * Update and Delete of the page header: drawn for admins (Update only when the resource has an update screen),
   * enabled when `canAdminInOrg` and these say yes (default: yes).
   */
  canUpdate?(object: D, env: ConsoleEnv): boolean
  canDelete?(object: D, env: ConsoleEnv): boolean
}

/** The contract operations a resource's generic screens call. Their paths are the list's and `{list}{id}/`. */
export interface ResourceOps {
  /** GET of the list (also its OPTIONS metadata, export, import and bulk delete). */
  list: Operation
  /** GET of one object. */
  retrieve?: Operation
  /** POST of a new object (its body's zod schema checks the create form). */
  create?: Operation
  /** PUT of an object (its body's zod schema checks the update form). */
  update?: Operation
}

export interface ResourceConfig<R = Row, Q = AnyQuery, F extends string = string, D = Row, V extends string = string> {
  /**
   * Route name stem: `User` → UserList, UserCreate, UserUpdate, UserDetail (DTABLE-01). `name`, `path` and `screens`
   * are the resource's identity (src/resources/identities.ts), which `defineResource` fills in.
   */
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
  screens?: ReadonlyArray<'list' | 'create' | 'update' | 'detail'>
  /**
   * Where the list is when it is not a screen of its own but a tab of another page (storages: the terminal page):
   * where Back and a saved form go. Default: the list screen's path.
   */
  listPath?: string
  list?: ListConfig<R, Q, V>
  form?: FormConfig<F, D>
  detail?: DetailConfig<D>
  /**
   * A query the server needs to read one object (login ACLs: `?user=` of the rule's user, else 403). Links to the
   * detail and update pages carry it in the address (`of` the row), and those pages send the `keys` they find there
   * with their reads.
   */
  readQuery?: { keys: readonly string[]; of(row: R): Record<string, string> }
  /** The operations the config was checked against (set by `defineResource`). */
  ops?: ResourceOps
  /** The list operation's fields from the contract (set by the list route's loader; issue 22). */
  contractFields?: ListFieldSpecs
}
