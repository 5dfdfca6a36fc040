// Command filters (/assets/cmd-filters): the filter, the system users it applies to, and its rules (listed in
// the detail, created and updated on the CommandFilterRule pages).
import { createElement } from 'react'
import type { ResourceConfig, Row } from '../../components/resource/types'
import { FilterRules } from './FilterRules'
import { CMD_FILTERS_URL, SYSTEM_USERS_URL, accountLabel, infoTab, pick } from './shared'

const count = (field: string) => (r: Row) => (Array.isArray(r[field]) ? (r[field] as unknown[]).length : 0)

const cmdFilters: ResourceConfig = {
  name: 'CommandFilter',
  path: '/assets/cmd-filters',
  url: CMD_FILTERS_URL,
  list: {
    columns: [
      'name', { field: 'rules', labelKey: 'assets.ruleCount', value: count('rules'), sortable: false },
      { field: 'system_users', labelKey: 'assets.systemUserCount', value: count('system_users'), sortable: false },
      { field: 'is_active', kind: 'boolean' }, 'comment', 'created_by', 'date_created',
    ],
    columnsShow: { min: ['name'], default: ['name', 'rules', 'system_users', 'is_active', 'comment'] },
    bulkUpdate: { fields: ['is_active', 'comment'] },
  },
  form: {
    layout: [['assets.basic', ['name', 'system_users', 'is_active', 'comment']]],
    exclude: ['created_by'],
    overrides: { system_users: pick(SYSTEM_USERS_URL, true, { optionLabel: accountLabel, labelKey: 'assets.systemUsers' }) },
    initial: () => ({ is_active: true, system_users: [] }),
  },
  detail: {
    tabs: [
      infoTab(['name', { field: 'rules', labelKey: 'assets.ruleCount', value: count('rules') }, { field: 'system_users', labelKey: 'assets.systemUserCount', value: count('system_users') }, 'is_active', 'created_by', 'date_created', 'date_updated', 'comment']),
      { name: 'rules', titleKey: 'assets.rules', kind: 'custom', render: (o) => createElement(FilterRules, { filter: o }) },
    ],
  },
}

export default cmdFilters
