// Site messages (per user, mark-as-read, websocket push), notification backends, message subscriptions.
import type { Row } from '../db/store'
import { successSchema } from '../engine/crud'
import { type Ctx, fieldErrors, json, notFound } from '../engine/http'
import { listResponse, queryRows } from '../engine/list'
import { on } from '../engine/pipeline'
import { randomId } from '../engine/prng'
import { defineResource } from '../engine/resource'
import type { MockState } from '../engine/state'

/** Delivers a site message to users (and pushes their new unread count). */
export function sendSiteMessage(state: MockState, userIds: string[], subject: string, message: string, sender: string | null = null): void {
  const coll = state.db.collection('site-messages')
  const now = state.now()
  for (const user of userIds) {
    coll.insert({ id: randomId(), user, subject, message, has_read: false, read_at: null, date_created: now, date_updated: now, sender })
  }
  state.emit({ type: 'site-msg', userIds })
}

export const BACKENDS = [
  { name: 'email', name_display: 'Email', is_active: true },
  { name: 'wecom', name_display: 'WeCom', is_active: false },
  { name: 'dingtalk', name_display: 'DingTalk', is_active: false },
  { name: 'site_msg', name_display: 'Site message', is_active: true },
  { name: 'feishu', name_display: 'FeiShu', is_active: false },
]

export const MESSAGE_CATEGORIES: Array<{ category: string; label: string; types: Array<[string, string]> }> = [
  {
    category: 'accounts',
    label: 'Accounts',
    types: [
      ['ResetMFAMsg', 'Reset MFA'],
      ['UserCreatedMsg', 'User created'],
    ],
  },
  {
    category: 'terminal',
    label: 'Terminal',
    types: [
      ['CommandAlertMessage', 'Command alert'],
      ['ServerPerformanceMessage', 'Server performance'],
    ],
  },
  {
    category: 'assets',
    label: 'Assets',
    types: [['AssetsCheckMessage', 'Asset connectivity check']],
  },
]

export function registerNotifications(): void {
  const msgs = defineResource({
    path: '/api/v1/notifications/site-message/',
    collection: 'site-messages',
    model: 'SiteMessage',
    orgScoped: false,
    defaultOrder: ['has_read', '-date_created'],
    visible: (ctx) => (row) => row.user === ctx.user?.id,
    compute: (row, ctx) => {
      const sender = row.sender ? ctx.state.users().get(String(row.sender)) : undefined
      return { sender: sender ? `${sender.name}(${sender.username})` : '' }
    },
    filters: {
      has_read: (row, v) => row.has_read === ['1', 'true', 'True'].includes(v),
    },
  })

  on(
    'GET',
    msgs.path,
    (ctx) => {
      const rows = queryRows(
        ctx,
        { collection: ctx.state.db.collection(msgs.collection) },
        {
          resource: msgs,
          schemaName: successSchema(ctx.op),
          list: ctx.op?.list ?? { search: ['subject', 'message'], order: null, filter: ['has_read'], dateRange: [], bulkDestroy: null },
        },
      )
      return listResponse(ctx, rows, successSchema(ctx.op), msgs)
    },
    { permission: ['IsValidUser'] },
  )

  // As the platform does: the ids of the user's unread messages become read, the answer is `{detail: 'ok'}`, and
  // no unread count is pushed (the socket pushes only when a message arrives; the console lowers its own count).
  on(
    'PATCH',
    '/api/v1/notifications/site-message/mark-as-read/',
    async (ctx) => {
      const body = (await ctx.body()) as { ids?: unknown }
      if (!Array.isArray(body?.ids)) throw fieldErrors({ ids: ['This field is required.'] })
      const ids = new Set(body.ids as string[])
      const coll = ctx.state.db.collection('site-messages')
      const now = ctx.state.now()
      for (const m of coll.all()) {
        if (m.user !== ctx.user!.id || m.has_read || !ids.has(m.id)) continue
        m.has_read = true
        m.read_at = now
      }
      coll.touch()
      ctx.state.changed()
      return json(ctx, { detail: 'ok' })
    },
    { permission: ['IsValidUser'] },
  )

  on(
    'GET',
    '/api/v1/notifications/backends/',
    (ctx) =>
      json(
        ctx,
        BACKENDS.map(({ name, name_display }) => ({ name, name_display })),
      ),
    { permission: ['IsSuperUser'] },
  )

  // system message subscriptions: one row per message type, grouped by category on GET
  on(
    'GET',
    '/api/v1/notifications/system-msg-subscription/',
    (ctx) => {
      const coll = ctx.state.db.collection('system-msg-subscriptions')
      const out = MESSAGE_CATEGORIES.map((c) => ({
        category: c.category,
        category_label: c.label,
        children: coll
          .all()
          .filter((r) => r.category === c.category)
          .map((r) => subscriptionView(ctx, r)),
      }))
      return json(ctx, out)
    },
    { permission: ['IsSuperUser'] },
  )
  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/notifications/system-msg-subscription/{id}/',
      async (ctx) => {
        const coll = ctx.state.db.collection('system-msg-subscriptions')
        const row = coll.get(ctx.params[0]) ?? coll.find((r) => r.message_type === ctx.params[0])
        if (!row) throw notFound('SystemMsgSubscription')
        const body = (await ctx.body()) as Record<string, unknown>
        for (const k of ['users', 'groups', 'receive_backends']) if (Array.isArray(body[k])) row[k] = body[k]
        coll.touch()
        ctx.state.changed()
        return json(ctx, subscriptionView(ctx, row))
      },
      { permission: ['IsSuperUser'] },
    )
  }
  on(
    'GET',
    '/api/v1/notifications/user-msg-subscription/{id}/',
    (ctx) => {
      const u = ctx.state.users().get(ctx.params[0])
      if (!u) throw notFound('UserMsgSubscription')
      if (u.id !== ctx.user!.id && ctx.user!.role !== 'Admin') throw notFound('UserMsgSubscription')
      return json(ctx, { user_id: u.id, receive_backends: (u.receive_backends as string[] | undefined) ?? ['site_msg', 'email'] })
    },
    { permission: ['IsValidUser'] },
  )
  for (const m of ['PUT', 'PATCH']) {
    on(
      m,
      '/api/v1/notifications/user-msg-subscription/{id}/',
      async (ctx) => {
        const u = ctx.state.users().get(ctx.params[0])
        if (!u || (u.id !== ctx.user!.id && ctx.user!.role !== 'Admin')) throw notFound('UserMsgSubscription')
        const body = (await ctx.body()) as { receive_backends?: unknown }
        if (!Array.isArray(body.receive_backends)) throw fieldErrors({ receive_backends: ['This field is required.'] })
        const valid = new Set(BACKENDS.map((b) => b.name))
        const bad = (body.receive_backends as unknown[]).find((b) => !valid.has(String(b)))
        if (bad !== undefined) throw fieldErrors({ receive_backends: { '0': [`"${String(bad)}" is not a valid choice.`] } })
        ctx.state.users().update(u.id, { receive_backends: body.receive_backends })
        ctx.state.changed()
        return json(ctx, { user_id: u.id, receive_backends: body.receive_backends })
      },
      { permission: ['IsValidUser'] },
    )
  }
}

function subscriptionView(ctx: Ctx, r: Row): Record<string, unknown> {
  const users = ((r.users as string[]) ?? []).map((id) => ctx.state.users().get(id)).filter(Boolean) as Row[]
  return {
    message_type: r.message_type,
    message_type_label: r.message_type_label,
    users: users.map((u) => u.id),
    groups: r.groups ?? [],
    receive_backends: r.receive_backends ?? [],
    receivers: users.map((u) => ({ id: u.id, name: `${u.name}(${u.username})` })),
  }
}
