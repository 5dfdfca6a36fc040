// Domains (/assets/domains): gateway groups; the form picks the domain's assets, the detail lists its gateways
// with create, update, connection test and delete (DomainGateways).
import { createElement } from 'react'
import type { ResourceConfig } from '../../components/resource/types'
import { DomainGateways } from './DomainGateways'
import { ASSETS_URL, DOMAINS_URL, assetLabel, infoTab, pick } from './shared'

const domains: ResourceConfig = {
  name: 'Domain',
  path: '/assets/domains',
  url: DOMAINS_URL,
  list: {
    columns: ['name', 'asset_count', 'application_count', 'gateway_count', 'comment', 'date_created'],
    columnsShow: { min: ['name'], default: ['name', 'asset_count', 'application_count', 'gateway_count', 'comment'] },
    bulkUpdate: { fields: ['comment'] },
  },
  form: {
    layout: [['assets.basic', ['name', 'assets', 'comment']]],
    overrides: { assets: pick(ASSETS_URL, true, { optionLabel: assetLabel, labelKey: 'assets.assets' }) },
    initial: () => ({ assets: [] }),
  },
  detail: {
    tabs: [
      infoTab(['name', 'asset_count', 'application_count', 'gateway_count', 'date_created', 'comment']),
      { name: 'gateways', titleKey: 'assets.gateways', kind: 'custom', render: (o) => createElement(DomainGateways, { domain: o }) },
    ],
  },
}

export default domains
