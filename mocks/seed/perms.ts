// Seed: applications of every type and their accounts, asset and application permissions with their relations,
// login-asset ACLs.
import type { Row } from '../db/store'
import {
  APP_PERM_APPS,
  APP_PERM_GROUPS,
  APP_PERM_SYSUSERS,
  APP_PERM_USERS,
  PERM_ASSETS,
  PERM_GROUPS,
  PERM_NODES,
  PERM_SYSUSERS,
  PERM_USERS,
} from '../handlers/perms/relations'
import type { AssetSeed } from './assets'
import { DAY, type SeedContext } from './core'
import { DEFAULT_ORG_ID, MFAUSER_ID, USER_ID } from './ids'

const DB_APPS: Array<[string, string, number]> = [
  ['mysql', 'orders-mysql', 3306],
  ['mysql', 'users-mysql', 3306],
  ['postgresql', 'analytics-pg', 5432],
  ['oracle', 'erp-oracle', 1521],
  ['mariadb', 'wiki-mariadb', 3306],
]

export function seedPerms(c: SeedContext, a: AssetSeed): void {
  const { rng, anchor, state } = c
  const db = state.db
  const apps: Row[] = []
  const appAccounts: Row[] = []
  for (const org of c.orgs) {
    const orgAssets = a.assets.filter((x) => x.org_id === org)
    const winAsset = orgAssets.find((x) => x.protocol === 'rdp') ?? orgAssets[0]
    const sus = a.systemUsers.filter((s) => s.org_id === org)
    const dba = sus.find((s) => s.protocol === 'mysql')!
    const pg = sus.find((s) => s.protocol === 'postgresql')!
    const k8sSu = sus.find((s) => s.protocol === 'k8s')!
    const chrome = sus.find((s) => s.name === 'chrome-user')!
    const dbList = org === DEFAULT_ORG_ID ? DB_APPS : DB_APPS.slice(0, 2)
    const mk = (name: string, category: string, type: string, attrs: Record<string, unknown>, comment = ''): Row => {
      const row: Row = {
        id: rng.uuid(),
        name,
        category,
        type,
        attrs,
        domain: null,
        comment,
        created_by: 'admin',
        date_created: anchor - rng.int(30, 300) * DAY,
        date_updated: anchor - rng.int(0, 29) * DAY,
        org_id: org,
      }
      apps.push(row)
      return row
    }
    for (const [type, name, port] of dbList) {
      const app = mk(org === DEFAULT_ORG_ID ? name : `${name}-${c.orgs.indexOf(org)}`, 'db', type, {
        host: `10.20.${rng.int(0, 9)}.${rng.int(2, 250)}`,
        port,
        database: name.split('-')[0],
      })
      const su = type === 'postgresql' ? pg : dba
      appAccounts.push({
        id: rng.uuid(),
        username: su.username,
        version: 1,
        systemuser: su.id,
        app: app.id,
        password: 'secret',
        private_key: '',
        org_id: org,
      })
    }
    const assetInfo = { id: winAsset.id, hostname: winAsset.hostname }
    const ch = mk(org === DEFAULT_ORG_ID ? 'grafana-chrome' : `grafana-chrome-${c.orgs.indexOf(org)}`, 'remote_app', 'chrome', {
      asset: winAsset.id,
      asset_info: assetInfo,
      path: 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
      chrome_target: 'https://grafana.example.com',
      chrome_username: 'viewer',
      chrome_password: '',
    })
    appAccounts.push({
      id: rng.uuid(),
      username: chrome.username,
      version: 1,
      systemuser: chrome.id,
      app: ch.id,
      password: 'secret',
      private_key: '',
      org_id: org,
    })
    if (org === DEFAULT_ORG_ID) {
      mk('workbench', 'remote_app', 'mysql_workbench', {
        asset: winAsset.id,
        asset_info: assetInfo,
        path: 'C:\\Program Files\\MySQL\\MySQL Workbench 8.0 CE\\MySQLWorkbench.exe',
        mysql_workbench_ip: '10.20.0.5',
        mysql_workbench_port: 3306,
        mysql_workbench_name: 'orders',
        mysql_workbench_username: 'dba',
        mysql_workbench_password: '',
      })
      mk('vsphere-client', 'remote_app', 'vmware_client', {
        asset: winAsset.id,
        asset_info: assetInfo,
        path: 'C:\\Program Files (x86)\\VMware\\Infrastructure\\Virtual Infrastructure Client\\Launcher\\VpxClient.exe',
        vmware_target: 'https://vcenter.example.com',
        vmware_username: 'ops',
        vmware_password: '',
      })
      mk('putty-custom', 'remote_app', 'custom', {
        asset: winAsset.id,
        asset_info: assetInfo,
        path: 'C:\\Tools\\putty.exe',
        custom_cmdline: '-ssh {host}',
        custom_target: '10.1.0.1',
        custom_username: 'root',
        custom_password: '',
      })
    }
    const k8s = mk(org === DEFAULT_ORG_ID ? 'prod-k8s' : `k8s-${c.orgs.indexOf(org)}`, 'cloud', 'k8s', {
      cluster: 'https://k8s.example.com:6443',
    })
    appAccounts.push({
      id: rng.uuid(),
      username: 'token',
      version: 1,
      systemuser: k8sSu.id,
      app: k8s.id,
      password: '',
      private_key: '',
      org_id: org,
    })
  }
  db.collection('applications').load(apps)
  db.collection('app-accounts').load(appAccounts)

  // asset permissions
  const groups = db.collection('user-groups').all()
  const perms: Row[] = []
  const nodesByOrg = new Map<string, Row[]>()
  for (const n of a.nodes) (nodesByOrg.get(String(n.org_id)) ?? nodesByOrg.set(String(n.org_id), []).get(String(n.org_id))!).push(n)
  for (const org of c.orgs) {
    const orgGroups = groups.filter((g) => g.org_id === org)
    const orgNodes = nodesByOrg.get(org)!
    const level2 = orgNodes.filter((n) => String(n.key).split(':').length === 2)
    const orgAssets = a.assets.filter((x) => x.org_id === org)
    const sus = a.systemUsers.filter((s) => s.org_id === org && s.type === 'common')
    const names =
      org === DEFAULT_ORG_ID
        ? ['ops-perm', '研发只读', 'dba-access', 'windows-desktops', 'contractor-temp', 'expired-perm']
        : ['ops-perm', 'dev-readonly']
    names.forEach((name, i) => {
      const p: Row = {
        id: rng.uuid(),
        name,
        is_active: name !== 'contractor-temp',
        actions: i === 1 ? ['connect', 'download_file'] : ['all'],
        date_start: anchor - rng.int(30, 200) * DAY,
        date_expired: name === 'expired-perm' ? anchor - 5 * DAY : anchor + rng.int(100, 3000) * DAY,
        comment: '',
        from_ticket: false,
        created_by: 'admin',
        date_created: anchor - rng.int(30, 200) * DAY,
        org_id: org,
      }
      perms.push(p)
      const extra = { org_id: org }
      if (i === 0) {
        PERM_GROUPS.add(
          state,
          p.id,
          orgGroups.filter((g) => g.name === '运维组' || g.name === 'Default').map((g) => g.id),
          extra,
        )
        PERM_NODES.add(
          state,
          p.id,
          level2.slice(0, 1).map((n) => n.id),
          extra,
        )
        PERM_SYSUSERS.add(
          state,
          p.id,
          sus
            .filter((s) => s.protocol === 'ssh')
            .slice(0, 2)
            .map((s) => s.id),
          extra,
        )
        if (org === DEFAULT_ORG_ID) PERM_USERS.add(state, p.id, [USER_ID], extra)
      } else {
        PERM_USERS.add(
          state,
          p.id,
          rng
            .sample(c.users.slice(5), 3)
            .map((u) => u.id)
            .concat(org === DEFAULT_ORG_ID && i === 1 ? [MFAUSER_ID] : []),
          extra,
        )
        PERM_ASSETS.add(
          state,
          p.id,
          rng.sample(orgAssets, rng.int(3, 12)).map((x) => x.id),
          extra,
        )
        if (i === 2)
          PERM_GROUPS.add(
            state,
            p.id,
            orgGroups.filter((g) => g.name === 'dba').map((g) => g.id),
            extra,
          )
        if (i === 3)
          PERM_ASSETS.add(
            state,
            p.id,
            orgAssets
              .filter((x) => x.protocol === 'rdp')
              .slice(0, 10)
              .map((x) => x.id),
            extra,
          )
        PERM_SYSUSERS.add(
          state,
          p.id,
          rng.sample(sus, 2).map((s) => s.id),
          extra,
        )
      }
    })
  }
  db.collection('asset-permissions').load(perms)

  // application permissions
  const appPerms: Row[] = []
  for (const org of c.orgs) {
    const orgApps = apps.filter((x) => x.org_id === org)
    const sus = a.systemUsers.filter((s) => s.org_id === org)
    for (const category of ['db', 'remote_app', 'cloud']) {
      const inCat = orgApps.filter((x) => x.category === category)
      if (!inCat.length) continue
      const p: Row = {
        id: rng.uuid(),
        name: `${category}-access${org === DEFAULT_ORG_ID ? '' : `-${c.orgs.indexOf(org)}`}`,
        category,
        type: inCat[0].type,
        is_active: true,
        date_start: anchor - 60 * DAY,
        date_expired: anchor + 365 * DAY,
        comment: '',
        from_ticket: false,
        created_by: 'admin',
        date_created: anchor - 60 * DAY,
        org_id: org,
      }
      appPerms.push(p)
      const extra = { org_id: org }
      APP_PERM_APPS.add(
        state,
        p.id,
        inCat.filter((x) => x.type === p.type).map((x) => x.id),
        extra,
      )
      APP_PERM_USERS.add(state, p.id, org === DEFAULT_ORG_ID ? [USER_ID] : [], extra)
      APP_PERM_GROUPS.add(
        state,
        p.id,
        groups.filter((g) => g.org_id === org && g.name === 'dba').map((g) => g.id),
        extra,
      )
      const protocol = category === 'db' ? 'mysql' : category === 'cloud' ? 'k8s' : 'rdp'
      APP_PERM_SYSUSERS.add(
        state,
        p.id,
        sus
          .filter((s) => s.protocol === protocol)
          .slice(0, 1)
          .map((s) => s.id),
        extra,
      )
    }
  }
  db.collection('application-permissions').load(appPerms)

  // login-asset ACLs (review logins to sensitive assets)
  const acls: Row[] = []
  for (const org of c.orgs) {
    acls.push({
      id: rng.uuid(),
      name: org === DEFAULT_ORG_ID ? '生产库登录复核' : `prod-review-${c.orgs.indexOf(org)}`,
      priority: 20,
      action: 'login_confirm',
      is_active: true,
      users: { username_group: ['*'] },
      system_users: { name_group: ['*'], username_group: ['root'], protocol_group: ['ssh'] },
      assets: { hostname_group: ['db-*'], ip_group: ['10.1.*'] },
      reviewers: c.users.filter((u) => u.role === 'Admin').map((u) => u.id),
      comment: '',
      created_by: 'admin',
      date_created: anchor - 30 * DAY,
      date_updated: anchor - 3 * DAY,
      org_id: org,
    })
  }
  db.collection('login-asset-acls').load(acls)
}
