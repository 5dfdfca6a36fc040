// Cloud sync tasks (/xpack/cloud/sync-instance-tasks, licence): which account's regions are synced into which
// node, how hosts are named, periodically or on demand; the detail shows the synced instances with their state
// (DOM-09) and the sync history (G-02).
import type { ColumnSpec, ResourceConfig, Row } from '../../components/resource/types'
import { httpRequest } from '../../http/client'
import { ADMIN_USERS_URL, CLOUD_ACCOUNTS_URL, idOf, MINI, NODES_URL, nodeLabel, PERIODIC_FIELDS, periodicInitial, periodicOverrides, SYNC_TASKS_URL } from './shared'

/** A column of the detail's tables, labelled by our texts (those lists have no metadata of their own). */
const col = (field: string, key: string): ColumnSpec => ({ field, labelKey: `xpack.cloud.${key}`, sortable: false })
/** DOM-09: the counts of one sync run. */
const SUMMARY = ['new', 'unsync', 'sync', 'released'] as const

const syncTasks: ResourceConfig = {
  name: 'SyncInstanceTask',
  path: '/xpack/cloud/sync-instance-tasks',
  url: SYNC_TASKS_URL,
  list: {
    columns: [
      'name', 'account_display', 'regions', 'node_display', 'history_count', 'instance_count', 'periodic_display',
      'date_last_sync', 'comment', 'created_by',
    ],
    columnsShow: { min: ['name'], default: ['name', 'account_display', 'regions', 'instance_count', 'periodic_display', 'date_last_sync'] },
    import: false,
    rowActions: {
      extras: [{ name: 'run', labelKey: 'xpack.runNow', order: 5, run: async ({ row, notify }) => {
        await httpRequest({ url: `${SYNC_TASKS_URL}${idOf(row)}/run/`, method: 'GET' })
        notify('xpack.runStarted')
      } }],
    },
  },
  form: {
    layout: [
      ['xpack.basic', ['name', 'account', 'regions', 'hostname_strategy', 'node', 'unix_admin_user', 'windows_admin_user', 'protocols', 'ip_network_segment_group', 'is_always_update']],
      ['xpack.schedule', [...PERIODIC_FIELDS]],
      ['xpack.other', ['comment']],
    ],
    overrides: {
      ...periodicOverrides,
      account: { widget: 'relation', multiple: false, url: CLOUD_ACCOUNTS_URL, query: MINI, required: true },
      regions: { widget: 'tags', helpKey: 'xpack.cloud.regionsHelp' },
      node: { widget: 'relation', multiple: false, url: NODES_URL, optionLabel: nodeLabel },
      unix_admin_user: { widget: 'relation', multiple: false, url: ADMIN_USERS_URL, query: MINI },
      windows_admin_user: { widget: 'relation', multiple: false, url: ADMIN_USERS_URL, query: MINI },
      protocols: { widget: 'tags', helpKey: 'xpack.cloud.protocolsHelp' },
      ip_network_segment_group: { widget: 'tags', helpKey: 'xpack.cloud.segmentsHelp' },
    },
    initial: () => ({ ...periodicInitial(), regions: [], protocols: ['ssh/22', 'rdp/3389'], ip_network_segment_group: ['*'], hostname_strategy: 'instance_name', is_always_update: false }),
  },
  detail: {
    tabs: [
      {
        name: 'info',
        titleKey: 'detail.basicInfo',
        kind: 'info',
        items: ['name', 'account_display', 'regions', 'hostname_strategy', 'node_display', 'unix_admin_user_display', 'windows_admin_user_display', 'protocols', 'ip_network_segment_group', 'is_always_update', 'periodic_display', 'instance_count', 'history_count', 'date_last_sync', 'created_by', 'date_created', 'comment'],
        quickActions: [{ name: 'run', kind: 'button', titleKey: 'xpack.runNow', labelKey: 'xpack.run', successKey: 'xpack.runStarted', request: (o) => ({ url: `${SYNC_TASKS_URL}${idOf(o)}/run/`, method: 'GET' }) }],
      },
      {
        name: 'instances',
        titleKey: 'xpack.cloud.instances',
        kind: 'table',
        url: (o) => `${SYNC_TASKS_URL}${idOf(o)}/instances/`,
        columns: [col('instance_id', 'instanceId'), col('region', 'region'), col('asset_display', 'asset'), col('status_display', 'state'), col('date_sync', 'dateSync')],
      },
      {
        name: 'history',
        titleKey: 'route.CloudSyncHistory',
        kind: 'table',
        url: (o) => `${SYNC_TASKS_URL}${idOf(o)}/history/`,
        columns: [col('date_sync', 'dateSync'), ...SUMMARY.map((k) => ({ ...col(k, k), value: (r: Row) => (r.summary as Record<string, unknown> | undefined)?.[k] ?? 0 })), col('status_display', 'state'), col('reason', 'reason')],
      },
    ],
  },
}

export default syncTasks
