// Approval flows of tickets (TICKET-04), without drawing anything: the form's values from a flow, the body of
// `tickets/flows/` create / update, the client rules, and the order of the levels.
//
// Facts of v2.14.2 this follows: a flow is per ticket type and organisation (a second flow of a type in the same
// organisation is refused under `type`); `approval_level` is 1 or 2 and the server makes one rule per item of
// `rules` (level = position), so the body carries exactly `approval_level` rules; `assignees` matter only for
// `custom_user` (the other strategies take the super admins / org admins at save time), and a custom rule without
// them is refused as `{rules: [{non_field_errors: […]}]}`; the answer lists the rules in no set order; flows cannot
// be deleted (405).
import { z } from 'zod'
import { errorText } from '../../../components/data/serverErrors'
import type { ticketsFlowsCreate, ticketsFlowsRetrieve } from '../../../generated/operations/tickets'
import type { BodyOf, ResponseOf } from '../../../http/operation'

export type Flow = ResponseOf<typeof ticketsFlowsRetrieve>
export type FlowBody = BodyOf<typeof ticketsFlowsCreate>
export type FlowType = Flow['type']
export type Strategy = 'super_admin' | 'org_admin' | 'super_org_admin' | 'custom_user'

export const FLOW_TYPES: FlowType[] = [
  'apply_asset',
  'apply_application',
  'login_confirm',
  'login_asset_confirm',
  'command_confirm',
  'general',
]
export const STRATEGIES: Strategy[] = ['super_admin', 'org_admin', 'super_org_admin', 'custom_user']
export const MAX_LEVELS = 2

export interface RuleValues {
  strategy: Strategy
  assignees: string[]
}

export interface FlowValues {
  type: FlowType | ''
  rules: RuleValues[]
}

export const newRule = (): RuleValues => ({ strategy: 'super_admin', assignees: [] })

/** The rules of a flow by level (the server answers them in any order). */
export function rulesByLevel(flow: Pick<Flow, 'rules'>): Flow['rules'] {
  return [...flow.rules].sort((a, b) => a.level - b.level)
}

/** The form's values of a flow (update, or a copy of another organisation's flow). */
export function valuesOf(flow: Pick<Flow, 'type' | 'approval_level' | 'rules'>): FlowValues {
  const rules = rulesByLevel(flow)
    .slice(0, flow.approval_level)
    .map((r) => ({ strategy: r.strategy, assignees: r.strategy === 'custom_user' ? [...r.assignees_read_only] : [] }))
  return { type: flow.type, rules: rules.length ? rules : [newRule()] }
}

export function flowBody(v: FlowValues & { type: FlowType }): FlowBody {
  return {
    type: v.type,
    approval_level: v.rules.length as 1 | 2,
    rules: v.rules.map((r) => (r.strategy === 'custom_user' ? { strategy: r.strategy, assignees: r.assignees } : { strategy: r.strategy })),
  }
}

type T = (key: string, values?: Record<string, unknown>) => string

export function flowSchema(t: T) {
  return z.object({
    type: z.string().min(1, t('form.required')),
    rules: z
      .array(
        z.object({ strategy: z.string().min(1, t('form.required')), assignees: z.array(z.string()) }).superRefine((rule, ctx) => {
          if (rule.strategy === 'custom_user' && rule.assignees.length === 0)
            ctx.addIssue({ code: 'custom', path: ['assignees'], message: t('tickets.flowPickAssignees') })
        }),
      )
      .min(1)
      .max(MAX_LEVELS),
  })
}

/**
 * A 400 of a flow save, as messages by form field: `type`, `rules.<i>.strategy`, `rules.<i>.assignees` (a rule's
 * own `non_field_errors` is about its assignees); anything else is a message of the whole form.
 */
export function flowErrors(body: unknown): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {}
  const general: string[] = []
  const text = errorText
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    const t = text(body)
    return { fields, general: t ? [t] : [] }
  }
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'rules' && Array.isArray(value) && value.some((x) => x && typeof x === 'object')) {
      value.forEach((rule, i) => {
        if (!rule || typeof rule !== 'object') return
        for (const [k, v] of Object.entries(rule as Record<string, unknown>)) {
          const name = k === 'strategy' ? `rules.${i}.strategy` : `rules.${i}.assignees`
          fields[name] = fields[name] ? `${fields[name]};${text(v)}` : text(v)
        }
      })
    } else if (key === 'type' || key === 'approval_level') {
      fields[key === 'type' ? 'type' : 'rules'] = text(value)
    } else if (key !== 'code') {
      const t = text(value)
      if (t) general.push(key === 'non_field_errors' || key === 'detail' ? t : `${key}: ${t}`)
    }
  }
  return { fields, general }
}

/** Console paths of the flow pages (routes TicketFlowDetail, TicketFlowUpdate, TicketFlowCreate). */
export const flowDetailPath = (id: string) => `/tickets/flow/${encodeURIComponent(id)}`
export const flowUpdatePath = (id: string) => `/tickets/flows/${encodeURIComponent(id)}/update`
export const FLOW_CREATE_PATH = '/tickets/flows/create'
