// Seed: ticket flows, tickets of every type and state with comments, ops tasks with ad-hoc runs and executions.
import type { Row } from '../db/store'
import { buildProcessMap } from '../handlers/tickets'
import type { AssetSeed } from './assets'
import { DAY, type SeedContext } from './core'
import { ADMIN_ID, DEFAULT_ORG_ID, MFAUSER_ID, ORGADMIN_ID, USER_ID } from './ids'
import { pythonUtcString } from '../engine/time'

export function seedTicketsAndOps(c: SeedContext, a: AssetSeed): void {
  const { rng, anchor, state } = c
  const db = state.db
  const flows: Row[] = []
  for (const org of c.orgs) {
    for (const type of ['general', 'login_confirm', 'apply_asset', 'apply_application', 'login_asset_confirm', 'command_confirm']) {
      const two = type === 'apply_asset' && org === DEFAULT_ORG_ID
      flows.push({
        id: rng.uuid(),
        type,
        approval_level: two ? 2 : 1,
        rules: two
          ? [
              { level: 1, strategy: 'org_admin', assignees: [] },
              { level: 2, strategy: 'super_admin', assignees: [] },
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
  const apps = db.collection('applications').all().filter((x) => x.org_id === DEFAULT_ORG_ID)
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
        return { apply_login_ip: `10.0.3.${rng.int(2, 250)}`, apply_login_city: rng.pick(['上海', 'Singapore', 'LAN']), apply_login_datetime: anchor - rng.int(0, 5) * DAY }
      case 'login_asset_confirm':
        return { apply_login_user: 'user', apply_login_asset: String(defAssets[0].hostname), apply_login_system_user: String(sus[0].name) }
      case 'command_confirm':
        return { apply_run_user: '普通用户(user)', apply_run_asset: String(defAssets[1].hostname), apply_run_system_user: String(sus[0].name), apply_run_command: 'systemctl restart nginx', apply_from_session_id: rng.uuid(), apply_from_cmd_filter_rule_id: rng.uuid(), apply_from_cmd_filter_id: rng.uuid() }
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
            step.processor_display = (step.assignees_display as string[])[(step.assignees as string[]).indexOf(String(step.processor))] ?? 'Administrator(admin)'
            if (st === 'rejected') break
          }
          t.approval_step = st === 'approved' ? pm.length : 1
        }
        tickets.push(t)
        comments.push({ id: rng.uuid(), ticket: t.id, user: applicant, body: rng.pick(['麻烦尽快处理，谢谢', 'Needed for the release on Friday.', '临时排查问题使用']), date_created: created + 60000, date_updated: created + 60000 })
        if (st !== 'open') comments.push({ id: rng.uuid(), ticket: t.id, user: ADMIN_ID, body: st === 'rejected' ? 'Please apply for a shorter period.' : '已处理', date_created: created + 3600000, date_updated: created + 3600000 })
      }
    }
  }
  db.collection('tickets').load(tickets)
  db.collection('ticket-comments').load(comments)

  // ops tasks
  const tasks: Row[] = []
  const adhocs: Row[] = []
  const execs: Row[] = []
  const taskNames = ['更新资产硬件信息', 'test-assets-connectivity', 'push-system-user ops-root', 'gather-asset-users', '检测系统用户可连接性', 'change-auth-plan-01']
  for (const org of c.orgs) {
    const orgAssets = a.assets.filter((x) => x.org_id === org)
    for (const [i, name] of taskNames.entries()) {
      if (org !== DEFAULT_ORG_ID && i > 2) break
      const created = anchor - rng.int(20, 200) * DAY
      const t: Row = { id: rng.uuid(), name: org === DEFAULT_ORG_ID ? name : `${name}-${c.orgs.indexOf(org)}`, interval: i === 1 ? 24 : null, crontab: '', is_periodic: i === 1, is_deleted: false, comment: '', date_created: created, date_updated: anchor - rng.int(0, 19) * DAY, org_id: org }
      tasks.push(t)
      const hosts = rng.sample(orgAssets, rng.int(2, 6)).map((x) => x.id)
      const ad: Row = { id: rng.uuid(), task: t.id, tasks: [{ name: name, action: { module: 'ping', args: '' } }], pattern: 'all', options: { forks: 10, timeout: 10 }, run_as: null, become: null, run_as_admin: true, hosts, date_created: created, org_id: org }
      adhocs.push(ad)
      for (let k = 0; k < rng.int(1, 6); k++) {
        const ok = rng.bool(0.8)
        const start = anchor - rng.int(0, 19) * DAY + rng.int(0, 86399) * 1000
        const names = hosts.map((h) => String(orgAssets.find((x) => x.id === h)?.hostname ?? h))
        execs.push({
          id: rng.uuid(),
          task: t.id,
          adhoc: ad.id,
          hosts_amount: hosts.length,
          date_start: start,
          date_finished: start + rng.int(1, 60) * 1000,
          is_finished: true,
          is_success: ok,
          stat: { total: hosts.length, success: ok ? hosts.length : hosts.length - 1, failed: ok ? 0 : 1 },
          result: { ok: Object.fromEntries(names.map((h) => [h, {}])), failed: {}, unreachable: ok ? {} : { [names[0]]: {} } },
          summary: { ok: ok ? names : names.slice(1), failed: [], dark: ok ? [] : [names[0]] },
          org_id: org,
        })
      }
    }
  }
  db.collection('ops-tasks').load(tasks)
  db.collection('adhocs').load(adhocs)
  db.collection('adhoc-executions').load(execs)
}
