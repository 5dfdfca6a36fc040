// Cells shared by the terminal area, and the list and form shared by replay and command storages. A storage kind
// calls `defineResource` with its own operations on the config `storageConfig` builds: that config names only what
// both kinds' rows and bodies have, so it is checked against each kind's contract at its call site (ADR 0010).
import { request, type BodyOf, type FieldOf, type Operation, type RowOf } from '../../http/operation'
import type { ColumnSpec, ResourceConfig, RowActionSpec } from '../../components/resource/types'
import {
  terminalCommandsList,
  terminalCommandStoragesCreate,
  terminalCommandStoragesList,
  terminalCommandStoragesPartialUpdate,
  terminalCommandStoragesTestConnective,
  terminalReplayStoragesCreate,
  terminalReplayStoragesList,
  terminalReplayStoragesPartialUpdate,
  terminalReplayStoragesTestConnective,
} from '../../generated/operations/terminal'
import { idOf } from '../shared'
import { formatDateTime } from '../../components/data/dates'
import {
  variantClean,
  variantFromObject,
  variantInitial,
  variantNames,
  variantOverrides,
  type VariantName,
  type Variants,
} from './variants'

/** A command's time (the server gives epoch seconds). */
export const commandTimeColumn: ColumnSpec<RowOf<typeof terminalCommandsList>> = {
  field: 'timestamp',
  labelKey: 'terminal.time',
  value: (r) => formatDateTime(Number(r.timestamp) * 1000),
}

/** The operations that create a storage of one kind (their bodies type the kind's settings). */
type StorageCreate = typeof terminalReplayStoragesCreate | typeof terminalCommandStoragesCreate
/** The keys of an object's variants; an open record (the empty `meta` of the types without settings) names none. */
type KeysOf<M> = M extends object ? (string extends keyof M ? never : Extract<keyof M, string>) : never
/** The settings (`meta` keys) a storage body of the create operation `O` takes, over all its variants. */
export type StorageMetaKey<O extends Operation> = KeysOf<NonNullable<BodyOf<O> extends { meta?: infer M } ? M : never>>
/** The storage types of the create operation `O`'s body. */
export type StorageTypeOf<O extends Operation> = Extract<BodyOf<O> extends { type?: infer T } ? T : never, string>
/** A storage kind's settings per type, typed by its create body. */
export type StorageVariants<O extends Operation> = Variants<StorageMetaKey<O>, StorageTypeOf<O>, 'meta', FieldOf<BodyOf<O>>>

/** What both kinds' rows (and objects) have that the shared list and form use: a field either kind's rows lose fails here. */
type StorageFields = 'id' | 'name' | 'type' | 'is_default' | 'comment'
type StorageRows = RowOf<typeof terminalReplayStoragesList> | RowOf<typeof terminalCommandStoragesList>
type Storage = { [F in StorageFields]: StorageRows[F] }
/** What both kinds' lists take in their query that the shared list may name (values as a query holds them). */
type StorageQuery = { name?: string | number | boolean | null }
/** The form's fields: the body's own, and a `meta__KEY` per setting. */
type StorageField<K extends string> = 'name' | 'type' | 'is_default' | 'comment' | 'meta' | VariantName<K, 'meta'>
/** The storages' config before `defineResource` checks it against a kind's operations (and gives it its identity). */
type StorageConfig<K extends string> = Omit<
  ResourceConfig<Storage, StorageQuery, StorageField<K>, Storage, never>,
  'url' | 'name' | 'path' | 'screens'
>

const isDefault = (row: Storage) => row.is_default || row.name === 'default'

/** A storage's extra row actions: test the connection, make it the default. */
function storageActions(
  test: typeof terminalReplayStoragesTestConnective | typeof terminalCommandStoragesTestConnective,
  update: typeof terminalReplayStoragesPartialUpdate | typeof terminalCommandStoragesPartialUpdate,
): Array<RowActionSpec<Storage>> {
  return [
    {
      name: 'test',
      labelKey: 'terminal.testConnection',
      order: 5,
      run: async ({ row, notify }) => {
        const answer = await request(test, { path: { id: idOf(row) } })
        if (answer?.is_valid === false) notify('terminal.testFailed', 'error', { reason: answer.msg ?? '' })
        else notify('terminal.testSucceeded')
      },
    },
    {
      name: 'setDefault',
      labelKey: 'terminal.setDefault',
      order: 6,
      can: ({ row }) => !row.is_default,
      confirmKey: 'terminal.setDefaultConfirm',
      run: async ({ row, notify, reload }) => {
        await request(update, { path: { id: idOf(row) }, body: { is_default: true } })
        notify('terminal.setDefaultSucceeded')
        reload()
      },
    },
  ]
}

/**
 * A storage's list (shown as a tab of the terminal page) and its type-specific create/update form (SESS-07): `create`
 * is the kind's create operation (its body types the settings of `variants`), `test` and `setDefault` the kind's
 * connection test and partial update.
 */
export function storageConfig<C extends StorageCreate>(
  identity: { name: string },
  spec: {
    tab: 'replayStorages' | 'commandStorages'
    create: C
    test: typeof terminalReplayStoragesTestConnective | typeof terminalCommandStoragesTestConnective
    setDefault: typeof terminalReplayStoragesPartialUpdate | typeof terminalCommandStoragesPartialUpdate
    variants: StorageVariants<C>
  },
): StorageConfig<StorageMetaKey<C>> {
  const { tab, variants } = spec
  return {
    // Back and saving go to the storage's tab of the terminal page.
    listPath: `/terminal/terminal?tab=${tab}`,
    tableKey: `${identity.name}List`,
    titleKeys: { list: `terminal.${tab}` },
    list: {
      columns: ['name', 'type', { field: 'is_default', kind: 'boolean' }, 'comment'],
      columnsShow: { min: ['name'] },
      import: false,
      bulkDelete: false,
      rowActions: {
        update: { can: ({ row }) => row.name !== 'default' },
        delete: { can: ({ row }) => !isDefault(row) },
        extras: storageActions(spec.test, spec.setDefault),
      },
    },
    form: {
      layout: [
        ['terminal.basic', ['name', 'type']],
        ['terminal.storageSettings', variantNames(variants)],
        ['terminal.other', ['is_default', 'comment']],
      ],
      overrides: { ...variantOverrides(variants), type: { disabled: (_, c) => c.mode === 'update' } },
      initial: () => ({ ...variantInitial(variants), is_default: false }),
      fromObject: (object) => variantFromObject(variants, object),
      // The type of a stored object is fixed (its field is disabled), the server still wants it.
      clean: (body, ctx) => variantClean(variants, ctx.mode === 'update' && ctx.object ? { ...body, type: ctx.object.type } : body, ctx),
      // the platform reads `meta` with the serializer of the type the query names (and drops it without one)
      submitQuery: (body) => ({ type: String(body.type) }),
      saveAndAddAnother: false,
    },
  }
}
