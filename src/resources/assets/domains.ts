// Domains (/assets/domains): gateway groups; the form picks the domain's assets, the detail lists its gateways
// with create, update, connection test and delete (DomainGateways).
import { createElement } from 'react'
import { defineResource, pickFrom } from '../../components/resource/define'
import {
  assetsAssetsList,
  assetsDomainsCreate,
  assetsDomainsList,
  assetsDomainsRetrieve,
  assetsDomainsUpdate,
} from '../../generated/operations/assets'
import { DomainGateways } from './DomainGateways'
import { assetLabel, MINI } from '../shared'
import { infoTab } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Domain,
  { list: assetsDomainsList, retrieve: assetsDomainsRetrieve, create: assetsDomainsCreate, update: assetsDomainsUpdate },
  {
    list: {
      columns: ['name', 'asset_count', 'application_count', 'gateway_count', 'comment', 'date_created'],
      columnsShow: { min: ['name'], default: ['name', 'asset_count', 'application_count', 'gateway_count', 'comment'] },
      bulkUpdate: { fields: ['comment'] },
    },
    form: {
      layout: [['assets.basic', ['name', 'assets', 'comment']]],
      overrides: {
        assets: pickFrom(assetsAssetsList, { multiple: true, query: MINI, optionLabel: assetLabel, labelKey: 'assets.assets' }),
      },
      initial: () => ({ assets: [] }),
    },
    detail: {
      tabs: [
        infoTab(['name', 'asset_count', 'application_count', 'gateway_count', 'date_created', 'comment']),
        { name: 'gateways', titleKey: 'assets.gateways', kind: 'custom', render: (o) => createElement(DomainGateways, { domain: o }) },
      ],
    },
  },
)
