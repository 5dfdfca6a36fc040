// Command filters (/assets/cmd-filters): the filter, the system users it applies to, and its rules (listed in
// the detail, created and updated on the CommandFilterRule pages).
import { createElement } from 'react'
import { defineResource, pickFrom } from '../../components/resource/define'
import {
  assetsCmdFiltersCreate,
  assetsCmdFiltersList,
  assetsCmdFiltersRetrieve,
  assetsCmdFiltersUpdate,
  assetsSystemUsersList,
} from '../../generated/operations/assets'
import { FilterRules } from './FilterRules'
import { MINI, nameAndUsername } from '../shared'
import { infoTab } from './shared'
import { RESOURCES } from '../identities'

/** How many ids a list field holds (the filter's rules and system users are shown as counts). */
const count =
  <K extends string>(field: K) =>
  (r: { [k in K]?: unknown }) =>
    Array.isArray(r[field]) ? r[field].length : 0

export default defineResource(
  RESOURCES.CommandFilter,
  { list: assetsCmdFiltersList, retrieve: assetsCmdFiltersRetrieve, create: assetsCmdFiltersCreate, update: assetsCmdFiltersUpdate },
  {
    list: {
      columns: [
        'name',
        { field: 'rules', labelKey: 'assets.ruleCount', value: count('rules'), sortable: false },
        { field: 'system_users', labelKey: 'assets.systemUserCount', value: count('system_users'), sortable: false },
        { field: 'is_active', kind: 'boolean' },
        'comment',
        'created_by',
        'date_created',
      ],
      columnsShow: { min: ['name'], default: ['name', 'rules', 'system_users', 'is_active', 'comment'] },
      bulkUpdate: { fields: ['is_active', 'comment'] },
    },
    form: {
      layout: [['assets.basic', ['name', 'system_users', 'is_active', 'comment']]],
      exclude: ['created_by'],
      overrides: {
        system_users: pickFrom(assetsSystemUsersList, {
          multiple: true,
          query: MINI,
          optionLabel: nameAndUsername,
          labelKey: 'assets.systemUsers',
        }),
      },
      initial: () => ({ is_active: true, system_users: [] }),
    },
    detail: {
      tabs: [
        infoTab([
          'name',
          { field: 'rules', labelKey: 'assets.ruleCount', value: count('rules') },
          { field: 'system_users', labelKey: 'assets.systemUserCount', value: count('system_users') },
          'is_active',
          'created_by',
          'date_created',
          'date_updated',
          'comment',
        ]),
        { name: 'rules', titleKey: 'assets.rules', kind: 'custom', render: (o) => createElement(FilterRules, { filter: o }) },
      ],
    },
  },
)
