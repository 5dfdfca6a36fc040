// Tickets of every type: open (`POST tickets/open/?type=`), approve / reject (assignees of the current step),
// close (applicant), comments; approving an asset/application request grants a permission.
import type { Row } from '../../db/store'
import { orgInfo } from '../../engine/access'
import { contract } from '../../engine/contract'
import { getObject, render, successSchema } from '../../engine/crud'
import { type Ctx, detail, fieldErrors, json, permissionDenied } from '../../engine/http'
import { listResponse, queryRows } from '../../engine/list'
import { on } from '../../engine/pipeline'
import { randomId } from '../../engine/prng'
import { collectionOf, defineResource } from '../../engine/resource'
import { renderObject, validateObject } from '../../engine/schema'
import { pythonUtcString } from '../../engine/time'
import { sendSiteMessage } from '../notifications'
import { APP_PERM_APPS, APP_PERM_SYSUSERS, APP_PERM_USERS, PERM_ASSETS, PERM_SYSUSERS, PERM_USERS } from '../perms/relations'
import { buildProcessMap, userLabel } from './flows'

export const TICKET_TYPES = ['general', 'login_confirm', 'apply_asset', 'apply_application', 'login_asset_confirm', 'command_confirm']

const currentStep = (t: Row) => ((t.process_map as Array<Record<string, unknown>>) ?? []).find((s) => s.approval_level === t.approval_step)

export function isAssignee(t: Row, userId: string): boolean {
  return ((currentStep(t)?.assignees as string[]) ?? []).includes(userId)
}

function involves(t: Row, userId: string): boolean {
  if (t.applicant === userId) return true
  return ((t.process_map as Array<Record<string, unknown>>) ?? []).some((s) => ((s.assignees as string[]) ?? []).includes(userId))
}

/** The meta schema of a ticket type (the "apply" variant when opening). */
function metaSchema(type: string, action: 'open' | 'default'): string | undefined {
  const mod = `.ticket_type.${type}.`
  const schemas = Object.entries(contract.meta.schemas).filter(([, s]) => s.serializer?.includes(mod))
  const pick =
    schemas.find(([, s]) => (action === 'open' ? /\.ApplySerializer$/ : /(?<!Apply)Serializer$/).test(s.serializer!)) ?? schemas[0]
  return pick?.[0]
}

function grantFromTicket(ctx: Ctx, t: Row): void {
  const meta = (t.meta as Record<string, unknown>) ?? {}
  const state = ctx.state
  const applicant = String(t.applicant)
  const extra = { org_id: t.org_id }
  const name = String(meta.apply_permission_name || `${t.title} (${String(t.id).slice(0, 4)})`)
  const start = typeof meta.apply_date_start === 'number' ? meta.apply_date_start : state.now()
  const expired = typeof meta.apply_date_expired === 'number' ? meta.apply_date_expired : state.now() + 7 * 86400000
  if (t.type === 'apply_asset') {
    const p: Row = {
      id: randomId(),
      name,
      is_active: true,
      actions: (meta.apply_actions as string[]) ?? ['all'],
      date_start: start,
      date_expired: expired,
      comment: `From ticket ${t.title}`,
      from_ticket: true,
      created_by: 'System',
      date_created: state.now(),
      org_id: t.org_id,
    }
    state.db.collection('asset-permissions').insert(p)
    PERM_USERS.add(state, p.id, [applicant], extra)
    PERM_ASSETS.add(state, p.id, (meta.apply_assets as string[]) ?? [], extra)
    PERM_SYSUSERS.add(state, p.id, (meta.apply_system_users as string[]) ?? [], extra)
  } else if (t.type === 'apply_application') {
    const p: Row = {
      id: randomId(),
      name,
      category: meta.apply_category,
      type: meta.apply_type,
      is_active: true,
      date_start: start,
      date_expired: expired,
      comment: `From ticket ${t.title}`,
      from_ticket: true,
      created_by: 'System',
      date_created: state.now(),
      org_id: t.org_id,
    }
    state.db.collection('application-permissions').insert(p)
    APP_PERM_USERS.add(state, p.id, [applicant], extra)
    APP_PERM_APPS.add(state, p.id, (meta.apply_applications as string[]) ?? [], extra)
    APP_PERM_SYSUSERS.add(state, p.id, (meta.apply_system_users as string[]) ?? [], extra)
  }
}

export function registerTickets(): void {
  const tickets = defineResource({
    path: '/api/v1/tickets/tickets/',
    collection: 'tickets',
    model: 'Ticket',
    orgScoped: false,
    defaultOrder: ['-date_created'],
    visible: (ctx) => (row) => involves(row, ctx.user!.id),
    compute: (row, ctx) => {
      const u = ctx.state.users().get(String(row.applicant))
      const statusLabel = row.status === 'open' ? (ctx.lang === 'zh' ? '打开' : 'Open') : ctx.lang === 'zh' ? '已关闭' : 'Closed'
      const ms = metaSchema(String(row.type), 'default')
      return {
        meta: ms ? renderObject(ctx, ms, (row.meta as Record<string, unknown>) ?? {}, null) : row.meta,
        applicant_display: userLabel(u),
        org_name: orgInfo(ctx.state, String(row.org_id))?.name ?? '',
        status_display: statusLabel,
      }
    },
    filters: {
      assignees__id: (row, v) =>
        ((row.process_map as Array<Record<string, unknown>>) ?? []).some((s) => ((s.assignees as string[]) ?? []).includes(v)),
      applicant_display: (row, v, ctx) => userLabel(ctx.state.users().get(String(row.applicant))) === v,
      state: (row, v) => row.state === v,
    },
    searchText: { applicant_display: (row, ctx) => userLabel(ctx.state.users().get(String(row.applicant))) },
  })

  const byId = (ctx: Ctx) => getObject(ctx, tickets, ctx.params[0])
  const renderTicket = (ctx: Ctx, t: Row) =>
    render(ctx, tickets, successSchema(ctx.op) ?? successSchema(contract.op('GET', '/api/v1/tickets/tickets/{id}/')) ?? 'TicketDisplay', t)

  on(
    'POST',
    '/api/v1/tickets/tickets/open/',
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const type = String(ctx.query.get('type') ?? body.type ?? '')
      const input: Record<string, unknown> = { ...body, type: body.type ?? type }
      const v = validateObject(ctx, ctx.op?.request?.schema ?? 'TicketApplyRequest', input, { partial: false, action: 'open' })
      const errors: Record<string, unknown> = { ...(v.errors ?? {}) }
      const meta = (v.data.meta as Record<string, unknown>) ?? (body.meta as Record<string, unknown>) ?? {}
      if (Object.keys(errors).length) throw fieldErrors(errors)
      const orgId = String(input.org_id ?? ctx.org.id)
      const org = orgInfo(ctx.state, orgId)
      if (!org || org.is_root) throw fieldErrors({ org_id: ['Invalid pk "' + orgId + '" - object does not exist.'] })
      const now = ctx.state.now()
      const t: Row = {
        id: randomId(),
        title: v.data.title,
        type: input.type,
        meta,
        state: 'open',
        status: 'open',
        approval_step: 1,
        process_map: buildProcessMap(ctx.state, String(input.type), orgId),
        comment: v.data.comment ?? '',
        body: '',
        applicant: ctx.user!.id,
        org_id: orgId,
        date_created: now,
        date_updated: now,
      }
      collectionOf(ctx.state, tickets).insert(t)
      const first = currentStep(t)
      sendSiteMessage(
        ctx.state,
        (first?.assignees as string[]) ?? [],
        `New ticket: ${t.title}`,
        `${userLabel(ctx.user!)} opened a ticket that waits for your approval.`,
      )
      ctx.state.changed()
      return json(ctx, renderTicket(ctx, t), 201)
    },
    { permission: ['IsValidUser'] },
  )

  const process = (action: 'approve' | 'reject') => async (ctx: Ctx) => {
    const t = byId(ctx)
    if (t.status === 'closed') throw detail(400, 'Ticket already closed', 'ticket_closed')
    if (!isAssignee(t, ctx.user!.id)) throw permissionDenied()
    const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
    if (action === 'approve' && body.meta && typeof body.meta === 'object') {
      t.meta = { ...(t.meta as Record<string, unknown>), ...(body.meta as Record<string, unknown>) }
    }
    const step = currentStep(t)!
    step.state = action === 'approve' ? 'approved' : 'rejected'
    step.approval_date = pythonUtcString(ctx.state.now())
    step.processor = ctx.user!.id
    step.processor_display = userLabel(ctx.user!)
    const levels = (t.process_map as unknown[]).length
    if (action === 'reject') {
      t.state = 'rejected'
      t.status = 'closed'
    } else if (Number(t.approval_step) < levels) {
      t.approval_step = Number(t.approval_step) + 1
    } else {
      t.state = 'approved'
      t.status = 'closed'
      grantFromTicket(ctx, t)
    }
    t.date_updated = ctx.state.now()
    collectionOf(ctx.state, tickets).touch()
    if (t.status === 'closed')
      sendSiteMessage(
        ctx.state,
        [String(t.applicant)],
        `Ticket ${t.state}: ${t.title}`,
        `Your ticket was ${t.state} by ${userLabel(ctx.user!)}.`,
      )
    ctx.state.changed()
    return json(ctx, renderTicket(ctx, t))
  }
  on('PUT', '/api/v1/tickets/tickets/{id}/approve/', process('approve'), { permission: ['IsValidUser'] })
  on('PUT', '/api/v1/tickets/tickets/{id}/reject/', process('reject'), { permission: ['IsValidUser'] })
  on(
    'PUT',
    '/api/v1/tickets/tickets/{id}/close/',
    (ctx) => {
      const t = byId(ctx)
      if (t.applicant !== ctx.user!.id) throw permissionDenied()
      if (t.status === 'closed') throw detail(400, 'Ticket already closed', 'ticket_closed')
      t.state = 'closed'
      t.status = 'closed'
      t.date_updated = ctx.state.now()
      collectionOf(ctx.state, tickets).touch()
      ctx.state.changed()
      return json(ctx, renderTicket(ctx, t))
    },
    { permission: ['IsValidUser'] },
  )
  // create/update/destroy through the router raise MethodNotAllowed
  for (const [m, p] of [
    ['POST', '/api/v1/tickets/tickets/'],
    ['PUT', '/api/v1/tickets/tickets/{id}/'],
    ['PATCH', '/api/v1/tickets/tickets/{id}/'],
    ['DELETE', '/api/v1/tickets/tickets/{id}/'],
  ] as const) {
    if (contract.op(m, p))
      on(
        m,
        p,
        (ctx) => {
          throw detail(405, `Method "${ctx.method}" not allowed.`, 'method_not_allowed')
        },
        { permission: ['IsValidUser'] },
      )
  }

  // comments of a ticket (applicant and assignees)
  const comments = defineResource({
    path: '/api/v1/tickets/comments/',
    collection: 'ticket-comments',
    model: 'Comment',
    orgScoped: false,
    defaultOrder: ['date_created'],
    compute: (row, ctx) => ({ user_display: userLabel(ctx.state.users().get(String(row.user))) }),
  })
  const ticketOf = (ctx: Ctx, id: string | null) => {
    const t = id ? ctx.state.db.collection('tickets').get(id) : undefined
    if (!t || !involves(t, ctx.user!.id)) throw permissionDenied()
    return t
  }
  on(
    'GET',
    comments.path,
    (ctx) => {
      const t = ticketOf(ctx, ctx.query.get('ticket_id'))
      const rows = queryRows(
        ctx,
        { collection: collectionOf(ctx.state, comments) },
        { resource: comments, schemaName: successSchema(ctx.op), where: (r) => r.ticket === t.id },
      )
      return listResponse(ctx, rows, successSchema(ctx.op), comments)
    },
    { permission: ['IsValidUser'] },
  )
  on(
    'POST',
    comments.path,
    async (ctx) => {
      const body = ((await ctx.body()) as Record<string, unknown>) ?? {}
      const t = ticketOf(ctx, String(body.ticket ?? ctx.query.get('ticket_id') ?? ''))
      const v = validateObject(ctx, ctx.op?.request?.schema ?? 'CommentRequest', { ...body, ticket: t.id }, { partial: false })
      if (v.errors) throw fieldErrors(v.errors)
      const now = ctx.state.now()
      const row: Row = { id: randomId(), body: v.data.body, ticket: t.id, user: ctx.user!.id, date_created: now, date_updated: now }
      collectionOf(ctx.state, comments).insert(row)
      ctx.state.changed()
      return json(ctx, render(ctx, comments, successSchema(ctx.op) ?? 'Comment', row), 201)
    },
    { permission: ['IsValidUser'] },
  )
}
