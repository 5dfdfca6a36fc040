// The client-side rules of the request forms, with translated messages: what the server would refuse (a blank title,
// no organisation, missing dates, an end not after the start) and what a request needs to mean anything (at least
// one asset or application, one system user, one action). The body sent is then checked against the contract's own
// schema of `tickets/open/` (RequestParts.useOpenRequest).
import { z } from 'zod'
import { ticketsTicketsOpenBodyTitleMax } from '../../../generated/zod/tickets/tickets.zod'
import { endsTooEarly } from './requestModel'

type T = (key: string, values?: Record<string, unknown>) => string

const common = (t: T) => ({
  title: z
    .string()
    .trim()
    .min(1, t('form.required'))
    .max(ticketsTicketsOpenBodyTitleMax, t('form.maxLength', { max: ticketsTicketsOpenBodyTitleMax })),
  org_id: z.string().min(1, t('tickets.requestNoOrg')),
  comment: z.string(),
})

const ids = (t: T, key: string) => z.array(z.string()).min(1, t(key))
const date = (t: T) => z.string({ error: t('form.required') }).min(1, t('form.required'))

function datesInOrder(t: T) {
  return (meta: { apply_date_start: string | null; apply_date_expired: string | null }, ctx: z.RefinementCtx) => {
    if (endsTooEarly(meta.apply_date_start, meta.apply_date_expired))
      ctx.addIssue({ code: 'custom', path: ['apply_date_expired'], message: t('tickets.requestExpiredBeforeStart') })
  }
}

export function assetRequestSchema(t: T) {
  return z.object({
    ...common(t),
    meta: z
      .object({
        apply_assets: ids(t, 'tickets.requestPickAsset'),
        apply_system_users: ids(t, 'tickets.requestPickSystemUser'),
        apply_actions: z.array(z.string()).min(1, t('tickets.requestPickAction')),
        apply_date_start: date(t),
        apply_date_expired: date(t),
      })
      .superRefine(datesInOrder(t)),
  })
}

export function applicationRequestSchema(t: T) {
  return z.object({
    ...common(t),
    meta: z
      .object({
        apply_category: z.string().min(1, t('form.required')),
        apply_type: z.string().min(1, t('form.required')),
        apply_applications: ids(t, 'tickets.requestPickApplication'),
        apply_system_users: ids(t, 'tickets.requestPickSystemUser'),
        apply_date_start: date(t),
        apply_date_expired: date(t),
      })
      .superRefine(datesInOrder(t)),
  })
}
