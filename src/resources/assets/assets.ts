// Assets (/assets/assets): the list beside the node tree (AssetListPage), the form with platform, protocols
// list editor, admin user, domain, nodes and labels, and the detail with hardware (DOM-11), accounts, system
// users and permission rules, plus the connectivity test and hardware refresh tasks with their logs.
import type { ResourceConfig, Row } from '../../components/resource/types'
import PlatformSelect from './PlatformSelect'
import ProtocolsInput, { protocolsProblem } from './ProtocolsInput'
import {
  ACCOUNTS_URL, ADMIN_USERS_URL, ASSETS_URL, DOMAINS_URL, LABELS_URL, NODES_URL,
  accountLabel, activeSwitch, connectivityColumn as connectivity, idOf, infoTab, labelLabel, nodeLabel, permissionsTab, pick, suAssetsTab, taskAction,
} from './shared'

const tasks = (o: Row) => `${ASSETS_URL}${idOf(o)}/tasks/`
const HARDWARE = ['vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'os', 'os_version', 'os_arch', 'hostname_raw', 'number']

const assets: ResourceConfig = {
  name: 'Asset',
  path: '/assets/assets',
  url: ASSETS_URL,
  list: {
    columns: [
      'hostname', 'ip', 'public_ip', 'platform', { field: 'protocols', kind: 'list' }, { field: 'nodes_display', kind: 'list' }, 'domain_display',
      'admin_user_display', connectivity, { field: 'is_active', kind: 'boolean' }, 'hardware_info', 'sn', 'comment', 'created_by', 'date_created',
    ],
    columnsShow: { min: ['hostname'], default: ['hostname', 'ip', 'platform', 'protocols', 'connectivity', 'is_active'] },
    filters: [
      { field: 'admin_user', labelKey: 'assets.adminUser', url: `${ADMIN_USERS_URL}?fields_size=mini&order=name` },
      { field: 'domain', labelKey: 'assets.domain', url: `${DOMAINS_URL}?fields_size=mini&order=name` },
      { field: 'labels', labelKey: 'assets.labels', url: `${LABELS_URL}?order=name` },
    ],
    bulkUpdate: {
      fields: ['admin_user', 'domain', 'labels', 'comment'],
      overrides: { admin_user: pick(ADMIN_USERS_URL, false, { optionLabel: accountLabel }), domain: pick(DOMAINS_URL, false), labels: pick(LABELS_URL, true, { optionLabel: labelLabel }) },
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
      platform: { widget: 'text', component: PlatformSelect, required: true },
      protocols: { widget: 'tags', component: ProtocolsInput, validate: protocolsProblem },
      admin_user: pick(ADMIN_USERS_URL, false, { optionLabel: accountLabel }),
      domain: pick(DOMAINS_URL, false),
      nodes: pick(NODES_URL, true, { optionLabel: nodeLabel, query: {} }),
      labels: pick(LABELS_URL, true, { optionLabel: labelLabel, query: {} }),
    },
    initial: (ctx) => ({ platform: 'Linux', protocols: ['ssh/22'], is_active: true, labels: [], nodes: ctx.query?.node ? [ctx.query.node] : [] }),
  },
  detail: {
    titleField: 'hostname',
    tabs: [
      infoTab(['hostname', 'ip', 'public_ip', 'platform', 'protocols', 'nodes_display', 'domain_display', 'admin_user_display',
        'connectivity', 'date_verified', 'is_active', ...HARDWARE, 'created_by', 'date_created', 'comment'], {
        quickActions: [
          activeSwitch(ASSETS_URL),
          taskAction('test', 'assets.testConnectivity', tasks, 'test'),
          taskAction('refresh', 'assets.refreshHardware', tasks, 'refresh'),
        ],
      }),
      { name: 'accounts', titleKey: 'assets.accounts', kind: 'table', url: (o) => `${ACCOUNTS_URL}?asset=${idOf(o)}`, columns: ['username', 'systemuser_display', 'version', connectivity, 'date_created'], searchable: true },
      suAssetsTab('asset'),
      permissionsTab('asset_id'),
    ],
  },
}

export default assets
