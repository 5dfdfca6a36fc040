// System users (/assets/system-users): the form shows the fields of the chosen protocol and login mode
// (DOM-05, VAL-11, VAL-12, VAL-20); `?type=admin` makes an admin user (G-01). The detail offers push and test
// tasks with their logs, and lists the assets (added and removed there), nodes and permission rules (the users)
// the account is used by.
import type { FieldContext } from '../../components/data/fieldTyping'
import type { ResourceConfig, Row } from '../../components/resource/types'
import {
  ASSETS_URL, CMD_FILTERS_URL, NODES_URL, SU_NODE_RELATIONS_URL, SYSTEM_USERS_URL,
  between, idOf, infoTab, nodeLabel, permissionsTab, pick, suAssetsTab, taskAction,
} from './shared'

type V = Record<string, unknown>
const ASSET_PROTOCOLS = ['ssh', 'rdp', 'telnet', 'vnc']
const isAdmin = (v: V) => v.type === 'admin'
const manual = (v: V) => !isAdmin(v) && v.login_mode === 'manual'
const ssh = (v: V) => v.protocol === 'ssh'
const pushes = (v: V) => ssh(v) && !isAdmin(v) && !manual(v) && Boolean(v.auto_push)
const onlyFor = (protocols: string[]) => (v: V) => manual(v) || !protocols.includes(String(v.protocol))
const tasks = (o: Row) => `${SYSTEM_USERS_URL}${idOf(o)}/tasks/`
// VAL-12: in manual login mode the username may be blank; a user-named account needs none either.
const needsUsername = (value: unknown, v: V) => (!value && !manual(v) && !v.username_same_with_user ? 'form.required' : undefined)

const systemUsers: ResourceConfig = {
  name: 'SystemUser',
  path: '/assets/system-users',
  url: SYSTEM_USERS_URL,
  list: {
    columns: ['name', 'username', 'protocol', 'login_mode', 'priority', 'assets_amount', 'type', { field: 'auto_push', kind: 'boolean' }, 'sudo', 'comment', 'created_by', 'date_created'],
    columnsShow: { min: ['name'], default: ['name', 'username', 'protocol', 'login_mode', 'assets_amount', 'comment'] },
    extraParams: { type: 'common' },
    excludeFilters: ['type'],
  },
  form: {
    layout: [
      ['assets.basic', ['name', 'type', 'protocol', 'login_mode', 'username', 'username_same_with_user', 'priority']],
      ['assets.auth', ['auto_generate_key', 'password', 'private_key', 'token', 'ad_domain']],
      ['assets.command', ['auto_push', 'sudo', 'shell', 'home', 'system_groups', 'sftp_root', 'cmd_filters']],
      ['assets.other', ['comment']],
    ],
    overrides: {
      type: { hidden: () => true },
      login_mode: { hidden: isAdmin },
      username: { validate: needsUsername, hidden: (v) => Boolean(v.username_same_with_user) },
      username_same_with_user: { hidden: (v) => isAdmin(v) || !ASSET_PROTOCOLS.includes(String(v.protocol)) },
      priority: { validate: between(1, 100), hidden: isAdmin },
      auto_generate_key: { hidden: (v, c: FieldContext) => c.mode === 'update' || !pushes(v) },
      password: { widget: 'password', hidden: (v) => manual(v) || v.protocol === 'k8s' || Boolean(v.auto_generate_key), helpKey: 'assets.secretKeepHelp' },
      private_key: { widget: 'textarea', hidden: (v) => !ssh(v) || manual(v) || Boolean(v.auto_generate_key), helpKey: 'assets.secretKeepHelp' },
      token: { widget: 'textarea', hidden: (v) => v.protocol !== 'k8s' },
      ad_domain: { hidden: onlyFor(['rdp']) },
      auto_push: { hidden: (v) => isAdmin(v) || manual(v) || !ASSET_PROTOCOLS.includes(String(v.protocol)) },
      sudo: { hidden: (v) => !pushes(v) },
      shell: { hidden: (v) => !pushes(v) },
      home: { hidden: (v) => !pushes(v) },
      system_groups: { hidden: (v) => !pushes(v) },
      sftp_root: { hidden: (v) => !ssh(v) || isAdmin(v) },
      cmd_filters: pick(CMD_FILTERS_URL, true, { hidden: (v) => isAdmin(v) || !ASSET_PROTOCOLS.includes(String(v.protocol)) }),
    },
    initial: (ctx) => ({ type: ctx.query?.type === 'admin' ? 'admin' : 'common', protocol: 'ssh', login_mode: 'auto', priority: 81, auto_push: ctx.query?.type !== 'admin', sudo: '/bin/whoami', shell: '/bin/bash', sftp_root: 'tmp', cmd_filters: [] }),
    // the type is never edited: admin on `?type=admin` pages, else the object's own, else common
    clean: (body, ctx) => ({ ...body, type: ctx.object?.type ?? (ctx.query?.type === 'admin' ? 'admin' : 'common') }),
    returnTo: (body) => (body.type === 'admin' ? '/assets/system-users?tab=admin' : undefined),
  },
  detail: {
    tabs: [
      infoTab(['name', 'username', 'type', 'protocol', 'login_mode', 'priority', 'username_same_with_user', 'auto_push', 'sudo', 'shell', 'home', 'system_groups', 'sftp_root', 'ad_domain', 'assets_amount', 'ssh_key_fingerprint', 'created_by', 'date_created', 'date_updated', 'comment'], {
        quickActions: [
          taskAction('push', 'assets.pushSystemUser', tasks, 'push', (o) => !isAdmin(o) && Boolean(o.auto_push) && Boolean(o.is_asset_protocol)),
          taskAction('test', 'assets.testSystemUser', tasks, 'test', (o) => Boolean(o.is_asset_protocol)),
        ],
      }),
      suAssetsTab('systemuser', (o) => !isAdmin(o)),
      { name: 'adminAssets', titleKey: 'assets.assets', kind: 'table', has: ({ object }) => isAdmin(object), url: (o) => `${ASSETS_URL}?admin_user=${idOf(o)}`, columns: ['hostname', 'ip', 'platform', 'connectivity'], linkRoute: 'AssetDetail', searchable: true },
      { name: 'nodes', titleKey: 'assets.nodes', kind: 'relations', relations: [{ titleKey: 'assets.nodes', value: (o) => ((o.nodes as string[] | undefined) ?? []).map(String), optionsUrl: NODES_URL, optionLabel: nodeLabel, relationUrl: SU_NODE_RELATIONS_URL, from: 'systemuser', to: 'node' }] },
      { ...permissionsTab('system_user_id'), has: ({ object }) => !isAdmin(object) },
    ],
  },
}

export default systemUsers
