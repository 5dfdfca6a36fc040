// Assets (/assets/assets): the list beside the node tree (AssetListPage), the form with platform, protocols
// list editor, admin user, domain, nodes and labels, and the detail with hardware (DOM-11), accounts, system
// users and permission rules, plus the connectivity test and hardware refresh tasks with their logs.
import { defineResource, pickFrom, tableTab } from '../../components/resource/define'
import {
  assetsAccountsList,
  assetsAdminUsersList,
  assetsAssetsCreate,
  assetsAssetsList,
  assetsAssetsPartialUpdate,
  assetsAssetsRetrieve,
  assetsAssetsTasks,
  assetsAssetsUpdate,
  assetsDomainsList,
  assetsLabelsList,
  assetsNodesList,
} from '../../generated/operations/assets'
import { requestOf } from '../../http/operation'
import { addressProblem } from './address'
import PlatformSelect from './PlatformSelect'
import ProtocolsInput, { protocolsProblem } from './ProtocolsInput'
import { idOf, MINI, nodeLabel, nameAndUsername } from '../shared'
import { activeSwitch, connectivityColumn as connectivity, infoTab, labelLabel, permissionsTab, suAssetsTab, taskAction } from './shared'
import { RESOURCES } from '../identities'

const task = (action: 'test' | 'refresh') => (o: { id: string }) =>
  requestOf(assetsAssetsTasks, { path: { id: idOf(o) }, body: { action } })

export default defineResource(
  RESOURCES.Asset,
  { list: assetsAssetsList, retrieve: assetsAssetsRetrieve, create: assetsAssetsCreate, update: assetsAssetsUpdate },
  {
    list: {
      columns: [
        'hostname',
        'ip',
        'public_ip',
        'platform',
        { field: 'protocols', kind: 'list' },
        { field: 'nodes_display', kind: 'list' },
        'domain_display',
        'admin_user_display',
        connectivity,
        { field: 'is_active', kind: 'boolean' },
        'hardware_info',
        'sn',
        'comment',
        'created_by',
        'date_created',
      ],
      columnsShow: { min: ['hostname'], default: ['hostname', 'ip', 'platform', 'protocols', 'connectivity', 'is_active'] },
      // v2.14.2 filters this list by none of ?admin_user=, ?domain=, ?labels= (every asset comes back): not offered.
      bulkUpdate: {
        fields: ['admin_user', 'domain', 'labels', 'comment'],
        overrides: {
          admin_user: pickFrom(assetsAdminUsersList, { multiple: false, query: MINI, optionLabel: nameAndUsername }),
          domain: pickFrom(assetsDomainsList, { multiple: false, query: MINI }),
          labels: pickFrom(assetsLabelsList, { multiple: true, query: MINI, optionLabel: labelLabel }),
        },
      },
    },
    form: {
      layout: [
        ['assets.basic', ['hostname', 'ip', 'platform', 'public_ip', 'domain']],
        ['assets.protocols', ['protocols']],
        ['assets.auth', ['admin_user']],
        ['assets.nodeSection', ['nodes']],
        ['assets.labelSection', ['labels']],
        ['assets.other', ['is_active', 'comment']],
      ],
      exclude: ['protocol', 'port', 'nodes_display'],
      overrides: {
        ip: { validate: addressProblem },
        public_ip: { validate: addressProblem },
        platform: { widget: 'text', component: PlatformSelect, required: true },
        protocols: { widget: 'tags', component: ProtocolsInput, validate: protocolsProblem },
        admin_user: pickFrom(assetsAdminUsersList, { multiple: false, query: MINI, optionLabel: nameAndUsername }),
        domain: pickFrom(assetsDomainsList, { multiple: false, query: MINI }),
        nodes: pickFrom(assetsNodesList, { multiple: true, optionLabel: nodeLabel }),
        labels: pickFrom(assetsLabelsList, { multiple: true, optionLabel: labelLabel }),
      },
      // no platform here: the select chooses Linux where the user sees it (PlatformSelect)
      initial: (ctx) => ({
        protocols: ['ssh/22'],
        is_active: true,
        labels: [],
        nodes: ctx.query?.node ? [ctx.query.node] : [],
      }),
    },
    detail: {
      titleField: 'hostname',
      tabs: [
        infoTab(
          [
            'hostname',
            'ip',
            'public_ip',
            'platform',
            'protocols',
            'nodes_display',
            'domain_display',
            'admin_user_display',
            'connectivity',
            'date_verified',
            'is_active',
            'vendor',
            'model',
            'sn',
            'cpu_model',
            'cpu_count',
            'cpu_cores',
            'cpu_vcpus',
            'memory',
            'disk_total',
            'os',
            'os_version',
            'os_arch',
            'hostname_raw',
            'number',
            'created_by',
            'date_created',
            'comment',
          ],
          {
            quickActions: [
              activeSwitch((o, v) => requestOf(assetsAssetsPartialUpdate, { path: { id: idOf(o) }, body: { is_active: v } })),
              taskAction('test', 'assets.testConnectivity', task('test')),
              taskAction('refresh', 'assets.refreshHardware', task('refresh')),
            ],
          },
        ),
        tableTab(assetsAccountsList, {
          name: 'accounts',
          titleKey: 'assets.accounts',
          query: (o) => ({ asset: idOf(o) }),
          columns: ['username', 'systemuser_display', 'version', connectivity, 'date_created'],
          searchable: true,
        }),
        suAssetsTab('asset'),
        permissionsTab((o) => ({ asset_id: idOf(o) })),
      ],
    },
  },
)
