// Accounts on assets (the auth book), their secrets and connectivity tasks, and the users gathered from assets.
import type { Row } from '../../db/store'
import { contract } from '../../engine/contract'
import { getObject } from '../../engine/crud'
import { type Ctx, fieldErrors, json } from '../../engine/http'
import { queryRows } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { collectionOf, defineResource } from '../../engine/resource'
import { validateObject } from '../../engine/schema'
import { recordTask } from '../tasks'
import { assetInNode } from './node-tree'

export function registerAccounts(): void {
  const accountComputed = (row: Row, ctx: Ctx) => {
    const a = ctx.state.db.collection('assets').get(String(row.asset))
    const su = ctx.state.db.collection('system-users').get(String(row.systemuser))
    return {
      ip: a?.ip ?? '',
      hostname: a?.hostname ?? '',
      systemuser_display: su ? `${su.name}(${su.username})` : '',
    }
  }
  const accountFilters = {
    ip: (row: Row, v: string, ctx: Ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.ip === v,
    hostname: (row: Row, v: string, ctx: Ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.hostname === v,
    node: (row: Row, v: string, ctx: Ctx) => {
      const a = ctx.state.db.collection('assets').get(String(row.asset))
      return !!a && assetInNode(ctx, a, v, false)
    },
  }
  const accounts = defineResource({
    path: '/api/v1/assets/accounts/',
    collection: 'accounts',
    model: 'AuthBook',
    orgScoped: true,
    unique: [['username', 'asset', 'systemuser']],
    defaultOrder: ['-date_created'],
    compute: accountComputed,
    filters: accountFilters,
    searchText: {
      ip: (row, ctx) => String(ctx.state.db.collection('assets').get(String(row.asset))?.ip ?? ''),
      hostname: (row, ctx) => String(ctx.state.db.collection('assets').get(String(row.asset))?.hostname ?? ''),
      systemuser__username: (row, ctx) => String(ctx.state.db.collection('system-users').get(String(row.systemuser))?.username ?? ''),
    },
    defaults: () => ({ version: 1, connectivity: 'unknown', date_verified: null, comment: '' }),
  })
  defineResource({
    path: '/api/v1/assets/account-secrets/',
    collection: 'accounts',
    model: 'AuthBook',
    orgScoped: true,
    compute: accountComputed,
  })
  on(
    'POST',
    '/api/v1/assets/accounts/{id}/verify/',
    (ctx) => {
      const acc = getObject(ctx, accounts, ctx.params[0])
      const a = ctx.state.db.collection('assets').get(String(acc.asset))
      const task = recordTask(ctx.state, 'assets.tasks.test_account_connectivity', [String(a?.hostname ?? acc.asset)])
      collectionOf(ctx.state, accounts).update(acc.id, { connectivity: 'ok', date_verified: ctx.state.now() })
      ctx.state.changed()
      return json(ctx, { task })
    },
    { permission: ['IsOrgAdmin'] },
  )
  on(
    'POST',
    '/api/v1/assets/accounts/tasks/',
    async (ctx) => {
      const body = (await ctx.body()) as Record<string, unknown>
      const v = validateObject(ctx, ctx.op?.request?.schema, body, { partial: false })
      if (v.errors) throw fieldErrors(v.errors)
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, accounts) },
        { resource: accounts, schemaName: 'Account', list: contract.op('GET', accounts.path)?.list },
      )
      const task = recordTask(
        ctx.state,
        'assets.tasks.test_accounts_connectivity',
        rows.slice(0, 20).map((r) => String(accountComputed(r, ctx).hostname)),
      )
      return json(ctx, { ...body, task }, 201)
    },
    { permission: ['IsOrgAdminOrAppUser'] },
  )
  defineResource({
    path: '/api/v1/assets/gathered-users/',
    collection: 'gathered-users',
    model: 'GatheredUser',
    orgScoped: true,
    defaultOrder: ['-date_last_login'],
    compute: (row, ctx) => {
      const a = ctx.state.db.collection('assets').get(String(row.asset))
      return { hostname: a?.hostname ?? '', ip: a?.ip ?? '' }
    },
    filters: {
      asset__ip: (row, v, ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.ip === v,
      asset__hostname: (row, v, ctx) => ctx.state.db.collection('assets').get(String(row.asset))?.hostname === v,
      asset_id: (row, v) => row.asset === v,
    },
  })
}
