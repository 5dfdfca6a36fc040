// Audit logs: sign-ins, operations, password changes, file transfers, batch command executions.
import type { Row } from '../db/store'
import { settleRuns } from './batchRun'
import { successSchema } from '../engine/crud'
import { listResponse, queryRows } from '../engine/list'
import { on } from '../engine/pipeline'
import { defineResource, type Resource } from '../engine/resource'
import { orgInfo } from '../engine/access'

const ORG_FREE = ['-datetime']

export function registerAudits(): void {
  // hosts of batch command executions, one row per (execution, asset)
  on(
    'GET',
    '/api/v1/audits/command-executions-hosts-relations/',
    (ctx) => {
      const assets = ctx.state.db.collection('assets')
      const rows: Row[] = []
      let n = 0
      for (const e of ctx.state.db.collection('command-executions').all()) {
        if (!ctx.org.is_root && e.org_id !== ctx.org.id) continue
        for (const h of (e.hosts as string[]) ?? []) {
          const a = assets.get(h)
          rows.push({
            id: String(++n),
            asset: h,
            asset_display: a ? `${a.hostname}(${a.ip})` : '',
            hostname: a?.hostname ?? '',
            commandexecution: e.id,
            // commandexecution_display: listed by OPTIONS, never answered (the relation has no such attribute)
          })
        }
      }
      const list = ctx.op?.list ?? {
        search: ['asset__hostname'],
        order: null,
        filter: ['id', 'asset', 'commandexecution'],
        dateRange: [],
        bulkDestroy: null,
      }
      const res = {
        path: '',
        shape: '',
        collection: '',
        model: 'CommandExecution_hosts',
        orgScoped: false,
        searchText: { asset__hostname: (row: Row) => String(row.hostname) },
      } as Resource
      return listResponse(
        ctx,
        queryRows(ctx, { rows }, { resource: res, schemaName: successSchema(ctx.op), list }),
        successSchema(ctx.op),
        null,
      )
    },
    { permission: ['IsOrgAdmin | IsOrgAuditor'] },
  )

  defineResource({
    path: '/api/v1/audits/login-logs/',
    collection: 'login-logs',
    model: 'UserLoginLog',
    orgScoped: false,
    defaultOrder: ORG_FREE,
    visible: (ctx) => {
      // outside the root org only the members of the current org are shown
      if (ctx.org.is_root) return null
      const members = new Set(
        ctx.state.db
          .collection('org-members')
          .all()
          .filter((m) => m.org === ctx.org.id)
          .map((m) => String(m.user)),
      )
      const names = new Set(
        ctx.state
          .users()
          .all()
          .filter((u) => members.has(u.id))
          .map((u) => u.username),
      )
      return (row) => names.has(String(row.username))
    },
  })
  defineResource({
    path: '/api/v1/audits/operate-logs/',
    collection: 'operate-logs',
    model: 'OperateLog',
    orgScoped: true,
    defaultOrder: ['-datetime'],
  })
  defineResource({
    path: '/api/v1/audits/password-change-logs/',
    collection: 'password-change-logs',
    model: 'PasswordChangeLog',
    orgScoped: false,
    defaultOrder: ['-datetime'],
  })
  defineResource({
    path: '/api/v1/audits/ftp-logs/',
    collection: 'ftp-logs',
    model: 'FTPLog',
    orgScoped: true,
    defaultOrder: ['-date_start'],
  })
  defineResource({
    path: '/api/v1/audits/command-execution-logs/',
    collection: 'command-executions',
    model: 'CommandExecution',
    orgScoped: true,
    defaultOrder: ['-date_start'],
    // a run still playing finishes when its last host has answered (batchRun.ts)
    beforeRead: (ctx) => settleRuns(ctx.state),
    compute: (row, ctx) => {
      const u = ctx.state.users().get(String(row.user))
      const su = ctx.state.db.collection('system-users').get(String(row.run_as))
      const assets = ctx.state.db.collection('assets')
      const hosts = (row.hosts as string[] | undefined) ?? []
      return {
        user_display: u ? `${u.name}(${u.username})` : '',
        run_as_display: su ? `${su.name}(${su.username})` : '',
        hosts_display: hosts.map((h) => {
          const a = assets.get(h)
          return a ? `${a.hostname}(${a.ip})` : h
        }),
        org_name: orgInfo(ctx.state, String(row.org_id))?.name ?? '',
      }
    },
    searchText: {
      user__name: (row, ctx) => String(ctx.state.users().get(String(row.user))?.name ?? ''),
      user__username: (row, ctx) => String(ctx.state.users().get(String(row.user))?.username ?? ''),
      run_as__name: (row, ctx) => String(ctx.state.db.collection('system-users').get(String(row.run_as))?.name ?? ''),
      run_as__username: (row, ctx) => String(ctx.state.db.collection('system-users').get(String(row.run_as))?.username ?? ''),
    },
    filters: {
      user__name: (row, v, ctx) => ctx.state.users().get(String(row.user))?.name === v,
      user__username: (row, v, ctx) => ctx.state.users().get(String(row.user))?.username === v,
      run_as__name: (row, v, ctx) => ctx.state.db.collection('system-users').get(String(row.run_as))?.name === v,
      run_as__username: (row, v, ctx) => ctx.state.db.collection('system-users').get(String(row.run_as))?.username === v,
    },
  })
}
