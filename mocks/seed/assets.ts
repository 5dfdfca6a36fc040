// Seed: platforms, the node tree (6 levels in Default), assets (10,000 at full scale), admin/system users and
// their asset relations, accounts, domains and gateways, labels, command filters, gathered users, favourites.
import type { Row } from '../db/store'
import { DAY, type SeedContext } from './core'
import { DEFAULT_ORG_ID, USER_ID } from './ids'

export interface AssetSeed {
  assets: Row[]
  nodes: Row[]
  systemUsers: Row[]
}

const PLATFORMS: Array<[string, string, boolean]> = [
  ['Linux', 'Linux', true],
  ['Unix', 'Unix', true],
  ['MacOS', 'MacOS', true],
  ['BSD', 'BSD', true],
  ['Windows', 'Windows', true],
  ['Windows2016', 'Windows', true],
  ['Other', 'Other', true],
  ['Windows-RDP', 'Windows', true],
  ['Windows-TLS', 'Windows', true],
  ['AIX', 'Unix', true],
]

const L2 = ['华东', '华北', '华南', '海外', '测试环境']
const L3 = ['IDC-A', 'IDC-B', '云上']
const L4 = ['电商', '支付', '数据平台', '办公']
const L5 = ['web', 'app', 'db']
const L6 = ['prod', 'staging']

export function seedAssets(c: SeedContext): AssetSeed {
  const { rng, anchor, state } = c
  const db = state.db
  const full = c.scale === 'full'
  db.collection('platforms').load(
    PLATFORMS.map(([name, base, internal], i) => ({
      id: String(i + 1),
      name,
      base,
      charset: 'utf8',
      internal,
      meta: base === 'Windows' ? { security: name === 'Windows-TLS' ? 'tls' : 'rdp', console: false } : {},
      comment: '',
    })),
  )

  // admin and system users per org
  const systemUsers: Row[] = []
  const su = (org: string, name: string, username: string, protocol: string, type: 'admin' | 'common', extra: Partial<Row> = {}): Row => {
    const row: Row = {
      id: rng.uuid(),
      name,
      username,
      password: 'secret',
      private_key: protocol === 'ssh' ? '-----BEGIN RSA PRIVATE KEY-----\nMOCK\n-----END RSA PRIVATE KEY-----' : '',
      public_key: '',
      token: '',
      type,
      protocol,
      login_mode: 'auto',
      priority: 81,
      sudo: '/bin/whoami',
      shell: '/bin/bash',
      sftp_root: 'tmp',
      home: '',
      system_groups: '',
      ad_domain: '',
      username_same_with_user: false,
      auto_push: type === 'common',
      auto_generate_key: false,
      cmd_filters: [],
      comment: '',
      created_by: 'admin',
      date_created: anchor - rng.int(100, 400) * DAY,
      date_updated: anchor - rng.int(0, 99) * DAY,
      org_id: org,
      ...extra,
    }
    systemUsers.push(row)
    return row
  }
  const perOrg = new Map<string, { admin: Row; winAdmin: Row; common: Row[] }>()
  for (const org of c.orgs) {
    const admin = su(org, 'root-admin', 'root', 'ssh', 'admin', { comment: 'Linux 管理用户' })
    const winAdmin = su(org, 'windows-admin', 'Administrator', 'rdp', 'admin')
    const common = [
      su(org, 'ops-root', 'root', 'ssh', 'common', { priority: 10, sudo: '/bin/whoami,/usr/bin/systemctl' }),
      su(org, 'web-deploy', 'deploy', 'ssh', 'common'),
      su(org, 'readonly', 'viewer', 'ssh', 'common', { priority: 90, sudo: '' }),
      su(org, 'windows-user', 'ops', 'rdp', 'common'),
      su(org, 'dba-mysql', 'dba', 'mysql', 'common', { login_mode: 'manual' }),
      su(org, 'pg-admin', 'postgres', 'postgresql', 'common'),
      su(org, 'k8s-token', '', 'k8s', 'common', { token: 'eyJhbGciOi.mock.token' }),
      su(org, 'chrome-user', 'webuser', 'rdp', 'common'),
    ]
    perOrg.set(org, { admin, winAdmin, common })
  }

  // domains, gateways, labels
  const domains: Row[] = []
  const gateways: Row[] = []
  const labels: Row[] = []
  for (const org of c.orgs) {
    for (const [name, comment] of [
      ['华东网域', 'east gateway zone'],
      ['overseas', '海外网域'],
    ]) {
      const d: Row = { id: rng.uuid(), name, comment, date_created: anchor - rng.int(50, 300) * DAY, org_id: org }
      domains.push(d)
      for (let g = 1; g <= 2; g++) {
        gateways.push({
          id: rng.uuid(),
          name: `${name}-gw-${g}`,
          username: 'jms',
          password: 'secret',
          private_key: '',
          public_key: '',
          ip: `172.16.${domains.length}.${g}`,
          port: 22,
          protocol: 'ssh',
          is_active: g === 1 || rng.bool(0.5),
          is_connective: g === 1,
          domain: d.id,
          comment: '',
          created_by: 'admin',
          date_created: anchor - rng.int(10, 50) * DAY,
          date_updated: anchor - rng.int(0, 9) * DAY,
          org_id: org,
        })
      }
    }
    for (const [name, value] of [
      ['env', 'prod'],
      ['env', 'staging'],
      ['env', 'dev'],
      ['team', 'ops'],
      ['team', 'dba'],
      ['os', 'centos7'],
      ['os', 'ubuntu20'],
    ]) {
      labels.push({
        id: rng.uuid(),
        name,
        value,
        category: 'U',
        is_active: true,
        comment: '',
        date_created: anchor - rng.int(10, 200) * DAY,
        org_id: org,
      })
    }
  }
  db.collection('domains').load(domains)
  db.collection('gateways').load(gateways)
  db.collection('labels').load(labels)

  // node tree
  const nodes: Row[] = []
  const leaves = new Map<string, Row[]>()
  const node = (org: string, key: string, value: string): Row => {
    const n: Row = { id: rng.uuid(), key, value, org_id: org }
    nodes.push(n)
    return n
  }
  c.orgs.forEach((org, oi) => {
    const root = node(org, String(oi + 1), org === DEFAULT_ORG_ID ? 'Default' : oi === 1 ? '研发中心' : 'Operations')
    const list: Row[] = []
    if (org === DEFAULT_ORG_ID) {
      const l2 = full ? L2 : L2.slice(0, 2)
      const l3 = full ? L3 : L3.slice(0, 2)
      const l4 = full ? L4 : L4.slice(0, 1)
      const l5 = full ? L5 : L5.slice(0, 2)
      const l6 = full ? L6 : L6.slice(0, 1)
      l2.forEach((a, i2) => {
        const n2 = node(org, `${root.key}:${i2 + 1}`, a)
        l3.forEach((b, i3) => {
          const n3 = node(org, `${n2.key}:${i3 + 1}`, b)
          l4.forEach((cc, i4) => {
            const n4 = node(org, `${n3.key}:${i4 + 1}`, cc)
            l5.forEach((d, i5) => {
              const n5 = node(org, `${n4.key}:${i5 + 1}`, d)
              l6.forEach((e, i6) => list.push(node(org, `${n5.key}:${i6 + 1}`, e)))
            })
          })
        })
      })
    } else {
      ;['web', 'db', 'k8s'].forEach((v, i) => list.push(node(org, `${root.key}:${i + 1}`, v)))
    }
    leaves.set(org, list)
  })
  db.collection('nodes').load(nodes)

  // assets
  const total = full ? 10000 : 40
  const otherEach = full ? 200 : 6
  const assets: Row[] = []
  const platformNames = PLATFORMS.map((p) => p[0])
  const mkAsset = (org: string, i: number, leaf: Row): Row => {
    const path = String(leaf.key).split(':')
    const kind = org === DEFAULT_ORG_ID ? L5[(Number(path[4] ?? 1) - 1) % L5.length] : String(leaf.value)
    const windows = rng.bool(0.08)
    const platform = windows
      ? rng.pick(['Windows', 'Windows2016', 'Windows-RDP'])
      : rng.bool(0.9)
        ? 'Linux'
        : rng.pick(platformNames.slice(1, 4))
    const ip = `10.${Math.floor(i / 65025) + (org === DEFAULT_ORG_ID ? 1 : 100 + c.orgs.indexOf(org))}.${Math.floor(i / 255) % 255}.${(i % 254) + 1}`
    const orgSu = perOrg.get(org)!
    const protocols = windows ? ['rdp/3389'] : rng.bool(0.1) ? ['ssh/22', 'vnc/5901'] : ['ssh/22']
    const memory = `${rng.pick([4, 8, 16, 32, 64])}G`
    const nodeIds = [leaf.id]
    if (rng.bool(0.05)) nodeIds.push(rng.pick(leaves.get(org)!).id)
    const labelPool = labels.filter((l) => l.org_id === org)
    return {
      id: rng.uuid(),
      hostname: `${windows ? 'win' : kind}-${String(i + 1).padStart(5, '0')}${org === DEFAULT_ORG_ID ? '' : `-${c.orgs.indexOf(org)}`}`,
      ip,
      platform,
      protocols,
      protocol: protocols[0].split('/')[0],
      port: Number(protocols[0].split('/')[1]),
      is_active: rng.bool(0.95),
      public_ip: rng.bool(0.2) ? `47.${rng.int(90, 120)}.${rng.int(0, 255)}.${rng.int(1, 254)}` : '',
      comment: rng.bool(0.1) ? rng.pick(['核心业务', 'legacy', '待下线', 'GPU']) : '',
      number: rng.bool(0.3) ? `ASSET-${String(i + 1).padStart(6, '0')}` : null,
      vendor: rng.pick(['Dell Inc.', 'HP', 'Huawei', 'Alibaba Cloud', 'VMware, Inc.']),
      model: rng.pick(['PowerEdge R740', 'ProLiant DL380', 'ecs.g6.large', 'VMware Virtual Platform']),
      sn: rng.hex(12).toUpperCase(),
      cpu_model: rng.pick(['Intel(R) Xeon(R) Gold 6148', 'Intel(R) Xeon(R) Platinum 8269CY', 'AMD EPYC 7K62']),
      cpu_count: rng.pick([1, 2]),
      cpu_cores: rng.pick([2, 4, 8, 16]),
      cpu_vcpus: rng.pick([2, 4, 8, 16, 32]),
      memory,
      disk_total: `${rng.pick([40, 100, 200, 500, 1000])}G`,
      disk_info: '{"vda": "100G"}',
      os: windows ? 'Windows' : rng.pick(['CentOS', 'Ubuntu', 'Debian', 'Rocky']),
      os_version: windows ? '2016' : rng.pick(['7.9', '20.04', '11', '8.5']),
      os_arch: 'x86_64',
      hostname_raw: '',
      connectivity: rng.pick(['ok', 'ok', 'ok', 'failed', 'unknown']),
      date_verified: anchor - rng.int(0, 30) * DAY,
      domain: rng.bool(0.1) ? rng.pick(domains.filter((d) => d.org_id === org)).id : null,
      admin_user: windows ? orgSu.winAdmin.id : orgSu.admin.id,
      nodes: nodeIds,
      labels: rng.bool(0.4) ? rng.sample(labelPool, rng.int(1, 2)).map((l) => l.id) : [],
      created_by: 'admin',
      date_created: anchor - rng.int(1, 700) * DAY,
      org_id: org,
    }
  }
  const defLeaves = leaves.get(DEFAULT_ORG_ID)!
  const defCount = total - (c.orgs.length - 1) * otherEach
  for (let i = 0; i < defCount; i++) assets.push(mkAsset(DEFAULT_ORG_ID, i, defLeaves[i % defLeaves.length]))
  for (const org of c.orgs.slice(1)) {
    const ls = leaves.get(org)!
    for (let i = 0; i < otherEach; i++) assets.push(mkAsset(org, i, ls[i % ls.length]))
  }
  db.collection('assets').load(assets)

  // system user ↔ asset relations, accounts
  const suRel: Row[] = []
  const accounts: Row[] = []
  let rid = 0
  for (const a of assets) {
    const orgSu = perOrg.get(String(a.org_id))!
    const windows = String(a.protocol) === 'rdp'
    const candidates = orgSu.common.filter((s) => (windows ? s.protocol === 'rdp' : s.protocol === 'ssh'))
    const picks = rng.sample(candidates, rng.int(1, 2))
    for (const s of picks)
      suRel.push({
        id: rng.uuid(),
        asset: a.id,
        systemuser: s.id,
        connectivity: a.connectivity,
        date_verified: a.date_verified,
        org_id: a.org_id,
      })
    rid++
    if (rid % 3 === 0 || a.org_id !== DEFAULT_ORG_ID) {
      const s = picks[0]
      accounts.push({
        id: rng.uuid(),
        username: s.username,
        asset: a.id,
        systemuser: s.id,
        version: rng.int(1, 4),
        password: 'secret',
        private_key: '',
        public_key: '',
        connectivity: a.connectivity,
        date_verified: a.date_verified,
        comment: '',
        date_created: anchor - rng.int(1, 300) * DAY,
        date_updated: anchor - rng.int(0, 30) * DAY,
        org_id: a.org_id,
      })
    }
  }
  db.collection('system-user-asset-relations').load(suRel)
  db.collection('accounts').load(accounts)
  const suNodeRel: Row[] = []
  for (const org of c.orgs) {
    const orgSu = perOrg.get(org)!
    const ls = leaves.get(org)!
    suNodeRel.push({ id: String(++rid), node: ls[0].id, systemuser: orgSu.common[0].id, org_id: org })
  }
  db.collection('system-user-node-relations').load(suNodeRel)

  // command filters
  const filters: Row[] = []
  const rules: Row[] = []
  for (const org of c.orgs) {
    const f: Row = {
      id: rng.uuid(),
      name: '高危命令',
      is_active: true,
      comment: 'dangerous commands',
      created_by: 'admin',
      date_created: anchor - 100 * DAY,
      date_updated: anchor - 10 * DAY,
      org_id: org,
    }
    filters.push(f)
    const f2: Row = {
      id: rng.uuid(),
      name: 'db-protect',
      is_active: true,
      comment: '',
      created_by: 'admin',
      date_created: anchor - 80 * DAY,
      date_updated: anchor - 8 * DAY,
      org_id: org,
    }
    filters.push(f2)
    const rule = (filter: Row, type: string, content: string, action: number, priority: number) =>
      rules.push({
        id: rng.uuid(),
        filter: filter.id,
        type,
        content,
        action,
        priority,
        comment: '',
        reviewers: [],
        created_by: 'admin',
        date_created: anchor - 50 * DAY,
        date_updated: anchor - 5 * DAY,
        org_id: org,
      })
    rule(f, 'command', 'rm -rf /\nreboot\nshutdown', 0, 10)
    rule(f, 'regex', '^(mkfs|dd if=).*', 0, 20)
    rule(f, 'command', 'systemctl restart', 1, 50)
    rule(f2, 'regex', '(?i)drop\\s+(table|database)', 0, 10)
    perOrg.get(org)!.common[0].cmd_filters = [f.id]
  }
  db.collection('system-users').load(systemUsers)
  db.collection('cmd-filters').load(filters)
  db.collection('cmd-filter-rules').load(rules)

  // gathered users, favourites
  const gathered: Row[] = []
  for (let i = 0; i < (full ? 120 : 10); i++) {
    const a = rng.pick(assets)
    gathered.push({
      id: rng.uuid(),
      asset: a.id,
      username: rng.pick(['root', 'nginx', 'mysql', 'backup', 'jenkins', 'deploy']),
      ip_last_login: `10.0.${rng.int(0, 9)}.${rng.int(2, 254)}`,
      present: rng.bool(0.8),
      date_last_login: anchor - rng.int(0, 60) * DAY,
      date_created: anchor - rng.int(60, 90) * DAY,
      date_updated: anchor - rng.int(0, 59) * DAY,
      org_id: a.org_id,
    })
  }
  db.collection('gathered-users').load(gathered)
  db.collection('favorite-assets').load(
    assets.slice(0, 3).map((a) => ({ id: rng.uuid(), user: USER_ID, asset: a.id, date_created: anchor - 3 * DAY })),
  )
  return { assets, nodes, systemUsers }
}
