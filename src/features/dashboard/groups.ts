// The dashboard's figures, group by group (ROUTE-DASH-01). The `index` operation computes only the groups a request
// names, so each part of the page asks for its own group in a request of its own, all at once: a slow or failing
// group holds up or hides nothing but its own card. The windowed groups follow the 7/30-day choice (`monthly=1`);
// the totals do not depend on it and are not asked again when it changes.
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { earlyOr, earlyQueryOptions, startEarly } from '../../components/api/early'
import type { ConsoleEnv } from '../../components/env/ConsoleEnv'
import { PERM_AUDIT } from '../../config/constants'
import { index } from '../../generated/operations/index'
import { request, type QueryOf, type ResponseOf } from '../../http/operation'
import { hasPerm } from '../../session/permissions'

export type IndexAnswer = ResponseOf<typeof index>
type Flag = Exclude<keyof QueryOf<typeof index>, 'oid' | 'all' | 'monthly'>

export interface GroupSpec {
  /** The flags the group's request sends (`?total_count=1`). */
  flags: readonly Flag[]
  /** Follows the 7/30-day choice. */
  windowed: boolean
  /** Who sees the group's card: its request is sent only for them. */
  visible(env: Pick<ConsoleEnv, 'perms'>): boolean
}

// Who sees what, as the platform's own dashboard shows it (lina v2.14.2, views/dashboard): every part to everyone
// who opens the page — admins, org admins and auditors (the operation allows IsOrgAdmin | IsOrgAuditor). Only the
// links differ by role (links.ts). The permission check of the start-up's own code (session/permissions), not
// components/env/access: this module is what the start-up loads to send the early requests, and access.ts travels
// with the list's chunk, which the requests would otherwise wait for (issue 22).
const everyone = (env: Pick<ConsoleEnv, 'perms'>) => hasPerm(env.perms, PERM_AUDIT)

export const GROUPS = {
  totals: { flags: ['total_count'], windowed: false, visible: everyone },
  trend: { flags: ['dates_metrics'], windowed: true, visible: everyone },
  period: { flags: ['dates_total_count'], windowed: true, visible: everyone },
  userActivity: { flags: ['dates_total_count_users'], windowed: true, visible: everyone },
  assetActivity: { flags: ['dates_total_count_assets'], windowed: true, visible: everyone },
  topUsers: { flags: ['dates_login_times_top10_users'], windowed: true, visible: everyone },
  topAssets: { flags: ['dates_login_times_top10_assets'], windowed: true, visible: everyone },
  latestSessions: { flags: ['dates_login_record_top10_sessions'], windowed: true, visible: everyone },
} as const satisfies Record<string, GroupSpec>

export type GroupName = keyof typeof GROUPS

/** The two windows the page offers, in days. */
export const PERIODS = [7, 30] as const
export type Period = (typeof PERIODS)[number]

/** The period of the address: `?days=30`, else 7. */
export function periodOf(params: URLSearchParams): Period {
  return params.get('days') === '30' ? 30 : 7
}

/** The query of a group's request. */
export function groupQuery(name: GroupName, days: Period): QueryOf<typeof index> {
  const spec: GroupSpec = GROUPS[name]
  const query: QueryOf<typeof index> = {}
  for (const flag of spec.flags) query[flag] = '1'
  if (spec.windowed && days === 30) query.monthly = '1'
  return query
}

export const groupKey = (name: GroupName, days: Period) => ['dashboard', name, GROUPS[name].windowed ? days : 'now'] as const

const earlyKey = (name: GroupName, days: Period) => `dashboard ${JSON.stringify(groupQuery(name, days))}`

/**
 * Issue 22: the dashboard opened from the address bar asks for its groups once the startup guard knows the role and
 * the organisation (the route's prefetch), not once the shell and the page have been drawn; each card takes its
 * group's answer when it asks in the same organisation and language (early.ts). Returns the totals' answer (the
 * page's first figure), which the start-up may wait for a moment so that the page is drawn once, with its totals.
 */
export function prefetchDashboard(search: string, orgId: string | undefined): Promise<unknown> | undefined {
  if (!orgId) return undefined
  const days = periodOf(new URLSearchParams(search))
  const ask = (name: GroupName) =>
    startEarly(earlyKey(name, days), orgId, (options) => request(index, { query: groupQuery(name, days) }, options))
  // the totals leave first: the mock and the server answer one request after the other
  const totals = ask('totals')
  for (const name of Object.keys(GROUPS) as GroupName[]) if (name !== 'totals') ask(name)
  return totals
}

/** The options of a group's query: the same for every observer of the group (its card, the page's links). */
function groupOptions(name: GroupName, days: Period, env: Pick<ConsoleEnv, 'perms'>) {
  return {
    queryKey: groupKey(name, days),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      earlyOr(earlyKey(name, days), () => request(index, { query: groupQuery(name, days), signal }, { silent: true })),
    // The totals' early answer, when it has already arrived, is drawn by the page's first render and is not asked
    // again by the mount that drew it. The other cards take theirs just after (queryFn, each card on its own): drawn
    // in the first render too, the chart, the day labels and the dates would hold up the first figure.
    ...(name === 'totals' ? earlyQueryOptions<IndexAnswer>(earlyKey(name, days)) : {}),
    enabled: GROUPS[name].visible(env),
  }
}

/**
 * One group's answer, for the card that shows it: a card subscribes to its own group, so an answer draws only its
 * card again. Failures are shown by the group's card (its own message and retry), not as a toast: a page of eight
 * requests would otherwise stack eight toasts when the server is down.
 */
export function useGroup(name: GroupName, days: Period, env: Pick<ConsoleEnv, 'perms'>): UseQueryResult<IndexAnswer> {
  return useQuery(groupOptions(name, days, env))
}

/** When the group's answer arrived (0 before): the caller is drawn again only when that changes. */
export function useGroupAnsweredAt(name: GroupName, days: Period, env: Pick<ConsoleEnv, 'perms'>): number {
  return useQuery({ ...groupOptions(name, days, env), notifyOnChangeProps: ['dataUpdatedAt'] }).dataUpdatedAt
}
