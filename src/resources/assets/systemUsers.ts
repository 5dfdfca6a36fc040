// System users (/assets/system-users): the form shows the fields of the chosen protocol and login mode
// (DOM-05, VAL-11, VAL-12, VAL-20); `?type=admin` makes an admin user (G-01). The detail offers push and test
// tasks with their logs, and lists the assets (added and removed there), nodes and permission rules (the users)
// the account is used by.
import type { FieldContext } from '../../components/data/fieldTyping'
import { defineResource, listOf, pickFrom, tableTab } from '../../components/resource/define'
import {
  assetsAssetsList,
  assetsCmdFiltersList,
  assetsNodesList,
  assetsSystemUsersCreate,
  assetsSystemUsersList,
  assetsSystemUsersNodesRelationsCreate,
  assetsSystemUsersRetrieve,
  assetsSystemUsersTasks,
  assetsSystemUsersUpdate,
} from '../../generated/operations/assets'
import { requestOf, urlOf } from '../../http/operation'
import { idOf, MINI, nodeLabel } from '../shared'
import { between, infoTab, permissionsTab, suAssetsTab, taskAction } from './shared'
import { RESOURCES } from '../identities'

type V = Record<string, unknown>
const ASSET_PROTOCOLS = ['ssh', 'rdp', 'telnet', 'vnc']
const isAdmin = (v: V) => v.type === 'admin'
const manual = (v: V) => !isAdmin(v) && v.login_mode === 'manual'
const ssh = (v: V) => v.protocol === 'ssh'
const pushes = (v: V) => ssh(v) && !isAdmin(v) && !manual(v) && Boolean(v.auto_push)
const onlyFor = (protocols: string[]) => (v: V) => manual(v) || !protocols.includes(String(v.protocol))
const task = (action: 'push' | 'test') => (o: { id: string }) =>
  requestOf(assetsSystemUsersTasks, { path: { id: idOf(o) }, body: { action } })
// VAL-12: in manual login mode the username may be blank; a user-named account needs none either.
const needsUsername = (value: unknown, v: V) => (!value && !manual(v) && !v.username_same_with_user ? 'form.required' : undefined)

export default defineResource(
  RESOURCES.SystemUser,
  { list: assetsSystemUsersList, retrieve: assetsSystemUsersRetrieve, create: assetsSystemUsersCreate, update: assetsSystemUsersUpdate },
  {
    list: {
      columns: [
        'name',
        'username',
        'protocol',
        'login_mode',
        'priority',
        'assets_amount',
        'type',
        { field: 'auto_push', kind: 'boolean' },
        'sudo',
        'comment',
        'created_by',
        'date_created',
      ],
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
        password: {
          widget: 'password',
          hidden: (v) => manual(v) || v.protocol === 'k8s' || Boolean(v.auto_generate_key),
          helpKey: 'assets.secretKeepHelp',
        },
        private_key: {
          widget: 'textarea',
          hidden: (v) => !ssh(v) || manual(v) || Boolean(v.auto_generate_key),
          helpKey: 'assets.secretKeepHelp',
        },
        token: { widget: 'textarea', hidden: (v) => v.protocol !== 'k8s' },
        ad_domain: { hidden: onlyFor(['rdp']) },
        auto_push: { hidden: (v) => isAdmin(v) || manual(v) || !ASSET_PROTOCOLS.includes(String(v.protocol)) },
        sudo: { hidden: (v) => !pushes(v) },
        shell: { hidden: (v) => !pushes(v) },
        home: { hidden: (v) => !pushes(v) },
        system_groups: { hidden: (v) => !pushes(v) },
        sftp_root: { hidden: (v) => !ssh(v) || isAdmin(v) },
        cmd_filters: pickFrom(assetsCmdFiltersList, {
          multiple: true,
          query: MINI,
          hidden: (v) => isAdmin(v) || !ASSET_PROTOCOLS.includes(String(v.protocol)),
        }),
      },
      initial: (ctx) => ({
        type: ctx.query?.type === 'admin' ? 'admin' : 'common',
        protocol: 'ssh',
        login_mode: 'auto',
        priority: 81,
        auto_push: ctx.query?.type !== 'admin',
        sudo: '/bin/whoami',
        shell: '/bin/bash',
        sftp_root: 'tmp',
        cmd_filters: [],
      }),
      // the type is never edited: admin on `?type=admin` pages, else the object's own, else common
      clean: (body, ctx) => ({ ...body, type: ctx.object?.type ?? (ctx.query?.type === 'admin' ? 'admin' : 'common') }),
      returnTo: (body) => (body.type === 'admin' ? '/assets/system-users?tab=admin' : undefined),
    },
    detail: {
      tabs: [
        infoTab(
          [
            'name',
            'username',
            'type',
            'protocol',
            'login_mode',
            'priority',
            'username_same_with_user',
            'auto_push',
            'sudo',
            'shell',
            'home',
            'system_groups',
            'sftp_root',
            'ad_domain',
            'assets_amount',
            'ssh_key_fingerprint',
            'created_by',
            'date_created',
            'date_updated',
            'comment',
          ],
          {
            quickActions: [
              taskAction(
                'push',
                'assets.pushSystemUser',
                task('push'),
                (o) => !isAdmin(o) && Boolean(o.auto_push) && Boolean(o.is_asset_protocol),
              ),
              taskAction('test', 'assets.testSystemUser', task('test'), (o) => Boolean(o.is_asset_protocol)),
            ],
          },
        ),
        suAssetsTab('systemuser', (o) => !isAdmin(o)),
        // An admin user's assets: v2.14.2 ignores ?admin_user= on the asset list (every asset comes back); the assets
        // related to the account are those of ?system_users__id= (what its assets_amount counts).
        tableTab(assetsAssetsList, {
          name: 'adminAssets',
          titleKey: 'assets.assets',
          has: ({ object }) => isAdmin(object),
          query: (o) => ({ system_users__id: idOf(o) }),
          columns: ['hostname', 'ip', 'platform', 'connectivity'],
          linkRoute: 'AssetDetail',
          searchable: true,
        }),
        {
          name: 'nodes',
          titleKey: 'assets.nodes',
          kind: 'relations',
          relations: [
            {
              titleKey: 'assets.nodes',
              value: (o) => (o.nodes ?? []).map(String),
              optionsUrl: listOf(assetsNodesList),
              optionLabel: nodeLabel,
              // POST [{systemuser, node}] and DELETE ?systemuser=&node= (the bulk delete of the same path)
              relationUrl: urlOf(assetsSystemUsersNodesRelationsCreate),
              from: 'systemuser',
              to: 'node',
            },
          ],
        },
        { ...permissionsTab((o) => ({ system_user_id: idOf(o) })), has: ({ object }) => !isAdmin(object) },
      ],
    },
  },
)
