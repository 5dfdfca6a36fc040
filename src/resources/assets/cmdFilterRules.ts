// Command filter rules (/assets/command-filter-rules/create, /{id}/update; ROUTE-ASSETS-07): the rules of one
// filter live under `/api/v1/assets/cmd-filters/{filter}/rules/`, so the pages take the filter from `?filter=`
// (CommandFilterRulePage) and return to its Rules tab. Priority 1–100 (VAL-09); one command per line (VAL-10).
import type { ResourceConfig } from '../../components/resource/types'
import { USERS_URL, between, fromQuery, pick, ruleUrl } from './shared'

const filterOf = (body: Record<string, unknown>, query?: Record<string, string>) => String(query?.filter ?? body.filter ?? '')

const cmdFilterRules: ResourceConfig = {
  name: 'CommandFilterRule',
  path: '/assets/command-filter-rules',
  // the page replaces this with the filter's own rules URL
  url: ruleUrl('{filter}'),
  screens: ['create', 'update'],
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
      reviewers: pick(USERS_URL, true, { hidden: (v) => v.action !== 2, labelKey: 'assets.reviewers' }),
    },
    initial: (ctx) => ({ type: 'command', priority: 50, action: 0, reviewers: [], ...fromQuery(ctx, 'filter') }),
    clean: (body, ctx) => ({ ...body, filter: filterOf(body, ctx.query) }),
    saveAndAddAnother: false,
    returnTo: (body, ctx) => `/assets/cmd-filters/${filterOf(body, ctx.query)}?tab=rules`,
  },
}

export default cmdFilterRules
