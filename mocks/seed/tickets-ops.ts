// Seed: ticket flows, tickets of every type and state with comments, ops tasks with ad-hoc runs and executions.
import type { Row } from '../db/store'
import { buildProcessMap } from '../handlers/tickets/flows'
import type { AssetSeed } from './assets'
import { DAY, type SeedContext } from './core'
import { ADMIN_ID, DEFAULT_ORG_ID, MFAUSER_ID, ORGADMIN_ID, USER_ID } from './ids'
import { pythonUtcString } from '../engine/time'
import { Prng } from '../engine/prng'

export function seedTicketsAndOps(c: SeedContext, a: AssetSeed): void {
  const { rng, anchor, state } = c
  const db = state.db
  const flows: Row[] = []
  for (const org of c.orgs) {
    for (const type of ['general', 'login_confirm', 'apply_asset', 'apply_application', 'login_asset_confirm', 'command_confirm']) {
      // asset requests in the Default organisation go through two levels: a super admin, then the org admin
      const two = type === 'apply_asset' && org === DEFAULT_ORG_ID
      flows.push({
        id: rng.uuid(),
        type,
        approval_level: two ? 2 : 1,
        rules: two
          ? [
              { level: 1, strategy: 'super_admin', assignees: [] },
              { level: 2, strategy: 'org_admin', assignees: [] },
            ]
          : [{ level: 1, strategy: 'super_org_admin', assignees: [] }],
        created_by: 'admin',
        date_created: anchor - 100 * DAY,
        date_updated: anchor - 10 * DAY,
        org_id: org,
      })
    }
  }
  db.collection('ticket-flows').load(flows)

  const defAssets = a.assets.filter((x) => x.org_id === DEFAULT_ORG_ID)
  const sus = a.systemUsers.filter((s) => s.org_id === DEFAULT_ORG_ID && s.type === 'common')
  const apps = db
    .collection('applications')
    .all()
    .filter((x) => x.org_id === DEFAULT_ORG_ID)
  const mysqlApps = apps.filter((x) => x.type === 'mysql')
  const applicants = [USER_ID, MFAUSER_ID, ...c.users.slice(5, 12).map((u) => u.id)]
  const tickets: Row[] = []
  const comments: Row[] = []
  const metaFor = (type: string): Record<string, unknown> => {
    switch (type) {
      case 'apply_asset':
        return {
          apply_permission_name: '',
          apply_assets: rng.sample(defAssets, rng.int(1, 3)).map((x) => x.id),
          apply_system_users: [sus[0].id],
          apply_actions: ['all'],
          apply_date_start: anchor,
          apply_date_expired: anchor + 30 * DAY,
        }
      case 'apply_application':
        return {
          apply_permission_name: '',
          apply_category: 'db',
          apply_type: 'mysql',
          apply_applications: mysqlApps.slice(0, 1).map((x) => x.id),
          apply_system_users: a.systemUsers.filter((s) => s.org_id === DEFAULT_ORG_ID && s.protocol === 'mysql').map((s) => s.id),
          apply_date_start: anchor,
          apply_date_expired: anchor + 14 * DAY,
        }
      case 'login_confirm':
        return {
          apply_login_ip: `10.0.3.${rng.int(2, 250)}`,
          apply_login_city: rng.pick(['上海', 'Singapore', 'LAN']),
          apply_login_datetime: anchor - rng.int(0, 5) * DAY,
        }
      case 'login_asset_confirm':
        return { apply_login_user: 'user', apply_login_asset: String(defAssets[0].hostname), apply_login_system_user: String(sus[0].name) }
      case 'command_confirm':
        return {
          apply_run_user: '普通用户(user)',
          apply_run_asset: String(defAssets[1].hostname),
          apply_run_system_user: String(sus[0].name),
          apply_run_command: 'systemctl restart nginx',
          apply_from_session_id: rng.uuid(),
          apply_from_cmd_filter_rule_id: rng.uuid(),
          apply_from_cmd_filter_id: rng.uuid(),
        }
      default:
        return {}
    }
  }
  const TITLES: Record<string, string[]> = {
    general: ['申请开通 VPN', 'General request'],
    login_confirm: ['登录复核', 'Sign-in confirmation'],
    apply_asset: ['申请生产 web 服务器权限', 'Apply for web servers'],
    apply_application: ['申请订单库只读权限', 'Apply for the orders database'],
    login_asset_confirm: ['资产登录复核', 'Asset sign-in confirmation'],
    command_confirm: ['命令复核', 'Command confirmation'],
  }
  const states: Array<'open' | 'approved' | 'rejected' | 'closed'> = ['open', 'approved', 'rejected', 'closed']
  let n = 0
  for (const type of Object.keys(TITLES)) {
    for (const st of states) {
      for (let k = 0; k < (c.scale === 'full' ? 3 : 1); k++) {
        n++
        const applicant = applicants[n % applicants.length]
        const created = anchor - rng.int(0, 40) * DAY - rng.int(0, 86399) * 1000
        const pm = buildProcessMap(state, type, DEFAULT_ORG_ID)
        const t: Row = {
          id: rng.uuid(),
          title: rng.pick(TITLES[type]),
          type,
          meta: metaFor(type),
          state: st,
          status: st === 'open' ? 'open' : 'closed',
          approval_step: 1,
          process_map: pm,
          comment: '',
          body: '',
          applicant,
          org_id: DEFAULT_ORG_ID,
          date_created: created,
          date_updated: created + 3600000,
        }
        if (st === 'approved' || st === 'rejected') {
          for (const step of pm) {
            step.state = st
            step.approval_date = pythonUtcString(created + 3600000)
            step.processor = (step.assignees as string[]).includes(ORGADMIN_ID) ? ORGADMIN_ID : ADMIN_ID
            step.processor_display =
              (step.assignees_display as string[])[(step.assignees as string[]).indexOf(String(step.processor))] ?? 'Administrator(admin)'
            if (st === 'rejected') break
          }
          t.approval_step = st === 'approved' ? pm.length : 1
        }
        tickets.push(t)
        comments.push({
          id: rng.uuid(),
          ticket: t.id,
          user: applicant,
          body: rng.pick(['麻烦尽快处理，谢谢', 'Needed for the release on Friday.', '临时排查问题使用']),
          date_created: created + 60000,
          date_updated: created + 60000,
        })
        if (st !== 'open')
          comments.push({
            id: rng.uuid(),
            ticket: t.id,
            user: ADMIN_ID,
            body: st === 'rejected' ? 'Please apply for a shorter period.' : '已处理',
            date_created: created + 3600000,
            date_updated: created + 3600000,
          })
      }
    }
  }
  // what the platform writes into a request's meta when it is opened: the names of what was asked for
  const nameOf = (collection: string, id: string, label: (r: Row) => string) => {
    const r = db.collection(collection).get(id)
    return r ? label(r) : id
  }
  for (const t of tickets) {
    const meta = t.meta as Record<string, unknown>
    if (t.type !== 'apply_asset' && t.type !== 'apply_application') continue
    meta.apply_system_users_display = (meta.apply_system_users as string[]).map((id) =>
      nameOf('system-users', id, (su) => `${String(su.name)}(${String(su.username ?? '')})`),
    )
    if (t.type === 'apply_asset')
      meta.apply_assets_display = (meta.apply_assets as string[]).map((id) =>
        nameOf('assets', id, (x) => `${String(x.hostname)}(${String(x.ip)})`),
      )
    else
      meta.apply_applications_display = (meta.apply_applications as string[]).map((id) => nameOf('applications', id, (x) => String(x.name)))
  }
  db.collection('tickets').load(tickets)
  db.collection('ticket-comments').load(comments)

  // ops tasks: the ansible tasks the platform creates itself (hardware refresh, connectivity tests, pushes,
  // account gathering), named as the platform names them, each with one ad-hoc version and a few runs. The
  // random draws are the same as before the tasks got their real shapes, so the rows seeded after them keep
  // theirs; the task texts come from a PRNG of their own.
  const tasks: Row[] = []
  const adhocs: Row[] = []
  const execs: Row[] = []
  const side = new Prng(state.config.seed ^ 0x0b5)
  const pyList = (xs: string[]) => `[${xs.map((x) => `'${x}'`).join(', ')}]`
  type AnsibleTask = Record<string, unknown>
  const pushTasks = (su: Row): AnsibleTask[] => {
    const u = String(su.username)
    return [
      {
        name: `Add user ${u}`,
        action: { module: 'user', args: `name=${u} shell=${su.shell ?? '/bin/bash'} state=present expires=-1 comment=${su.name}` },
      },
      { name: `Add group ${u}`, action: { module: 'group', args: `name=${u} state=present` } },
      { name: 'Check home dir exists', action: { module: 'stat', args: `path=/home/${u}` }, register: 'home_existed' },
      {
        name: 'Set home dir permission',
        action: { module: 'file', args: `path=/home/${u} owner=${u} group=${u} mode=700` },
        when: 'home_existed.stat.exists == true',
      },
      {
        name: `Set ${u} sudo setting`,
        action: {
          module: 'lineinfile',
          args: `dest=/etc/sudoers state=present regexp='^${u} ALL=' line='${u} ALL=(ALL) NOPASSWD: ${su.sudo ?? '/bin/whoami'}' validate='visudo -cf %s'`,
        },
      },
    ]
  }
  const KINDS = 6
  for (const org of c.orgs) {
    const orgAssets = a.assets.filter((x) => x.org_id === org)
    const orgSus = a.systemUsers.filter((x) => x.org_id === org && x.type === 'common' && x.protocol === 'ssh')
    const orgNodes = db
      .collection('nodes')
      .all()
      .filter((n) => n.org_id === org)
    for (let i = 0; i < KINDS; i++) {
      if (org !== DEFAULT_ORG_ID && i > 2) break
      const created = anchor - rng.int(20, 200) * DAY
      const t: Row = {
        id: rng.uuid(),
        name: '',
        interval: i === 1 ? 24 : null,
        crontab: null,
        is_periodic: i === 1,
        is_deleted: false,
        comment: '',
        date_created: created,
        date_updated: anchor - rng.int(0, 19) * DAY,
        org_id: org,
      }
      tasks.push(t)
      const hosts = rng.sample(orgAssets, rng.int(2, 6)).map((x) => x.id)
      const names = hosts.map((h) => String(orgAssets.find((x) => x.id === h)?.hostname ?? h))
      const su = orgSus.length ? side.pick(orgSus) : undefined
      const node = orgNodes.length ? side.pick(orgNodes) : undefined
      let contents: AnsibleTask[]
      switch (i) {
        case 0:
          t.name = `更新资产硬件信息: ${pyList(names)}`
          contents = [{ name: 'setup', action: { module: 'setup' } }]
          break
        case 1:
          t.name = `测试资产可连接性: ${pyList(names)}`
          contents = [{ name: 'ping', action: { module: 'ping' } }]
          break
        case 2:
          t.name = `推送系统用户到入资产: ${su?.name ?? 'ops'}`
          contents = su ? pushTasks(su) : []
          break
        case 3:
          t.name = '收集资产上的用户: linux'
          contents = [
            { name: 'gather host users', action: { module: 'getent', args: 'database=passwd' } },
            {
              name: 'get last login',
              action: {
                module: 'shell',
                args: "users=$(getent passwd | grep -v 'nologin' | awk -F: '{ print $1 }');for i in $users;do last -w -F $i -1 | head -1;done",
              },
            },
          ]
          break
        case 4:
          t.name = `测试系统用户可连接性: ${su ? `${su.name}(${su.username})` : 'ops'}`
          contents = [{ name: 'ping', action: { module: 'ping' } }]
          break
        default:
          t.name = `测试节点下资产是否可连接: ${node?.value ?? 'Default'}`
          contents = [{ name: 'ping', action: { module: 'ping' } }]
      }
      const ad: Row = {
        id: rng.uuid(),
        task: t.id,
        tasks: contents,
        pattern: 'all',
        options: { timeout: 10, forks: 10 },
        run_as: null,
        become: null,
        run_as_admin: i !== 4,
        hosts,
        created_by: '',
        date_created: created,
        org_id: org,
      }
      adhocs.push(ad)
      const ok = Object.fromEntries(contents.map((x) => [String(x.name), { changed: false, msg: '' }]))
      let last = 0
      for (let k = 0; k < rng.int(1, 6); k++) {
        const good = rng.bool(0.8)
        const start = anchor - rng.int(0, 19) * DAY + rng.int(0, 86399) * 1000
        const down = good ? [] : [names[0]]
        const asset = orgAssets.find((x) => x.hostname === names[0])
        const error = `Failed to connect to the host via ssh: ssh: connect to host ${asset?.ip ?? names[0]} port 22: Connection timed out`
        const e: Row = {
          id: rng.uuid(),
          task: t.id,
          adhoc: ad.id,
          hosts_amount: hosts.length,
          date_start: start,
          date_finished: start + rng.int(1, 60) * 1000,
          is_finished: true,
          is_success: good,
          result: {},
          summary: {
            contacted: Object.fromEntries(names.filter((h) => !down.includes(h)).map((h) => [h, ok])),
            dark: Object.fromEntries(down.map((h) => [h, { [String(contents[0]?.name ?? 'ping')]: { changed: false, msg: error } }])),
            success: good,
          },
          org_id: org,
        }
        execs.push(e)
        last = Math.max(last, e.date_finished as number)
      }
      // the task row is saved when a run starts and ends
      if (last) t.date_updated = last
    }
  }
  db.collection('ops-tasks').load(tasks)
  db.collection('adhocs').load(adhocs)
  db.collection('adhoc-executions').load(execs)
}
