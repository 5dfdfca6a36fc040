// A resource config checked against the contract (ADR 0010). `defineResource` takes the resource's identity (name,
// path, screens: src/resources/identities.ts) and its contract operations, and types every field its screens name
// by them: columns, filters and sort keys by the list's rows and query, form fields by the create/update bodies,
// detail items by the retrieved object. The config it returns is the erased one the generic pages read, its identity
// the one given and its API URL taken from the list operation. `tableTab`, `pickFrom` and `listOf` do the same
// for a detail tab's table, a relation select and a related list of another operation.
import type { FieldOverride } from '../data/fieldTyping'
import { urlOf, type BodyOf, type FieldOf, type Operation, type PathParamsOf, type QueryValues, type RowOf } from '../../http/operation'
import type { ResourceIdentity } from './identity'
import type { Column, DetailTab, Key, ResourceConfig, ResourceOps, Row, RowActionSpec, TableTabSpec } from './types'

export type { ResourceOps } from './types'

type Nested<B> = B extends object ? (B extends readonly unknown[] ? never : B) : never
/** `parent__child` names of the fields of a body's nested objects (the form flattens them). */
export type NestedName<B> = B extends object ? { [K in FieldOf<B>]: NestedOf<K, Nested<NonNullable<B[K]>>> }[FieldOf<B>] : never
/** `K__child` for each child of each variant of a nested object; an open object (any key) names none. */
type NestedOf<K extends string, N> = N extends object ? (string extends FieldOf<N> ? never : `${K}__${FieldOf<N>}`) : never

type OpRow<O> = O extends Operation ? RowOf<O> : never
type OpBody<O> = O extends Operation ? BodyOf<O> : never
/** A form's field names: the create and update bodies' fields and nested names. */
export type FormFieldOf<Ops extends ResourceOps> =
  FieldOf<OpBody<Ops['create']> | OpBody<Ops['update']>> | NestedName<OpBody<Ops['create']> | OpBody<Ops['update']>>
/** The detail page's object: the retrieved one, else a list row. */
export type DetailOf<Ops extends ResourceOps> = [OpRow<Ops['retrieve']>] extends [never] ? RowOf<Ops['list']> : OpRow<Ops['retrieve']>

/**
 * The typed config of a resource with the operations `Ops` (`V`: ids of its own columns), without its identity
 * (name, path, screens: `defineResource` takes them from the identity, so a config cannot restate them).
 */
export type TypedResource<Ops extends ResourceOps, V extends string = never, F extends string = never> = Omit<
  // F is given, never inferred: a form field the body lacks must be declared, not picked up from the layout
  ResourceConfig<RowOf<Ops['list']>, NonNullable<QueryValues<Ops['list']>>, NoInfer<FormFieldOf<Ops> | F>, DetailOf<Ops>, V>,
  'url' | 'name' | 'path' | 'screens'
>

/** A config of the resource named `N`. */
export interface DefinedResource<N extends string = string> extends ResourceConfig {
  readonly name: N
  ops: ResourceOps
}

/** The operations a config names beside its identity: all of them, or all but the list when the identity names it. */
export type OwnOps<I extends ResourceIdentity> = I extends { earlyList: Operation }
  ? Omit<ResourceOps, 'list'> & { list?: never }
  : ResourceOps
/** A config's operations: its own, with the identity's list when the identity names one. */
export type OpsOf<I extends ResourceIdentity, O> = (I extends { earlyList: infer L extends Operation }
  ? Omit<O, 'list'> & { list: L }
  : O) &
  ResourceOps

/**
 * A resource config checked against its operations, with the identity `identity`. `ops` are its contract operations
 * (the list is the identity's `earlyList` when it names one). `V` are the ids of columns of its own (cells from
 * `value` or `render`), `F` the names of form-only fields (fields the server does not take, described by an
 * override's `meta`).
 */
export function defineResource<I extends ResourceIdentity, O extends OwnOps<I>, V extends string = never, F extends string = never>(
  identity: I,
  ops: O,
  config: TypedResource<OpsOf<I, O>, V, F>,
): DefinedResource<I['name']> {
  const all = { ...ops, list: identity.earlyList ?? ops.list } as ResourceOps
  if (/\{/.test(all.list.path)) throw new Error(`${all.list.id}: a resource's list has no path parameters (${all.list.path})`)
  const { name, path, screens } = identity
  return { ...(config as unknown as ResourceConfig), name, path, ...(screens ? { screens } : {}), url: all.list.path, ops: all }
}

/** The path parameters of an operation, from the detail page's object. */
type ParamsFrom<O extends Operation, D> = (object: D) => { [K in keyof PathParamsOf<O>]: string | number }

/**
 * A detail tab's table over the rows of another operation (`O`), its columns typed by them: `params` fills the
 * operation's path from the page's object, `query` adds a filter of it (a user's permissions: `?user_id=`).
 */
export function tableTab<O extends Operation, D = Row, V extends string = never>(
  op: O,
  spec: Omit<TableTabSpec<D, RowOf<O>, V>, 'url' | 'columns'> & {
    name: string
    titleKey: string
    has?: DetailTab<D>['has']
    params?: ParamsFrom<O, D>
    query?: (object: D) => QueryValues<O>
    columns: Array<Column<RowOf<O>, V>> | ((object: D) => Array<Column<RowOf<O>, V>>)
    rowActions?: Array<RowActionSpec<RowOf<O>>>
  },
): DetailTab<D> {
  const { params, query, ...rest } = spec
  return {
    ...(rest as unknown as TableTabSpec<D>),
    kind: 'table',
    url: (object: D) => urlOf(op, params?.(object) as never, query?.(object)),
  } as DetailTab<D>
}

/**
 * A detail tab with a node tree beside a table (granted assets): `tree` gives the tree of the page's object,
 * `nodeTable` the table of a chosen node, `table` the table of them all; the columns are typed by `table`'s rows.
 */
export function treeTableTab<T extends Operation, N extends Operation, O extends Operation, D = Row, V extends string = never>(spec: {
  name: string
  titleKey: string
  has?: DetailTab<D>['has']
  tree: { op: T; params: ParamsFrom<T, D>; query?: QueryValues<T> }
  nodeTable: { op: N; params: (object: D, node: string) => { [K in keyof PathParamsOf<N>]: string | number }; query?: QueryValues<N> }
  table: {
    op: O
    params: ParamsFrom<O, D>
    query?: QueryValues<O>
    columns: Array<Column<RowOf<O>, V>> | ((object: D) => Array<Column<RowOf<O>, V>>)
    searchable?: boolean
  }
}): DetailTab<D> {
  const { tree, nodeTable, table, ...rest } = spec
  return {
    ...rest,
    kind: 'tree-table',
    treeUrl: (o: D) => urlOf(tree.op, tree.params(o) as never, tree.query),
    nodeTableUrl: (o: D, node: string) => urlOf(nodeTable.op, nodeTable.params(o, node) as never, nodeTable.query),
    table: {
      url: (o: D) => urlOf(table.op, table.params(o) as never, table.query),
      columns: table.columns as TableTabSpec<D>['columns'],
      searchable: table.searchable,
    },
  } as DetailTab<D>
}

/** Query values of a related list as strings (the select's query). */
function asStrings(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  )
}

/**
 * A select over another resource's list (FORM-16..18): `op` is that list, `query` its filters, `optionLabel` the
 * option's text from its row. `mini` asks for the rows' mini fields (`fields_size=mini`).
 */
export function pickFrom<O extends Operation>(
  op: O,
  options: { multiple: boolean; query?: QueryValues<O>; optionLabel?: (item: RowOf<O>) => string } & Omit<
    FieldOverride,
    'url' | 'query' | 'optionLabel' | 'multiple' | 'widget'
  >,
): FieldOverride {
  const { query, optionLabel, ...rest } = options
  return {
    widget: 'relation',
    ...rest,
    url: urlOf(op),
    query: asStrings(query as Record<string, unknown> | undefined),
    optionLabel: optionLabel as FieldOverride['optionLabel'],
  }
}

/** The list URL and query of another resource's list, for a filter's choices or a relation card's options. */
export function listOf<O extends Operation>(op: O, query?: QueryValues<O>): string {
  return urlOf(op, undefined, query)
}

/** The field name of a row type, checked (for the few places that take a field name as a value). */
export function field<R>(name: Key<R>): Key<R> {
  return name
}
