// Tickets of every type: open (`POST tickets/open/?type=`), approve / reject (assignees of the current step),
// close (applicant), comments; approving an asset/application request grants a permission. As on the platform, a
// level's assignees see the ticket once it reaches their level, the approver cannot change what was asked for (the
// body of approve is not read), every action adds a comment of the platform's, and the site messages go to the
// next level's assignees and to the applicant on each decision.
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
import { formatDatetime, parseDatetime, pythonUtcString } from '../../engine/time'
import { sendSiteMessage } from '../notifications'
import { APP_PERM_APPS, APP_PERM_SYSUSERS, APP_PERM_USERS, PERM_ASSETS, PERM_SYSUSERS, PERM_USERS } from '../perms/relations'
import { buildProcessMap, userLabel } from './flows'

export const TICKET_TYPES = ['general', 'login_confirm', 'apply_asset', 'apply_application', 'login_asset_confirm', 'command_confirm']

const currentStep = (t: Row) => ((t.process_map as Array<Record<string, unknown>>) ?? []).find((s) => s.approval_level === t.approval_step)

export function isAssignee(t: Row, userId: string): boolean {
  return ((currentStep(t)?.assignees as string[]) ?? []).includes(userId)
}

/** The levels the ticket has reached (the platform creates a level's step when the ticket gets there). */
const reachedSteps = (t: Row) =>
  ((t.process_map as Array<Record<string, unknown>>) ?? []).filter((s) => Number(s.approval_level) <= Number(t.approval_step))

const assigneeOfReached = (t: Row, userId: string) => reachedSteps(t).some((s) => ((s.assignees as string[]) ?? []).includes(userId))

function involves(t: Row, userId: string): boolean {
  return t.applicant === userId || assigneeOfReached(t, userId)
}

const closedError = (ctx: Ctx) => detail(400, ctx.lang === 'zh' ? '工单已经关闭' : 'Ticket already closed', 'error')

/** The platform's own comment on an action, written as the user who acted. */
function actionComment(ctx: Ctx, t: Row, action: 'open' | 'approve' | 'reject' | 'close'): void {
  const zh = ctx.lang === 'zh'
  const words = {
    open: zh ? '打开了工单' : 'opened the ticket',
    approve: zh ? '批准了工单' : 'approved the ticket',
    reject: zh ? '拒绝了工单' : 'rejected the ticket',
    close: zh ? '关闭了工单' : 'closed the ticket',
  }
  const now = ctx.state.now()
  ctx.state.db.collection('ticket-comments').insert({
    id: randomId(),
    ticket: t.id,
    user: ctx.user!.id,
    body: `${userLabel(ctx.user!)} ${words[action]}`,
    date_created: now,
    date_updated: now,
  })
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
  // as on the platform, the permission has the ticket's id (a ticket grants once)
  if (t.type === 'apply_asset') {
    const p: Row = {
      id: t.id,
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
      id: t.id,
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

/**
 * What v2.14.2 checks on open beyond the body schema (checked on a running server): the body's `type` must be the
 * query's, the end of a request after its start (under `meta.apply_date_expired`), and `org_id` an existing
 * organisation (the root one is accepted).
 */
function openChecks(ctx: Ctx, queryType: string, body: Record<string, unknown>, errors: Record<string, unknown>): void {
  const zh = ctx.lang === 'zh'
  if (body.type !== undefined && body.type !== queryType)
    errors.type = [
      `The \`type\` in the submission data (\`${String(body.type)}\`) is different from the type in the request url (\`${queryType}\`)`,
    ]
  const raw = (body.meta ?? {}) as Record<string, unknown>
  if (queryType === 'apply_asset' || queryType === 'apply_application') {
    const start = Date.parse(String(raw.apply_date_start ?? ''))
    const end = Date.parse(String(raw.apply_date_expired ?? ''))
    if (Number.isFinite(start) && Number.isFinite(end) && end <= start) {
      const metaErrors = typeof errors.meta === 'object' && errors.meta !== null ? (errors.meta as Record<string, unknown>) : {}
      metaErrors.apply_date_expired = [zh ? '过期时间要大于开始时间' : 'The expiration date should be greater than the start date']
      errors.meta = metaErrors
    }
  }
  if (body.org_id !== undefined && !orgInfo(ctx.state, String(body.org_id)))
    errors.org_id = [`The organization \`${String(body.org_id)}\` does not exist`]
}

/**
 * What v2.14.2 writes into the meta of a request on open: the permission's name (the applicant's own is replaced),
 * the names of what was asked for, and only the applications of the type asked for.
 */
function openMeta(ctx: Ctx, type: string, meta: Record<string, unknown>, title: string, id: string): void {
  if (type !== 'apply_asset' && type !== 'apply_application') return
  const db = ctx.state.db
  const zh = ctx.lang === 'zh'
  meta.apply_permission_name = `${zh ? '通过工单创建' : 'Created by ticket'} (${title}-${id.slice(0, 4)})`
  const ids = (key: string) => ((meta[key] as string[] | null) ?? []).map(String)
  meta.apply_system_users_display = ids('apply_system_users').map((x) => {
    const su = db.collection('system-users').get(x)
    return su ? `${String(su.name)}(${String(su.username ?? '')})` : x
  })
  if (type === 'apply_asset') {
    meta.apply_assets_display = ids('apply_assets').map((x) => {
      const a = db.collection('assets').get(x)
      return a ? `${String(a.hostname)}(${String(a.ip)})` : x
    })
  } else {
    const apps = ids('apply_applications')
      .map((x) => db.collection('applications').get(x))
      .filter((a): a is Row => !!a && a.type === meta.apply_type)
    meta.apply_applications = apps.map((a) => a.id)
    meta.apply_applications_display = apps.map((a) => String(a.name))
  }
}

/**
 * The answer of an open writes the request's dates as other dates are written (`YYYY/MM/DD HH:MM:SS +zzzz`); the
 * stored meta is read back later as `YYYY-MM-DD HH:MM:SS` (checked on v2.14.2).
 */
function openedAnswer(ctx: Ctx, answer: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  const meta = answer.meta as Record<string, unknown> | undefined
  if (!meta || typeof meta !== 'object') return answer
  for (const key of ['apply_date_start', 'apply_date_expired']) {
    const raw = stored[key]
    const ms = typeof raw === 'number' ? raw : parseDatetime(raw, ctx.tz)
    if (key in meta && ms !== null) meta[key] = formatDatetime(ms, ctx.tz)
  }
  return answer
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
      assignees__id: (row, v) => assigneeOfReached(row, v),
      applicant_display: (row, v, ctx) => userLabel(ctx.state.users().get(String(row.applicant))) === v,
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
      openChecks(ctx, type, body, errors)
      const meta = (v.data.meta as Record<string, unknown>) ?? (body.meta as Record<string, unknown>) ?? {}
      if (Object.keys(errors).length) throw fieldErrors(errors)
      const orgId = String(input.org_id ?? ctx.org.id)
      const id = randomId()
      openMeta(ctx, type, meta, String(v.data.title), id)
      const now = ctx.state.now()
      const t: Row = {
        id,
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
      const first = currentStep(t)
      // as on the platform: the first level's date is when the ticket reached it (opened), with no processor yet
      if (first) Object.assign(first, { approval_date: pythonUtcString(now), processor: '', processor_display: '' })
      collectionOf(ctx.state, tickets).insert(t)
      actionComment(ctx, t, 'open')
      sendSiteMessage(
        ctx.state,
        (first?.assignees as string[]) ?? [],
        `New ticket: ${t.title}`,
        `${userLabel(ctx.user!)} opened a ticket that waits for your approval.`,
      )
      ctx.state.changed()
      return json(ctx, openedAnswer(ctx, renderTicket(ctx, t) as Record<string, unknown>, meta), 201)
    },
    { permission: ['IsValidUser'] },
  )

  const process = (action: 'approve' | 'reject') => async (ctx: Ctx) => {
    const t = byId(ctx)
    if (t.status === 'closed') throw closedError(ctx)
    if (!isAssignee(t, ctx.user!.id)) throw permissionDenied()
    // the body (an edited meta, as the original console sends it) is not read: the approver cannot change the request
    const step = currentStep(t)!
    step.state = action === 'approve' ? 'approved' : 'rejected'
    // the platform's `approval_date` is when the level was reached, not when it was decided
    step.approval_date ??= pythonUtcString(ctx.state.now())
    step.processor = ctx.user!.id
    step.processor_display = userLabel(ctx.user!)
    const levels = (t.process_map as unknown[]).length
    // the ticket's state is the last decision; a level that is not the last keeps the ticket open for the next
    t.state = action === 'approve' ? 'approved' : 'rejected'
    if (action === 'reject') {
      t.status = 'closed'
    } else if (Number(t.approval_step) < levels) {
      t.approval_step = Number(t.approval_step) + 1
      sendSiteMessage(
        ctx.state,
        (currentStep(t)?.assignees as string[]) ?? [],
        `New ticket: ${t.title}`,
        `${userLabel(ctx.user!)} approved level ${step.approval_level}; the ticket waits for your approval.`,
      )
    } else {
      t.status = 'closed'
      grantFromTicket(ctx, t)
    }
    t.date_updated = ctx.state.now()
    collectionOf(ctx.state, tickets).touch()
    actionComment(ctx, t, action)
    sendSiteMessage(
      ctx.state,
      [String(t.applicant)],
      `Ticket ${action === 'approve' ? 'approved' : 'rejected'}: ${t.title}`,
      `Level ${step.approval_level} of your ticket was ${action === 'approve' ? 'approved' : 'rejected'} by ${userLabel(ctx.user!)}.`,
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
      if (t.status === 'closed') throw closedError(ctx)
      t.state = 'closed'
      t.status = 'closed'
      const step = currentStep(t)
      if (step) {
        step.state = 'closed'
        step.approval_date ??= pythonUtcString(ctx.state.now())
        step.processor = ''
        step.processor_display = ''
      }
      t.date_updated = ctx.state.now()
      collectionOf(ctx.state, tickets).touch()
      actionComment(ctx, t, 'close')
      sendSiteMessage(ctx.state, [String(t.applicant)], `Ticket closed: ${t.title}`, `You closed your ticket.`)
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
  // the ticket is the one of `?ticket_id=` (a `ticket` in the body is not read); its applicant and assignees only
  const ticketOf = (ctx: Ctx, id: string | null) => {
    const t = id ? ctx.state.db.collection('tickets').get(id) : undefined
    if (!t) throw detail(400, `Not found Ticket object about \`id=${id ?? 'None'}\``, 'error')
    if (!involves(t, ctx.user!.id)) throw permissionDenied()
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
      const t = ticketOf(ctx, ctx.query.get('ticket_id'))
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
