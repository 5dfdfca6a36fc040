// Cloud sync tasks (/xpack/cloud/sync-instance-tasks, licence): which account's regions are synced into which
// node, how hosts are named, periodically or on demand; the detail shows the synced instances with their state
// (DOM-09) and the sync history (G-02).
import { defineResource, pickFrom, tableTab } from '../../components/resource/define'
import { assetsAdminUsersList, assetsNodesList } from '../../generated/operations/assets'
import {
  xpackCloudAccountsList,
  xpackCloudSyncInstanceTasksCreate,
  xpackCloudSyncInstanceTasksHistoryList,
  xpackCloudSyncInstanceTasksInstancesList,
  xpackCloudSyncInstanceTasksList,
  xpackCloudSyncInstanceTasksRetrieve,
  xpackCloudSyncInstanceTasksRun,
  xpackCloudSyncInstanceTasksUpdate,
} from '../../generated/operations/xpack'
import { request, requestOf, type RowOf } from '../../http/operation'
import { idOf, MINI, nodeLabel } from '../shared'
import { PERIODIC_DISPLAY, PERIODIC_FIELDS, periodicInitial, periodicOverrides } from './shared'
import { RESOURCES } from '../identities'

/** A column of the detail's tables, labelled by our texts (those lists have no metadata of their own). */
const col = <F extends string>(field: F, key: string) => ({ field, labelKey: `xpack.cloud.${key}`, sortable: false })
/** DOM-09: the counts of one sync run (columns of their own, read from the run's `summary`). */
const SUMMARY = ['new', 'unsync', 'sync', 'released'] as const
const run = (o: { id: string }) => requestOf(xpackCloudSyncInstanceTasksRun, { path: { id: idOf(o) } })

export default defineResource(
  RESOURCES.SyncInstanceTask,
  {
    list: xpackCloudSyncInstanceTasksList,
    retrieve: xpackCloudSyncInstanceTasksRetrieve,
    create: xpackCloudSyncInstanceTasksCreate,
    update: xpackCloudSyncInstanceTasksUpdate,
  },
  {
    list: {
      columns: [
        'name',
        'account_display',
        'regions',
        'node_display',
        'history_count',
        'instance_count',
        PERIODIC_DISPLAY,
        'date_last_sync',
        'comment',
        'created_by',
      ],
      columnsShow: {
        min: ['name'],
        default: ['name', 'account_display', 'regions', 'instance_count', 'periodic_display', 'date_last_sync'],
      },
      import: false,
      // the contract has no bulk delete of these lists (the platform's console offers none): rows are deleted one by one
      bulkDelete: false,
      rowActions: {
        extras: [
          {
            name: 'run',
            labelKey: 'xpack.runNow',
            order: 5,
            run: async ({ row, notify }) => {
              await request(xpackCloudSyncInstanceTasksRun, { path: { id: idOf(row) } })
              notify('xpack.runStarted')
            },
          },
        ],
      },
    },
    form: {
      layout: [
        [
          'xpack.basic',
          [
            'name',
            'account',
            'regions',
            'hostname_strategy',
            'node',
            'unix_admin_user',
            'windows_admin_user',
            'protocols',
            'ip_network_segment_group',
            'is_always_update',
          ],
        ],
        ['xpack.schedule', [...PERIODIC_FIELDS]],
        ['xpack.other', ['comment']],
      ],
      overrides: {
        ...periodicOverrides,
        account: pickFrom(xpackCloudAccountsList, { multiple: false, query: MINI, required: true }),
        regions: { widget: 'tags', helpKey: 'xpack.cloud.regionsHelp' },
        node: pickFrom(assetsNodesList, { multiple: false, optionLabel: nodeLabel }),
        unix_admin_user: pickFrom(assetsAdminUsersList, { multiple: false, query: MINI }),
        windows_admin_user: pickFrom(assetsAdminUsersList, { multiple: false, query: MINI }),
        protocols: { widget: 'tags', helpKey: 'xpack.cloud.protocolsHelp' },
        ip_network_segment_group: { widget: 'tags', helpKey: 'xpack.cloud.segmentsHelp' },
      },
      initial: () => ({
        ...periodicInitial(),
        regions: [],
        protocols: ['ssh/22', 'rdp/3389'],
        ip_network_segment_group: ['*'],
        hostname_strategy: 'instance_name',
        is_always_update: false,
      }),
    },
    detail: {
      tabs: [
        {
          name: 'info',
          titleKey: 'detail.basicInfo',
          kind: 'info',
          items: [
            'name',
            'account_display',
            'regions',
            'hostname_strategy',
            'node_display',
            'unix_admin_user_display',
            'windows_admin_user_display',
            'protocols',
            'ip_network_segment_group',
            'is_always_update',
            PERIODIC_DISPLAY,
            'instance_count',
            'history_count',
            'date_last_sync',
            'created_by',
            'date_created',
            'comment',
          ],
          quickActions: [
            { name: 'run', kind: 'button', titleKey: 'xpack.runNow', labelKey: 'xpack.run', successKey: 'xpack.runStarted', request: run },
          ],
        },
        tableTab(xpackCloudSyncInstanceTasksInstancesList, {
          name: 'instances',
          titleKey: 'xpack.cloud.instances',
          params: (o) => ({ id: idOf(o) }),
          columns: [
            col('instance_id', 'instanceId'),
            col('region', 'region'),
            col('asset_display', 'asset'),
            col('status_display', 'state'),
            col('date_sync', 'dateSync'),
          ],
        }),
        tableTab<typeof xpackCloudSyncInstanceTasksHistoryList, { id: string }, (typeof SUMMARY)[number]>(
          xpackCloudSyncInstanceTasksHistoryList,
          {
            name: 'history',
            titleKey: 'route.CloudSyncHistory',
            params: (o) => ({ id: idOf(o) }),
            columns: [
              col('date_sync', 'dateSync'),
              ...SUMMARY.map((k) => ({
                ...col(k, k),
                value: (r: Pick<RowOf<typeof xpackCloudSyncInstanceTasksHistoryList>, 'summary'>) => r.summary?.[k] ?? 0,
              })),
              col('status_display', 'state'),
              col('reason', 'reason'),
            ],
          },
        ),
      ],
    },
  },
)
