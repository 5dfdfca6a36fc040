// Command filter rules (/assets/command-filter-rules/create, /{id}/update; ROUTE-ASSETS-07): the rules of one
// filter live under that filter (`…/cmd-filters/{filter_pk}/rules/`), so the pages take the filter from `?filter=`
// (CommandFilterRulePage binds it with `filterRules`) and return to its Rules tab. Priority 1–100 (VAL-09); one
// command per line (VAL-10).
import { defineResource, pickFrom, type DefinedResource, type TypedResource } from '../../components/resource/define'
import type { ResourceConfig } from '../../components/resource/types'
import {
  assetsCmdFiltersRulesCreate,
  assetsCmdFiltersRulesList,
  assetsCmdFiltersRulesRetrieve,
  assetsCmdFiltersRulesUpdate,
} from '../../generated/operations/assets'
import { usersUsersList } from '../../generated/operations/users'
import { urlOf } from '../../http/operation'
import { RESOURCES } from '../identities'
import { MINI } from '../shared'
import { between, fromQuery } from './shared'

const filterOf = (body: Record<string, unknown>, query?: Record<string, string>) => String(query?.filter ?? body.filter ?? '')

const ops = {
  list: assetsCmdFiltersRulesList,
  retrieve: assetsCmdFiltersRulesRetrieve,
  create: assetsCmdFiltersRulesCreate,
  update: assetsCmdFiltersRulesUpdate,
}

const IDENTITY = RESOURCES.CommandFilterRule

const rulePages: TypedResource<typeof ops> = {
  form: {
    layout: [
      ['assets.basic', ['type', 'content', 'priority', 'action', 'reviewers']],
      ['assets.other', ['comment']],
    ],
    exclude: ['filter', 'created_by'],
    overrides: {
      content: { widget: 'textarea', helpKey: 'assets.ruleContentHelp' },
      priority: { validate: between(1, 100), helpKey: 'assets.rulePriorityHelp' },
      // action 2 asks a reviewer to confirm the command (where the server offers it)
      reviewers: pickFrom(usersUsersList, { multiple: true, query: MINI, hidden: (v) => v.action !== 2, labelKey: 'assets.reviewers' }),
    },
    initial: (ctx) => ({ type: 'command', priority: 50, action: 0, reviewers: [], ...fromQuery(ctx, 'filter') }),
    clean: (body, ctx) => ({ ...body, filter: filterOf(body, ctx.query) }),
    saveAndAddAnother: false,
    returnTo: (body, ctx) => `/assets/cmd-filters/${filterOf(body, ctx.query)}?tab=rules`,
  },
}

/** The rule pages of one filter: the generic form over that filter's rules (its list, and `{id}/` under it). */
export function filterRules(filter: string): DefinedResource<typeof IDENTITY.name> {
  return defineResource(IDENTITY, { ...ops, list: { ...ops.list, path: urlOf(ops.list, { filter_pk: filter }) } }, rulePages)
}

/**
 * What the route's pages load: the identity alone. It has no API of its own: a rule's URL needs its filter, which
 * CommandFilterRulePage reads from `?filter=` and binds with `filterRules`.
 */
const routeEntry: ResourceConfig & { name: typeof IDENTITY.name } = { ...IDENTITY, url: '' }

export default routeEntry
