// Approval flows of tickets: per ticket type and organisation, the levels and who approves at each (assignees by
// strategy), and the process map a new ticket starts with.
import type { Row } from '../../db/store'
import { fieldErrors } from '../../engine/http'
import { overridePermission } from '../../engine/pipeline'
import { defineResource } from '../../engine/resource'
import { choiceLabel } from '../../engine/schema'
import type { MockState } from '../../engine/state'

export const userLabel = (u: Row | undefined) => (u ? `${u.name}(${u.username})` : '')

/** Assignees of a flow rule (strategy super_admin / org_admin / super_org_admin / custom_user). */
function assigneesOf(state: MockState, rule: Row, orgId: string): string[] {
  const users = state.users().all()
  const superAdmins = users.filter((u) => u.role === 'Admin' && u.is_active).map((u) => u.id)
  const orgAdmins = state.db
    .collection('org-members')
    .all()
    .filter((m) => m.org === orgId && m.role === 'Admin')
    .map((m) => String(m.user))
  switch (rule.strategy) {
    case 'super_admin':
      return superAdmins
    case 'org_admin':
      return orgAdmins.length ? orgAdmins : superAdmins
    case 'super_org_admin':
      return [...new Set([...superAdmins, ...orgAdmins])]
    default:
      return ((rule.assignees as string[]) ?? []).length ? (rule.assignees as string[]) : superAdmins
  }
}

function flowFor(state: MockState, type: string, orgId: string): Row | undefined {
  const flows = state.db.collection('ticket-flows').all()
  return flows.find((f) => f.type === type && f.org_id === orgId) ?? flows.find((f) => f.type === type)
}

export function buildProcessMap(state: MockState, type: string, orgId: string): Array<Record<string, unknown>> {
  const flow = flowFor(state, type, orgId)
  const rules = ((flow?.rules as Row[]) ?? [{ level: 1, strategy: 'super_admin', assignees: [] } as unknown as Row]).slice(
    0,
    Number(flow?.approval_level ?? 1),
  )
  return rules.map((r, i) => {
    const ids = assigneesOf(state, r, orgId)
    return {
      approval_level: i + 1,
      state: 'notified',
      assignees: ids,
      assignees_display: ids.map((id) => userLabel(state.users().get(id))),
    }
  })
}

export function registerTicketFlows(): void {
  defineResource({
    path: '/api/v1/tickets/flows/',
    collection: 'ticket-flows',
    model: 'TicketFlow',
    orgScoped: true,
    defaultOrder: ['type'],
    compute: (row, ctx) => ({
      rules: ((row.rules as Row[]) ?? []).map((r) => {
        const ids = assigneesOf(ctx.state, r, String(row.org_id))
        return {
          ...r,
          // as on the platform: the chosen users of a custom rule, nothing for the other strategies
          assignees_read_only: r.strategy === 'custom_user' ? ((r.assignees as string[]) ?? []) : [],
          assignees_display: ids.map((id) => userLabel(ctx.state.users().get(id))),
          strategy_display: choiceLabel(
            {
              enum: ['super_admin', 'org_admin', 'super_org_admin', 'custom_user'],
              enumLabels: ['Super admin', 'Org admin', 'Super admin and org admin', 'Custom user'],
              enumLabelsZh: ['超级管理员', '组织管理员', '组织管理员或超级管理员', '自定义用户'],
            },
            r.strategy,
            ctx.lang,
          ),
        }
      }),
    }),
    beforeSave: (data, ctx, existing) => {
      // one flow per ticket type in an organisation, refused with the platform's words
      const orgId = String(existing?.org_id ?? ctx.org.id)
      const type = data.type ?? existing?.type
      const taken = ctx.state.db
        .collection('ticket-flows')
        .all()
        .some((f) => f.type === type && f.org_id === orgId && f.id !== existing?.id)
      if (taken) throw fieldErrors({ type: [ctx.lang === 'zh' ? '当前组织已存在该类型' : 'The current organization type already exists'] })
      // a custom rule needs its users: the platform refuses it per rule, as that rule's `non_field_errors`
      const rules = Array.isArray(data.rules) ? (data.rules as Row[]) : []
      if (rules.some((r) => r.strategy === 'custom_user' && !((r.assignees as string[]) ?? []).length))
        throw fieldErrors({
          rules: rules.map((r) =>
            r.strategy === 'custom_user' && !((r.assignees as string[]) ?? []).length
              ? { non_field_errors: [ctx.lang === 'zh' ? '请选择受理人' : 'Please select the Assignees'] }
              : {},
          ),
        })
      if (Array.isArray(data.rules))
        data.rules = (data.rules as Row[]).map((r, i) => ({
          level: i + 1,
          strategy: r.strategy ?? 'super_admin',
          assignees: r.assignees ?? [],
        }))
    },
  })
  overridePermission('GET', '/api/v1/tickets/flows/', ['IsOrgAdmin'])
}
