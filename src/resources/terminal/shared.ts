// API URLs of the terminal area and the storage config shared by replay and command storages.
import type { ColumnSpec, ResourceConfig, Row, RowActionSpec } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { variantClean, variantFromObject, variantInitial, variantNames, variantOverrides, type Variants } from './variants'

export const TERMINALS_URL = '/api/v1/terminal/terminals/'
export const REPLAY_STORAGES_URL = '/api/v1/terminal/replay-storages/'
export const COMMAND_STORAGES_URL = '/api/v1/terminal/command-storages/'
export const COMMAND_STORAGE_TREE_URL = '/api/v1/terminal/command-storages/tree/'
export const SESSIONS_URL = '/api/v1/terminal/sessions/'
export const COMMANDS_URL = '/api/v1/terminal/commands/'
export const METRICS_URL = '/api/v1/terminal/components/metrics/'

/** A command's time (the server gives epoch seconds). */
export const commandTimeColumn: ColumnSpec = { field: 'timestamp', labelKey: 'terminal.time', value: (r: Row) => new Date(Number(r.timestamp) * 1000).toLocaleString() }


const isDefault = (row: Row) => Boolean(row.is_default) || row.name === 'default'

/** A storage's extra row actions: test the connection, make it the default. */
function storageActions(url: string): RowActionSpec[] {
  return [
    {
      name: 'test',
      labelKey: 'terminal.testConnection',
      order: 5,
      run: async ({ row, notify }) => {
        const answer = await httpRequest<{ is_valid?: boolean; msg?: string }>({ url: `${url}${String(row.id)}/test-connective/`, method: 'GET' })
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
        await httpRequest({ url: `${url}${String(row.id)}/`, method: 'PATCH', data: { is_default: true } })
        notify('terminal.setDefaultSucceeded')
        reload()
      },
    },
  ]
}

/** A storage's list (shown as a tab of the terminal page) and its type-specific create/update form (SESS-07). */
export function storageConfig(name: string, url: string, tab: 'replayStorages' | 'commandStorages', variants: Variants): ResourceConfig {
  return {
    name,
    // Saving goes back to the storage's tab of the terminal page.
    path: `/terminal/terminal?tab=${tab}`,
    url,
    tableKey: `${name}List`,
    screens: ['create', 'update'],
    titleKeys: { list: `terminal.${tab}` },
    list: {
      columns: ['name', 'type', { field: 'is_default', kind: 'boolean' }, 'comment'],
      columnsShow: { min: ['name'] },
      import: false,
      bulkDelete: false,
      rowActions: {
        update: { can: ({ row }) => row.name !== 'default' },
        delete: { can: ({ row }) => !isDefault(row) },
        extras: storageActions(url),
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
